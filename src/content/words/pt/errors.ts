// Portuguese defaults of the `errors` words: the API's and MCP endpoint's errors, tool refusals, browser scripts.
import type { errorsWords as en } from '../en/errors.js';

export const errorsWords: typeof en = {
  errors: {
    notFound: {
      message: 'Não há nada em {path}.',
      hint: 'As páginas estão em {sitemap}, e um índice escrito para agentes em {llms}.',
      apiHint: 'Os caminhos da API estão listados em {openapi}.',
    },
    pageNotFound: {
      message: 'Não há nenhuma página com o slug “{slug}”.',
      hint: 'Chame GET /api/pages para listar os slugs disponíveis.',
    },
    methodNotAllowed: {
      message: '{method} não é permitido aqui.',
      hint: 'Use {allow}.',
    },
    notAcceptable: {
      message: 'Nenhuma representação aceitável.',
      hint: 'Esta URL está disponível como {types}.',
      or: '{first} ou {second}',
    },
    uriTooLong: {
      message: 'O destino da requisição passa de {limit} bytes.',
      hint: 'Todas as URLs deste site são curtas; veja /sitemap.xml e /llms.txt.',
    },
    headersTooLarge: {
      message: 'Os cabeçalhos da requisição passam de {limit} bytes ou são demais.',
      hint: 'Envie menos cabeçalhos, ou menores.',
    },
    payloadTooLarge: {
      message: 'O corpo da requisição passa de {limit} KB.',
      hint: 'Envie um corpo menor: uma FitRequest tem poucos campos.',
      mcpHint:
        'Envie uma mensagem JSON-RPC de cada vez; cada requisição MCP aqui tem algumas centenas de bytes.',
    },
    internal: {
      message: 'Algo deu errado do nosso lado.',
      hint: 'Tente de novo; se continuar falhando, conte para nós o que você enviou.',
    },
    badRequest: {
      message: 'A requisição não é HTTP/1.1 válido.',
      hint: 'Envie uma linha de requisição e cabeçalhos bem formados.',
    },
    timeout: {
      message: 'A requisição não chegou a tempo.',
      hint: 'Envie os cabeçalhos e o corpo sem pausas; a conexão é fechada.',
    },
    shuttingDown: {
      message: 'O servidor está sendo desligado e não conseguiu concluir esta requisição.',
      hint: 'Envie de novo; uma instância reiniciada ou outra vai responder.',
    },
    connect: {
      message: 'CONNECT não é permitido aqui.',
      hint: 'Este servidor não é um proxy; use GET, HEAD, POST ou OPTIONS.',
    },
    missingHost: {
      message: 'Uma requisição HTTP/1.1 precisa de um cabeçalho Host.',
      hint: 'Envie exatamente um cabeçalho Host.',
    },
    duplicateHost: {
      message: 'A requisição tem mais de um cabeçalho Host.',
      hint: 'Envie exatamente um cabeçalho Host (RFC 9112, seção 3.2).',
    },
    invalidHost: {
      message: 'O cabeçalho Host não é um nome de host nem um endereço.',
      hint: 'Envie Host como nome[:porta], por exemplo Host: www.example.com (RFC 9110, seção 7.2).',
    },
    expectation: {
      message: 'A única expectativa que este servidor atende é 100-continue.',
      hint: 'Envie a requisição sem cabeçalho Expect.',
    },
    transferCoding: {
      message: 'A única codificação de transferência que este servidor lê é chunked, sozinha.',
      hint: 'Envie Transfer-Encoding: chunked, ou um Content-Length.',
    },
    chunkedHttp10: {
      message: 'HTTP/1.0 não tem Transfer-Encoding: o corpo não pode ser delimitado.',
      hint: 'Envie HTTP/1.1, ou um Content-Length.',
    },
    bodyNotAllowed: {
      message: 'Requisições GET e HEAD não devem ter corpo.',
      hint: 'Envie a requisição sem corpo: sem Transfer-Encoding e sem Content-Length diferente de 0.',
    },
    encodedBody: {
      message: 'Os corpos das requisições são lidos como chegam: um Content-Encoding não é suportado.',
      hint: 'Envie o corpo sem compressão, sem cabeçalho Content-Encoding.',
    },
    incompleteBody: {
      message: 'O corpo da requisição terminou antes de estar completo.',
      hint: 'Envie o corpo inteiro em uma só requisição.',
    },
    badTarget: {
      message: 'O destino da requisição não é um caminho.',
      hint: 'Envie um destino em origin-form, como /sitemap.xml.',
    },
    bodyRequired: {
      message: 'É preciso um corpo JSON.',
      hint: 'Envie um objeto FitRequest, por exemplo {example}.',
    },
    invalidJson: {
      message: 'O corpo não é JSON válido.',
      hint: 'Confira aspas e vírgulas; um corpo válido tem esta cara: {example}.',
    },
    validationFailed: {
      message: 'O perfil não corresponde a FitRequest.',
      hint: 'Corrija os campos listados em issues: {fields}; nenhuma outra propriedade.',
    },
    fieldTypes: {
      number: '{fields} é um número >= 0',
      numbers: '{fields} são números >= 0',
      amount: '{fields} é um número >= 0 ({currency} por ano)',
      amounts: '{fields} são números >= 0 ({currency} por ano)',
      boolean: '{fields} é um booleano',
      booleans: '{fields} são booleanos',
      string: '{fields} é uma string',
      strings: '{fields} são strings',
      oneOf: '{fields} é um de {options}',
    },
    emptyProfile: {
      message: 'O perfil está vazio: informe pelo menos um campo.',
      hint: 'Informe pelo menos um campo, por exemplo {example}.',
      issue: 'pelo menos um de {fields}',
    },
    unknownProperty: 'propriedade desconhecida; não faz parte de {schema}',
    mcpNotAcceptable: {
      message: 'O endpoint MCP responde em JSON-RPC sobre Streamable HTTP.',
      hint: 'Envie Accept: application/json, text/event-stream (o transporte exige os dois).',
    },
    mcpMediaType: {
      message: 'O corpo deve ser JSON-RPC como application/json.',
      hint: 'Envie Content-Type: application/json.',
    },
    tools: {
      arguments: '(argumentos)',
      noArguments: '{tool} não recebe argumentos; chame de novo sem: {names}.',
      andMore: '{list} e mais {count}',
      noPage: 'Nenhuma página “{slug}”.',
      unknownSlug: 'Nenhuma página com o slug “{slug}”.',
      invalidArguments: 'Argumentos inválidos: {issues}.',
      callGetPage: 'Chame `get_page` com {"slug": um de {slugs}}; {hint}',
      pageHint: '`list_pages` dá o título de cada página.',
      fitEmpty: '{message} Chame `check_fit` de novo com, por exemplo, {example}.',
      fitInvalid: '{message} {issues}{more}. Corrija e chame de novo: {fields}; nenhuma outra propriedade.',
      moreIssues: '; e mais {count}',
    },
    browser: {
      refused: 'A API recusou a chamada.',
      noJson: '{path} respondeu HTTP {status} sem JSON; tente de novo mais tarde.',
      unreachable: 'Não foi possível acessar {path} ({error}); confira a conexão e tente de novo.',
      extra: '{tool} não recebe {names}; chame de novo sem eles.',
      needs: '{tool} precisa de {"{name}": um de {values}}',
    },
  },
};
