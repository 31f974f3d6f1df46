// Portuguese defaults for the fit self-check: questions per criterion, result notes, verdicts, recommendations, form.
import type { fitWords as en } from '../en/fit.js';

export const fitWords: typeof en = {
  fit: {
    types: {
      amount: {
        question: 'Qual é, aproximadamente, o valor anual, em {currency}?',
        help: 'Em {currency} por ano, por exemplo {example}. Um valor aproximado basta.',
        label: '{criterion} ({currency} por ano)',
        pass: '{answer} está dentro da faixa: {band}.',
        below: '{answer} está abaixo da faixa: {band}.',
        above: '{answer} está acima da faixa: {band}.',
        unknown: 'Nenhuma resposta foi dada.',
        ask: 'uma resposta a “{criterion}”',
      },
      number: {
        question: 'Qual é o número, aproximadamente?',
        help: 'Um número, por exemplo {example}. Um valor aproximado basta.',
        label: '{criterion}',
        pass: '{answer} está dentro da faixa: {band}.',
        below: '{answer} está abaixo da faixa: {band}.',
        above: '{answer} está acima da faixa: {band}.',
        unknown: 'Nenhuma resposta foi dada.',
        ask: 'uma resposta a “{criterion}”',
      },
      'yes-no': {
        question: 'Isto se aplica a você: {criterion}?',
        help: 'Deixe em branco se preferir não responder.',
        label: '{criterion}',
        pass: 'A resposta atende a este critério.',
        fail: 'A resposta não atende a este critério.',
        unknown: 'Nenhuma resposta foi dada.',
        ask: 'uma resposta a “{criterion}”',
      },
      'one-of': {
        question: 'Qual das opções descreve você melhor?',
        help: 'Escolha a que combina melhor.',
        label: '{criterion}',
        pass: '“{answer}” é uma das respostas que este critério aceita.',
        fail: '“{answer}” não é nenhuma destas respostas: {accepts}.',
        unknown: 'Nenhuma resposta foi dada.',
        ask: 'uma resposta a “{criterion}”',
      },
      text: {
        question: 'Como você diria isso com suas palavras?',
        help: 'Escolha uma sugestão ou escreva a sua.',
        label: '{criterion}',
        pass: '“{match}” é uma das respostas que este critério aceita.',
        matched: '“{answer}” corresponde a “{match}”, uma das respostas que este critério aceita.',
        fail: '“{answer}” não cita nenhuma destas respostas: {accepts}.',
        unknown: 'Nenhuma resposta foi dada.',
        ask: 'uma resposta a “{criterion}”',
      },
    },
    range: {
      between: '{min}–{max}',
      atLeast: 'pelo menos {min}',
      atMost: 'no máximo {max}',
    },
    form: {
      title: 'Veja se a oferta combina com você',
      intro: 'Responda às perguntas que quiser; deixe o resto em branco.',
      reassurance:
        'Nada do que você digita é guardado: suas respostas servem só para mostrar o seu resultado.',
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
      blank: 'Você deixou esta pergunta em branco.',
      required: 'Obrigatórios: {met} de {total} atendidos',
      optional: 'Opcionais: {met} de {total}',
      empty: 'Responda a pelo menos uma pergunta e escolha “{submit}”. Seu resultado aparece aqui:',
      emptyVerdict: 'um veredito e a sua pontuação,',
      emptyNext: 'o próximo passo adequado,',
      emptyCriteria: 'cada critério em palavras simples.',
      problemsTitle: 'Confira suas respostas',
      problemsEmpty:
        'Responda a pelo menos uma das perguntas: nenhuma é obrigatória, mas a verificação precisa de algo para trabalhar.',
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
    optional: 'Não atendido · opcional',
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
