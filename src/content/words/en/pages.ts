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
    /** The revenue band: {band} is the range of amounts with its currency ("USD 1,000,000–5,000,000"). */
    revenueBand: '{band} a year',
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
