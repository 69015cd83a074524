import type { recipeLines as english } from '../en/recipeLines';

const DIET =
  '{diet, select, vegetarian {végétarien} vegan {végétalien} pescatarian {pescétarien} glutenFree {sans gluten} other {sans produits laitiers}}';
const SUBJECT = '{subject, select, version {Cette version} other {Cette recette}}';

/** What every part of the page says about a recipe, in French. */
export const recipeLines = {
  'conflict.notFood': `${SUBJECT} utilise {uses}, qui ne se cuisine pas.`,
  'conflict.allergy': `${SUBJECT} utilise {uses}, et vous la voulez sans {allergy}.`,
  'conflict.diet': `${SUBJECT} utilise {uses}, qui n’est pas ${DIET}.`,
  'conflict.markedAllergy': `${SUBJECT} utilise {uses}, qui contient {contains} selon le chef, et vous la voulez sans {allergy}.`,
  'conflict.markedDiet': `${SUBJECT} utilise {uses}, qui contient {contains} selon le chef : pas ${DIET}.`,
  'failure.tokenRejected':
    'Le jeton d’accès Hugging Face a été refusé. Vérifiez-le, ou collez-en un nouveau dans {chefSettings}.',
  'failure.noCredit':
    'Le compte Hugging Face n’a plus de crédit d’inférence. Ajoutez du crédit, ou utilisez un autre jeton.',
  'failure.rateLimited': 'Trop de demandes en ce moment. Réessayez {when}.',
  'failure.busy': 'Le chef est occupé : réessayez {when}.',
  'failure.notSetUp':
    'Le service de recettes n’est pas encore configuré : son responsable doit vérifier les réglages du modèle. Réessayez plus tard.',
  'failure.unavailable': 'Le service du modèle est indisponible pour le moment. Réessayez dans quelques minutes.',
  'failure.offline': 'Vous semblez hors ligne. Vérifiez votre connexion, puis réessayez.',
  'failure.unreachable':
    'Impossible de joindre le serveur du modèle à {server} : est-il démarré, et accepte-t-il l’origine de cette page ?',
  'failure.unreachableNoAddress':
    'Impossible de joindre le serveur du modèle à son adresse : est-il démarré, et accepte-t-il l’origine de cette page ?',
  'failure.contextTooSmall':
    'Le contexte du serveur du modèle est trop petit pour cette demande. Démarrez-le avec un contexte plus grand, ou notez moins d’ingrédients.',
  'failure.timedOut': 'Le chef a mis trop de temps à répondre, la demande a donc été arrêtée. Réessayez.',
  'failure.stalled':
    'Le chef a cessé de répondre pendant {seconds} secondes, la demande a donc été arrêtée. Réessayez.',
  'failure.cutOff': 'La recette a été coupée avant la fin. Réessayez, ou avec moins d’ingrédients.',
  'failure.tooLong':
    'La réponse du chef dépassait de loin la longueur d’une recette, elle n’a donc pas été lue jusqu’au bout. Réessayez.',
  'failure.onlyThinking': 'Le chef a passé toute sa réponse à réfléchir sans écrire de recette. Réessayez.',
  'failure.unreadable':
    'La réponse du chef n’a pas pu être lue comme une recette. Réessayez, ou changez les ingrédients.',
  'failure.withheld': '{conflict} Réessayez pour en obtenir une autre.',
  'failure.withheldUnsaid': 'Cette recette ne correspond pas à vos préférences. Réessayez pour en obtenir une autre.',
  'failure.requestFailed': 'La demande n’a pas pu aboutir. Réessayez.',
  'wait.shortly': 'sous peu',
  'wait.fewMinutes': 'dans quelques minutes',
  'wait.now': 'maintenant',
  'wait.seconds': '{amount, plural, one {dans # seconde} other {dans # secondes}}',
  'wait.minutes': '{amount, plural, one {dans # minute} other {dans # minutes}}',
  'wait.hours': '{amount, plural, one {dans # heure} other {dans # heures}}',
  'wait.aboutMinutes': 'dans environ {amount} minutes',
  'wait.aboutHours': '{amount, plural, one {dans environ une heure} other {dans environ # heures}}',
} as const satisfies Record<keyof typeof english, string>;
