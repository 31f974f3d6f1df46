// French defaults for the words around every page: menus, reading pages, footer, contact, the 404 page.
import type { siteWords as en } from '../en/site.js';

export const siteWords: typeof en = {
  nav: {
    main: 'Menu principal',
    menu: 'Menu',
    close: 'Fermer',
    site: 'Pages',
    elsewhere: 'Ailleurs',
    agents: 'Pour les agents IA',
  },
  page: {
    skipLink: 'Aller au contenu',
    agentsLink: 'Index en texte brut de ce site pour les agents IA',
    onThisPage: 'Sur cette page',
    updated: 'Mis à jour le',
    copy: 'Copier',
    copied: 'Copié',
  },
  typography: {
    colon: '\u00a0:',
    semicolon: '\u202f;',
  },
  twin: {
    agentNote:
      'Pour les agents IA\u00a0: {link} recense chaque page de ce site en Markdown, ainsi que son API JSON et son point d’accès MCP.',
    agentNoteStatic:
      'Pour les agents IA\u00a0: {link} recense chaque page de ce site en Markdown, ainsi que son API JSON.',
  },
  footer: {
    contact: 'Contact',
    twin: 'Cette page en Markdown',
  },
  contact: {
    email: 'E-mail',
    call: 'Réserver un appel',
    telephone: 'Téléphone',
    post: 'Adresse postale',
    people: 'Qui vous répond',
  },
  notFound: {
    markdownText: 'Aucune page à l’adresse {path}.',
    title: 'Page introuvable',
    description: 'Aucune page ne se trouve à cette adresse sur {{name}}.',
    nav: 'Introuvable',
    kicker: 'Erreur 404',
    heading: 'Cette page n’existe pas',
    lede: 'L’adresse contient peut-être une faute de frappe, ou la page a été déplacée. Tout le site est accessible depuis la page d’accueil.',
    home: 'Aller à la page d’accueil',
    llms: 'Index en texte brut pour les agents IA',
    pages: 'Pages de ce site',
  },
};
