// English defaults for the offer as pages show it: labels of price, duration, terms, fit columns and proof.
export const pagesWords = {
  offer: {
    price: 'Price',
    duration: 'Duration',
    guarantee: 'Guarantee',
    credit: 'Credit',
    whatYouGet: 'What you get',
    howItWorks: 'How it works',
    /** "fixed price": {model} is offer.yaml price.model. */
    priceModel: '{model} price',
    /** The hero's short guarantee line when the guarantee starts with a short name ("Midweek exit: …"). */
    guaranteeNamed: '{label} guarantee.',
    guaranteeIncluded: 'Guarantee included.',
  },
  fitColumns: {
    bestFit: 'Best fit',
    poorFit: 'Poor fit',
    /** The revenue band: {min} and {max} are amounts with their currency. */
    revenueBand: '{min} to {max} a year',
    revenue: 'Annual revenue',
    roles: 'Roles',
  },
  criteria: {
    required: 'Required',
    optional: 'Optional',
    /** In the Markdown twins, after the criterion's id. */
    weight: 'weight {weight}',
    requiredNote: 'required',
  },
  proof: {
    source: 'Source: {source}',
  },
};
