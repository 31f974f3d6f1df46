// Italian defaults of the `agents` words: what agents.md, llms.txt, the skills, OpenAPI and MCP say around the facts.
import type { agentsWords as en } from '../en/agents.js';

export const agentsWords: typeof en = {
  agents: {
    use: {
      offer: 'Questo sito pubblica un’offerta, {offer} ({terms}), di {name}.',
      when: 'Usalo quando una persona chiede quanto costa il progetto, cosa comprende, come si svolge, se fa al caso suo, oppure come acquistarlo o contattare {shortName}.',
      open: 'Qui è tutto pubblico, in sola lettura, e non serve alcuna chiave.',
      indicative:
        'La verifica di compatibilità è indicativa: applica meccanicamente i criteri pubblicati e non accetta né rifiuta nessuno.',
      purchase:
        'L’acquisto spetta a una persona: dalle i link d’azione dell’offerta ({actions}); non tentare mai di acquistare tramite l’API.',
    },
    endpoints: {
      health: 'stato del servizio, la `apiVersion` in esecuzione e dove si trovano OpenAPI, MCP e llms.txt',
      healthStatic: 'stato del servizio, la `apiVersion` in esecuzione e dove si trovano OpenAPI e llms.txt',
      offer:
        'l’offerta: prezzo, durata, risultati consegnati, garanzia, credito, profili ideali e meno adatti, e i link d’azione con cui una persona acquista, prenota una chiamata o scrive un’e-mail',
      fit: 'un verdetto indicativo, un punteggio e una verifica per criterio per un profilo inviato come JSON con almeno uno tra {fields}',
      pages: '{pageSet}, ognuna con il suo `url` HTML e il suo `markdownUrl`',
      page: 'una di queste pagine con la sua versione Markdown in `markdown`; slug {slugs}',
    },
    pageSet: {
      one: 'l’unica pagina di contenuto',
      other: 'tutte le {count} pagine di contenuto',
      every: '{pages} (tutte le pagine del sito)',
      allBut: '{pages} (tutte le pagine del sito tranne {tools}, che ospita il modulo della verifica)',
    },
    headings: {
      engine: 'Il motore privato (esterno a questo servizio)',
      agentsTitle: 'Istruzioni per gli agenti',
    },
    agentsMd: {
      title: 'Istruzioni per gli agenti: {name}',
      whenHeading: 'Quando usare questo sito',
      chooseHeading: 'API, MCP o pagine?',
      chooseApi:
        '**Una domanda sull’offerta, da codice o da una chiamata di funzione:** l’API JSON (`GET /api/offer`, `POST /api/fit`). Ha una descrizione OpenAPI 3.1, quindi i client generati e i framework di chiamata degli strumenti possono usarla così com’è.',
      chooseApiStatic:
        '**Una domanda sull’offerta, da codice:** l’API JSON (`GET /api/offer`, `GET /api/pages`). Ha una descrizione OpenAPI 3.1, quindi i client generati possono usarla così com’è. Questa copia del sito è statica: la verifica di compatibilità e MCP rispondono solo dove il sito funziona come servizio.',
      chooseMcp:
        '**Sei un client MCP** (un assistente desktop, un IDE, un framework per agenti): l’endpoint MCP. Le stesse quattro funzioni come strumenti, ogni pagina come risorsa, senza chiave.',
      choosePages:
        '**Leggere o citare ciò che dice il sito** (come si svolge il progetto, condizioni, privacy): le pagine in Markdown, `/{page}.md` o qualsiasi URL di pagina con `Accept: text/markdown`; `llms-full.txt` le riunisce tutte in un file.',
      chooseBuy:
        '**Una persona vuole acquistare, prenotare una chiamata o scrivere:** niente di tutto questo. Dalle i link d’azione qui sotto; l’acquisto non passa mai dall’API né da MCP.',
      rulesHeading: 'Regole',
      ruleIndicative:
        '**La verifica è indicativa.** Dillo quando ne riferisci l’esito. Con le parole di {shortName}: «{disclaimer}»',
      rulePurchase:
        '**L’acquisto spetta a una persona.** Non acquistare, non prenotare e non inviare e-mail per conto di nessuno; dai alla persona questi link di `GET /api/offer` (`actions`):',
      ruleQuote:
        '**Cita, non indovinare.** Prezzi, date e condizioni vengono da `GET /api/offer` o dalle pagine; se qualcosa manca, dillo e rimanda a {contact}.',
      contactPage: 'la pagina dei contatti ({url})',
      contactEmail: 'l’indirizzo e-mail {email}',
      pagesHeading: 'Leggere le pagine',
      pages:
        'Ogni pagina ha una versione Markdown allo stesso URL: invia `Accept: text/markdown` (i valori q sono rispettati, e `text/markdown, text/html, */*` riceve Markdown) oppure scarica direttamente `/{slug}.md`. I link nelle versioni Markdown sono assoluti, quindi un estratto che dividi o citi mantiene le sue destinazioni. Ogni risposta Markdown (versioni delle pagine, questo file, llms.txt e llms-full.txt) porta `X-Markdown-Tokens`, una stima della sua dimensione in token (caratteri divisi per quattro, arrotondati per eccesso): leggila con una richiesta `HEAD` per pianificare il budget prima di scaricare. `{base}/llms.txt` indicizza tutto; `{base}/llms-full.txt` contiene tutte le pagine in un solo file.',
      apiHeading: 'Chiamare l’API JSON',
      api: 'URL di base: `{base}`. Nessuna autenticazione, nessun limite di richieste, nessuna scrittura; i percorsi non portano versione. Ogni risposta è JSON e ogni errore ha la stessa forma Error (`error.code`, `error.message`, `error.status`, e facoltativi `error.hint` e `error.docs`): decidi in base a `error.code`. Il contratto completo è `{base}/openapi.json` (OpenAPI 3.1). Chiama `GET /api/pages` prima di `GET /api/pages/{slug}` se non conosci lo slug.',
      returns: 'Restituisce {note}.',
      example:
        'Il profilo d’esempio qui sopra ottiene ora il verdetto `{verdict}` (punteggio {earned} su {available}), con una voce per criterio in `checks`. I campi sono {fields}; inviane almeno uno e nessun altro.',
    },
    mcp: {
      heading: 'Usare l’endpoint MCP',
      intro:
        'Endpoint: `POST {url}`, Streamable HTTP con JSON-RPC 2.0, senza stato (nessuna sessione da mantenere). Versioni del protocollo: {versions}. Server card: `{card}` (anche `{cardAlias}`). Gli strumenti ricalcano l’API:',
      toolColumn: 'Strumento',
      whatColumn: 'Cosa fa',
      prompts:
        'Prompt (per una persona che parla con un assistente): {prompts}; ognuno accetta {arguments} (facoltativi), suggeriti da `completion/complete`. Risorse: ogni pagina in Markdown, e il modello `{template}`.',
      promptsPlain:
        'Prompt (per una persona che parla con un assistente): {prompts}. Risorse: ogni pagina in Markdown, e il modello `{template}`.',
      modern:
        '**{version}** (senza stato): nessun handshake; ogni richiesta porta la sua versione e le sue capacità in `params._meta`, e le intestazioni `MCP-Protocol-Version`, `Mcp-Method` e (per una chiamata, una lettura o un prompt) `Mcp-Name` ripetono il corpo. `server/discover` elenca versioni e capacità. Chiama `{tool}`:',
      legacy:
        '**{versions}**: `initialize` risponde nella versione richiesta ({latest} se non è una di queste), poi invia quella versione in `MCP-Protocol-Version`; nient’altro viene conservato tra una richiesta e l’altra. I batch sono accettati solo con 2025-03-26, al massimo 32 messaggi.',
      originLoopback:
        'Questa installazione gira su un indirizzo di loopback, quindi `/mcp` risponde solo alle richieste il cui `Host` e `Origin` sono anch’essi di loopback (protezione dal DNS rebinding); qualsiasi altra riceve `403`.',
      originOpen:
        'CORS è aperto a ogni origine e l’endpoint accetta qualsiasi intestazione `Origin`, di proposito: qui è tutto pubblico, in sola lettura e senza autenticazione, quindi non c’è sessione, né dato privato, né nulla che una richiesta cross-site o un DNS rebinding possa raggiungere e che il web aperto non possa già leggere.',
      webmcpHeading: 'In un browser (WebMCP)',
      webmcp:
        'Lavori nel browser di una persona, su questo sito? Dove il browser ha WebMCP (`document.modelContext`), ogni pagina registra gli stessi strumenti ({tools}) con gli stessi schemi di input; ognuno chiama l’API JSON. Nella pagina della verifica (`{fitUrl}`) il modulo stesso è lo strumento `{tool}`: compilalo e si invia da solo, rispondendoti come `POST /api/fit` mentre la persona vede il risultato.',
    },
    llms: {
      intro:
        'Le pagine sono elencate con le loro versioni Markdown, con accanto la pagina HTML per le persone. L’API JSON e l’endpoint MCP non sono pagine: sono elencati come chiamate, con i link alla loro documentazione.',
      introStatic:
        'Le pagine sono elencate con le loro versioni Markdown, con accanto la pagina HTML per le persone. L’API JSON non è una pagina: le sue letture sono elencate come chiamate. Questa copia del sito è fatta solo di file statici, quindi non ha un endpoint per la verifica di compatibilità né un endpoint MCP.',
      pagesHeading: 'Pagine',
      toolPage: 'Il modulo è per le persone: gli agenti chiamano `POST /api/fit` (sotto).',
      apiHeading: 'API',
      api: 'Un’API JSON in sola lettura: senza chiave, senza limite di richieste, JSON in ingresso e in uscita, ogni errore con la stessa forma Error. La sua descrizione OpenAPI 3.1 è {openapi} (anche {openapiAlias}). Le operazioni, relative a `{base}`:',
      forExample: 'Per esempio:',
      docsTitle: 'Documentazione per sviluppatori',
      docsNote: 'ogni operazione con esempi, errori e limiti, e l’endpoint MCP',
      docsNoteEngine:
        'ogni operazione con esempi, errori e limiti, l’endpoint MCP e il confine del motore privato',
      agentsApi:
        'quando usare l’API, MCP o le pagine, con richieste esatte che funzionano così come sono scritte',
      agentsApiStatic:
        'quando usare l’API o le pagine, con richieste esatte che funzionano così come sono scritte',
      agentsMcp: 'come collegare un client MCP, con le richieste JSON-RPC esatte',
      mcpHeading: 'MCP',
      mcp: 'Le stesse quattro funzioni come strumenti MCP ({tools}), con i prompt {prompts}, su `POST {url}`: Streamable HTTP con JSON-RPC 2.0, senza stato, senza chiave; versioni del protocollo {versions}. La sua server card è {card} (anche {cardAlias}).',
      skillsHeading: 'Skill per agenti',
      skills:
        'Istruzioni installabili per gli agenti (formato agentskills.io), elencate con le loro impronte SHA-256 in {index}:',
      optionalHeading: 'Facoltativo',
      fullTitle: 'Testo completo',
      fullNote: 'tutte le pagine qui sopra in un unico file Markdown',
      also: 'Leggibili dalle macchine anche: la mappa del sito {sitemap}, robots.txt con i segnali sui contenuti {robots} e il catalogo API RFC 9727 {catalog}.',
    },
    llmsFull: {
      title: '{name}: tutte le pagine per intero',
      intro:
        'Il Markdown completo di ogni pagina pubblica di {base}, una sezione per pagina, con i titoli di ogni pagina abbassati di un livello. L’indice breve è {base}/llms.txt.',
      where: 'URL: {url} (Markdown: {markdown}, aggiornato il {updated})',
    },
    robots: {
      title: 'robots.txt di {name} ({base})',
      open: 'Tutto su questo sito è pubblico e in sola lettura: ogni crawler e agente IA può scaricarlo tutto, compresa l’API JSON sotto /api/. Agenti: partite da {base}/llms.txt o {base}/agents.md.',
      noLicence:
        'Nessuna licenza è concessa su questo contenuto (tutti i diritti riservati); i segnali sui contenuti qui sotto dicono come può essere usato.',
      licence: 'Licenza del contenuto: {licence} ({id}).',
      group:
        'Un solo gruppo per tutti gli user agent; i crawler e gli agenti IA sono elencati per nome, di proposito.',
      signals:
        'I segnali sui contenuti (https://contentsignals.org/) indicano come si può usare il contenuto una volta scaricato:',
      search: 'search=yes: creare un indice di ricerca e mostrare link ed estratti;',
      input: 'ai-input=yes: usarlo per rispondere a una domanda in tempo reale (recupero, ancoraggio);',
      trainYes:
        'ai-train=yes: può essere usato per addestrare o perfezionare modelli di IA (impostato in content/site.yaml).',
      trainNo:
        'ai-train=no: non va usato per addestrare o perfezionare modelli di IA (impostato in content/site.yaml).',
    },
    catalog: {
      openapi: 'API JSON di {name}: descrizione OpenAPI 3.1',
      health: 'Stato: situazione del servizio e versione dell’API',
      card: 'Endpoint MCP pubblico di {name}: server card (versioni del protocollo {versions})',
      engineHealth: 'Stato del motore privato: aperto, {"ok": true} più i nomi dei suoi metodi',
      engineDoc:
        'Motore privato (autenticato: una chiave bearer per cliente, 401 senza; non fa parte di questo servizio): {title}',
      markdown: '{title} (Markdown)',
      skill: 'Skill per agenti {name} (SKILL.md)',
    },
    links: {
      apiCatalog: 'Catalogo API',
      openapi: 'Descrizione OpenAPI 3.1 dell’API JSON',
      serverCard: 'Server card MCP',
      skills: 'Indice delle skill per agenti',
    },
    discovery: {
      what: 'Cosa',
      where: 'Dove, e cosa dà a un agente',
      linkHeaders: 'Intestazioni Link',
      linkHeadersText:
        'Ogni pagina HTML invia intestazioni `Link` RFC 8288 (e gli stessi link nel suo head): la sua versione Markdown come {twin}, poi {rels}; la home page aggiunge {home}. Basta una richiesta `HEAD`.',
      skills: 'Skill per agenti',
      skillsText:
        '{index}: {skills}, un `SKILL.md` ciascuna, elencata con la sua impronta SHA-256 (Agent Skills Discovery v0.2.0).',
      and: 'e',
      card: 'Server card MCP',
      cardText:
        '{card}, la posizione riservata dalla bozza, come `application/mcp-server-card+json`; la stessa scheda su {aliases}.',
      aiCatalog: 'AI Catalog',
      aiCatalogText: '{catalog}: la voce della server card, così come la cerca la bozza.',
      mcpCatalog: 'MCP Catalog',
      mcpCatalogText: '{catalog}: la stessa voce, per i client della revisione precedente della bozza.',
      apiCatalog: 'Catalogo API',
      apiCatalogText: '{catalog}: link RFC 9727 all’API JSON e alla sua descrizione OpenAPI.',
      heading: 'Scoprire senza analizzare l’HTML',
      intro:
        'Ogni pagina risponde a `HEAD` con intestazioni `Link` verso la sua versione Markdown e verso questi documenti, quindi una richiesta basta a trovare il resto. Le skill sono istruzioni da caricare quando un compito lo richiede: una per verificare la compatibilità e proporre il prossimo passo, una per leggere e citare il sito.',
      notPublishedHeading: 'Cosa questo sito non pubblica, e perché',
      oauth: 'La scoperta OAuth e i metadati delle risorse protette',
      oauthWhy:
        'Non esistono `/.well-known/oauth-authorization-server`, `/.well-known/openid-configuration` né `/.well-known/oauth-protected-resource`: qui è tutto pubblico e in sola lettura, quindi non c’è nessun token da ottenere né alcuna risorsa protetta da descrivere.',
      oauthEngine:
        'Il motore privato su {url} è un servizio separato, con chiavi emesse per cliente da {name}; questo sito non lo espone né ne descrive l’autenticazione.',
      a2a: 'Una scheda agente A2A',
      a2aWhy:
        'Non esiste `/.well-known/agent-card.json`, perché qui non gira nessun agente: il sito pubblica un’offerta, un’API JSON e un server MCP, e non agisce per conto di nessuno.',
      a2aWhyStatic:
        'Non esiste `/.well-known/agent-card.json`, perché qui non gira nessun agente: il sito pubblica un’offerta e un’API JSON in sola lettura, e non agisce per conto di nessuno.',
      commerce: 'Pagamento e acquisto nel commercio agentico (checkout UCP, ACP, mandati AP2)',
      commerceWhy:
        'La scoperta è pubblicata (ricerca e consultazione del catalogo UCP, `/.well-known/ucp`), ma una persona acquista tramite il link di pagamento nelle azioni dell’offerta; nessun agente acquista, prenota o paga tramite questo sito, per scelta.',
      commerceWhyStatic:
        'Una persona acquista tramite il link di pagamento nelle azioni dell’offerta; nessun agente acquista, prenota o paga tramite questo sito, per scelta.',
    },
    skills: {
      resourceTitle: 'Skill per agenti {name}',
      fit: {
        description:
          'Verificare se {offer} ({price}) di {name} fa al caso di una persona, applicando i criteri di compatibilità pubblicati tramite l’API pubblica o l’endpoint MCP del sito, poi darle il prossimo passo giusto: il link di pagamento, di chiamata o di e-mail. Da usare quando qualcuno chiede se l’offerta fa per lui, se vale la pena per la sua attività, o come acquistarla o prenotare una chiamata.',
        title: 'Verificare se {offer} è adatta, e indicare il prossimo passo',
        intro:
          '{name} pubblica i criteri per cui è pensata {offer} e li applica meccanicamente su richiesta. Questa skill esegue la verifica per una persona e le dice cosa fare dopo. Tutto è pubblico e in sola lettura; non serve alcuna chiave.',
        rulesHeading: 'Regole',
        ruleIndicative:
          '**Il risultato è indicativo.** Dillo ogni volta, con le parole del sito: «{disclaimer}»',
        rulePurchase:
          '**L’acquisto spetta alla persona.** Non acquistare, non prenotare e non inviare mai e-mail per suo conto, e non tentare mai di acquistare tramite l’API o MCP: nessuno dei due ha un’operazione di acquisto. Dalle il link; clicca lei.',
        ruleQuote: '**Cita, non indovinare.** Prezzo, durata e condizioni vengono da `GET {base}/api/offer`.',
        gatherHeading: '1. Raccogliere il profilo',
        gather:
          'Usa ciò che la persona ti ha già detto e chiedi solo quello che manca; basta una cifra indicativa. Ogni campo è facoltativo, ma inviane almeno uno, e nessun altro:',
        fieldColumn: 'Campo',
        typeColumn: 'Tipo',
        questionColumn: 'Domanda',
        types: {
          amount: 'numero, 0 o più, {currency} interi all’anno',
          number: 'numero, 0 o più',
          'yes-no': 'true o false',
          'one-of': 'uno tra {options}',
          text: 'stringa',
        },
        textRule:
          '`{field}` accetta {accepts}. Una risposta scritta come la dicono le persone («{example}») è confrontata per parole intere.',
        runHeading: '2. Eseguire la verifica',
        runHttp: 'Via HTTP, `POST {base}/api/fit` con il profilo in JSON:',
        runMcp:
          'Via MCP, chiama lo strumento `{tool}` su `{base}/mcp` con gli stessi campi come `arguments`; {base}/agents.md ha richieste pronte da copiare per ogni versione del protocollo che l’endpoint parla. La risposta è la stessa in entrambi i casi.',
        runErrors:
          'Se la risposta è un errore, decidi in base a `error.code`: `validation_failed` (422, `error.issues` indica ogni campo errato), `empty_profile` (422, nessun campo inviato), `invalid_json` (400). Correggi il profilo e chiedi di nuovo; non indovinare il verdetto.',
        resultHeading: '3. Comunicare il risultato e il prossimo passo',
        result:
          'Il risultato ha un `verdict`, uno `score` (`earned` punti su `available`), una voce in `checks` per criterio (`pass`, `fail` o `unknown`, con una `note`), una `recommendation` con le parole del sito e un `disclaimer`. Riferisci il verdetto con i criteri che lo hanno deciso, poi il prossimo passo:',
        verdictColumn: 'Verdetto',
        nextColumn: 'Prossimo passo',
        nextStrong: 'Dai il link di pagamento{link}; se vuole parlarne prima, il link per la chiamata.',
        nextPossible:
          'Dai il link per la chiamata{link}, così una persona valuta ciò che la verifica non ha potuto stabilire.',
        nextPoor:
          'Di’ quale criterio obbligatorio non è soddisfatto e perché. Se la persona pensa che sia valutato male, dai il link e-mail{link}.',
        nextUnknown: 'Chiedi le risposte di cui hanno bisogno i criteri obbligatori, poi ripeti la verifica.',
        links:
          'I link sono le `actions` dell’offerta in `GET {base}/api/offer`; leggili lì, perché possono cambiare dopo la stesura di questo file.',
        criteriaHeading: 'Le regole di compatibilità pubblicate',
        criterionColumn: 'Criterio',
        textColumn: 'Testo',
        weightColumn: 'Peso',
        requiredColumn: 'Obbligatorio',
        yes: 'sì',
        no: 'no',
        score: 'Il punteggio è la somma dei pesi dei criteri soddisfatti, sul totale di tutti i pesi.',
        verdicts:
          '`poor-fit`: un criterio obbligatorio non è soddisfatto. `strong-fit`: tutti i criteri sono soddisfatti. `unknown`: nessun criterio obbligatorio è stato valutabile. `possible-fit`: tutti gli altri casi.',
        rulesLink: 'Le regole complete, per le persone: {url} (Markdown: {markdown}).',
      },
      cite: {
        description:
          'Leggere le pagine pubbliche di {name} e l’offerta {offer} in Markdown (llms.txt, la versione Markdown di ogni pagina, l’API delle pagine) e citarle con link che una persona possa aprire. Da usare quando qualcuno chiede cos’è {offer}, quanto costa o cosa comprende, come si svolge, a chi si rivolge, come contattare {shortName}, o vuole una fonte per tutto questo.',
        title: 'Leggere e citare {name}',
        intro:
          'Qui è tutto pubblico, in sola lettura, e non serve alcuna chiave. Leggi il Markdown invece dell’HTML: è lo stesso testo senza il contorno della pagina.',
        sourcesHeading: 'Dove si trova il testo',
        start:
          '**Parti da {base}/llms.txt**: cos’è il sito, quando usarlo e un link al Markdown di ogni pagina.',
        twin: '**Qualsiasi pagina in Markdown**: scarica `{base}/{slug}.md`, oppure l’URL della pagina con `Accept: text/markdown`. Ogni pagina HTML indica anche la sua versione Markdown in un’intestazione `Link: <…>; rel="alternate"; type="text/markdown"`.',
        json: '**In JSON**: `GET {base}/api/pages` elenca le pagine (`slug`, `title`, `description`, `url`, `markdownUrl`); `GET {base}/api/pages/{slug}` aggiunge il `markdown` completo. Via MCP gli strumenti `list_pages` e `get_page` fanno lo stesso.',
        jsonStatic:
          '**In JSON**: `GET {base}/api/pages` elenca le pagine (`slug`, `title`, `description`, `url`, `markdownUrl`); `GET {base}/api/pages/{slug}` aggiunge il `markdown` completo.',
        full: '**Tutto insieme**: {base}/llms-full.txt contiene tutte le pagine in un solo file.',
        facts:
          '**I fatti come dati**: `GET {base}/api/offer` ha prezzo, durata, risultati consegnati, garanzia, credito, a chi si rivolge e i link d’azione.',
        pagesHeading: 'Le pagine',
        pageColumn: 'Pagina',
        citeColumn: 'URL da citare',
        readColumn: 'Markdown da leggere',
        updatedColumn: 'Aggiornata',
        howHeading: 'Come citare',
        quote:
          'Cita il Markdown, ma collega l’URL HTML della pagina (`url` nell’API delle pagine; una versione Markdown lo indica in `Link: rel="canonical"`): è l’indirizzo che una persona può aprire.',
        exact:
          'Cita prezzi, date e condizioni esattamente come sono scritti, con la valuta. Di’ quando la pagina è stata aggiornata se la risposta ne dipende.',
        gap: 'Se il sito non risponde alla domanda, dillo e rimanda a {contact}; non colmare il vuoto con un’ipotesi.',
        signalsTrain:
          'I segnali sui contenuti del sito (robots.txt) consentono la ricerca, le risposte alle domande basate sul sito e l’addestramento.',
        signalsNoTrain:
          'I segnali sui contenuti del sito (robots.txt) consentono la ricerca e le risposte alle domande basate sul sito, non l’addestramento di modelli.',
      },
    },
    openapi: {
      title: 'API dell’offerta di {name}',
      summary:
        'API pubblica in sola lettura su {offer}: l’offerta, una verifica di compatibilità indicativa e le pagine del sito.',
      server: 'Questo servizio',
      licence: 'Tutti i diritti riservati a {name} (nessuna licenza concessa)',
      tagService: 'Stato del servizio e dove si trovano le descrizioni leggibili dalle macchine.',
      tagOffer: 'L’unico progetto in offerta, con i link d’azione per una persona.',
      tagFit: 'La verifica di compatibilità indicativa sui criteri pubblicati.',
      tagPages: 'Le pagine pubbliche del sito, come riepiloghi e in Markdown.',
      slug: 'Lo slug della pagina, come lo elenca listPages.',
      typedRole: '{role} senior',
      healthSummary: 'Verificare che il servizio sia attivo',
      health:
        'Sonda di stato. Restituisce `status` (sempre `ok`), il nome del servizio, la `apiVersion` in esecuzione e gli URL del documento OpenAPI, dell’endpoint MCP e di llms.txt. Inviata con `Cache-Control: {cacheControl}`: una cache può conservarla ma deve riconvalidarla ogni volta (un `304` economico tramite ETag), quindi la risposta è sempre aggiornata.',
      healthStatic:
        'Sonda di stato. Restituisce `status` (sempre `ok`), il nome del servizio, la `apiVersion` in esecuzione e gli URL del documento OpenAPI e di llms.txt.',
      healthOk: 'Il servizio è attivo.',
      offerSummary: 'Ottenere l’offerta',
      offer:
        'L’unico progetto in offerta: prezzo, durata, risultati consegnati, garanzia, credito per un progetto successivo, per chi è ideale e per chi no, e `actions`: link con cui una persona paga (`checkout`), prenota una chiamata (`call`) o scrive un’e-mail (`email`). L’acquisto non passa mai dall’API.',
      offerOk: 'L’offerta.',
      fitSummary: 'Confrontare un profilo con i criteri di compatibilità (indicativo)',
      fitBody: 'Una FitRequest: almeno un campo, nessun’altra proprietà.',
      fitOk: 'Il risultato indicativo; `disclaimer` è sempre presente. Mai in cache (`no-store`).',
      fitBadRequest: 'Il corpo manca (`body_required`) o non è JSON valido (`invalid_json`).',
      fitTooLarge: 'Il corpo supera {limit} KB (`payload_too_large`).',
      fitUnprocessable:
        'Il JSON non è una FitRequest valida (`validation_failed`, campi elencati in `error.issues`) oppure non fornisce alcun campo (`empty_profile`).',
      tagUcp:
        'Scoperta commerciale tramite l’Universal Commerce Protocol (UCP): l’offerta come prodotto di catalogo, da cercare e consultare; nessun pagamento, una persona acquista tramite il link del prodotto.',
      ucpSearchSummary: 'Cercare nel catalogo (UCP)',
      ucpSearch:
        'Ricerca nel catalogo UCP (`dev.ucp.shopping.catalog.search`, versione {version}): una `query`, dei `filters` o entrambi; l’unico prodotto se corrisponde, con prezzo in unità minori, durata, risultati consegnati e il link dove una persona acquista. Una sola pagina, nessun cursore.',
      ucpLookupSummary: 'Consultare prodotti del catalogo per id (UCP)',
      ucpLookup:
        'Consultazione del catalogo UCP (`lookup_catalog`): `ids` di prodotti o varianti (al massimo {max}); ogni variante dice quali id hanno portato a lei, e un id che qui non indica nulla è un messaggio informativo.',
      ucpProductSummary: 'Ottenere un prodotto del catalogo (UCP)',
      ucpProduct:
        'Recupero di un prodotto UCP: il prodotto di un `id` (prodotto o variante); un id sconosciuto risponde `ucp.status: "error"` con un messaggio `not_found`.',
      ucpBody: 'L’oggetto di richiesta UCP dell’operazione.',
      ucpExampleMissing: 'Un id che qui non indica nulla',
      ucpExampleNotJson: 'Un corpo che non è JSON',
      ucpExampleEmpty: 'Un oggetto vuoto',
      ucpOk: 'La risposta UCP (schema all’URL `schema` di questa funzione nel profilo).',
      ucpBadRequest:
        'Il corpo non è JSON, non si adatta all’operazione o chiede troppo: una risposta di errore UCP (`ucp.status: "error"`).',
      pagesSummary: 'Elencare le pagine pubbliche',
      pages:
        'Tutte le pagine servite dall’API: {pageSet}, ognuna con titolo, descrizione, `url` HTML e `markdownUrl`. Da chiamare prima di getPage se non conosci lo slug.',
      pagesOk: 'I riepiloghi delle pagine.',
      pageSummary: 'Ottenere una pagina in Markdown',
      page: 'Una pagina pubblica per slug, con il suo corpo Markdown completo: byte per byte la versione Markdown della pagina (`markdownUrl`), con link assoluti e una prima riga che rimanda a llms.txt. Uno slug sconosciuto dà 404 `page_not_found`.',
      pageOk: 'La pagina.',
      pageNotFound: 'Nessuna pagina ha quello slug (`page_not_found`).',
      pageNotFoundHead: 'Nessuna pagina ha quello slug; nessun corpo.',
      headSummary: '{summary} (solo intestazioni)',
      head: 'L’operazione GET `{operation}` senza corpo: lo stesso stato e le stesse intestazioni (`Content-Type`, `Content-Length`, `ETag`, `Cache-Control`), così un client verifica dimensione e freschezza a basso costo.',
      headOk: 'Le intestazioni che GET invierebbe, senza il corpo.',
      preflightSummary: 'Richiesta preliminare CORS',
      preflight:
        'Risponde alla richiesta preliminare CORS di un browser: ogni origine può chiamare questo percorso, con i metodi e le intestazioni di richiesta elencati. Nessuna autenticazione, nessun corpo.',
      preflightOk: 'Richiesta preliminare accettata; nessun corpo.',
      notModified: 'Non modificato: `If-None-Match` indica l’ETag attuale (o `*`). Nessun corpo.',
      cacheControl: 'Per quanto tempo la risposta può essere riutilizzata.',
      headerAllow: 'I metodi accettati da questo percorso, per esempio `GET, HEAD, OPTIONS`.',
      headerEtag:
        'Etichetta di entità forte di questa rappresentazione (una per codifica del contenuto); inviala in `If-None-Match` per ottenere `304`.',
      headerOrigin: 'CORS è aperto a ogni origine, su ogni risposta.',
      headerMethods: 'Tutti i metodi a cui il sito risponde da qualche parte.',
      headerHeaders: 'Le intestazioni di richiesta che un chiamante di un’altra origine può inviare.',
      headerMaxAge: 'Secondi per cui un browser può conservare questa risposta preliminare.',
      notAllowed:
        'Metodo non consentito (`method_not_allowed`); l’intestazione `Allow` elenca i metodi accettati da questo percorso.',
      internal:
        'Errore imprevisto (`internal_error`). La causa viene registrata; non viene inviato nulla di interno.',
      refusal:
        '{what} (`{code}`): rifiutato prima dell’instradamento, su ogni percorso, e la connessione viene chiusa.',
      uriTooLong: 'La destinazione della richiesta supera {limit} byte',
      headersTooLarge: 'La riga di richiesta e le intestazioni superano {limit} byte, o sono troppe',
      other: 'Qualsiasi altro errore: la stessa forma Error, con lo stato HTTP in `error.status`.',
      exampleStrong: 'Tutti i criteri sono soddisfatti',
      examplePossible: 'I criteri obbligatori sono soddisfatti, `{id}` no',
      examplePossibleUnanswered: 'Tutte le risposte sono valide, `{id}` non ha risposta',
      examplePoor: 'Un criterio obbligatorio (`{id}`) non è soddisfatto',
      exampleUnknown: 'Nessun criterio obbligatorio ha risposta',
      exampleInvalidJson: 'Il corpo non è JSON valido',
      exampleNoBody: 'Nessun corpo',
      exampleUnknownSlug: 'Slug sconosciuto',
      exampleMissingSlug: 'tariffe',
      exampleGetOnPost: 'GET su un percorso solo POST',
      examplePostOnRead: 'POST su un percorso in sola lettura',
      exampleTooLarge: 'Un corpo oltre {limit} KB',
      exampleValidation: 'Tipo sbagliato, valore fuori intervallo e una proprietà sconosciuta',
      exampleEmpty: 'Un oggetto valido senza alcun campo del profilo',
      exampleInternal: 'Un errore imprevisto (i dettagli vengono registrati, mai inviati)',
      api: 'L’API JSON pubblica e in sola lettura di {name}: l’offerta ({offer}), una verifica di compatibilità indicativa e le pagine del sito in Markdown: {pageSet}. Le stesse quattro funzioni sono strumenti MCP su `POST {base}/mcp` (versioni del protocollo {versions}; server card su `{base}/.well-known/mcp.json`).',
      apiStatic:
        'L’API JSON pubblica e in sola lettura di {name}: l’offerta ({offer}) e le pagine del sito in Markdown: {pageSet}. Questa copia del sito è fatta solo di file statici: la verifica di compatibilità e MCP rispondono solo dove il sito funziona come servizio.',
      apiAuth:
        '**Nessuna autenticazione, nessun limite di richieste, nessuna scrittura.** Nulla di ciò che viene restituito è privato; l’API non accetta né rifiuta alcun progetto, e l’acquisto lo fa una persona tramite i link d’azione dell’offerta.',
      apiCors:
        '**CORS** è aperto: `Access-Control-Allow-Origin: *` su ogni risposta, errori compresi; la richiesta preliminare `OPTIONS` risponde `204`.',
      apiHead:
        '**HEAD** funziona ovunque funzioni GET (stesso stato e stesse intestazioni, senza corpo) e **OPTIONS** risponde alla richiesta preliminare CORS su ogni percorso; entrambi sono elencati come operazioni. Le risposte GET hanno `ETag` forti e rispondono a `If-None-Match` con `304`.',
      apiRefusals:
        '**Rifiuti prima dell’instradamento:** una destinazione di richiesta oltre il limite di URL dà `414` `uri_too_long`, intestazioni troppo grandi o troppo numerose `431` `headers_too_large`, su ogni percorso (poi la connessione viene chiusa).',
      apiErrors:
        '**Gli errori** hanno sempre la forma JSON `Error`, mai HTML: decidi in base a `error.code`. Un percorso sconosciuto sotto `/api/` dà `404` `not_found`; un metodo sbagliato dà `405` `method_not_allowed` con un’intestazione `Allow`.',
      apiNegotiation:
        '**Negoziazione dei contenuti:** le operazioni dell’API rispondono sempre `application/json`, qualunque cosa dica `Accept`, quindi `406` non si applica mai a loro; vale solo per le pagine HTML/Markdown.',
      apiVersioning:
        '**Versioni:** i percorsi non portano versione; `GET /api/health` indica la `apiVersion` in esecuzione.',
      apiFiles:
        'File leggibili dagli agenti: {files}. Ogni pagina ha anche una versione Markdown (`/{slug}.md`, oppure `Accept: text/markdown`); le risposte Markdown portano `X-Markdown-Tokens`, una stima della loro dimensione in token (caratteri divisi per quattro, arrotondati per eccesso).',
      fit: 'Applica meccanicamente i criteri di compatibilità pubblicati a un profilo e restituisce un verdetto, un punteggio, una verifica per criterio in `checks` (sempre tutte, in quest’ordine) e un prossimo passo consigliato. Il risultato è solo indicativo: non è né un’accettazione né un rifiuto, non viene salvato nulla, e l’acquisto lo fa una persona tramite i link d’azione dell’offerta.',
      fitCriteria:
        '**Criteri** (ogni verifica è `pass`, `fail`, o `unknown` quando il suo campo manca, con una nota in parole semplici):',
      fitCriterion: '`{id}`: {text}. Peso {weight}{required}; {rule}.',
      fitRequired: ', obbligatorio',
      rules: {
        amount: 'soddisfatto quando {min} <= `{field}` <= {max} ({currency}, estremi inclusi)',
        amountAtLeast: 'soddisfatto quando `{field}` >= {min} ({currency})',
        amountAtMost: 'soddisfatto quando `{field}` <= {max} ({currency})',
        number: 'soddisfatto quando {min} <= `{field}` <= {max} (estremi inclusi)',
        numberAtLeast: 'soddisfatto quando `{field}` >= {min}',
        numberAtMost: 'soddisfatto quando `{field}` <= {max}',
        yesNo: 'soddisfatto quando `{field}` è `{pass}`',
        oneOf: 'soddisfatto quando `{field}` è uno tra {accepts} (di {options})',
        text: 'soddisfatto quando `{field}` contiene una delle risposte {accepts} come parola intera: entrambi vengono messi in minuscolo e divisi in parole a ogni carattere che non è una lettera o una cifra, quindi «{typed}» contiene `{match}`, mentre una risposta dentro una parola più lunga non conta; la nota del criterio nomina la risposta riconosciuta',
      },
      fitScore:
        '**Punteggio:** `earned` è la somma dei pesi delle verifiche soddisfatte; `available` è la somma di tutti i pesi ({available}).',
      fitVerdict: '**Verdetto**, vale la prima regola che si applica:',
      fitPoor: '`poor-fit` se un criterio obbligatorio ({required}) non è soddisfatto;',
      fitStrong: '`strong-fit` se tutti i criteri sono soddisfatti;',
      fitUnknown: '`unknown` se nessun criterio obbligatorio è noto;',
      fitPossible: '`possible-fit` altrimenti.',
      fitRecommendation:
        '**Raccomandazione:** `strong-fit` rimanda al pagamento ({checkout}), `possible-fit` a una chiamata ({booking}), `unknown` dice con cosa tornare, `poor-fit` spiega onestamente perché no e dove scrivere se qualcosa non è corretto.',
      fitParsing:
        'Il corpo viene letto come JSON qualunque cosa dica `Content-Type` (così `curl -d` funziona). Ogni campo è facoltativo ma almeno uno è richiesto (`{}` dà 422 `empty_profile`); proprietà sconosciute, `null`, tipi sbagliati, un numero negativo e corpi che non sono oggetti danno 422 `validation_failed` con i campi elencati in `error.issues` (i primi {issues}; `error.issueCount` li conta tutti). I corpi oltre {limit} KB danno 413, con o senza `Content-Length`.',
    },
    fields: {
      error: 'Ogni errore dell’API ha questa forma.',
      errorCode: 'Identificatore d’errore stabile e leggibile dalle macchine, per esempio `page_not_found`.',
      errorMessage: 'Cosa è andato storto.',
      errorHint: 'Cosa fare.',
      errorDocs: 'Link alla descrizione dell’API.',
      errorStatus: 'Codice di stato HTTP.',
      errorIssues: 'Problemi per campo (`validation_failed` e `empty_profile`): al massimo i primi {max}.',
      errorIssueCount: 'Quanti problemi per campo ci sono in tutto; issues ne elenca fino a {max}.',
      moneyAmount: 'Importo in unità principali.',
      moneyCurrency: 'Codice ISO 4217.',
      moneyModel: 'Modello di prezzo, per esempio fixed.',
      moneyTaxIncluded: 'Se l’importo include l’IVA; assente quando l’offerta non lo dice.',
      action: 'Un link per una persona: pagamento, prenotazione di una chiamata o e-mail.',
      actionCheckout: 'Pagare il progetto (un link di pagamento ospitato).',
      actionCall: 'Prenotare prima una chiamata con una persona.',
      actionEmail: 'Scrivere un’e-mail (un link mailto:).',
      actions: 'Link su cui una persona agisce; l’acquisto non passa mai dall’API.',
      offer: 'L’unico progetto in offerta, con i link che una persona usa per agire.',
      checkId: 'Identificatore del criterio.',
      checkCriterion: 'Testo del criterio.',
      resultChecks: 'Una voce per criterio.',
      resultDisclaimer: 'Dichiara che il risultato è indicativo e meccanico.',
      pageUrl: 'Indirizzo HTML.',
      pageMarkdownUrl: 'Indirizzo della versione Markdown.',
      pageMarkdown: 'Il corpo Markdown completo.',
    },
    schema: {
      profile: 'Un profilo. Ogni campo è facoltativo, ma bisogna fornirne almeno uno.',
      amount: '{question} Una cifra annua in {currency} interi, 0 o più.',
      number: '{question} Un numero, 0 o più.',
      'yes-no': '{question}',
      'one-of': '{question}',
      text: '{question} Scritto come lo dicono le persone; corrisponde quando contiene una delle risposte accettate come parola intera.',
    },
    server: {
      instructions:
        'Server pubblico in sola lettura per un’offerta; qui niente richiede una chiave e niente viene scritto. Chiama `get_offer` per prezzo, durata, risultati consegnati e i link con cui una persona acquista, e `check_fit` quando qualcuno chiede se l’offerta fa per lui (il verdetto è indicativo, mai una decisione). Chiama `list_pages`, poi `get_page`, per le pagine del sito; le stesse pagine sono risorse (Markdown). I prompt `check_my_fit`, `explain_offer` e `prepare_for_fit_call` accompagnano un visitatore nella verifica, nell’offerta e nella chiamata.',
      description:
        '{offer}: l’offerta, una verifica di compatibilità indicativa e ogni pagina del sito in Markdown.',
      shortDescription:
        'Un’offerta, una verifica di compatibilità indicativa e le pagine del sito in Markdown.',
    },
    ucp: {
      notFound:
        'Qui non c’è nessun prodotto né variante con l’id «{id}»; cerca nel catalogo, oppure consulta «{product}».',
      badJson: 'Il corpo non è JSON valido: invia un oggetto JSON come {example}.',
      invalid:
        'La richiesta non si adatta a questa operazione ({problems}); invia un oggetto JSON come {example}.',
      noInput: 'Una ricerca richiede una query o dei filtri, per esempio {example}.',
      tooMany: 'Al massimo {max} id per consultazione; questa ne ha {count}.',
      unknownCursor:
        'Questo catalogo risponde a ogni ricerca in una sola pagina e non dà cursori; invia la ricerca senza.',
    },
    aiCatalog: {
      displayName: '{offer} di {name}',
      queryCost: 'Quanto costa {offer} e quanto dura?',
      queryDeliverables: 'Cosa ottengo con {offer}?',
      queryFit: '{offer} è adatta a un profilo {role}?',
      queryBook: 'Prenotare una chiamata con {shortName} su {offer}',
    },
    tools: {
      get_offer: {
        title: 'Ottenere l’offerta',
        description:
          'Restituisce l’unico progetto che questo sito offre. Usalo per rispondere a domande su prezzo, durata, risultati consegnati, garanzia, credito, a chi si rivolge e a chi no, e per i link con cui una persona acquista, prenota una chiamata o scrive un’e-mail. Non accetta argomenti.',
      },
      check_fit: {
        title: 'Verificare la compatibilità (indicativa)',
        description:
          'Applica meccanicamente i criteri di compatibilità pubblicati a un profilo e restituisce un verdetto (`strong-fit`, `possible-fit`, `poor-fit`, `unknown`), un punteggio e il dettaglio per criterio. Usalo quando qualcuno chiede se il progetto fa per lui. Fornisci almeno uno tra {fields}; lo schema di input dà il tipo e la domanda di ciascuno. Il risultato è solo indicativo: non accetta né rifiuta nessuno; l’acquisto lo fa una persona tramite i link d’azione dell’offerta.',
      },
      list_pages: {
        title: 'Elencare le pagine del sito',
        description:
          'Elenca le pagine di contenuto del sito, tutte tranne il modulo della verifica (slug, titolo, descrizione, URL HTML e Markdown). Chiamalo prima di `get_page` se non conosci lo slug.',
      },
      get_page: {
        title: 'Ottenere una pagina con il suo Markdown',
        description:
          'Restituisce una pagina pubblica per slug (`index` è la home page con l’offerta): titolo, descrizione, URL HTML e Markdown e il corpo Markdown completo. Lo schema di input elenca ogni slug; `list_pages` dà titolo e descrizione di ogni pagina. Come per tutti gli strumenti qui, il blocco di testo è il risultato strutturato serializzato come JSON; il solo Markdown è la risorsa al `markdownUrl` della pagina.',
      },
      slug: 'Slug della pagina, uno tra {slugs}. Chiama `list_pages` in caso di dubbio.',
      search_catalog: {
        title: 'Cercare nel catalogo (UCP)',
        description:
          'Ricerca nel catalogo dell’Universal Commerce Protocol (`dev.ucp.shopping.catalog.search`). Passa `catalog` con una `query`, dei `filters` (un filtro di prezzo conta in unità minori) o entrambi. Restituisce l’unico prodotto che questo sito vende, se corrisponde, nella forma di UCP: prezzo in unità minori con la valuta, durata e risultati consegnati in `metadata`, e l’`url` della variante, dove una persona acquista. `meta` (`ucp-agent`) è accettato e non richiesto. Qui non si compra nulla.',
      },
      lookup_catalog: {
        title: 'Consultare prodotti del catalogo per id (UCP)',
        description:
          'Consultazione del catalogo dell’Universal Commerce Protocol (`dev.ucp.shopping.catalog.lookup`). Passa `catalog.ids`, id di prodotti o varianti presi da una ricerca. Ogni variante dice quali id hanno portato a lei (`inputs`); un id che qui non indica nulla torna come messaggio informativo. L’`url` della variante è dove una persona acquista.',
      },
      get_product: {
        title: 'Ottenere un prodotto del catalogo (UCP)',
        description:
          'Recupero di un prodotto dell’Universal Commerce Protocol: passa `catalog.id`, un id di prodotto o di variante. Restituisce il prodotto con la sua unica variante (prezzo in unità minori, durata e risultati consegnati in `metadata`, il link d’acquisto come `url` della variante); un id sconosciuto risponde `ucp.status: "error"` con un messaggio `not_found`.',
      },
    },
    promptDefaults: {
      check_my_fit: {
        title: 'Verificare se l’offerta fa per me',
        description:
          'Risponda ad alcune brevi domande, una alla volta, e ottenga un verdetto indicativo: {{offer_name}} fa per lei?',
        intro:
          'Vorrei capire se {{offer_name}} fa per me. Fammi le domande qui sotto una alla volta, e aspetta la mia risposta prima di passare alla successiva. Mantieni un tono colloquiale; potrei saltare qualche domanda.',
        outro:
          'Sii chiaro e breve. Il verdetto è indicativo: non accetta né rifiuta nessuno, quindi non presentarlo come una decisione.',
      },
      explain_offer: {
        title: 'Spiegare l’offerta',
        description:
          'L’offerta spiegata nei suoi termini: cosa ottiene, quanto costa, a chi si rivolge e cosa succede dopo.',
        intro:
          'Spiegami {{offer_name}} con parole semplici, partendo dalla pagina qui sotto: cosa otterrei, quanto costa ({{price}}), quanto dura, cosa è garantito, a chi si rivolge e a chi no. Collegala alla mia situazione quando puoi, e chiudi con il prossimo passo più adatto a me.',
      },
      prepare_for_fit_call: {
        title: 'Preparare la chiamata conoscitiva',
        description:
          'Cosa portare a una breve chiamata su {{offer_name}}, perché la chiamata chiarisca se fa per lei.',
        intro:
          'Aiutami a preparare una breve chiamata su {{offer_name}}. Rivedi con me l’elenco di cosa portare, chiedimi ciò a cui non ho pensato e aiutami a scrivere risposte brevi da tenere a portata di mano durante la chiamata.',
        bring: {
          money: 'Il suo fatturato annuo, più o meno, e come è cambiato negli ultimi due anni.',
          clients:
            'Chi sono i suoi clienti migliori e le parole che usano per descrivere ciò che fa per loro.',
          comparison:
            'Le persone o le società con cui la confrontano più spesso, e perché quel confronto è sbagliato.',
          earlier:
            'Qualsiasi lavoro sul suo posizionamento, sulla sua presentazione o sul suo marchio che ha già pagato.',
          decision:
            'La decisione che dovrebbe prendere dopo la chiamata, e chi altro, se qualcuno, ha voce in capitolo.',
        },
      },
    },
    prompts: {
      argumentTitle: '{label}',
      argument: 'Facoltativo: {question} Risposte: {values}.',
      argumentLine: 'La mia risposta a «{label}»: {value}.',
      callTool:
        'Quando hai le mie risposte, chiama lo strumento `check_fit` con quelle: {fields}. Tralascia ciò a cui non ho risposto.',
      types: {
        amount: '`{field}` come numero ({currency} all’anno)',
        number: '`{field}` come numero',
        'yes-no': '`{field}` come true o false',
        'one-of': '`{field}` come uno tra {options}',
        text: '`{field}` con le mie parole (è soddisfatto con {accepts})',
      },
      present:
        'Poi mostrami il verdetto, ogni criterio con il suo risultato e la sua nota, e l’avvertenza parola per parola, seguiti dal prossimo passo che corrisponde al verdetto:',
      unknownStep: 'fammi le domande che ho saltato, poi ripeti la verifica.',
      bring: 'Cosa portare:',
      criteria: 'La chiamata verifica gli stessi criteri della verifica online:',
      book: 'Prenotala qui: {link}',
      resourceTitle: 'Pagina del sito in Markdown',
      resourceDescription:
        'Qualsiasi pagina pubblica del sito in Markdown, per slug: {slugs}. `completion/complete` suggerisce gli slug.',
    },
  },
};
