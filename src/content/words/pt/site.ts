// Portuguese (Brazilian, as Intl's "pt") defaults for the words around every page: menus, footer, the 404 page.
import type { siteWords as en } from '../en/site.js';

export const siteWords: typeof en = {
  nav: {
    main: 'Menu principal',
    menu: 'Menu',
    close: 'Fechar',
    site: 'Páginas',
    elsewhere: 'Em outros lugares',
    agents: 'Para agentes de IA',
  },
  page: {
    skipLink: 'Pular para o conteúdo',
    agentsLink: 'Índice em texto simples deste site para agentes de IA',
    onThisPage: 'Nesta página',
    updated: 'Atualizado em',
    copy: 'Copiar',
    copied: 'Copiado',
  },
  typography: {
    colon: ':',
    semicolon: ';',
  },
  twin: {
    agentNote:
      'Para agentes de IA: {link} reúne cada página deste site em Markdown, além da API JSON e do endpoint MCP.',
    agentNoteStatic: 'Para agentes de IA: {link} lista cada página deste site em Markdown, além da API JSON.',
  },
  footer: {
    contact: 'Contato',
    twin: 'Esta página em Markdown',
  },
  contact: {
    email: 'E-mail',
    call: 'Agendar uma conversa',
    telephone: 'Telefone',
    post: 'Endereço postal',
    people: 'Quem responde',
  },
  notFound: {
    markdownText: 'Não há nenhuma página em {path}.',
    title: 'Página não encontrada',
    description: 'Não há nenhuma página neste endereço de {{name}}.',
    nav: 'Não encontrada',
    kicker: 'Erro 404',
    heading: 'Esta página não existe',
    lede: 'Talvez o endereço tenha um erro de digitação, ou a página tenha mudado de lugar. Tudo neste site pode ser acessado a partir da página inicial.',
    home: 'Ir para a página inicial',
    llms: 'Índice em texto simples para agentes de IA',
    pages: 'Páginas deste site',
  },
};
