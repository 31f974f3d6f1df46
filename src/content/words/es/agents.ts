// Spanish defaults of the `agents` words: what agents.md, llms.txt, the skills, OpenAPI and MCP say around the facts.
import type { agentsWords as en } from '../en/agents.js';

export const agentsWords: typeof en = {
  agents: {
    use: {
      offer: 'Este sitio publica una oferta, {offer} ({terms}), de {name}.',
      when: 'Úselo cuando una persona pregunte cuánto cuesta el proyecto, qué incluye, cómo se desarrolla, si le encaja, o cómo comprarlo o contactar con {shortName}.',
      open: 'Todo aquí es público, de solo lectura, y no necesita clave.',
      indicative:
        'El diagnóstico de encaje es orientativo: aplica mecánicamente los criterios publicados y nunca acepta ni rechaza a nadie.',
      purchase:
        'La compra la hace una persona: dele los enlaces de acción de la oferta ({actions}); nunca intente comprar a través de la API.',
    },
    endpoints: {
      health: 'estado del servicio, la `apiVersion` en ejecución y dónde están OpenAPI, MCP y llms.txt',
      healthStatic: 'estado del servicio, la `apiVersion` en ejecución y dónde están OpenAPI y llms.txt',
      offer:
        'la oferta: precio, duración, entregables, garantía, crédito, perfiles ideales y menos indicados, y los enlaces de acción que usa una persona para comprar, reservar una llamada o escribir un correo',
      fit: 'un veredicto orientativo, una puntuación y una comprobación por criterio para un perfil enviado como JSON con al menos uno de {fields}',
      pages: '{pageSet}, cada una con su `url` HTML y su `markdownUrl`',
      page: 'una de esas páginas con su versión Markdown en `markdown`; slugs {slugs}',
    },
    pageSet: {
      one: 'la única página de contenido',
      other: 'las {count} páginas de contenido',
      every: '{pages} (todas las páginas del sitio)',
      allBut: '{pages} (todas las páginas del sitio salvo {tools}, que aloja el formulario del diagnóstico)',
    },
    headings: {
      engine: 'El motor privado (fuera de este servicio)',
      agentsTitle: 'Instrucciones para agentes',
    },
    agentsMd: {
      title: 'Instrucciones para agentes: {name}',
      whenHeading: 'Cuándo usar este sitio',
      chooseHeading: '¿API, MCP o páginas?',
      chooseApi:
        '**Una pregunta sobre la oferta, desde código o una llamada a función:** la API JSON (`GET /api/offer`, `POST /api/fit`). Tiene una descripción OpenAPI 3.1, así que los clientes generados y los frameworks de llamadas a herramientas pueden usarla tal cual.',
      chooseApiStatic:
        '**Una pregunta sobre la oferta, desde código:** la API JSON (`GET /api/offer`, `GET /api/pages`). Tiene una descripción OpenAPI 3.1, así que los clientes generados pueden usarla tal cual. Esta copia del sitio es estática: el diagnóstico de encaje y MCP solo responden donde el sitio funciona como servicio.',
      chooseMcp:
        '**Es usted un cliente MCP** (un asistente de escritorio, un IDE, un framework de agentes): el punto de acceso MCP. Las mismas cuatro capacidades como herramientas, cada página como recurso, sin clave.',
      choosePages:
        '**Leer o citar lo que dice el sitio** (cómo se desarrolla el proyecto, condiciones, privacidad): las páginas en Markdown, `/{page}.md` o cualquier URL de página con `Accept: text/markdown`; `llms-full.txt` las reúne todas en un archivo.',
      chooseBuy:
        '**Una persona quiere comprar, reservar una llamada o escribir:** nada de lo anterior. Dele los enlaces de acción de abajo; la compra nunca pasa por la API ni por MCP.',
      rulesHeading: 'Reglas',
      ruleIndicative:
        '**El diagnóstico es orientativo.** Dígalo cuando informe del resultado. En palabras de {shortName}: «{disclaimer}»',
      rulePurchase:
        '**La compra la hace una persona.** No compre, no reserve ni envíe correos en nombre de nadie; dele a la persona estos enlaces de `GET /api/offer` (`actions`):',
      ruleQuote:
        '**Cite, no suponga.** Precios, fechas y condiciones vienen de `GET /api/offer` o de las páginas; si algo no está, dígalo y remita a {contact}.',
      contactPage: 'la página de contacto ({url})',
      contactEmail: 'la dirección de correo {email}',
      pagesHeading: 'Leer las páginas',
      pages:
        'Cada página tiene una versión Markdown en la misma URL: envíe `Accept: text/markdown` (se respetan los valores q, y `text/markdown, text/html, */*` recibe Markdown) o pida directamente `/{slug}.md`. Los enlaces de las versiones Markdown son absolutos, así que un fragmento que divida o cite conserva sus destinos. Cada respuesta Markdown (versiones de las páginas, este archivo, llms.txt y llms-full.txt) lleva `X-Markdown-Tokens`, una estimación de su tamaño en tokens (caracteres divididos entre cuatro, redondeado hacia arriba): léala con una petición `HEAD` para calcular el presupuesto antes de descargar. `{base}/llms.txt` lo indexa todo; `{base}/llms-full.txt` tiene todas las páginas en un solo archivo.',
      apiHeading: 'Llamar a la API JSON',
      api: 'URL base: `{base}`. Sin autenticación, sin límite de peticiones, sin escrituras; las rutas no llevan versión. Cada respuesta es JSON y cada fallo tiene la misma forma Error (`error.code`, `error.message`, `error.status`, y opcionalmente `error.hint` y `error.docs`): decida según `error.code`. El contrato completo es `{base}/openapi.json` (OpenAPI 3.1). Llame a `GET /api/pages` antes de `GET /api/pages/{slug}` si no conoce el slug.',
      returns: 'Devuelve {note}.',
      example:
        'El perfil de ejemplo de arriba obtiene ahora el veredicto `{verdict}` (puntuación {earned} de {available}), con una entrada por criterio en `checks`. Los campos son {fields}; envíe al menos uno y ningún otro.',
    },
    mcp: {
      heading: 'Usar el punto de acceso MCP',
      intro:
        'Punto de acceso: `POST {url}`, Streamable HTTP con JSON-RPC 2.0, sin estado (no hay sesión que mantener). Versiones del protocolo: {versions}. Server card: `{card}` (también `{cardAlias}`). Las herramientas replican la API:',
      toolColumn: 'Herramienta',
      whatColumn: 'Qué hace',
      prompts:
        'Prompts (para una persona que habla con un asistente): {prompts}; cada uno admite {arguments} (opcionales), que `completion/complete` sugiere. Recursos: cada página en Markdown, y la plantilla `{template}`.',
      promptsPlain:
        'Prompts (para una persona que habla con un asistente): {prompts}. Recursos: cada página en Markdown, y la plantilla `{template}`.',
      modern:
        '**{version}** (sin estado): sin negociación inicial; cada petición lleva su versión y sus capacidades en `params._meta`, y las cabeceras `MCP-Protocol-Version`, `Mcp-Method` y (para una llamada, una lectura o un prompt) `Mcp-Name` repiten el cuerpo. `server/discover` lista versiones y capacidades. Llame a `{tool}`:',
      legacy:
        '**{versions}**: `initialize` responde en la versión pedida ({latest} si no es una de estas); después envíe esa versión en `MCP-Protocol-Version`; no se guarda nada más entre peticiones. Los lotes solo se aceptan con 2025-03-26, de 32 mensajes como máximo.',
      originLoopback:
        'Este despliegue funciona en una dirección de bucle local, así que `/mcp` solo responde a peticiones cuyos `Host` y `Origin` también sean de bucle local (protección contra DNS rebinding); cualquier otra recibe `403`.',
      originOpen:
        'CORS está abierto a todos los orígenes y el punto de acceso acepta cualquier cabecera `Origin`, a propósito: todo aquí es público, de solo lectura y sin autenticación, así que no hay sesión, ni datos privados, ni nada que una petición entre sitios o un DNS rebinding pueda alcanzar que la web abierta no pueda leer ya.',
      webmcpHeading: 'En un navegador (WebMCP)',
      webmcp:
        '¿Trabaja dentro del navegador de una persona en este sitio? Donde el navegador tiene WebMCP (`document.modelContext`), cada página registra las mismas herramientas ({tools}) con los mismos esquemas de entrada; cada una llama a la API JSON. En la página del diagnóstico (`{fitUrl}`) el propio formulario es la herramienta `{tool}`: rellénelo y se envía solo, respondiéndole como `POST /api/fit` mientras la persona ve el resultado.',
    },
    llms: {
      intro:
        'Las páginas se listan por su versión Markdown, con la página HTML para personas al lado. La API JSON y el punto de acceso MCP no son páginas: se listan como llamadas, con enlaces a su documentación.',
      introStatic:
        'Las páginas se listan por su versión Markdown, con la página HTML para personas al lado. La API JSON no es una página: sus lecturas se listan como llamadas. Esta copia del sitio son solo archivos estáticos, así que no tiene punto de acceso para el diagnóstico de encaje ni punto de acceso MCP.',
      pagesHeading: 'Páginas',
      toolPage: 'El formulario es para personas: los agentes llaman a `POST /api/fit` (más abajo).',
      apiHeading: 'API',
      api: 'Una API JSON de solo lectura: sin clave, sin límite de peticiones, JSON de entrada y de salida, cada fallo con la misma forma Error. Su descripción OpenAPI 3.1 es {openapi} (también {openapiAlias}). Las operaciones, relativas a `{base}`:',
      forExample: 'Por ejemplo:',
      docsTitle: 'Documentación para desarrolladores',
      docsNote: 'cada operación con ejemplos, errores y límites, y el punto de acceso MCP',
      docsNoteEngine:
        'cada operación con ejemplos, errores y límites, el punto de acceso MCP y el límite del motor privado',
      agentsApi:
        'cuándo usar la API, MCP o las páginas, con peticiones exactas que funcionan tal como están escritas',
      agentsApiStatic:
        'cuándo usar la API o las páginas, con peticiones exactas que funcionan tal como están escritas',
      agentsMcp: 'cómo conectar un cliente MCP, con las peticiones JSON-RPC exactas',
      mcpHeading: 'MCP',
      mcp: 'Las mismas cuatro capacidades como herramientas MCP ({tools}), con los prompts {prompts}, en `POST {url}`: Streamable HTTP con JSON-RPC 2.0, sin estado, sin clave; versiones del protocolo {versions}. Su server card es {card} (también {cardAlias}).',
      skillsHeading: 'Skills para agentes',
      skills:
        'Instrucciones instalables para agentes (formato agentskills.io), listadas con sus huellas SHA-256 en {index}:',
      optionalHeading: 'Opcional',
      fullTitle: 'Texto completo',
      fullNote: 'todas las páginas anteriores en un solo archivo Markdown',
      also: 'También legibles por máquina: el mapa del sitio {sitemap}, robots.txt con señales de contenido {robots} y el catálogo de API RFC 9727 {catalog}.',
    },
    llmsFull: {
      title: '{name}: todas las páginas completas',
      intro:
        'El Markdown completo de cada página pública de {base}, una sección por página, con los encabezados de cada página un nivel más abajo. El índice breve es {base}/llms.txt.',
      where: 'URL: {url} (Markdown: {markdown}, actualizado el {updated})',
    },
    robots: {
      title: 'robots.txt de {name} ({base})',
      open: 'Todo en este sitio es público y de solo lectura: cualquier rastreador y agente de IA puede obtenerlo todo, incluida la API JSON bajo /api/. Agentes: empiecen por {base}/llms.txt o {base}/agents.md.',
      noLicence:
        'No se concede ninguna licencia sobre este contenido (todos los derechos reservados); las señales de contenido de abajo indican cómo puede usarse.',
      licence: 'Licencia del contenido: {licence} ({id}).',
      group:
        'Un solo grupo para todos los agentes de usuario; los rastreadores y agentes de IA se nombran uno a uno, a propósito.',
      signals:
        'Las señales de contenido (https://contentsignals.org/) indican cómo puede usarse el contenido una vez obtenido:',
      search: 'search=yes: crear un índice de búsqueda y mostrar enlaces y extractos;',
      input:
        'ai-input=yes: usarlo para responder una pregunta en tiempo real (recuperación, contextualización);',
      trainYes:
        'ai-train=yes: puede usarse para entrenar o ajustar modelos de IA (se define en content/site.yaml).',
      trainNo:
        'ai-train=no: no debe usarse para entrenar ni ajustar modelos de IA (se define en content/site.yaml).',
    },
    catalog: {
      openapi: 'API JSON de {name}: descripción OpenAPI 3.1',
      health: 'Estado: situación del servicio y versión de la API',
      card: 'Punto de acceso MCP público de {name}: server card (versiones del protocolo {versions})',
      engineHealth: 'Estado del motor privado: abierto, {"ok": true} más los nombres de sus métodos',
      engineDoc:
        'Motor privado (con autenticación: una clave bearer por cliente, 401 sin ella; no forma parte de este servicio): {title}',
      markdown: '{title} (Markdown)',
      skill: 'Skill para agentes {name} (SKILL.md)',
    },
    links: {
      apiCatalog: 'Catálogo de API',
      openapi: 'Descripción OpenAPI 3.1 de la API JSON',
      serverCard: 'Server card de MCP',
      skills: 'Índice de skills para agentes',
    },
    discovery: {
      what: 'Qué',
      where: 'Dónde, y qué le da a un agente',
      linkHeaders: 'Cabeceras Link',
      linkHeadersText:
        'Cada página HTML envía cabeceras `Link` RFC 8288 (y los mismos enlaces en su head): su versión Markdown como {twin}, y después {rels}; la página de inicio añade {home}. Basta una petición `HEAD`.',
      skills: 'Skills para agentes',
      skillsText:
        '{index}: {skills}, un `SKILL.md` cada una, listado con su huella SHA-256 (Agent Skills Discovery v0.2.0).',
      and: 'y',
      card: 'Server card de MCP',
      cardText:
        '{card}, la ubicación reservada por el borrador, como `application/mcp-server-card+json`; la misma tarjeta en {aliases}.',
      aiCatalog: 'AI Catalog',
      aiCatalogText: '{catalog}: la entrada de la server card, tal como la busca el borrador.',
      mcpCatalog: 'MCP Catalog',
      mcpCatalogText: '{catalog}: la misma entrada, para clientes de la revisión anterior del borrador.',
      apiCatalog: 'Catálogo de API',
      apiCatalogText: '{catalog}: enlaces RFC 9727 a la API JSON y a su descripción OpenAPI.',
      heading: 'Descubrir sin analizar HTML',
      intro:
        'Cada página responde a `HEAD` con cabeceras `Link` a su versión Markdown y a estos documentos, así que una petición basta para encontrar el resto. Las skills son instrucciones para cargar cuando una tarea encaja: una para comprobar el encaje y proponer el siguiente paso, otra para leer y citar el sitio.',
      notPublishedHeading: 'Lo que este sitio no publica, y por qué',
      oauth: 'El descubrimiento OAuth y los metadatos de recurso protegido',
      oauthWhy:
        'No hay `/.well-known/oauth-authorization-server`, `/.well-known/openid-configuration` ni `/.well-known/oauth-protected-resource`: todo aquí es público y de solo lectura, así que no hay ningún token que obtener ni ningún recurso protegido que describir.',
      oauthEngine:
        'El motor privado en {url} es un servicio aparte, con claves emitidas por cliente por {name}; este sitio no lo sirve ni describe su autenticación.',
      a2a: 'Una tarjeta de agente A2A',
      a2aWhy:
        'No hay `/.well-known/agent-card.json`, porque aquí no funciona ningún agente: el sitio publica una oferta, una API JSON y un servidor MCP, y no actúa en nombre de nadie.',
      a2aWhyStatic:
        'No hay `/.well-known/agent-card.json`, porque aquí no funciona ningún agente: el sitio publica una oferta y una API JSON de solo lectura, y no actúa en nombre de nadie.',
      commerce: 'Pago y compra en comercio agéntico (pago UCP, ACP, mandatos AP2)',
      commerceWhy:
        'El descubrimiento está publicado (búsqueda y consulta del catálogo UCP, `/.well-known/ucp`), pero una persona compra con el enlace de pago de las acciones de la oferta; ningún agente compra, reserva ni paga a través de este sitio, por diseño.',
      commerceWhyStatic:
        'Una persona compra con el enlace de pago de las acciones de la oferta; ningún agente compra, reserva ni paga a través de este sitio, por diseño.',
    },
    skills: {
      resourceTitle: 'Skill para agentes {name}',
      fit: {
        description:
          'Comprobar si {offer} ({price}) de {name} encaja con una persona, aplicando los criterios de encaje publicados a través de la API pública o del punto de acceso MCP del sitio, y después darle el siguiente paso adecuado: el enlace de pago, de llamada o de correo. Úsela cuando alguien pregunte si la oferta le encaja, si merece la pena para su negocio, o cómo comprarla o reservar una llamada.',
        title: 'Comprobar si {offer} encaja y proponer el siguiente paso',
        intro:
          '{name} publica los criterios para los que está pensada {offer} y los aplica mecánicamente a petición. Esta skill hace esa comprobación para una persona y le dice qué hacer después. Todo es público y de solo lectura; no hace falta clave.',
        rulesHeading: 'Reglas',
        ruleIndicative:
          '**El resultado es orientativo.** Dígalo siempre, con las palabras del sitio: «{disclaimer}»',
        rulePurchase:
          '**La compra la hace la persona.** Nunca compre, reserve ni envíe correos en su nombre, y nunca intente comprar a través de la API ni de MCP: ninguna de las dos tiene una operación de compra. Dele el enlace; es ella quien hace clic.',
        ruleQuote: '**Cite, no suponga.** Precio, duración y condiciones vienen de `GET {base}/api/offer`.',
        gatherHeading: '1. Reunir el perfil',
        gather:
          'Use lo que la persona ya le ha contado y pregunte solo lo que falte; basta con una cifra aproximada. Cada campo es opcional, pero envíe al menos uno, y ningún otro:',
        fieldColumn: 'Campo',
        typeColumn: 'Tipo',
        questionColumn: 'Pregunta',
        types: {
          amount: 'número, 0 o más, {currency} enteros al año',
          number: 'número, 0 o más',
          'yes-no': 'true o false',
          'one-of': 'uno de {options}',
          text: 'cadena de texto',
        },
        textRule:
          '`{field}` acepta {accepts}. Una respuesta escrita como la dice la gente («{example}») se compara palabra por palabra.',
        runHeading: '2. Hacer la comprobación',
        runHttp: 'Por HTTP, `POST {base}/api/fit` con el perfil en JSON:',
        runMcp:
          'Por MCP, llame a la herramienta `{tool}` en `{base}/mcp` con los mismos campos como `arguments`; {base}/agents.md tiene peticiones listas para copiar para cada versión del protocolo que habla el punto de acceso. La respuesta es la misma por ambas vías.',
        runErrors:
          'Si la respuesta es un error, decida según `error.code`: `validation_failed` (422, `error.issues` nombra cada campo incorrecto), `empty_profile` (422, no se envió ningún campo), `invalid_json` (400). Corrija el perfil y vuelva a preguntar; no adivine el veredicto.',
        resultHeading: '3. Comunicar el resultado y el siguiente paso',
        result:
          'El resultado tiene un `verdict`, un `score` (`earned` de `available` puntos), una entrada en `checks` por criterio (`pass`, `fail` o `unknown`, con una `note`), una `recommendation` con las palabras del sitio y un `disclaimer`. Comunique el veredicto con los criterios que lo decidieron y después el siguiente paso:',
        verdictColumn: 'Veredicto',
        nextColumn: 'Siguiente paso',
        nextStrong: 'Dé el enlace de pago{link}; si quiere hablar antes, el enlace de llamada.',
        nextPossible:
          'Dé el enlace de llamada{link}, para que una persona valore lo que la comprobación no pudo.',
        nextPoor:
          'Diga qué criterio obligatorio no se cumplió y por qué. Si la persona cree que está mal valorado, dé el enlace de correo{link}.',
        nextUnknown:
          'Pida las respuestas que necesitan los criterios obligatorios y vuelva a hacer la comprobación.',
        links:
          'Los enlaces son las `actions` de la oferta en `GET {base}/api/offer`; léalos allí, porque pueden cambiar después de escribirse este archivo.',
        criteriaHeading: 'Las reglas de encaje publicadas',
        criterionColumn: 'Criterio',
        textColumn: 'Texto',
        weightColumn: 'Peso',
        requiredColumn: 'Obligatorio',
        yes: 'sí',
        no: 'no',
        score:
          'La puntuación es la suma de los pesos de los criterios que se cumplen, sobre la suma de todos los pesos.',
        verdicts:
          '`poor-fit`: no se cumple un criterio obligatorio. `strong-fit`: se cumplen todos los criterios. `unknown`: no se pudo valorar ningún criterio obligatorio. `possible-fit`: cualquier otro caso.',
        rulesLink: 'Las reglas completas, para personas: {url} (Markdown: {markdown}).',
      },
      cite: {
        description:
          'Leer las páginas públicas de {name} y la oferta {offer} en Markdown (llms.txt, la versión Markdown de cada página, la API de páginas) y citarlas con enlaces que una persona pueda abrir. Úsela cuando alguien pregunte qué es {offer}, cuánto cuesta o qué incluye, cómo se desarrolla, para quién es, cómo contactar con {shortName}, o quiera una fuente de todo ello.',
        title: 'Leer y citar {name}',
        intro:
          'Todo aquí es público, de solo lectura, y no necesita clave. Lea el Markdown en lugar del HTML: es el mismo texto sin el resto de la página.',
        sourcesHeading: 'Dónde está el texto',
        start:
          '**Empiece por {base}/llms.txt**: qué es el sitio, cuándo usarlo y un enlace al Markdown de cada página.',
        twin: '**Cualquier página en Markdown**: pida `{base}/{slug}.md`, o la propia URL de la página con `Accept: text/markdown`. Cada página HTML también indica su versión Markdown en una cabecera `Link: <…>; rel="alternate"; type="text/markdown"`.',
        json: '**En JSON**: `GET {base}/api/pages` lista las páginas (`slug`, `title`, `description`, `url`, `markdownUrl`); `GET {base}/api/pages/{slug}` añade el `markdown` completo. Por MCP, las herramientas `list_pages` y `get_page` hacen lo mismo.',
        jsonStatic:
          '**En JSON**: `GET {base}/api/pages` lista las páginas (`slug`, `title`, `description`, `url`, `markdownUrl`); `GET {base}/api/pages/{slug}` añade el `markdown` completo.',
        full: '**Todo a la vez**: {base}/llms-full.txt reúne todas las páginas en un solo archivo.',
        facts:
          '**Los datos como datos**: `GET {base}/api/offer` tiene el precio, la duración, los entregables, la garantía, el crédito, para quién es y los enlaces de acción.',
        pagesHeading: 'Las páginas',
        pageColumn: 'Página',
        citeColumn: 'URL que citar',
        readColumn: 'Markdown que leer',
        updatedColumn: 'Actualizada',
        howHeading: 'Cómo citar',
        quote:
          'Cite el Markdown, pero enlace la URL HTML de la página (`url` en la API de páginas; una versión Markdown la nombra en `Link: rel="canonical"`): esa es la dirección que una persona puede abrir.',
        exact:
          'Cite precios, fechas y condiciones exactamente como están escritos, con la moneda. Diga cuándo se actualizó la página si la respuesta depende de ello.',
        gap: 'Si el sitio no responde a la pregunta, dígalo y remita a {contact}; no rellene el hueco con una suposición.',
        signalsTrain:
          'Las señales de contenido del sitio (robots.txt) permiten la búsqueda, responder preguntas a partir de él y el entrenamiento.',
        signalsNoTrain:
          'Las señales de contenido del sitio (robots.txt) permiten la búsqueda y responder preguntas a partir de él, no entrenar modelos con él.',
      },
    },
    openapi: {
      title: 'API de la oferta de {name}',
      summary:
        'API pública de solo lectura sobre {offer}: la oferta, un diagnóstico de encaje orientativo y las páginas del sitio.',
      server: 'Este servicio',
      licence: 'Todos los derechos reservados por {name} (sin licencia)',
      tagService: 'Estado del servicio y dónde están las descripciones legibles por máquina.',
      tagOffer: 'El único proyecto en oferta, con enlaces de acción para una persona.',
      tagFit: 'El diagnóstico de encaje orientativo según los criterios publicados.',
      tagPages: 'Las páginas públicas del sitio, como resúmenes y en Markdown.',
      slug: 'El slug de la página, tal como lo lista listPages.',
      typedRole: '{role} sénior',
      healthSummary: 'Comprobar que el servicio funciona',
      health:
        'Sonda de estado. Devuelve `status` (siempre `ok`), el nombre del servicio, la `apiVersion` en ejecución y las URL del documento OpenAPI, del punto de acceso MCP y de llms.txt. Se envía con `Cache-Control: {cacheControl}`: una caché puede guardarla pero debe revalidarla cada vez (un `304` barato por ETag), así que la respuesta siempre está al día.',
      healthStatic:
        'Sonda de estado. Devuelve `status` (siempre `ok`), el nombre del servicio, la `apiVersion` en ejecución y las URL del documento OpenAPI y de llms.txt.',
      healthOk: 'El servicio funciona.',
      offerSummary: 'Obtener la oferta',
      offer:
        'El único proyecto en oferta: precio, duración, entregables, garantía, crédito para un proyecto posterior, para quién es ideal y para quién no, y `actions`: enlaces para que una persona pague (`checkout`), reserve una llamada (`call`) o escriba un correo (`email`). La compra nunca se hace a través de la API.',
      offerOk: 'La oferta.',
      fitSummary: 'Comparar un perfil con los criterios de encaje (orientativo)',
      fitBody: 'Una FitRequest: al menos un campo, ninguna otra propiedad.',
      fitOk:
        'El resultado orientativo; `disclaimer` siempre está presente. Nunca se guarda en caché (`no-store`).',
      fitBadRequest: 'Falta el cuerpo (`body_required`) o no es JSON válido (`invalid_json`).',
      fitTooLarge: 'El cuerpo supera los {limit} KB (`payload_too_large`).',
      fitUnprocessable:
        'El JSON no es una FitRequest válida (`validation_failed`, campos listados en `error.issues`) o no aporta ningún campo (`empty_profile`).',
      tagUcp:
        'Descubrimiento comercial con el Universal Commerce Protocol (UCP): la oferta como producto de catálogo, que se busca y se consulta; sin pago, una persona compra con el enlace del producto.',
      ucpSearchSummary: 'Buscar en el catálogo (UCP)',
      ucpSearch:
        'Búsqueda en el catálogo UCP (`dev.ucp.shopping.catalog.search`, versión {version}): una `query`, `filters` o ambos; el único producto cuando coincide, con su precio en unidades menores, duración, entregables y el enlace donde compra una persona. Una sola página, sin cursor.',
      ucpLookupSummary: 'Consultar productos del catálogo por id (UCP)',
      ucpLookup:
        'Consulta del catálogo UCP (`lookup_catalog`): `ids` de productos o variantes ({max} como máximo); cada variante dice qué ids llevaron a ella, y un id que aquí no designa nada es un mensaje informativo.',
      ucpProductSummary: 'Obtener un producto del catálogo (UCP)',
      ucpProduct:
        'Obtención de producto UCP: el producto de un `id` (producto o variante); un id desconocido responde `ucp.status: "error"` con un mensaje `not_found`.',
      ucpBody: 'El objeto de petición UCP de la operación.',
      ucpExampleMissing: 'Un id que aquí no designa nada',
      ucpExampleNotJson: 'Un cuerpo que no es JSON',
      ucpExampleEmpty: 'Un objeto vacío',
      ucpOk: 'La respuesta UCP (esquema en la URL `schema` de esta capacidad en el perfil).',
      ucpBadRequest:
        'El cuerpo no es JSON, no encaja con la operación o pide demasiado: una respuesta de error UCP (`ucp.status: "error"`).',
      pagesSummary: 'Listar las páginas públicas',
      pages:
        'Todas las páginas que sirve la API: {pageSet}, cada una con su título, descripción, `url` HTML y `markdownUrl`. Llámela antes de getPage si no conoce el slug.',
      pagesOk: 'Los resúmenes de las páginas.',
      pageSummary: 'Obtener una página en Markdown',
      page: 'Una página pública por su slug, con su cuerpo Markdown completo: byte a byte la versión Markdown de la página (`markdownUrl`), con enlaces absolutos y una primera línea que remite a llms.txt. Un slug desconocido da 404 `page_not_found`.',
      pageOk: 'La página.',
      pageNotFound: 'Ninguna página tiene ese slug (`page_not_found`).',
      pageNotFoundHead: 'Ninguna página tiene ese slug; sin cuerpo.',
      headSummary: '{summary} (solo cabeceras)',
      head: 'La operación GET `{operation}` sin cuerpo: el mismo estado y las mismas cabeceras (`Content-Type`, `Content-Length`, `ETag`, `Cache-Control`), para que un cliente compruebe tamaño y vigencia con poco coste.',
      headOk: 'Las cabeceras que enviaría GET, sin el cuerpo.',
      preflightSummary: 'Petición previa de CORS',
      preflight:
        'Responde a la petición previa de CORS de un navegador: cualquier origen puede llamar a esta ruta, con los métodos y cabeceras de petición indicados. Sin autenticación, sin cuerpo.',
      preflightOk: 'Petición previa aceptada; sin cuerpo.',
      notModified: 'Sin cambios: `If-None-Match` nombra el ETag actual (o `*`). Sin cuerpo.',
      cacheControl: 'Cuánto tiempo puede reutilizarse la respuesta.',
      headerAllow: 'Los métodos que acepta esta ruta, por ejemplo `GET, HEAD, OPTIONS`.',
      headerEtag:
        'Etiqueta de entidad fuerte de esta representación (una por codificación de contenido); envíela en `If-None-Match` para obtener `304`.',
      headerOrigin: 'CORS está abierto a todos los orígenes, en cada respuesta.',
      headerMethods: 'Todos los métodos a los que el sitio responde en algún lugar.',
      headerHeaders: 'Cabeceras de petición que puede enviar un llamador de otro origen.',
      headerMaxAge: 'Segundos que un navegador puede conservar esta respuesta previa.',
      notAllowed:
        'Método no permitido (`method_not_allowed`); la cabecera `Allow` lista los métodos que acepta esta ruta.',
      internal: 'Fallo inesperado (`internal_error`). La causa se registra; no se envía nada interno.',
      refusal:
        '{what} (`{code}`): se rechaza antes del enrutamiento, en todas las rutas, y se cierra la conexión.',
      uriTooLong: 'El destino de la petición supera los {limit} bytes',
      headersTooLarge: 'La línea de petición y las cabeceras superan los {limit} bytes, o son demasiadas',
      other: 'Cualquier otro fallo: la misma forma Error, con el estado HTTP en `error.status`.',
      exampleStrong: 'Se cumplen todos los criterios',
      examplePossible: 'Se cumplen los criterios obligatorios, `{id}` no',
      examplePossibleUnanswered: 'Todas las respuestas cumplen, `{id}` no tiene respuesta',
      examplePoor: 'No se cumple un criterio obligatorio (`{id}`)',
      exampleUnknown: 'Ningún criterio obligatorio tiene respuesta',
      exampleInvalidJson: 'El cuerpo no es JSON válido',
      exampleNoBody: 'Sin cuerpo',
      exampleUnknownSlug: 'Slug desconocido',
      exampleMissingSlug: 'tarifas',
      exampleGetOnPost: 'GET en una ruta solo de POST',
      examplePostOnRead: 'POST en una ruta de solo lectura',
      exampleTooLarge: 'Un cuerpo de más de {limit} KB',
      exampleValidation: 'Tipo incorrecto, valor fuera de rango y una propiedad desconocida',
      exampleEmpty: 'Un objeto válido sin ningún campo del perfil',
      exampleInternal: 'Un fallo inesperado (los detalles se registran, nunca se envían)',
      api: 'La API JSON pública y de solo lectura de {name}: la oferta ({offer}), un diagnóstico de encaje orientativo y las páginas del sitio en Markdown: {pageSet}. Las mismas cuatro capacidades son herramientas MCP en `POST {base}/mcp` (versiones del protocolo {versions}; server card en `{base}/.well-known/mcp.json`).',
      apiStatic:
        'La API JSON pública y de solo lectura de {name}: la oferta ({offer}) y las páginas del sitio en Markdown: {pageSet}. Esta copia del sitio son solo archivos estáticos: el diagnóstico de encaje y MCP solo responden donde el sitio funciona como servicio.',
      apiAuth:
        '**Sin autenticación, sin límite de peticiones, sin escrituras.** Nada de lo que se devuelve es privado; la API no acepta ni rechaza ningún proyecto, y la compra la hace una persona con los enlaces de acción de la oferta.',
      apiCors:
        '**CORS** está abierto: `Access-Control-Allow-Origin: *` en cada respuesta, errores incluidos; la petición previa `OPTIONS` responde `204`.',
      apiHead:
        '**HEAD** funciona dondequiera que funcione GET (mismo estado y cabeceras, sin cuerpo) y **OPTIONS** responde a la petición previa de CORS en cada ruta; ambas figuran como operaciones. Las respuestas GET llevan `ETag` fuertes y responden a `If-None-Match` con `304`.',
      apiRefusals:
        '**Rechazos antes del enrutamiento:** un destino de petición por encima del límite de URL da `414` `uri_too_long`, y unas cabeceras demasiado grandes o numerosas `431` `headers_too_large`, en todas las rutas (después se cierra la conexión).',
      apiErrors:
        '**Los errores** tienen siempre la forma JSON `Error`, nunca HTML: decida según `error.code`. Una ruta desconocida bajo `/api/` da `404` `not_found`; un método incorrecto da `405` `method_not_allowed` con una cabecera `Allow`.',
      apiNegotiation:
        '**Negociación de contenido:** las operaciones de la API siempre responden `application/json`, diga lo que diga `Accept`, así que `406` nunca se les aplica; solo se aplica a las páginas HTML/Markdown.',
      apiVersioning:
        '**Versiones:** las rutas no llevan versión; `GET /api/health` informa de la `apiVersion` en ejecución.',
      apiFiles:
        'Archivos legibles por agentes: {files}. Cada página tiene además una versión Markdown (`/{slug}.md`, o `Accept: text/markdown`); las respuestas Markdown llevan `X-Markdown-Tokens`, una estimación de su tamaño en tokens (caracteres divididos entre cuatro, redondeado hacia arriba).',
      fit: 'Aplica mecánicamente los criterios de encaje publicados a un perfil y devuelve un veredicto, una puntuación, una comprobación por criterio en `checks` (siempre todas, en este orden) y un siguiente paso recomendado. El resultado es solo orientativo: no es ni una aceptación ni un rechazo, no se guarda nada, y la compra la hace una persona con los enlaces de acción de la oferta.',
      fitCriteria:
        '**Criterios** (cada comprobación es `pass`, `fail`, o `unknown` cuando falta su campo, con una nota en palabras claras):',
      fitCriterion: '`{id}`: {text}. Peso {weight}{required}; {rule}.',
      fitRequired: ', obligatorio',
      rules: {
        amount: 'se cumple cuando {min} <= `{field}` <= {max} ({currency}, ambos extremos incluidos)',
        amountAtLeast: 'se cumple cuando `{field}` >= {min} ({currency})',
        amountAtMost: 'se cumple cuando `{field}` <= {max} ({currency})',
        number: 'se cumple cuando {min} <= `{field}` <= {max} (ambos extremos incluidos)',
        numberAtLeast: 'se cumple cuando `{field}` >= {min}',
        numberAtMost: 'se cumple cuando `{field}` <= {max}',
        yesNo: 'se cumple cuando `{field}` es `{pass}`',
        oneOf: 'se cumple cuando `{field}` es uno de {accepts} (de {options})',
        text: 'se cumple cuando `{field}` contiene una de las respuestas {accepts} como palabra completa: ambos se pasan a minúsculas y se dividen en palabras en cada carácter que no es letra ni dígito, así que «{typed}» contiene `{match}`, mientras que una respuesta dentro de una palabra más larga no cuenta; la nota del criterio nombra la respuesta que coincidió',
      },
      fitScore:
        '**Puntuación:** `earned` es la suma de los pesos de las comprobaciones que se cumplen; `available` es la suma de todos los pesos ({available}).',
      fitVerdict: '**Veredicto**, gana la primera regla que se cumple:',
      fitPoor: '`poor-fit` si no se cumple un criterio obligatorio ({required});',
      fitStrong: '`strong-fit` si se cumplen todos los criterios;',
      fitUnknown: '`unknown` si no se conoce ningún criterio obligatorio;',
      fitPossible: '`possible-fit` en cualquier otro caso.',
      fitRecommendation:
        '**Recomendación:** `strong-fit` lleva al pago ({checkout}), `possible-fit` a una llamada ({booking}), `unknown` dice con qué volver, `poor-fit` explica con franqueza por qué no y dónde escribir si algo no es correcto.',
      fitParsing:
        'El cuerpo se lee como JSON diga lo que diga `Content-Type` (así funciona `curl -d`). Cada campo es opcional, pero hace falta al menos uno (`{}` da 422 `empty_profile`); las propiedades desconocidas, `null`, los tipos incorrectos, un número negativo y los cuerpos que no son objetos dan 422 `validation_failed` con los campos listados en `error.issues` (los {issues} primeros; `error.issueCount` los cuenta todos). Los cuerpos de más de {limit} KB dan 413, con o sin `Content-Length`.',
    },
    fields: {
      error: 'Todos los fallos de la API tienen esta forma.',
      errorCode: 'Identificador de error estable y legible por máquina, por ejemplo `page_not_found`.',
      errorMessage: 'Qué ha fallado.',
      errorHint: 'Qué hacer al respecto.',
      errorDocs: 'Enlace a la descripción de la API.',
      errorStatus: 'Código de estado HTTP.',
      errorIssues:
        'Problemas por campo (`validation_failed` y `empty_profile`): como máximo los {max} primeros.',
      errorIssueCount: 'Cuántos problemas por campo hay en total; issues lista hasta {max}.',
      moneyAmount: 'Importe en unidades principales.',
      moneyCurrency: 'Código ISO 4217.',
      moneyModel: 'Modelo de precio, como fixed.',
      moneyTaxIncluded: 'Si el importe incluye el IVA; ausente cuando la oferta no lo dice.',
      action: 'Un enlace para una persona: pago, reserva de una llamada o correo.',
      actionCheckout: 'Pagar el proyecto (un enlace de pago alojado).',
      actionCall: 'Reservar primero una llamada con una persona.',
      actionEmail: 'Escribir un correo (un enlace mailto:).',
      actions: 'Enlaces sobre los que actúa una persona; la compra nunca se hace a través de la API.',
      offer: 'El único proyecto en oferta, con los enlaces que usa una persona para actuar.',
      checkId: 'Identificador del criterio.',
      checkCriterion: 'Texto del criterio.',
      resultChecks: 'Una entrada por criterio.',
      resultDisclaimer: 'Indica que el resultado es orientativo y mecánico.',
      pageUrl: 'Dirección HTML.',
      pageMarkdownUrl: 'Dirección de la versión Markdown.',
      pageMarkdown: 'El cuerpo Markdown completo.',
    },
    schema: {
      profile: 'Un perfil. Cada campo es opcional, pero hay que aportar al menos uno.',
      amount: '{question} Una cifra anual en {currency} enteros, 0 o más.',
      number: '{question} Un número, 0 o más.',
      'yes-no': '{question}',
      'one-of': '{question}',
      text: '{question} Escrito como lo dice la gente; coincide cuando contiene una de las respuestas aceptadas como palabra completa.',
    },
    server: {
      instructions:
        'Servidor público de solo lectura para una oferta; nada aquí necesita clave y no se escribe nada. Llame a `get_offer` para el precio, la duración, los entregables y los enlaces que usa una persona para comprar, y a `check_fit` cuando alguien pregunte si la oferta le encaja (el veredicto es orientativo, nunca una decisión). Llame a `list_pages` y después a `get_page` para las páginas del sitio; las mismas páginas son recursos (Markdown). Los prompts `check_my_fit`, `explain_offer` y `prepare_for_fit_call` acompañan a un visitante por el diagnóstico, la oferta y la llamada.',
      description:
        '{offer}: la oferta, un diagnóstico de encaje orientativo y cada página del sitio en Markdown.',
      shortDescription:
        'Una oferta, un diagnóstico de encaje orientativo y las páginas del sitio en Markdown.',
    },
    ucp: {
      notFound:
        'Aquí no hay ningún producto ni variante con el id «{id}»; busque en el catálogo o consulte «{product}».',
      badJson: 'El cuerpo no es JSON válido: envíe un objeto JSON como {example}.',
      invalid: 'La petición no encaja con esta operación ({problems}); envíe un objeto JSON como {example}.',
      noInput: 'Una búsqueda necesita una consulta (query) o filtros, por ejemplo {example}.',
      tooMany: 'Como máximo {max} ids por consulta; esta tiene {count}.',
      unknownCursor:
        'Este catálogo responde cada búsqueda en una sola página y no da cursor; envíe la búsqueda sin él.',
    },
    aiCatalog: {
      displayName: '{offer}, de {name}',
      queryCost: '¿Cuánto cuesta {offer} y cuánto dura?',
      queryDeliverables: '¿Qué obtengo con {offer}?',
      queryFit: '¿Es {offer} adecuada para un perfil {role}?',
      queryBook: 'Reservar una llamada con {shortName} sobre {offer}',
    },
    tools: {
      get_offer: {
        title: 'Obtener la oferta',
        description:
          'Devuelve el único proyecto que ofrece este sitio. Úsela para responder preguntas sobre precio, duración, entregables, garantía, crédito, para quién es y para quién no, y para los enlaces que usa una persona para comprar, reservar una llamada o escribir un correo. No admite argumentos.',
      },
      check_fit: {
        title: 'Comprobar el encaje (orientativo)',
        description:
          'Aplica mecánicamente los criterios de encaje publicados a un perfil y devuelve un veredicto (`strong-fit`, `possible-fit`, `poor-fit`, `unknown`), una puntuación y el desglose por criterio. Úsela cuando alguien pregunte si el proyecto le encaja. Aporte al menos uno de {fields}; el esquema de entrada da el tipo y la pregunta de cada uno. El resultado es solo orientativo: nunca acepta ni rechaza a nadie; la compra la hace una persona con los enlaces de acción de la oferta.',
      },
      list_pages: {
        title: 'Listar las páginas del sitio',
        description:
          'Lista las páginas de contenido del sitio, todas salvo el formulario del diagnóstico (slug, título, descripción, URL HTML y Markdown). Llámela antes de `get_page` si no conoce el slug.',
      },
      get_page: {
        title: 'Obtener una página con su Markdown',
        description:
          'Devuelve una página pública por su slug (`index` es la página de inicio con la oferta): título, descripción, URL HTML y Markdown y el cuerpo Markdown completo. El esquema de entrada lista cada slug; `list_pages` da el título y la descripción de cada página. Como en todas las herramientas de aquí, el bloque de texto es el resultado estructurado serializado como JSON; el Markdown solo es el recurso en la `markdownUrl` de la página.',
      },
      slug: 'Slug de la página, uno de {slugs}. Llame a `list_pages` si tiene dudas.',
      search_catalog: {
        title: 'Buscar en el catálogo (UCP)',
        description:
          'Búsqueda en el catálogo del Universal Commerce Protocol (`dev.ucp.shopping.catalog.search`). Pase `catalog` con una `query`, `filters` (un filtro de precio cuenta en unidades menores) o ambos. Devuelve el único producto que vende este sitio cuando coincide, con la forma de UCP: su precio en unidades menores con la moneda, la duración y los entregables en `metadata`, y la `url` de la variante, donde compra una persona. `meta` (`ucp-agent`) se acepta y no es obligatorio. Aquí no se compra nada.',
      },
      lookup_catalog: {
        title: 'Consultar productos del catálogo por id (UCP)',
        description:
          'Consulta del catálogo del Universal Commerce Protocol (`dev.ucp.shopping.catalog.lookup`). Pase `catalog.ids`, ids de productos o variantes sacados de una búsqueda. Cada variante dice qué ids llevaron a ella (`inputs`); un id que aquí no designa nada vuelve como mensaje informativo. La `url` de la variante es donde compra una persona.',
      },
      get_product: {
        title: 'Obtener un producto del catálogo (UCP)',
        description:
          'Obtención de producto del Universal Commerce Protocol: pase `catalog.id`, un id de producto o de variante. Devuelve el producto con su única variante (precio en unidades menores, duración y entregables en `metadata`, el enlace de compra como `url` de la variante); un id desconocido responde `ucp.status: "error"` con un mensaje `not_found`.',
      },
    },
    promptDefaults: {
      check_my_fit: {
        title: 'Comprobar si la oferta me encaja',
        description:
          'Responda a unas preguntas breves, de una en una, y obtenga un veredicto orientativo sobre si {{offer_name}} le encaja.',
        intro:
          'Me gustaría saber si {{offer_name}} me encaja. Hazme las preguntas de abajo de una en una, y espera a mi respuesta antes de pasar a la siguiente. Que sea una conversación natural; puede que me salte alguna pregunta.',
        outro:
          'Sé claro y breve. El veredicto es orientativo: nunca acepta ni rechaza a nadie, así que no lo presentes como una decisión.',
      },
      explain_offer: {
        title: 'Explicar la oferta',
        description:
          'La oferta explicada en sus propios términos: qué obtiene, cuánto cuesta, para quién es y qué pasa después.',
        intro:
          'Explícame {{offer_name}} con palabras sencillas, a partir de la página de abajo: qué obtendría, cuánto cuesta ({{price}}), cuánto dura, qué se garantiza, para quién es y para quién no. Relaciónalo con mi situación cuando puedas, y termina con el siguiente paso que más me convenga.',
      },
      prepare_for_fit_call: {
        title: 'Preparar la llamada de encaje',
        description:
          'Qué llevar a una llamada breve sobre {{offer_name}}, para que la llamada aclare si le encaja.',
        intro:
          'Ayúdame a preparar una llamada breve sobre {{offer_name}}. Repasa conmigo la lista de lo que debo llevar, pregúntame por lo que no haya pensado y ayúdame a anotar respuestas cortas que pueda tener a mano durante la llamada.',
        bring: {
          money: 'Su facturación anual, aproximada, y cómo ha evolucionado en los dos últimos años.',
          clients:
            'Quiénes son sus mejores clientes y con qué palabras describen lo que usted hace por ellos.',
          comparison:
            'Las personas o empresas con las que más le comparan, y por qué esa comparación no es acertada.',
          earlier:
            'Cualquier trabajo sobre su posicionamiento, su presentación o su marca por el que ya haya pagado.',
          decision:
            'La decisión que tendría que tomar después de la llamada, y quién más, si hay alguien, tiene voz en ella.',
        },
      },
    },
    prompts: {
      argumentTitle: '{label}',
      argument: 'Opcional: {question} Respuestas: {values}.',
      argumentLine: 'Mi respuesta a «{label}»: {value}.',
      callTool:
        'Cuando tengas mis respuestas, llama a la herramienta `check_fit` con ellas: {fields}. Deja fuera lo que no haya respondido.',
      types: {
        amount: '`{field}` como número ({currency} al año)',
        number: '`{field}` como número',
        'yes-no': '`{field}` como true o false',
        'one-of': '`{field}` como uno de {options}',
        text: '`{field}` con mis palabras (se cumple con {accepts})',
      },
      present:
        'Después muéstrame el veredicto, cada criterio con su resultado y su nota, y el aviso palabra por palabra, seguido del siguiente paso que corresponda al veredicto:',
      unknownStep: 'hazme las preguntas que me salté y vuelve a comprobarlo.',
      bring: 'Qué llevar:',
      criteria: 'La llamada comprueba los mismos criterios que el diagnóstico:',
      book: 'Resérvela aquí: {link}',
      resourceTitle: 'Página del sitio en Markdown',
      resourceDescription:
        'Cualquier página pública del sitio en Markdown, por slug: {slugs}. `completion/complete` sugiere slugs.',
    },
  },
};
