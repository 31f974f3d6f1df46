// Portuguese defaults of the `agents` words: what agents.md, llms.txt, the skills, OpenAPI and MCP say around the facts.
import type { agentsWords as en } from '../en/agents.js';

export const agentsWords: typeof en = {
  agents: {
    use: {
      offer: 'Este site publica uma oferta, {offer} ({terms}), de {name}.',
      when: 'Use-o quando alguém perguntar quanto custa o projeto, o que ele entrega, como funciona, se combina com a pessoa, ou como comprá-lo ou falar com {shortName}.',
      open: 'Tudo aqui é público, somente leitura, e não precisa de chave.',
      indicative:
        'A verificação de adequação é indicativa: aplica mecanicamente os critérios publicados e nunca aceita nem recusa ninguém.',
      purchase:
        'A compra é feita por uma pessoa: entregue a ela os links de ação da oferta ({actions}); nunca tente comprar pela API.',
    },
    endpoints: {
      health: 'disponibilidade, a `apiVersion` em execução e onde estão OpenAPI, MCP e llms.txt',
      healthStatic: 'disponibilidade, a `apiVersion` em execução e onde estão OpenAPI e llms.txt',
      offer:
        'a oferta: preço, duração, entregas, garantia, crédito, perfis ideais e menos indicados, e os links de ação que uma pessoa usa para comprar, agendar uma conversa ou mandar um e-mail',
      fit: 'um veredito indicativo, uma pontuação e uma verificação por critério para um perfil enviado como JSON com pelo menos um de {fields}',
      pages: '{pageSet}, cada uma com a `url` HTML e a `markdownUrl`',
      page: 'uma dessas páginas com a versão em Markdown em `markdown`; slugs {slugs}',
    },
    pageSet: {
      one: 'a única página de conteúdo',
      other: 'todas as {count} páginas de conteúdo',
      every: '{pages} (todas as páginas do site)',
      allBut: '{pages} (todas as páginas do site exceto {tools}, que hospeda o formulário da verificação)',
    },
    headings: {
      engine: 'O motor privado (fora deste serviço)',
      agentsTitle: 'Instruções para agentes',
    },
    agentsMd: {
      title: 'Instruções para agentes: {name}',
      whenHeading: 'Quando usar este site',
      chooseHeading: 'API, MCP ou páginas?',
      chooseApi:
        '**Uma pergunta sobre a oferta, a partir de código ou de uma chamada de função:** a API JSON (`GET /api/offer`, `POST /api/fit`). Ela tem uma descrição OpenAPI 3.1, então clientes gerados e frameworks de chamada de ferramentas podem usá-la como está.',
      chooseApiStatic:
        '**Uma pergunta sobre a oferta, a partir de código:** a API JSON (`GET /api/offer`, `GET /api/pages`). Ela tem uma descrição OpenAPI 3.1, então clientes gerados podem usá-la como está. Esta cópia do site é estática: a verificação de adequação e o MCP só respondem onde o site roda como serviço.',
      chooseMcp:
        '**Você é um cliente MCP** (um assistente de desktop, uma IDE, um framework de agentes): o endpoint MCP. As mesmas quatro funções como ferramentas, cada página como recurso, sem chave.',
      choosePages:
        '**Ler ou citar o que o site diz** (como o projeto funciona, condições, privacidade): as páginas em Markdown, `/{page}.md` ou qualquer URL de página com `Accept: text/markdown`; `llms-full.txt` reúne todas em um arquivo.',
      chooseBuy:
        '**Uma pessoa quer comprar, agendar uma conversa ou escrever:** nada disso. Entregue os links de ação abaixo; a compra nunca passa pela API nem pelo MCP.',
      rulesHeading: 'Regras',
      ruleIndicative:
        '**A verificação é indicativa.** Diga isso quando relatar o resultado. Nas palavras de {shortName}: “{disclaimer}”',
      rulePurchase:
        '**A compra é feita por uma pessoa.** Não compre, não agende e não envie e-mails em nome de ninguém; entregue à pessoa estes links de `GET /api/offer` (`actions`):',
      ruleQuote:
        '**Cite, não adivinhe.** Preços, datas e condições vêm de `GET /api/offer` ou das páginas; se algo não estiver lá, diga isso e indique {contact}.',
      contactPage: 'a página de contato ({url})',
      contactEmail: 'o endereço de e-mail {email}',
      pagesHeading: 'Ler as páginas',
      pages:
        'Cada página tem uma versão em Markdown na mesma URL: envie `Accept: text/markdown` (os valores q são respeitados, e `text/markdown, text/html, */*` recebe Markdown) ou busque `/{slug}.md` diretamente. Os links nas versões em Markdown são absolutos, então um trecho que você divida ou cite mantém os destinos. Toda resposta em Markdown (versões das páginas, este arquivo, llms.txt e llms-full.txt) traz `X-Markdown-Tokens`, uma estimativa do tamanho em tokens (caracteres divididos por quatro, arredondados para cima): leia com uma requisição `HEAD` para planejar o orçamento antes de baixar. `{base}/llms.txt` indexa tudo; `{base}/llms-full.txt` tem todas as páginas em um só arquivo.',
      apiHeading: 'Chamar a API JSON',
      api: 'URL base: `{base}`. Sem autenticação, sem limite de requisições, sem escrita; os caminhos não levam versão. Toda resposta é JSON e toda falha tem o mesmo formato Error (`error.code`, `error.message`, `error.status`, e opcionalmente `error.hint` e `error.docs`): decida pelo `error.code`. O contrato completo é `{base}/openapi.json` (OpenAPI 3.1). Chame `GET /api/pages` antes de `GET /api/pages/{slug}` se você não souber o slug.',
      returns: 'Retorna {note}.',
      example:
        'O perfil de exemplo acima recebe hoje o veredito `{verdict}` (pontuação {earned} de {available}), com uma entrada por critério em `checks`. Os campos são {fields}; envie pelo menos um e nenhum outro.',
    },
    mcp: {
      heading: 'Usar o endpoint MCP',
      intro:
        'Endpoint: `POST {url}`, Streamable HTTP com JSON-RPC 2.0, sem estado (nenhuma sessão para manter). Versões do protocolo: {versions}. Server card: `{card}` (também `{cardAlias}`). As ferramentas espelham a API:',
      toolColumn: 'Ferramenta',
      whatColumn: 'O que faz',
      prompts:
        'Prompts (para uma pessoa conversando com um assistente): {prompts}; cada um aceita {arguments} (opcionais), sugeridos por `completion/complete`. Recursos: cada página em Markdown, e o modelo `{template}`.',
      promptsPlain:
        'Prompts (para uma pessoa conversando com um assistente): {prompts}. Recursos: cada página em Markdown, e o modelo `{template}`.',
      modern:
        '**{version}** (sem estado): sem handshake; cada requisição leva a sua versão e as suas capacidades em `params._meta`, e os cabeçalhos `MCP-Protocol-Version`, `Mcp-Method` e (para uma chamada, uma leitura ou um prompt) `Mcp-Name` repetem o corpo. `server/discover` lista versões e capacidades. Chame `{tool}`:',
      legacy:
        '**{versions}**: `initialize` responde na versão pedida ({latest} quando não é uma destas); depois envie essa versão em `MCP-Protocol-Version`; nada mais é guardado entre as requisições. Lotes só são aceitos na 2025-03-26, com no máximo 32 mensagens.',
      originLoopback:
        'Esta instalação roda em um endereço de loopback, então `/mcp` só responde a requisições cujos `Host` e `Origin` também sejam de loopback (proteção contra DNS rebinding); qualquer outra recebe `403`.',
      originOpen:
        'O CORS está aberto a todas as origens e o endpoint aceita qualquer cabeçalho `Origin`, de propósito: tudo aqui é público, somente leitura e sem autenticação, então não há sessão, nem dado privado, nem nada que uma requisição entre sites ou um DNS rebinding possa alcançar e que a web aberta já não possa ler.',
      webmcpHeading: 'Em um navegador (WebMCP)',
      webmcp:
        'Trabalhando dentro do navegador de uma pessoa neste site? Onde o navegador tem WebMCP (`document.modelContext`), cada página registra as mesmas ferramentas ({tools}) com os mesmos esquemas de entrada; cada uma chama a API JSON. Na página da verificação (`{fitUrl}`) o próprio formulário é a ferramenta `{tool}`: preencha e ele se envia sozinho, respondendo a você como `POST /api/fit` enquanto a pessoa vê o resultado.',
    },
    llms: {
      intro:
        'As páginas estão listadas pelas versões em Markdown, com a página HTML para pessoas ao lado. A API JSON e o endpoint MCP não são páginas: aparecem como chamadas, com links para a documentação deles.',
      introStatic:
        'As páginas estão listadas pelas versões em Markdown, com a página HTML para pessoas ao lado. A API JSON não é uma página: as leituras dela aparecem como chamadas. Esta cópia do site é feita só de arquivos estáticos, então não tem endpoint para a verificação de adequação nem endpoint MCP.',
      pagesHeading: 'Páginas',
      toolPage: 'O formulário é para pessoas: agentes chamam `POST /api/fit` (abaixo).',
      apiHeading: 'API',
      api: 'Uma API JSON somente leitura: sem chave, sem limite de requisições, JSON na entrada e na saída, toda falha no mesmo formato Error. A descrição OpenAPI 3.1 dela é {openapi} (também {openapiAlias}). As operações, relativas a `{base}`:',
      forExample: 'Por exemplo:',
      docsTitle: 'Documentação para desenvolvedores',
      docsNote: 'cada operação com exemplos, erros e limites, e o endpoint MCP',
      docsNoteEngine:
        'cada operação com exemplos, erros e limites, o endpoint MCP e a fronteira do motor privado',
      agentsApi:
        'quando usar a API, o MCP ou as páginas, com requisições exatas que funcionam como estão escritas',
      agentsApiStatic:
        'quando usar a API ou as páginas, com requisições exatas que funcionam como estão escritas',
      agentsMcp: 'como conectar um cliente MCP, com as requisições JSON-RPC exatas',
      mcpHeading: 'MCP',
      mcp: 'As mesmas quatro funções como ferramentas MCP ({tools}), com os prompts {prompts}, em `POST {url}`: Streamable HTTP com JSON-RPC 2.0, sem estado, sem chave; versões do protocolo {versions}. A server card é {card} (também {cardAlias}).',
      skillsHeading: 'Skills para agentes',
      skills:
        'Instruções instaláveis para agentes (formato agentskills.io), listadas com os seus resumos SHA-256 em {index}:',
      optionalHeading: 'Opcional',
      fullTitle: 'Texto completo',
      fullNote: 'todas as páginas acima em um único arquivo Markdown',
      also: 'Também legíveis por máquina: o mapa do site {sitemap}, o robots.txt com sinais de conteúdo {robots} e o catálogo de API RFC 9727 {catalog}.',
    },
    llmsFull: {
      title: '{name}: todas as páginas na íntegra',
      intro:
        'O Markdown completo de cada página pública de {base}, uma seção por página, com os títulos de cada página um nível abaixo. O índice curto é {base}/llms.txt.',
      where: 'URL: {url} (Markdown: {markdown}, atualizado em {updated})',
    },
    robots: {
      title: 'robots.txt de {name} ({base})',
      open: 'Tudo neste site é público e somente leitura: qualquer rastreador e agente de IA pode buscar tudo, inclusive a API JSON em /api/. Agentes: comecem por {base}/llms.txt ou {base}/agents.md.',
      noLicence:
        'Nenhuma licença é concedida para este conteúdo (todos os direitos reservados); os sinais de conteúdo abaixo dizem como ele pode ser usado.',
      licence: 'Licença do conteúdo: {licence} ({id}).',
      group:
        'Um único grupo para todos os user agents; os rastreadores e agentes de IA estão listados pelo nome, de propósito.',
      signals:
        'Os sinais de conteúdo (https://contentsignals.org/) dizem como o conteúdo pode ser usado depois de buscado:',
      search: 'search=yes: montar um índice de busca e mostrar links e trechos;',
      input: 'ai-input=yes: usá-lo para responder a uma pergunta em tempo real (recuperação, fundamentação);',
      trainYes:
        'ai-train=yes: pode ser usado para treinar ou ajustar modelos de IA (definido em content/site.yaml).',
      trainNo:
        'ai-train=no: não deve ser usado para treinar ou ajustar modelos de IA (definido em content/site.yaml).',
    },
    catalog: {
      openapi: 'API JSON de {name}: descrição OpenAPI 3.1',
      health: 'Disponibilidade: status e versão da API',
      card: 'Endpoint MCP público de {name}: server card (versões do protocolo {versions})',
      engineHealth: 'Disponibilidade do motor privado: aberto, {"ok": true} mais os nomes dos métodos',
      engineDoc:
        'Motor privado (com autenticação: uma chave bearer por cliente, 401 sem ela; não faz parte deste serviço): {title}',
      markdown: '{title} (Markdown)',
      skill: 'Skill para agentes {name} (SKILL.md)',
    },
    links: {
      apiCatalog: 'Catálogo de API',
      openapi: 'Descrição OpenAPI 3.1 da API JSON',
      serverCard: 'Server card do MCP',
      skills: 'Índice de skills para agentes',
    },
    discovery: {
      what: 'O quê',
      where: 'Onde, e o que dá a um agente',
      linkHeaders: 'Cabeçalhos Link',
      linkHeadersText:
        'Cada página HTML envia cabeçalhos `Link` RFC 8288 (e os mesmos links no head): a versão em Markdown como {twin}, depois {rels}; a página inicial acrescenta {home}. Uma requisição `HEAD` basta.',
      skills: 'Skills para agentes',
      skillsText:
        '{index}: {skills}, um `SKILL.md` cada, listado com o seu resumo SHA-256 (Agent Skills Discovery v0.2.0).',
      and: 'e',
      card: 'Server card do MCP',
      cardText:
        '{card}, o local reservado pelo rascunho, como `application/mcp-server-card+json`; a mesma card em {aliases}.',
      aiCatalog: 'AI Catalog',
      aiCatalogText: '{catalog}: a entrada da server card, do jeito que o rascunho a procura.',
      mcpCatalog: 'MCP Catalog',
      mcpCatalogText: '{catalog}: a mesma entrada, para clientes da revisão anterior do rascunho.',
      apiCatalog: 'Catálogo de API',
      apiCatalogText: '{catalog}: links RFC 9727 para a API JSON e a descrição OpenAPI dela.',
      heading: 'Descobrir sem analisar HTML',
      intro:
        'Cada página responde a `HEAD` com cabeçalhos `Link` para a versão em Markdown e para estes documentos, então uma requisição basta para achar o resto. As skills são instruções para carregar quando uma tarefa combina: uma para verificar a adequação e indicar o próximo passo, outra para ler e citar o site.',
      notPublishedHeading: 'O que este site não publica, e por quê',
      oauth: 'A descoberta OAuth e os metadados de recurso protegido',
      oauthWhy:
        'Não há `/.well-known/oauth-authorization-server`, `/.well-known/openid-configuration` nem `/.well-known/oauth-protected-resource`: tudo aqui é público e somente leitura, então não há token a obter nem recurso protegido a descrever.',
      oauthEngine:
        'O motor privado em {url} é um serviço separado, com chaves emitidas por cliente por {name}; este site não fica na frente dele nem descreve a autenticação dele.',
      a2a: 'Um agent card A2A',
      a2aWhy:
        'Não há `/.well-known/agent-card.json`, porque nenhum agente roda aqui: o site publica uma oferta, uma API JSON e um servidor MCP, e não age em nome de ninguém.',
      a2aWhyStatic:
        'Não há `/.well-known/agent-card.json`, porque nenhum agente roda aqui: o site publica uma oferta e uma API JSON somente leitura, e não age em nome de ninguém.',
      commerce: 'Checkout e pagamento no comércio agêntico (checkout UCP, ACP, mandatos AP2)',
      commerceWhy:
        'A descoberta está publicada (busca e consulta no catálogo UCP, `/.well-known/ucp`), mas uma pessoa compra pelo link de pagamento nas ações da oferta; nenhum agente compra, agenda ou paga por este site, por decisão de projeto.',
      commerceWhyStatic:
        'Uma pessoa compra pelo link de pagamento nas ações da oferta; nenhum agente compra, agenda ou paga por este site, por decisão de projeto.',
    },
    skills: {
      resourceTitle: 'Skill para agentes {name}',
      fit: {
        description:
          'Verificar se {offer} ({price}) de {name} combina com uma pessoa, aplicando os critérios de adequação publicados pela API pública ou pelo endpoint MCP do site, e depois entregar a ela o próximo passo certo: o link de pagamento, de conversa ou de e-mail. Use quando alguém perguntar se a oferta combina com ela, se vale a pena para o negócio dela, ou como comprar ou agendar uma conversa.',
        title: 'Verificar se {offer} combina, e indicar o próximo passo',
        intro:
          '{name} publica os critérios para os quais {offer} foi pensada e os aplica mecanicamente quando pedido. Esta skill faz essa verificação para uma pessoa e diz o que fazer em seguida. Tudo é público e somente leitura; não é preciso chave.',
        rulesHeading: 'Regras',
        ruleIndicative:
          '**O resultado é indicativo.** Diga isso sempre, com as palavras do site: “{disclaimer}”',
        rulePurchase:
          '**A compra é da pessoa.** Nunca compre, agende nem envie e-mails em nome dela, e nunca tente comprar pela API ou pelo MCP: nenhum dos dois tem operação de compra. Entregue o link; quem clica é ela.',
        ruleQuote: '**Cite, não adivinhe.** Preço, duração e condições vêm de `GET {base}/api/offer`.',
        gatherHeading: '1. Reunir o perfil',
        gather:
          'Use o que a pessoa já contou e pergunte só o que falta; um valor aproximado basta. Todo campo é opcional, mas envie pelo menos um, e nenhum outro:',
        fieldColumn: 'Campo',
        typeColumn: 'Tipo',
        questionColumn: 'Pergunta',
        types: {
          amount: 'número, 0 ou mais, {currency} inteiros por ano',
          number: 'número, 0 ou mais',
          'yes-no': 'true ou false',
          'one-of': 'um de {options}',
          text: 'string',
        },
        textRule:
          '`{field}` aceita {accepts}. Uma resposta escrita como as pessoas falam (“{example}”) é comparada por palavras inteiras.',
        runHeading: '2. Fazer a verificação',
        runHttp: 'Por HTTP, `POST {base}/api/fit` com o perfil em JSON:',
        runMcp:
          'Por MCP, chame a ferramenta `{tool}` em `{base}/mcp` com os mesmos campos como `arguments`; {base}/agents.md tem requisições prontas para copiar para cada versão do protocolo que o endpoint fala. A resposta é a mesma nos dois casos.',
        runErrors:
          'Se a resposta for um erro, decida pelo `error.code`: `validation_failed` (422, `error.issues` aponta cada campo errado), `empty_profile` (422, nenhum campo foi enviado), `invalid_json` (400). Corrija o perfil e pergunte de novo; não adivinhe o veredito.',
        resultHeading: '3. Passar o resultado à pessoa, e o próximo passo',
        result:
          'O resultado tem um `verdict`, um `score` (`earned` de `available` pontos), uma entrada em `checks` por critério (`pass`, `fail` ou `unknown`, com uma `note`), uma `recommendation` nas palavras do site e um `disclaimer`. Relate o veredito com os critérios que o decidiram e, em seguida, o próximo passo:',
        verdictColumn: 'Veredito',
        nextColumn: 'Próximo passo',
        nextStrong:
          'Entregue o link de pagamento{link}; se a pessoa quiser conversar antes, o link da conversa.',
        nextPossible:
          'Entregue o link da conversa{link}, para que uma pessoa avalie o que a verificação não conseguiu.',
        nextPoor:
          'Diga qual critério obrigatório não foi atendido e por quê. Se a pessoa achar que foi mal avaliado, entregue o link de e-mail{link}.',
        nextUnknown:
          'Peça as respostas de que os critérios obrigatórios precisam e faça a verificação de novo.',
        links:
          'Os links são as `actions` da oferta em `GET {base}/api/offer`; leia-os lá, porque podem mudar depois que este arquivo foi escrito.',
        criteriaHeading: 'As regras de adequação publicadas',
        criterionColumn: 'Critério',
        textColumn: 'Texto',
        weightColumn: 'Peso',
        requiredColumn: 'Obrigatório',
        yes: 'sim',
        no: 'não',
        score: 'A pontuação é a soma dos pesos dos critérios atendidos, sobre a soma de todos os pesos.',
        verdicts:
          '`poor-fit`: um critério obrigatório não foi atendido. `strong-fit`: todos os critérios foram atendidos. `unknown`: nenhum critério obrigatório pôde ser avaliado. `possible-fit`: qualquer outro caso.',
        rulesLink: 'As regras completas, para pessoas: {url} (Markdown: {markdown}).',
      },
      cite: {
        description:
          'Ler as páginas públicas de {name} e a oferta {offer} em Markdown (llms.txt, a versão em Markdown de cada página, a API de páginas) e citá-las com links que uma pessoa possa abrir. Use quando alguém perguntar o que é {offer}, quanto custa ou o que inclui, como funciona, para quem é, como falar com {shortName}, ou quiser uma fonte para qualquer uma dessas coisas.',
        title: 'Ler e citar {name}',
        intro:
          'Tudo aqui é público, somente leitura, e não precisa de chave. Leia o Markdown em vez do HTML: é o mesmo texto sem os enfeites da página.',
        sourcesHeading: 'Onde está o texto',
        start:
          '**Comece por {base}/llms.txt**: o que é o site, quando usá-lo e um link para o Markdown de cada página.',
        twin: '**Qualquer página em Markdown**: busque `{base}/{slug}.md`, ou a própria URL da página com `Accept: text/markdown`. Cada página HTML também indica a sua versão em Markdown em um cabeçalho `Link: <…>; rel="alternate"; type="text/markdown"`.',
        json: '**Em JSON**: `GET {base}/api/pages` lista as páginas (`slug`, `title`, `description`, `url`, `markdownUrl`); `GET {base}/api/pages/{slug}` acrescenta o `markdown` completo. Pelo MCP, as ferramentas `list_pages` e `get_page` fazem o mesmo.',
        jsonStatic:
          '**Em JSON**: `GET {base}/api/pages` lista as páginas (`slug`, `title`, `description`, `url`, `markdownUrl`); `GET {base}/api/pages/{slug}` acrescenta o `markdown` completo.',
        full: '**Tudo de uma vez**: {base}/llms-full.txt tem todas as páginas em um só arquivo.',
        facts:
          '**Os fatos como dados**: `GET {base}/api/offer` traz o preço, a duração, as entregas, a garantia, o crédito, para quem é e os links de ação.',
        pagesHeading: 'As páginas',
        pageColumn: 'Página',
        citeColumn: 'Cite esta URL',
        readColumn: 'Leia este Markdown',
        updatedColumn: 'Atualizada',
        howHeading: 'Como citar',
        quote:
          'Cite o Markdown, mas aponte para a URL HTML da página (`url` na API de páginas; uma versão em Markdown a indica em `Link: rel="canonical"`): esse é o endereço que uma pessoa consegue abrir.',
        exact:
          'Cite preços, datas e condições exatamente como estão escritos, com a moeda. Diga quando a página foi atualizada se a resposta depender disso.',
        gap: 'Se o site não responder à pergunta, diga isso e indique {contact}; não preencha a lacuna com um palpite.',
        signalsTrain:
          'Os sinais de conteúdo do site (robots.txt) permitem busca, responder a perguntas com base nele e treinamento.',
        signalsNoTrain:
          'Os sinais de conteúdo do site (robots.txt) permitem busca e responder a perguntas com base nele, mas não treinar modelos com ele.',
      },
    },
    openapi: {
      title: 'API da oferta de {name}',
      summary:
        'API pública somente leitura sobre {offer}: a oferta, uma verificação de adequação indicativa e as páginas do site.',
      server: 'Este serviço',
      licence: 'Todos os direitos reservados a {name} (nenhuma licença concedida)',
      tagService: 'Disponibilidade e onde ficam as descrições legíveis por máquina.',
      tagOffer: 'O único projeto em oferta, com links de ação para uma pessoa.',
      tagFit: 'A verificação de adequação indicativa com base nos critérios publicados.',
      tagPages: 'As páginas públicas do site, como resumos e em Markdown.',
      slug: 'O slug da página, como listPages o lista.',
      typedRole: '{role} sênior',
      healthSummary: 'Verificar se o serviço está no ar',
      health:
        'Verificação de disponibilidade. Retorna `status` (sempre `ok`), o nome do serviço, a `apiVersion` em execução e as URLs do documento OpenAPI, do endpoint MCP e do llms.txt. Enviada com `Cache-Control: {cacheControl}`: um cache pode guardá-la, mas deve revalidá-la toda vez (um `304` barato por ETag), então a resposta está sempre atualizada.',
      healthStatic:
        'Verificação de disponibilidade. Retorna `status` (sempre `ok`), o nome do serviço, a `apiVersion` em execução e as URLs do documento OpenAPI e do llms.txt.',
      healthOk: 'O serviço está no ar.',
      offerSummary: 'Obter a oferta',
      offer:
        'O único projeto em oferta: preço, duração, entregas, garantia, crédito para um projeto seguinte, para quem é ideal e para quem não é, e `actions`: links para uma pessoa pagar (`checkout`), agendar uma conversa (`call`) ou mandar um e-mail (`email`). A compra nunca é feita pela API.',
      offerOk: 'A oferta.',
      fitSummary: 'Comparar um perfil com os critérios de adequação (indicativo)',
      fitBody: 'Uma FitRequest: pelo menos um campo, nenhuma outra propriedade.',
      fitOk:
        'O resultado indicativo; `disclaimer` está sempre presente. Nunca vai para o cache (`no-store`).',
      fitBadRequest: 'O corpo está ausente (`body_required`) ou não é JSON válido (`invalid_json`).',
      fitTooLarge: 'O corpo passa de {limit} KB (`payload_too_large`).',
      fitUnprocessable:
        'O JSON não é uma FitRequest válida (`validation_failed`, campos listados em `error.issues`) ou não traz nenhum campo (`empty_profile`).',
      tagUcp:
        'Descoberta comercial pelo Universal Commerce Protocol (UCP): a oferta como produto de catálogo, buscado e consultado; sem checkout, uma pessoa compra pelo link do produto.',
      ucpSearchSummary: 'Buscar no catálogo (UCP)',
      ucpSearch:
        'Busca no catálogo UCP (`dev.ucp.shopping.catalog.search`, versão {version}): uma `query`, `filters` ou os dois; o único produto quando corresponde, com o preço em unidades menores, duração, entregas e o link onde uma pessoa compra. Uma página só, sem cursor.',
      ucpLookupSummary: 'Consultar produtos do catálogo por id (UCP)',
      ucpLookup:
        'Consulta ao catálogo UCP (`lookup_catalog`): `ids` de produtos ou variantes (no máximo {max}); cada variante diz quais ids levaram a ela, e um id que não indica nada aqui é uma mensagem informativa.',
      ucpProductSummary: 'Obter um produto do catálogo (UCP)',
      ucpProduct:
        'Obtenção de produto UCP: o produto de um `id` (produto ou variante); um id desconhecido responde `ucp.status: "error"` com uma mensagem `not_found`.',
      ucpBody: 'O objeto de requisição UCP da operação.',
      ucpExampleMissing: 'Um id que não indica nada aqui',
      ucpExampleNotJson: 'Um corpo que não é JSON',
      ucpExampleEmpty: 'Um objeto vazio',
      ucpOk: 'A resposta UCP (esquema na URL `schema` desta capacidade no perfil).',
      ucpBadRequest:
        'O corpo não é JSON, não serve para a operação ou pede demais: uma resposta de erro UCP (`ucp.status: "error"`).',
      pagesSummary: 'Listar as páginas públicas',
      pages:
        'Todas as páginas que a API serve: {pageSet}, cada uma com título, descrição, `url` HTML e `markdownUrl`. Chame antes de getPage se você não souber o slug.',
      pagesOk: 'Os resumos das páginas.',
      pageSummary: 'Obter uma página em Markdown',
      page: 'Uma página pública pelo slug, com o corpo Markdown completo: byte a byte a versão em Markdown da página (`markdownUrl`), com links absolutos e uma primeira linha que aponta para o llms.txt. Um slug desconhecido dá 404 `page_not_found`.',
      pageOk: 'A página.',
      pageNotFound: 'Nenhuma página tem esse slug (`page_not_found`).',
      pageNotFoundHead: 'Nenhuma página tem esse slug; sem corpo.',
      headSummary: '{summary} (só cabeçalhos)',
      head: 'A operação GET `{operation}` sem corpo: o mesmo status e os mesmos cabeçalhos (`Content-Type`, `Content-Length`, `ETag`, `Cache-Control`), para que um cliente confira tamanho e atualidade com pouco custo.',
      headOk: 'Os cabeçalhos que o GET enviaria, sem o corpo.',
      preflightSummary: 'Pré-verificação CORS',
      preflight:
        'Responde à pré-verificação CORS de um navegador: qualquer origem pode chamar este caminho, com os métodos e cabeçalhos de requisição listados. Sem autenticação, sem corpo.',
      preflightOk: 'Pré-verificação aceita; sem corpo.',
      notModified: 'Não modificado: `If-None-Match` indica o ETag atual (ou `*`). Sem corpo.',
      cacheControl: 'Por quanto tempo a resposta pode ser reutilizada.',
      headerAllow: 'Os métodos que este caminho aceita, por exemplo `GET, HEAD, OPTIONS`.',
      headerEtag:
        'Tag de entidade forte desta representação (uma por codificação de conteúdo); envie em `If-None-Match` para receber `304`.',
      headerOrigin: 'O CORS está aberto a todas as origens, em todas as respostas.',
      headerMethods: 'Todos os métodos aos quais o site responde em algum lugar.',
      headerHeaders: 'Cabeçalhos de requisição que um chamador de outra origem pode enviar.',
      headerMaxAge: 'Segundos durante os quais um navegador pode guardar esta resposta de pré-verificação.',
      notAllowed:
        'Método não permitido (`method_not_allowed`); o cabeçalho `Allow` lista os métodos que este caminho aceita.',
      internal: 'Falha inesperada (`internal_error`). A causa é registrada; nada interno é enviado.',
      refusal:
        '{what} (`{code}`): recusado antes do roteamento, em todos os caminhos, e a conexão é fechada.',
      uriTooLong: 'O destino da requisição passa de {limit} bytes',
      headersTooLarge: 'A linha de requisição e os cabeçalhos passam de {limit} bytes, ou são demais',
      other: 'Qualquer outra falha: o mesmo formato Error, com o status HTTP em `error.status`.',
      exampleStrong: 'Todos os critérios foram atendidos',
      examplePossible: 'Os critérios obrigatórios foram atendidos, `{id}` não',
      examplePossibleUnanswered: 'Todas as respostas atendem, `{id}` não foi respondido',
      examplePoor: 'Um critério obrigatório (`{id}`) não foi atendido',
      exampleUnknown: 'Nenhum critério obrigatório respondido',
      exampleInvalidJson: 'O corpo não é JSON válido',
      exampleNoBody: 'Nenhum corpo',
      exampleUnknownSlug: 'Slug desconhecido',
      exampleMissingSlug: 'precos',
      exampleGetOnPost: 'GET em um caminho só de POST',
      examplePostOnRead: 'POST em um caminho somente leitura',
      exampleTooLarge: 'Um corpo acima de {limit} KB',
      exampleValidation: 'Tipo errado, valor fora do intervalo e uma propriedade desconhecida',
      exampleEmpty: 'Um objeto válido sem nenhum campo do perfil',
      exampleInternal: 'Uma falha inesperada (os detalhes são registrados, nunca enviados)',
      api: 'A API JSON pública e somente leitura de {name}: a oferta ({offer}), uma verificação de adequação indicativa e as páginas do site em Markdown: {pageSet}. As mesmas quatro funções são ferramentas MCP em `POST {base}/mcp` (versões do protocolo {versions}; server card em `{base}/.well-known/mcp.json`).',
      apiStatic:
        'A API JSON pública e somente leitura de {name}: a oferta ({offer}) e as páginas do site em Markdown: {pageSet}. Esta cópia do site é feita só de arquivos estáticos: a verificação de adequação e o MCP só respondem onde o site roda como serviço.',
      apiAuth:
        '**Sem autenticação, sem limite de requisições, sem escrita.** Nada do que é retornado é privado; nenhum projeto é aceito ou recusado pela API, e a compra é feita por uma pessoa pelos links de ação da oferta.',
      apiCors:
        '**CORS** está aberto: `Access-Control-Allow-Origin: *` em todas as respostas, inclusive nos erros; a pré-verificação `OPTIONS` responde `204`.',
      apiHead:
        '**HEAD** funciona onde quer que o GET funcione (mesmo status e cabeçalhos, sem corpo) e **OPTIONS** responde à pré-verificação CORS em todos os caminhos; os dois aparecem como operações. As respostas GET trazem `ETag`s fortes e respondem a `If-None-Match` com `304`.',
      apiRefusals:
        '**Recusas antes do roteamento:** um destino de requisição acima do limite de URL dá `414` `uri_too_long`, cabeçalhos grandes demais ou numerosos demais dão `431` `headers_too_large`, em todos os caminhos (a conexão é fechada em seguida).',
      apiErrors:
        '**Os erros** têm sempre o formato JSON `Error`, nunca HTML: decida pelo `error.code`. Um caminho desconhecido em `/api/` dá `404` `not_found`; um método errado dá `405` `method_not_allowed` com um cabeçalho `Allow`.',
      apiNegotiation:
        '**Negociação de conteúdo:** as operações da API sempre respondem `application/json`, diga o que disser o `Accept`, então `406` nunca se aplica a elas; só às páginas HTML/Markdown.',
      apiVersioning:
        '**Versões:** os caminhos não levam versão; `GET /api/health` informa a `apiVersion` em execução.',
      apiFiles:
        'Arquivos legíveis por agentes: {files}. Cada página também tem uma versão em Markdown (`/{slug}.md`, ou `Accept: text/markdown`); as respostas em Markdown trazem `X-Markdown-Tokens`, uma estimativa do tamanho em tokens (caracteres divididos por quatro, arredondados para cima).',
      fit: 'Aplica mecanicamente os critérios de adequação publicados a um perfil e retorna um veredito, uma pontuação, uma verificação por critério em `checks` (sempre todas, nesta ordem) e um próximo passo recomendado. O resultado é só indicativo: não é aceitação nem recusa, nada é gravado, e a compra é feita por uma pessoa pelos links de ação da oferta.',
      fitCriteria:
        '**Critérios** (cada verificação é `pass`, `fail`, ou `unknown` quando o campo está ausente, com uma observação em palavras simples):',
      fitCriterion: '`{id}`: {text}. Peso {weight}{required}; {rule}.',
      fitRequired: ', obrigatório',
      rules: {
        amount: 'atendido quando {min} <= `{field}` <= {max} ({currency}, as duas pontas incluídas)',
        amountAtLeast: 'atendido quando `{field}` >= {min} ({currency})',
        amountAtMost: 'atendido quando `{field}` <= {max} ({currency})',
        number: 'atendido quando {min} <= `{field}` <= {max} (as duas pontas incluídas)',
        numberAtLeast: 'atendido quando `{field}` >= {min}',
        numberAtMost: 'atendido quando `{field}` <= {max}',
        yesNo: 'atendido quando `{field}` é `{pass}`',
        oneOf: 'atendido quando `{field}` é um de {accepts} (entre {options})',
        text: 'atendido quando `{field}` contém uma das respostas {accepts} como palavra inteira: ambos são postos em minúsculas e divididos em palavras a cada caractere que não é letra nem dígito, então “{typed}” contém `{match}`, enquanto uma resposta dentro de uma palavra mais longa não conta; a nota do critério cita a resposta reconhecida',
      },
      fitScore:
        '**Pontuação:** `earned` é a soma dos pesos das verificações atendidas; `available` é a soma de todos os pesos ({available}).',
      fitVerdict: '**Veredito**, vale a primeira regra que se aplica:',
      fitPoor: '`poor-fit` se um critério obrigatório ({required}) não for atendido;',
      fitStrong: '`strong-fit` se todos os critérios forem atendidos;',
      fitUnknown: '`unknown` se nenhum critério obrigatório for conhecido;',
      fitPossible: '`possible-fit` nos demais casos.',
      fitRecommendation:
        '**Recomendação:** `strong-fit` aponta para o pagamento ({checkout}), `possible-fit` para uma conversa ({booking}), `unknown` diz com o que voltar, `poor-fit` explica com franqueza por que não e para onde escrever se algo estiver errado.',
      fitParsing:
        'O corpo é lido como JSON seja qual for o `Content-Type` (assim `curl -d` funciona). Todo campo é opcional, mas pelo menos um é exigido (`{}` dá 422 `empty_profile`); propriedades desconhecidas, `null`, tipos errados, um número negativo e corpos que não são objetos dão 422 `validation_failed` com os campos listados em `error.issues` (os {issues} primeiros; `error.issueCount` conta todos). Corpos acima de {limit} KB dão 413, com ou sem `Content-Length`.',
    },
    fields: {
      error: 'Toda falha da API tem este formato.',
      errorCode: 'Código de erro estável e legível por máquina, por exemplo `page_not_found`.',
      errorMessage: 'O que deu errado.',
      errorHint: 'O que fazer a respeito.',
      errorDocs: 'Link para a descrição da API.',
      errorStatus: 'Código de status HTTP.',
      errorIssues:
        'Problemas por campo (`validation_failed` e `empty_profile`): no máximo os {max} primeiros.',
      errorIssueCount: 'Quantos problemas por campo existem no total; issues lista até {max}.',
      moneyAmount: 'Valor em unidades principais.',
      moneyCurrency: 'Código ISO 4217.',
      moneyModel: 'Modelo de preço, como fixed.',
      moneyTaxIncluded:
        'Se o valor inclui o imposto sobre o valor agregado; ausente quando a oferta não diz.',
      action: 'Um link para uma pessoa: pagamento, agendamento de conversa ou e-mail.',
      actionCheckout: 'Pagar o projeto (um link de pagamento hospedado).',
      actionCall: 'Agendar antes uma conversa com uma pessoa.',
      actionEmail: 'Escrever um e-mail (um link mailto:).',
      actions: 'Links para uma pessoa agir; a compra nunca é feita pela API.',
      offer: 'O único projeto em oferta, com os links que uma pessoa usa para agir.',
      checkId: 'Identificador do critério.',
      checkCriterion: 'Texto do critério.',
      resultChecks: 'Uma entrada por critério.',
      resultDisclaimer: 'Diz que o resultado é indicativo e mecânico.',
      pageUrl: 'Endereço HTML.',
      pageMarkdownUrl: 'Endereço da versão em Markdown.',
      pageMarkdown: 'O corpo Markdown completo.',
    },
    schema: {
      profile: 'Um perfil. Todo campo é opcional, mas é preciso informar pelo menos um.',
      amount: '{question} Um valor anual em {currency} inteiros, 0 ou mais.',
      number: '{question} Um número, 0 ou mais.',
      'yes-no': '{question}',
      'one-of': '{question}',
      text: '{question} Escrito como as pessoas falam; corresponde quando contém uma das respostas aceitas como palavra inteira.',
    },
    server: {
      instructions:
        'Servidor público somente leitura para uma oferta; nada aqui precisa de chave e nada é gravado. Chame `get_offer` para preço, duração, entregas e os links que uma pessoa usa para comprar, e `check_fit` quando alguém perguntar se a oferta combina com ela (o veredito é indicativo, nunca uma decisão). Chame `list_pages` e depois `get_page` para as páginas do site; as mesmas páginas são recursos (Markdown). Os prompts `check_my_fit`, `explain_offer` e `prepare_for_fit_call` conduzem um visitante pela verificação, pela oferta e pela conversa.',
      description:
        '{offer}: a oferta, uma verificação de adequação indicativa e todas as páginas do site em Markdown.',
      shortDescription:
        'Uma oferta, uma verificação de adequação indicativa e as páginas do site em Markdown.',
    },
    ucp: {
      notFound:
        'Não há produto nem variante com o id “{id}” aqui; busque no catálogo ou consulte “{product}”.',
      badJson: 'O corpo não é JSON válido: envie um objeto JSON como {example}.',
      invalid: 'A requisição não serve para esta operação ({problems}); envie um objeto JSON como {example}.',
      noInput: 'Uma busca precisa de uma consulta (query) ou de filtros, por exemplo {example}.',
      tooMany: 'No máximo {max} ids por consulta; esta tem {count}.',
      unknownCursor:
        'Este catálogo responde a cada busca em uma página só e não dá cursor; envie a busca sem ele.',
    },
    aiCatalog: {
      displayName: '{offer}, de {name}',
      queryCost: 'Quanto custa {offer} e quanto tempo leva?',
      queryDeliverables: 'O que eu recebo com {offer}?',
      queryFit: '{offer} é indicada para um perfil {role}?',
      queryBook: 'Agendar uma conversa com {shortName} sobre {offer}',
    },
    tools: {
      get_offer: {
        title: 'Obter a oferta',
        description:
          'Retorna o único projeto que este site oferece. Use para responder a perguntas sobre preço, duração, entregas, garantia, crédito, para quem é e para quem não é, e para os links que uma pessoa usa para comprar, agendar uma conversa ou mandar um e-mail. Não recebe argumentos.',
      },
      check_fit: {
        title: 'Verificar a adequação (indicativa)',
        description:
          'Aplica mecanicamente os critérios de adequação publicados a um perfil e retorna um veredito (`strong-fit`, `possible-fit`, `poor-fit`, `unknown`), uma pontuação e o detalhamento por critério. Use quando alguém perguntar se o projeto combina com ela. Informe pelo menos um de {fields}; o esquema de entrada dá o tipo e a pergunta de cada um. O resultado é só indicativo: nunca aceita nem recusa ninguém; a compra é feita por uma pessoa pelos links de ação da oferta.',
      },
      list_pages: {
        title: 'Listar as páginas do site',
        description:
          'Lista as páginas de conteúdo do site, todas exceto o formulário da verificação (slug, título, descrição, URLs HTML e Markdown). Chame antes de `get_page` se você não souber o slug.',
      },
      get_page: {
        title: 'Obter uma página com o Markdown',
        description:
          'Retorna uma página pública pelo slug (`index` é a página inicial com a oferta): título, descrição, URLs HTML e Markdown e o corpo Markdown completo. O esquema de entrada lista cada slug; `list_pages` dá o título e a descrição de cada página. Como em todas as ferramentas daqui, o bloco de texto é o resultado estruturado serializado como JSON; o Markdown sozinho é o recurso na `markdownUrl` da página.',
      },
      slug: 'Slug da página, um de {slugs}. Chame `list_pages` se tiver dúvida.',
      search_catalog: {
        title: 'Buscar no catálogo (UCP)',
        description:
          'Busca no catálogo do Universal Commerce Protocol (`dev.ucp.shopping.catalog.search`). Passe `catalog` com uma `query`, `filters` (um filtro de preço conta em unidades menores) ou os dois. Retorna o único produto que este site vende quando corresponde, no formato do UCP: o preço em unidades menores com a moeda, duração e entregas em `metadata`, e a `url` da variante, onde uma pessoa compra. `meta` (`ucp-agent`) é aceito e não é obrigatório. Nada é comprado aqui.',
      },
      lookup_catalog: {
        title: 'Consultar produtos do catálogo por id (UCP)',
        description:
          'Consulta ao catálogo do Universal Commerce Protocol (`dev.ucp.shopping.catalog.lookup`). Passe `catalog.ids`, ids de produtos ou variantes vindos de uma busca. Cada variante diz quais ids levaram a ela (`inputs`); um id que não indica nada aqui volta como mensagem informativa. A `url` da variante é onde uma pessoa compra.',
      },
      get_product: {
        title: 'Obter um produto do catálogo (UCP)',
        description:
          'Obtenção de produto do Universal Commerce Protocol: passe `catalog.id`, um id de produto ou de variante. Retorna o produto com sua única variante (preço em unidades menores, duração e entregas em `metadata`, o link de compra como `url` da variante); um id desconhecido responde `ucp.status: "error"` com uma mensagem `not_found`.',
      },
    },
    promptDefaults: {
      check_my_fit: {
        title: 'Ver se combina comigo',
        description:
          'Responda a algumas perguntas curtas, uma de cada vez, e receba um veredito indicativo sobre se {{offer_name}} combina com você.',
        intro:
          'Quero saber se {{offer_name}} combina comigo. Faça as perguntas abaixo uma de cada vez, e espere a minha resposta antes de fazer a próxima. Mantenha o tom de conversa; posso pular alguma pergunta.',
        outro:
          'Seja claro e breve. O veredito é indicativo: nunca aceita nem recusa ninguém, então não o apresente como uma decisão.',
      },
      explain_offer: {
        title: 'Explicar a oferta',
        description:
          'A oferta explicada nos seus termos: o que você recebe, quanto custa, para quem é e o que acontece depois.',
        intro:
          'Explique {{offer_name}} para mim em palavras simples, a partir da página abaixo: o que eu receberia, quanto custa ({{price}}), quanto tempo leva, o que é garantido, para quem é e para quem não é. Relacione com a minha situação quando puder, e termine com o próximo passo que faz sentido para mim.',
      },
      prepare_for_fit_call: {
        title: 'Preparar a conversa de adequação',
        description:
          'O que levar para uma conversa rápida sobre {{offer_name}}, para que ela deixe claro se a oferta combina com você.',
        intro:
          'Me ajude a preparar uma conversa rápida sobre {{offer_name}}. Passe comigo pela lista do que levar, pergunte sobre o que eu não pensei e me ajude a anotar respostas curtas que eu possa deixar abertas durante a conversa.',
        bring: {
          money: 'Seu faturamento anual, aproximado, e como ele mudou nos últimos dois anos.',
          clients:
            'Quem são seus melhores clientes e as palavras que eles usam para descrever o que você faz por eles.',
          comparison:
            'As pessoas ou empresas com quem você é mais comparado, e por que essa comparação está errada.',
          earlier:
            'Qualquer trabalho sobre o seu posicionamento, o seu pitch ou a sua marca pelo qual você já pagou.',
          decision:
            'A decisão que você precisaria tomar depois da conversa, e quem mais, se houver alguém, participa dela.',
        },
      },
    },
    prompts: {
      argumentTitle: '{label}',
      argument: 'Opcional: {question} Respostas: {values}.',
      argumentLine: 'Minha resposta a “{label}”: {value}.',
      callTool:
        'Quando tiver as minhas respostas, chame a ferramenta `check_fit` com elas: {fields}. Deixe de fora o que eu não respondi.',
      types: {
        amount: '`{field}` como número ({currency} por ano)',
        number: '`{field}` como número',
        'yes-no': '`{field}` como true ou false',
        'one-of': '`{field}` como um de {options}',
        text: '`{field}` com as minhas palavras (atende com {accepts})',
      },
      present:
        'Depois me mostre o veredito, cada critério com o resultado e a observação, e o aviso palavra por palavra, seguidos do próximo passo que corresponde ao veredito:',
      unknownStep: 'faça as perguntas que eu pulei e verifique de novo.',
      bring: 'O que levar:',
      criteria: 'A conversa verifica os mesmos critérios da verificação online:',
      book: 'Agende aqui: {link}',
      resourceTitle: 'Página do site em Markdown',
      resourceDescription:
        'Qualquer página pública do site em Markdown, pelo slug: {slugs}. `completion/complete` sugere slugs.',
    },
  },
};
