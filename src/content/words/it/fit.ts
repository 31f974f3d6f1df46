// Italian defaults for the fit self-check: questions per criterion, result notes, verdicts, recommendations, form.
import type { fitWords as en } from '../en/fit.js';

export const fitWords: typeof en = {
  fit: {
    types: {
      amount: {
        question: 'Qual è, più o meno, la cifra annua, in {currency}?',
        help: 'In {currency} all’anno, per esempio {example}. Basta una cifra indicativa.',
        label: '{criterion} ({currency} all’anno)',
        pass: '{answer} è nell’intervallo: {band}.',
        below: '{answer} è sotto l’intervallo: {band}.',
        above: '{answer} è sopra l’intervallo: {band}.',
        unknown: 'Nessuna risposta data.',
        ask: 'una risposta a «{criterion}»',
      },
      number: {
        question: 'Qual è il numero, più o meno?',
        help: 'Un numero, per esempio {example}. Basta una cifra indicativa.',
        label: '{criterion}',
        pass: '{answer} è nell’intervallo: {band}.',
        below: '{answer} è sotto l’intervallo: {band}.',
        above: '{answer} è sopra l’intervallo: {band}.',
        unknown: 'Nessuna risposta data.',
        ask: 'una risposta a «{criterion}»',
      },
      'yes-no': {
        question: 'È il suo caso? {criterion}',
        help: 'Lasci vuoto se preferisce non rispondere.',
        label: '{criterion}',
        pass: 'La risposta soddisfa questo criterio.',
        fail: 'La risposta non soddisfa questo criterio.',
        unknown: 'Nessuna risposta data.',
        ask: 'una risposta a «{criterion}»',
      },
      'one-of': {
        question: 'Quale delle opzioni la descrive meglio?',
        help: 'Scelga quella che le si addice di più.',
        label: '{criterion}',
        pass: '«{answer}» è una delle risposte che questo criterio accetta.',
        fail: '«{answer}» non è una di queste risposte: {accepts}.',
        unknown: 'Nessuna risposta data.',
        ask: 'una risposta a «{criterion}»',
      },
      text: {
        question: 'Come lo direbbe con parole sue?',
        help: 'Scelga un suggerimento o scriva il suo.',
        label: '{criterion}',
        pass: '«{match}» è una delle risposte che questo criterio accetta.',
        matched: '«{answer}» corrisponde a «{match}», una delle risposte che questo criterio accetta.',
        fail: '«{answer}» non nomina nessuna di queste risposte: {accepts}.',
        unknown: 'Nessuna risposta data.',
        ask: 'una risposta a «{criterion}»',
      },
    },
    range: {
      between: '{min}–{max}',
      atLeast: 'almeno {min}',
      atMost: 'al massimo {max}',
    },
    form: {
      title: 'Verifichi se l’offerta fa per lei',
      intro: 'Risponda alle domande che vuole; lasci vuote le altre.',
      reassurance:
        'Nulla di ciò che inserisce viene salvato: le risposte servono solo a mostrare il suo risultato.',
      submit: 'Verifica',
      yes: 'Sì',
      no: 'No',
      skip: 'Preferisco non rispondere',
      tooSmall: 'deve essere {minimum} o più',
      notNumber: 'deve essere un numero',
      notAnswer: 'non è una delle risposte proposte',
    },
    result: {
      title: 'Il suo risultato',
      score: '{earned} punti su {available}',
      byCriterion: 'Criterio per criterio',
      blank: 'Ha lasciato vuota questa domanda.',
      required: 'Obbligatori: {met} di {total} soddisfatti',
      optional: 'Facoltativi: {met} di {total}',
      empty: 'Risponda ad almeno una domanda e scelga «{submit}». Il risultato compare qui:',
      emptyVerdict: 'un verdetto e il suo punteggio,',
      emptyNext: 'il prossimo passo più adatto,',
      emptyCriteria: 'ogni criterio spiegato con parole semplici.',
      problemsTitle: 'Controlli le sue risposte',
      problemsEmpty:
        'Risponda ad almeno una delle domande: nessuna è obbligatoria, ma la verifica ha bisogno di qualcosa su cui basarsi.',
      problemsInvalid: 'Alcune risposte non si sono potute verificare. Corregga i campi qui sotto e riprovi.',
    },
    markdown: {
      resultTitle: 'Verifica di compatibilità: il suo risultato',
      problemsTitle: 'Verifica di compatibilità: controlli le sue risposte',
      verdict: 'Verdetto',
      criterion: 'Criterio',
      result: 'Risultato',
      note: 'Nota',
      footer:
        'I criteri e come si arriva al verdetto: {twin}. Gli agenti possono chiamare {api} con gli stessi campi.',
    },
  },
  verdict: {
    'strong-fit': 'Ottima compatibilità',
    'possible-fit': 'Compatibilità possibile',
    'poor-fit': 'Compatibilità scarsa',
    unknown: 'Elementi insufficienti',
  },
  checkResult: {
    pass: 'Soddisfatto',
    fail: 'Non soddisfatto',
    unknown: 'Senza risposta',
    optional: 'Non soddisfatto · facoltativo',
  },
  recommendation: {
    'strong-fit':
      'Tutti i criteri pubblicati sono soddisfatti. Se i tempi le vanno bene, prenoti direttamente su {checkout}; prima qualche domanda? Prenoti una chiamata su {booking}.',
    'possible-fit':
      'Nessun criterio obbligatorio fallisce, ma non tutto è soddisfatto o noto. Prenoti una breve chiamata su {booking} per capire se l’offerta fa per lei.',
    'poor-fit':
      'Un criterio obbligatorio non è soddisfatto, quindi è improbabile che l’offerta sia l’investimento giusto per lei adesso. Se qualcosa non è corretto o la sua situazione cambia, scriva a {email}.',
    unknown: 'Nessun criterio obbligatorio ha una risposta. Torni con {asks}.',
  },
  export: {
    title: 'La verifica non è disponibile qui',
    body: 'Questa è una copia statica del sito: non può verificare le sue risposte. I criteri di questa pagina dicono a chi si rivolge l’offerta; per esaminarli con noi, prenoti la chiamata.',
  },
};
