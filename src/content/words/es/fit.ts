// Spanish defaults for the fit self-check: questions per criterion, result notes, verdicts, recommendations, form.
import type { fitWords as en } from '../en/fit.js';

export const fitWords: typeof en = {
  fit: {
    criteria: {
      'revenue-band': {
        question: '¿Cuál es, aproximadamente, su facturación anual, en {currency}?',
        help: 'En {currency}, sin decimales; por ejemplo, {example}. Basta con una cifra aproximada.',
        label: 'Facturación anual ({currency} al año)',
        pass: '{revenue} está dentro de la franja de {band}.',
        below: '{revenue} está por debajo de la franja de {band}.',
        above: '{revenue} está por encima de la franja de {band}.',
        unknown: 'No se indicó annualRevenue.',
        ask: 'su facturación anual ({currency})',
      },
      'founder-led': {
        question:
          '¿Dirige la empresa su fundadora o fundador, de modo que los clientes contratan a esa persona y no a una empresa?',
        help: 'Los clientes contratan a una persona, no a una empresa ni a una marca de producto.',
        label: '¿Dirige la empresa su fundadora o fundador?',
        pass: 'La empresa la dirige su fundadora o fundador.',
        fail: 'La empresa no la dirige su fundadora o fundador; la oferta está pensada para empresas dirigidas por quien las fundó.',
        unknown: 'No se indicó founderLed.',
        ask: 'si la empresa la dirige su fundadora o fundador',
      },
      'expert-role': {
        question: '¿Cómo describiría su rol?',
        help: 'Elija una sugerencia o escriba la suya.',
        label: 'Su rol',
        pass: '«{role}» es uno de los perfiles para los que está pensada la oferta.',
        matched: '«{typed}» coincide con «{role}», uno de los perfiles para los que está pensada la oferta.',
        fail: '«{typed}» no corresponde a ninguno de estos perfiles: {roles}.',
        unknown: 'No se indicó role.',
        ask: 'su rol',
      },
      'prior-positioning': {
        question: '¿Ha pagado ya antes por un trabajo como este?',
        help: 'Un trabajo anterior es material útil, no dinero perdido.',
        label: '¿Ha pagado ya antes por un trabajo como este?',
        pass: 'El trabajo anterior da al proyecto una base sobre la que construir.',
        fail: 'No hay trabajo anterior; el proyecto parte de cero.',
        unknown: 'No se indicó priorPositioningWork.',
        ask: 'si ya ha pagado antes por un trabajo similar',
      },
    },
    form: {
      title: 'Compruebe si la oferta encaja con usted',
      intro: 'Responda a las preguntas que quiera de las cuatro; deje el resto en blanco. No se guarda nada.',
      submit: 'Comprobar',
      yes: 'Sí',
      no: 'No',
      skip: 'Prefiero no decirlo',
      tooSmall: 'debe ser {minimum} o más',
      notNumber: 'debe ser un número',
      notAnswer: 'no es una de las respuestas propuestas',
    },
    result: {
      title: 'Su resultado',
      score: '{earned} de {available} puntos',
      byCriterion: 'Criterio por criterio',
      blank: 'Dejó esta pregunta en blanco, así que no suma puntos.',
      empty: 'Responda al menos a una pregunta y pulse «{submit}». Su resultado aparecerá aquí:',
      emptyVerdict: 'un veredicto y su puntuación,',
      emptyNext: 'el siguiente paso adecuado,',
      emptyCriteria: 'cada criterio explicado con claridad.',
      problemsTitle: 'Revise sus respuestas',
      problemsEmpty:
        'Responda al menos a una de las cuatro preguntas: ninguna es obligatoria, pero el diagnóstico necesita algo con lo que trabajar.',
      problemsInvalid:
        'Algunas respuestas no se han podido comprobar. Corrija los campos de abajo y vuelva a intentarlo.',
    },
    markdown: {
      resultTitle: 'Diagnóstico de encaje: su resultado',
      problemsTitle: 'Diagnóstico de encaje: revise sus respuestas',
      verdict: 'Veredicto',
      criterion: 'Criterio',
      result: 'Resultado',
      note: 'Nota',
      footer:
        'Los criterios y cómo se calcula el veredicto: {twin}. Los agentes pueden llamar a {api} con los mismos campos.',
    },
  },
  verdict: {
    'strong-fit': 'Encaje claro',
    'possible-fit': 'Encaje posible',
    'poor-fit': 'Encaje bajo',
    unknown: 'Faltan datos',
  },
  checkResult: {
    pass: 'Cumple',
    fail: 'No cumple',
    unknown: 'Sin respuesta',
  },
  recommendation: {
    'strong-fit':
      'Se cumplen todos los criterios publicados. Si las fechas le vienen bien, reserve directamente en {checkout}; ¿tiene preguntas antes? Reserve una llamada en {booking}.',
    'possible-fit':
      'No falla ningún criterio obligatorio, pero no todo se cumple o se conoce. Reserve una llamada breve en {booking} para ver si la oferta le encaja.',
    'poor-fit':
      'No se cumple un criterio obligatorio, así que es poco probable que la oferta sea la inversión adecuada para usted ahora. Si algo no es correcto o su situación cambia, escriba a {email}.',
    unknown: 'No hay respuesta para ningún criterio obligatorio. Vuelva con {asks}.',
  },
  export: {
    title: 'El diagnóstico no está disponible aquí',
    body: 'Esta es una copia estática del sitio: no puede comprobar sus respuestas. Los criterios de esta página indican para quién es la oferta; para repasarlos con nosotros, reserve la llamada.',
  },
};
