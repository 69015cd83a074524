import type { steering as english } from '../en/steering';

/** "Make it yours" in Spanish. */
export const steering = {
  'steering.heading': 'Hazla a tu gusto',
  'steering.yourChange': 'Tu cambio',
  'steering.whatChanged': '{change}: {changes}',
  'steering.noNewVersion': 'No hay versión nueva: {hint}',
  'steering.askAgain': 'Volver a pedirlo',
  'steering.previousVersion': 'Volver a la versión anterior',
  'steering.changes': 'Cambiar esta receta',
  'change.quicker': 'Más rápida',
  'change.spicier': 'Más picante',
  'change.milder': 'Más suave',
  'change.noOven': 'Sin horno',
  'change.onePan': 'En una sola sartén',
  'change.vegetarian': 'Vegetariana',
  'change.fewerIngredients': 'Menos ingredientes',
  'change.onlyWhatIHave': 'Solo con lo que tengo',
  'steering.wishLabel': 'Tu propio cambio',
  'steering.wishPlaceholder': 'para una fiesta infantil',
  'steering.changeIt': 'Cambiarla',
  'steering.otherIdeas': 'Otras ideas',
  'steering.networkNeeded': 'Los cambios y las ideas necesitan conexión. Revisa tu conexión y vuelve a intentarlo.',
  'steering.thinking': 'Pensando otras ideas…',
  'steering.alsoNeeds': 'también necesita {extras}',
  'notMade.ovenVerb':
    'Esta versión todavía {verb, select, bake {hornea} roast {asa al horno} other {gratina}} en el paso {step}.',
  'notMade.ovenVerbObject':
    'Esta versión todavía {verb, select, bake {hornea} roast {asa al horno} other {gratina}} {object} en el paso {step}.',
  'notMade.ovenNamed':
    'Esta versión todavía usa el {oven, select, broiler {gratinador} other {horno}} en el paso {step}.',
  'notMade.secondVessel': 'Esta versión usa un segundo recipiente ({name}) en el paso {step}.',
  'notMade.twoVessels': 'Esta versión usa {first} en el paso {firstStep} y {second} en el paso {step}.',
  'notMade.notQuicker': 'Esta versión tarda {minutes} en total, no menos que los {minutesBefore} de antes.',
  'notMade.notFewer': 'Esta versión tiene {ingredients} ingredientes, no menos que los {ingredientsBefore} de antes.',
  'notMade.stillNeeds': 'Esta versión todavía necesita {toBuy}, que no habías apuntado.',
  'changes.added': 'se añade {ingredients}',
  'changes.removed': 'se quita {ingredients}',
  'changes.steps': '{count, plural, one {cambia # paso} other {cambian # pasos}}',
  'changes.nothing': 'No ha cambiado nada.',
} as const satisfies Record<keyof typeof english, string>;
