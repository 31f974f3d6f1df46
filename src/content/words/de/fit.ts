// German defaults for the fit self-check: each criterion type's words, result notes, verdicts, recommendations, form.
import type { fitWords as en } from '../en/fit.js';

export const fitWords: typeof en = {
  fit: {
    types: {
      amount: {
        question: 'Wie hoch ist der Jahresbetrag ungefähr, in {currency}?',
        help: 'Ganze {currency} pro Jahr, zum Beispiel {example}. Eine grobe Zahl genügt.',
        label: '{criterion} ({currency} pro Jahr)',
        pass: '{answer} liegt im Bereich: {band}.',
        below: '{answer} liegt unter dem Bereich: {band}.',
        above: '{answer} liegt über dem Bereich: {band}.',
        unknown: 'Keine Antwort angegeben.',
        ask: 'einer Antwort auf „{criterion}“',
      },
      number: {
        question: 'Wie hoch ist die Zahl ungefähr?',
        help: 'Eine Zahl, zum Beispiel {example}. Eine grobe Angabe genügt.',
        label: '{criterion}',
        pass: '{answer} liegt im Bereich: {band}.',
        below: '{answer} liegt unter dem Bereich: {band}.',
        above: '{answer} liegt über dem Bereich: {band}.',
        unknown: 'Keine Antwort angegeben.',
        ask: 'einer Antwort auf „{criterion}“',
      },
      'yes-no': {
        question: 'Trifft das auf Sie zu: {criterion}?',
        help: 'Lassen Sie es leer, wenn Sie es lieber nicht sagen.',
        label: '{criterion}',
        pass: 'Die Antwort erfüllt dieses Kriterium.',
        fail: 'Die Antwort erfüllt dieses Kriterium nicht.',
        unknown: 'Keine Antwort angegeben.',
        ask: 'einer Antwort auf „{criterion}“',
      },
      'one-of': {
        question: 'Welche der Möglichkeiten beschreibt Sie am besten?',
        help: 'Wählen Sie die, die am besten passt.',
        label: '{criterion}',
        pass: '„{answer}“ ist eine der Antworten, die dieses Kriterium erfüllen.',
        fail: '„{answer}“ ist keine dieser Antworten: {accepts}.',
        unknown: 'Keine Antwort angegeben.',
        ask: 'einer Antwort auf „{criterion}“',
      },
      text: {
        question: 'Wie würden Sie es in eigenen Worten sagen?',
        help: 'Wählen Sie einen Vorschlag oder schreiben Sie Ihre eigene Antwort.',
        label: '{criterion}',
        pass: '„{match}“ ist eine der Antworten, die dieses Kriterium erfüllen.',
        matched: '„{answer}“ entspricht „{match}“, einer der Antworten, die dieses Kriterium erfüllen.',
        fail: '„{answer}“ nennt keine dieser Antworten: {accepts}.',
        unknown: 'Keine Antwort angegeben.',
        ask: 'einer Antwort auf „{criterion}“',
      },
    },
    range: {
      between: '{min}–{max}',
      atLeast: 'mindestens {min}',
      atMost: 'höchstens {max}',
    },
    form: {
      title: 'Prüfen Sie, ob es passt',
      intro: 'Beantworten Sie beliebig viele der Fragen; die übrigen dürfen leer bleiben.',
      reassurance:
        'Nichts, was Sie eingeben, wird gespeichert: Ihre Antworten dienen nur dazu, Ihr Ergebnis zu zeigen.',
      submit: 'Passt es zu mir?',
      yes: 'Ja',
      no: 'Nein',
      skip: 'Keine Angabe',
      tooSmall: 'muss mindestens {minimum} sein',
      notNumber: 'muss eine Zahl sein',
      notAnswer: 'ist keine der angebotenen Antworten',
    },
    result: {
      title: 'Ihr Ergebnis',
      score: '{earned} von {available} Punkten',
      byCriterion: 'Kriterium für Kriterium',
      blank: 'Diese Frage haben Sie leer gelassen.',
      required: 'Pflicht: {met} von {total} erfüllt',
      optional: 'Optional: {met} von {total}',
      empty: 'Beantworten Sie mindestens eine Frage und wählen Sie „{submit}“. Ihr Ergebnis erscheint hier:',
      emptyVerdict: 'eine Einschätzung und Ihre Punktzahl,',
      emptyNext: 'der nächste Schritt, der dazu passt,',
      emptyCriteria: 'jedes Kriterium in klaren Worten.',
      problemsTitle: 'Bitte prüfen Sie Ihre Antworten',
      problemsEmpty:
        'Beantworten Sie mindestens eine der Fragen: Jede ist freiwillig, aber die Prüfung braucht einen Anhaltspunkt.',
      problemsInvalid:
        'Einige Antworten ließen sich nicht prüfen. Korrigieren Sie die Felder unten und versuchen Sie es erneut.',
    },
    markdown: {
      resultTitle: 'Passt es? Ihr Ergebnis',
      problemsTitle: 'Passt es? Bitte prüfen Sie Ihre Antworten',
      verdict: 'Einschätzung',
      criterion: 'Kriterium',
      result: 'Ergebnis',
      note: 'Anmerkung',
      footer:
        'Die Kriterien und wie die Einschätzung entsteht: {twin}. Agenten können {api} mit denselben Feldern aufrufen.',
    },
  },
  verdict: {
    'strong-fit': 'Passt sehr gut',
    'possible-fit': 'Passt vielleicht',
    'poor-fit': 'Passt kaum',
    unknown: 'Zu wenige Angaben',
  },
  checkResult: {
    pass: 'Erfüllt',
    fail: 'Nicht erfüllt',
    unknown: 'Nicht beantwortet',
    optional: 'Nicht erfüllt · optional',
  },
  recommendation: {
    'strong-fit':
      'Jedes veröffentlichte Kriterium ist erfüllt. Wenn der Zeitpunkt passt, buchen Sie direkt unter {checkout}; erst Fragen klären? Vereinbaren Sie ein Gespräch unter {booking}.',
    'possible-fit':
      'Kein Pflichtkriterium ist verfehlt, aber nicht alles ist erfüllt oder bekannt. Vereinbaren Sie ein kurzes Gespräch unter {booking}, um zu klären, ob das Angebot passt.',
    'poor-fit':
      'Ein Pflichtkriterium ist nicht erfüllt, darum ist das Angebot jetzt wohl nicht die richtige Ausgabe für Sie. Wenn hier etwas nicht stimmt oder sich Ihre Lage ändert, schreiben Sie an {email}.',
    unknown: 'Kein Pflichtkriterium ist beantwortet. Kommen Sie mit {asks} wieder.',
  },
  export: {
    title: 'Die Selbstprüfung ist hier nicht verfügbar',
    body: 'Dies ist eine statische Kopie der Website: Sie kann Ihre Antworten nicht prüfen. Die Kriterien auf dieser Seite sagen, für wen das Angebot passt; um sie mit uns durchzugehen, buchen Sie das Gespräch.',
  },
};
