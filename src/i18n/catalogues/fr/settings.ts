import type { settings as english } from '../en/settings';

/** Chef settings in French. */
export const settings = {
  'settings.about':
    'Collez un jeton d’accès Hugging Face (huggingface.co → Settings → Access Tokens ; de préférence un jeton à droits limités, autorisé seulement à appeler Inference Providers). Il reste dans ce navigateur et n’est envoyé qu’à l’API du modèle.',
  'settings.tokenSaved': 'Votre jeton est enregistré sur cet appareil et utilisé pour chaque recette.',
  'settings.tokenForThisVisit': 'Votre jeton ne sert que pour cette visite : ce navigateur refuse de l’enregistrer.',
  'settings.noToken': 'Aucun jeton à vous n’est enregistré.',
  'settings.tokenLabel': 'Jeton d’accès',
  'settings.asking': 'Question à Hugging Face…',
  'settings.save': 'Enregistrer le jeton',
  'settings.check': 'Vérifier',
  'settings.forget': 'Oublier mon jeton',
  'settings.close': 'Fermer',
  'token.problem.empty': 'Collez d’abord un jeton.',
  'token.problem.malformed': 'Cela ne ressemble pas à un jeton d’accès.',
  'token.problem.unsendable':
    'Le jeton contient des caractères qu’une requête ne peut pas transmettre (accents, symboles ou espaces). Copiez-le de nouveau depuis sa source.',
  'token.problem.notHuggingFace':
    'Un jeton Hugging Face commence par hf_ suivi de lettres et de chiffres. Copiez-le de nouveau depuis huggingface.co → Settings → Access Tokens.',
  'token.owner.account': 'Ce jeton appartient au compte Hugging Face {name}.',
  'token.owner.rejected': 'Hugging Face a refusé ce jeton : il est erroné, expiré ou révoqué.',
  'token.owner.offline':
    'Impossible de joindre Hugging Face pour vérifier le jeton. Vérifiez votre connexion, puis réessayez.',
  'token.owner.unavailable': 'Hugging Face ne peut pas vérifier le jeton pour le moment. Réessayez plus tard.',
} as const satisfies Record<keyof typeof english, string>;
