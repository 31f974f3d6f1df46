// Italian defaults for the words around every page: menus, reading pages, footer, contact, the 404 page.
import type { siteWords as en } from '../en/site.js';

export const siteWords: typeof en = {
  nav: {
    main: 'Menu principale',
    menu: 'Menu',
    close: 'Chiudi',
    site: 'Pagine',
    elsewhere: 'Altrove',
    agents: 'Per gli agenti IA',
  },
  page: {
    skipLink: 'Vai al contenuto',
    agentsLink: 'Indice in testo semplice di questo sito per gli agenti IA',
    onThisPage: 'In questa pagina',
    updated: 'Aggiornato il',
    copy: 'Copia',
    copied: 'Copiato',
  },
  typography: {
    colon: ':',
    semicolon: ';',
  },
  twin: {
    agentNote:
      'Per gli agenti IA: {link} elenca ogni pagina di questo sito in Markdown, insieme alla sua API JSON e al suo endpoint MCP.',
    agentNoteStatic:
      'Per gli agenti IA: {link} elenca ogni pagina di questo sito in Markdown, insieme alla sua API JSON.',
  },
  footer: {
    contact: 'Contatti',
    twin: 'Questa pagina in Markdown',
  },
  contact: {
    email: 'E-mail',
    call: 'Prenota una chiamata',
    telephone: 'Telefono',
    post: 'Indirizzo postale',
    people: 'Chi risponde',
  },
  notFound: {
    markdownText: 'Non c’è nessuna pagina a {path}.',
    title: 'Pagina non trovata',
    description: 'Non c’è nessuna pagina a questo indirizzo su {{name}}.',
    nav: 'Non trovata',
    kicker: 'Errore 404',
    heading: 'Questa pagina non esiste',
    lede: 'Forse l’indirizzo contiene un errore di battitura, o la pagina è stata spostata. Tutto il sito è raggiungibile dalla home page.',
    home: 'Vai alla home page',
    llms: 'Indice in testo semplice per gli agenti IA',
    pages: 'Pagine di questo sito',
  },
};
