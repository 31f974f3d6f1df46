// French defaults for the fit self-check: questions per criterion, result notes, verdicts, recommendations, form.
import type { fitWords as en } from '../en/fit.js';

export const fitWords: typeof en = {
  fit: {
    criteria: {
      'revenue-band': {
        question: 'Quel est, à peu près, votre chiffre d’affaires annuel, en {currency}\u202f?',
        help: 'En {currency}, sans décimales, par exemple {example}. Un ordre de grandeur suffit.',
        label: 'Chiffre d’affaires annuel ({currency} par an)',
        pass: '{revenue} se situe dans la fourchette {band}.',
        below: '{revenue} est en dessous de la fourchette {band}.',
        above: '{revenue} est au-dessus de la fourchette {band}.',
        unknown: 'annualRevenue n’a pas été renseigné.',
        ask: 'votre chiffre d’affaires annuel ({currency})',
      },
      'founder-led': {
        question:
          'Votre entreprise est-elle dirigée par sa fondatrice ou son fondateur, de sorte que vos clients choisissent une personne plutôt qu’une société\u202f?',
        help: 'Vos clients engagent une personne, pas une société ni une marque de produit.',
        label: 'Votre entreprise est-elle dirigée par sa fondatrice ou son fondateur\u202f?',
        pass: 'L’entreprise est dirigée par sa fondatrice ou son fondateur.',
        fail: 'L’entreprise n’est pas dirigée par sa fondatrice ou son fondateur\u202f; l’offre est conçue pour les entreprises dirigées par leur fondateur.',
        unknown: 'founderLed n’a pas été renseigné.',
        ask: 'si votre entreprise est dirigée par sa fondatrice ou son fondateur',
      },
      'expert-role': {
        question: 'Comment décririez-vous votre rôle\u202f?',
        help: 'Choisissez une suggestion ou saisissez la vôtre.',
        label: 'Votre rôle',
        pass: '«\u00a0{role}\u00a0» fait partie des profils auxquels l’offre s’adresse.',
        matched:
          '«\u00a0{typed}\u00a0» correspond à «\u00a0{role}\u00a0», l’un des profils auxquels l’offre s’adresse.',
        fail: '«\u00a0{typed}\u00a0» ne correspond à aucun de ces profils\u00a0: {roles}.',
        unknown: 'role n’a pas été renseigné.',
        ask: 'votre rôle',
      },
      'prior-positioning': {
        question: 'Avez-vous déjà payé pour un travail de ce type\u202f?',
        help: 'Un travail antérieur est une matière utile, pas une dépense perdue.',
        label: 'Avez-vous déjà payé pour un travail de ce type\u202f?',
        pass: 'Un travail antérieur donne à la mission une base sur laquelle construire.',
        fail: 'Aucun travail antérieur\u202f; la mission part d’une page blanche.',
        unknown: 'priorPositioningWork n’a pas été renseigné.',
        ask: 'si vous avez déjà payé pour un travail similaire',
      },
    },
    form: {
      title: 'Vérifiez si l’offre vous correspond',
      intro:
        'Répondez aux questions de votre choix parmi les quatre\u202f; laissez les autres vides. Rien n’est enregistré.',
      submit: 'Vérifier',
      yes: 'Oui',
      no: 'Non',
      skip: 'Je préfère ne pas répondre',
      tooSmall: 'doit être supérieur ou égal à {minimum}',
      notNumber: 'doit être un nombre',
      notAnswer: 'ne fait pas partie des réponses proposées',
    },
    result: {
      title: 'Votre résultat',
      score: '{earned} points sur {available}',
      byCriterion: 'Critère par critère',
      blank: 'Vous avez laissé cette question sans réponse\u00a0: elle ne rapporte aucun point.',
      empty:
        'Répondez à au moins une question, puis choisissez «\u00a0{submit}\u00a0». Votre résultat s’affiche ici\u00a0:',
      emptyVerdict: 'un verdict et votre score,',
      emptyNext: 'la prochaine étape qui vous convient,',
      emptyCriteria: 'chaque critère expliqué simplement.',
      problemsTitle: 'Merci de vérifier vos réponses',
      problemsEmpty:
        'Répondez à au moins une des quatre questions\u00a0: aucune n’est obligatoire, mais le diagnostic a besoin d’une base.',
      problemsInvalid:
        'Certaines réponses n’ont pas pu être vérifiées. Corrigez les champs ci-dessous et réessayez.',
    },
    markdown: {
      resultTitle: 'Diagnostic d’adéquation\u00a0: votre résultat',
      problemsTitle: 'Diagnostic d’adéquation\u00a0: merci de vérifier vos réponses',
      verdict: 'Verdict',
      criterion: 'Critère',
      result: 'Résultat',
      note: 'Remarque',
      footer:
        'Les critères et le calcul du verdict\u00a0: {twin}. Les agents peuvent appeler {api} avec les mêmes champs.',
    },
  },
  verdict: {
    'strong-fit': 'Très bonne adéquation',
    'possible-fit': 'Adéquation possible',
    'poor-fit': 'Adéquation faible',
    unknown: 'Pas assez d’éléments',
  },
  checkResult: {
    pass: 'Rempli',
    fail: 'Non rempli',
    unknown: 'Sans réponse',
  },
  recommendation: {
    'strong-fit':
      'Tous les critères publiés sont remplis. Si le calendrier vous convient, réservez directement sur {checkout}\u202f; une question avant\u202f? Réservez un appel sur {booking}.',
    'possible-fit':
      'Aucun critère obligatoire n’échoue, mais tout n’est pas rempli ou connu. Réservez un court appel sur {booking} pour voir si l’offre vous correspond.',
    'poor-fit':
      'Un critère obligatoire n’est pas rempli\u00a0: l’offre n’est sans doute pas le bon investissement pour vous en ce moment. Si quelque chose est inexact ou si votre situation change, écrivez à {email}.',
    unknown: 'Aucun critère obligatoire n’a de réponse. Revenez avec {asks}.',
  },
  export: {
    title: 'Le diagnostic n’est pas disponible ici',
    body: 'Ceci est une copie statique du site\u00a0: elle ne peut pas vérifier vos réponses. Les critères de cette page indiquent à qui l’offre s’adresse\u202f; pour les passer en revue avec nous, réservez l’appel.',
  },
};
