// Italian defaults of the `errors` words: the API's and MCP endpoint's errors, tool refusals, browser scripts.
import type { errorsWords as en } from '../en/errors.js';

export const errorsWords: typeof en = {
  errors: {
    notFound: {
      message: 'Non c’è niente a {path}.',
      hint: 'Le pagine sono elencate in {sitemap}, e un indice scritto per gli agenti in {llms}.',
      apiHint: 'I percorsi dell’API sono elencati in {openapi}.',
    },
    pageNotFound: {
      message: 'Non esiste nessuna pagina con lo slug «{slug}».',
      hint: 'Chiama GET /api/pages per elencare gli slug disponibili.',
    },
    methodNotAllowed: {
      message: '{method} non è consentito qui.',
      hint: 'Usa {allow}.',
    },
    notAcceptable: {
      message: 'Nessuna rappresentazione accettabile.',
      hint: 'Questo URL è disponibile come {types}.',
      or: '{first} o {second}',
    },
    uriTooLong: {
      message: 'La destinazione della richiesta supera {limit} byte.',
      hint: 'Ogni URL di questo sito è breve; vedi /sitemap.xml e /llms.txt.',
    },
    headersTooLarge: {
      message: 'Le intestazioni della richiesta superano {limit} byte o sono troppe.',
      hint: 'Invia meno intestazioni o più brevi.',
    },
    payloadTooLarge: {
      message: 'Il corpo della richiesta supera {limit} KB.',
      hint: 'Invia un corpo più piccolo: una FitRequest è fatta di pochi campi.',
      mcpHint: 'Invia un messaggio JSON-RPC alla volta; ogni richiesta MCP qui è di poche centinaia di byte.',
    },
    internal: {
      message: 'Qualcosa è andato storto da parte nostra.',
      hint: 'Riprova; se continua a non funzionare, dicci cosa hai inviato.',
    },
    badRequest: {
      message: 'La richiesta non è HTTP/1.1 valido.',
      hint: 'Invia una riga di richiesta e intestazioni ben formate.',
    },
    timeout: {
      message: 'La richiesta non è arrivata in tempo.',
      hint: 'Invia intestazioni e corpo senza pause; la connessione viene chiusa.',
    },
    shuttingDown: {
      message: 'Il server si sta spegnendo e non ha potuto completare questa richiesta.',
      hint: 'Inviala di nuovo; risponderà un’istanza riavviata o un’altra.',
    },
    connect: {
      message: 'CONNECT non è consentito qui.',
      hint: 'Questo server non è un proxy; usa GET, HEAD, POST o OPTIONS.',
    },
    missingHost: {
      message: 'Una richiesta HTTP/1.1 richiede un’intestazione Host.',
      hint: 'Invia esattamente un’intestazione Host.',
    },
    duplicateHost: {
      message: 'La richiesta ha più di un’intestazione Host.',
      hint: 'Invia esattamente un’intestazione Host (RFC 9112, sezione 3.2).',
    },
    invalidHost: {
      message: 'L’intestazione Host non è un nome host né un indirizzo.',
      hint: 'Invia Host come nome[:porta], per esempio Host: www.example.com (RFC 9110, sezione 7.2).',
    },
    expectation: {
      message: 'L’unica aspettativa che questo server soddisfa è 100-continue.',
      hint: 'Invia la richiesta senza intestazione Expect.',
    },
    transferCoding: {
      message: 'L’unica codifica di trasferimento che questo server legge è chunked, da sola.',
      hint: 'Invia Transfer-Encoding: chunked, oppure un Content-Length.',
    },
    chunkedHttp10: {
      message: 'HTTP/1.0 non ha Transfer-Encoding: il corpo non può essere delimitato.',
      hint: 'Invia HTTP/1.1, oppure un Content-Length.',
    },
    bodyNotAllowed: {
      message: 'Le richieste GET e HEAD non devono avere un corpo.',
      hint: 'Invia la richiesta senza corpo: niente Transfer-Encoding e nessun Content-Length diverso da 0.',
    },
    encodedBody: {
      message:
        'I corpi delle richieste vengono letti così come arrivano: un Content-Encoding non è supportato.',
      hint: 'Invia il corpo non compresso, senza intestazione Content-Encoding.',
    },
    incompleteBody: {
      message: 'Il corpo della richiesta si è interrotto prima di essere completo.',
      hint: 'Invia tutto il corpo in una sola richiesta.',
    },
    badTarget: {
      message: 'La destinazione della richiesta non è un percorso.',
      hint: 'Invia una destinazione in origin-form, come /sitemap.xml.',
    },
    bodyRequired: {
      message: 'Serve un corpo JSON.',
      hint: 'Invia un oggetto FitRequest, per esempio {example}.',
    },
    invalidJson: {
      message: 'Il corpo non è JSON valido.',
      hint: 'Controlla virgolette e virgole; un corpo valido è fatto così: {example}.',
    },
    validationFailed: {
      message: 'Il profilo non corrisponde a FitRequest.',
      hint: 'Correggi i campi elencati in issues: {fields}; nessun’altra proprietà.',
    },
    fieldTypes: {
      number: '{fields} è un numero >= 0',
      numbers: '{fields} sono numeri >= 0',
      amount: '{fields} è un numero >= 0 ({currency} all’anno)',
      amounts: '{fields} sono numeri >= 0 ({currency} all’anno)',
      boolean: '{fields} è un booleano',
      booleans: '{fields} sono booleani',
      string: '{fields} è una stringa',
      strings: '{fields} sono stringhe',
      oneOf: '{fields} è uno tra {options}',
    },
    emptyProfile: {
      message: 'Il profilo è vuoto: fornisci almeno un campo.',
      hint: 'Fornisci almeno un campo, per esempio {example}.',
      issue: 'almeno uno tra {fields}',
    },
    unknownProperty: 'proprietà sconosciuta; non fa parte di {schema}',
    mcpNotAcceptable: {
      message: 'L’endpoint MCP risponde in JSON-RPC su Streamable HTTP.',
      hint: 'Invia Accept: application/json, text/event-stream (il trasporto li richiede entrambi).',
    },
    mcpMediaType: {
      message: 'Il corpo deve essere JSON-RPC come application/json.',
      hint: 'Invia Content-Type: application/json.',
    },
    tools: {
      arguments: '(argomenti)',
      noArguments: '{tool} non accetta argomenti; richiamalo senza: {names}.',
      andMore: '{list} e altri {count}',
      noPage: 'Nessuna pagina «{slug}».',
      unknownSlug: 'Nessuna pagina con lo slug «{slug}».',
      invalidArguments: 'Argomenti non validi: {issues}.',
      callGetPage: 'Chiama `get_page` con {"slug": uno tra {slugs}}; {hint}',
      pageHint: '`list_pages` dà il titolo di ogni pagina.',
      fitEmpty: '{message} Richiama `check_fit` con, per esempio, {example}.',
      fitInvalid: '{message} {issues}{more}. Correggi e richiama: {fields}; nessun’altra proprietà.',
      moreIssues: '; e altri {count}',
    },
    browser: {
      refused: 'L’API ha rifiutato la chiamata.',
      noJson: '{path} ha risposto HTTP {status} senza JSON; riprova più tardi.',
      unreachable: 'Impossibile raggiungere {path} ({error}); controlla la connessione e riprova.',
      extra: '{tool} non accetta {names}; richiamalo senza.',
      needs: '{tool} ha bisogno di {"{name}": uno tra {values}}',
    },
  },
};
