// Dutch defaults for the fit self-check: questions per criterion, result notes, verdicts, recommendations, form.
import type { fitWords as en } from '../en/fit.js';

export const fitWords: typeof en = {
  fit: {
    types: {
      amount: {
        question: 'Wat is ongeveer het jaarbedrag, in {currency}?',
        help: 'In {currency} per jaar, bijvoorbeeld {example}. Een ruwe schatting is genoeg.',
        label: '{criterion} ({currency} per jaar)',
        pass: '{answer} valt binnen het bereik: {band}.',
        below: '{answer} ligt onder het bereik: {band}.',
        above: '{answer} ligt boven het bereik: {band}.',
        unknown: 'Er is geen antwoord gegeven.',
        ask: 'een antwoord op ‘{criterion}’',
      },
      number: {
        question: 'Wat is het getal, ongeveer?',
        help: 'Een getal, bijvoorbeeld {example}. Een ruwe schatting is genoeg.',
        label: '{criterion}',
        pass: '{answer} valt binnen het bereik: {band}.',
        below: '{answer} ligt onder het bereik: {band}.',
        above: '{answer} ligt boven het bereik: {band}.',
        unknown: 'Er is geen antwoord gegeven.',
        ask: 'een antwoord op ‘{criterion}’',
      },
      'yes-no': {
        question: 'Geldt dit voor jou: {criterion}?',
        help: 'Laat het leeg als je liever niets zegt.',
        label: '{criterion}',
        pass: 'Het antwoord voldoet aan dit criterium.',
        fail: 'Het antwoord voldoet niet aan dit criterium.',
        unknown: 'Er is geen antwoord gegeven.',
        ask: 'een antwoord op ‘{criterion}’',
      },
      'one-of': {
        question: 'Welke van de opties past het best bij je?',
        help: 'Kies de optie die het best past.',
        label: '{criterion}',
        pass: '‘{answer}’ is een van de antwoorden die dit criterium accepteert.',
        fail: '‘{answer}’ is geen van deze antwoorden: {accepts}.',
        unknown: 'Er is geen antwoord gegeven.',
        ask: 'een antwoord op ‘{criterion}’',
      },
      text: {
        question: 'Hoe zou je het in je eigen woorden zeggen?',
        help: 'Kies een suggestie of typ je eigen antwoord.',
        label: '{criterion}',
        pass: '‘{match}’ is een van de antwoorden die dit criterium accepteert.',
        matched: '‘{answer}’ komt overeen met ‘{match}’, een van de antwoorden die dit criterium accepteert.',
        fail: '‘{answer}’ noemt geen van deze antwoorden: {accepts}.',
        unknown: 'Er is geen antwoord gegeven.',
        ask: 'een antwoord op ‘{criterion}’',
      },
    },
    range: {
      between: '{min}–{max}',
      atLeast: 'minstens {min}',
      atMost: 'hoogstens {max}',
    },
    form: {
      title: 'Check of het aanbod bij je past',
      intro: 'Beantwoord de vragen die je wilt; laat de rest leeg.',
      reassurance: 'Niets wat je invult wordt bewaard: je antwoorden dienen alleen om je uitslag te tonen.',
      submit: 'Check mijn fit',
      yes: 'Ja',
      no: 'Nee',
      skip: 'Zeg ik liever niet',
      tooSmall: 'moet {minimum} of meer zijn',
      notNumber: 'moet een getal zijn',
      notAnswer: 'is geen van de aangeboden antwoorden',
    },
    result: {
      title: 'Je resultaat',
      score: '{earned} van de {available} punten',
      byCriterion: 'Criterium voor criterium',
      blank: 'Je liet deze vraag leeg.',
      required: 'Verplicht: {met} van {total} voldaan',
      optional: 'Optioneel: {met} van {total}',
      empty: 'Beantwoord minstens één vraag en kies “{submit}”. Je resultaat verschijnt hier:',
      emptyVerdict: 'een oordeel en je score,',
      emptyNext: 'de volgende stap die daarbij past,',
      emptyCriteria: 'elk criterium in gewone woorden.',
      problemsTitle: 'Controleer je antwoorden',
      problemsEmpty:
        'Beantwoord minstens één van de vragen: geen enkele is verplicht, maar de check heeft iets nodig om mee te werken.',
      problemsInvalid:
        'Sommige antwoorden konden niet worden gecontroleerd. Verbeter de velden hieronder en probeer het opnieuw.',
    },
    markdown: {
      resultTitle: 'Fitcheck: je resultaat',
      problemsTitle: 'Fitcheck: controleer je antwoorden',
      verdict: 'Oordeel',
      criterion: 'Criterium',
      result: 'Resultaat',
      note: 'Toelichting',
      footer:
        'De criteria en hoe het oordeel tot stand komt: {twin}. Agents kunnen {api} aanroepen met dezelfde velden.',
    },
  },
  verdict: {
    'strong-fit': 'Sterke match',
    'possible-fit': 'Mogelijke match',
    'poor-fit': 'Zwakke match',
    unknown: 'Te weinig om op af te gaan',
  },
  checkResult: {
    pass: 'Voldaan',
    fail: 'Niet voldaan',
    unknown: 'Niet beantwoord',
    optional: 'Niet voldaan · optioneel',
  },
  recommendation: {
    'strong-fit':
      'Aan elk gepubliceerd criterium is voldaan. Komt de planning je uit, boek dan direct via {checkout}; eerst nog vragen? Plan een gesprek via {booking}.',
    'possible-fit':
      'Geen enkel verplicht criterium valt af, maar niet alles is voldaan of bekend. Plan een kort gesprek via {booking} om te zien of het aanbod past.',
    'poor-fit':
      'Aan een verplicht criterium is niet voldaan, dus het aanbod is nu waarschijnlijk niet de juiste investering voor je. Klopt er iets niet of verandert je situatie, mail dan naar {email}.',
    unknown: 'Geen enkel verplicht criterium is beantwoord. Kom terug met {asks}.',
  },
  export: {
    title: 'De check is hier niet beschikbaar',
    body: 'Dit is een statische kopie van de site: die kan je antwoorden niet controleren. De criteria op deze pagina laten zien voor wie het aanbod bedoeld is; plan het gesprek om ze samen met ons door te lopen.',
  },
};
