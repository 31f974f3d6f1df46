// German defaults of the `errors` words: the API's and MCP endpoint's errors, tool refusals, browser scripts.
import type { errorsWords as en } from '../en/errors.js';

export const errorsWords: typeof en = {
  errors: {
    notFound: {
      message: 'Unter {path} gibt es nichts.',
      hint: 'Die Seiten stehen in {sitemap}, ein Verzeichnis für Agenten in {llms}.',
      apiHint: 'Die Pfade der API stehen in {openapi}.',
    },
    pageNotFound: {
      message: "Es gibt keine Seite mit dem Slug '{slug}'.",
      hint: 'GET /api/pages listet die vorhandenen Slugs.',
    },
    methodNotAllowed: {
      message: '{method} ist hier nicht erlaubt.',
      hint: 'Verwende {allow}.',
    },
    notAcceptable: {
      message: 'Keine annehmbare Darstellung.',
      hint: 'Diese URL gibt es als {types}.',
      or: '{first} oder {second}',
    },
    uriTooLong: {
      message: 'Das Anfrageziel ist länger als {limit} Bytes.',
      hint: 'Jede URL dieser Website ist kurz; siehe /sitemap.xml und /llms.txt.',
    },
    headersTooLarge: {
      message: 'Die Anfrage-Header sind größer als {limit} Bytes oder zu viele.',
      hint: 'Sende weniger oder kleinere Header.',
    },
    payloadTooLarge: {
      message: 'Der Anfragekörper ist größer als {limit} KB.',
      hint: 'Sende einen kleineren Körper: Eine FitRequest hat nur eine Handvoll Felder.',
      mcpHint:
        'Sende eine JSON-RPC-Nachricht nach der anderen; jede MCP-Anfrage hier ist ein paar hundert Bytes groß.',
    },
    internal: {
      message: 'Bei uns ist etwas schiefgegangen.',
      hint: 'Versuch es noch einmal; wenn es weiter scheitert, sag uns, was du gesendet hast.',
    },
    badRequest: {
      message: 'Die Anfrage ist kein gültiges HTTP/1.1.',
      hint: 'Sende eine wohlgeformte Anfragezeile und Header.',
    },
    timeout: {
      message: 'Die Anfrage kam nicht rechtzeitig an.',
      hint: 'Sende Header und Körper ohne Pause; die Verbindung wird geschlossen.',
    },
    shuttingDown: {
      message: 'Der Server fährt herunter und konnte diese Anfrage nicht beenden.',
      hint: 'Sende sie noch einmal; ein neu gestarteter oder ein anderer Server antwortet.',
    },
    connect: {
      message: 'CONNECT ist hier nicht erlaubt.',
      hint: 'Dieser Server ist kein Proxy; verwende GET, HEAD, POST oder OPTIONS.',
    },
    missingHost: {
      message: 'Eine HTTP/1.1-Anfrage braucht einen Host-Header.',
      hint: 'Sende genau einen Host-Header.',
    },
    duplicateHost: {
      message: 'Die Anfrage hat mehr als einen Host-Header.',
      hint: 'Sende genau einen Host-Header (RFC 9112, Abschnitt 3.2).',
    },
    invalidHost: {
      message: 'Der Host-Header ist kein Hostname und keine Adresse.',
      hint: 'Sende Host als Name[:Port], z. B. Host: www.example.com (RFC 9110, Abschnitt 7.2).',
    },
    expectation: {
      message: 'Die einzige Erwartung, die dieser Server erfüllt, ist 100-continue.',
      hint: 'Sende die Anfrage ohne Expect-Header.',
    },
    transferCoding: {
      message: 'Die einzige Transferkodierung, die dieser Server liest, ist chunked, und zwar allein.',
      hint: 'Sende Transfer-Encoding: chunked oder eine Content-Length.',
    },
    chunkedHttp10: {
      message: 'HTTP/1.0 kennt kein Transfer-Encoding: Der Körper lässt sich nicht abgrenzen.',
      hint: 'Sende HTTP/1.1 oder eine Content-Length.',
    },
    bodyNotAllowed: {
      message: 'GET- und HEAD-Anfragen dürfen keinen Körper haben.',
      hint: 'Sende die Anfrage ohne Körper: kein Transfer-Encoding und keine Content-Length außer 0.',
    },
    encodedBody: {
      message:
        'Anfragekörper werden gelesen, wie sie gesendet werden: Ein Content-Encoding wird nicht unterstützt.',
      hint: 'Sende den Körper unkomprimiert, ohne Content-Encoding-Header.',
    },
    incompleteBody: {
      message: 'Der Anfragekörper endete, bevor er vollständig war.',
      hint: 'Sende den ganzen Körper in einer Anfrage.',
    },
    badTarget: {
      message: 'Das Anfrageziel ist kein Pfad.',
      hint: 'Sende ein Ziel in origin-form, etwa /sitemap.xml.',
    },
    bodyRequired: {
      message: 'Ein JSON-Körper ist erforderlich.',
      hint: 'Sende ein FitRequest-Objekt, zum Beispiel {example}.',
    },
    invalidJson: {
      message: 'Der Körper ist kein gültiges JSON.',
      hint: 'Prüfe Anführungszeichen und Kommas; ein gültiger Körper sieht so aus: {example}.',
    },
    validationFailed: {
      message: 'Das Profil entspricht nicht FitRequest.',
      hint: 'Korrigiere die in issues genannten Felder: {fields}; keine weiteren Eigenschaften.',
    },
    fieldTypes: {
      number: '{fields} ist eine Zahl >= 0',
      numbers: '{fields} sind Zahlen >= 0',
      amount: '{fields} ist eine Zahl >= 0 ({currency} pro Jahr)',
      amounts: '{fields} sind Zahlen >= 0 ({currency} pro Jahr)',
      boolean: '{fields} ist ein Wahrheitswert',
      booleans: '{fields} sind Wahrheitswerte',
      string: '{fields} ist ein String',
      strings: '{fields} sind Strings',
      oneOf: '{fields} ist eines von {options}',
    },
    emptyProfile: {
      message: 'Das Profil ist leer: Gib mindestens ein Feld an.',
      hint: 'Gib mindestens ein Feld an, zum Beispiel {example}.',
      issue: 'mindestens eines von {fields}',
    },
    unknownProperty: 'unbekannte Eigenschaft; nicht Teil von {schema}',
    mcpNotAcceptable: {
      message: 'Der MCP-Endpunkt antwortet mit JSON-RPC über Streamable HTTP.',
      hint: 'Sende Accept: application/json, text/event-stream (der Transport verlangt beide).',
    },
    mcpMediaType: {
      message: 'Der Körper muss JSON-RPC als application/json sein.',
      hint: 'Sende Content-Type: application/json.',
    },
    tools: {
      arguments: '(Argumente)',
      noArguments: '{tool} nimmt keine Argumente; ruf es noch einmal ohne auf: {names}.',
      andMore: '{list} und {count} weitere',
      noPage: 'Keine Seite „{slug}“.',
      unknownSlug: 'Keine Seite mit dem Slug „{slug}“.',
      invalidArguments: 'Ungültige Argumente: {issues}.',
      callGetPage: 'Ruf `get_page` mit {"slug": einer von {slugs}} auf; {hint}',
      pageHint: '`list_pages` nennt den Titel jeder Seite.',
      fitEmpty: '{message} Ruf `check_fit` noch einmal auf, zum Beispiel mit {example}.',
      fitInvalid:
        '{message} {issues}{more}. Korrigiere das und ruf noch einmal auf: {fields}; keine weiteren Eigenschaften.',
      moreIssues: '; und {count} weitere',
    },
    browser: {
      refused: 'Die API hat den Aufruf abgelehnt.',
      noJson: '{path} antwortete mit HTTP {status} ohne JSON; versuch es später noch einmal.',
      unreachable: '{path} war nicht erreichbar ({error}); prüfe die Verbindung und versuch es noch einmal.',
      extra: '{tool} nimmt {names} nicht an; ruf es noch einmal ohne auf.',
      needs: '{tool} braucht {"{name}": einer von {values}}',
    },
  },
};
