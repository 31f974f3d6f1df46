// French defaults of the `agents` words: what agents.md, llms.txt, the skills, OpenAPI and MCP say around the facts.
import type { agentsWords as en } from '../en/agents.js';

export const agentsWords: typeof en = {
  agents: {
    use: {
      offer: 'Ce site publie une offre, {offer} ({terms}), proposée par {name}.',
      when: 'Utilisez-le quand une personne demande ce que coûte la mission, ce qu’elle apporte, comment elle se déroule, si elle lui convient, comment l’acheter ou comment joindre {shortName}.',
      open: 'Tout ici est public, en lecture seule, et ne demande aucune clé.',
      indicative:
        'Le diagnostic d’adéquation est indicatif\u00a0: il applique mécaniquement les critères publiés et n’accepte ni ne refuse personne.',
      purchase:
        'L’achat revient à un humain\u00a0: donnez à la personne les liens d’action de l’offre ({actions})\u202f; n’essayez jamais d’acheter par l’API.',
    },
    endpoints: {
      health: 'état de service, la version `apiVersion` en cours, et où trouver OpenAPI, MCP et llms.txt',
      healthStatic: 'état de service, la version `apiVersion` en cours, et où trouver OpenAPI et llms.txt',
      offer:
        'l’offre\u00a0: prix, durée, livrables, garantie, avoir, profils idéaux et moins adaptés, et les liens d’action qu’un humain utilise pour acheter, réserver un appel ou écrire un e-mail',
      fit: 'un verdict indicatif, un score et une vérification par critère pour un profil envoyé en JSON avec au moins un des champs {fields}',
      pages: '{pageSet}, chacune avec son `url` HTML et son `markdownUrl`',
      page: 'l’une de ces pages, avec sa version Markdown dans `markdown`\u202f; slugs {slugs}',
    },
    pageSet: {
      one: 'l’unique page de contenu',
      other: 'les {count} pages de contenu',
      every: '{pages} (toutes les pages du site)',
      allBut: '{pages} (toutes les pages du site sauf {tools}, qui héberge le formulaire du diagnostic)',
    },
    headings: {
      engine: 'Le moteur privé (hors de ce service)',
      agentsTitle: 'Instructions pour les agents',
    },
    agentsMd: {
      title: 'Instructions pour les agents\u00a0: {name}',
      whenHeading: 'Quand utiliser ce site',
      chooseHeading: 'API, MCP ou pages\u202f?',
      chooseApi:
        '**Une question sur l’offre, depuis du code ou un appel de fonction\u00a0:** l’API JSON (`GET /api/offer`, `POST /api/fit`). Elle a une description OpenAPI 3.1\u00a0: les clients générés et les frameworks d’appel d’outils peuvent l’utiliser telle quelle.',
      chooseApiStatic:
        '**Une question sur l’offre, depuis du code\u00a0:** l’API JSON (`GET /api/offer`, `GET /api/pages`). Elle a une description OpenAPI 3.1\u00a0: les clients générés peuvent l’utiliser telle quelle. Cette copie du site est statique\u00a0: le diagnostic d’adéquation et MCP ne répondent que là où le site tourne comme service.',
      chooseMcp:
        '**Vous êtes un client MCP** (assistant de bureau, IDE, framework d’agents)\u00a0: le point d’accès MCP. Les quatre mêmes capacités sous forme d’outils, chaque page comme ressource, sans clé.',
      choosePages:
        '**Lire ou citer ce que dit le site** (déroulement de la mission, conditions, confidentialité)\u00a0: les pages en Markdown, `/{page}.md` ou toute URL de page avec `Accept: text/markdown`\u202f; `llms-full.txt` les réunit toutes en un fichier.',
      chooseBuy:
        '**Une personne veut acheter, réserver un appel ou écrire\u00a0:** rien de tout cela. Donnez-lui les liens d’action ci-dessous\u202f; l’achat ne passe jamais par l’API ni par MCP.',
      rulesHeading: 'Règles',
      ruleIndicative:
        '**Le diagnostic est indicatif.** Dites-le quand vous en rendez compte. Selon les mots de {shortName}\u00a0: «\u00a0{disclaimer}\u00a0»',
      rulePurchase:
        '**L’achat revient à un humain.** N’achetez pas, ne réservez pas et n’envoyez pas d’e-mail au nom de quelqu’un\u202f; donnez à la personne ces liens de `GET /api/offer` (`actions`)\u00a0:',
      ruleQuote:
        '**Citez, ne devinez pas.** Prix, dates et conditions viennent de `GET /api/offer` ou des pages\u202f; si une information manque, dites-le et renvoyez vers {contact}.',
      contactPage: 'la page de contact ({url})',
      contactEmail: 'l’adresse e-mail {email}',
      pagesHeading: 'Lire les pages',
      pages:
        'Chaque page a une version Markdown à la même URL\u00a0: envoyez `Accept: text/markdown` (les valeurs q sont respectées, et `text/markdown, text/html, */*` obtient du Markdown) ou récupérez directement `/{slug}.md`. Les liens des versions Markdown sont absolus\u00a0: un extrait découpé ou cité garde ses cibles. Chaque réponse Markdown (versions des pages, ce fichier, llms.txt et llms-full.txt) porte `X-Markdown-Tokens`, une estimation de sa taille en tokens (nombre de caractères divisé par quatre, arrondi au supérieur)\u00a0: lisez-la avec une requête `HEAD` pour prévoir votre budget avant de télécharger. `{base}/llms.txt` recense tout\u202f; `{base}/llms-full.txt` contient toutes les pages en un seul fichier.',
      apiHeading: 'Appeler l’API JSON',
      api: 'URL de base\u00a0: `{base}`. Pas d’authentification, pas de limite de débit, aucune écriture\u202f; les chemins ne portent pas de version. Chaque réponse est en JSON et chaque échec a la même forme Error (`error.code`, `error.message`, `error.status`, et en option `error.hint` et `error.docs`)\u00a0: décidez d’après `error.code`. Le contrat complet est `{base}/openapi.json` (OpenAPI 3.1). Appelez `GET /api/pages` avant `GET /api/pages/{slug}` si vous ne connaissez pas le slug.',
      returns: 'Renvoie {note}.',
      example:
        'Le profil d’exemple ci-dessus obtient actuellement le verdict `{verdict}` (score {earned} sur {available}), avec une entrée par critère dans `checks`. Les champs sont {fields}\u202f; envoyez-en au moins un, et aucun autre.',
    },
    mcp: {
      heading: 'Utiliser le point d’accès MCP',
      intro:
        'Point d’accès\u00a0: `POST {url}`, Streamable HTTP avec JSON-RPC 2.0, sans état (aucune session à conserver). Versions du protocole\u00a0: {versions}. Server card\u00a0: `{card}` (aussi `{cardAlias}`). Les outils reprennent l’API\u00a0:',
      toolColumn: 'Outil',
      whatColumn: 'Ce qu’il fait',
      prompts:
        'Prompts (pour une personne qui parle à un assistant)\u00a0: {prompts}\u202f; chacun accepte {arguments} (facultatifs), que `completion/complete` propose. Ressources\u00a0: chaque page en Markdown, et le modèle `{template}`.',
      promptsPlain:
        'Prompts (pour une personne qui parle à un assistant)\u00a0: {prompts}. Ressources\u00a0: chaque page en Markdown, et le modèle `{template}`.',
      modern:
        '**{version}** (sans état)\u00a0: pas de poignée de main\u202f; chaque requête porte sa version et ses capacités dans `params._meta`, et les en-têtes `MCP-Protocol-Version`, `Mcp-Method` et (pour un appel, une lecture ou un prompt) `Mcp-Name` reprennent le corps. `server/discover` liste les versions et les capacités. Appelez `{tool}`\u00a0:',
      legacy:
        '**{versions}**\u00a0: `initialize` répond dans la version demandée ({latest} si elle n’en fait pas partie), puis envoyez cette version dans `MCP-Protocol-Version`\u202f; rien d’autre n’est conservé entre les requêtes. Les lots ne sont acceptés qu’en 2025-03-26, 32 messages au plus.',
      originLoopback:
        'Ce déploiement tourne sur une adresse de bouclage\u00a0: `/mcp` ne répond qu’aux requêtes dont `Host` et `Origin` sont aussi des adresses de bouclage (protection contre le DNS rebinding)\u202f; toute autre reçoit `403`.',
      originOpen:
        'CORS est ouvert à toutes les origines et le point d’accès accepte tout en-tête `Origin`, délibérément\u00a0: tout ici est public, en lecture seule et sans authentification, il n’y a donc ni session, ni donnée privée, ni rien qu’une requête intersite ou un DNS rebinding pourrait atteindre et que le Web ouvert ne puisse déjà lire.',
      webmcpHeading: 'Dans un navigateur (WebMCP)',
      webmcp:
        'Vous travaillez dans le navigateur d’une personne, sur ce site\u202f? Là où le navigateur dispose de WebMCP (`document.modelContext`), chaque page enregistre les mêmes outils ({tools}) avec les mêmes schémas d’entrée\u202f; chacun appelle l’API JSON. Sur la page du diagnostic (`{fitUrl}`), le formulaire lui-même est l’outil `{tool}`\u00a0: remplissez-le, il s’envoie tout seul et vous répond comme `POST /api/fit`, pendant que la personne voit le résultat.',
    },
    llms: {
      intro:
        'Les pages sont listées par leur version Markdown, avec à côté la page HTML destinée aux humains. L’API JSON et le point d’accès MCP ne sont pas des pages\u00a0: ils figurent comme appels, avec des liens vers leur documentation.',
      introStatic:
        'Les pages sont listées par leur version Markdown, avec à côté la page HTML destinée aux humains. L’API JSON n’est pas une page\u00a0: ses lectures figurent comme appels. Cette copie du site n’est faite que de fichiers statiques\u202f; elle n’a donc ni point d’accès pour le diagnostic d’adéquation ni point d’accès MCP.',
      pagesHeading: 'Pages',
      toolPage:
        'Le formulaire est destiné aux humains\u00a0: les agents appellent `POST /api/fit` (ci-dessous).',
      apiHeading: 'API',
      api: 'Une API JSON en lecture seule\u00a0: sans clé, sans limite de débit, du JSON en entrée comme en sortie, chaque échec sous la même forme Error. Sa description OpenAPI 3.1 est {openapi} (aussi {openapiAlias}). Les opérations, relatives à `{base}`\u00a0:',
      forExample: 'Par exemple\u00a0:',
      docsTitle: 'Documentation pour les développeurs',
      docsNote: 'chaque opération avec exemples, erreurs et limites, et le point d’accès MCP',
      docsNoteEngine:
        'chaque opération avec exemples, erreurs et limites, le point d’accès MCP et la frontière du moteur privé',
      agentsApi:
        'quand utiliser l’API, MCP ou les pages, avec des requêtes exactes qui fonctionnent telles quelles',
      agentsApiStatic:
        'quand utiliser l’API ou les pages, avec des requêtes exactes qui fonctionnent telles quelles',
      agentsMcp: 'comment connecter un client MCP, avec les requêtes JSON-RPC exactes',
      mcpHeading: 'MCP',
      mcp: 'Les quatre mêmes capacités en outils MCP ({tools}), avec les prompts {prompts}, sur `POST {url}`\u00a0: Streamable HTTP avec JSON-RPC 2.0, sans état, sans clé\u202f; versions du protocole {versions}. Sa server card est {card} (aussi {cardAlias}).',
      skillsHeading: 'Skills pour agents',
      skills:
        'Des instructions installables pour les agents (format agentskills.io), listées avec leur empreinte SHA-256 dans {index}\u00a0:',
      optionalHeading: 'Facultatif',
      fullTitle: 'Texte intégral',
      fullNote: 'toutes les pages ci-dessus dans un seul fichier Markdown',
      also: 'Aussi lisibles par machine\u00a0: le plan du site {sitemap}, robots.txt avec ses signaux de contenu {robots}, et le catalogue d’API RFC 9727 {catalog}.',
    },
    llmsFull: {
      title: '{name}\u00a0: toutes les pages en entier',
      intro:
        'Le Markdown complet de chaque page publique de {base}, une section par page, les titres de chaque page abaissés d’un niveau. L’index court est {base}/llms.txt.',
      where: 'URL\u00a0: {url} (Markdown\u00a0: {markdown}, mis à jour le {updated})',
    },
    robots: {
      title: 'robots.txt de {name} ({base})',
      open: 'Tout sur ce site est public et en lecture seule\u00a0: tout robot d’indexation et tout agent IA peut tout récupérer, y compris l’API JSON sous /api/. Agents\u00a0: commencez par {base}/llms.txt ou {base}/agents.md.',
      noLicence:
        'Aucune licence n’est accordée sur ce contenu (tous droits réservés)\u202f; les signaux de contenu ci-dessous disent comment il peut être utilisé.',
      licence: 'Licence du contenu\u00a0: {licence} ({id}).',
      group:
        'Un seul groupe pour tous les agents utilisateurs\u202f; les robots et agents IA sont nommés un par un, à dessein.',
      signals:
        'Les signaux de contenu (https://contentsignals.org/) indiquent comment le contenu peut être utilisé une fois récupéré\u00a0:',
      search:
        'search=yes\u00a0: constituer un index de recherche et afficher des liens et des extraits\u202f;',
      input:
        'ai-input=yes\u00a0: s’en servir pour répondre à une question en temps réel (recherche, ancrage)\u202f;',
      trainYes:
        'ai-train=yes\u00a0: il peut servir à entraîner ou affiner des modèles d’IA (réglé dans content/site.yaml).',
      trainNo:
        'ai-train=no\u00a0: il ne doit pas servir à entraîner ou affiner des modèles d’IA (réglé dans content/site.yaml).',
    },
    catalog: {
      openapi: 'API JSON de {name}\u00a0: description OpenAPI 3.1',
      health: 'État de service\u00a0: statut et version de l’API',
      card: 'Point d’accès MCP public de {name}\u00a0: server card (versions du protocole {versions})',
      engineHealth: 'État du moteur privé\u00a0: ouvert, {"ok": true} et le nom de ses méthodes',
      engineDoc:
        'Moteur privé (authentifié\u00a0: une clé bearer par client, 401 sans\u202f; hors de ce service)\u00a0: {title}',
      markdown: '{title} (Markdown)',
      skill: 'Skill pour agents {name} (SKILL.md)',
    },
    links: {
      apiCatalog: 'Catalogue d’API',
      openapi: 'Description OpenAPI 3.1 de l’API JSON',
      serverCard: 'Server card MCP',
      skills: 'Index des skills pour agents',
    },
    discovery: {
      what: 'Quoi',
      where: 'Où, et ce qu’un agent y trouve',
      linkHeaders: 'En-têtes Link',
      linkHeadersText:
        'Chaque page HTML envoie des en-têtes `Link` RFC 8288 (et les mêmes liens dans son head)\u00a0: sa version Markdown en {twin}, puis {rels}\u202f; la page d’accueil ajoute {home}. Une requête `HEAD` suffit.',
      skills: 'Skills pour agents',
      skillsText:
        '{index}\u00a0: {skills}, un `SKILL.md` chacun, listé avec son empreinte SHA-256 (Agent Skills Discovery v0.2.0).',
      and: 'et',
      card: 'Server card MCP',
      cardText:
        '{card}, l’emplacement réservé par le brouillon, en `application/mcp-server-card+json`\u202f; la même carte sur {aliases}.',
      aiCatalog: 'AI Catalog',
      aiCatalogText: '{catalog}\u00a0: l’entrée de la server card, telle que le brouillon la cherche.',
      mcpCatalog: 'MCP Catalog',
      mcpCatalogText:
        '{catalog}\u00a0: la même entrée, pour les clients de la révision précédente du brouillon.',
      apiCatalog: 'Catalogue d’API',
      apiCatalogText: '{catalog}\u00a0: des liens RFC 9727 vers l’API JSON et sa description OpenAPI.',
      heading: 'Découvrir sans analyser le HTML',
      intro:
        'Chaque page répond à `HEAD` avec des en-têtes `Link` vers sa version Markdown et vers ces documents\u00a0: une requête suffit pour trouver le reste. Les skills sont des instructions à charger quand une tâche s’y prête\u00a0: l’une pour vérifier l’adéquation et proposer la prochaine étape, l’autre pour lire et citer le site.',
      notPublishedHeading: 'Ce que ce site ne publie pas, et pourquoi',
      oauth: 'La découverte OAuth et les métadonnées de ressource protégée',
      oauthWhy:
        'Il n’y a ni `/.well-known/oauth-authorization-server`, ni `/.well-known/openid-configuration`, ni `/.well-known/oauth-protected-resource`\u202f; tout ici est public et en lecture seule\u00a0: il n’y a aucun jeton à obtenir ni aucune ressource protégée à décrire.',
      oauthEngine:
        'Le moteur privé à l’adresse {url} est un service distinct, avec des clés émises par client par {name}\u202f; ce site ne le sert pas et ne décrit pas son authentification.',
      a2a: 'Une carte d’agent A2A',
      a2aWhy:
        'Il n’y a pas de `/.well-known/agent-card.json`, car aucun agent ne tourne ici\u00a0: le site publie une offre, une API JSON et un serveur MCP, et n’agit au nom de personne.',
      a2aWhyStatic:
        'Il n’y a pas de `/.well-known/agent-card.json`, car aucun agent ne tourne ici\u00a0: le site publie une offre et une API JSON en lecture seule, et n’agit au nom de personne.',
      commerce: 'Paiement et achat en commerce agentique (paiement UCP, ACP, mandats AP2)',
      commerceWhy:
        'La découverte est publiée (recherche et consultation du catalogue UCP, `/.well-known/ucp`), mais une personne achète par le lien de paiement des actions de l’offre\u202f; aucun agent n’achète, ne réserve ni ne paie par ce site, à dessein.',
      commerceWhyStatic:
        'Une personne achète par le lien de paiement des actions de l’offre\u202f; aucun agent n’achète, ne réserve ni ne paie par ce site, à dessein.',
    },
    skills: {
      resourceTitle: 'Skill pour agents {name}',
      fit: {
        description:
          'Vérifier si {offer} ({price}) de {name} convient à une personne, en appliquant les critères d’adéquation publiés via l’API publique ou le point d’accès MCP du site, puis lui donner la bonne prochaine étape\u00a0: le lien de paiement, d’appel ou d’e-mail. À utiliser quand quelqu’un demande si l’offre lui convient, si elle vaut la peine pour son activité, ou comment l’acheter ou réserver un appel.',
        title: 'Vérifier si {offer} convient, et proposer la prochaine étape',
        intro:
          '{name} publie les critères pour lesquels {offer} est conçue et les applique mécaniquement sur demande. Ce skill fait ce diagnostic pour une personne et lui dit quoi faire ensuite. Tout est public et en lecture seule\u202f; aucune clé n’est nécessaire.',
        rulesHeading: 'Règles',
        ruleIndicative:
          '**Le résultat est indicatif.** Dites-le à chaque fois, avec les mots du site\u00a0: «\u00a0{disclaimer}\u00a0»',
        rulePurchase:
          '**L’achat revient à la personne.** N’achetez jamais, ne réservez jamais et n’envoyez jamais d’e-mail en son nom, et n’essayez jamais d’acheter par l’API ou par MCP\u00a0: ni l’une ni l’autre n’a d’opération d’achat. Donnez-lui le lien\u202f; c’est elle qui clique.',
        ruleQuote: '**Citez, ne devinez pas.** Prix, durée et conditions viennent de `GET {base}/api/offer`.',
        gatherHeading: '1. Réunir le profil',
        gather:
          'Servez-vous de ce que la personne vous a déjà dit et ne demandez que ce qui manque\u202f; un ordre de grandeur suffit. Chaque champ est facultatif, mais envoyez-en au moins un, et aucun autre\u00a0:',
        fieldColumn: 'Champ',
        typeColumn: 'Type',
        questionColumn: 'Question',
        types: {
          amount: 'nombre, 0 ou plus, en {currency} entiers par an',
          number: 'nombre, 0 ou plus',
          'yes-no': 'true ou false',
          'one-of': 'l’une des valeurs {options}',
          text: 'chaîne de caractères',
        },
        textRule:
          '`{field}` accepte {accepts}. Une réponse écrite comme on la dit («\u00a0{example}\u00a0») est comparée mot par mot.',
        runHeading: '2. Lancer le diagnostic',
        runHttp: 'En HTTP, `POST {base}/api/fit` avec le profil en JSON\u00a0:',
        runMcp:
          'Par MCP, appelez l’outil `{tool}` sur `{base}/mcp` avec les mêmes champs en `arguments`\u202f; {base}/agents.md contient des requêtes prêtes à copier pour chaque version du protocole que parle le point d’accès. La réponse est la même dans les deux cas.',
        runErrors:
          'Si la réponse est une erreur, décidez d’après `error.code`\u00a0: `validation_failed` (422, `error.issues` nomme chaque champ fautif), `empty_profile` (422, aucun champ envoyé), `invalid_json` (400). Corrigez le profil et recommencez\u202f; ne devinez pas le verdict.',
        resultHeading: '3. Donner le résultat à la personne, et la prochaine étape',
        result:
          'Le résultat contient un `verdict`, un `score` (`earned` points sur `available`), une entrée par critère dans `checks` (`pass`, `fail` ou `unknown`, avec une `note`), une `recommendation` dans les mots du site et un `disclaimer`. Donnez le verdict avec les critères qui l’ont décidé, puis la prochaine étape\u00a0:',
        verdictColumn: 'Verdict',
        nextColumn: 'Prochaine étape',
        nextStrong:
          'Donnez le lien de paiement{link}\u202f; si la personne veut d’abord en parler, le lien d’appel.',
        nextPossible:
          'Donnez le lien d’appel{link}, pour qu’une personne juge ce que le diagnostic n’a pas pu trancher.',
        nextPoor:
          'Dites quel critère obligatoire n’est pas rempli et pourquoi. Si la personne pense qu’il est mal évalué, donnez le lien e-mail{link}.',
        nextUnknown:
          'Demandez les réponses dont les critères obligatoires ont besoin, puis relancez le diagnostic.',
        links:
          'Les liens sont les `actions` de l’offre dans `GET {base}/api/offer`\u202f; lisez-les là, car ils peuvent changer après la rédaction de ce fichier.',
        criteriaHeading: 'Les règles d’adéquation publiées',
        criterionColumn: 'Critère',
        textColumn: 'Texte',
        weightColumn: 'Poids',
        requiredColumn: 'Obligatoire',
        yes: 'oui',
        no: 'non',
        score: 'Le score est la somme des poids des critères remplis, sur la somme de tous les poids.',
        verdicts:
          '`poor-fit`\u00a0: un critère obligatoire n’est pas rempli. `strong-fit`\u00a0: tous les critères sont remplis. `unknown`\u00a0: aucun critère obligatoire n’a pu être évalué. `possible-fit`\u00a0: tous les autres cas.',
        rulesLink: 'Les règles complètes, pour les humains\u00a0: {url} (Markdown\u00a0: {markdown}).',
      },
      cite: {
        description:
          'Lire les pages publiques de {name} et l’offre {offer} en Markdown (llms.txt, la version Markdown de chaque page, l’API des pages) et les citer avec des liens qu’une personne peut ouvrir. À utiliser quand quelqu’un demande ce qu’est {offer}, ce qu’elle coûte ou comprend, comment elle se déroule, à qui elle s’adresse, comment joindre {shortName}, ou veut une source pour tout cela.',
        title: 'Lire et citer {name}',
        intro:
          'Tout ici est public, en lecture seule, et ne demande aucune clé. Lisez le Markdown plutôt que le HTML\u00a0: c’est le même texte, sans l’habillage de la page.',
        sourcesHeading: 'Où se trouve le texte',
        start:
          '**Commencez par {base}/llms.txt**\u00a0: ce qu’est le site, quand l’utiliser, et un lien vers le Markdown de chaque page.',
        twin: '**N’importe quelle page en Markdown**\u00a0: récupérez `{base}/{slug}.md`, ou l’URL de la page avec `Accept: text/markdown`. Chaque page HTML indique aussi sa version Markdown dans un en-tête `Link: <…>; rel="alternate"; type="text/markdown"`.',
        json: '**En JSON**\u00a0: `GET {base}/api/pages` liste les pages (`slug`, `title`, `description`, `url`, `markdownUrl`)\u202f; `GET {base}/api/pages/{slug}` ajoute le `markdown` complet. Par MCP, les outils `list_pages` et `get_page` font de même.',
        jsonStatic:
          '**En JSON**\u00a0: `GET {base}/api/pages` liste les pages (`slug`, `title`, `description`, `url`, `markdownUrl`)\u202f; `GET {base}/api/pages/{slug}` ajoute le `markdown` complet.',
        full: '**Tout d’un coup**\u00a0: {base}/llms-full.txt contient toutes les pages dans un seul fichier.',
        facts:
          '**Les faits en données**\u00a0: `GET {base}/api/offer` donne le prix, la durée, les livrables, la garantie, l’avoir, le public visé et les liens d’action.',
        pagesHeading: 'Les pages',
        pageColumn: 'Page',
        citeColumn: 'URL à citer',
        readColumn: 'Markdown à lire',
        updatedColumn: 'Mise à jour',
        howHeading: 'Comment citer',
        quote:
          'Citez le Markdown, mais donnez le lien vers l’URL HTML de la page (`url` dans l’API des pages\u202f; une version Markdown la nomme dans `Link: rel="canonical"`)\u00a0: c’est l’adresse qu’une personne peut ouvrir.',
        exact:
          'Citez prix, dates et conditions exactement comme ils sont écrits, avec la devise. Précisez la date de mise à jour de la page si la réponse en dépend.',
        gap: 'Si le site ne répond pas à la question, dites-le et renvoyez vers {contact}\u202f; ne comblez pas le vide par une supposition.',
        signalsTrain:
          'Les signaux de contenu du site (robots.txt) autorisent la recherche, les réponses aux questions à partir du site, et l’entraînement.',
        signalsNoTrain:
          'Les signaux de contenu du site (robots.txt) autorisent la recherche et les réponses aux questions à partir du site, pas l’entraînement de modèles.',
      },
    },
    openapi: {
      title: 'API de l’offre de {name}',
      summary:
        'API publique en lecture seule sur {offer}\u00a0: l’offre, un diagnostic d’adéquation indicatif et les pages du site.',
      server: 'Ce service',
      licence: 'Tous droits réservés par {name} (aucune licence accordée)',
      tagService: 'État de service et emplacement des descriptions lisibles par machine.',
      tagOffer: 'L’unique mission proposée, avec les liens d’action pour un humain.',
      tagFit: 'Le diagnostic d’adéquation indicatif selon les critères publiés.',
      tagPages: 'Les pages publiques du site, en résumé et en Markdown.',
      slug: 'Le slug de la page, tel que listPages le donne.',
      typedRole: '{role} senior',
      healthSummary: 'Vérifier que le service fonctionne',
      health:
        'Sonde d’état. Renvoie `status` (toujours `ok`), le nom du service, la version `apiVersion` en cours et les URL du document OpenAPI, du point d’accès MCP et de llms.txt. Envoyée avec `Cache-Control: {cacheControl}`\u00a0: un cache peut la stocker mais doit la revalider à chaque fois (un `304` peu coûteux par ETag), la réponse est donc toujours à jour.',
      healthStatic:
        'Sonde d’état. Renvoie `status` (toujours `ok`), le nom du service, la version `apiVersion` en cours et les URL du document OpenAPI et de llms.txt.',
      healthOk: 'Le service fonctionne.',
      offerSummary: 'Obtenir l’offre',
      offer:
        'L’unique mission proposée\u00a0: prix, durée, livrables, garantie, avoir sur une mission suivante, profils idéaux et moins adaptés, et `actions`\u00a0: des liens permettant à un humain de payer (`checkout`), de réserver un appel (`call`) ou d’écrire un e-mail (`email`). L’achat ne passe jamais par l’API.',
      offerOk: 'L’offre.',
      fitSummary: 'Comparer un profil aux critères d’adéquation (indicatif)',
      fitBody: 'Une FitRequest\u00a0: au moins un champ, aucune autre propriété.',
      fitOk:
        'Le résultat indicatif\u202f; `disclaimer` est toujours présent. Jamais mis en cache (`no-store`).',
      fitBadRequest: 'Le corps est absent (`body_required`) ou n’est pas du JSON valide (`invalid_json`).',
      fitTooLarge: 'Le corps dépasse {limit} Ko (`payload_too_large`).',
      fitUnprocessable:
        'Le JSON n’est pas une FitRequest valide (`validation_failed`, champs listés dans `error.issues`) ou ne fournit aucun champ (`empty_profile`).',
      tagUcp:
        'La découverte commerciale via l’Universal Commerce Protocol (UCP)\u00a0: l’offre comme produit de catalogue, qu’on recherche et qu’on consulte\u202f; pas de paiement, un humain achète par le lien du produit.',
      ucpSearchSummary: 'Rechercher dans le catalogue (UCP)',
      ucpSearch:
        'Recherche dans le catalogue UCP (`dev.ucp.shopping.catalog.search`, version {version})\u00a0: une `query`, des `filters` ou les deux\u202f; l’unique produit s’il correspond, avec son prix en unités mineures, sa durée, ses livrables et le lien où un humain achète. Une seule page, pas de curseur.',
      ucpLookupSummary: 'Consulter des produits du catalogue par identifiant (UCP)',
      ucpLookup:
        'Consultation du catalogue UCP (`lookup_catalog`)\u00a0: les `ids` de produits ou de variantes ({max} au plus)\u202f; chaque variante dit quels identifiants y ont mené, et un identifiant qui ne désigne rien ici donne un message d’information.',
      ucpProductSummary: 'Obtenir un produit du catalogue (UCP)',
      ucpProduct:
        'Obtention d’un produit UCP\u00a0: le produit d’un `id` (produit ou variante)\u202f; un identifiant inconnu répond `ucp.status: "error"` avec un message `not_found`.',
      ucpBody: 'L’objet de requête UCP de l’opération.',
      ucpExampleMissing: 'Un identifiant qui ne désigne rien ici',
      ucpExampleNotJson: 'Un corps qui n’est pas du JSON',
      ucpExampleEmpty: 'Un objet vide',
      ucpOk: 'La réponse UCP (schéma à l’URL `schema` de cette capacité dans le profil).',
      ucpBadRequest:
        'Le corps n’est pas du JSON, ne convient pas à l’opération ou en demande trop\u00a0: une réponse d’erreur UCP (`ucp.status: "error"`).',
      pagesSummary: 'Lister les pages publiques',
      pages:
        'Toutes les pages que sert l’API\u00a0: {pageSet}, chacune avec son titre, sa description, son `url` HTML et son `markdownUrl`. À appeler avant getPage si vous ne connaissez pas le slug.',
      pagesOk: 'Les résumés des pages.',
      pageSummary: 'Obtenir une page en Markdown',
      page: 'Une page publique par son slug, avec son corps Markdown complet\u00a0: octet pour octet la version Markdown de la page (`markdownUrl`), avec des liens absolus et une première ligne qui renvoie à llms.txt. Un slug inconnu donne 404 `page_not_found`.',
      pageOk: 'La page.',
      pageNotFound: 'Aucune page n’a ce slug (`page_not_found`).',
      pageNotFoundHead: 'Aucune page n’a ce slug\u202f; pas de corps.',
      headSummary: '{summary} (en-têtes seulement)',
      head: 'L’opération GET `{operation}` sans corps\u00a0: le même statut et les mêmes en-têtes (`Content-Type`, `Content-Length`, `ETag`, `Cache-Control`), pour qu’un client vérifie à peu de frais la taille et la fraîcheur.',
      headOk: 'Les en-têtes que GET enverrait, sans le corps.',
      preflightSummary: 'Requête préliminaire CORS',
      preflight:
        'Répond à la requête préliminaire CORS d’un navigateur\u00a0: toute origine peut appeler ce chemin, avec les méthodes et les en-têtes de requête listés. Ni authentification ni corps.',
      preflightOk: 'Requête préliminaire acceptée\u202f; pas de corps.',
      notModified: 'Non modifié\u00a0: `If-None-Match` nomme l’ETag actuel (ou `*`). Pas de corps.',
      cacheControl: 'Combien de temps la réponse peut être réutilisée.',
      headerAllow: 'Les méthodes acceptées par ce chemin, par ex. `GET, HEAD, OPTIONS`.',
      headerEtag:
        'Étiquette d’entité forte de cette représentation (une par codage de contenu)\u202f; envoyez-la dans `If-None-Match` pour obtenir `304`.',
      headerOrigin: 'CORS est ouvert à toutes les origines, sur chaque réponse.',
      headerMethods: 'Toutes les méthodes auxquelles le site répond quelque part.',
      headerHeaders: 'Les en-têtes de requête qu’un appelant d’une autre origine peut envoyer.',
      headerMaxAge:
        'Nombre de secondes pendant lesquelles un navigateur peut garder cette réponse préliminaire.',
      notAllowed:
        'Méthode non autorisée (`method_not_allowed`)\u202f; l’en-tête `Allow` liste les méthodes acceptées par ce chemin.',
      internal:
        'Échec inattendu (`internal_error`). La cause est journalisée\u202f; rien d’interne n’est envoyé.',
      refusal:
        '{what} (`{code}`)\u00a0: refusé avant le routage, sur tous les chemins, et la connexion est fermée.',
      uriTooLong: 'La cible de la requête dépasse {limit} octets',
      headersTooLarge: 'La ligne de requête et les en-têtes dépassent {limit} octets, ou sont trop nombreux',
      other: 'Tout autre échec\u00a0: la même forme Error, avec le statut HTTP dans `error.status`.',
      exampleStrong: 'Tous les critères sont remplis',
      examplePossible: 'Les critères obligatoires sont remplis, `{id}` ne l’est pas',
      examplePossibleUnanswered: 'Toutes les réponses sont valables, `{id}` est sans réponse',
      examplePoor: 'Un critère obligatoire (`{id}`) n’est pas rempli',
      exampleUnknown: 'Aucun critère obligatoire n’a de réponse',
      exampleInvalidJson: 'Le corps n’est pas du JSON valide',
      exampleNoBody: 'Aucun corps',
      exampleUnknownSlug: 'Slug inconnu',
      exampleMissingSlug: 'tarifs',
      exampleGetOnPost: 'GET sur un chemin réservé à POST',
      examplePostOnRead: 'POST sur un chemin en lecture seule',
      exampleTooLarge: 'Un corps de plus de {limit} Ko',
      exampleValidation: 'Mauvais type, valeur hors limites et propriété inconnue',
      exampleEmpty: 'Un objet valide sans aucun champ de profil',
      exampleInternal: 'Un échec inattendu (les détails sont journalisés, jamais envoyés)',
      api: 'L’API JSON publique, en lecture seule, de {name}\u00a0: l’offre ({offer}), un diagnostic d’adéquation indicatif, et les pages du site en Markdown\u00a0: {pageSet}. Les quatre mêmes capacités sont des outils MCP sur `POST {base}/mcp` (versions du protocole {versions}\u202f; server card sur `{base}/.well-known/mcp.json`).',
      apiStatic:
        'L’API JSON publique, en lecture seule, de {name}\u00a0: l’offre ({offer}) et les pages du site en Markdown\u00a0: {pageSet}. Cette copie du site n’est faite que de fichiers statiques\u00a0: le diagnostic d’adéquation et MCP ne répondent que là où le site tourne comme service.',
      apiAuth:
        '**Pas d’authentification, pas de limite de débit, aucune écriture.** Rien de ce qui est renvoyé n’est privé\u202f; aucune mission n’est acceptée ni refusée par l’API, et l’achat est fait par un humain au moyen des liens d’action de l’offre.',
      apiCors:
        '**CORS** est ouvert\u00a0: `Access-Control-Allow-Origin: *` sur chaque réponse, erreurs comprises\u202f; la requête préliminaire `OPTIONS` répond `204`.',
      apiHead:
        '**HEAD** fonctionne partout où GET fonctionne (même statut et mêmes en-têtes, sans corps) et **OPTIONS** répond à la requête préliminaire CORS sur chaque chemin\u202f; les deux sont listées comme opérations. Les réponses GET portent des `ETag` forts et répondent `304` à `If-None-Match`.',
      apiRefusals:
        '**Refus avant routage\u00a0:** une cible de requête au-delà de la limite d’URL donne `414` `uri_too_long`, des en-têtes trop grands ou trop nombreux `431` `headers_too_large`, sur tous les chemins (la connexion est ensuite fermée).',
      apiErrors:
        '**Les erreurs** ont toujours la forme JSON `Error`, jamais de HTML\u00a0: décidez d’après `error.code`. Un chemin inconnu sous `/api/` donne `404` `not_found`\u202f; une mauvaise méthode donne `405` `method_not_allowed` avec un en-tête `Allow`.',
      apiNegotiation:
        '**Négociation de contenu\u00a0:** les opérations de l’API répondent toujours en `application/json`, quoi que dise `Accept`\u00a0: `406` ne les concerne donc jamais\u202f; il ne s’applique qu’aux pages HTML/Markdown.',
      apiVersioning:
        '**Versions\u00a0:** les chemins ne portent pas de version\u202f; `GET /api/health` indique la version `apiVersion` en cours.',
      apiFiles:
        'Fichiers lisibles par les agents\u00a0: {files}. Chaque page a aussi une version Markdown (`/{slug}.md`, ou `Accept: text/markdown`)\u202f; les réponses Markdown portent `X-Markdown-Tokens`, une estimation de leur taille en tokens (nombre de caractères divisé par quatre, arrondi au supérieur).',
      fit: 'Applique mécaniquement les critères d’adéquation publiés à un profil et renvoie un verdict, un score, une vérification par critère dans `checks` (toujours toutes, dans cet ordre) et une prochaine étape recommandée. Le résultat n’est qu’indicatif\u00a0: ce n’est ni une acceptation ni un refus, rien n’est enregistré, et l’achat est fait par un humain au moyen des liens d’action de l’offre.',
      fitCriteria:
        '**Critères** (chaque vérification vaut `pass`, `fail`, ou `unknown` quand son champ est absent, avec une remarque en clair)\u00a0:',
      fitCriterion: '`{id}`\u00a0: {text}. Poids {weight}{required}\u202f; {rule}.',
      fitRequired: ', obligatoire',
      rules: {
        amount: 'rempli quand {min} <= `{field}` <= {max} ({currency}, bornes incluses)',
        amountAtLeast: 'rempli quand `{field}` >= {min} ({currency})',
        amountAtMost: 'rempli quand `{field}` <= {max} ({currency})',
        number: 'rempli quand {min} <= `{field}` <= {max} (bornes incluses)',
        numberAtLeast: 'rempli quand `{field}` >= {min}',
        numberAtMost: 'rempli quand `{field}` <= {max}',
        yesNo: 'rempli quand `{field}` vaut `{pass}`',
        oneOf: 'rempli quand `{field}` vaut l’une des valeurs {accepts} (parmi {options})',
        text: 'rempli quand `{field}` contient l’une des réponses {accepts} comme mot entier\u00a0: les deux sont mis en minuscules et découpés en mots à chaque caractère qui n’est ni une lettre ni un chiffre, si bien que «\u00a0{typed}\u00a0» contient `{match}`, alors qu’une réponse incluse dans un mot plus long ne compte pas\u202f; la remarque du critère nomme la réponse reconnue',
      },
      fitScore:
        '**Score\u00a0:** `earned` est la somme des poids des critères remplis\u202f; `available` est la somme de tous les poids ({available}).',
      fitVerdict: '**Verdict**, la première règle qui s’applique l’emporte\u00a0:',
      fitPoor: '`poor-fit` si un critère obligatoire ({required}) n’est pas rempli\u202f;',
      fitStrong: '`strong-fit` si tous les critères sont remplis\u202f;',
      fitUnknown: '`unknown` si aucun critère obligatoire n’est connu\u202f;',
      fitPossible: '`possible-fit` sinon.',
      fitRecommendation:
        '**Recommandation\u00a0:** `strong-fit` renvoie au paiement ({checkout}), `possible-fit` à un appel ({booking}), `unknown` dit avec quoi revenir, `poor-fit` explique honnêtement pourquoi pas et où écrire si quelque chose est inexact.',
      fitParsing:
        'Le corps est lu comme du JSON quel que soit `Content-Type` (ainsi `curl -d` fonctionne). Chaque champ est facultatif mais au moins un est requis (`{}` donne 422 `empty_profile`)\u202f; les propriétés inconnues, `null`, les mauvais types, un nombre négatif et les corps qui ne sont pas des objets donnent 422 `validation_failed` avec les champs listés dans `error.issues` (les {issues} premiers\u202f; `error.issueCount` les compte tous). Les corps de plus de {limit} Ko donnent 413, avec ou sans `Content-Length`.',
    },
    fields: {
      error: 'Tout échec de l’API a cette forme.',
      errorCode: 'Identifiant d’erreur stable et lisible par machine, par ex. `page_not_found`.',
      errorMessage: 'Ce qui n’a pas fonctionné.',
      errorHint: 'Ce qu’il faut faire.',
      errorDocs: 'Lien vers la description de l’API.',
      errorStatus: 'Code de statut HTTP.',
      errorIssues:
        'Problèmes par champ (`validation_failed` et `empty_profile`)\u00a0: les {max} premiers au plus.',
      errorIssueCount: 'Combien de problèmes par champ il y a en tout\u202f; issues en liste jusqu’à {max}.',
      moneyAmount: 'Montant en unités principales.',
      moneyCurrency: 'Code ISO 4217.',
      moneyModel: 'Modèle de prix, par exemple fixed.',
      moneyTaxIncluded:
        'Indique si le montant comprend la TVA\u202f; absent quand l’offre ne le précise pas.',
      action: 'Un lien pour un humain\u00a0: paiement, réservation d’un appel ou e-mail.',
      actionCheckout: 'Payer la mission (un lien de paiement hébergé).',
      actionCall: 'Réserver d’abord un appel avec une personne.',
      actionEmail: 'Écrire un e-mail (un lien mailto:).',
      actions: 'Des liens sur lesquels un humain agit\u202f; l’achat ne passe jamais par l’API.',
      offer: 'L’unique mission proposée, avec les liens qu’un humain utilise pour y donner suite.',
      checkId: 'Identifiant du critère.',
      checkCriterion: 'Texte du critère.',
      resultChecks: 'Une entrée par critère.',
      resultDisclaimer: 'Indique que le résultat est indicatif et mécanique.',
      pageUrl: 'Adresse HTML.',
      pageMarkdownUrl: 'Adresse de la version Markdown.',
      pageMarkdown: 'Le corps Markdown complet.',
    },
    schema: {
      profile: 'Un profil. Chaque champ est facultatif, mais au moins un doit être fourni.',
      amount: '{question} Un montant annuel en {currency} entiers, 0 ou plus.',
      number: '{question} Un nombre, 0 ou plus.',
      'yes-no': '{question}',
      'one-of': '{question}',
      text: '{question} Écrit comme on le dit\u202f; il correspond quand il contient l’une des réponses acceptées comme mot entier.',
    },
    server: {
      instructions:
        'Serveur public en lecture seule pour une offre\u202f; rien ici ne demande de clé et rien n’est écrit. Appelez `get_offer` pour le prix, la durée, les livrables et les liens qu’un humain utilise pour acheter, et `check_fit` quand quelqu’un demande si l’offre lui convient (le verdict est indicatif, jamais une décision). Appelez `list_pages`, puis `get_page`, pour les pages du site\u202f; les mêmes pages sont des ressources (Markdown). Les prompts `check_my_fit`, `explain_offer` et `prepare_for_fit_call` accompagnent un visiteur dans le diagnostic, l’offre et l’appel.',
      description:
        '{offer}\u00a0: l’offre, un diagnostic d’adéquation indicatif et chaque page du site en Markdown.',
      shortDescription: 'Une offre, un diagnostic d’adéquation indicatif et les pages du site en Markdown.',
    },
    ucp: {
      notFound:
        'Aucun produit ni variante avec l’identifiant «\u00a0{id}\u00a0» ici\u202f; recherchez dans le catalogue, ou consultez «\u00a0{product}\u00a0».',
      badJson: 'Le corps n’est pas du JSON valide\u00a0: envoyez un objet JSON tel que {example}.',
      invalid:
        'La requête ne convient pas à cette opération ({problems})\u202f; envoyez un objet JSON tel que {example}.',
      noInput: 'Une recherche a besoin d’une requête (query) ou de filtres, par exemple {example}.',
      tooMany: '{max} identifiants au plus par consultation\u202f; celle-ci en a {count}.',
      unknownCursor:
        'Ce catalogue répond à chaque recherche en une seule page et ne donne aucun curseur\u202f; envoyez la recherche sans.',
    },
    aiCatalog: {
      displayName: '{offer} par {name}',
      queryCost: 'Combien coûte {offer} et combien de temps cela prend-il\u202f?',
      queryDeliverables: 'Qu’est-ce que j’obtiens avec {offer}\u202f?',
      queryFit: '{offer} convient-elle à un profil {role}\u202f?',
      queryBook: 'Réserver un appel avec {shortName} au sujet de {offer}',
    },
    tools: {
      get_offer: {
        title: 'Obtenir l’offre',
        description:
          'Renvoie l’unique mission que propose ce site. À utiliser pour répondre aux questions de prix, de durée, de livrables, de garantie, d’avoir, de public visé ou non, et pour les liens qu’un humain utilise pour acheter, réserver un appel ou écrire un e-mail. Ne prend aucun argument.',
      },
      check_fit: {
        title: 'Vérifier l’adéquation (indicatif)',
        description:
          'Applique mécaniquement les critères d’adéquation publiés à un profil et renvoie un verdict (`strong-fit`, `possible-fit`, `poor-fit`, `unknown`), un score et le détail par critère. À utiliser quand quelqu’un demande si la mission lui convient. Fournissez au moins un des champs {fields}\u202f; le schéma d’entrée donne le type et la question de chacun. Le résultat n’est qu’indicatif\u00a0: il n’accepte ni ne refuse personne\u202f; l’achat est fait par un humain au moyen des liens d’action de l’offre.',
      },
      list_pages: {
        title: 'Lister les pages du site',
        description:
          'Liste les pages de contenu du site, toutes sauf le formulaire du diagnostic (slug, titre, description, URL HTML et Markdown). À appeler avant `get_page` si vous ne connaissez pas le slug.',
      },
      get_page: {
        title: 'Obtenir une page avec son Markdown',
        description:
          'Renvoie une page publique par son slug (`index` est la page d’accueil avec l’offre)\u00a0: titre, description, URL HTML et Markdown, et le corps Markdown complet. Le schéma d’entrée liste chaque slug\u202f; `list_pages` donne le titre et la description de chaque page. Comme pour tous les outils ici, le bloc de texte est le résultat structuré sérialisé en JSON\u202f; le Markdown seul est la ressource à l’adresse `markdownUrl` de la page.',
      },
      slug: 'Slug de la page, parmi {slugs}. Appelez `list_pages` en cas de doute.',
      search_catalog: {
        title: 'Rechercher dans le catalogue (UCP)',
        description:
          'Recherche dans le catalogue de l’Universal Commerce Protocol (`dev.ucp.shopping.catalog.search`). Passez `catalog` avec une `query`, des `filters` (un filtre de prix compte en unités mineures) ou les deux. Renvoie l’unique produit que vend ce site s’il correspond, dans la forme d’UCP\u00a0: son prix en unités mineures avec la devise, la durée et les livrables dans `metadata`, et l’`url` de la variante, où un humain achète. `meta` (`ucp-agent`) est accepté et pas exigé. Rien ne s’achète ici.',
      },
      lookup_catalog: {
        title: 'Consulter des produits du catalogue par identifiant (UCP)',
        description:
          'Consultation du catalogue de l’Universal Commerce Protocol (`dev.ucp.shopping.catalog.lookup`). Passez `catalog.ids`, des identifiants de produits ou de variantes tirés d’une recherche. Chaque variante dit quels identifiants y ont mené (`inputs`)\u202f; un identifiant qui ne désigne rien ici revient comme message d’information. L’`url` de la variante est l’endroit où un humain achète.',
      },
      get_product: {
        title: 'Obtenir un produit du catalogue (UCP)',
        description:
          'Obtention d’un produit de l’Universal Commerce Protocol\u00a0: passez `catalog.id`, un identifiant de produit ou de variante. Renvoie le produit avec son unique variante (prix en unités mineures, durée et livrables dans `metadata`, le lien d’achat comme `url` de la variante)\u202f; un identifiant inconnu répond `ucp.status: "error"` avec un message `not_found`.',
      },
    },
    promptDefaults: {
      check_my_fit: {
        title: 'Vérifier si l’offre me convient',
        description:
          'Répondez à quatre questions courtes, une à la fois, et obtenez un verdict indicatif\u00a0: {{offer_name}} vous convient-elle\u202f?',
        intro:
          'J’aimerais savoir si {{offer_name}} me convient. Pose-moi les questions ci-dessous une à une, et attends ma réponse avant de passer à la suivante. Reste naturel\u202f; il se peut que je saute une question.',
        outro:
          'Sois clair et bref. Le verdict est indicatif\u00a0: il n’accepte ni ne refuse personne, ne le présente donc pas comme une décision.',
      },
      explain_offer: {
        title: 'Expliquer l’offre',
        description:
          'L’offre expliquée avec vos propres repères\u00a0: ce que vous obtenez, ce qu’elle coûte, à qui elle s’adresse et la suite.',
        intro:
          'Explique-moi {{offer_name}} en termes simples, à partir de la page ci-dessous\u00a0: ce que j’obtiendrais, ce que cela coûte ({{price}}), combien de temps cela prend, ce qui est garanti, à qui l’offre s’adresse et à qui elle ne s’adresse pas. Rapproche-la de ma situation quand tu le peux, et termine par la prochaine étape qui me convient.',
      },
      prepare_for_fit_call: {
        title: 'Préparer l’appel de découverte',
        description:
          'Ce qu’il faut apporter à un court appel de découverte sur {{offer_name}}, pour que l’appel permette de trancher si l’offre vous convient.',
        intro:
          'Aide-moi à préparer un court appel de découverte sur {{offer_name}}. Passe en revue avec moi la liste de ce qu’il faut apporter, demande-moi ce à quoi je n’aurais pas pensé, et aide-moi à noter des réponses courtes que je pourrai garder sous les yeux pendant l’appel.',
        bring: {
          money:
            'Votre chiffre d’affaires annuel, approximativement, et son évolution sur les deux dernières années.',
          clients:
            'Qui sont vos meilleurs clients, et les mots qu’ils emploient pour décrire ce que vous faites pour eux.',
          comparison:
            'Les personnes ou cabinets auxquels on vous compare le plus souvent, et pourquoi cette comparaison est fausse.',
          earlier:
            'Tout travail sur votre positionnement, votre pitch ou votre marque que vous avez déjà payé.',
          decision:
            'La décision que vous devrez prendre après l’appel, et qui d’autre, le cas échéant, a son mot à dire.',
        },
      },
    },
    prompts: {
      argumentTitle: '{label}',
      argument: 'Facultatif\u00a0: {question} Réponses\u00a0: {values}.',
      argumentLine: 'Ma réponse à «\u00a0{label}\u00a0»\u00a0: {value}.',
      callTool:
        'Quand tu as mes réponses, appelle l’outil `check_fit` avec elles\u00a0: {fields}. Laisse de côté ce à quoi je n’ai pas répondu.',
      types: {
        amount: '`{field}` comme nombre ({currency} par an)',
        number: '`{field}` comme nombre',
        'yes-no': '`{field}` comme true ou false',
        'one-of': '`{field}` comme l’une des valeurs {options}',
        text: '`{field}` avec mes mots (il passe avec {accepts})',
      },
      present:
        'Montre-moi ensuite le verdict, chaque critère avec son résultat et sa remarque, et l’avertissement mot pour mot, puis la prochaine étape qui correspond au verdict\u00a0:',
      unknownStep: 'pose-moi les questions que j’ai sautées, puis refais le diagnostic.',
      bring: 'Ce qu’il faut apporter\u00a0:',
      criteria: 'L’appel vérifie les mêmes critères que le diagnostic en ligne\u00a0:',
      book: 'Réservez-le ici\u00a0: {link}',
      resourceTitle: 'Page du site en Markdown',
      resourceDescription:
        'N’importe quelle page publique du site en Markdown, par slug\u00a0: {slugs}. `completion/complete` propose des slugs.',
    },
  },
};
