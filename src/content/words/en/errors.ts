// English defaults of the `errors` words: every Error message and hint of the API and MCP endpoint, the MCP
// tools' refusals and the browser scripts' messages. {placeholders} are filled where the error is made.
export const errorsWords = {
  errors: {
    /** An unknown path: {path} is the path asked for, {sitemap}, {llms} and {openapi} are absolute links. */
    notFound: {
      message: 'Nothing at {path}.',
      hint: 'See {sitemap} for pages and {llms} for an index written for agents.',
      apiHint: "The API's paths are listed in {openapi}.",
    },
    /** GET /api/pages/{slug} with an unknown slug. */
    pageNotFound: {
      message: "There is no page with the slug '{slug}'.",
      hint: 'Call GET /api/pages to list the available slugs.',
    },
    /** {allow} lists the methods the path takes. */
    methodNotAllowed: {
      message: '{method} is not allowed here.',
      hint: 'Use {allow}.',
    },
    /** Accept names no type the URL has; {types} lists them, joined by `or`. */
    notAcceptable: {
      message: 'No acceptable representation.',
      hint: 'This URL is available as {types}.',
      or: '{first} or {second}',
    },
    uriTooLong: {
      message: 'The request target is longer than {limit} bytes.',
      hint: 'Every URL of this site is short; see /sitemap.xml and /llms.txt.',
    },
    headersTooLarge: {
      message: 'The request headers are larger than {limit} bytes or too many.',
      hint: 'Send fewer or smaller headers.',
    },
    /** {limit} is in KB. */
    payloadTooLarge: {
      message: 'The request body is larger than {limit} KB.',
      hint: 'Send a smaller body: a FitRequest is a handful of fields.',
      mcpHint: 'Send one JSON-RPC message at a time; every MCP request here is a few hundred bytes.',
    },
    internal: {
      message: 'Something went wrong on our side.',
      hint: 'Try again; if it keeps failing, tell us what you sent.',
    },
    badRequest: {
      message: 'The request is not valid HTTP/1.1.',
      hint: 'Send a well-formed request line and headers.',
    },
    timeout: {
      message: 'The request was not received in time.',
      hint: 'Send the headers and body without pausing; the connection is closed.',
    },
    shuttingDown: {
      message: 'The server is shutting down and could not finish this request.',
      hint: 'Send it again; a restarted or another instance will answer.',
    },
    connect: {
      message: 'CONNECT is not allowed here.',
      hint: 'This server is not a proxy; use GET, HEAD, POST or OPTIONS.',
    },
    missingHost: {
      message: 'An HTTP/1.1 request needs a Host header.',
      hint: 'Send exactly one Host header.',
    },
    duplicateHost: {
      message: 'The request has more than one Host header.',
      hint: 'Send exactly one Host header (RFC 9112, section 3.2).',
    },
    invalidHost: {
      message: 'The Host header is not a host name or address.',
      hint: 'Send Host as name[:port], e.g. Host: www.example.com (RFC 9110, section 7.2).',
    },
    expectation: {
      message: 'The only expectation this server meets is 100-continue.',
      hint: 'Send the request without an Expect header.',
    },
    transferCoding: {
      message: 'The only transfer coding this server reads is chunked, alone.',
      hint: 'Send Transfer-Encoding: chunked, or a Content-Length.',
    },
    chunkedHttp10: {
      message: 'HTTP/1.0 has no Transfer-Encoding: the body cannot be framed.',
      hint: 'Send HTTP/1.1, or a Content-Length.',
    },
    bodyNotAllowed: {
      message: 'GET and HEAD requests must not carry a body.',
      hint: 'Send the request without a body: no Transfer-Encoding and no Content-Length other than 0.',
    },
    encodedBody: {
      message: 'Request bodies are read as sent: a Content-Encoding is not supported.',
      hint: 'Send the body uncompressed, without a Content-Encoding header.',
    },
    incompleteBody: {
      message: 'The request body ended before it was complete.',
      hint: 'Send the whole body in one request.',
    },
    badTarget: {
      message: 'The request target is not a path.',
      hint: 'Send an origin-form target such as /api/offer.',
    },
    /** POST /api/fit: {example} is a FitRequest that works, as JSON. */
    bodyRequired: {
      message: 'A JSON body is required.',
      hint: 'Send a FitRequest object, for example {example}.',
    },
    invalidJson: {
      message: 'The body is not valid JSON.',
      hint: 'Check quotes and commas; a valid body looks like {example}.',
    },
    validationFailed: {
      message: 'The profile does not match FitRequest.',
      /** {fields} names each field with its type (fieldTypes). */
      hint: 'Fix the fields listed in issues: {fields}; no other properties.',
    },
    /**
     * The fields and their types as the FitRequest errors list them: {fields} is one field or several (joined as the
     * language lists), {currency} an amount's, {options} a one-of's options.
     */
    fieldTypes: {
      number: '{fields} is a number >= 0',
      numbers: '{fields} are numbers >= 0',
      amount: '{fields} is a number >= 0 ({currency} per year)',
      amounts: '{fields} are numbers >= 0 ({currency} per year)',
      boolean: '{fields} is a boolean',
      booleans: '{fields} are booleans',
      string: '{fields} is a string',
      strings: '{fields} are strings',
      oneOf: '{fields} is one of {options}',
    },
    /** {fields} lists the FitRequest fields. */
    emptyProfile: {
      message: 'The profile is empty: supply at least one field.',
      hint: 'Supply at least one field, for example {example}.',
      issue: 'at least one of {fields}',
    },
    /** A property the schema does not have ({schema} is its name), in a list of field problems. */
    unknownProperty: 'unknown property; not part of {schema}',
    /** POST /mcp without both media types in Accept. */
    mcpNotAcceptable: {
      message: 'The MCP endpoint answers JSON-RPC over Streamable HTTP.',
      hint: 'Send Accept: application/json, text/event-stream (both are required by the transport).',
    },
    mcpMediaType: {
      message: 'The body must be JSON-RPC as application/json.',
      hint: 'Send Content-Type: application/json.',
    },
    /** The MCP tools' refusals: all a model reads, so each says how to call again. */
    tools: {
      /** The path of a field problem that concerns the arguments as a whole. */
      arguments: '(arguments)',
      noArguments: '{tool} takes no arguments; call it again without: {names}.',
      /** A list cut short: {list} then how many were left out. */
      andMore: '{list} and {count} more',
      noPage: 'No page "{slug}".',
      unknownSlug: 'No page with slug "{slug}".',
      invalidArguments: 'Invalid arguments: {issues}.',
      /** After a get_page refusal: {slugs} lists every slug, {hint} is pageHint. */
      callGetPage: 'Call get_page with {"slug": one of {slugs}}; {hint}',
      pageHint: "list_pages gives each page's title.",
      fitEmpty: '{message} Call check_fit again with, for example, {example}.',
      /** {more} is moreIssues when issues were left out. */
      fitInvalid: '{message} {issues}{more}. Fix these and call again: {fields}; no other properties.',
      moreIssues: '; and {count} more',
    },
    /** The browser's tools (WebMCP, the fit form answering an agent): what their refusals say. */
    browser: {
      refused: 'The API refused the call.',
      noJson: '{path} answered HTTP {status} without JSON; try again later.',
      unreachable: 'Could not reach {path} ({error}); check the connection and try again.',
      extra: '{tool} does not take {names}; call it again without.',
      /** A GET tool called without its path argument; {values} lists what it takes. */
      needs: '{tool} needs {"{name}": one of {values}}',
    },
  },
};
