// Italian defaults for the offer as pages show it: labels of price, duration, terms, fit columns and proof.
import type { pagesWords as en } from '../en/pages.js';

export const pagesWords: typeof en = {
  offer: {
    price: 'Prezzo',
    duration: 'Durata',
    guarantee: 'Garanzia',
    credit: 'Credito',
    whatYouGet: 'Cosa ottiene',
    priceModels: {
      fixed: 'prezzo fisso',
      hourly: 'fatturato a ore',
      daily: 'fatturato a giornata',
      monthly: 'fatturato mensilmente',
    },
    tax: {
      included: '{price} IVA inclusa',
      excluded: '{price} + IVA',
    },
    guaranteeIncluded: 'Garanzia inclusa.',
    guaranteeTerms: 'Leggi le condizioni',
    seeOffer: 'Vedi l’offerta',
  },
  chatView: {
    fitHeading: 'La sua verifica di compatibilità',
    criteria: 'Com’è andato ogni criterio',
    waiting: 'In attesa della risposta…',
    noResult: 'Non c’è nessun risultato da mostrare.',
    opensOutside: '(si apre fuori dalla chat)',
    offerTitle: '{offer}: scheda dell’offerta',
    offerDescription:
      'L’offerta {offer} come scheda nella chat: prezzo, durata, risultati consegnati e i pulsanti del fornitore. Appare con il risultato di `get_offer`.',
    fitTitle: '{offer}: esito della verifica',
    fitDescription:
      'Un risultato di `check_fit` come scheda nella chat: il verdetto, ogni criterio in parole semplici e i pulsanti del prossimo passo.',
  },
  fitColumns: {
    bestFit: 'Ideale per',
    poorFit: 'Meno adatta per',
    revenueBand: '{band} all’anno',
    revenue: 'Fatturato annuo',
    roles: 'Profili',
  },
  criteria: {
    required: 'Obbligatorio',
    optional: 'Facoltativo',
    weight: 'peso {weight}',
    requiredNote: 'obbligatorio',
  },
  engine: {
    runsAt:
      'Gira su {url}, separato da questo sito: questo sito non lo chiama, non lo inoltra, non lo imita e non ne vede mai le chiavi.',
    endpoint: 'Endpoint MCP',
    healthCheck: 'Controllo di stato',
    rpc: 'JSON-RPC 2.0 ({methods}), con {auth}; senza una chiave valida la risposta è {status}.',
    health: 'aperto, senza chiave; risponde {ok} con i nomi dei metodi disponibili.',
    methods: 'Metodi',
    branded: 'quelli che iniziano con {prefix} portano il nome del marchio',
    methodsBelow: 'cosa fa ciascuno è spiegato sotto',
    method: 'Metodo',
    whatItDoes: 'Cosa fa',
    keys: 'Chiavi',
    keysText:
      'una per cliente, emessa, rinnovata e revocata da {issuer}. Non c’è registrazione autonoma né chiave per le richieste anonime.',
    responses: 'Risposte',
    responsesText: 'ognuna è {marks}; {methodology}.',
    watermarked: 'marcata per il cliente a cui viene inviata',
    notWatermarked: 'senza marcatura',
    logged: 'registrata per cliente',
    notLogged: 'non registrata',
    methodology: 'le risposte possono includere testo sulla metodologia',
    noMethodology: 'la metodologia stessa non viene mai restituita, solo i suoi risultati',
    access: 'Accesso',
    accessText: 'scriva a {email} indicando lo spazio di lavoro che vuole collegare.',
    included: 'L’acquisto di {offer} include l’accesso al motore.',
    notIncluded: 'L’acquisto di {offer} non include l’accesso al motore.',
  },
  proof: {
    source: 'Fonte: {source}',
    position: '{n} di {total}',
  },
};
