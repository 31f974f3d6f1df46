// Dutch defaults for the fit self-check: questions per criterion, result notes, verdicts, recommendations, form.
import type { fitWords as en } from '../en/fit.js';

export const fitWords: typeof en = {
  fit: {
    criteria: {
      'revenue-band': {
        question: 'Wat is ongeveer je jaaromzet, in {currency}?',
        help: 'Hele {currency}, bijvoorbeeld {example}. Een ruwe schatting is genoeg.',
        label: 'Jaaromzet ({currency} per jaar)',
        pass: '{revenue} valt binnen de bandbreedte van {band}.',
        below: '{revenue} ligt onder de bandbreedte van {band}.',
        above: '{revenue} ligt boven de bandbreedte van {band}.',
        unknown: 'annualRevenue is niet opgegeven.',
        ask: 'je jaaromzet ({currency})',
      },
      'founder-led': {
        question:
          'Wordt je bedrijf geleid door de oprichter, zodat klanten voor die persoon kiezen en niet voor een bedrijf?',
        help: 'Klanten huren een persoon in, geen bedrijf of productnaam.',
        label: 'Wordt je bedrijf geleid door de oprichter?',
        pass: 'Het bedrijf wordt geleid door de oprichter.',
        fail: 'Het bedrijf wordt niet geleid door de oprichter; het aanbod is bedoeld voor bedrijven die door hun oprichter worden geleid.',
        unknown: 'founderLed is niet opgegeven.',
        ask: 'of je bedrijf door de oprichter wordt geleid',
      },
      'expert-role': {
        question: 'Hoe zou je je rol omschrijven?',
        help: 'Kies een suggestie of typ je eigen omschrijving.',
        label: 'Je rol',
        pass: '“{role}” is een van de rollen waarvoor het aanbod bedoeld is.',
        matched: '“{typed}” komt overeen met “{role}”, een van de rollen waarvoor het aanbod bedoeld is.',
        fail: '“{typed}” noemt geen van deze rollen: {roles}.',
        unknown: 'role is niet opgegeven.',
        ask: 'je rol',
      },
      'prior-positioning': {
        question: 'Heb je eerder al betaald voor werk als dit?',
        help: 'Eerder werk is bruikbaar materiaal, geen weggegooid geld.',
        label: 'Heb je eerder al betaald voor werk als dit?',
        pass: 'Eerder werk geeft de opdracht materiaal om op voort te bouwen.',
        fail: 'Geen eerder werk; de opdracht begint met een leeg vel.',
        unknown: 'priorPositioningWork is niet opgegeven.',
        ask: 'of je al eerder voor vergelijkbaar werk hebt betaald',
      },
    },
    form: {
      title: 'Check of het aanbod bij je past',
      intro:
        'Beantwoord zoveel van de vier vragen als je wilt; laat de rest leeg. Er wordt niets opgeslagen.',
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
      blank: 'Je liet deze vraag open, dus die levert geen punten op.',
      empty: 'Beantwoord minstens één vraag en kies “{submit}”. Je resultaat verschijnt hier:',
      emptyVerdict: 'een oordeel en je score,',
      emptyNext: 'de volgende stap die daarbij past,',
      emptyCriteria: 'elk criterium in gewone woorden.',
      problemsTitle: 'Controleer je antwoorden',
      problemsEmpty:
        'Beantwoord minstens één van de vier vragen: geen enkele is verplicht, maar de check heeft iets nodig om mee te werken.',
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
