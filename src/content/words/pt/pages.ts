// Portuguese defaults for the offer as pages show it: labels of price, duration, terms, fit columns and proof.
import type { pagesWords as en } from '../en/pages.js';

export const pagesWords: typeof en = {
  offer: {
    price: 'Preço',
    duration: 'Duração',
    guarantee: 'Garantia',
    credit: 'Crédito',
    whatYouGet: 'O que você recebe',
    priceModels: {
      fixed: 'preço fechado',
      hourly: 'cobrado por hora',
      daily: 'cobrado por dia',
      monthly: 'cobrado por mês',
    },
    tax: {
      included: '{price} com impostos',
      excluded: '{price} + impostos',
    },
    guaranteeIncluded: 'Garantia incluída.',
    guaranteeTerms: 'Ler as condições',
    seeOffer: 'Ver a oferta',
  },
  chatView: {
    fitHeading: 'Sua verificação de adequação',
    criteria: 'Como ficou cada critério',
    waiting: 'Aguardando a resposta…',
    noResult: 'Não há resultado para mostrar.',
    opensOutside: '(abre fora do chat)',
    offerTitle: '{offer}: ficha da oferta',
    offerDescription:
      'A oferta {offer} como ficha no chat: preço, duração, entregas e os botões do fornecedor. Aparece com o resultado de `get_offer`.',
    fitTitle: '{offer}: resultado da verificação',
    fitDescription:
      'Um resultado de `check_fit` como ficha no chat: o veredito, cada critério em palavras simples e os botões do próximo passo.',
  },
  fitColumns: {
    bestFit: 'Ideal para',
    poorFit: 'Menos indicada para',
    revenueBand: '{band} por ano',
    revenue: 'Faturamento anual',
    roles: 'Perfis',
  },
  criteria: {
    required: 'Obrigatório',
    optional: 'Opcional',
    weight: 'peso {weight}',
    requiredNote: 'obrigatório',
  },
  engine: {
    runsAt:
      'Ele roda em {url}, separado deste site: este site nunca o chama, não o repassa, não o imita e nunca vê as chaves dele.',
    endpoint: 'Endpoint MCP',
    healthCheck: 'Verificação de status',
    rpc: 'JSON-RPC 2.0 ({methods}), com {auth}; sem uma chave válida, a resposta é {status}.',
    health: 'aberto, sem chave; responde {ok} com os nomes dos métodos disponíveis.',
    methods: 'Métodos',
    branded: 'os que começam com {prefix} levam o nome da marca',
    methodsBelow: 'o que cada um faz está descrito abaixo',
    method: 'Método',
    whatItDoes: 'O que faz',
    keys: 'Chaves',
    keysText:
      'uma por cliente, emitida, renovada e revogada por {issuer}. Não há cadastro por conta própria nem chave para requisições anônimas.',
    responses: 'Respostas',
    responsesText: 'cada uma é {marks}; {methodology}.',
    watermarked: 'marcada com marca d’água para o cliente que a recebe',
    notWatermarked: 'sem marca d’água',
    logged: 'registrada por cliente',
    notLogged: 'não registrada',
    methodology: 'as respostas podem incluir texto da metodologia',
    noMethodology: 'a metodologia em si nunca é devolvida, só os resultados dela',
    access: 'Acesso',
    accessText: 'escreva para {email} informando o espaço de trabalho que você quer conectar.',
    included: 'A compra de {offer} inclui o acesso ao motor.',
    notIncluded: 'A compra de {offer} não inclui o acesso ao motor.',
  },
  proof: {
    source: 'Fonte: {source}',
    position: '{n} de {total}',
  },
};
