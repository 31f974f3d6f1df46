// English defaults for the fit self-check: one question per criterion (form, MCP prompt, skill and schema
// descriptions all read it), the notes of a result, the verdict words, the recommendations and the form.
export const fitWords = {
  fit: {
    criteria: {
      'revenue-band': {
        question: 'Roughly what is your annual revenue, in {currency}?',
        help: 'Whole {currency}, for example {example}. A rough figure is enough.',
        label: 'Annual revenue ({currency} per year)',
        pass: '{revenue} is inside the {band} band.',
        below: '{revenue} is below the {band} band.',
        above: '{revenue} is above the {band} band.',
        unknown: 'annualRevenue was not given.',
        ask: 'your annual revenue ({currency})',
      },
      'founder-led': {
        question:
          'Is the business led by its founder, so that clients buy the founder rather than a company?',
        help: 'Clients hire a person, not a company or product name.',
        label: 'Is the business led by its founder?',
        pass: 'The business is led by its founder.',
        fail: 'The business is not led by its founder; the offer is built for founder-led businesses.',
        unknown: 'founderLed was not given.',
        ask: 'whether the business is led by its founder',
      },
      'expert-role': {
        question: 'How would you describe your role?',
        help: 'Pick a suggestion or type your own.',
        label: 'Your role',
        pass: '"{role}" is one of the roles the offer is built for.',
        matched: '"{typed}" matches "{role}", one of the roles the offer is built for.',
        fail: '"{typed}" names none of {roles}.',
        unknown: 'role was not given.',
        ask: 'your role',
      },
      'prior-positioning': {
        question: 'Have you already paid for work like this before?',
        help: 'Earlier work is useful input, not wasted.',
        label: 'Have you already paid for work like this before?',
        pass: 'Earlier work gives the engagement material to build on.',
        fail: 'No earlier work; the engagement starts from a blank page.',
        unknown: 'priorPositioningWork was not given.',
        ask: 'whether you have paid for similar work before',
      },
    },
    form: {
      title: 'Check your fit',
      intro: 'Answer any of the four questions; leave the rest blank. Nothing is stored.',
      submit: 'Check my fit',
      yes: 'Yes',
      no: 'No',
      skip: 'Rather not say',
      /** A number below the field's minimum, e.g. a negative revenue. */
      tooSmall: 'must be {minimum} or more',
      notNumber: 'must be a number',
      /** A yes/no or other answer the form does not offer (a hand-edited URL). */
      notAnswer: 'is not one of the answers offered',
    },
    result: {
      title: 'Your result',
      score: '{earned} of {available} points',
      byCriterion: 'Criterion by criterion',
      blank: 'You left this question blank, so it earns no points.',
      empty: 'Answer at least one question and choose “{submit}”. Your result appears here:',
      emptyVerdict: 'a verdict and your score,',
      emptyNext: 'the next step that suits it,',
      emptyCriteria: 'each criterion in plain words.',
      problemsTitle: 'Please check your answers',
      problemsEmpty:
        'Answer at least one of the four questions: each is optional, but the check needs something to go on.',
      problemsInvalid: 'Some answers could not be checked. Correct the fields below and try again.',
    },
    /** The fit result as Markdown (the fit page asked for with Accept: text/markdown). */
    markdown: {
      resultTitle: 'Fit self-check: your result',
      problemsTitle: 'Fit self-check: please check your answers',
      verdict: 'Verdict',
      criterion: 'Criterion',
      result: 'Result',
      note: 'Note',
      footer: 'The criteria and how the verdict works: {twin}. Agents can call {api} with the same fields.',
    },
  },
  verdict: {
    'strong-fit': 'Strong fit',
    'possible-fit': 'Possible fit',
    'poor-fit': 'Poor fit',
    unknown: 'Not enough to go on',
  },
  checkResult: {
    pass: 'Pass',
    fail: 'Fail',
    unknown: 'Not answered',
  },
  /** The result's next step per verdict, unless offer.yaml `recommendations` has the owner's own. */
  recommendation: {
    'strong-fit':
      'Every published criterion passes. If the timing suits you, reserve directly at {checkout}; questions first? Book a call at {booking}.',
    'possible-fit':
      'No required criterion fails, but not everything passes or is known. Book a short call at {booking} to see whether the offer fits.',
    'poor-fit':
      'A required criterion fails, so the offer is unlikely to be the right spend for you now. If something here is wrong or your situation changes, write to {email}.',
    /** {asks} lists the required criteria's `ask` words. */
    unknown: 'No required criterion is answered. Come back with {asks}.',
  },
  /** The static export's stand-in for the fit form: a static host cannot run the check. */
  export: {
    title: 'The self-check is not available here',
    body: 'This is a static copy of the site: it cannot check your answers. The criteria on this page say who the offer suits; to go through them with us, book the call.',
  },
};
