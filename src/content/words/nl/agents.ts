// Dutch defaults of the `agents` words: what agents.md, llms.txt, the skills, OpenAPI and MCP say around the facts.
import type { agentsWords as en } from '../en/agents.js';

export const agentsWords: typeof en = {
  agents: {
    use: {
      offer: 'Deze site publiceert één aanbod, {offer} ({terms}), van {name}.',
      when: 'Gebruik de site als iemand vraagt wat de opdracht kost, wat die oplevert, hoe die verloopt, of die bij hem of haar past, of hoe je hem koopt of {shortName} bereikt.',
      open: 'Alles hier is openbaar, alleen-lezen en vraagt geen sleutel.',
      indicative:
        'De fitcheck is indicatief: hij past de gepubliceerde criteria mechanisch toe en neemt nooit iemand aan of wijst iemand af.',
      purchase:
        'Kopen doet een mens: geef de persoon de actielinks van het aanbod ({actions}); probeer nooit via de API te kopen.',
    },
    endpoints: {
      health: 'beschikbaarheid, de actuele `apiVersion`, en waar OpenAPI, MCP en llms.txt staan',
      healthStatic: 'beschikbaarheid, de actuele `apiVersion`, en waar OpenAPI en llms.txt staan',
      offer:
        'het aanbod: prijs, duur, opleveringen, garantie, tegoed, voor wie het wel en niet past, en de actielinks waarmee een mens koopt, een gesprek plant of mailt',
      fit: 'een indicatief oordeel, een score en één check per criterium voor een profiel dat als JSON wordt verstuurd met minstens één van {fields}',
      pages: '{pageSet}, elk met de HTML-`url` en de `markdownUrl`',
      page: 'een van die pagina’s met de Markdown-versie als `markdown`; slugs {slugs}',
    },
    pageSet: {
      one: 'de enige contentpagina',
      other: 'alle {count} contentpagina’s',
      every: '{pages} (elke pagina van de site)',
      allBut: '{pages} (elke pagina van de site behalve {tools}, waar het formulier van de fitcheck staat)',
    },
    headings: {
      engine: 'De private engine (geen deel van deze dienst)',
      agentsTitle: 'Instructies voor agents',
    },
    agentsMd: {
      title: 'Instructies voor agents: {name}',
      whenHeading: 'Wanneer je deze site gebruikt',
      chooseHeading: 'API, MCP of pagina’s?',
      chooseApi:
        '**Eén vraag over het aanbod, vanuit code of een functieaanroep:** de JSON-API (`GET /api/offer`, `POST /api/fit`). Die heeft een OpenAPI 3.1-beschrijving, dus gegenereerde clients en tool-calling-frameworks kunnen hem direct gebruiken.',
      chooseApiStatic:
        '**Eén vraag over het aanbod, vanuit code:** de JSON-API (`GET /api/offer`, `GET /api/pages`). Die heeft een OpenAPI 3.1-beschrijving, dus gegenereerde clients kunnen hem direct gebruiken. Deze kopie van de site is statisch: de fitcheck en MCP antwoorden alleen waar de site als dienst draait.',
      chooseMcp:
        '**Je bent een MCP-client** (een desktopassistent, een IDE, een agentframework): het MCP-endpoint. Dezelfde vier functies als tools, elke pagina als resource, zonder sleutel.',
      choosePages:
        '**Lezen of citeren wat de site zegt** (hoe de opdracht verloopt, voorwaarden, privacy): de pagina’s als Markdown, `/{page}.md` of elke pagina-URL met `Accept: text/markdown`; `llms-full.txt` bundelt ze allemaal in één bestand.',
      chooseBuy:
        '**Iemand wil kopen, een gesprek plannen of schrijven:** niets hiervan. Geef de actielinks hieronder; kopen gaat nooit via de API of MCP.',
      rulesHeading: 'Regels',
      ruleIndicative:
        '**De fitcheck is indicatief.** Zeg dat als je de uitkomst doorgeeft. In de woorden van {shortName}: “{disclaimer}”',
      rulePurchase:
        '**Kopen doet een mens.** Koop, boek of mail niet namens iemand; geef de persoon deze links uit `GET /api/offer` (`actions`):',
      ruleQuote:
        '**Citeer, gok niet.** Prijzen, data en voorwaarden komen uit `GET /api/offer` of de pagina’s; staat iets er niet, zeg dat dan en verwijs naar {contact}.',
      contactPage: 'de contactpagina ({url})',
      contactEmail: 'het e-mailadres {email}',
      pagesHeading: 'De pagina’s lezen',
      pages:
        'Elke pagina heeft een Markdown-versie op dezelfde URL: stuur `Accept: text/markdown` (q-waarden worden gerespecteerd, en `text/markdown, text/html, */*` krijgt Markdown) of haal `/{slug}.md` direct op. Links in de Markdown-versies zijn absoluut, dus een stuk dat je opsplitst of citeert houdt zijn doelen. Elk Markdown-antwoord (pagina-versies, dit bestand, llms.txt en llms-full.txt) draagt `X-Markdown-Tokens`, een schatting van de omvang in tokens (tekens gedeeld door vier, naar boven afgerond): lees die uit met een `HEAD`-verzoek om je budget te plannen voordat je iets ophaalt. `{base}/llms.txt` zet alles op een rij; `{base}/llms-full.txt` bevat elke pagina in één bestand.',
      apiHeading: 'De JSON-API aanroepen',
      api: 'Basis-URL: `{base}`. Geen authenticatie, geen rate limit, geen schrijfacties; paden dragen geen versie. Elk antwoord is JSON en elke fout heeft dezelfde Error-vorm (`error.code`, `error.message`, `error.status`, optioneel `error.hint` en `error.docs`): beslis op `error.code`. Het volledige contract is `{base}/openapi.json` (OpenAPI 3.1). Roep `GET /api/pages` aan vóór `GET /api/pages/{slug}` als je de slug niet kent.',
      returns: 'Geeft {note}.',
      example:
        'Het voorbeeldprofiel hierboven krijgt nu het oordeel `{verdict}` (score {earned} van {available}), met één item per criterium in `checks`. De velden zijn {fields}; stuur er minstens één en geen andere.',
    },
    mcp: {
      heading: 'Het MCP-endpoint gebruiken',
      intro:
        'Endpoint: `POST {url}`, Streamable HTTP met JSON-RPC 2.0, stateless (geen sessie om bij te houden). Protocolversies: {versions}. Server card: `{card}` (ook `{cardAlias}`). De tools volgen de API:',
      toolColumn: 'Tool',
      whatColumn: 'Wat hij doet',
      prompts:
        'Prompts (voor iemand die met een assistent praat): {prompts}; elk neemt de optionele {arguments}, die `completion/complete` aanvult. Resources: elke pagina als Markdown, en de template `{template}`.',
      promptsPlain:
        'Prompts (voor iemand die met een assistent praat): {prompts}. Resources: elke pagina als Markdown, en de template `{template}`.',
      modern:
        '**{version}** (stateless): geen handshake; elk verzoek draagt zijn versie en capabilities in `params._meta`, en de headers `MCP-Protocol-Version`, `Mcp-Method` en (voor een aanroep, een leesactie of een prompt) `Mcp-Name` herhalen de body. `server/discover` geeft versies en capabilities. Roep `{tool}` aan:',
      legacy:
        '**{versions}**: `initialize` antwoordt in de gevraagde versie ({latest} als die er niet bij zit); stuur daarna die versie mee in `MCP-Protocol-Version`; verder wordt er niets bewaard tussen verzoeken. Batches worden alleen onder 2025-03-26 geaccepteerd, maximaal 32 berichten.',
      originLoopback:
        'Deze installatie draait op een loopbackadres, dus `/mcp` beantwoordt alleen verzoeken waarvan `Host` en `Origin` ook loopback zijn (bescherming tegen DNS-rebinding); al het andere krijgt `403`.',
      originOpen:
        'CORS staat open voor elke origin en het endpoint accepteert elke `Origin`-header, bewust: alles hier is openbaar, alleen-lezen en zonder authenticatie, dus er is geen sessie, geen privégegeven en niets wat een cross-site- of DNS-rebindingverzoek kan bereiken dat het open web niet al kan lezen.',
      webmcpHeading: 'In een browser (WebMCP)',
      webmcp:
        'Werk je in de browser van iemand op deze site? Waar de browser WebMCP heeft (`document.modelContext`), registreert elke pagina dezelfde tools ({tools}) met dezelfde invoerschema’s; elke tool roept de JSON-API aan. Op de pagina van de fitcheck (`{fitUrl}`) is het formulier zelf de tool `{tool}`: vul het in en het verstuurt zichzelf en antwoordt jou zoals `POST /api/fit`, terwijl de persoon het resultaat ziet.',
    },
    llms: {
      intro:
        'Pagina’s staan hier met hun Markdown-versie, met de HTML-pagina voor mensen ernaast. De JSON-API en het MCP-endpoint zijn geen pagina’s: ze staan vermeld als aanroepen, met links naar hun documentatie.',
      introStatic:
        'Pagina’s staan hier met hun Markdown-versie, met de HTML-pagina voor mensen ernaast. De JSON-API is geen pagina: de leesoperaties staan vermeld als aanroepen. Deze kopie van de site bestaat alleen uit statische bestanden, dus ze heeft geen endpoint voor de fitcheck en geen MCP-endpoint.',
      pagesHeading: 'Pagina’s',
      toolPage: 'Het formulier is voor mensen: agents roepen `POST /api/fit` aan (hieronder).',
      apiHeading: 'API',
      api: 'Een alleen-lezen JSON-API: geen sleutel, geen rate limit, JSON erin en eruit, elke fout in dezelfde Error-vorm. De OpenAPI 3.1-beschrijving is {openapi} (ook {openapiAlias}). De operaties, relatief aan `{base}`:',
      forExample: 'Bijvoorbeeld:',
      docsTitle: 'Documentatie voor ontwikkelaars',
      docsNote: 'elke operatie met voorbeelden, fouten en limieten, en het MCP-endpoint',
      docsNoteEngine:
        'elke operatie met voorbeelden, fouten en limieten, het MCP-endpoint en de grens van de private engine',
      agentsApi:
        'wanneer je de API, MCP of de pagina’s gebruikt, met exacte verzoeken die werken zoals ze er staan',
      agentsApiStatic:
        'wanneer je de API of de pagina’s gebruikt, met exacte verzoeken die werken zoals ze er staan',
      agentsMcp: 'hoe je een MCP-client koppelt, met de exacte JSON-RPC-verzoeken',
      mcpHeading: 'MCP',
      mcp: 'Dezelfde vier functies als MCP-tools ({tools}), met de prompts {prompts}, op `POST {url}`: Streamable HTTP met JSON-RPC 2.0, stateless, zonder sleutel; protocolversies {versions}. De server card is {card} (ook {cardAlias}).',
      skillsHeading: 'Agent skills',
      skills:
        'Installeerbare instructies voor agents (agentskills.io-formaat), vermeld met hun SHA-256-digests in {index}:',
      optionalHeading: 'Optioneel',
      fullTitle: 'Volledige tekst',
      fullNote: 'elke pagina hierboven in één Markdown-bestand',
      also: 'Ook machineleesbaar: de sitemap {sitemap}, robots.txt met contentsignalen {robots} en de RFC 9727-API-catalogus {catalog}.',
    },
    llmsFull: {
      title: '{name}: elke pagina volledig',
      intro:
        'De volledige Markdown van elke openbare pagina van {base}, één sectie per pagina, met de koppen van elke pagina een niveau lager. Het korte overzicht is {base}/llms.txt.',
      where: 'URL: {url} (Markdown: {markdown}, bijgewerkt op {updated})',
    },
    robots: {
      title: 'robots.txt voor {name} ({base})',
      open: 'Alles op deze site is openbaar en alleen-lezen: elke crawler en AI-agent mag alles ophalen, ook de JSON-API onder /api/. Agents: begin bij {base}/llms.txt of {base}/agents.md.',
      noLicence:
        'Voor deze inhoud wordt geen licentie verleend (alle rechten voorbehouden); de contentsignalen hieronder zeggen hoe hij gebruikt mag worden.',
      licence: 'Licentie van de inhoud: {licence} ({id}).',
      group: 'Eén groep voor alle user agents; de AI-crawlers en -agents staan er bewust bij naam in.',
      signals:
        'Contentsignalen (https://contentsignals.org/) geven aan hoe de inhoud na het ophalen gebruikt mag worden:',
      search: 'search=yes: een zoekindex opbouwen en links en fragmenten tonen;',
      input: 'ai-input=yes: gebruiken om een vraag direct te beantwoorden (retrieval, grounding);',
      trainYes:
        'ai-train=yes: mag gebruikt worden om AI-modellen te trainen of bij te stellen (ingesteld in content/site.yaml).',
      trainNo:
        'ai-train=no: niet gebruiken om AI-modellen te trainen of bij te stellen (ingesteld in content/site.yaml).',
    },
    catalog: {
      openapi: 'JSON-API van {name}: OpenAPI 3.1-beschrijving',
      health: 'Health: status en API-versie',
      card: 'Openbaar MCP-endpoint van {name}: server card (protocolversies {versions})',
      engineHealth: 'Health van de private engine: open, {"ok": true} plus de namen van zijn methoden',
      engineDoc:
        'Private engine (met authenticatie: een bearer-sleutel per klant, 401 zonder; geen deel van deze dienst): {title}',
      markdown: '{title} (Markdown)',
      skill: 'Agent skill {name} (SKILL.md)',
    },
    links: {
      apiCatalog: 'API-catalogus',
      openapi: 'OpenAPI 3.1-beschrijving van de JSON-API',
      serverCard: 'MCP-server card',
      skills: 'Overzicht van de agent skills',
    },
    discovery: {
      what: 'Wat',
      where: 'Waar, en wat het een agent geeft',
      linkHeaders: 'Link-headers',
      linkHeadersText:
        'Elke HTML-pagina stuurt RFC 8288-`Link`-headers (en dezelfde links in de head): de Markdown-versie als {twin}, daarna {rels}; de homepage voegt {home} toe. Een `HEAD`-verzoek is genoeg.',
      skills: 'Agent skills',
      skillsText:
        '{index}: {skills}, elk met één `SKILL.md`, vermeld met de SHA-256-digest (Agent Skills Discovery v0.2.0).',
      and: 'en',
      card: 'MCP-server card',
      cardText:
        '{card}, de plek die het concept reserveert, als `application/mcp-server-card+json`; dezelfde card op {aliases}.',
      aiCatalog: 'AI Catalog',
      aiCatalogText: '{catalog}: de vermelding van de server card, zoals het concept die zoekt.',
      mcpCatalog: 'MCP Catalog',
      mcpCatalogText: '{catalog}: dezelfde vermelding, voor clients van de vorige revisie van het concept.',
      apiCatalog: 'API-catalogus',
      apiCatalogText: '{catalog}: RFC 9727-links naar de JSON-API en de OpenAPI-beschrijving.',
      heading: 'Ontdekken zonder HTML te parsen',
      intro:
        'Elke pagina beantwoordt `HEAD` met `Link`-headers naar de Markdown-versie en naar deze documenten, dus één verzoek vindt de rest. De skills zijn instructies om te laden als een taak erbij past: één om de fit te checken en de volgende stap te geven, één om de site te lezen en te citeren.',
      notPublishedHeading: 'Wat deze site niet publiceert, en waarom',
      oauth: 'OAuth-discovery en metadata van beschermde resources',
      oauthWhy:
        'Er is geen `/.well-known/oauth-authorization-server`, `/.well-known/openid-configuration` of `/.well-known/oauth-protected-resource`: alles hier is openbaar en alleen-lezen, dus er is geen token te halen en geen beschermde resource te beschrijven.',
      oauthEngine:
        'De private engine op {url} is een aparte dienst met sleutels die {name} per klant uitgeeft; deze site staat er niet voor en beschrijft de authenticatie ervan niet.',
      a2a: 'Een A2A-agentcard',
      a2aWhy:
        'Er is geen `/.well-known/agent-card.json`, want hier draait geen agent: de site publiceert een aanbod, een JSON-API en een MCP-server, en handelt namens niemand.',
      a2aWhyStatic:
        'Er is geen `/.well-known/agent-card.json`, want hier draait geen agent: de site publiceert een aanbod en een alleen-lezen JSON-API, en handelt namens niemand.',
      commerce: 'Afrekenen en betalen in agentic commerce (UCP-checkout, ACP, AP2-mandaten)',
      commerceWhy:
        'Vindbaarheid is gepubliceerd (zoeken en opvragen in de UCP-catalogus, `/.well-known/ucp`), maar een mens koopt via de betaallink in de acties van het aanbod; geen agent koopt, boekt of betaalt via deze site, bewust niet.',
      commerceWhyStatic:
        'Een mens koopt via de betaallink in de acties van het aanbod; geen agent koopt, boekt of betaalt via deze site, bewust niet.',
    },
    skills: {
      resourceTitle: 'Agent skill {name}',
      fit: {
        description:
          'Check of {offer} ({price}) van {name} bij iemand past, door de gepubliceerde fitcriteria toe te passen via de openbare API of het MCP-endpoint van de site, en geef de persoon daarna de juiste volgende stap: de link om af te rekenen, een gesprek te plannen of te mailen. Gebruik dit als iemand vraagt of het aanbod bij hem of haar past, of het de moeite waard is voor het bedrijf, of hoe je het koopt of een gesprek plant.',
        title: 'Check of {offer} past, en geef de volgende stap',
        intro:
          '{name} publiceert de criteria waarvoor {offer} bedoeld is en past die op verzoek mechanisch toe. Deze skill voert die check uit voor iemand en vertelt wat er daarna moet gebeuren. Alles is openbaar en alleen-lezen; er is geen sleutel nodig.',
        rulesHeading: 'Regels',
        ruleIndicative:
          '**Het resultaat is indicatief.** Zeg dat elke keer, in de woorden van de site: “{disclaimer}”',
        rulePurchase:
          '**Kopen doet de persoon zelf.** Koop, boek of mail nooit namens iemand, en probeer nooit te kopen via de API of MCP: geen van beide heeft een koopoperatie. Geef de link; de persoon klikt zelf.',
        ruleQuote: '**Citeer, gok niet.** Prijs, duur en voorwaarden komen uit `GET {base}/api/offer`.',
        gatherHeading: '1. Verzamel het profiel',
        gather:
          'Gebruik wat de persoon je al heeft verteld en vraag alleen wat ontbreekt; een ruwe schatting is genoeg. Elk veld is optioneel, maar stuur er minstens één, en geen andere:',
        fieldColumn: 'Veld',
        typeColumn: 'Type',
        questionColumn: 'Vraag',
        types: {
          amount: 'getal, 0 of meer, hele {currency} per jaar',
          number: 'getal, 0 of meer',
          'yes-no': 'true of false',
          'one-of': 'een van {options}',
          text: 'string',
        },
        textRule:
          '`{field}` accepteert {accepts}. Een antwoord geschreven zoals mensen het zeggen (‘{example}’) wordt op hele woorden vergeleken.',
        runHeading: '2. Voer de check uit',
        runHttp: 'Via HTTP: `POST {base}/api/fit` met het profiel als JSON:',
        runMcp:
          'Via MCP: roep de tool `{tool}` aan op `{base}/mcp` met dezelfde velden als `arguments`; {base}/agents.md heeft kant-en-klare verzoeken voor elke protocolversie die het endpoint spreekt. Het antwoord is in beide gevallen hetzelfde.',
        runErrors:
          'Is het antwoord een fout, beslis dan op `error.code`: `validation_failed` (422, `error.issues` noemt elk fout veld), `empty_profile` (422, er is geen veld gestuurd), `invalid_json` (400). Verbeter het profiel en vraag opnieuw; gok het oordeel niet.',
        resultHeading: '3. Vertel de persoon het resultaat en de volgende stap',
        result:
          'Het resultaat heeft een `verdict`, een `score` (`earned` van `available` punten), één item in `checks` per criterium (`pass`, `fail` of `unknown`, met een `note`), een `recommendation` in de woorden van de site en een `disclaimer`. Geef het oordeel met de checks die de doorslag gaven, en daarna de volgende stap:',
        verdictColumn: 'Oordeel',
        nextColumn: 'Volgende stap',
        nextStrong: 'Geef de betaallink{link}; wil de persoon eerst praten, dan de link voor een gesprek.',
        nextPossible:
          'Geef de link voor een gesprek{link}, zodat een mens kan beoordelen wat de check niet kon.',
        nextPoor:
          'Zeg aan welk verplicht criterium niet is voldaan en waarom. Denkt de persoon dat het verkeerd is beoordeeld, geef dan de e-maillink{link}.',
        nextUnknown:
          'Vraag naar de antwoorden die de verplichte criteria nodig hebben en voer de check daarna opnieuw uit.',
        links:
          'De links zijn de `actions` van het aanbod in `GET {base}/api/offer`; lees ze daar, want ze kunnen veranderen nadat dit bestand is geschreven.',
        criteriaHeading: 'De gepubliceerde fitregels',
        criterionColumn: 'Criterium',
        textColumn: 'Tekst',
        weightColumn: 'Gewicht',
        requiredColumn: 'Verplicht',
        yes: 'ja',
        no: 'nee',
        score:
          'De score is de som van de gewichten van de criteria waaraan is voldaan, op de som van alle gewichten.',
        verdicts:
          '`poor-fit`: aan een verplicht criterium is niet voldaan. `strong-fit`: aan elk criterium is voldaan. `unknown`: geen enkel verplicht criterium kon worden beoordeeld. `possible-fit`: al het andere.',
        rulesLink: 'De volledige regels, voor mensen: {url} (Markdown: {markdown}).',
      },
      cite: {
        description:
          'Lees de openbare pagina’s van {name} en het aanbod {offer} als Markdown (llms.txt, de Markdown-versie van elke pagina, de pagina-API) en citeer ze met links die een mens kan openen. Gebruik dit als iemand vraagt wat {offer} is, wat het kost of omvat, hoe het verloopt, voor wie het is, hoe je {shortName} bereikt, of een bron wil voor een van deze dingen.',
        title: '{name} lezen en citeren',
        intro:
          'Alles hier is openbaar, alleen-lezen en vraagt geen sleutel. Lees de Markdown in plaats van de HTML: het is dezelfde tekst zonder de opmaak van de pagina.',
        sourcesHeading: 'Waar de tekst staat',
        start:
          '**Begin bij {base}/llms.txt**: wat de site is, wanneer je hem gebruikt en een link naar de Markdown van elke pagina.',
        twin: '**Elke pagina als Markdown**: haal `{base}/{slug}.md` op, of de eigen URL van de pagina met `Accept: text/markdown`. Elke HTML-pagina noemt zijn Markdown-versie ook in een header `Link: <…>; rel="alternate"; type="text/markdown"`.',
        json: '**Als JSON**: `GET {base}/api/pages` geeft de pagina’s (`slug`, `title`, `description`, `url`, `markdownUrl`); `GET {base}/api/pages/{slug}` voegt de volledige `markdown` toe. Via MCP doen de tools `list_pages` en `get_page` hetzelfde.',
        jsonStatic:
          '**Als JSON**: `GET {base}/api/pages` geeft de pagina’s (`slug`, `title`, `description`, `url`, `markdownUrl`); `GET {base}/api/pages/{slug}` voegt de volledige `markdown` toe.',
        full: '**Alles in één keer**: {base}/llms-full.txt bevat elke pagina in één bestand.',
        facts:
          '**Feiten als data**: `GET {base}/api/offer` heeft de prijs, duur, opleveringen, garantie, het tegoed, voor wie het is en de actielinks.',
        pagesHeading: 'De pagina’s',
        pageColumn: 'Pagina',
        citeColumn: 'Citeer deze URL',
        readColumn: 'Lees deze Markdown',
        updatedColumn: 'Bijgewerkt',
        howHeading: 'Zo citeer je',
        quote:
          'Citeer de Markdown, maar link naar de HTML-URL van de pagina (`url` in de pagina-API; een Markdown-versie noemt die in `Link: rel="canonical"`): dat is het adres dat een mens kan openen.',
        exact:
          'Citeer prijzen, data en voorwaarden precies zoals ze er staan, met de valuta. Zeg wanneer de pagina voor het laatst is bijgewerkt als het antwoord daarvan afhangt.',
        gap: 'Beantwoordt de site de vraag niet, zeg dat dan en verwijs naar {contact}; vul het gat niet met een gok.',
        signalsTrain:
          'De contentsignalen van de site (robots.txt) staan zoeken, vragen beantwoorden op basis van de site en training toe.',
        signalsNoTrain:
          'De contentsignalen van de site (robots.txt) staan zoeken en vragen beantwoorden op basis van de site toe, maar geen training van modellen.',
      },
    },
    openapi: {
      title: 'API voor het aanbod van {name}',
      summary:
        'Openbare alleen-lezen API over {offer}: het aanbod, een indicatieve fitcheck en de pagina’s van de site.',
      server: 'Deze dienst',
      licence: 'Alle rechten voorbehouden door {name} (geen licentie verleend)',
      tagService: 'Beschikbaarheid en waar de machineleesbare beschrijvingen staan.',
      tagOffer: 'De ene opdracht die wordt aangeboden, met actielinks voor een mens.',
      tagFit: 'De indicatieve fitcheck op basis van de gepubliceerde criteria.',
      tagPages: 'De openbare pagina’s van de site, als samenvatting en als Markdown.',
      slug: 'De slug van de pagina, zoals listPages die noemt.',
      typedRole: 'Senior {role}',
      healthSummary: 'Controleren of de dienst draait',
      health:
        'Beschikbaarheidscheck. Geeft `status` (altijd `ok`), de naam van de dienst, de actuele `apiVersion` en de URL’s van het OpenAPI-document, het MCP-endpoint en llms.txt. Verstuurd met `Cache-Control: {cacheControl}`: een cache mag het opslaan, maar moet het elke keer opnieuw valideren (een goedkope `304` via ETag), dus het antwoord is altijd actueel.',
      healthStatic:
        'Beschikbaarheidscheck. Geeft `status` (altijd `ok`), de naam van de dienst, de actuele `apiVersion` en de URL’s van het OpenAPI-document en llms.txt.',
      healthOk: 'De dienst draait.',
      offerSummary: 'Het aanbod ophalen',
      offer:
        'De ene opdracht die wordt aangeboden: prijs, duur, opleveringen, garantie, tegoed voor een vervolgopdracht, voor wie het het best en het minst past, en `actions`: links waarmee een mens afrekent (`checkout`), een gesprek plant (`call`) of mailt (`email`). Kopen gaat nooit via de API.',
      offerOk: 'Het aanbod.',
      fitSummary: 'Een profiel toetsen aan de fitcriteria (indicatief)',
      fitBody: 'Een FitRequest: minstens één veld, geen andere eigenschappen.',
      fitOk: 'Het indicatieve resultaat; `disclaimer` is er altijd. Nooit gecachet (`no-store`).',
      fitBadRequest: 'De body ontbreekt (`body_required`) of is geen geldige JSON (`invalid_json`).',
      fitTooLarge: 'De body is groter dan {limit} KB (`payload_too_large`).',
      fitUnprocessable:
        'De JSON is geen geldige FitRequest (`validation_failed`, velden vermeld in `error.issues`) of bevat geen enkel veld (`empty_profile`).',
      tagUcp:
        'Commerciële vindbaarheid via het Universal Commerce Protocol (UCP): het aanbod als catalogusproduct, te zoeken en op te vragen; geen checkout, een mens koopt via de productlink.',
      ucpSearchSummary: 'In de catalogus zoeken (UCP)',
      ucpSearch:
        'Zoeken in de UCP-catalogus (`dev.ucp.shopping.catalog.search`, versie {version}): een `query`, `filters` of allebei; het ene product als het overeenkomt, met de prijs in kleinste eenheden, de duur, de opleveringen en de link waar een mens koopt. Eén pagina, geen cursor.',
      ucpLookupSummary: 'Catalogusproducten op id opvragen (UCP)',
      ucpLookup:
        'Opvragen in de UCP-catalogus (`lookup_catalog`): `ids` van producten of varianten (hooguit {max}); elke variant zegt welke ids ernaar leidden, en een id dat hier niets aanduidt, is een infobericht.',
      ucpProductSummary: 'Eén catalogusproduct ophalen (UCP)',
      ucpProduct:
        'UCP-product ophalen: het product bij één `id` (product of variant); een onbekend id antwoordt `ucp.status: "error"` met een `not_found`-bericht.',
      ucpBody: 'Het UCP-verzoekobject van de operatie.',
      ucpExampleMissing: 'Een id dat hier niets aanduidt',
      ucpExampleNotJson: 'Een body die geen JSON is',
      ucpExampleEmpty: 'Een leeg object',
      ucpOk: 'Het UCP-antwoord (schema op de `schema`-URL van deze capability in het profiel).',
      ucpBadRequest:
        'De body is geen JSON, past niet bij de operatie of vraagt te veel: een UCP-foutantwoord (`ucp.status: "error"`).',
      pagesSummary: 'De openbare pagina’s opsommen',
      pages:
        'Elke pagina die de API serveert: {pageSet}, elk met titel, beschrijving, HTML-`url` en `markdownUrl`. Roep dit aan vóór getPage als je de slug niet kent.',
      pagesOk: 'De samenvattingen van de pagina’s.',
      pageSummary: 'Eén pagina als Markdown ophalen',
      page: 'Eén openbare pagina op slug, met de volledige Markdown-body: byte voor byte de Markdown-versie van de pagina (`markdownUrl`), met absolute links en een eerste regel die naar llms.txt verwijst. Een onbekende slug geeft 404 `page_not_found`.',
      pageOk: 'De pagina.',
      pageNotFound: 'Geen pagina heeft die slug (`page_not_found`).',
      pageNotFoundHead: 'Geen pagina heeft die slug; geen body.',
      headSummary: '{summary} (alleen headers)',
      head: 'De GET-operatie `{operation}` zonder body: dezelfde status en headers (`Content-Type`, `Content-Length`, `ETag`, `Cache-Control`), zodat een client goedkoop grootte en actualiteit kan controleren.',
      headOk: 'De headers die GET zou sturen, zonder de body.',
      preflightSummary: 'CORS-preflight',
      preflight:
        'Beantwoordt de CORS-preflight van een browser: elke origin mag dit pad aanroepen, met de vermelde methoden en request-headers. Geen authenticatie, geen body.',
      preflightOk: 'Preflight geaccepteerd; geen body.',
      notModified: 'Niet gewijzigd: `If-None-Match` noemt de huidige ETag (of `*`). Geen body.',
      cacheControl: 'Hoe lang het antwoord hergebruikt mag worden.',
      headerAllow: 'De methoden die dit pad accepteert, bijvoorbeeld `GET, HEAD, OPTIONS`.',
      headerEtag:
        'Sterke entity tag van deze representatie (één per contentcodering); stuur hem in `If-None-Match` om `304` te krijgen.',
      headerOrigin: 'CORS staat open voor elke origin, op elk antwoord.',
      headerMethods: 'Elke methode die de site ergens beantwoordt.',
      headerHeaders: 'Request-headers die een aanroeper van een andere origin mag sturen.',
      headerMaxAge: 'Aantal seconden dat een browser dit preflight-antwoord mag bewaren.',
      notAllowed:
        'Methode niet toegestaan (`method_not_allowed`); de header `Allow` noemt de methoden die dit pad accepteert.',
      internal:
        'Onverwachte fout (`internal_error`). De oorzaak wordt gelogd; er wordt niets interns verstuurd.',
      refusal: '{what} (`{code}`): geweigerd vóór de routering, op elk pad, en de verbinding wordt gesloten.',
      uriTooLong: 'Het doel van het verzoek is langer dan {limit} bytes',
      headersTooLarge: 'De requestregel en headers zijn groter dan {limit} bytes, of het zijn er te veel',
      other: 'Elke andere fout: dezelfde Error-vorm, met de HTTP-status in `error.status`.',
      exampleStrong: 'Aan elk criterium is voldaan',
      examplePossible: 'Aan de verplichte criteria is voldaan, aan `{id}` niet',
      examplePossibleUnanswered: 'Elk antwoord voldoet, `{id}` is niet beantwoord',
      examplePoor: 'Aan een verplicht criterium (`{id}`) is niet voldaan',
      exampleUnknown: 'Geen enkel verplicht criterium beantwoord',
      exampleInvalidJson: 'De body is geen geldige JSON',
      exampleNoBody: 'Helemaal geen body',
      exampleUnknownSlug: 'Onbekende slug',
      exampleMissingSlug: 'tarieven',
      exampleGetOnPost: 'GET op een pad dat alleen POST accepteert',
      examplePostOnRead: 'POST op een alleen-lezen pad',
      exampleTooLarge: 'Een body van meer dan {limit} KB',
      exampleValidation: 'Verkeerd type, waarde buiten bereik en een onbekende eigenschap',
      exampleEmpty: 'Een geldig object zonder profielveld',
      exampleInternal: 'Een onverwachte fout (details worden gelogd, nooit verstuurd)',
      api: 'De openbare alleen-lezen JSON-API van {name}: het aanbod ({offer}), een indicatieve fitcheck en de pagina’s van de site als Markdown: {pageSet}. Dezelfde vier functies zijn MCP-tools op `POST {base}/mcp` (protocolversies {versions}; server card op `{base}/.well-known/mcp.json`).',
      apiStatic:
        'De openbare alleen-lezen JSON-API van {name}: het aanbod ({offer}) en de pagina’s van de site als Markdown: {pageSet}. Deze kopie van de site bestaat alleen uit statische bestanden: de fitcheck en MCP antwoorden alleen waar de site als dienst draait.',
      apiAuth:
        '**Geen authenticatie, geen rate limit, geen schrijfacties.** Niets wat wordt teruggegeven is privé; via de API wordt geen opdracht aangenomen of afgewezen, en kopen doet een mens via de actielinks in het aanbod.',
      apiCors:
        '**CORS** staat open: `Access-Control-Allow-Origin: *` op elk antwoord, ook bij fouten; de `OPTIONS`-preflight antwoordt `204`.',
      apiHead:
        '**HEAD** werkt overal waar GET werkt (zelfde status en headers, geen body) en **OPTIONS** beantwoordt de CORS-preflight op elk pad; beide staan als operaties vermeld. GET-antwoorden dragen sterke `ETag`s en beantwoorden `If-None-Match` met `304`.',
      apiRefusals:
        '**Weigeringen vóór de routering:** een requestdoel boven de URL-limiet geeft `414` `uri_too_long`, te grote of te veel headers `431` `headers_too_large`, op elk pad (daarna wordt de verbinding gesloten).',
      apiErrors:
        '**Fouten** hebben altijd de JSON-vorm `Error`, nooit HTML: beslis op `error.code`. Een onbekend pad onder `/api/` geeft `404` `not_found`; een verkeerde methode geeft `405` `method_not_allowed` met een `Allow`-header.',
      apiNegotiation:
        '**Content negotiation:** API-operaties antwoorden altijd `application/json`, wat `Accept` ook zegt, dus `406` geldt nooit voor ze; het geldt alleen voor de HTML/Markdown-pagina’s.',
      apiVersioning:
        '**Versies:** paden dragen geen versie; `GET /api/health` meldt de actuele `apiVersion`.',
      apiFiles:
        'Bestanden voor agents: {files}. Elke pagina heeft ook een Markdown-versie (`/{slug}.md`, of `Accept: text/markdown`); Markdown-antwoorden dragen `X-Markdown-Tokens`, een schatting van hun omvang in tokens (tekens gedeeld door vier, naar boven afgerond).',
      fit: 'Past de gepubliceerde fitcriteria mechanisch toe op een profiel en geeft een oordeel, een score, één check per criterium in `checks` (altijd allemaal, in deze volgorde) en een aanbevolen volgende stap. Het resultaat is alleen indicatief: het is geen aanname en geen afwijzing, er wordt niets opgeslagen, en kopen doet een mens via de actielinks van het aanbod.',
      fitCriteria:
        '**Criteria** (elke check is `pass`, `fail`, of `unknown` als het veld ontbreekt, met een toelichting in gewone woorden):',
      fitCriterion: '`{id}`: {text}. Gewicht {weight}{required}; {rule}.',
      fitRequired: ', verplicht',
      rules: {
        amount: 'voldaan als {min} <= `{field}` <= {max} ({currency}, beide grenzen inbegrepen)',
        amountAtLeast: 'voldaan als `{field}` >= {min} ({currency})',
        amountAtMost: 'voldaan als `{field}` <= {max} ({currency})',
        number: 'voldaan als {min} <= `{field}` <= {max} (beide grenzen inbegrepen)',
        numberAtLeast: 'voldaan als `{field}` >= {min}',
        numberAtMost: 'voldaan als `{field}` <= {max}',
        yesNo: 'voldaan als `{field}` `{pass}` is',
        oneOf: 'voldaan als `{field}` een van {accepts} is (uit {options})',
        text: 'voldaan als `{field}` een van de antwoorden {accepts} als heel woord bevat: beide worden in kleine letters gezet en gesplitst in woorden bij elk teken dat geen letter of cijfer is, dus ‘{typed}’ bevat `{match}`, terwijl een antwoord binnen een langer woord niet telt; de notitie van het criterium noemt het antwoord dat overeenkwam',
      },
      fitScore:
        '**Score:** `earned` is de som van de gewichten van de checks waaraan is voldaan; `available` is de som van alle gewichten ({available}).',
      fitVerdict: '**Oordeel**, de eerste regel die klopt, geldt:',
      fitPoor: '`poor-fit` als aan een verplicht criterium ({required}) niet is voldaan;',
      fitStrong: '`strong-fit` als aan elk criterium is voldaan;',
      fitUnknown: '`unknown` als geen enkel verplicht criterium bekend is;',
      fitPossible: '`possible-fit` in alle andere gevallen.',
      fitRecommendation:
        '**Aanbeveling:** `strong-fit` verwijst naar afrekenen ({checkout}), `possible-fit` naar een gesprek ({booking}), `unknown` zegt waarmee je terugkomt, `poor-fit` zegt eerlijk waarom niet en waar je kunt schrijven als er iets niet klopt.',
      fitParsing:
        'De body wordt als JSON gelezen, wat `Content-Type` ook zegt (dus `curl -d` werkt). Elk veld is optioneel, maar er is er minstens één nodig (`{}` geeft 422 `empty_profile`); onbekende eigenschappen, `null`, verkeerde types, een negatief getal en bodies die geen object zijn, geven 422 `validation_failed` met de velden vermeld in `error.issues` (de eerste {issues}; `error.issueCount` telt ze allemaal). Bodies groter dan {limit} KB geven 413, met of zonder `Content-Length`.',
    },
    fields: {
      error: 'Elke fout van de API heeft deze vorm.',
      errorCode: 'Stabiele, machineleesbare foutcode, bijvoorbeeld `page_not_found`.',
      errorMessage: 'Wat er misging.',
      errorHint: 'Wat je eraan kunt doen.',
      errorDocs: 'Link naar de beschrijving van de API.',
      errorStatus: 'HTTP-statuscode.',
      errorIssues: 'Problemen per veld (`validation_failed` en `empty_profile`): hooguit de eerste {max}.',
      errorIssueCount: 'Hoeveel problemen per veld er in totaal zijn; issues noemt er maximaal {max}.',
      moneyAmount: 'Bedrag in hele eenheden.',
      moneyCurrency: 'ISO 4217-code.',
      moneyModel: 'Prijsmodel, zoals fixed.',
      moneyTaxIncluded: 'Of het bedrag btw bevat; afwezig als het aanbod het niet zegt.',
      action: 'Een link voor een mens: afrekenen, een gesprek plannen of mailen.',
      actionCheckout: 'Betaal de opdracht (een gehoste betaallink).',
      actionCall: 'Plan eerst een gesprek met een mens.',
      actionEmail: 'Schrijf een e-mail (een mailto:-link).',
      actions: 'Links waarmee een mens in actie komt; kopen gaat nooit via de API.',
      offer: 'De ene opdracht die wordt aangeboden, met de links waarmee een mens in actie komt.',
      checkId: 'ID van het criterium.',
      checkCriterion: 'Tekst van het criterium.',
      resultChecks: 'Eén item per criterium.',
      resultDisclaimer: 'Zegt dat het resultaat indicatief en mechanisch is.',
      pageUrl: 'HTML-adres.',
      pageMarkdownUrl: 'Adres van de Markdown-versie.',
      pageMarkdown: 'De volledige Markdown-body.',
    },
    schema: {
      profile: 'Een profiel. Elk veld is optioneel, maar er moet er minstens één worden opgegeven.',
      amount: '{question} Een jaarbedrag in hele {currency}, 0 of meer.',
      number: '{question} Een getal, 0 of meer.',
      'yes-no': '{question}',
      'one-of': '{question}',
      text: '{question} Geschreven zoals mensen het zeggen; het komt overeen als het een van de geaccepteerde antwoorden als heel woord bevat.',
    },
    server: {
      instructions:
        'Openbare alleen-lezen server voor één aanbod; niets hier vraagt een sleutel en er wordt niets geschreven. Roep `get_offer` aan voor prijs, duur, opleveringen en de links waarmee een mens koopt, en `check_fit` als iemand vraagt of het aanbod bij hem of haar past (het oordeel is indicatief, nooit een besluit). Roep `list_pages` en daarna `get_page` aan voor de pagina’s van de site; dezelfde pagina’s zijn resources (Markdown). De prompts `check_my_fit`, `explain_offer` en `prepare_for_fit_call` leiden een bezoeker door de fitcheck, het aanbod en het gesprek.',
      description: '{offer}: het aanbod, een indicatieve fitcheck en elke pagina van de site als Markdown.',
      shortDescription: 'Eén aanbod, een indicatieve fitcheck en de pagina’s van de site als Markdown.',
    },
    ucp: {
      notFound:
        'Hier is geen product of variant met id “{id}”; zoek in de catalogus, of vraag “{product}” op.',
      badJson: 'De body is geen geldige JSON: stuur een JSON-object zoals {example}.',
      invalid: 'Het verzoek past niet bij deze operatie ({problems}); stuur een JSON-object zoals {example}.',
      noInput: 'Een zoekopdracht heeft een query of filters nodig, bijvoorbeeld {example}.',
      tooMany: 'Hooguit {max} ids per opvraging; deze heeft er {count}.',
      unknownCursor:
        'Deze catalogus beantwoordt elke zoekopdracht op één pagina en geeft geen cursor; stuur de zoekopdracht zonder.',
    },
    aiCatalog: {
      displayName: '{offer} van {name}',
      queryCost: 'Wat kost {offer} en hoe lang duurt het?',
      queryDeliverables: 'Wat krijg ik met {offer}?',
      queryFit: 'Past {offer} bij mij als {role}?',
      queryBook: 'Plan een gesprek met {shortName} over {offer}',
    },
    tools: {
      get_offer: {
        title: 'Het aanbod ophalen',
        description:
          'Geeft de ene opdracht die deze site aanbiedt. Gebruik dit om vragen te beantwoorden over prijs, duur, opleveringen, garantie, tegoed, voor wie het wel en niet is, en voor de links waarmee een mens koopt, een gesprek plant of mailt. Neemt geen argumenten.',
      },
      check_fit: {
        title: 'Fit checken (indicatief)',
        description:
          'Past de gepubliceerde fitcriteria mechanisch toe op een profiel en geeft een oordeel (`strong-fit`, `possible-fit`, `poor-fit`, `unknown`), een score en een uitsplitsing per criterium. Gebruik dit als iemand vraagt of de opdracht bij hem of haar past. Geef minstens één van {fields}; het invoerschema geeft van elk het type en de vraag. Het resultaat is alleen indicatief: het neemt nooit iemand aan en wijst niemand af; kopen doet een mens via de actielinks van het aanbod.',
      },
      list_pages: {
        title: 'De pagina’s van de site opsommen',
        description:
          'Somt de contentpagina’s van de site op, elke pagina behalve het formulier van de fitcheck (slug, titel, beschrijving, HTML- en Markdown-URL’s). Roep dit aan vóór `get_page` als je de slug niet kent.',
      },
      get_page: {
        title: 'Een pagina met de Markdown ophalen',
        description:
          'Geeft één openbare pagina op slug (`index` is de homepage met het aanbod): titel, beschrijving, HTML- en Markdown-URL’s en de volledige Markdown-body. Het invoerschema noemt elke slug; `list_pages` geeft de titel en beschrijving van elke pagina. Zoals bij elke tool hier is het tekstblok het gestructureerde resultaat, geserialiseerd als JSON; de Markdown alleen is de resource op de `markdownUrl` van de pagina.',
      },
      slug: 'Slug van de pagina, een van {slugs}. Roep `list_pages` aan bij twijfel.',
      search_catalog: {
        title: 'In de catalogus zoeken (UCP)',
        description:
          'Zoeken in de catalogus van het Universal Commerce Protocol (`dev.ucp.shopping.catalog.search`). Geef `catalog` mee met een `query`, `filters` (een prijsfilter telt in kleinste eenheden) of allebei. Geeft het ene product dat deze site verkoopt als het overeenkomt, in de vorm van UCP: de prijs in kleinste eenheden met de valuta, duur en opleveringen in `metadata`, en de `url` van de variant, waar een mens koopt. `meta` (`ucp-agent`) wordt aangenomen en is niet verplicht. Hier wordt niets gekocht.',
      },
      lookup_catalog: {
        title: 'Catalogusproducten op id opvragen (UCP)',
        description:
          'Opvragen in de catalogus van het Universal Commerce Protocol (`dev.ucp.shopping.catalog.lookup`). Geef `catalog.ids` mee, ids van producten of varianten uit een zoekopdracht. Elke variant zegt welke ids ernaar leidden (`inputs`); een id dat hier niets aanduidt, komt terug als infobericht. De `url` van de variant is waar een mens koopt.',
      },
      get_product: {
        title: 'Eén catalogusproduct ophalen (UCP)',
        description:
          'Product ophalen via het Universal Commerce Protocol: geef `catalog.id` mee, een product- of variant-id. Geeft het product met zijn ene variant (prijs in kleinste eenheden, duur en opleveringen in `metadata`, de koop-link als `url` van de variant); een onbekend id antwoordt `ucp.status: "error"` met een `not_found`-bericht.',
      },
    },
    promptDefaults: {
      check_my_fit: {
        title: 'Check of het bij me past',
        description:
          'Beantwoord een paar korte vragen, één voor één, en krijg een indicatief oordeel of {{offer_name}} bij je past.',
        intro:
          'Ik wil weten of {{offer_name}} bij me past. Stel me de vragen hieronder één voor één, en wacht op mijn antwoord voordat je de volgende stelt. Houd het als een gesprek; misschien sla ik een vraag over.',
        outro:
          'Wees duidelijk en kort. Het oordeel is indicatief: het neemt nooit iemand aan en wijst niemand af, dus breng het niet als een besluit.',
      },
      explain_offer: {
        title: 'Leg het aanbod uit',
        description:
          'Het aanbod uitgelegd in jouw termen: wat je krijgt, wat het kost, voor wie het is en wat er daarna gebeurt.',
        intro:
          'Leg {{offer_name}} in gewone woorden aan me uit, aan de hand van de pagina hieronder: wat ik zou krijgen, wat het kost ({{price}}), hoe lang het duurt, wat gegarandeerd is, voor wie het is en voor wie niet. Betrek het waar je kunt op mijn situatie, en eindig met de ene volgende stap die bij me past.',
      },
      prepare_for_fit_call: {
        title: 'Bereid het kennismakingsgesprek voor',
        description:
          'Wat je meeneemt naar een kort gesprek over {{offer_name}}, zodat het gesprek uitmaakt of het bij je past.',
        intro:
          'Help me een kort gesprek over {{offer_name}} voor te bereiden. Loop met me door wat ik moet meenemen, vraag naar wat ik misschien vergeten ben, en help me korte antwoorden op te schrijven die ik tijdens het gesprek open kan hebben.',
        bring: {
          money: 'Je jaaromzet, ongeveer, en hoe die zich de afgelopen twee jaar heeft ontwikkeld.',
          clients: 'Wie je beste klanten zijn en met welke woorden zij beschrijven wat je voor ze doet.',
          comparison:
            'De mensen of bureaus waarmee je het vaakst wordt vergeleken, en waarom die vergelijking niet klopt.',
          earlier: 'Eerder werk aan je positionering, pitch of merk waarvoor je al hebt betaald.',
          decision:
            'Het besluit dat je na het gesprek moet nemen, en wie er verder, als er iemand is, over meebeslist.',
        },
      },
    },
    prompts: {
      argumentTitle: '{label}',
      argument: 'Optioneel: {question} Antwoorden: {values}.',
      argumentLine: 'Mijn antwoord op ‘{label}’: {value}.',
      callTool:
        'Als je mijn antwoorden hebt, roep dan de tool `check_fit` aan met die antwoorden: {fields}. Laat weg wat ik niet heb beantwoord.',
      types: {
        amount: '`{field}` als getal ({currency} per jaar)',
        number: '`{field}` als getal',
        'yes-no': '`{field}` als true of false',
        'one-of': '`{field}` als een van {options}',
        text: '`{field}` in mijn woorden (het voldoet met {accepts})',
      },
      present:
        'Laat me daarna het oordeel zien, elk criterium met het resultaat en de toelichting, en de disclaimer woord voor woord, gevolgd door de volgende stap die bij het oordeel hoort:',
      unknownStep: 'stel me de vragen die ik heb overgeslagen en check het dan opnieuw.',
      bring: 'Wat je meeneemt:',
      criteria: 'Het gesprek toetst dezelfde criteria als de fitcheck:',
      book: 'Plan het hier: {link}',
      resourceTitle: 'Pagina van de site als Markdown',
      resourceDescription:
        'Elke openbare pagina van de site als Markdown, op slug: {slugs}. `completion/complete` vult slugs aan.',
    },
  },
};
