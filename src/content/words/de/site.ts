// German defaults for the words around every page: menus, reading pages, footer, contact, the 404 page.
import type { siteWords as en } from '../en/site.js';

export const siteWords: typeof en = {
  nav: {
    main: 'Hauptmenü',
    menu: 'Menü',
    close: 'Schließen',
    site: 'Seiten',
    elsewhere: 'Anderswo',
    agents: 'Für KI-Agenten',
  },
  page: {
    skipLink: 'Zum Inhalt springen',
    agentsLink: 'Klartext-Verzeichnis dieser Website für KI-Agenten',
    onThisPage: 'Auf dieser Seite',
    updated: 'Aktualisiert am',
    copy: 'Kopieren',
    copied: 'Kopiert',
  },
  typography: {
    colon: ':',
    semicolon: ';',
  },
  twin: {
    agentNote:
      'Für KI-Agenten: {link} verzeichnet jede Seite dieser Website als Markdown, dazu die JSON-API und den MCP-Endpunkt.',
    agentNoteStatic:
      'Für KI-Agenten: {link} verzeichnet jede Seite dieser Website als Markdown, dazu die JSON-API.',
  },
  footer: {
    contact: 'Kontakt',
    twin: 'Diese Seite als Markdown',
  },
  contact: {
    email: 'E-Mail',
    call: 'Gespräch buchen',
    telephone: 'Telefon',
    post: 'Post',
    people: 'Wer antwortet',
  },
  notFound: {
    markdownText: 'Unter {path} gibt es keine Seite.',
    title: 'Seite nicht gefunden',
    description: 'Unter dieser Adresse gibt es auf {{name}} keine Seite.',
    nav: 'Nicht gefunden',
    kicker: 'Fehler 404',
    heading: 'Diese Seite gibt es nicht',
    lede: 'Die Adresse ist vielleicht vertippt, oder die Seite ist umgezogen. Alles auf dieser Website ist von der Startseite aus erreichbar.',
    home: 'Zur Startseite',
    llms: 'Klartext-Verzeichnis für KI-Agenten',
    pages: 'Seiten dieser Website',
  },
};
