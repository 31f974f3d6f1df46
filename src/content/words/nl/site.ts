// Dutch defaults for the words around every page: menus, reading pages, footer, contact, the 404 page.
import type { siteWords as en } from '../en/site.js';

export const siteWords: typeof en = {
  nav: {
    main: 'Hoofdmenu',
    menu: 'Menu',
    close: 'Sluiten',
    site: 'Pagina’s',
    elsewhere: 'Elders',
    agents: 'Voor AI-agents',
  },
  page: {
    skipLink: 'Naar de inhoud',
    agentsLink: 'Platte-tekstoverzicht van deze site voor AI-agents',
    onThisPage: 'Op deze pagina',
    updated: 'Bijgewerkt op',
    copy: 'Kopiëren',
    copied: 'Gekopieerd',
  },
  typography: {
    colon: ':',
    semicolon: ';',
  },
  twin: {
    agentNote:
      'Voor AI-agents: {link} zet elke pagina van deze site op een rij als Markdown, met de JSON-API en het MCP-endpoint.',
    agentNoteStatic:
      'Voor AI-agents: {link} zet elke pagina van deze site op een rij als Markdown, met de JSON-API.',
  },
  footer: {
    contact: 'Contact',
    twin: 'Deze pagina als Markdown',
  },
  contact: {
    email: 'E-mail',
    call: 'Plan een gesprek',
    telephone: 'Telefoon',
    post: 'Postadres',
    people: 'Wie antwoordt',
  },
  notFound: {
    markdownText: 'Op {path} staat geen pagina.',
    title: 'Pagina niet gevonden',
    description: 'Op dit adres staat geen pagina van {{name}}.',
    nav: 'Niet gevonden',
    kicker: 'Fout 404',
    heading: 'Deze pagina bestaat niet',
    lede: 'Misschien zit er een typfout in het adres, of is de pagina verhuisd. Alles op deze site is bereikbaar vanaf de homepage.',
    home: 'Naar de homepage',
    llms: 'Platte-tekstoverzicht voor AI-agents',
    pages: 'Pagina’s van deze site',
  },
};
