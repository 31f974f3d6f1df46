// German defaults for the words around every page: menus, header, footer, the assistant band, the 404 page.
import type { siteWords as en } from '../en/site.js';

export const siteWords: typeof en = {
  nav: {
    main: 'Hauptmenü',
    menu: 'Menü',
    site: 'Seiten',
    elsewhere: 'Anderswo',
    agents: 'Für KI-Agenten',
  },
  page: {
    skipLink: 'Zum Inhalt springen',
    onThisPage: 'Auf dieser Seite',
    offerAside: 'Das Angebot',
  },
  twin: {
    agentNote:
      'Für KI-Agenten: {link} verzeichnet jede Seite dieser Website als Markdown, dazu die JSON-API und den MCP-Endpunkt.',
  },
  header: {
    agentNote:
      'KI-Agenten: Beginnen Sie bei {link}, einem Klartext-Verzeichnis dieser Website; jede Seite gibt es auch als Markdown.',
  },
  assistant: {
    title: 'Fragen Sie einen Assistenten zu diesem Angebot',
    body: 'Jeder KI-Assistent, der das Web lesen kann, beantwortet Fragen zum Angebot mit den Worten dieser Website: Geben Sie ihm die Adresse unten, oder verbinden Sie einen MCP-Client.',
    twin: 'Diese Seite als Markdown ansehen',
    llms: 'Ein Klartext-Leitfaden zum Angebot und zu jeder Seite, für Chat-Assistenten.',
    mcp: 'Der MCP-Endpunkt, für Assistenten und Werkzeuge, die sich mit MCP-Servern verbinden.',
  },
  footer: {
    contact: 'Kontakt',
  },
  contact: {
    email: 'E-Mail',
    call: 'Gespräch buchen',
    telephone: 'Telefon',
    post: 'Post',
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
    sitemap: 'Alle Seiten ansehen (Sitemap)',
    llms: 'Klartext-Verzeichnis für KI-Agenten',
    pages: 'Seiten dieser Website',
  },
};
