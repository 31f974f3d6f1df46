// English defaults for the fit self-check: each criterion type's words (question, form label and help, the
// notes of a result), the verdict words, the recommendations and the form.
export const fitWords = {
  fit: {
    /**
     * Each criterion's words by its type, for any criterion whose fit.criteria.<id> leaves a key out. {criterion} is
     * the criterion's text; {currency}, {example}, {min}, {max} and {band} come from its range, {accepts} and
     * {options} from its answers; in the notes, {answer} is what was sent and {match} the accepted answer it matched.
     * A question is needed when the site starts, so the defaults fill nothing there that must be formatted.
     */
    types: {
      amount: {
        question: 'Roughly what is the yearly figure, in {currency}?',
        help: 'Whole {currency} a year, for example {example}. A rough figure is enough.',
        label: '{criterion} ({currency} per year)',
        pass: '{answer} is within the range: {band}.',
        below: '{answer} is below the range: {band}.',
        above: '{answer} is above the range: {band}.',
        unknown: 'No answer was given.',
        ask: 'an answer to “{criterion}”',
      },
      number: {
        question: 'What is the number, roughly?',
        help: 'A number, for example {example}. A rough figure is enough.',
        label: '{criterion}',
        pass: '{answer} is within the range: {band}.',
        below: '{answer} is below the range: {band}.',
        above: '{answer} is above the range: {band}.',
        unknown: 'No answer was given.',
        ask: 'an answer to “{criterion}”',
      },
      'yes-no': {
        question: 'Is this true of you: {criterion}?',
        help: 'Leave it blank if you would rather not say.',
        label: '{criterion}',
        pass: 'The answer meets this criterion.',
        fail: 'The answer does not meet this criterion.',
        unknown: 'No answer was given.',
        ask: 'an answer to “{criterion}”',
      },
      'one-of': {
        question: 'Which of the options describes you best?',
        help: 'Choose the one that fits best.',
        label: '{criterion}',
        pass: '“{answer}” is one of the answers this criterion accepts.',
        fail: '“{answer}” is not one of {accepts}.',
        unknown: 'No answer was given.',
        ask: 'an answer to “{criterion}”',
      },
      text: {
        question: 'How would you put it, in your own words?',
        help: 'Pick a suggestion or type your own.',
        label: '{criterion}',
        pass: '"{match}" is one of the answers this criterion accepts.',
        matched: '"{answer}" matches "{match}", one of the answers this criterion accepts.',
        fail: '"{answer}" names none of {accepts}.',
        unknown: 'No answer was given.',
        ask: 'an answer to “{criterion}”',
      },
    },
    /** {band} for a range with one end: the other end is left open. Both ends: Intl's own range ("USD 1–5"). */
    range: {
      between: '{min}–{max}',
      atLeast: 'at least {min}',
      atMost: 'at most {max}',
    },
    form: {
      /** The form's heading, for screen readers: the page's title already says it on screen. */
      title: 'Check your fit',
      intro: 'Answer any of the questions; leave the rest blank.',
      /** Under the form's button: the page's one word on privacy. */
      reassurance: 'Nothing you enter is stored: your answers are used once, to show your result.',
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
      blank: 'You left this question blank.',
      /** Under the verdict: the required criteria decide it, so they are counted, not a bar of points. */
      required: 'Required: {met} of {total} met',
      optional: 'Optional: {met} of {total}',
      empty: 'Answer at least one question and choose “{submit}”. Your result appears here:',
      emptyVerdict: 'a verdict and your score,',
      emptyNext: 'the next step that suits it,',
      emptyCriteria: 'each criterion in plain words.',
      problemsTitle: 'Please check your answers',
      problemsEmpty:
        'Answer at least one of the questions: each is optional, but the check needs something to go on.',
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
  /** How each criterion came out, on the fit page, in the chat's fit card and in the twin. */
  checkResult: {
    pass: 'Met',
    fail: 'Not met',
    unknown: 'Not answered',
    /** A criterion the owner marked optional, not met: it lowers nothing that decides the verdict. */
    optional: 'Not met · optional',
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
