// English defaults of the owner's traffic report (`npm run report`, Markdown and HTML; its JSON keeps English
// keys). Labels are followed by the site's typography.colon; numbers, shares and dates are written by Intl.
export const reportWords = {
  report: {
    title: 'What agents did with your offer',
    /** The site's name in a report made without a content folder. */
    untitled: 'Your offer site',
    /** The HTML page's title; {name} is the site's name. */
    pageTitle: 'Traffic report · {name}',
    period: 'Period',
    /** {period} and {previous}: date ranges written by Intl, in UTC. */
    compared: '{period}, compared with {previous}',
    /** {range}: the period's days (the last one included), or its first and last time, written by Intl. */
    utc: '{range} (UTC)',
    /** The period of a log with no request in it. */
    noPeriod: 'no requests read',
    requests: 'Requests',
    /** Who sent the requests, as shares of all of them. */
    mix: 'Who asked',
    answers: 'Answers by status',
    /** An empty list (no prompts, no tools called): one word whatever the list's noun, so no gender to agree. */
    none: 'none',
    /** After an agent that made no request in the previous period, and a figure that was zero then. */
    new: 'new',
    /** Who asked, as shares of all requests: the AI agent classes, search engines, browsers, and the rest. */
    kinds: {
      ai: 'AI agents',
      search: 'search engines',
      people: 'people (browsers)',
      other: 'other bots and unknown',
    },
    funnel: {
      title: 'Did AI bring you clients?',
      fromAi: 'Visits from AI assistants',
      fromSearch: 'Visits from search engines',
      /** A referral from a site that is neither an AI assistant nor a search engine. */
      otherSites: 'other sites',
      handoffs: 'Hand-offs',
      /** Where the hand-off links were given: the pages, the chat view, the API, MCP, WebMCP, llms.txt. */
      handoffsVia: 'Hand-offs by where the link was given',
      fitChecks: 'Fit checks by surface',
      /** The verdicts themselves are the site's own verdict words. */
      fitVerdicts: 'Fit verdicts',
    },
    /** The HTML report's figures at the top, each under its number. */
    tiles: {
      requests: 'requests',
      aiShare: 'from AI agents',
      aiVisits: 'visits from AI assistants',
      handoffs: 'hand-offs',
      fitChecks: 'fit checks',
      sessions: 'MCP sessions',
    },
    sections: {
      referrals: 'People sent by AI assistants and search',
      handoffs: 'Hand-offs to checkout, call and e-mail',
      agents: 'Agents',
      pages: 'Pages read',
      mcp: 'MCP',
      clients: 'MCP client sessions',
      days: 'Requests per day by class',
      served: 'What agents read, and what people read',
      tools: 'MCP tools called',
      promptsResources: 'MCP prompts and resources',
      formats: 'Tokens and formats served',
    },
    /** What a section says when the period has nothing for it. */
    empty: {
      referrals: 'No visits from AI assistants or search engines in the period.',
      handoffs: 'No hand-offs in the period.',
      fit: 'No fit checks in the period.',
      agents: 'No agents in the period.',
      pages: 'No pages read in the period.',
      clients: 'No MCP client started a session in the period.',
      days: 'No requests in the period.',
      served: 'Nothing served in the period.',
      tools: 'No MCP tool calls in the period.',
      promptsResources: 'No prompts or resource reads in the period.',
      statuses: 'No answers in the period.',
    },
    mcp: {
      tools: 'Tools called',
      prompts: 'Prompts',
      resources: 'Resources read',
      /** A session is an initialize (2025 versions) or a server/discover (2026-07-28) that names its client. */
      clients: 'Client sessions',
      versions: 'Protocol versions',
    },
    served: {
      agents: 'What agents read',
      people: 'What people read',
      assets: 'Asset requests',
      formats: 'Formats',
      tokens: 'Markdown tokens',
      bytes: 'Sent',
      /** Under the tokens and formats chart; {tokens} and {bytes} are written by Intl. */
      line: '{tokens} Markdown tokens · {bytes} sent',
    },
    /** The chart legends of the HTML report. */
    legend: {
      agents: 'agents (every bot class)',
      people: 'people (browsers)',
      prompts: 'prompts',
      resources: 'resources read',
    },
    columns: {
      page: 'Page',
      people: 'People',
      agents: 'Agents',
      agent: 'Agent',
      vendor: 'Vendor',
      class: 'Class',
      requests: 'Requests',
      change: 'Change',
      failed: 'Failed (4xx, 5xx)',
      trust: 'Web Bot Auth',
    },
    /** A named agent's requests by Web Bot Auth verdict: signature checked, failed, not checked, or none sent. */
    trust: {
      signed: 'signed',
      invalid: 'invalid',
      unchecked: 'unchecked',
      claimed: 'claimed',
    },
    /** The agent classes of the log (docs/logs.md): who trains, who indexes, who fetches for a person. */
    classes: {
      'ai-training': 'AI training',
      'ai-search': 'AI search',
      'ai-user': 'AI for a person',
      search: 'search engine',
      'other-bot': 'other bot',
      browser: 'browser',
      unknown: 'unknown',
    },
    /** What was served, by kind of address. */
    surfaces: {
      html: 'pages',
      markdown: 'Markdown twins',
      api: 'JSON API',
      mcp: 'MCP',
      llms: 'llms.txt',
      discovery: 'discovery files',
      assets: 'assets',
      other: 'other',
    },
    /** Where a fit check was made. */
    fitSurfaces: {
      form: 'the form',
      api: 'API',
      mcp: 'MCP',
      webmcp: 'WebMCP',
    },
    /** Where a hand-off link was given. */
    vias: {
      web: 'the pages',
      'chat-view': 'the chat view',
      api: 'API',
      mcp: 'MCP',
      webmcp: 'WebMCP',
      llms: 'llms.txt and Markdown',
    },
    actions: {
      checkout: 'checkout',
      call: 'call',
      email: 'e-mail',
    },
  },
};
