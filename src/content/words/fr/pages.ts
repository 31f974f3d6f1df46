// French defaults for the offer as pages show it: labels of price, duration, terms, fit columns and proof.
import type { pagesWords as en } from '../en/pages.js';

export const pagesWords: typeof en = {
  offer: {
    price: 'Prix',
    duration: 'Durée',
    guarantee: 'Garantie',
    credit: 'Avoir',
    whatYouGet: 'Ce que vous obtenez',
    priceModels: {
      fixed: 'prix forfaitaire',
      hourly: 'facturé à l’heure',
      daily: 'facturé à la journée',
      monthly: 'facturé au mois',
    },
    tax: {
      included: '{price} TTC',
      excluded: '{price} HT',
    },
    guaranteeIncluded: 'Garantie incluse.',
    guaranteeTerms: 'Lire les conditions',
    seeOffer: 'Voir l’offre',
  },
  chatView: {
    fitHeading: 'Votre diagnostic d’adéquation',
    criteria: 'Le résultat, critère par critère',
    waiting: 'En attente de la réponse…',
    noResult: 'Aucun résultat à afficher.',
    opensOutside: '(s’ouvre en dehors de la conversation)',
    offerTitle: '{offer}\u00a0: l’offre en fiche',
    offerDescription:
      'L’offre {offer} sous forme de fiche dans la conversation\u00a0: prix, durée, livrables et les boutons du prestataire. Affichée avec le résultat de `get_offer`.',
    fitTitle: '{offer}\u00a0: résultat du diagnostic',
    fitDescription:
      'Un résultat de `check_fit` sous forme de fiche dans la conversation\u00a0: le verdict, chaque critère en clair et les boutons de la prochaine étape.',
  },
  fitColumns: {
    bestFit: 'Idéal pour',
    poorFit: 'Moins adapté pour',
    revenueBand: '{band} par an',
    revenue: 'Chiffre d’affaires annuel',
    roles: 'Profils',
  },
  criteria: {
    required: 'Obligatoire',
    optional: 'Facultatif',
    weight: 'poids {weight}',
    requiredNote: 'obligatoire',
  },
  engine: {
    runsAt:
      'Il tourne à l’adresse {url}, à part de ce site\u00a0: ce site ne l’appelle jamais, ne le relaie pas, ne l’imite pas et n’en voit jamais les clés.',
    endpoint: 'Point d’accès MCP',
    healthCheck: 'Vérification d’état',
    rpc: 'JSON-RPC 2.0 ({methods}), avec {auth}\u202f; sans clé valide, la réponse est {status}.',
    health: 'ouvert, sans clé\u202f; répond {ok} avec le nom des méthodes disponibles.',
    methods: 'Méthodes',
    branded: 'celles qui commencent par {prefix} portent le nom de la marque',
    methodsBelow: 'leur rôle est décrit ci-dessous',
    method: 'Méthode',
    whatItDoes: 'Ce qu’elle fait',
    keys: 'Clés',
    keysText:
      'une par client, émise, renouvelée et révoquée par {issuer}. Il n’y a ni inscription en libre-service ni clé pour les requêtes anonymes.',
    responses: 'Réponses',
    responsesText: 'chacune est {marks}\u202f; {methodology}.',
    watermarked: 'tatouée pour le client qui la reçoit',
    notWatermarked: 'non tatouée',
    logged: 'journalisée par client',
    notLogged: 'non journalisée',
    methodology: 'les réponses peuvent contenir des éléments de méthode',
    noMethodology: 'la méthode elle-même n’est jamais renvoyée, seulement ses résultats',
    access: 'Accès',
    accessText: 'écrivez à {email} en indiquant l’espace de travail à connecter.',
    included: 'L’achat de {offer} inclut l’accès au moteur.',
    notIncluded: 'L’achat de {offer} n’inclut pas l’accès au moteur.',
  },
  proof: {
    source: 'Source\u00a0: {source}',
    position: '{n} sur {total}',
  },
};
