// French defaults for the fit self-check: questions per criterion, result notes, verdicts, recommendations, form.
import type { fitWords as en } from '../en/fit.js';

export const fitWords: typeof en = {
  fit: {
    types: {
      amount: {
        question: 'Quel est à peu près le montant annuel, en {currency}\u202f?',
        help: 'En {currency} par an, par exemple {example}. Un ordre de grandeur suffit.',
        label: '{criterion} ({currency} par an)',
        pass: '{answer} est dans la fourchette\u00a0: {band}.',
        below: '{answer} est en dessous de la fourchette\u00a0: {band}.',
        above: '{answer} est au-dessus de la fourchette\u00a0: {band}.',
        unknown: 'Aucune réponse n’a été donnée.',
        ask: 'une réponse à «\u00a0{criterion}\u00a0»',
      },
      number: {
        question: 'Quel est ce nombre, à peu près\u202f?',
        help: 'Un nombre, par exemple {example}. Un ordre de grandeur suffit.',
        label: '{criterion}',
        pass: '{answer} est dans la fourchette\u00a0: {band}.',
        below: '{answer} est en dessous de la fourchette\u00a0: {band}.',
        above: '{answer} est au-dessus de la fourchette\u00a0: {band}.',
        unknown: 'Aucune réponse n’a été donnée.',
        ask: 'une réponse à «\u00a0{criterion}\u00a0»',
      },
      'yes-no': {
        question: 'Est-ce votre cas\u00a0: {criterion}\u202f?',
        help: 'Laissez vide si vous préférez ne pas répondre.',
        label: '{criterion}',
        pass: 'La réponse remplit ce critère.',
        fail: 'La réponse ne remplit pas ce critère.',
        unknown: 'Aucune réponse n’a été donnée.',
        ask: 'une réponse à «\u00a0{criterion}\u00a0»',
      },
      'one-of': {
        question: 'Laquelle de ces réponses vous décrit le mieux\u202f?',
        help: 'Choisissez celle qui vous correspond le mieux.',
        label: '{criterion}',
        pass: '«\u00a0{answer}\u00a0» fait partie des réponses que ce critère accepte.',
        fail: '«\u00a0{answer}\u00a0» ne fait pas partie de ces réponses\u00a0: {accepts}.',
        unknown: 'Aucune réponse n’a été donnée.',
        ask: 'une réponse à «\u00a0{criterion}\u00a0»',
      },
      text: {
        question: 'Comment le diriez-vous, avec vos mots\u202f?',
        help: 'Choisissez une suggestion ou saisissez la vôtre.',
        label: '{criterion}',
        pass: '«\u00a0{match}\u00a0» fait partie des réponses que ce critère accepte.',
        matched:
          '«\u00a0{answer}\u00a0» correspond à «\u00a0{match}\u00a0», l’une des réponses que ce critère accepte.',
        fail: '«\u00a0{answer}\u00a0» ne correspond à aucune de ces réponses\u00a0: {accepts}.',
        unknown: 'Aucune réponse n’a été donnée.',
        ask: 'une réponse à «\u00a0{criterion}\u00a0»',
      },
    },
    range: {
      between: '{min}–{max}',
      atLeast: 'au moins {min}',
      atMost: 'au plus {max}',
    },
    form: {
      title: 'Vérifiez si l’offre vous correspond',
      intro: 'Répondez aux questions de votre choix\u202f; laissez les autres vides.',
      reassurance:
        'Rien de ce que vous saisissez n’est enregistré\u00a0: vos réponses ne servent qu’à afficher votre résultat.',
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
      blank: 'Vous avez laissé cette question sans réponse.',
      required: 'Obligatoires\u00a0: {met} sur {total} remplis',
      optional: 'Facultatifs\u00a0: {met} sur {total}',
      empty:
        'Répondez à au moins une question, puis choisissez «\u00a0{submit}\u00a0». Votre résultat s’affiche ici\u00a0:',
      emptyVerdict: 'un verdict et votre score,',
      emptyNext: 'la prochaine étape qui vous convient,',
      emptyCriteria: 'chaque critère expliqué simplement.',
      problemsTitle: 'Merci de vérifier vos réponses',
      problemsEmpty:
        'Répondez à au moins une des questions\u00a0: aucune n’est obligatoire, mais le diagnostic a besoin d’une base.',
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
    optional: 'Non rempli · facultatif',
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
