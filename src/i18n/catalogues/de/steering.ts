import type { steering as english } from '../en/steering';

const VERB = '{verb, select, bake {gebacken} roast {geröstet} other {überbacken}}';

/** "Make it yours" in German. */
export const steering = {
  'steering.heading': 'Mach es zu deinem',
  'steering.yourChange': 'Deine Änderung',
  'steering.whatChanged': '{change}: {changes}',
  'steering.noNewVersion': 'Keine neue Version: {hint}',
  'steering.askAgain': 'Noch einmal fragen',
  'steering.previousVersion': 'Zurück zur vorherigen Version',
  'steering.changes': 'Dieses Rezept ändern',
  'change.quicker': 'Schneller',
  'change.spicier': 'Schärfer',
  'change.milder': 'Milder',
  'change.noOven': 'Ohne Ofen',
  'change.onePan': 'Eine Pfanne',
  'change.vegetarian': 'Vegetarisch',
  'change.fewerIngredients': 'Weniger Zutaten',
  'change.onlyWhatIHave': 'Nur was ich habe',
  'steering.wishLabel': 'Deine eigene Änderung',
  'steering.wishPlaceholder': 'für einen Kindergeburtstag',
  'steering.changeIt': 'Ändern',
  'steering.otherIdeas': 'Andere Ideen',
  'steering.networkNeeded':
    'Änderungen und Ideen brauchen das Netz. Prüfe deine Verbindung und versuche es dann erneut.',
  'steering.thinking': 'Andere Ideen werden gesucht …',
  'steering.alsoNeeds': 'braucht außerdem {extras}',
  'notMade.ovenVerb': `In dieser Version wird in Schritt {step} noch ${VERB}.`,
  'notMade.ovenVerbObject': `In dieser Version wird {object} in Schritt {step} noch ${VERB}.`,
  'notMade.ovenNamed':
    'Diese Version braucht in Schritt {step} noch {oven, select, broiler {den Grill des Ofens} other {den Ofen}}.',
  'notMade.secondVessel': 'Diese Version braucht in Schritt {step} ein zweites Kochgeschirr: {name}.',
  'notMade.twoVessels': 'Diese Version braucht in Schritt {firstStep} „{first}“ und in Schritt {step} „{second}“.',
  'notMade.notQuicker': 'Diese Version dauert insgesamt {minutes}, nicht kürzer als die {minutesBefore} davor.',
  'notMade.notFewer': 'Diese Version hat {ingredients} Zutaten, nicht weniger als die {ingredientsBefore} davor.',
  'notMade.stillNeeds': 'Diese Version braucht noch {toBuy}, das du nicht angegeben hast.',
  'changes.added': 'hinzugefügt: {ingredients}',
  'changes.removed': 'entfernt: {ingredients}',
  'changes.steps': '{count, plural, one {# Schritt geändert} other {# Schritte geändert}}',
  'changes.nothing': 'Nichts geändert.',
} as const satisfies Record<keyof typeof english, string>;
