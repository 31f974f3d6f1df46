// German defaults for the offer as pages show it: labels of price, duration, terms, fit columns and proof.
import type { pagesWords as en } from '../en/pages.js';

export const pagesWords: typeof en = {
  offer: {
    price: 'Preis',
    duration: 'Dauer',
    guarantee: 'Garantie',
    credit: 'Anrechnung',
    whatYouGet: 'Das bekommen Sie',
    priceModels: {
      fixed: 'Festpreis',
      hourly: 'nach Stunden abgerechnet',
      daily: 'nach Tagen abgerechnet',
      monthly: 'monatlich abgerechnet',
    },
    tax: {
      included: '{price} inkl. MwSt.',
      excluded: '{price} zzgl. MwSt.',
    },
    guaranteeIncluded: 'Mit Garantie.',
    guaranteeTerms: 'Zu den Bedingungen',
    seeOffer: 'Zum Angebot',
  },
  chatView: {
    fitHeading: 'Ihr Selbsttest',
    criteria: 'Die Kriterien im Einzelnen',
    waiting: 'Die Antwort kommt gleich …',
    noResult: 'Es gibt kein Ergebnis zum Anzeigen.',
    opensOutside: '(öffnet sich außerhalb des Chats)',
    offerTitle: '{offer}: Angebotskarte',
    offerDescription:
      'Das Angebot {offer} als Karte im Chat: Preis, Dauer, Leistungen und die Schaltflächen des Anbieters. Erscheint mit dem Ergebnis von `get_offer`.',
    fitTitle: '{offer}: Ergebnis der Passungsprüfung',
    fitDescription:
      'Ein Ergebnis von `check_fit` als Karte im Chat: das Urteil, jedes Kriterium in klaren Worten und die Schaltflächen für den nächsten Schritt.',
  },
  fitColumns: {
    bestFit: 'Passt gut',
    poorFit: 'Passt nicht',
    revenueBand: '{band} im Jahr',
    revenue: 'Jahresumsatz',
    roles: 'Rollen',
  },
  criteria: {
    required: 'Pflicht',
    optional: 'Optional',
    weight: 'Gewicht {weight}',
    requiredNote: 'Pflicht',
  },
  engine: {
    runsAt:
      'Es läuft unter {url}, getrennt von dieser Website: Diese Website ruft es nie auf, leitet nichts an es weiter, ahmt es nicht nach und sieht seine Schlüssel nie.',
    endpoint: 'MCP-Endpunkt',
    healthCheck: 'Statusabfrage',
    rpc: 'JSON-RPC 2.0 ({methods}), mit {auth}; ohne gültigen Schlüssel lautet die Antwort {status}.',
    health: 'offen, ohne Schlüssel; antwortet {ok} mit den Namen der verfügbaren Methoden.',
    methods: 'Methoden',
    branded: 'die mit {prefix} beginnenden tragen das Markenwort',
    methodsBelow: 'was jede tut, steht unten',
    method: 'Methode',
    whatItDoes: 'Was sie tut',
    keys: 'Schlüssel',
    keysText:
      'einer pro Kunde, ausgegeben, erneuert und widerrufen von {issuer}. Es gibt keine Selbstregistrierung und keinen Schlüssel für anonyme Anfragen.',
    responses: 'Antworten',
    responsesText: 'jede ist {marks}; {methodology}.',
    watermarked: 'mit einem Wasserzeichen für den jeweiligen Kunden versehen',
    notWatermarked: 'ohne Wasserzeichen',
    logged: 'pro Kunde protokolliert',
    notLogged: 'nicht protokolliert',
    methodology: 'Antworten können Methodentext enthalten',
    noMethodology: 'die Methode selbst wird nie zurückgegeben, nur ihre Ergebnisse',
    access: 'Zugang',
    accessText: 'E-Mail an {email} mit dem Arbeitsbereich, den Sie verbinden möchten.',
    included: 'Wer {offer} bucht, erhält Zugang zum Werkzeug.',
    notIncluded: 'Wer {offer} bucht, erhält keinen Zugang zum Werkzeug.',
  },
  proof: {
    source: 'Quelle: {source}',
    position: '{n} von {total}',
  },
};
