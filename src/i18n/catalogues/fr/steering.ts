import type { steering as english } from '../en/steering';

/** "Make it yours" in French. */
export const steering = {
  'steering.heading': 'À votre goût',
  'steering.yourChange': 'Votre modification',
  'steering.whatChanged': '{change} : {changes}',
  'steering.noNewVersion': 'Pas de nouvelle version : {hint}',
  'steering.askAgain': 'Redemander',
  'steering.previousVersion': 'Revenir à la version précédente',
  'steering.changes': 'Modifier cette recette',
  'change.quicker': 'Plus rapide',
  'change.spicier': 'Plus épicée',
  'change.milder': 'Plus douce',
  'change.noOven': 'Sans four',
  'change.onePan': 'Une seule poêle',
  'change.vegetarian': 'Végétarienne',
  'change.fewerIngredients': 'Moins d’ingrédients',
  'change.onlyWhatIHave': 'Avec ce que j’ai',
  'steering.wishLabel': 'Votre propre modification',
  'steering.wishPlaceholder': 'pour un goûter d’anniversaire',
  'steering.changeIt': 'La modifier',
  'steering.otherIdeas': 'Autres idées',
  'steering.networkNeeded':
    'Les modifications et les idées ont besoin du réseau. Vérifiez votre connexion, puis réessayez.',
  'steering.thinking': 'Recherche d’autres idées…',
  'steering.alsoNeeds': 'il faut aussi {extras}',
  'notMade.ovenVerb':
    'Cette version {verb, select, bake {cuit encore au four} roast {rôtit encore au four} other {gratine encore}} à l’étape {step}.',
  'notMade.ovenVerbObject':
    'Cette version {verb, select, bake {cuit encore au four} roast {rôtit encore au four} other {gratine encore}} {object} à l’étape {step}.',
  'notMade.ovenNamed':
    'Cette version utilise encore le {oven, select, broiler {gril du four} other {four}} à l’étape {step}.',
  'notMade.secondVessel': 'Cette version utilise un deuxième ustensile ({name}) à l’étape {step}.',
  'notMade.twoVessels': 'Cette version utilise {first} à l’étape {firstStep} et {second} à l’étape {step}.',
  'notMade.notQuicker': 'Cette version prend {minutes} en tout, pas moins que les {minutesBefore} d’avant.',
  'notMade.notFewer': 'Cette version compte {ingredients} ingrédients, pas moins que les {ingredientsBefore} d’avant.',
  'notMade.stillNeeds': 'Cette version demande encore {toBuy}, que vous n’aviez pas noté.',
  'changes.added': 'ajout : {ingredients}',
  'changes.removed': 'retrait : {ingredients}',
  'changes.steps': '{count, plural, one {# étape modifiée} other {# étapes modifiées}}',
  'changes.nothing': 'Rien n’a changé.',
} as const satisfies Record<keyof typeof english, string>;
