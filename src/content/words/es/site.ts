// Spanish defaults for the words around every page: menus, reading pages, footer, contact, the 404 page.
import type { siteWords as en } from '../en/site.js';

export const siteWords: typeof en = {
  nav: {
    main: 'Menú principal',
    menu: 'Menú',
    close: 'Cerrar',
    site: 'Páginas',
    elsewhere: 'En otros sitios',
    agents: 'Para agentes de IA',
  },
  page: {
    skipLink: 'Saltar al contenido',
    agentsLink: 'Índice en texto plano de este sitio para agentes de IA',
    onThisPage: 'En esta página',
    updated: 'Actualizado el',
    copy: 'Copiar',
    copied: 'Copiado',
  },
  typography: {
    colon: ':',
    semicolon: ';',
  },
  twin: {
    agentNote:
      'Para agentes de IA: {link} recoge cada página de este sitio en Markdown, además de su API JSON y su punto de acceso MCP.',
    agentNoteStatic:
      'Para agentes de IA: {link} recoge cada página de este sitio en Markdown, además de su API JSON.',
  },
  footer: {
    contact: 'Contacto',
    twin: 'Esta página en Markdown',
  },
  contact: {
    email: 'Correo electrónico',
    call: 'Reservar una llamada',
    telephone: 'Teléfono',
    post: 'Dirección postal',
    people: 'Quién responde',
  },
  notFound: {
    markdownText: 'No hay ninguna página en {path}.',
    title: 'Página no encontrada',
    description: 'No hay ninguna página en esta dirección de {{name}}.',
    nav: 'No encontrada',
    kicker: 'Error 404',
    heading: 'Esta página no existe',
    lede: 'Puede que la dirección tenga una errata o que la página se haya movido. Todo el sitio es accesible desde la página de inicio.',
    home: 'Ir a la página de inicio',
    llms: 'Índice en texto plano para agentes de IA',
    pages: 'Páginas de este sitio',
  },
};
