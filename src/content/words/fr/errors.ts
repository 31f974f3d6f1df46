// French defaults of the `errors` words: the API's and MCP endpoint's errors, tool refusals, browser scripts.
import type { errorsWords as en } from '../en/errors.js';

export const errorsWords: typeof en = {
  errors: {
    notFound: {
      message: 'Rien à l’adresse {path}.',
      hint: 'Les pages sont listées dans {sitemap}, et un index écrit pour les agents dans {llms}.',
      apiHint: 'Les chemins de l’API sont listés dans {openapi}.',
    },
    pageNotFound: {
      message: 'Aucune page n’a le slug «\u00a0{slug}\u00a0».',
      hint: 'Appelez GET /api/pages pour lister les slugs disponibles.',
    },
    methodNotAllowed: {
      message: '{method} n’est pas autorisé ici.',
      hint: 'Utilisez {allow}.',
    },
    notAcceptable: {
      message: 'Aucune représentation acceptable.',
      hint: 'Cette URL est disponible en {types}.',
      or: '{first} ou {second}',
    },
    uriTooLong: {
      message: 'La cible de la requête dépasse {limit} octets.',
      hint: 'Toutes les URL de ce site sont courtes\u202f; voir /sitemap.xml et /llms.txt.',
    },
    headersTooLarge: {
      message: 'Les en-têtes de la requête dépassent {limit} octets, ou sont trop nombreux.',
      hint: 'Envoyez des en-têtes moins nombreux ou plus courts.',
    },
    payloadTooLarge: {
      message: 'Le corps de la requête dépasse {limit} Ko.',
      hint: 'Envoyez un corps plus petit\u00a0: une FitRequest tient en quelques champs.',
      mcpHint:
        'Envoyez un seul message JSON-RPC à la fois\u202f; chaque requête MCP ici pèse quelques centaines d’octets.',
    },
    internal: {
      message: 'Une erreur s’est produite de notre côté.',
      hint: 'Réessayez\u202f; si l’échec persiste, dites-nous ce que vous avez envoyé.',
    },
    badRequest: {
      message: 'La requête n’est pas du HTTP/1.1 valide.',
      hint: 'Envoyez une ligne de requête et des en-têtes bien formés.',
    },
    timeout: {
      message: 'La requête n’est pas arrivée à temps.',
      hint: 'Envoyez les en-têtes et le corps sans pause\u202f; la connexion est fermée.',
    },
    shuttingDown: {
      message: 'Le serveur s’arrête et n’a pas pu terminer cette requête.',
      hint: 'Renvoyez-la\u202f; un serveur redémarré ou une autre instance répondra.',
    },
    connect: {
      message: 'CONNECT n’est pas autorisé ici.',
      hint: 'Ce serveur n’est pas un proxy\u202f; utilisez GET, HEAD, POST ou OPTIONS.',
    },
    missingHost: {
      message: 'Une requête HTTP/1.1 doit avoir un en-tête Host.',
      hint: 'Envoyez exactement un en-tête Host.',
    },
    duplicateHost: {
      message: 'La requête a plus d’un en-tête Host.',
      hint: 'Envoyez exactement un en-tête Host (RFC 9112, section 3.2).',
    },
    invalidHost: {
      message: 'L’en-tête Host n’est ni un nom d’hôte ni une adresse.',
      hint: 'Envoyez Host sous la forme nom[:port], par ex. Host: www.example.com (RFC 9110, section 7.2).',
    },
    expectation: {
      message: 'La seule attente que ce serveur satisfait est 100-continue.',
      hint: 'Envoyez la requête sans en-tête Expect.',
    },
    transferCoding: {
      message: 'Le seul codage de transfert que lit ce serveur est chunked, seul.',
      hint: 'Envoyez Transfer-Encoding: chunked, ou un Content-Length.',
    },
    chunkedHttp10: {
      message: 'HTTP/1.0 n’a pas de Transfer-Encoding\u00a0: le corps ne peut pas être délimité.',
      hint: 'Envoyez du HTTP/1.1, ou un Content-Length.',
    },
    bodyNotAllowed: {
      message: 'Les requêtes GET et HEAD ne doivent pas avoir de corps.',
      hint: 'Envoyez la requête sans corps\u00a0: ni Transfer-Encoding, ni Content-Length autre que 0.',
    },
    encodedBody: {
      message:
        'Les corps de requête sont lus tels qu’envoyés\u00a0: un Content-Encoding n’est pas pris en charge.',
      hint: 'Envoyez le corps non compressé, sans en-tête Content-Encoding.',
    },
    incompleteBody: {
      message: 'Le corps de la requête s’est arrêté avant d’être complet.',
      hint: 'Envoyez tout le corps dans une seule requête.',
    },
    badTarget: {
      message: 'La cible de la requête n’est pas un chemin.',
      hint: 'Envoyez une cible en origin-form, par exemple /sitemap.xml.',
    },
    bodyRequired: {
      message: 'Un corps JSON est requis.',
      hint: 'Envoyez un objet FitRequest, par exemple {example}.',
    },
    invalidJson: {
      message: 'Le corps n’est pas du JSON valide.',
      hint: 'Vérifiez les guillemets et les virgules\u202f; un corps valide ressemble à {example}.',
    },
    validationFailed: {
      message: 'Le profil ne correspond pas à FitRequest.',
      hint: 'Corrigez les champs listés dans issues\u00a0: {fields}\u202f; aucune autre propriété.',
    },
    fieldTypes: {
      number: '{fields} est un nombre >= 0',
      numbers: '{fields} sont des nombres >= 0',
      amount: '{fields} est un nombre >= 0 ({currency} par an)',
      amounts: '{fields} sont des nombres >= 0 ({currency} par an)',
      boolean: '{fields} est un booléen',
      booleans: '{fields} sont des booléens',
      string: '{fields} est une chaîne',
      strings: '{fields} sont des chaînes',
      oneOf: '{fields} vaut l’une des valeurs {options}',
    },
    emptyProfile: {
      message: 'Le profil est vide\u00a0: fournissez au moins un champ.',
      hint: 'Fournissez au moins un champ, par exemple {example}.',
      issue: 'au moins un des champs {fields}',
    },
    unknownProperty: 'propriété inconnue\u202f; ne fait pas partie de {schema}',
    mcpNotAcceptable: {
      message: 'Le point d’accès MCP répond en JSON-RPC sur Streamable HTTP.',
      hint: 'Envoyez Accept: application/json, text/event-stream (le transport exige les deux).',
    },
    mcpMediaType: {
      message: 'Le corps doit être du JSON-RPC en application/json.',
      hint: 'Envoyez Content-Type: application/json.',
    },
    tools: {
      arguments: '(arguments)',
      noArguments: '{tool} ne prend aucun argument\u202f; rappelez-le sans\u00a0: {names}.',
      andMore: '{list} et {count} autres',
      noPage: 'Aucune page «\u00a0{slug}\u00a0».',
      unknownSlug: 'Aucune page n’a le slug «\u00a0{slug}\u00a0».',
      invalidArguments: 'Arguments non valides\u00a0: {issues}.',
      callGetPage: 'Appelez `get_page` avec {"slug": l’un de {slugs}}\u202f; {hint}',
      pageHint: '`list_pages` donne le titre de chaque page.',
      fitEmpty: '{message} Rappelez `check_fit` avec, par exemple, {example}.',
      fitInvalid:
        '{message} {issues}{more}. Corrigez et rappelez\u00a0: {fields}\u202f; aucune autre propriété.',
      moreIssues: '\u202f; et {count} autres',
    },
    browser: {
      refused: 'L’API a refusé l’appel.',
      noJson: '{path} a répondu HTTP {status} sans JSON\u202f; réessayez plus tard.',
      unreachable: 'Impossible de joindre {path} ({error})\u202f; vérifiez la connexion et réessayez.',
      extra: '{tool} ne prend pas {names}\u202f; rappelez-le sans.',
      needs: '{tool} a besoin de {"{name}": l’un de {values}}',
    },
  },
};
