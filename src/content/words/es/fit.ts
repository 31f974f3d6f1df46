// Spanish defaults for the fit self-check: questions per criterion, result notes, verdicts, recommendations, form.
import type { fitWords as en } from '../en/fit.js';

export const fitWords: typeof en = {
  fit: {
    types: {
      amount: {
        question: '¿Cuál es, aproximadamente, la cifra anual, en {currency}?',
        help: 'En {currency} al año, por ejemplo {example}. Basta con una cifra aproximada.',
        label: '{criterion} ({currency} al año)',
        pass: '{answer} está dentro del rango: {band}.',
        below: '{answer} está por debajo del rango: {band}.',
        above: '{answer} está por encima del rango: {band}.',
        unknown: 'No se dio ninguna respuesta.',
        ask: 'una respuesta a «{criterion}»',
      },
      number: {
        question: '¿Cuál es la cifra, aproximadamente?',
        help: 'Un número, por ejemplo {example}. Basta con una cifra aproximada.',
        label: '{criterion}',
        pass: '{answer} está dentro del rango: {band}.',
        below: '{answer} está por debajo del rango: {band}.',
        above: '{answer} está por encima del rango: {band}.',
        unknown: 'No se dio ninguna respuesta.',
        ask: 'una respuesta a «{criterion}»',
      },
      'yes-no': {
        question: '¿Es su caso?: {criterion}',
        help: 'Déjelo en blanco si prefiere no responder.',
        label: '{criterion}',
        pass: 'La respuesta cumple este criterio.',
        fail: 'La respuesta no cumple este criterio.',
        unknown: 'No se dio ninguna respuesta.',
        ask: 'una respuesta a «{criterion}»',
      },
      'one-of': {
        question: '¿Cuál de las opciones le describe mejor?',
        help: 'Elija la que mejor le encaje.',
        label: '{criterion}',
        pass: '«{answer}» es una de las respuestas que este criterio acepta.',
        fail: '«{answer}» no es ninguna de estas respuestas: {accepts}.',
        unknown: 'No se dio ninguna respuesta.',
        ask: 'una respuesta a «{criterion}»',
      },
      text: {
        question: '¿Cómo lo diría con sus propias palabras?',
        help: 'Elija una sugerencia o escriba la suya.',
        label: '{criterion}',
        pass: '«{match}» es una de las respuestas que este criterio acepta.',
        matched: '«{answer}» coincide con «{match}», una de las respuestas que este criterio acepta.',
        fail: '«{answer}» no nombra ninguna de estas respuestas: {accepts}.',
        unknown: 'No se dio ninguna respuesta.',
        ask: 'una respuesta a «{criterion}»',
      },
    },
    range: {
      between: '{min}–{max}',
      atLeast: 'al menos {min}',
      atMost: 'como máximo {max}',
    },
    form: {
      title: 'Compruebe si la oferta encaja con usted',
      intro: 'Responda a las preguntas que quiera; deje el resto en blanco.',
      reassurance: 'Nada de lo que escriba se guarda: sus respuestas solo sirven para mostrar su resultado.',
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
      blank: 'Dejó esta pregunta en blanco.',
      required: 'Obligatorios: {met} de {total} cumplidos',
      optional: 'Opcionales: {met} de {total}',
      empty: 'Responda al menos a una pregunta y pulse «{submit}». Su resultado aparecerá aquí:',
      emptyVerdict: 'un veredicto y su puntuación,',
      emptyNext: 'el siguiente paso adecuado,',
      emptyCriteria: 'cada criterio explicado con claridad.',
      problemsTitle: 'Revise sus respuestas',
      problemsEmpty:
        'Responda al menos a una de las preguntas: ninguna es obligatoria, pero el diagnóstico necesita algo con lo que trabajar.',
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
    optional: 'No cumple · opcional',
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
