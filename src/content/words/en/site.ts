// English defaults for the words around every page: menus, header, footer, the assistant band, the 404 page.
// Placeholders in {braces} are filled by the renderer; {{tokens}} are the content's own facts.
export const siteWords = {
  nav: {
    main: 'Main',
    menu: 'Menu',
    site: 'Site',
    elsewhere: 'Elsewhere',
    agents: 'For AI agents',
  },
  page: {
    skipLink: 'Skip to main content',
    onThisPage: 'On this page',
    /** The label of the side column with the offer on reading pages. */
    offerAside: 'The offer',
  },
  /** The line under every Markdown twin's title; {link} is the link to llms.txt. */
  twin: {
    agentNote:
      'For AI agents: {link} indexes every page of this site as Markdown, its JSON API and its MCP endpoint.',
  },
  header: {
    agentNote:
      'AI agents: start at {link}, a plain-text index of this site; every page is also available as Markdown.',
  },
  assistant: {
    title: 'Ask an assistant about this offer',
    body: 'Any AI assistant that can read the web can answer questions about the offer from this site’s own words: give it the address below, or connect an MCP client.',
    twin: 'View this page as Markdown',
    llms: 'A plain-text guide to the offer and every page, for chat assistants.',
    mcp: 'The MCP endpoint, for assistants and tools that connect to MCP servers.',
  },
  footer: {
    contact: 'Contact',
  },
  contact: {
    email: 'E-mail',
    call: 'Book a call',
    telephone: 'Telephone',
    post: 'Post',
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
    sitemap: 'See every page (sitemap)',
    llms: 'Plain-text index for AI agents',
    pages: 'Pages on this site',
  },
};
