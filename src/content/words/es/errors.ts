// Spanish defaults of the `errors` words: the API's and MCP endpoint's errors, tool refusals, browser scripts.
import type { errorsWords as en } from '../en/errors.js';

export const errorsWords: typeof en = {
  errors: {
    notFound: {
      message: 'No hay nada en {path}.',
      hint: 'Las páginas están en {sitemap}, y un índice escrito para agentes en {llms}.',
      apiHint: 'Las rutas de la API están en {openapi}.',
    },
    pageNotFound: {
      message: 'No hay ninguna página con el slug «{slug}».',
      hint: 'Llame a GET /api/pages para ver los slugs disponibles.',
    },
    methodNotAllowed: {
      message: '{method} no está permitido aquí.',
      hint: 'Use {allow}.',
    },
    notAcceptable: {
      message: 'No hay ninguna representación aceptable.',
      hint: 'Esta URL está disponible como {types}.',
      or: '{first} o {second}',
    },
    uriTooLong: {
      message: 'El destino de la petición supera los {limit} bytes.',
      hint: 'Todas las URL de este sitio son cortas; consulte /sitemap.xml y /llms.txt.',
    },
    headersTooLarge: {
      message: 'Las cabeceras de la petición superan los {limit} bytes o son demasiadas.',
      hint: 'Envíe menos cabeceras o más cortas.',
    },
    payloadTooLarge: {
      message: 'El cuerpo de la petición supera los {limit} KB.',
      hint: 'Envíe un cuerpo más pequeño: una FitRequest son unos pocos campos.',
      mcpHint: 'Envíe un mensaje JSON-RPC cada vez; cada petición MCP aquí ocupa unos cientos de bytes.',
    },
    internal: {
      message: 'Algo ha fallado por nuestra parte.',
      hint: 'Vuelva a intentarlo; si sigue fallando, díganos qué envió.',
    },
    badRequest: {
      message: 'La petición no es HTTP/1.1 válido.',
      hint: 'Envíe una línea de petición y unas cabeceras bien formadas.',
    },
    timeout: {
      message: 'La petición no llegó a tiempo.',
      hint: 'Envíe las cabeceras y el cuerpo sin pausas; se cierra la conexión.',
    },
    shuttingDown: {
      message: 'El servidor se está apagando y no pudo terminar esta petición.',
      hint: 'Vuelva a enviarla; responderá una instancia reiniciada u otra.',
    },
    connect: {
      message: 'CONNECT no está permitido aquí.',
      hint: 'Este servidor no es un proxy; use GET, HEAD, POST u OPTIONS.',
    },
    missingHost: {
      message: 'Una petición HTTP/1.1 necesita una cabecera Host.',
      hint: 'Envíe exactamente una cabecera Host.',
    },
    duplicateHost: {
      message: 'La petición tiene más de una cabecera Host.',
      hint: 'Envíe exactamente una cabecera Host (RFC 9112, sección 3.2).',
    },
    invalidHost: {
      message: 'La cabecera Host no es un nombre de host ni una dirección.',
      hint: 'Envíe Host como nombre[:puerto], por ejemplo Host: www.example.com (RFC 9110, sección 7.2).',
    },
    expectation: {
      message: 'La única expectativa que cumple este servidor es 100-continue.',
      hint: 'Envíe la petición sin cabecera Expect.',
    },
    transferCoding: {
      message: 'La única codificación de transferencia que lee este servidor es chunked, sola.',
      hint: 'Envíe Transfer-Encoding: chunked, o un Content-Length.',
    },
    chunkedHttp10: {
      message: 'HTTP/1.0 no tiene Transfer-Encoding: no se puede delimitar el cuerpo.',
      hint: 'Envíe HTTP/1.1, o un Content-Length.',
    },
    bodyNotAllowed: {
      message: 'Las peticiones GET y HEAD no deben llevar cuerpo.',
      hint: 'Envíe la petición sin cuerpo: sin Transfer-Encoding y sin un Content-Length distinto de 0.',
    },
    encodedBody: {
      message: 'Los cuerpos de petición se leen tal como llegan: no se admite un Content-Encoding.',
      hint: 'Envíe el cuerpo sin comprimir, sin cabecera Content-Encoding.',
    },
    incompleteBody: {
      message: 'El cuerpo de la petición terminó antes de estar completo.',
      hint: 'Envíe el cuerpo entero en una sola petición.',
    },
    badTarget: {
      message: 'El destino de la petición no es una ruta.',
      hint: 'Envíe un destino en origin-form, como /sitemap.xml.',
    },
    bodyRequired: {
      message: 'Hace falta un cuerpo JSON.',
      hint: 'Envíe un objeto FitRequest, por ejemplo {example}.',
    },
    invalidJson: {
      message: 'El cuerpo no es JSON válido.',
      hint: 'Revise comillas y comas; un cuerpo válido tiene este aspecto: {example}.',
    },
    validationFailed: {
      message: 'El perfil no se ajusta a FitRequest.',
      hint: 'Corrija los campos indicados en issues: {fields}; ninguna otra propiedad.',
    },
    fieldTypes: {
      number: '{fields} es un número >= 0',
      numbers: '{fields} son números >= 0',
      amount: '{fields} es un número >= 0 ({currency} al año)',
      amounts: '{fields} son números >= 0 ({currency} al año)',
      boolean: '{fields} es un booleano',
      booleans: '{fields} son booleanos',
      string: '{fields} es una cadena',
      strings: '{fields} son cadenas',
      oneOf: '{fields} es uno de {options}',
    },
    emptyProfile: {
      message: 'El perfil está vacío: aporte al menos un campo.',
      hint: 'Aporte al menos un campo, por ejemplo {example}.',
      issue: 'al menos uno de {fields}',
    },
    unknownProperty: 'propiedad desconocida; no forma parte de {schema}',
    mcpNotAcceptable: {
      message: 'El punto de acceso MCP responde con JSON-RPC sobre Streamable HTTP.',
      hint: 'Envíe Accept: application/json, text/event-stream (el transporte exige ambos).',
    },
    mcpMediaType: {
      message: 'El cuerpo debe ser JSON-RPC como application/json.',
      hint: 'Envíe Content-Type: application/json.',
    },
    tools: {
      arguments: '(argumentos)',
      noArguments: '{tool} no admite argumentos; vuelva a llamarla sin: {names}.',
      andMore: '{list} y {count} más',
      noPage: 'No existe la página «{slug}».',
      unknownSlug: 'No hay ninguna página con el slug «{slug}».',
      invalidArguments: 'Argumentos no válidos: {issues}.',
      callGetPage: 'Llame a `get_page` con {"slug": uno de {slugs}}; {hint}',
      pageHint: '`list_pages` da el título de cada página.',
      fitEmpty: '{message} Vuelva a llamar a `check_fit` con, por ejemplo, {example}.',
      fitInvalid: '{message} {issues}{more}. Corríjalos y vuelva a llamar: {fields}; ninguna otra propiedad.',
      moreIssues: '; y {count} más',
    },
    browser: {
      refused: 'La API rechazó la llamada.',
      noJson: '{path} respondió HTTP {status} sin JSON; inténtelo más tarde.',
      unreachable: 'No se pudo contactar con {path} ({error}); compruebe la conexión y vuelva a intentarlo.',
      extra: '{tool} no admite {names}; vuelva a llamarla sin ellos.',
      needs: '{tool} necesita {"{name}": uno de {values}}',
    },
  },
};
