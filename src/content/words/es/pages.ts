// Spanish defaults for the offer as pages show it: labels of price, duration, terms, fit columns and proof.
import type { pagesWords as en } from '../en/pages.js';

export const pagesWords: typeof en = {
  offer: {
    price: 'Precio',
    duration: 'Duración',
    guarantee: 'Garantía',
    credit: 'Crédito',
    whatYouGet: 'Qué obtiene',
    priceModels: {
      fixed: 'precio cerrado',
      hourly: 'facturado por horas',
      daily: 'facturado por días',
      monthly: 'facturado mensualmente',
    },
    tax: {
      included: '{price} IVA incluido',
      excluded: '{price} + IVA',
    },
    guaranteeIncluded: 'Garantía incluida.',
    guaranteeTerms: 'Leer las condiciones',
    seeOffer: 'Ver la oferta',
  },
  chatView: {
    fitHeading: 'Su diagnóstico de encaje',
    criteria: 'Cómo salió cada criterio',
    waiting: 'Esperando la respuesta…',
    noResult: 'No hay ningún resultado que mostrar.',
    opensOutside: '(se abre fuera del chat)',
    offerTitle: '{offer}: ficha de la oferta',
    offerDescription:
      'La oferta {offer} como ficha en el chat: precio, duración, entregables y los botones del proveedor. Se muestra con el resultado de `get_offer`.',
    fitTitle: '{offer}: resultado del diagnóstico',
    fitDescription:
      'Un resultado de `check_fit` como ficha en el chat: el veredicto, cada criterio en palabras claras y los botones del siguiente paso.',
  },
  fitColumns: {
    bestFit: 'Ideal para',
    poorFit: 'Menos indicado para',
    revenueBand: '{band} al año',
    revenue: 'Facturación anual',
    roles: 'Perfiles',
  },
  criteria: {
    required: 'Obligatorio',
    optional: 'Opcional',
    weight: 'peso {weight}',
    requiredNote: 'obligatorio',
  },
  engine: {
    runsAt:
      'Funciona en {url}, aparte de este sitio: este sitio nunca lo llama, ni lo redirige, ni lo imita, y nunca ve sus claves.',
    endpoint: 'Endpoint MCP',
    healthCheck: 'Comprobación de estado',
    rpc: 'JSON-RPC 2.0 ({methods}), con {auth}; sin una clave válida, la respuesta es {status}.',
    health: 'abierto, sin clave; responde {ok} con los nombres de los métodos disponibles.',
    methods: 'Métodos',
    branded: 'los que empiezan por {prefix} llevan el nombre de la marca',
    methodsBelow: 'lo que hace cada uno se explica más abajo',
    method: 'Método',
    whatItDoes: 'Qué hace',
    keys: 'Claves',
    keysText:
      'una por cliente, emitida, renovada y revocada por {issuer}. No hay alta por cuenta propia ni clave para peticiones anónimas.',
    responses: 'Respuestas',
    responsesText: 'cada una va {marks}; {methodology}.',
    watermarked: 'con marca de agua para el cliente que la recibe',
    notWatermarked: 'sin marca de agua',
    logged: 'registrada por cliente',
    notLogged: 'sin registrar',
    methodology: 'las respuestas pueden incluir texto de la metodología',
    noMethodology: 'la metodología en sí nunca se devuelve, solo sus resultados',
    access: 'Acceso',
    accessText: 'escriba a {email} indicando el espacio de trabajo que quiere conectar.',
    included: 'La compra de {offer} incluye el acceso al motor.',
    notIncluded: 'La compra de {offer} no incluye el acceso al motor.',
  },
  proof: {
    source: 'Fuente: {source}',
    position: '{n} de {total}',
  },
};
