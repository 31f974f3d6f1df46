// Visible default words the design round added, in one place so they can fold into the site's words table.
export const DESIGN_WORDS = {
  /** The footer's small row for agents: its label and the link to this page's Markdown twin. */
  agentRow: 'For AI agents',
  markdownTwin: 'This page as Markdown',
  /** The hero's second button, to the offer section. */
  seeOffer: 'See the offer',
  /** The link from the one-line guarantee to its full terms. */
  guaranteeTerms: 'Read the terms',
  guaranteeFallback: 'Guarantee included.',
  /** The price line's parts: "USD 12,000 · one week · fixed". */
  durationOne: (unit: string) => `one ${unit}`,
  /** Reading pages show when they last changed. */
  updated: 'Updated',
  months: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  /** A criterion the owner marked optional, when the answer does not meet it: not a failure. */
  optionalNotMet: 'Optional',
  requiredNotMet: 'Not met',
  /** The founder beside the hero, and the team's heading on the page that places {{people}}. */
  founderNote: 'You work with',
  /** The fit result's next step when the check cannot recommend anything else. */
  askInstead: 'Or ask us directly',
  fitRoles: 'Roles',
} as const;
