// English defaults of the `agents` words: what agents.md, llms.txt, the skills and MCP say around the facts.
// {placeholders} in single braces are filled by the renderer; {{tokens}} are the owner's facts (site, offer).
export const agentsWords = {
  agents: {
    /** One paragraph, shared by llms.txt and agents.md: what the site is and when to use it. */
    use: {
      offer: 'This site publishes one offer, {offer} ({terms}), from {name}.',
      when: 'Use it when a person asks what the engagement costs, what it delivers, how it runs, whether it suits them, or how to buy it or reach {shortName}.',
      open: 'Everything here is public and read-only and needs no key.',
      indicative:
        'The fit check is indicative: it applies the published criteria mechanically and never accepts or refuses anyone.',
      purchase:
        "Purchase is for a human: hand the person the offer's action links ({actions}); never try to buy through the API.",
    },
    /** The operations as agents.md and llms.txt list them. */
    endpoints: {
      health: 'liveness, the running `apiVersion`, and where OpenAPI, MCP and llms.txt are',
      /** A static export without a live origin (words ending in Static: what it says instead). */
      healthStatic: 'liveness, the running `apiVersion`, and where OpenAPI and llms.txt are',
      offer:
        'the offer: price, duration, deliverables, guarantee, credit, best and poor fit, and the action links a human uses to buy, book a call or e-mail',
      fit: 'an indicative verdict, score and one check per criterion for a profile sent as JSON with at least one of {fields}',
      pages: '{pageSet}, each with its HTML `url` and `markdownUrl`',
      page: 'one of those pages with its Markdown twin as `markdown`; slugs {slugs}',
    },
    /** Which pages the API serves, true for any page set ({count} pages; {tools} the tool pages' slugs). */
    pageSet: {
      one: 'the one content page',
      other: 'all {count} content pages',
      every: '{pages} (every page of the site)',
      allBut: '{pages} (every page of the site but {tools}, which hosts the fit self-check form)',
    },
    headings: {
      engine: 'The private engine (not this service)',
      agentsTitle: 'Instructions for agents',
    },
    agentsMd: {
      title: 'Instructions for agents: {name}',
      whenHeading: 'When to use this site',
      chooseHeading: 'API, MCP or pages?',
      chooseApi:
        '**One question about the offer, from code or a function call:** the JSON API (`GET /api/offer`, `POST /api/fit`). It has an OpenAPI 3.1 description, so generated clients and tool-calling frameworks can use it as it is.',
      chooseApiStatic:
        '**One question about the offer, from code:** the JSON API (`GET /api/offer`, `GET /api/pages`). It has an OpenAPI 3.1 description, so generated clients can use it as it is. This copy of the site is static: the fit check and MCP answer only where the site runs as a service.',
      chooseMcp:
        '**You are an MCP client** (a desktop assistant, an IDE, an agent framework): the MCP endpoint. Same four capabilities as tools, every page as a resource, no key.',
      choosePages:
        '**Reading or quoting what the site says** (how the engagement runs, terms, privacy): the pages as Markdown, `/{page}.md` or any page URL with `Accept: text/markdown`; `llms-full.txt` has them all in one file.',
      chooseBuy:
        '**A person wants to buy, book a call or write:** none of these. Give them the action links below; purchase never goes through the API or MCP.',
      rulesHeading: 'Rules',
      ruleIndicative:
        '**The fit check is indicative.** Say so when you report it. In {shortName}\'s words: "{disclaimer}"',
      rulePurchase:
        '**Purchase is for a human.** Do not buy, book or send e-mail on anyone’s behalf; give the person these links from `GET /api/offer` (`actions`):',
      ruleQuote:
        '**Quote, do not guess.** Prices, dates and terms come from `GET /api/offer` or the pages; if something is not there, say so and point to {contact}.',
      contactPage: 'the contact page ({url})',
      contactEmail: 'the e-mail address {email}',
      pagesHeading: 'Read the pages',
      pages:
        'Every page has a Markdown twin at the same URL: send `Accept: text/markdown` (q-values are honoured, and `text/markdown, text/html, */*` gets Markdown) or fetch `/{slug}.md` directly. Links inside twins are absolute, so a twin you split or quote keeps its targets. Every Markdown response (twins, this file, llms.txt and llms-full.txt) carries `X-Markdown-Tokens`, an estimate of its size in tokens (characters divided by four, rounded up): read it from a `HEAD` request to budget before you fetch. `{base}/llms.txt` indexes everything; `{base}/llms-full.txt` has every page in one file.',
      apiHeading: 'Call the JSON API',
      api: 'Base URL: `{base}`. No authentication, no rate limit, no writes; paths carry no version. Every response is JSON and every failure is the same Error shape (`error.code`, `error.message`, `error.status`, optional `error.hint` and `error.docs`): branch on `error.code`. The full contract is `{base}/openapi.json` (OpenAPI 3.1). Call `GET /api/pages` before `GET /api/pages/{slug}` when you do not know the slug.',
      returns: 'Returns {note}.',
      example:
        'The example profile above currently gets the verdict `{verdict}` (score {earned} of {available}), with one entry per criterion in `checks`. The fields are {fields}; send at least one and no others.',
    },
    mcp: {
      heading: 'Use the MCP endpoint',
      intro:
        'Endpoint: `POST {url}`, Streamable HTTP with JSON-RPC 2.0, stateless (no session to keep). Protocol versions: {versions}. Server card: `{card}` (also `{cardAlias}`). The tools mirror the API:',
      toolColumn: 'Tool',
      whatColumn: 'What it does',
      /** {arguments}: the fields a prompt takes (text and one-of criteria); promptsPlain when there are none. */
      prompts:
        'Prompts (for a person talking to an assistant): {prompts}; each takes the optional {arguments}, which `completion/complete` suggests. Resources: every page as Markdown, and the template `{template}`.',
      promptsPlain:
        'Prompts (for a person talking to an assistant): {prompts}. Resources: every page as Markdown, and the template `{template}`.',
      modern:
        '**{version}** (stateless): no handshake; every request carries its version and capabilities in `params._meta`, and the headers `MCP-Protocol-Version`, `Mcp-Method` and (for a call, a read or a prompt) `Mcp-Name` repeat the body. `server/discover` lists versions and capabilities. Call `{tool}`:',
      legacy:
        '**{versions}**: `initialize` answers the version asked for ({latest} when it is not one of these), then send that version in `MCP-Protocol-Version`; nothing else is kept between requests. Batches are accepted under 2025-03-26 only, at most 32 messages.',
      originLoopback:
        'This deployment runs on a loopback address, so `/mcp` answers only requests whose `Host` and `Origin` are loopback too (DNS-rebinding protection); anything else gets `403`.',
      originOpen:
        'CORS is open to every origin and the endpoint accepts any `Origin` header, on purpose: everything here is public, read-only and unauthenticated, so there is no session, no private data and nothing a cross-site or DNS-rebinding request could reach that the open web cannot already read.',
      webmcpHeading: 'In a browser (WebMCP)',
      webmcp:
        "Working inside a person's browser on this site? Where the browser has WebMCP (`document.modelContext`), every page registers the same tools ({tools}) with the same input schemas; each calls the JSON API. On the fit self-check page (`{fitUrl}`) the form itself is the tool `{tool}`: fill it in and it submits itself, answering you as `POST /api/fit` does while the person sees the result.",
    },
    llms: {
      intro:
        'Pages are listed by their Markdown twins, with the HTML page for people beside each. The JSON API and the MCP endpoint are not pages: they are listed as calls, with links to their documentation.',
      introStatic:
        'Pages are listed by their Markdown twins, with the HTML page for people beside each. The JSON API is not a page: its reads are listed as calls. This copy of the site is static files only, so it has no fit-check endpoint and no MCP endpoint.',
      pagesHeading: 'Pages',
      toolPage: 'The form is for people: agents call `POST /api/fit` (below).',
      apiHeading: 'API',
      api: 'A read-only JSON API: no key, no rate limit, JSON in and out, every failure the same Error shape. Its OpenAPI 3.1 description is {openapi} (also {openapiAlias}). The operations, relative to `{base}`:',
      forExample: 'For example:',
      docsTitle: 'Developer documentation',
      docsNote: 'every operation with examples, errors and limits, and the MCP endpoint',
      /** docsNote on a site with a private engine. */
      docsNoteEngine:
        "every operation with examples, errors and limits, the MCP endpoint and the private engine's boundary",
      agentsApi: 'when to use the API, MCP or the pages, with exact requests that work as written',
      agentsApiStatic: 'when to use the API or the pages, with exact requests that work as written',
      agentsMcp: 'how to connect an MCP client, with the exact JSON-RPC requests',
      mcpHeading: 'MCP',
      mcp: 'The same four capabilities as MCP tools ({tools}), with prompts {prompts}, at `POST {url}`: Streamable HTTP with JSON-RPC 2.0, stateless, no key; protocol versions {versions}. Its server card is {card} (also {cardAlias}).',
      skillsHeading: 'Agent skills',
      skills:
        'Installable instructions for agents (agentskills.io format), listed with their SHA-256 digests in {index}:',
      optionalHeading: 'Optional',
      fullTitle: 'Full text',
      fullNote: 'every page above in one Markdown file',
      also: 'Also machine-readable: the sitemap {sitemap}, robots.txt with content signals {robots}, and the RFC 9727 API catalog {catalog}.',
    },
    llmsFull: {
      title: '{name}: every page in full',
      intro:
        "The full Markdown of every public page of {base}, one section per page, with each page's headings one level down. The short index is {base}/llms.txt.",
      where: 'URL: {url} (Markdown: {markdown}, updated {updated})',
    },
    robots: {
      title: 'robots.txt for {name} ({base})',
      open: 'Everything on this site is public and read-only: every crawler and AI agent may fetch all of it, including the JSON API under /api/. Agents: start at {base}/llms.txt or {base}/agents.md.',
      noLicence:
        'No licence is granted for this content (all rights reserved); the content signals below say how it may be used.',
      licence: 'Content licence: {licence} ({id}).',
      group: 'One group for all user agents; the AI crawlers and agents are listed by name on purpose.',
      signals:
        'Content signals (https://contentsignals.org/) state how the content may be used once fetched:',
      search: 'search=yes: build a search index and show links and excerpts;',
      input: 'ai-input=yes: use it as input to answer a question in real time (retrieval, grounding);',
      trainYes: 'ai-train=yes: may use it to train or fine-tune AI models (set in content/site.yaml).',
      trainNo: 'ai-train=no: do not use it to train or fine-tune AI models (set in content/site.yaml).',
    },
    catalog: {
      openapi: '{name} JSON API: OpenAPI 3.1 description',
      health: 'Health: status and API version',
      card: '{name} public MCP endpoint: server card (protocol versions {versions})',
      engineHealth: 'Private engine health: open, {"ok": true} plus its method names',
      engineDoc:
        'Private engine (authenticated: a bearer key per client, 401 without; not part of this service): {title}',
      markdown: '{title} (Markdown)',
      skill: 'Agent skill {name} (SKILL.md)',
    },
    /** The titles of the links every page's head and Link header carry. */
    links: {
      apiCatalog: 'API catalog',
      openapi: 'OpenAPI 3.1 description of the JSON API',
      serverCard: 'MCP server card',
      skills: 'Agent skills index',
    },
    discovery: {
      what: 'What',
      where: 'Where, and what it gives an agent',
      linkHeaders: 'Link headers',
      linkHeadersText:
        'Every HTML page sends RFC 8288 `Link` headers (and the same links in its head): its Markdown twin as {twin}, then {rels}; the home page adds {home}. A `HEAD` request is enough.',
      skills: 'Agent skills',
      skillsText:
        '{index}: {skills}, one `SKILL.md` each, listed with its SHA-256 digest (Agent Skills Discovery v0.2.0).',
      and: 'and',
      card: 'MCP server card',
      cardText:
        "{card}, the draft's reserved location, as `application/mcp-server-card+json`; the same card at {aliases}.",
      aiCatalog: 'AI Catalog',
      aiCatalogText: '{catalog}: the entry for the server card, as the server-card draft finds it.',
      mcpCatalog: 'MCP Catalog',
      mcpCatalogText: '{catalog}: the same entry, for clients of the draft’s earlier revision.',
      apiCatalog: 'API catalog',
      apiCatalogText: '{catalog}: RFC 9727 links to the JSON API and its OpenAPI description.',
      heading: 'Discover without parsing HTML',
      intro:
        'Every page answers `HEAD` with `Link` headers to its twin and to these documents, so one request finds the rest. The skills are instructions to load when a task matches: one to check fit and hand over the next step, one to read and cite the site.',
      notPublishedHeading: 'What this site does not publish, and why',
      /** A card's title on the developers page: words only, the paths go in the text below it. */
      oauth: 'OAuth discovery and protected-resource metadata',
      oauthWhy:
        'There is no `/.well-known/oauth-authorization-server`, `/.well-known/openid-configuration` or `/.well-known/oauth-protected-resource`: everything here is public and read-only, so there is no token to obtain and no protected resource to describe.',
      oauthEngine:
        'The private engine at {url} is a separate service with keys issued per client by {name}; this site neither fronts it nor describes its authentication.',
      a2a: 'An A2A agent card',
      a2aWhy:
        'There is no `/.well-known/agent-card.json`: no agent runs here. The site publishes an offer, a JSON API and an MCP server, and acts on nobody’s behalf.',
      a2aWhyStatic:
        'There is no `/.well-known/agent-card.json`: no agent runs here. The site publishes an offer and a read-only JSON API, and acts on nobody’s behalf.',
      commerce: 'Agentic-commerce checkout and payments (UCP checkout, ACP, AP2 mandates)',
      commerceWhy:
        'Discovery is published (UCP catalog search and lookup, `/.well-known/ucp`), but a person buys through the checkout link in the offer’s actions; no agent buys, books or pays through this site, by design.',
      commerceWhyStatic:
        'A person buys through the checkout link in the offer’s actions; no agent buys, books or pays through this site, by design.',
    },
    skills: {
      /** A skill as an MCP resource ({name} is the skill's name). */
      resourceTitle: 'Agent skill {name}',
      fit: {
        description:
          "Check whether {offer} ({price}) from {name} suits a person, by applying the published fit criteria through the site's public API or MCP endpoint, then hand the person the right next step: the checkout, call or e-mail link. Use when someone asks whether the offer fits them, whether it is worth it for their business, or how to buy it or book a call.",
        title: 'Check whether {offer} fits, and hand over the next step',
        intro:
          '{name} publishes the criteria {offer} is built for and applies them mechanically on request. This skill runs that check for a person and tells them what to do next. Everything is public and read-only; no key is needed.',
        rulesHeading: 'Rules',
        ruleIndicative:
          '**The result is indicative.** Say so every time, in the site\'s words: "{disclaimer}"',
        rulePurchase:
          '**Purchase is for the person.** Never buy, book or send e-mail on their behalf, and never try to buy through the API or MCP: neither has a purchase operation. Hand them the link; they click it.',
        ruleQuote: '**Quote, do not guess.** Price, duration and terms come from `GET {base}/api/offer`.',
        gatherHeading: '1. Gather the profile',
        gather:
          'Use what the person has already told you and ask only for what is missing; a rough figure is enough. Every field is optional, but send at least one, and no other fields:',
        fieldColumn: 'Field',
        typeColumn: 'Type',
        questionColumn: 'Question',
        /** Each field's type in the profile table, by its criterion's type. */
        types: {
          amount: 'number, 0 or more, whole {currency} a year',
          number: 'number, 0 or more',
          'yes-no': 'true or false',
          'one-of': 'one of {options}',
          text: 'string',
        },
        /** One line per text criterion: what it accepts. */
        textRule:
          '`{field}` accepts {accepts}. An answer written the way people say it ("{example}") is matched on whole words.',
        runHeading: '2. Run the check',
        runHttp: 'Over HTTP, `POST {base}/api/fit` with the profile as JSON:',
        runMcp:
          'Over MCP, call the tool `{tool}` on `{base}/mcp` with the same fields as its `arguments`; {base}/agents.md has copy-paste requests for every protocol version the endpoint speaks. The answer is the same either way.',
        runErrors:
          'If the answer is an error, branch on `error.code`: `validation_failed` (422, `error.issues` names each bad field), `empty_profile` (422, no field was sent), `invalid_json` (400). Fix the profile and ask again; do not guess the verdict.',
        resultHeading: '3. Tell the person the result, and the next step',
        result:
          'The result has a `verdict`, a `score` (`earned` of `available` points), one entry in `checks` per criterion (`pass`, `fail` or `unknown`, with a `note`), a `recommendation` in the site’s own words, and a `disclaimer`. Report the verdict with the checks that decided it, then the next step:',
        verdictColumn: 'Verdict',
        nextColumn: 'Next step',
        nextStrong: 'Give the checkout link{link}; if they want to talk first, the call link.',
        nextPossible: 'Give the call link{link}, so a person can judge what the check could not.',
        nextPoor:
          'Say which required criterion failed and why. If they think it is misjudged, give the e-mail link{link}.',
        nextUnknown: 'Ask for the answers the required criteria need, then run the check again.',
        links:
          "The links are the offer's `actions` in `GET {base}/api/offer`; read them there, since they may change after this file was written.",
        criteriaHeading: 'The published fit rules',
        criterionColumn: 'Criterion',
        textColumn: 'Text',
        weightColumn: 'Weight',
        requiredColumn: 'Required',
        yes: 'yes',
        no: 'no',
        score:
          'The score is the sum of the weights of the criteria that pass, out of the sum of all weights.',
        verdicts:
          '`poor-fit`: a required criterion fails. `strong-fit`: every criterion passes. `unknown`: no required criterion could be judged. `possible-fit`: anything else.',
        rulesLink: 'The rules in full, for people: {url} (Markdown: {markdown}).',
      },
      cite: {
        description:
          "Read {name}'s public pages and the {offer} offer as Markdown (llms.txt, the Markdown twin of every page, the pages API) and quote them with links a person can open. Use when someone asks what {offer} is, what it costs or includes, how it runs, who it is for, how to reach {shortName}, or wants a source for any of it.",
        title: 'Read and cite {name}',
        intro:
          'Everything here is public, read-only and needs no key. Read the Markdown rather than the HTML: it is the same text without the page furniture.',
        sourcesHeading: 'Where the text is',
        start:
          "**Start at {base}/llms.txt**: what the site is, when to use it, and a link to every page's Markdown.",
        twin: '**Any page as Markdown**: fetch `{base}/{slug}.md`, or the page\'s own URL with `Accept: text/markdown`. Every HTML page also names its twin in a `Link: <…>; rel="alternate"; type="text/markdown"` header.',
        json: '**As JSON**: `GET {base}/api/pages` lists the pages (`slug`, `title`, `description`, `url`, `markdownUrl`); `GET {base}/api/pages/{slug}` adds the full `markdown`. Over MCP the tools `list_pages` and `get_page` do the same.',
        jsonStatic:
          '**As JSON**: `GET {base}/api/pages` lists the pages (`slug`, `title`, `description`, `url`, `markdownUrl`); `GET {base}/api/pages/{slug}` adds the full `markdown`.',
        full: '**Everything at once**: {base}/llms-full.txt holds every page in one file.',
        facts:
          '**Facts as data**: `GET {base}/api/offer` has the price, duration, deliverables, guarantee, credit, who it is for and the action links.',
        pagesHeading: 'The pages',
        pageColumn: 'Page',
        citeColumn: 'Cite this URL',
        readColumn: 'Read this Markdown',
        updatedColumn: 'Updated',
        howHeading: 'How to cite',
        quote:
          'Quote the Markdown, but link the page’s HTML URL (`url` in the pages API; a twin names it in `Link: rel="canonical"`): that is the address a person can open.',
        exact:
          'Quote prices, dates and terms exactly as written, with the currency. Say when the page was last updated if the answer depends on it.',
        gap: 'If the site does not answer the question, say so and point to {contact}; do not fill the gap with a guess.',
        signalsTrain:
          "The site's content signals (robots.txt) allow search and answering questions from it, and training.",
        signalsNoTrain:
          "The site's content signals (robots.txt) allow search and answering questions from it, not training models on it.",
      },
    },
    /** The OpenAPI document's prose: info, tags, operations, responses and examples. */
    openapi: {
      title: '{name} offer API',
      summary: "Public, read-only API over {offer}: the offer, an indicative fit check and the site's pages.",
      server: 'This service',
      licence: 'All rights reserved by {name} (no licence granted)',
      tagService: 'Liveness and where the machine-readable descriptions live.',
      tagOffer: 'The one engagement on offer, with action links for a human.',
      tagFit: 'The indicative fit self-check against the published criteria.',
      tagPages: 'The public pages of the site, as summaries and as Markdown.',
      slug: 'The page slug, as listed by listPages.',
      /** A role as a person might type it, in the examples: {role} is one of the offer's roles. */
      typedRole: 'Senior {role}',
      healthSummary: 'Check that the service is up',
      health:
        'Liveness probe. Returns `status` (always `ok`), the service name, the running `apiVersion`, and the URLs of the OpenAPI document, the MCP endpoint and llms.txt. Sent with `Cache-Control: {cacheControl}`: a cache may store it but must revalidate every time (a cheap `304` by ETag), so the answer is always current.',
      healthStatic:
        'Liveness probe. Returns `status` (always `ok`), the service name, the running `apiVersion`, and the URLs of the OpenAPI document and llms.txt.',
      healthOk: 'The service is up.',
      offerSummary: 'Get the offer',
      offer:
        'The one engagement on offer: price, duration, deliverables, guarantee, credit toward a follow-on engagement, who it is best for and poor for, and `actions`: links for a human to check out (`checkout`), book a call (`call`) or e-mail (`email`). Purchase is never done through the API.',
      offerOk: 'The offer.',
      fitSummary: 'Check a profile against the fit criteria (indicative)',
      fitBody: 'A FitRequest: at least one field, no other properties.',
      fitOk: 'The indicative result; `disclaimer` is always present. Never cached (`no-store`).',
      fitBadRequest: 'The body is missing (`body_required`) or not valid JSON (`invalid_json`).',
      fitTooLarge: 'The body is larger than {limit} KB (`payload_too_large`).',
      fitUnprocessable:
        'The JSON is not a valid FitRequest (`validation_failed`, fields listed in `error.issues`) or supplies no field (`empty_profile`).',
      tagUcp:
        'Commerce discovery over the Universal Commerce Protocol (UCP): the offer as a catalog product, searched and looked up; no checkout, a human buys through the product link.',
      ucpSearchSummary: 'Search the catalog (UCP)',
      ucpSearch:
        'UCP catalog search (`dev.ucp.shopping.catalog.search`, version {version}): a `query`, `filters` or both; the one product when it matches, with its price in minor units, duration, deliverables and the link where a human buys. One page, no cursor.',
      ucpLookupSummary: 'Look up catalog products by id (UCP)',
      ucpLookup:
        'UCP catalog lookup (`lookup_catalog`): `ids` of products or variants ({max} at most); each variant says which ids resolved to it, and an id that names nothing here is an info message.',
      ucpProductSummary: 'Get one catalog product (UCP)',
      ucpProduct:
        'UCP get product: the product for one `id` (product or variant); an unknown id answers `ucp.status: "error"` with a `not_found` message.',
      ucpBody: 'The operation’s UCP request object.',
      ucpExampleMissing: 'An id that names nothing here',
      ucpExampleNotJson: 'A body that is not JSON',
      ucpExampleEmpty: 'An empty object',
      ucpOk: 'The UCP answer (schema at the profile’s `schema` URL for this capability).',
      ucpBadRequest:
        'The body is not JSON, does not fit the operation, or asks for too much: a UCP error response (`ucp.status: "error"`).',
      pagesSummary: 'List the public pages',
      pages:
        'Every page the API serves: {pageSet}, each with its title, description, HTML `url` and `markdownUrl`. Call this before getPage when you do not know the slug.',
      pagesOk: 'The page summaries.',
      pageSummary: 'Get one page as Markdown',
      page: 'One public page by slug, with its full Markdown body: byte for byte the page’s Markdown twin (`markdownUrl`), with absolute links and a first line pointing to llms.txt. An unknown slug gives 404 `page_not_found`.',
      pageOk: 'The page.',
      pageNotFound: 'No page has that slug (`page_not_found`).',
      pageNotFoundHead: 'No page has that slug; no body.',
      headSummary: '{summary} (headers only)',
      head: 'The GET operation `{operation}` without a body: the same status and headers (`Content-Type`, `Content-Length`, `ETag`, `Cache-Control`), so a client can check size and freshness cheaply.',
      headOk: 'The headers GET would send, without the body.',
      preflightSummary: 'CORS preflight',
      preflight:
        'Answers a browser’s CORS preflight: every origin may call this path, with the methods and request headers listed. No authentication, no body.',
      preflightOk: 'Preflight accepted; no body.',
      notModified: 'Not modified: `If-None-Match` names the current ETag (or `*`). No body.',
      cacheControl: 'How long the answer may be reused.',
      headerAllow: 'The methods this path accepts, e.g. `GET, HEAD, OPTIONS`.',
      headerEtag:
        'Strong entity tag of this representation (one per content coding); send it in `If-None-Match` to get `304`.',
      headerOrigin: 'CORS is open to every origin, on every response.',
      headerMethods: 'Every method the site answers somewhere.',
      headerHeaders: 'Request headers a cross-origin caller may send.',
      headerMaxAge: 'Seconds a browser may keep this preflight answer.',
      notAllowed:
        'Method not allowed (`method_not_allowed`); the `Allow` header lists the methods this path accepts.',
      internal: 'Unexpected failure (`internal_error`). The cause is logged; nothing internal is sent.',
      refusal: '{what} (`{code}`): refused before routing, on every path, and the connection is closed.',
      uriTooLong: 'The request target is longer than {limit} bytes',
      headersTooLarge: 'The request line and headers are larger than {limit} bytes, or too many',
      other: 'Any other failure: the same Error shape, with the HTTP status in `error.status`.',
      exampleStrong: 'Every criterion passes',
      examplePossible: 'Required criteria pass, `{id}` fails',
      examplePossibleUnanswered: 'Every answer passes, `{id}` is not answered',
      examplePoor: 'A required criterion (`{id}`) fails',
      exampleUnknown: 'No required criterion answered',
      exampleInvalidJson: 'The body is not valid JSON',
      exampleNoBody: 'No body at all',
      exampleUnknownSlug: 'Unknown slug',
      /** The slug of the unknown-slug example: a page a site might plausibly not have. */
      exampleMissingSlug: 'pricing',
      exampleGetOnPost: 'GET on a POST-only path',
      examplePostOnRead: 'POST on a read-only path',
      exampleTooLarge: 'A body over {limit} KB',
      exampleValidation: 'Wrong type, out-of-range value and an unknown property',
      exampleEmpty: 'A valid object without any profile field',
      exampleInternal: 'An unexpected failure (details are logged, never sent)',
      api: "The public, read-only JSON API of {name}: the offer ({offer}), an indicative fit self-check, and the site's pages as Markdown: {pageSet}. The same four capabilities are MCP tools at `POST {base}/mcp` (protocol versions {versions}; server card at `{base}/.well-known/mcp.json`).",
      apiStatic:
        "The public, read-only JSON API of {name}: the offer ({offer}) and the site's pages as Markdown: {pageSet}. This copy of the site is static files only: the fit check and MCP answer only where the site runs as a service.",
      apiAuth:
        '**No authentication, no rate limit, no writes.** Nothing returned is private; no engagement is accepted or refused through the API, and purchase is done by a human through the action links in the offer.',
      apiCors:
        '**CORS** is open: `Access-Control-Allow-Origin: *` on every response, errors included; `OPTIONS` preflight answers `204`.',
      apiHead:
        '**HEAD** works wherever GET does (same status and headers, no body) and **OPTIONS** answers the CORS preflight on every path; both are listed as operations. GET responses carry strong `ETag`s and answer `If-None-Match` with `304`.',
      apiRefusals:
        '**Refusals before routing:** a request target over the URL limit gives `414` `uri_too_long`, oversized or too many headers `431` `headers_too_large`, on every path (the connection is then closed).',
      apiErrors:
        '**Errors** are always the `Error` JSON shape, never HTML: branch on `error.code`. An unknown path under `/api/` gives `404` `not_found`; a wrong method gives `405` `method_not_allowed` with an `Allow` header.',
      apiNegotiation:
        '**Content negotiation:** API operations always answer `application/json`, whatever `Accept` says, so `406` never applies to them; it applies only to the HTML/Markdown pages.',
      apiVersioning:
        '**Versioning:** paths carry no version; `GET /api/health` reports the running `apiVersion`.',
      apiFiles:
        'Agent-readable files: {files}. Every page also has a Markdown twin (`/{slug}.md`, or `Accept: text/markdown`); Markdown responses carry `X-Markdown-Tokens`, an estimate of their size in tokens (characters divided by four, rounded up).',
      fit: 'Applies the published fit criteria mechanically to a profile and returns a verdict, a score, one check per criterion in `checks` (always all of them, in this order) and a recommended next step. The result is indicative only: it is neither an acceptance nor a refusal, nothing is stored, and purchase is done by a human through the offer’s action links.',
      fitCriteria:
        '**Criteria** (each check is `pass`, `fail`, or `unknown` when its field is absent, with a note in plain words):',
      fitCriterion: '`{id}`: {text}. Weight {weight}{required}; {rule}.',
      fitRequired: ', required',
      /** How each type of criterion passes, with its field and its rule's values. */
      rules: {
        amount: 'passes when {min} <= `{field}` <= {max} ({currency}, both ends included)',
        amountAtLeast: 'passes when `{field}` >= {min} ({currency})',
        amountAtMost: 'passes when `{field}` <= {max} ({currency})',
        number: 'passes when {min} <= `{field}` <= {max} (both ends included)',
        numberAtLeast: 'passes when `{field}` >= {min}',
        numberAtMost: 'passes when `{field}` <= {max}',
        yesNo: 'passes when `{field}` is `{pass}`',
        oneOf: 'passes when `{field}` is one of {accepts} (of {options})',
        text: 'passes when `{field}` contains one of {accepts} as whole words: both are lower-cased and split into words at every character that is not a letter or digit, so "{typed}" contains `{match}`, while an answer inside a longer word does not count; the check\'s note names the answer that matched',
      },
      fitScore:
        '**Score:** `earned` is the sum of the weights of the passing checks; `available` is the sum of all weights ({available}).',
      fitVerdict: '**Verdict**, first match wins:',
      fitPoor: '`poor-fit` if a required criterion ({required}) fails;',
      fitStrong: '`strong-fit` if every criterion passes;',
      fitUnknown: '`unknown` if no required criterion is known;',
      fitPossible: '`possible-fit` otherwise.',
      fitRecommendation:
        '**Recommendation:** `strong-fit` points to checkout ({checkout}), `possible-fit` to a call ({booking}), `unknown` says what to come back with, `poor-fit` says honestly why not and where to write if something is wrong.',
      fitParsing:
        'The body is parsed as JSON whatever `Content-Type` says (so `curl -d` works). Every field is optional but at least one is required (`{}` gives 422 `empty_profile`); unknown properties, `null`, wrong types, a negative number and bodies that are not objects give 422 `validation_failed` with the fields listed in `error.issues` (the first {issues}; `error.issueCount` counts them all). Bodies over {limit} KB give 413, with or without `Content-Length`.',
    },
    /** Descriptions of the API's fields, in OpenAPI and the MCP tool schemas ({max}: issues listed at most). */
    fields: {
      error: 'Every failure of the API has this shape.',
      errorCode: 'Stable machine-readable error slug, e.g. `page_not_found`.',
      errorMessage: 'What went wrong.',
      errorHint: 'What to do about it.',
      errorDocs: 'Link to the API description.',
      errorStatus: 'HTTP status code.',
      errorIssues: 'Per-field problems (`validation_failed` and `empty_profile`): the first {max} at most.',
      errorIssueCount: 'How many per-field problems there are in all; issues lists up to {max}.',
      moneyAmount: 'Amount in major units.',
      moneyCurrency: 'ISO 4217 code.',
      moneyModel: 'Pricing model, such as fixed.',
      moneyTaxIncluded:
        'Whether the amount includes value-added tax (VAT); absent when the offer does not say.',
      action: 'A link for a human: checkout, booking a call, or e-mail.',
      actionCheckout: 'Pay for the engagement (a hosted payment link).',
      actionCall: 'Book a call with a person first.',
      actionEmail: 'Write an e-mail (a mailto: link).',
      actions: 'Links for a human to act on; purchase is never done through the API.',
      offer: 'The one engagement on offer, with the links a human uses to act on it.',
      checkId: 'Criterion identifier.',
      checkCriterion: 'Criterion text.',
      resultChecks: 'One entry per criterion.',
      resultDisclaimer: 'States that the result is indicative and mechanical.',
      pageUrl: 'HTML address.',
      pageMarkdownUrl: 'Address of the Markdown twin.',
      pageMarkdown: 'The full Markdown body.',
    },
    /**
     * The FitRequest schema's descriptions (OpenAPI, MCP input schema), one per criterion type: {question} is the
     * criterion's question.
     */
    schema: {
      profile: 'A profile. Every field is optional, but at least one must be supplied.',
      amount: '{question} A yearly figure in whole {currency}, 0 or more.',
      number: '{question} A number, 0 or more.',
      'yes-no': '{question}',
      'one-of': '{question}',
      text: '{question} Written as people say it; it matches when it contains one of the accepted answers as whole words.',
    },
    /** MCP: the server's instructions, the tools' titles and descriptions, the prompts' scaffolding. */
    server: {
      instructions:
        'Public, read-only server for one offer; nothing here needs a key and nothing is written. Call `get_offer` for price, duration, deliverables and the links a human uses to buy, and `check_fit` when someone asks whether the offer suits them (the verdict is indicative, never a decision). Call `list_pages`, then `get_page`, for the site pages; the same pages are resources (Markdown). The prompts `check_my_fit`, `explain_offer` and `prepare_for_fit_call` walk a visitor through the fit check, the offer and the call.',
      description: '{offer}: the offer, an indicative fit check and every site page as Markdown.',
      shortDescription: 'One offer, an indicative fit check and the site pages as Markdown.',
    },
    /** What the UCP catalog (search, lookup, product) says when it cannot answer with the product. */
    ucp: {
      notFound: 'No product or variant with id "{id}" here; search the catalog, or look up "{product}".',
      badJson: 'The body is not valid JSON: send a JSON object such as {example}.',
      invalid: 'The request does not fit this operation ({problems}); send a JSON object such as {example}.',
      noInput: 'A search needs a query or filters, for example {example}.',
      tooMany: 'At most {max} ids per lookup; this one has {count}.',
      unknownCursor:
        'This catalog answers every search in one page and gives no cursor; send the search without one.',
    },
    /** The AI Catalog entry (/.well-known/ai-catalog.json): its name, and what a person might ask to find it. */
    aiCatalog: {
      displayName: '{offer} by {name}',
      queryCost: 'How much does {offer} cost and how long does it take?',
      queryDeliverables: 'What do I get from {offer}?',
      queryFit: 'Is {offer} right for a {role}?',
      queryBook: 'Book a call with {shortName} about {offer}',
    },
    tools: {
      get_offer: {
        title: 'Get the offer',
        description:
          'Returns the one engagement this site offers. Use it to answer questions about price, duration, deliverables, guarantee, credit, who it is for and who it is not for, and for the links a human uses to buy, book a call or e-mail. Takes no arguments.',
      },
      check_fit: {
        title: 'Check fit (indicative)',
        description:
          "Applies the published fit criteria mechanically to a profile and returns a verdict (`strong-fit`, `possible-fit`, `poor-fit`, `unknown`), a score and a per-criterion breakdown. Use it when someone asks whether the engagement suits them. Supply at least one of {fields}; the input schema gives each one's type and question. The result is indicative only: it never accepts or refuses anyone; purchase is done by a human through the offer's action links.",
      },
      list_pages: {
        title: 'List the site pages',
        description:
          'Lists the content pages of the site, every page but the fit self-check form (slug, title, description, HTML and Markdown URLs). Call it before `get_page` when you do not know the slug.',
      },
      get_page: {
        title: 'Get a page with its Markdown',
        description:
          "Returns one public page by slug (`index` is the home page with the offer): title, description, HTML and Markdown URLs and the full Markdown body. The input schema lists every slug; `list_pages` gives each page's title and description. Like every tool here, the text block is the structured result serialised as JSON; the Markdown alone is the resource at the page's `markdownUrl`.",
      },
      slug: 'Page slug, one of {slugs}. Call `list_pages` when unsure.',
      search_catalog: {
        title: 'Search the catalog (UCP)',
        description:
          'Universal Commerce Protocol catalog search (`dev.ucp.shopping.catalog.search`). Pass `catalog` with a `query`, `filters` (a price filter counts in minor units) or both. Returns the one product this site sells when it matches, in UCP’s shape: its price in minor units with the currency, duration and deliverables in `metadata`, and the variant’s `url`, where a human buys. `meta` (`ucp-agent`) is accepted and not required. Nothing is bought here.',
      },
      lookup_catalog: {
        title: 'Look up catalog products by id (UCP)',
        description:
          'Universal Commerce Protocol catalog lookup (`dev.ucp.shopping.catalog.lookup`). Pass `catalog.ids`, product or variant ids from a search. Each variant says which ids resolved to it (`inputs`); an id that names nothing here comes back as an info message. The variant’s `url` is where a human buys.',
      },
      get_product: {
        title: 'Get one catalog product (UCP)',
        description:
          'Universal Commerce Protocol get product: pass `catalog.id`, a product or variant id. Returns the product with its one variant (price in minor units, duration and deliverables in `metadata`, the buying link as the variant’s `url`); an unknown id answers `ucp.status: "error"` with a `not_found` message.',
      },
    },
    /**
     * The MCP prompts' texts where prompts.yaml says nothing: written for any offer, facts through {{tokens}}.
     * prepare_for_fit_call.bring is the default list of what to bring (prompts.yaml `bring` replaces it).
     */
    promptDefaults: {
      check_my_fit: {
        title: 'Check my fit',
        description:
          'Answer a few short questions, one at a time, and get an indicative verdict on whether {{offer_name}} suits you.',
        intro:
          'I would like to find out whether {{offer_name}} suits me. Ask me the questions below one at a time, and wait for my answer before you ask the next one. Keep it conversational; I may skip a question.',
        outro:
          'Be plain and brief. The verdict is indicative: it never accepts or refuses anyone, so do not present it as a decision.',
      },
      explain_offer: {
        title: 'Explain the offer',
        description:
          'The offer explained in your own terms: what you get, what it costs, who it is for and what happens next.',
        intro:
          'Explain {{offer_name}} to me in plain words, using the page below: what I would get, what it costs ({{price}}), how long it takes, what is guaranteed, who it is for and who it is not for. Relate it to my situation where you can, and end with the one next step that suits me.',
      },
      prepare_for_fit_call: {
        title: 'Prepare for the fit call',
        description:
          'What to bring to a short fit call about {{offer_name}}, so the call settles whether it suits you.',
        intro:
          'Help me prepare for a short fit call about {{offer_name}}. Go through the list of what to bring with me, ask for anything I have not thought about, and help me write down short answers I can have open during the call.',
        bring: {
          money: 'Your annual revenue, roughly, and how it has changed over the last two years.',
          clients: 'Who your best clients are and the words they use to describe what you do for them.',
          comparison:
            'The people or firms you are most often compared with, and why that comparison is wrong.',
          earlier: 'Any work on your positioning, pitch or brand you have already paid for.',
          decision:
            'The decision you would need to make after the call, and who else, if anyone, has a say in it.',
        },
      },
    },
    prompts: {
      /** A prompt's argument (a text or one-of criterion's field): its title in the client's menu, its description. */
      argumentTitle: '{label}',
      argument: 'Optional: {question} Answers: {values}.',
      /** The prompt's line for an argument given: {label} is the criterion's form label. */
      argumentLine: '{label}: {value}.',
      /** {fields} lists each field as `types` says it. */
      callTool:
        'When you have my answers, call the `check_fit` tool with them: {fields}. Leave out anything I did not answer.',
      types: {
        amount: '`{field}` as a number ({currency} per year)',
        number: '`{field}` as a number',
        'yes-no': '`{field}` as true or false',
        'one-of': '`{field}` as one of {options}',
        text: '`{field}` in my words (it passes with {accepts})',
      },
      present:
        'Then show me the verdict, each criterion with its result and note, and the disclaimer word for word, followed by the next step that matches the verdict:',
      unknownStep: 'ask me the questions I skipped, then check again.',
      bring: 'What to bring:',
      criteria: 'The call checks the same criteria as the fit self-check:',
      book: 'Book it here: {link}',
      resourceTitle: 'Site page as Markdown',
      resourceDescription:
        'Any public page of the site as Markdown, by slug: {slugs}. `completion/complete` suggests slugs.',
    },
  },
};
