// Portuguese defaults for the fit self-check: questions per criterion, result notes, verdicts, recommendations, form.
import type { fitWords as en } from '../en/fit.js';

export const fitWords: typeof en = {
  fit: {
    criteria: {
      'revenue-band': {
        question: 'Qual é, mais ou menos, o seu faturamento anual, em {currency}?',
        help: 'Em {currency}, sem centavos, por exemplo {example}. Um valor aproximado basta.',
        label: 'Faturamento anual ({currency} por ano)',
        pass: '{revenue} está dentro da faixa de {band}.',
        below: '{revenue} está abaixo da faixa de {band}.',
        above: '{revenue} está acima da faixa de {band}.',
        unknown: 'annualRevenue não foi informado.',
        ask: 'o seu faturamento anual ({currency})',
      },
      'founder-led': {
        question:
          'A empresa é liderada pela fundadora ou pelo fundador, de modo que os clientes contratam a pessoa, e não uma empresa?',
        help: 'Os clientes contratam uma pessoa, não uma empresa nem o nome de um produto.',
        label: 'A empresa é liderada pela fundadora ou pelo fundador?',
        pass: 'A empresa é liderada pela fundadora ou pelo fundador.',
        fail: 'A empresa não é liderada pela fundadora ou pelo fundador; a oferta foi pensada para empresas lideradas por quem as fundou.',
        unknown: 'founderLed não foi informado.',
        ask: 'se a empresa é liderada pela fundadora ou pelo fundador',
      },
      'expert-role': {
        question: 'Como você descreveria o seu papel?',
        help: 'Escolha uma sugestão ou escreva a sua.',
        label: 'Seu papel',
        pass: '“{role}” é um dos perfis para os quais a oferta foi pensada.',
        matched: '“{typed}” corresponde a “{role}”, um dos perfis para os quais a oferta foi pensada.',
        fail: '“{typed}” não corresponde a nenhum destes perfis: {roles}.',
        unknown: 'role não foi informado.',
        ask: 'o seu papel',
      },
      'prior-positioning': {
        question: 'Você já pagou antes por um trabalho como este?',
        help: 'Um trabalho anterior é material útil, não dinheiro perdido.',
        label: 'Você já pagou antes por um trabalho como este?',
        pass: 'O trabalho anterior dá ao projeto uma base sobre a qual construir.',
        fail: 'Nenhum trabalho anterior; o projeto começa do zero.',
        unknown: 'priorPositioningWork não foi informado.',
        ask: 'se você já pagou antes por um trabalho parecido',
      },
    },
    form: {
      title: 'Veja se a oferta combina com você',
      intro:
        'Responda às perguntas que quiser entre as quatro; deixe as outras em branco. Nada fica gravado.',
      submit: 'Verificar',
      yes: 'Sim',
      no: 'Não',
      skip: 'Prefiro não dizer',
      tooSmall: 'deve ser {minimum} ou mais',
      notNumber: 'deve ser um número',
      notAnswer: 'não é uma das respostas oferecidas',
    },
    result: {
      title: 'Seu resultado',
      score: '{earned} de {available} pontos',
      byCriterion: 'Critério por critério',
      blank: 'Você deixou esta pergunta em branco, então ela não soma pontos.',
      empty: 'Responda a pelo menos uma pergunta e escolha “{submit}”. Seu resultado aparece aqui:',
      emptyVerdict: 'um veredito e a sua pontuação,',
      emptyNext: 'o próximo passo adequado,',
      emptyCriteria: 'cada critério em palavras simples.',
      problemsTitle: 'Confira suas respostas',
      problemsEmpty:
        'Responda a pelo menos uma das quatro perguntas: nenhuma é obrigatória, mas a verificação precisa de algo para trabalhar.',
      problemsInvalid:
        'Algumas respostas não puderam ser verificadas. Corrija os campos abaixo e tente de novo.',
    },
    markdown: {
      resultTitle: 'Verificação de adequação: seu resultado',
      problemsTitle: 'Verificação de adequação: confira suas respostas',
      verdict: 'Veredito',
      criterion: 'Critério',
      result: 'Resultado',
      note: 'Observação',
      footer:
        'Os critérios e como o veredito é definido: {twin}. Agentes podem chamar {api} com os mesmos campos.',
    },
  },
  verdict: {
    'strong-fit': 'Ótima adequação',
    'possible-fit': 'Adequação possível',
    'poor-fit': 'Pouca adequação',
    unknown: 'Informações insuficientes',
  },
  checkResult: {
    pass: 'Atendido',
    fail: 'Não atendido',
    unknown: 'Sem resposta',
  },
  recommendation: {
    'strong-fit':
      'Todos os critérios publicados foram atendidos. Se o momento for bom para você, reserve direto em {checkout}; quer tirar dúvidas antes? Agende uma conversa em {booking}.',
    'possible-fit':
      'Nenhum critério obrigatório falhou, mas nem tudo foi atendido ou é conhecido. Agende uma conversa rápida em {booking} para ver se a oferta combina com você.',
    'poor-fit':
      'Um critério obrigatório não foi atendido, então é pouco provável que a oferta seja o investimento certo para você agora. Se algo estiver errado ou a sua situação mudar, escreva para {email}.',
    unknown: 'Nenhum critério obrigatório foi respondido. Volte com {asks}.',
  },
  export: {
    title: 'A verificação não está disponível aqui',
    body: 'Esta é uma cópia estática do site: ela não consegue verificar suas respostas. Os critérios desta página mostram para quem é a oferta; para repassá-los com a gente, agende a conversa.',
  },
};
