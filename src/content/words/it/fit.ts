// Italian defaults for the fit self-check: questions per criterion, result notes, verdicts, recommendations, form.
import type { fitWords as en } from '../en/fit.js';

export const fitWords: typeof en = {
  fit: {
    criteria: {
      'revenue-band': {
        question: 'A quanto ammonta, più o meno, il suo fatturato annuo, in {currency}?',
        help: 'In {currency}, senza decimali, per esempio {example}. Basta una cifra indicativa.',
        label: 'Fatturato annuo ({currency} all’anno)',
        pass: '{revenue} rientra nella fascia {band}.',
        below: '{revenue} è sotto la fascia {band}.',
        above: '{revenue} è sopra la fascia {band}.',
        unknown: 'annualRevenue non è stato indicato.',
        ask: 'il suo fatturato annuo ({currency})',
      },
      'founder-led': {
        question:
          'L’attività è guidata dalla sua fondatrice o dal suo fondatore, così che i clienti scelgano la persona più che un’azienda?',
        help: 'I clienti ingaggiano una persona, non un’azienda o il nome di un prodotto.',
        label: 'L’attività è guidata dalla fondatrice o dal fondatore?',
        pass: 'L’attività è guidata dalla fondatrice o dal fondatore.',
        fail: 'L’attività non è guidata dalla fondatrice o dal fondatore; l’offerta è pensata per attività guidate da chi le ha fondate.',
        unknown: 'founderLed non è stato indicato.',
        ask: 'se l’attività è guidata dalla fondatrice o dal fondatore',
      },
      'expert-role': {
        question: 'Come descriverebbe il suo ruolo?',
        help: 'Scelga un suggerimento o scriva il suo.',
        label: 'Il suo ruolo',
        pass: '«{role}» è uno dei profili per cui è pensata l’offerta.',
        matched: '«{typed}» corrisponde a «{role}», uno dei profili per cui è pensata l’offerta.',
        fail: '«{typed}» non corrisponde a nessuno di questi profili: {roles}.',
        unknown: 'role non è stato indicato.',
        ask: 'il suo ruolo',
      },
      'prior-positioning': {
        question: 'Ha già pagato in passato per un lavoro come questo?',
        help: 'Un lavoro precedente è materiale utile, non denaro sprecato.',
        label: 'Ha già pagato in passato per un lavoro come questo?',
        pass: 'Il lavoro precedente dà al progetto una base su cui costruire.',
        fail: 'Nessun lavoro precedente; il progetto parte da un foglio bianco.',
        unknown: 'priorPositioningWork non è stato indicato.',
        ask: 'se ha già pagato per un lavoro simile',
      },
    },
    form: {
      title: 'Verifichi se l’offerta fa per lei',
      intro:
        'Risponda alle domande che preferisce fra le quattro; lasci vuote le altre. Non viene salvato nulla.',
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
      blank: 'Ha lasciato questa domanda senza risposta, quindi non porta punti.',
      empty: 'Risponda ad almeno una domanda e scelga «{submit}». Il risultato compare qui:',
      emptyVerdict: 'un verdetto e il suo punteggio,',
      emptyNext: 'il prossimo passo più adatto,',
      emptyCriteria: 'ogni criterio spiegato con parole semplici.',
      problemsTitle: 'Controlli le sue risposte',
      problemsEmpty:
        'Risponda ad almeno una delle quattro domande: nessuna è obbligatoria, ma la verifica ha bisogno di qualcosa su cui basarsi.',
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
