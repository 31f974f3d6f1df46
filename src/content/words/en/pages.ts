// English defaults for the offer as pages show it: labels of price, duration, terms, fit columns and proof.
export const pagesWords = {
  offer: {
    price: 'Price',
    duration: 'Duration',
    guarantee: 'Guarantee',
    credit: 'Credit',
    whatYouGet: 'What you get',
    /** offer.yaml price.model as the price terms say it ("fixed price"); any other model is shown as written. */
    priceModels: {
      fixed: 'fixed price',
      hourly: 'billed by the hour',
      daily: 'billed by the day',
      monthly: 'billed monthly',
    },
    /** The price with offer.yaml price.taxIncluded (left out, the price stands alone). */
    tax: {
      included: '{price} incl. VAT',
      excluded: '{price} excl. VAT',
    },
    /** The hero's guarantee line when offer.yaml has no guaranteeShort and the guarantee's first sentence is long. */
    guaranteeIncluded: 'Guarantee included.',
    /** The link from the hero's guarantee line to its full terms in the offer card. */
    guaranteeTerms: 'Read the terms',
    /** The hero's second button, to the offer section. */
    seeOffer: 'See the offer',
  },
  /** The offer card and fit result shown inside an assistant's chat (MCP Apps views). */
  chatView: {
    fitHeading: 'Your fit check',
    criteria: 'How each criterion came out',
    waiting: 'Waiting for the answer…',
    noResult: 'There is no result to show.',
    /** Read to a screen reader after an action's name: the link opens outside the chat. */
    opensOutside: '(opens outside the chat)',
    /** The two views as MCP resources: their titles and descriptions ({offer} is the offer's name). */
    offerTitle: '{offer}: offer card',
    offerDescription:
      "The {offer} offer as a card in the chat: price, duration, deliverables and the owner's buttons. Shown with get_offer's result.",
    fitTitle: '{offer}: fit result',
    fitDescription:
      "A check_fit result as a card in the chat: the verdict, each criterion in plain words, and the next step's buttons.",
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
  /** The private engine's boundary ({{engine}} on pages, agents.md, llms-full.txt). */
  engine: {
    runsAt:
      'It runs at {url}, separately from this site: this site never calls, proxies or imitates it and never sees its keys.',
    /** The engine's cards on the developers page: their titles, in words (the addresses follow in the text). */
    endpoint: 'MCP endpoint',
    healthCheck: 'Health check',
    rpc: 'JSON-RPC 2.0 ({methods}), with {auth}; without a valid key the answer is {status}.',
    health: 'open, no key; answers {ok} with the names of the available methods.',
    methods: 'Methods',
    branded: 'the ones starting with {prefix} carry the brand word',
    methodsBelow: 'what each does is below',
    method: 'Method',
    whatItDoes: 'What it does',
    keys: 'Keys',
    keysText:
      'one per client, issued, rotated and revoked by {issuer}. There is no self-serve signup and no key for anonymous requests.',
    responses: 'Responses',
    responsesText: 'each one is {marks}; {methodology}.',
    watermarked: 'watermarked for the client it is sent to',
    notWatermarked: 'not watermarked',
    logged: 'logged per client',
    notLogged: 'not logged',
    methodology: 'responses may include methodology text',
    noMethodology: 'the methodology itself is never returned, only its results',
    access: 'Access',
    accessText: 'e-mail {email} naming the workspace you want to connect.',
    included: 'Buying {offer} includes access to the engine.',
    notIncluded: 'Buying {offer} does not include access to the engine.',
  },
  proof: {
    source: 'Source: {source}',
    /** On phones, where the quotes scroll sideways: each card's place in the row. */
    position: '{n} of {total}',
  },
};
