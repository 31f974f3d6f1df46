// Dutch defaults for the offer as pages show it: labels of price, duration, terms, fit columns and proof.
import type { pagesWords as en } from '../en/pages.js';

export const pagesWords: typeof en = {
  offer: {
    price: 'Prijs',
    duration: 'Duur',
    guarantee: 'Garantie',
    credit: 'Tegoed',
    whatYouGet: 'Wat je krijgt',
    priceModels: {
      fixed: 'vaste prijs',
      hourly: 'per uur gefactureerd',
      daily: 'per dag gefactureerd',
      monthly: 'per maand gefactureerd',
    },
    tax: {
      included: '{price} incl. btw',
      excluded: '{price} excl. btw',
    },
    guaranteeIncluded: 'Inclusief garantie.',
    guaranteeTerms: 'Lees de voorwaarden',
    seeOffer: 'Bekijk het aanbod',
  },
  chatView: {
    fitHeading: 'Jouw fitcheck',
    criteria: 'Hoe elk criterium uitviel',
    waiting: 'Wachten op het antwoord…',
    noResult: 'Er is geen resultaat om te tonen.',
    opensOutside: '(opent buiten de chat)',
    offerTitle: '{offer}: aanbod als kaart',
    offerDescription:
      'Het aanbod {offer} als kaart in de chat: prijs, duur, opleveringen en de knoppen van de aanbieder. Verschijnt bij het resultaat van `get_offer`.',
    fitTitle: '{offer}: uitkomst van de fitcheck',
    fitDescription:
      'Een resultaat van `check_fit` als kaart in de chat: het oordeel, elk criterium in gewone woorden en de knoppen voor de volgende stap.',
  },
  fitColumns: {
    bestFit: 'Past het best bij',
    poorFit: 'Past minder bij',
    revenueBand: '{band} per jaar',
    revenue: 'Jaaromzet',
    roles: 'Rollen',
  },
  criteria: {
    required: 'Verplicht',
    optional: 'Optioneel',
    weight: 'gewicht {weight}',
    requiredNote: 'verplicht',
  },
  engine: {
    runsAt:
      'Die draait op {url}, los van deze site: deze site roept hem nooit aan, stuurt niets door, bootst hem niet na en ziet zijn sleutels nooit.',
    endpoint: 'MCP-endpoint',
    healthCheck: 'Statuscontrole',
    rpc: 'JSON-RPC 2.0 ({methods}), met {auth}; zonder geldige sleutel is het antwoord {status}.',
    health: 'open, zonder sleutel; antwoordt {ok} met de namen van de beschikbare methoden.',
    methods: 'Methoden',
    branded: 'de methoden die met {prefix} beginnen, dragen de merknaam',
    methodsBelow: 'wat elk doet, staat hieronder',
    method: 'Methode',
    whatItDoes: 'Wat hij doet',
    keys: 'Sleutels',
    keysText:
      'één per klant, uitgegeven, vernieuwd en ingetrokken door {issuer}. Je kunt je niet zelf aanmelden en er is geen sleutel voor anonieme verzoeken.',
    responses: 'Antwoorden',
    responsesText: 'elk antwoord is {marks}; {methodology}.',
    watermarked: 'voorzien van een watermerk voor de klant die het krijgt',
    notWatermarked: 'zonder watermerk',
    logged: 'per klant gelogd',
    notLogged: 'niet gelogd',
    methodology: 'antwoorden kunnen tekst over de methode bevatten',
    noMethodology: 'de methode zelf wordt nooit teruggegeven, alleen de resultaten ervan',
    access: 'Toegang',
    accessText: 'mail naar {email} en noem de werkruimte die je wilt koppelen.',
    included: 'Wie {offer} koopt, krijgt toegang tot de engine.',
    notIncluded: 'Wie {offer} koopt, krijgt geen toegang tot de engine.',
  },
  proof: {
    source: 'Bron: {source}',
    position: '{n} van {total}',
  },
};
