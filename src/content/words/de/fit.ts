// German defaults for the fit self-check: questions per criterion, result notes, verdicts, recommendations, form.
import type { fitWords as en } from '../en/fit.js';

export const fitWords: typeof en = {
  fit: {
    criteria: {
      'revenue-band': {
        question: 'Wie hoch ist Ihr Jahresumsatz ungefähr, in {currency}?',
        help: 'Ganze {currency}, zum Beispiel {example}. Eine grobe Zahl genügt.',
        label: 'Jahresumsatz ({currency} pro Jahr)',
        pass: '{revenue} liegt im Band von {band}.',
        below: '{revenue} liegt unter dem Band von {band}.',
        above: '{revenue} liegt über dem Band von {band}.',
        unknown: 'annualRevenue fehlt.',
        ask: 'Ihrem Jahresumsatz ({currency})',
      },
      'founder-led': {
        question:
          'Wird Ihr Unternehmen von seiner Gründerin oder seinem Gründer geführt, sodass Kunden die Person beauftragen und nicht eine Firma?',
        help: 'Kunden beauftragen eine Person, keine Firma und keinen Produktnamen.',
        label: 'Wird Ihr Unternehmen von der Gründerin oder dem Gründer geführt?',
        pass: 'Das Unternehmen wird von der Gründerin oder dem Gründer geführt.',
        fail: 'Das Unternehmen wird nicht von der Gründerin oder dem Gründer geführt; das Angebot ist für gründergeführte Unternehmen gedacht.',
        unknown: 'founderLed fehlt.',
        ask: 'der Angabe, ob die Gründerin oder der Gründer das Unternehmen führt',
      },
      'expert-role': {
        question: 'Wie würden Sie Ihre Rolle beschreiben?',
        help: 'Wählen Sie einen Vorschlag oder schreiben Sie Ihre eigene.',
        label: 'Ihre Rolle',
        pass: '„{role}“ ist eine der Rollen, für die das Angebot gedacht ist.',
        matched: '„{typed}“ entspricht „{role}“, einer der Rollen, für die das Angebot gedacht ist.',
        fail: '„{typed}“ nennt keine dieser Rollen: {roles}.',
        unknown: 'role fehlt.',
        ask: 'Ihrer Rolle',
      },
      'prior-positioning': {
        question: 'Haben Sie schon einmal für eine solche Arbeit bezahlt?',
        help: 'Frühere Arbeit ist nützliches Material, nicht vergeudet.',
        label: 'Haben Sie schon einmal für eine solche Arbeit bezahlt?',
        pass: 'Frühere Arbeit gibt dem Auftrag Material, auf dem er aufbauen kann.',
        fail: 'Keine frühere Arbeit; der Auftrag beginnt bei null.',
        unknown: 'priorPositioningWork fehlt.',
        ask: 'der Angabe, ob Sie schon für ähnliche Arbeit bezahlt haben',
      },
    },
    form: {
      title: 'Prüfen Sie, ob es passt',
      intro:
        'Beantworten Sie beliebig viele der vier Fragen; die übrigen dürfen leer bleiben. Nichts wird gespeichert.',
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
      blank: 'Diese Frage blieb leer, darum bringt sie keine Punkte.',
      empty: 'Beantworten Sie mindestens eine Frage und wählen Sie „{submit}“. Ihr Ergebnis erscheint hier:',
      emptyVerdict: 'eine Einschätzung und Ihre Punktzahl,',
      emptyNext: 'der nächste Schritt, der dazu passt,',
      emptyCriteria: 'jedes Kriterium in klaren Worten.',
      problemsTitle: 'Bitte prüfen Sie Ihre Antworten',
      problemsEmpty:
        'Beantworten Sie mindestens eine der vier Fragen: Jede ist freiwillig, aber die Prüfung braucht einen Anhaltspunkt.',
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
