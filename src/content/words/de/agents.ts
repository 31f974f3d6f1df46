// German defaults of the `agents` words: what agents.md, llms.txt, the skills, OpenAPI and MCP say around the facts.
import type { agentsWords as en } from '../en/agents.js';

export const agentsWords: typeof en = {
  agents: {
    use: {
      offer: 'Diese Website veröffentlicht ein Angebot, {offer} ({terms}), von {name}.',
      when: 'Nutze sie, wenn jemand wissen will, was das Engagement kostet, was es liefert, wie es abläuft, ob es zu ihm passt oder wie man es kauft oder {shortName} erreicht.',
      open: 'Alles hier ist öffentlich und nur lesbar und braucht keinen Schlüssel.',
      indicative:
        'Die Passungsprüfung ist unverbindlich: Sie wendet die veröffentlichten Kriterien mechanisch an und nimmt niemanden an oder lehnt jemanden ab.',
      purchase:
        'Kaufen tut ein Mensch: Gib der Person die Aktionslinks des Angebots ({actions}); versuche nie, über die API zu kaufen.',
    },
    endpoints: {
      health: 'Erreichbarkeit, die laufende `apiVersion` und wo OpenAPI, MCP und llms.txt liegen',
      healthStatic: 'Erreichbarkeit, die laufende `apiVersion` und wo OpenAPI und llms.txt liegen',
      offer:
        'das Angebot: Preis, Dauer, Leistungen, Garantie, Anrechnung, für wen es passt und für wen nicht, und die Aktionslinks, mit denen ein Mensch kauft, ein Gespräch bucht oder schreibt',
      fit: 'ein unverbindliches Urteil, eine Punktzahl und eine Prüfung je Kriterium für ein Profil, gesendet als JSON mit mindestens einem von {fields}',
      pages: '{pageSet}, jede mit ihrer HTML-`url` und `markdownUrl`',
      page: 'eine dieser Seiten mit ihrem Markdown-Zwilling als `markdown`; Slugs {slugs}',
    },
    pageSet: {
      one: 'die eine Inhaltsseite',
      other: 'alle {count} Inhaltsseiten',
      every: '{pages} (jede Seite der Website)',
      allBut: '{pages} (jede Seite der Website außer {tools}, die das Formular der Passungsprüfung trägt)',
    },
    headings: {
      engine: 'Die private Engine (nicht dieser Dienst)',
      agentsTitle: 'Anleitung für Agenten',
    },
    agentsMd: {
      title: 'Anleitung für Agenten: {name}',
      whenHeading: 'Wann diese Website hilft',
      chooseHeading: 'API, MCP oder Seiten?',
      chooseApi:
        '**Eine Frage zum Angebot, aus Code oder einem Funktionsaufruf:** die JSON-API (`GET /api/offer`, `POST /api/fit`). Sie hat eine OpenAPI-3.1-Beschreibung, generierte Clients und Tool-Calling-Frameworks können sie also direkt nutzen.',
      chooseApiStatic:
        '**Eine Frage zum Angebot, aus Code:** die JSON-API (`GET /api/offer`, `GET /api/pages`). Sie hat eine OpenAPI-3.1-Beschreibung, generierte Clients können sie also direkt nutzen. Diese Kopie der Website ist statisch: Passungsprüfung und MCP antworten nur dort, wo die Website als Dienst läuft.',
      chooseMcp:
        '**Du bist ein MCP-Client** (ein Desktop-Assistent, eine IDE, ein Agenten-Framework): der MCP-Endpunkt. Dieselben vier Fähigkeiten als Werkzeuge, jede Seite als Ressource, kein Schlüssel.',
      choosePages:
        '**Lesen oder zitieren, was die Website sagt** (Ablauf, Bedingungen, Datenschutz): die Seiten als Markdown, `/{page}.md` oder jede Seiten-URL mit `Accept: text/markdown`; `llms-full.txt` enthält alle in einer Datei.',
      chooseBuy:
        '**Eine Person will kaufen, ein Gespräch buchen oder schreiben:** nichts davon. Gib ihr die Aktionslinks unten; gekauft wird nie über die API oder MCP.',
      rulesHeading: 'Regeln',
      ruleIndicative:
        '**Die Passungsprüfung ist unverbindlich.** Sag das, wenn du das Ergebnis weitergibst. In den Worten von {shortName}: „{disclaimer}“',
      rulePurchase:
        '**Kaufen tut ein Mensch.** Kaufe, buche oder schreibe nie im Namen einer Person; gib ihr diese Links aus `GET /api/offer` (`actions`):',
      ruleQuote:
        '**Zitieren, nicht raten.** Preise, Termine und Bedingungen stammen aus `GET /api/offer` oder von den Seiten; steht etwas nicht dort, sag das und verweise auf {contact}.',
      contactPage: 'die Kontaktseite ({url})',
      contactEmail: 'die E-Mail-Adresse {email}',
      pagesHeading: 'Die Seiten lesen',
      pages:
        'Jede Seite hat einen Markdown-Zwilling unter derselben URL: Sende `Accept: text/markdown` (q-Werte werden beachtet, und `text/markdown, text/html, */*` bekommt Markdown) oder rufe `/{slug}.md` direkt ab. Links in Zwillingen sind absolut, ein geteilter oder zitierter Zwilling behält also seine Ziele. Jede Markdown-Antwort (Zwillinge, diese Datei, llms.txt und llms-full.txt) trägt `X-Markdown-Tokens`, eine Schätzung ihrer Größe in Tokens (Zeichen geteilt durch vier, aufgerundet): Lies sie aus einer `HEAD`-Anfrage, um vor dem Abruf zu planen. `{base}/llms.txt` verzeichnet alles; `{base}/llms-full.txt` enthält jede Seite in einer Datei.',
      apiHeading: 'Die JSON-API aufrufen',
      api: 'Basis-URL: `{base}`. Keine Anmeldung, keine Ratenbegrenzung, keine Schreibzugriffe; Pfade tragen keine Version. Jede Antwort ist JSON, und jeder Fehler hat dieselbe Error-Form (`error.code`, `error.message`, `error.status`, optional `error.hint` und `error.docs`): Verzweige nach `error.code`. Der vollständige Vertrag ist `{base}/openapi.json` (OpenAPI 3.1). Rufe `GET /api/pages` vor `GET /api/pages/{slug}` auf, wenn du den Slug nicht kennst.',
      returns: 'Liefert {note}.',
      example:
        'Das Beispielprofil oben bekommt derzeit das Urteil `{verdict}` (Punktzahl {earned} von {available}), mit einem Eintrag je Kriterium in `checks`. Die Felder sind {fields}; sende mindestens eines und keine anderen.',
    },
    mcp: {
      heading: 'Den MCP-Endpunkt nutzen',
      intro:
        'Endpunkt: `POST {url}`, Streamable HTTP mit JSON-RPC 2.0, zustandslos (keine Sitzung zu halten). Protokollversionen: {versions}. Server-Card: `{card}` (auch `{cardAlias}`). Die Werkzeuge spiegeln die API:',
      toolColumn: 'Werkzeug',
      whatColumn: 'Was es tut',
      prompts:
        'Prompts (für eine Person im Gespräch mit einem Assistenten): {prompts}; jeder nimmt die optionalen Argumente {arguments}, die `completion/complete` vorschlägt. Ressourcen: jede Seite als Markdown und die Vorlage `{template}`.',
      promptsPlain:
        'Prompts (für eine Person im Gespräch mit einem Assistenten): {prompts}. Ressourcen: jede Seite als Markdown und die Vorlage `{template}`.',
      modern:
        '**{version}** (zustandslos): kein Handshake; jede Anfrage trägt ihre Version und Fähigkeiten in `params._meta`, und die Header `MCP-Protocol-Version`, `Mcp-Method` und (für einen Aufruf, ein Lesen oder einen Prompt) `Mcp-Name` wiederholen den Body. `server/discover` listet Versionen und Fähigkeiten. Rufe `{tool}` auf:',
      legacy:
        '**{versions}**: `initialize` antwortet mit der erfragten Version ({latest}, wenn es keine davon ist); sende diese Version danach in `MCP-Protocol-Version`; sonst wird zwischen Anfragen nichts behalten. Batches werden nur unter 2025-03-26 angenommen, höchstens 32 Nachrichten.',
      originLoopback:
        'Diese Installation läuft auf einer Loopback-Adresse, daher beantwortet `/mcp` nur Anfragen, deren `Host` und `Origin` ebenfalls Loopback sind (Schutz vor DNS-Rebinding); alles andere bekommt `403`.',
      originOpen:
        'CORS ist für jeden Ursprung offen, und der Endpunkt nimmt jeden `Origin`-Header an, mit Absicht: Alles hier ist öffentlich, nur lesbar und ohne Anmeldung, es gibt also keine Sitzung, keine privaten Daten und nichts, was eine Cross-Site- oder DNS-Rebinding-Anfrage erreichen könnte, das nicht ohnehin offen im Netz steht.',
      webmcpHeading: 'Im Browser (WebMCP)',
      webmcp:
        'Du arbeitest im Browser einer Person auf dieser Website? Wo der Browser WebMCP hat (`document.modelContext`), registriert jede Seite dieselben Werkzeuge ({tools}) mit denselben Eingabeschemata; jedes ruft die JSON-API auf. Auf der Seite der Passungsprüfung (`{fitUrl}`) ist das Formular selbst das Werkzeug `{tool}`: Fülle es aus, und es sendet sich selbst ab und antwortet dir wie `POST /api/fit`, während die Person das Ergebnis sieht.',
    },
    llms: {
      intro:
        'Die Seiten stehen mit ihren Markdown-Zwillingen da, daneben jeweils die HTML-Seite für Menschen. Die JSON-API und der MCP-Endpunkt sind keine Seiten: Sie stehen als Aufrufe da, mit Links zu ihrer Dokumentation.',
      introStatic:
        'Die Seiten stehen mit ihren Markdown-Zwillingen da, daneben jeweils die HTML-Seite für Menschen. Die JSON-API ist keine Seite: Ihre Lesezugriffe stehen als Aufrufe da. Diese Kopie der Website besteht nur aus statischen Dateien, sie hat also keinen Endpunkt für die Passungsprüfung und keinen MCP-Endpunkt.',
      pagesHeading: 'Seiten',
      toolPage: 'Das Formular ist für Menschen: Agenten rufen `POST /api/fit` auf (unten).',
      apiHeading: 'API',
      api: 'Eine nur lesbare JSON-API: kein Schlüssel, keine Ratenbegrenzung, JSON hinein und heraus, jeder Fehler in derselben Error-Form. Ihre OpenAPI-3.1-Beschreibung ist {openapi} (auch {openapiAlias}). Die Operationen, relativ zu `{base}`:',
      forExample: 'Zum Beispiel:',
      docsTitle: 'Entwicklerdokumentation',
      docsNote: 'jede Operation mit Beispielen, Fehlern und Grenzen und der MCP-Endpunkt',
      docsNoteEngine:
        'jede Operation mit Beispielen, Fehlern und Grenzen, der MCP-Endpunkt und die Grenze der privaten Engine',
      agentsApi:
        'wann API, MCP oder die Seiten passen, mit genauen Anfragen, die so funktionieren, wie sie dastehen',
      agentsApiStatic:
        'wann die API oder die Seiten passen, mit genauen Anfragen, die so funktionieren, wie sie dastehen',
      agentsMcp: 'wie sich ein MCP-Client verbindet, mit den genauen JSON-RPC-Anfragen',
      mcpHeading: 'MCP',
      mcp: 'Dieselben vier Fähigkeiten als MCP-Werkzeuge ({tools}), mit den Prompts {prompts}, unter `POST {url}`: Streamable HTTP mit JSON-RPC 2.0, zustandslos, kein Schlüssel; Protokollversionen {versions}. Die Server-Card ist {card} (auch {cardAlias}).',
      skillsHeading: 'Agenten-Skills',
      skills:
        'Installierbare Anleitungen für Agenten (im agentskills.io-Format), mit ihren SHA-256-Prüfsummen verzeichnet in {index}:',
      optionalHeading: 'Optional',
      fullTitle: 'Volltext',
      fullNote: 'jede Seite oben in einer Markdown-Datei',
      also: 'Außerdem maschinenlesbar: die Sitemap {sitemap}, robots.txt mit Content Signals {robots} und der API-Katalog nach RFC 9727 {catalog}.',
    },
    llmsFull: {
      title: '{name}: alle Seiten im Volltext',
      intro:
        'Das vollständige Markdown jeder öffentlichen Seite von {base}, ein Abschnitt je Seite, die Überschriften jeder Seite eine Ebene tiefer. Das kurze Verzeichnis ist {base}/llms.txt.',
      where: 'URL: {url} (Markdown: {markdown}, aktualisiert {updated})',
    },
    robots: {
      title: 'robots.txt für {name} ({base})',
      open: 'Alles auf dieser Website ist öffentlich und nur lesbar: Jeder Crawler und jeder KI-Agent darf alles abrufen, auch die JSON-API unter /api/. Agenten: Beginnt bei {base}/llms.txt oder {base}/agents.md.',
      noLicence:
        'Für diese Inhalte wird keine Lizenz erteilt (alle Rechte vorbehalten); die Content Signals unten sagen, wie sie genutzt werden dürfen.',
      licence: 'Lizenz der Inhalte: {licence} ({id}).',
      group:
        'Eine Gruppe für alle User-Agents; die KI-Crawler und -Agenten sind mit Absicht namentlich genannt.',
      signals:
        'Content Signals (https://contentsignals.org/) sagen, wie die Inhalte nach dem Abruf genutzt werden dürfen:',
      search: 'search=yes: einen Suchindex aufbauen und Links und Auszüge zeigen;',
      input:
        'ai-input=yes: als Eingabe nutzen, um eine Frage in Echtzeit zu beantworten (Retrieval, Grounding);',
      trainYes:
        'ai-train=yes: darf zum Training oder Fine-Tuning von KI-Modellen genutzt werden (in content/site.yaml gesetzt).',
      trainNo:
        'ai-train=no: nicht zum Training oder Fine-Tuning von KI-Modellen nutzen (in content/site.yaml gesetzt).',
    },
    catalog: {
      openapi: 'JSON-API von {name}: OpenAPI-3.1-Beschreibung',
      health: 'Zustand: Status und API-Version',
      card: 'Öffentlicher MCP-Endpunkt von {name}: Server-Card (Protokollversionen {versions})',
      engineHealth: 'Zustand der privaten Engine: offen, {"ok": true} und die Namen ihrer Methoden',
      engineDoc:
        'Private Engine (mit Anmeldung: ein Bearer-Schlüssel je Client, ohne ihn 401; nicht Teil dieses Dienstes): {title}',
      markdown: '{title} (als Markdown)',
      skill: 'Agenten-Skill {name} (SKILL.md)',
    },
    links: {
      apiCatalog: 'API-Katalog',
      openapi: 'OpenAPI-3.1-Beschreibung der JSON-API',
      serverCard: 'MCP-Server-Card',
      skills: 'Verzeichnis der Agent Skills',
    },
    discovery: {
      what: 'Was',
      where: 'Wo, und was es einem Agenten gibt',
      linkHeaders: 'Link-Header',
      linkHeadersText:
        'Jede HTML-Seite sendet `Link`-Header nach RFC 8288 (und dieselben Links in ihrem Head): ihren Markdown-Zwilling als {twin}, dann {rels}; die Startseite ergänzt {home}. Eine `HEAD`-Anfrage genügt.',
      skills: 'Agenten-Skills',
      skillsText:
        '{index}: {skills}, je eine `SKILL.md`, verzeichnet mit ihrer SHA-256-Prüfsumme (Agent Skills Discovery v0.2.0).',
      and: 'und',
      card: 'MCP-Server-Card',
      cardText:
        '{card}, der im Entwurf reservierte Ort, als `application/mcp-server-card+json`; dieselbe Card unter {aliases}.',
      aiCatalog: 'KI-Katalog',
      aiCatalogText: '{catalog}: der Eintrag für die Server-Card, wie der Server-Card-Entwurf ihn findet.',
      mcpCatalog: 'MCP-Katalog',
      mcpCatalogText: '{catalog}: derselbe Eintrag, für Clients der früheren Fassung des Entwurfs.',
      apiCatalog: 'API-Katalog',
      apiCatalogText: '{catalog}: Links nach RFC 9727 zur JSON-API und ihrer OpenAPI-Beschreibung.',
      heading: 'Finden, ohne HTML zu parsen',
      intro:
        'Jede Seite beantwortet `HEAD` mit `Link`-Headern zu ihrem Zwilling und zu diesen Dokumenten, eine Anfrage findet also den Rest. Die Skills sind Anleitungen, die man lädt, wenn eine Aufgabe passt: eine, um die Passung zu prüfen und den nächsten Schritt zu übergeben, eine, um die Website zu lesen und zu zitieren.',
      notPublishedHeading: 'Was diese Website nicht veröffentlicht, und warum',
      oauth: 'OAuth-Discovery und Metadaten geschützter Ressourcen',
      oauthWhy:
        'Es gibt kein `/.well-known/oauth-authorization-server`, `/.well-known/openid-configuration` oder `/.well-known/oauth-protected-resource`: Alles hier ist öffentlich und nur lesbar, es gibt also kein Token zu holen und keine geschützte Ressource zu beschreiben.',
      oauthEngine:
        'Die private Engine unter {url} ist ein eigener Dienst, dessen Schlüssel {name} je Client vergibt; diese Website steht weder vor ihr noch beschreibt sie ihre Anmeldung.',
      a2a: 'Eine A2A-Agent-Card',
      a2aWhy:
        'Es gibt keine `/.well-known/agent-card.json`: Hier läuft kein Agent. Die Website veröffentlicht ein Angebot, eine JSON-API und einen MCP-Server und handelt in niemandes Namen.',
      a2aWhyStatic:
        'Es gibt keine `/.well-known/agent-card.json`: Hier läuft kein Agent. Die Website veröffentlicht ein Angebot und eine nur lesbare JSON-API und handelt in niemandes Namen.',
      commerce: 'Checkout und Zahlungen für agentischen Handel (UCP-Checkout, ACP, AP2-Mandate)',
      commerceWhy:
        'Auffindbarkeit ist veröffentlicht (UCP-Katalogsuche und -abfrage, `/.well-known/ucp`), doch ein Mensch kauft über den Checkout-Link in den Aktionen des Angebots; kein Agent kauft, bucht oder zahlt über diese Website, mit Absicht.',
      commerceWhyStatic:
        'Ein Mensch kauft über den Checkout-Link in den Aktionen des Angebots; kein Agent kauft, bucht oder zahlt über diese Website, mit Absicht.',
    },
    skills: {
      resourceTitle: 'Agent Skill {name}',
      fit: {
        description:
          'Prüft, ob {offer} ({price}) von {name} zu einer Person passt, indem die veröffentlichten Passungskriterien über die öffentliche API oder den MCP-Endpunkt der Website angewendet werden, und gibt der Person den passenden nächsten Schritt: den Link zum Kauf, zum Gespräch oder zur E-Mail. Nutze ihn, wenn jemand fragt, ob das Angebot zu ihm passt, ob es sich für sein Geschäft lohnt oder wie man es kauft oder ein Gespräch bucht.',
        title: 'Prüfen, ob {offer} passt, und den nächsten Schritt übergeben',
        intro:
          '{name} veröffentlicht die Kriterien, für die {offer} gemacht ist, und wendet sie auf Anfrage mechanisch an. Dieser Skill führt die Prüfung für eine Person durch und sagt ihr, was als Nächstes zu tun ist. Alles ist öffentlich und nur lesbar; kein Schlüssel nötig.',
        rulesHeading: 'Regeln',
        ruleIndicative:
          '**Das Ergebnis ist unverbindlich.** Sag das jedes Mal, in den Worten der Website: „{disclaimer}“',
        rulePurchase:
          '**Kaufen tut die Person.** Kaufe, buche oder schreibe nie in ihrem Namen und versuche nie, über die API oder MCP zu kaufen: Keines von beiden hat eine Kaufoperation. Gib ihr den Link; sie klickt ihn.',
        ruleQuote:
          '**Zitieren, nicht raten.** Preis, Dauer und Bedingungen stammen aus `GET {base}/api/offer`.',
        gatherHeading: '1. Das Profil erfragen',
        gather:
          'Nutze, was die Person schon erzählt hat, und frage nur nach dem, was fehlt; eine grobe Zahl genügt. Jedes Feld ist optional, aber sende mindestens eines und keine anderen Felder:',
        fieldColumn: 'Feld',
        typeColumn: 'Typ',
        questionColumn: 'Frage',
        types: {
          amount: 'Zahl, 0 oder mehr, ganze {currency} im Jahr',
          number: 'Zahl, 0 oder mehr',
          'yes-no': 'true oder false',
          'one-of': 'eines von {options}',
          text: 'Zeichenkette',
        },
        textRule:
          '`{field}` erfüllt: {accepts}. Eine Antwort, so geschrieben, wie Menschen sie sagen („{example}“), wird nach ganzen Wörtern verglichen.',
        runHeading: '2. Die Prüfung ausführen',
        runHttp: 'Über HTTP: `POST {base}/api/fit` mit dem Profil als JSON:',
        runMcp:
          'Über MCP: Rufe das Werkzeug `{tool}` auf `{base}/mcp` mit denselben Feldern als `arguments` auf; {base}/agents.md enthält kopierfertige Anfragen für jede Protokollversion, die der Endpunkt spricht. Die Antwort ist in beiden Fällen dieselbe.',
        runErrors:
          'Ist die Antwort ein Fehler, verzweige nach `error.code`: `validation_failed` (422, `error.issues` nennt jedes fehlerhafte Feld), `empty_profile` (422, kein Feld gesendet), `invalid_json` (400). Korrigiere das Profil und frage erneut; rate das Urteil nicht.',
        resultHeading: '3. Der Person das Ergebnis und den nächsten Schritt sagen',
        result:
          'Das Ergebnis hat ein `verdict`, eine `score` (`earned` von `available` Punkten), einen Eintrag in `checks` je Kriterium (`pass`, `fail` oder `unknown`, mit einer `note`), eine `recommendation` in den Worten der Website und einen `disclaimer`. Nenne das Urteil mit den Prüfungen, die es entschieden haben, dann den nächsten Schritt:',
        verdictColumn: 'Urteil',
        nextColumn: 'Nächster Schritt',
        nextStrong: 'Gib den Link zum Kauf{link}; will die Person erst sprechen, den Link zum Gespräch.',
        nextPossible:
          'Gib den Link zum Gespräch{link}, damit ein Mensch beurteilt, was die Prüfung nicht konnte.',
        nextPoor:
          'Sag, welches Pflichtkriterium nicht erfüllt ist und warum. Hält die Person das für falsch, gib den E-Mail-Link{link}.',
        nextUnknown: 'Frage nach den Antworten, die die Pflichtkriterien brauchen, und prüfe dann erneut.',
        links:
          'Die Links sind die `actions` des Angebots in `GET {base}/api/offer`; lies sie dort, denn sie können sich ändern, nachdem diese Datei geschrieben wurde.',
        criteriaHeading: 'Die veröffentlichten Passungsregeln',
        criterionColumn: 'Kriterium',
        textColumn: 'Text',
        weightColumn: 'Gewicht',
        requiredColumn: 'Pflicht',
        yes: 'ja',
        no: 'nein',
        score:
          'Die Punktzahl ist die Summe der Gewichte der erfüllten Kriterien, von der Summe aller Gewichte.',
        verdicts:
          '`poor-fit`: Ein Pflichtkriterium ist nicht erfüllt. `strong-fit`: Jedes Kriterium ist erfüllt. `unknown`: Kein Pflichtkriterium konnte beurteilt werden. `possible-fit`: alles andere.',
        rulesLink: 'Die Regeln vollständig, für Menschen: {url} (Markdown: {markdown}).',
      },
      cite: {
        description:
          'Liest die öffentlichen Seiten von {name} und das Angebot {offer} als Markdown (llms.txt, der Markdown-Zwilling jeder Seite, die Seiten-API) und zitiert sie mit Links, die ein Mensch öffnen kann. Nutze ihn, wenn jemand fragt, was {offer} ist, was es kostet oder umfasst, wie es abläuft, für wen es ist, wie man {shortName} erreicht, oder eine Quelle dafür will.',
        title: '{name} lesen und zitieren',
        intro:
          'Alles hier ist öffentlich, nur lesbar und braucht keinen Schlüssel. Lies das Markdown statt des HTML: Es ist derselbe Text ohne das Drumherum der Seite.',
        sourcesHeading: 'Wo der Text steht',
        start:
          '**Beginne bei {base}/llms.txt**: was die Website ist, wann sie hilft, und ein Link zum Markdown jeder Seite.',
        twin: '**Jede Seite als Markdown**: Rufe `{base}/{slug}.md` ab oder die URL der Seite mit `Accept: text/markdown`. Jede HTML-Seite nennt ihren Zwilling außerdem in einem Header `Link: <…>; rel="alternate"; type="text/markdown"`.',
        json: '**Als JSON**: `GET {base}/api/pages` listet die Seiten (`slug`, `title`, `description`, `url`, `markdownUrl`); `GET {base}/api/pages/{slug}` ergänzt das vollständige `markdown`. Über MCP tun die Werkzeuge `list_pages` und `get_page` dasselbe.',
        jsonStatic:
          '**Als JSON**: `GET {base}/api/pages` listet die Seiten (`slug`, `title`, `description`, `url`, `markdownUrl`); `GET {base}/api/pages/{slug}` ergänzt das vollständige `markdown`.',
        full: '**Alles auf einmal**: {base}/llms-full.txt enthält jede Seite in einer Datei.',
        facts:
          '**Fakten als Daten**: `GET {base}/api/offer` hat Preis, Dauer, Leistungen, Garantie, Anrechnung, für wen es ist, und die Aktionslinks.',
        pagesHeading: 'Die Seiten',
        pageColumn: 'Seite',
        citeColumn: 'Diese URL zitieren',
        readColumn: 'Dieses Markdown lesen',
        updatedColumn: 'Aktualisiert',
        howHeading: 'Wie zitieren',
        quote:
          'Zitiere das Markdown, verlinke aber die HTML-URL der Seite (`url` in der Seiten-API; ein Zwilling nennt sie in `Link: rel="canonical"`): Das ist die Adresse, die ein Mensch öffnen kann.',
        exact:
          'Gib Preise, Termine und Bedingungen genau so wieder, wie sie dastehen, mit der Währung. Sag, wann die Seite zuletzt aktualisiert wurde, wenn die Antwort davon abhängt.',
        gap: 'Beantwortet die Website die Frage nicht, sag das und verweise auf {contact}; fülle die Lücke nicht mit einer Vermutung.',
        signalsTrain:
          'Die Content Signals der Website (robots.txt) erlauben Suche, das Beantworten von Fragen daraus und Training.',
        signalsNoTrain:
          'Die Content Signals der Website (robots.txt) erlauben Suche und das Beantworten von Fragen daraus, nicht aber das Training von Modellen.',
      },
    },
    openapi: {
      title: 'Angebots-API von {name}',
      summary:
        'Öffentliche, nur lesbare API zu {offer}: das Angebot, eine unverbindliche Passungsprüfung und die Seiten der Website.',
      server: 'Dieser Dienst',
      licence: 'Alle Rechte vorbehalten von {name} (keine Lizenz erteilt)',
      tagService: 'Erreichbarkeit und wo die maschinenlesbaren Beschreibungen liegen.',
      tagOffer: 'Das eine angebotene Engagement, mit Aktionslinks für einen Menschen.',
      tagFit: 'Die unverbindliche Passungsprüfung anhand der veröffentlichten Kriterien.',
      tagPages: 'Die öffentlichen Seiten der Website, als Übersichten und als Markdown.',
      slug: 'Der Slug der Seite, wie listPages ihn nennt.',
      typedRole: 'Senior-{role}',
      healthSummary: 'Prüfen, ob der Dienst läuft',
      health:
        'Erreichbarkeitsprüfung. Liefert `status` (immer `ok`), den Namen des Dienstes, die laufende `apiVersion` und die URLs des OpenAPI-Dokuments, des MCP-Endpunkts und von llms.txt. Gesendet mit `Cache-Control: {cacheControl}`: Ein Cache darf sie speichern, muss sie aber jedes Mal neu validieren (ein günstiges `304` per ETag), die Antwort ist also immer aktuell.',
      healthStatic:
        'Erreichbarkeitsprüfung. Liefert `status` (immer `ok`), den Namen des Dienstes, die laufende `apiVersion` und die URLs des OpenAPI-Dokuments und von llms.txt.',
      healthOk: 'Der Dienst läuft.',
      offerSummary: 'Das Angebot abrufen',
      offer:
        'Das eine angebotene Engagement: Preis, Dauer, Leistungen, Garantie, Anrechnung auf ein Folge-Engagement, für wen es am besten und für wen es schlecht passt, und `actions`: Links, mit denen ein Mensch kauft (`checkout`), ein Gespräch bucht (`call`) oder schreibt (`email`). Gekauft wird nie über die API.',
      offerOk: 'Das Angebot.',
      fitSummary: 'Ein Profil mit den Passungskriterien vergleichen (unverbindlich)',
      fitBody: 'Ein FitRequest: mindestens ein Feld, keine anderen Eigenschaften.',
      fitOk:
        'Das unverbindliche Ergebnis; `disclaimer` ist immer vorhanden. Nie zwischengespeichert (`no-store`).',
      fitBadRequest: 'Der Body fehlt (`body_required`) oder ist kein gültiges JSON (`invalid_json`).',
      fitTooLarge: 'Der Body ist größer als {limit} KB (`payload_too_large`).',
      fitUnprocessable:
        'Das JSON ist kein gültiger FitRequest (`validation_failed`, die Felder stehen in `error.issues`) oder enthält kein Feld (`empty_profile`).',
      tagUcp:
        'Handelsauffindbarkeit über das Universal Commerce Protocol (UCP): das Angebot als Katalogprodukt, durchsuchbar und abfragbar; kein Checkout, ein Mensch kauft über den Produktlink.',
      ucpSearchSummary: 'Den Katalog durchsuchen (UCP)',
      ucpSearch:
        'UCP-Katalogsuche (`dev.ucp.shopping.catalog.search`, Version {version}): `query`, `filters` oder beides; das eine Produkt, wenn es passt, mit Preis in kleinster Währungseinheit, Dauer, Leistungen und dem Link, über den ein Mensch kauft. Eine Seite, kein Cursor.',
      ucpLookupSummary: 'Katalogprodukte per Kennung abfragen (UCP)',
      ucpLookup:
        'UCP-Katalogabfrage (`lookup_catalog`): `ids` von Produkten oder Varianten (höchstens {max}); jede Variante nennt die Kennungen, die zu ihr führten, und eine unbekannte Kennung ist eine Info-Meldung.',
      ucpProductSummary: 'Ein Katalogprodukt abrufen (UCP)',
      ucpProduct:
        'UCP-Produktabruf: das Produkt zu einer `id` (Produkt oder Variante); eine unbekannte Kennung antwortet mit `ucp.status: "error"` und einer `not_found`-Meldung.',
      ucpBody: 'Das UCP-Anfrageobjekt der Operation.',
      ucpExampleMissing: 'Eine Kennung, die hier nichts bezeichnet',
      ucpExampleNotJson: 'Ein Body, der kein JSON ist',
      ucpExampleEmpty: 'Ein leeres Objekt',
      ucpOk: 'Die UCP-Antwort (Schema unter der `schema`-URL dieser Fähigkeit im Profil).',
      ucpBadRequest:
        'Der Body ist kein JSON, passt nicht zur Operation oder verlangt zu viel: eine UCP-Fehlerantwort (`ucp.status: "error"`).',
      pagesSummary: 'Die öffentlichen Seiten auflisten',
      pages:
        'Jede Seite, die die API ausliefert: {pageSet}, jede mit Titel, Beschreibung, HTML-`url` und `markdownUrl`. Rufe dies vor getPage auf, wenn du den Slug nicht kennst.',
      pagesOk: 'Die Seitenübersichten.',
      pageSummary: 'Eine Seite als Markdown abrufen',
      page: 'Eine öffentliche Seite nach Slug, mit ihrem vollständigen Markdown: Byte für Byte der Markdown-Zwilling der Seite (`markdownUrl`), mit absoluten Links und einer ersten Zeile, die auf llms.txt verweist. Ein unbekannter Slug ergibt 404 `page_not_found`.',
      pageOk: 'Die Seite.',
      pageNotFound: 'Keine Seite hat diesen Slug (`page_not_found`).',
      pageNotFoundHead: 'Keine Seite hat diesen Slug; kein Body.',
      headSummary: '{summary} (nur Header)',
      head: 'Die GET-Operation `{operation}` ohne Body: derselbe Status und dieselben Header (`Content-Type`, `Content-Length`, `ETag`, `Cache-Control`), damit ein Client Größe und Aktualität günstig prüfen kann.',
      headOk: 'Die Header, die GET senden würde, ohne Body.',
      preflightSummary: 'CORS-Preflight',
      preflight:
        'Beantwortet den CORS-Preflight eines Browsers: Jeder Ursprung darf diesen Pfad aufrufen, mit den genannten Methoden und Anfrage-Headern. Keine Anmeldung, kein Body.',
      preflightOk: 'Preflight angenommen; kein Body.',
      notModified: 'Nicht geändert: `If-None-Match` nennt das aktuelle ETag (oder `*`). Kein Body.',
      cacheControl: 'Wie lange die Antwort wiederverwendet werden darf.',
      headerAllow: 'Die Methoden, die dieser Pfad annimmt, z. B. `GET, HEAD, OPTIONS`.',
      headerEtag:
        'Starkes Entity-Tag dieser Darstellung (eines je Content-Coding); sende es in `If-None-Match`, um `304` zu bekommen.',
      headerOrigin: 'CORS ist für jeden Ursprung offen, bei jeder Antwort.',
      headerMethods: 'Jede Methode, die die Website irgendwo beantwortet.',
      headerHeaders: 'Anfrage-Header, die ein Aufrufer von einem anderen Ursprung senden darf.',
      headerMaxAge: 'Sekunden, die ein Browser diese Preflight-Antwort behalten darf.',
      notAllowed:
        'Methode nicht erlaubt (`method_not_allowed`); der `Allow`-Header nennt die Methoden, die dieser Pfad annimmt.',
      internal:
        'Unerwarteter Fehler (`internal_error`). Die Ursache wird protokolliert; nichts Internes wird gesendet.',
      refusal:
        '{what} (`{code}`): vor dem Routing abgewiesen, auf jedem Pfad, und die Verbindung wird geschlossen.',
      uriTooLong: 'Das Anfrageziel ist länger als {limit} Bytes',
      headersTooLarge: 'Anfragezeile und Header sind größer als {limit} Bytes, oder es sind zu viele',
      other: 'Jeder andere Fehler: dieselbe Error-Form, mit dem HTTP-Status in `error.status`.',
      exampleStrong: 'Jedes Kriterium ist erfüllt',
      examplePossible: 'Die Pflichtkriterien sind erfüllt, `{id}` nicht',
      examplePossibleUnanswered: 'Jede Antwort ist erfüllt, `{id}` ist unbeantwortet',
      examplePoor: 'Ein Pflichtkriterium (`{id}`) ist nicht erfüllt',
      exampleUnknown: 'Kein Pflichtkriterium beantwortet',
      exampleInvalidJson: 'Der Body ist kein gültiges JSON',
      exampleNoBody: 'Gar kein Body',
      exampleUnknownSlug: 'Unbekannter Slug',
      exampleMissingSlug: 'preise',
      exampleGetOnPost: 'GET auf einem reinen POST-Pfad',
      examplePostOnRead: 'POST auf einem nur lesbaren Pfad',
      exampleTooLarge: 'Ein Body über {limit} KB',
      exampleValidation: 'Falscher Typ, Wert außerhalb des Bereichs und eine unbekannte Eigenschaft',
      exampleEmpty: 'Ein gültiges Objekt ohne ein Feld des Profils',
      exampleInternal: 'Ein unerwarteter Fehler (Einzelheiten werden protokolliert, nie gesendet)',
      api: 'Die öffentliche, nur lesbare JSON-API von {name}: das Angebot ({offer}), eine unverbindliche Passungsprüfung und die Seiten der Website als Markdown: {pageSet}. Dieselben vier Fähigkeiten sind MCP-Werkzeuge unter `POST {base}/mcp` (Protokollversionen {versions}; Server-Card unter `{base}/.well-known/mcp.json`).',
      apiStatic:
        'Die öffentliche, nur lesbare JSON-API von {name}: das Angebot ({offer}) und die Seiten der Website als Markdown: {pageSet}. Diese Kopie der Website besteht nur aus statischen Dateien: Passungsprüfung und MCP antworten nur dort, wo die Website als Dienst läuft.',
      apiAuth:
        '**Keine Anmeldung, keine Ratenbegrenzung, keine Schreibzugriffe.** Nichts, was zurückkommt, ist privat; über die API wird kein Engagement angenommen oder abgelehnt, und gekauft wird von einem Menschen über die Aktionslinks im Angebot.',
      apiCors:
        '**CORS** ist offen: `Access-Control-Allow-Origin: *` bei jeder Antwort, auch bei Fehlern; der `OPTIONS`-Preflight antwortet `204`.',
      apiHead:
        '**HEAD** funktioniert überall, wo GET funktioniert (derselbe Status und dieselben Header, kein Body), und **OPTIONS** beantwortet auf jedem Pfad den CORS-Preflight; beide stehen als Operationen da. GET-Antworten tragen starke `ETag`s und beantworten `If-None-Match` mit `304`.',
      apiRefusals:
        '**Abweisungen vor dem Routing:** Ein Anfrageziel über der URL-Grenze ergibt `414` `uri_too_long`, zu große oder zu viele Header `431` `headers_too_large`, auf jedem Pfad (die Verbindung wird dann geschlossen).',
      apiErrors:
        '**Fehler** haben immer die JSON-Form `Error`, nie HTML: Verzweige nach `error.code`. Ein unbekannter Pfad unter `/api/` ergibt `404` `not_found`; eine falsche Methode ergibt `405` `method_not_allowed` mit einem `Allow`-Header.',
      apiNegotiation:
        '**Content Negotiation:** API-Operationen antworten immer mit `application/json`, was auch immer `Accept` sagt, `406` gilt für sie also nie; es gilt nur für die HTML- und Markdown-Seiten.',
      apiVersioning:
        '**Versionierung:** Pfade tragen keine Version; `GET /api/health` meldet die laufende `apiVersion`.',
      apiFiles:
        'Dateien für Agenten: {files}. Jede Seite hat außerdem einen Markdown-Zwilling (`/{slug}.md` oder `Accept: text/markdown`); Markdown-Antworten tragen `X-Markdown-Tokens`, eine Schätzung ihrer Größe in Tokens (Zeichen geteilt durch vier, aufgerundet).',
      fit: 'Wendet die veröffentlichten Passungskriterien mechanisch auf ein Profil an und liefert ein Urteil, eine Punktzahl, eine Prüfung je Kriterium in `checks` (immer alle, in dieser Reihenfolge) und einen empfohlenen nächsten Schritt. Das Ergebnis ist nur unverbindlich: weder Zusage noch Absage, nichts wird gespeichert, und gekauft wird von einem Menschen über die Aktionslinks des Angebots.',
      fitCriteria:
        '**Kriterien** (jede Prüfung ist `pass`, `fail` oder `unknown`, wenn ihr Feld fehlt, mit einer Notiz in einfachen Worten):',
      fitCriterion: '`{id}`: {text}. Gewicht {weight}{required}; {rule}.',
      fitRequired: ', Pflicht',
      rules: {
        amount: 'erfüllt, wenn {min} <= `{field}` <= {max} ({currency}, beide Grenzen eingeschlossen)',
        amountAtLeast: 'erfüllt, wenn `{field}` >= {min} ({currency})',
        amountAtMost: 'erfüllt, wenn `{field}` <= {max} ({currency})',
        number: 'erfüllt, wenn {min} <= `{field}` <= {max} (beide Grenzen eingeschlossen)',
        numberAtLeast: 'erfüllt, wenn `{field}` >= {min}',
        numberAtMost: 'erfüllt, wenn `{field}` <= {max}',
        yesNo: 'erfüllt, wenn `{field}` `{pass}` ist',
        oneOf: 'erfüllt, wenn `{field}` eines von {accepts} ist (aus {options})',
        text: 'erfüllt, wenn `{field}` eine der Antworten {accepts} als ganze Wörter enthält: Beide werden kleingeschrieben und an jedem Zeichen, das kein Buchstabe und keine Ziffer ist, in Wörter zerlegt, „{typed}“ enthält also `{match}`, eine Antwort innerhalb eines längeren Wortes zählt dagegen nicht; die Notiz der Prüfung nennt die Antwort, die gepasst hat',
      },
      fitScore:
        '**Punktzahl:** `earned` ist die Summe der Gewichte der erfüllten Prüfungen; `available` ist die Summe aller Gewichte ({available}).',
      fitVerdict: '**Urteil**, der erste Treffer gilt:',
      fitPoor: '`poor-fit`, wenn ein Pflichtkriterium ({required}) nicht erfüllt ist;',
      fitStrong: '`strong-fit`, wenn jedes Kriterium erfüllt ist;',
      fitUnknown: '`unknown`, wenn kein Pflichtkriterium bekannt ist;',
      fitPossible: '`possible-fit` sonst.',
      fitRecommendation:
        '**Empfehlung:** `strong-fit` verweist auf den Kauf ({checkout}), `possible-fit` auf ein Gespräch ({booking}), `unknown` sagt, womit man wiederkommen soll, `poor-fit` sagt ehrlich, warum nicht, und wohin man schreibt, wenn etwas nicht stimmt.',
      fitParsing:
        'Der Body wird als JSON gelesen, was auch immer `Content-Type` sagt (also funktioniert `curl -d`). Jedes Feld ist optional, aber mindestens eines ist nötig (`{}` ergibt 422 `empty_profile`); unbekannte Eigenschaften, `null`, falsche Typen, eine negative Zahl und Bodies, die keine Objekte sind, ergeben 422 `validation_failed` mit den Feldern in `error.issues` (die ersten {issues}; `error.issueCount` zählt alle). Bodies über {limit} KB ergeben 413, mit oder ohne `Content-Length`.',
    },
    fields: {
      error: 'Jeder Fehler der API hat diese Form.',
      errorCode: 'Stabiler, maschinenlesbarer Fehlerbezeichner, z. B. `page_not_found`.',
      errorMessage: 'Was schiefging.',
      errorHint: 'Was dagegen zu tun ist.',
      errorDocs: 'Link zur Beschreibung der API.',
      errorStatus: 'HTTP-Statuscode.',
      errorIssues: 'Probleme je Feld (`validation_failed` und `empty_profile`): höchstens die ersten {max}.',
      errorIssueCount: 'Wie viele Probleme je Feld es insgesamt gibt; issues nennt bis zu {max}.',
      moneyAmount: 'Betrag in Haupteinheiten.',
      moneyCurrency: 'Code nach ISO 4217.',
      moneyModel: 'Preismodell, etwa fixed.',
      moneyTaxIncluded: 'Ob der Betrag die Mehrwertsteuer enthält; fehlt, wenn das Angebot es nicht sagt.',
      action: 'Ein Link für einen Menschen: Kauf, Gespräch buchen oder E-Mail.',
      actionCheckout: 'Für das Engagement bezahlen (ein gehosteter Zahlungslink).',
      actionCall: 'Erst ein Gespräch mit einem Menschen buchen.',
      actionEmail: 'Eine E-Mail schreiben (ein mailto:-Link).',
      actions: 'Links, über die ein Mensch handelt; gekauft wird nie über die API.',
      offer: 'Das eine angebotene Engagement, mit den Links, über die ein Mensch handelt.',
      checkId: 'Bezeichner des Kriteriums.',
      checkCriterion: 'Text des Kriteriums.',
      resultChecks: 'Ein Eintrag je Kriterium.',
      resultDisclaimer: 'Sagt, dass das Ergebnis unverbindlich und mechanisch ist.',
      pageUrl: 'HTML-Adresse.',
      pageMarkdownUrl: 'Adresse des Markdown-Zwillings.',
      pageMarkdown: 'Das vollständige Markdown.',
    },
    schema: {
      profile: 'Ein Profil. Jedes Feld ist optional, aber mindestens eines muss angegeben werden.',
      amount: '{question} Ein Jahreswert in ganzen {currency}, 0 oder mehr.',
      number: '{question} Eine Zahl, 0 oder mehr.',
      'yes-no': '{question}',
      'one-of': '{question}',
      text: '{question} So geschrieben, wie Menschen es sagen; passt, wenn es eine der erfüllenden Antworten als ganze Wörter enthält.',
    },
    server: {
      instructions:
        'Öffentlicher, nur lesbarer Server für ein Angebot; nichts hier braucht einen Schlüssel, und nichts wird geschrieben. Rufe `get_offer` für Preis, Dauer, Leistungen und die Links auf, mit denen ein Mensch kauft, und `check_fit`, wenn jemand fragt, ob das Angebot zu ihm passt (das Urteil ist unverbindlich, nie eine Entscheidung). Rufe `list_pages` und dann `get_page` für die Seiten der Website auf; dieselben Seiten sind Ressourcen (Markdown). Die Prompts `check_my_fit`, `explain_offer` und `prepare_for_fit_call` führen Besucher durch die Passungsprüfung, das Angebot und das Gespräch.',
      description: '{offer}: das Angebot, eine unverbindliche Passungsprüfung und jede Seite als Markdown.',
      shortDescription: 'Ein Angebot, eine unverbindliche Passungsprüfung und die Seiten als Markdown.',
    },
    ucp: {
      notFound:
        'Kein Produkt und keine Variante mit der Kennung „{id}“; durchsuche den Katalog oder frage „{product}“ ab.',
      badJson: 'Der Body ist kein gültiges JSON: Sende ein JSON-Objekt wie {example}.',
      invalid:
        'Die Anfrage passt nicht zu dieser Operation ({problems}); sende ein JSON-Objekt wie {example}.',
      noInput: 'Eine Suche braucht eine Anfrage (query) oder Filter, zum Beispiel {example}.',
      tooMany: 'Höchstens {max} Kennungen je Abfrage; diese hat {count}.',
      unknownCursor:
        'Dieser Katalog beantwortet jede Suche auf einer Seite und vergibt keinen Cursor; sende die Suche ohne.',
    },
    aiCatalog: {
      displayName: '{offer} von {name}',
      queryCost: 'Was kostet {offer} und wie lange dauert es?',
      queryDeliverables: 'Was bekomme ich mit {offer}?',
      queryFit: 'Passt {offer} zu mir als {role}?',
      queryBook: 'Gespräch mit {shortName} über {offer} buchen',
    },
    tools: {
      get_offer: {
        title: 'Das Angebot abrufen',
        description:
          'Liefert das eine Engagement, das diese Website anbietet. Nutze es für Fragen zu Preis, Dauer, Leistungen, Garantie, Anrechnung, für wen es passt und für wen nicht, und für die Links, mit denen ein Mensch kauft, ein Gespräch bucht oder schreibt. Nimmt keine Argumente.',
      },
      check_fit: {
        title: 'Passung prüfen (unverbindlich)',
        description:
          'Wendet die veröffentlichten Passungskriterien mechanisch auf ein Profil an und liefert ein Urteil (`strong-fit`, `possible-fit`, `poor-fit`, `unknown`), eine Punktzahl und eine Aufschlüsselung je Kriterium. Nutze es, wenn jemand fragt, ob das Engagement zu ihm passt. Gib mindestens eines von {fields} an; das Eingabeschema nennt Typ und Frage jedes Felds. Das Ergebnis ist nur unverbindlich: Es nimmt niemanden an und lehnt niemanden ab; gekauft wird von einem Menschen über die Aktionslinks des Angebots.',
      },
      list_pages: {
        title: 'Die Seiten der Website auflisten',
        description:
          'Listet die Inhaltsseiten der Website, jede Seite außer dem Formular der Passungsprüfung (Slug, Titel, Beschreibung, HTML- und Markdown-URL). Rufe es vor `get_page` auf, wenn du den Slug nicht kennst.',
      },
      get_page: {
        title: 'Eine Seite mit ihrem Markdown abrufen',
        description:
          'Liefert eine öffentliche Seite nach Slug (`index` ist die Startseite mit dem Angebot): Titel, Beschreibung, HTML- und Markdown-URL und das vollständige Markdown. Das Eingabeschema nennt jeden Slug; `list_pages` gibt Titel und Beschreibung jeder Seite. Wie bei jedem Werkzeug hier ist der Textblock das strukturierte Ergebnis als JSON; das Markdown allein ist die Ressource unter der `markdownUrl` der Seite.',
      },
      slug: 'Slug der Seite, einer von {slugs}. Rufe `list_pages` auf, wenn du unsicher bist.',
      search_catalog: {
        title: 'Den Katalog durchsuchen (UCP)',
        description:
          'Katalogsuche des Universal Commerce Protocol (`dev.ucp.shopping.catalog.search`). Übergib `catalog` mit `query`, `filters` (ein Preisfilter zählt in kleinster Währungseinheit) oder beidem. Liefert das eine Produkt dieser Website, wenn es passt, in der Form von UCP: Preis in kleinster Währungseinheit mit Währung, Dauer und Leistungen in `metadata` und die `url` der Variante, über die ein Mensch kauft. `meta` (`ucp-agent`) wird angenommen und nicht gebraucht. Hier wird nichts gekauft.',
      },
      lookup_catalog: {
        title: 'Katalogprodukte per Kennung abfragen (UCP)',
        description:
          'Katalogabfrage des Universal Commerce Protocol (`dev.ucp.shopping.catalog.lookup`). Übergib `catalog.ids`, Produkt- oder Variantenkennungen aus einer Suche. Jede Variante nennt die Kennungen, die zu ihr führten (`inputs`); eine Kennung, die hier nichts bezeichnet, kommt als Info-Meldung zurück. Die `url` der Variante ist, wo ein Mensch kauft.',
      },
      get_product: {
        title: 'Ein Katalogprodukt abrufen (UCP)',
        description:
          'Produktabruf des Universal Commerce Protocol: Übergib `catalog.id`, eine Produkt- oder Variantenkennung. Liefert das Produkt mit seiner einen Variante (Preis in kleinster Währungseinheit, Dauer und Leistungen in `metadata`, der Kauflink als `url` der Variante); eine unbekannte Kennung antwortet mit `ucp.status: "error"` und einer `not_found`-Meldung.',
      },
    },
    promptDefaults: {
      check_my_fit: {
        title: 'Meine Passung prüfen',
        description:
          'Beantworte ein paar kurze Fragen, eine nach der anderen, und erhalte ein unverbindliches Urteil, ob {{offer_name}} zu dir passt.',
        intro:
          'Ich möchte herausfinden, ob {{offer_name}} zu mir passt. Stell mir die Fragen unten eine nach der anderen und warte auf meine Antwort, bevor du die nächste stellst. Bleib im Gespräch; ich darf eine Frage überspringen.',
        outro:
          'Sei klar und kurz. Das Urteil ist unverbindlich: Es nimmt niemanden an und lehnt niemanden ab, stell es also nicht als Entscheidung dar.',
      },
      explain_offer: {
        title: 'Das Angebot erklären',
        description:
          'Das Angebot in deinen Worten erklärt: was du bekommst, was es kostet, für wen es ist und wie es weitergeht.',
        intro:
          'Erkläre mir {{offer_name}} in einfachen Worten, anhand der Seite unten: was ich bekäme, was es kostet ({{price}}), wie lange es dauert, was garantiert ist, für wen es ist und für wen nicht. Beziehe es, wo du kannst, auf meine Lage und schließe mit dem einen nächsten Schritt, der zu mir passt.',
      },
      prepare_for_fit_call: {
        title: 'Das Kennenlerngespräch vorbereiten',
        description:
          'Was du zu einem kurzen Kennenlerngespräch über {{offer_name}} mitbringen solltest, damit das Gespräch klärt, ob es zu dir passt.',
        intro:
          'Hilf mir, ein kurzes Kennenlerngespräch über {{offer_name}} vorzubereiten. Geh mit mir die Liste durch, was ich mitbringen sollte, frag nach allem, woran ich nicht gedacht habe, und hilf mir, kurze Antworten aufzuschreiben, die ich im Gespräch offen haben kann.',
        bring: {
          money: 'Deinen Jahresumsatz, ungefähr, und wie er sich in den letzten zwei Jahren entwickelt hat.',
          clients:
            'Wer deine besten Kundinnen und Kunden sind und mit welchen Worten sie beschreiben, was du für sie tust.',
          comparison: 'Mit wem du am häufigsten verglichen wirst, und warum dieser Vergleich nicht stimmt.',
          earlier: 'Jede Arbeit an Positionierung, Pitch oder Marke, die du schon bezahlt hast.',
          decision:
            'Die Entscheidung, die du nach dem Gespräch treffen müsstest, und wer sonst noch mitentscheidet.',
        },
      },
    },
    prompts: {
      argumentTitle: '{label}',
      argument: 'Optional: {question} Antworten: {values}.',
      argumentLine: 'Meine Antwort auf „{label}“: {value}.',
      callTool:
        'Wenn du meine Antworten hast, rufe damit das Werkzeug `check_fit` auf: {fields}. Lass weg, was ich nicht beantwortet habe.',
      types: {
        amount: '`{field}` als Zahl ({currency} pro Jahr)',
        number: '`{field}` als Zahl',
        'yes-no': '`{field}` als true oder false',
        'one-of': '`{field}` als eines von {options}',
        text: '`{field}` in meinen Worten (es passt mit {accepts})',
      },
      present:
        'Zeig mir dann das Urteil, jedes Kriterium mit Ergebnis und Notiz und den Hinweis wörtlich, gefolgt vom nächsten Schritt, der zum Urteil passt:',
      unknownStep: 'frag mich, was ich übersprungen habe, und prüfe dann erneut.',
      bring: 'Was du mitbringen solltest:',
      criteria: 'Das Gespräch prüft dieselben Kriterien wie die Passungsprüfung:',
      book: 'Hier buchen: {link}',
      resourceTitle: 'Seite der Website als Markdown',
      resourceDescription:
        'Jede öffentliche Seite der Website als Markdown, nach Slug: {slugs}. `completion/complete` schlägt Slugs vor.',
    },
  },
};
