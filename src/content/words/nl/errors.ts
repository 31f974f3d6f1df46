// Dutch defaults of the `errors` words: the API's and MCP endpoint's errors, tool refusals, browser scripts.
import type { errorsWords as en } from '../en/errors.js';

export const errorsWords: typeof en = {
  errors: {
    notFound: {
      message: 'Op {path} staat niets.',
      hint: 'De pagina’s staan in {sitemap}, een overzicht voor agents in {llms}.',
      apiHint: 'De paden van de API staan in {openapi}.',
    },
    pageNotFound: {
      message: 'Er is geen pagina met de slug “{slug}”.',
      hint: 'Roep GET /api/pages aan voor de beschikbare slugs.',
    },
    methodNotAllowed: {
      message: '{method} is hier niet toegestaan.',
      hint: 'Gebruik {allow}.',
    },
    notAcceptable: {
      message: 'Geen aanvaardbare representatie.',
      hint: 'Deze URL is beschikbaar als {types}.',
      or: '{first} of {second}',
    },
    uriTooLong: {
      message: 'Het doel van het verzoek is langer dan {limit} bytes.',
      hint: 'Elke URL van deze site is kort; zie /sitemap.xml en /llms.txt.',
    },
    headersTooLarge: {
      message: 'De headers van het verzoek zijn groter dan {limit} bytes, of het zijn er te veel.',
      hint: 'Stuur minder of kleinere headers.',
    },
    payloadTooLarge: {
      message: 'De body van het verzoek is groter dan {limit} KB.',
      hint: 'Stuur een kleinere body: een FitRequest bestaat uit een handvol velden.',
      mcpHint: 'Stuur één JSON-RPC-bericht tegelijk; elk MCP-verzoek hier is een paar honderd bytes.',
    },
    internal: {
      message: 'Er ging aan onze kant iets mis.',
      hint: 'Probeer het opnieuw; blijft het misgaan, laat ons dan weten wat je stuurde.',
    },
    badRequest: {
      message: 'Het verzoek is geen geldig HTTP/1.1.',
      hint: 'Stuur een goed gevormde requestregel en headers.',
    },
    timeout: {
      message: 'Het verzoek kwam niet op tijd binnen.',
      hint: 'Stuur headers en body zonder pauze; de verbinding wordt gesloten.',
    },
    shuttingDown: {
      message: 'De server wordt afgesloten en kon dit verzoek niet afmaken.',
      hint: 'Stuur het opnieuw; een herstarte of andere instantie antwoordt.',
    },
    connect: {
      message: 'CONNECT is hier niet toegestaan.',
      hint: 'Deze server is geen proxy; gebruik GET, HEAD, POST of OPTIONS.',
    },
    missingHost: {
      message: 'Een HTTP/1.1-verzoek heeft een Host-header nodig.',
      hint: 'Stuur precies één Host-header.',
    },
    duplicateHost: {
      message: 'Het verzoek heeft meer dan één Host-header.',
      hint: 'Stuur precies één Host-header (RFC 9112, paragraaf 3.2).',
    },
    invalidHost: {
      message: 'De Host-header is geen hostnaam of adres.',
      hint: 'Stuur Host als naam[:poort], bijvoorbeeld Host: www.example.com (RFC 9110, paragraaf 7.2).',
    },
    expectation: {
      message: 'De enige verwachting waaraan deze server voldoet, is 100-continue.',
      hint: 'Stuur het verzoek zonder Expect-header.',
    },
    transferCoding: {
      message: 'De enige transfercodering die deze server leest, is chunked, en dan alleen.',
      hint: 'Stuur Transfer-Encoding: chunked, of een Content-Length.',
    },
    chunkedHttp10: {
      message: 'HTTP/1.0 kent geen Transfer-Encoding: de body kan niet worden afgebakend.',
      hint: 'Stuur HTTP/1.1, of een Content-Length.',
    },
    bodyNotAllowed: {
      message: 'GET- en HEAD-verzoeken mogen geen body hebben.',
      hint: 'Stuur het verzoek zonder body: geen Transfer-Encoding en geen Content-Length anders dan 0.',
    },
    encodedBody: {
      message:
        'Request-bodies worden gelezen zoals ze binnenkomen: een Content-Encoding wordt niet ondersteund.',
      hint: 'Stuur de body ongecomprimeerd, zonder Content-Encoding-header.',
    },
    incompleteBody: {
      message: 'De body van het verzoek hield op voordat hij compleet was.',
      hint: 'Stuur de hele body in één verzoek.',
    },
    badTarget: {
      message: 'Het doel van het verzoek is geen pad.',
      hint: 'Stuur een doel in origin-form, zoals /sitemap.xml.',
    },
    bodyRequired: {
      message: 'Er is een JSON-body nodig.',
      hint: 'Stuur een FitRequest-object, bijvoorbeeld {example}.',
    },
    invalidJson: {
      message: 'De body is geen geldige JSON.',
      hint: 'Controleer aanhalingstekens en komma’s; een geldige body ziet er zo uit: {example}.',
    },
    validationFailed: {
      message: 'Het profiel past niet bij FitRequest.',
      hint: 'Verbeter de velden in issues: {fields}; geen andere eigenschappen.',
    },
    fieldTypes: {
      number: '{fields} is een getal >= 0',
      numbers: '{fields} zijn getallen >= 0',
      amount: '{fields} is een getal >= 0 ({currency} per jaar)',
      amounts: '{fields} zijn getallen >= 0 ({currency} per jaar)',
      boolean: '{fields} is een boolean',
      booleans: '{fields} zijn booleans',
      string: '{fields} is een string',
      strings: '{fields} zijn strings',
      oneOf: '{fields} is een van {options}',
    },
    emptyProfile: {
      message: 'Het profiel is leeg: geef minstens één veld op.',
      hint: 'Geef minstens één veld op, bijvoorbeeld {example}.',
      issue: 'minstens één van {fields}',
    },
    unknownProperty: 'onbekende eigenschap; geen deel van {schema}',
    mcpNotAcceptable: {
      message: 'Het MCP-endpoint antwoordt met JSON-RPC via Streamable HTTP.',
      hint: 'Stuur Accept: application/json, text/event-stream (het transport vereist beide).',
    },
    mcpMediaType: {
      message: 'De body moet JSON-RPC zijn, als application/json.',
      hint: 'Stuur Content-Type: application/json.',
    },
    tools: {
      arguments: '(argumenten)',
      noArguments: '{tool} neemt geen argumenten; roep hem opnieuw aan zonder: {names}.',
      andMore: '{list} en nog {count}',
      noPage: 'Geen pagina “{slug}”.',
      unknownSlug: 'Geen pagina met de slug “{slug}”.',
      invalidArguments: 'Ongeldige argumenten: {issues}.',
      callGetPage: 'Roep `get_page` aan met {"slug": een van {slugs}}; {hint}',
      pageHint: '`list_pages` geeft de titel van elke pagina.',
      fitEmpty: '{message} Roep `check_fit` opnieuw aan met bijvoorbeeld {example}.',
      fitInvalid:
        '{message} {issues}{more}. Verbeter dit en roep opnieuw aan: {fields}; geen andere eigenschappen.',
      moreIssues: '; en nog {count}',
    },
    browser: {
      refused: 'De API weigerde de aanroep.',
      noJson: '{path} antwoordde HTTP {status} zonder JSON; probeer het later opnieuw.',
      unreachable: '{path} was niet bereikbaar ({error}); controleer de verbinding en probeer het opnieuw.',
      extra: '{tool} neemt {names} niet aan; roep hem opnieuw aan zonder.',
      needs: '{tool} heeft {"{name}": een van {values}} nodig',
    },
  },
};
