// German defaults for the offer as pages show it: labels of price, duration, terms, fit columns and proof.
import type { pagesWords as en } from '../en/pages.js';

export const pagesWords: typeof en = {
  offer: {
    price: 'Preis',
    duration: 'Dauer',
    guarantee: 'Garantie',
    credit: 'Anrechnung',
    whatYouGet: 'Das bekommen Sie',
    howItWorks: 'So läuft es ab',
    priceModel: '{model}',
    guaranteeNamed: 'Garantie: {label}.',
    guaranteeIncluded: 'Mit Garantie.',
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
  proof: {
    source: 'Quelle: {source}',
  },
};
