// English defaults for the words around every page: menus, reading pages, footer, contact, the 404 page.
// Placeholders in {braces} are filled by the renderer; {{tokens}} are the content's own facts.
export const siteWords = {
  nav: {
    main: 'Main',
    menu: 'Menu',
    /** The open phone menu's button: it closes the menu. */
    close: 'Close',
    site: 'Site',
    elsewhere: 'Elsewhere',
    agents: 'For AI agents',
  },
  page: {
    skipLink: 'Skip to main content',
    /** The second skip link, to /llms.txt: seen only when focused, read by agents and screen readers. */
    agentsLink: 'Plain-text index of this site for AI agents',
    onThisPage: 'On this page',
    /** Before the date a reading page last changed (front matter `updated`, written by Intl). */
    updated: 'Updated',
    /** The button on every code block that copies it, and what it says for two seconds after. */
    copy: 'Copy',
    copied: 'Copied',
  },
  /** Punctuation generated text puts between a label and its value ("Price: …"); French writes " :". */
  typography: {
    colon: ':',
    /** Between two parts of one generated line ("3 methods; see below"). */
    semicolon: ';',
  },
  /** The line under every Markdown twin's title; {link} is the link to llms.txt. */
  twin: {
    agentNote:
      'For AI agents: {link} indexes every page of this site as Markdown, its JSON API and its MCP endpoint.',
    /** The same line in a static export without a live origin, which has no MCP endpoint. */
    agentNoteStatic: 'For AI agents: {link} indexes every page of this site as Markdown and its JSON API.',
  },
  footer: {
    contact: 'Contact',
    /** In the footer's row for agents (nav.agents): the link to this page's Markdown twin. */
    twin: 'This page as Markdown',
  },
  contact: {
    email: 'E-mail',
    call: 'Book a call',
    telephone: 'Telephone',
    post: 'Post',
    /** Over the faces of the people on the contact page ({{contact}}). */
    people: 'Who answers',
  },
  notFound: {
    /** The Markdown note of a 404 ({path} is the address asked for). */
    markdownText: 'There is no page at {path}.',
    title: 'Page not found',
    description: 'There is no page at this address on {{name}}.',
    nav: 'Not found',
    kicker: 'Error 404',
    heading: 'This page does not exist',
    lede: 'The address may be mistyped, or the page may have moved. Everything on this site is reachable from the home page.',
    home: 'Go to the home page',
    llms: 'Plain-text index for AI agents',
    pages: 'Pages on this site',
  },
};
