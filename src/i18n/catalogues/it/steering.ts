import type { steering as english } from '../en/steering';

const VERB = '{verb, select, bake {cuoce ancora in forno} roast {arrostisce ancora} other {gratina ancora}}';

/** "Make it yours" in Italian. */
export const steering = {
  'steering.heading': 'Falla tua',
  'steering.yourChange': 'La tua modifica',
  'steering.whatChanged': '{change}: {changes}',
  'steering.noNewVersion': 'Nessuna nuova versione: {hint}',
  'steering.askAgain': 'Chiedi di nuovo',
  'steering.previousVersion': 'Torna alla versione precedente',
  'steering.changes': 'Cambia questa ricetta',
  'change.quicker': 'Più veloce',
  'change.spicier': 'Più piccante',
  'change.milder': 'Più delicata',
  'change.noOven': 'Senza forno',
  'change.onePan': 'Una sola padella',
  'change.vegetarian': 'Vegetariana',
  'change.fewerIngredients': 'Meno ingredienti',
  'change.onlyWhatIHave': 'Solo quello che ho',
  'steering.wishLabel': 'La tua modifica',
  'steering.wishPlaceholder': 'per una festa di bambini',
  'steering.changeIt': 'Cambiala',
  'steering.otherIdeas': 'Altre idee',
  'steering.networkNeeded': 'Modifiche e idee hanno bisogno della rete. Controlla la connessione e riprova.',
  'steering.thinking': 'Penso ad altre idee…',
  'steering.alsoNeeds': 'serve anche {extras}',
  'notMade.ovenVerb': `Questa versione ${VERB} al passaggio {step}.`,
  'notMade.ovenVerbObject': `Questa versione ${VERB} {object} al passaggio {step}.`,
  'notMade.ovenNamed':
    'Questa versione usa ancora {oven, select, broiler {il grill del forno} other {il forno}} al passaggio {step}.',
  'notMade.secondVessel': 'Questa versione usa un secondo recipiente ({name}) al passaggio {step}.',
  'notMade.twoVessels': 'Questa versione usa “{first}” al passaggio {firstStep} e “{second}” al passaggio {step}.',
  'notMade.notQuicker': 'Questa versione richiede {minutes} in tutto, non meno dei {minutesBefore} di prima.',
  'notMade.notFewer': 'Questa versione ha {ingredients} ingredienti, non meno dei {ingredientsBefore} di prima.',
  'notMade.stillNeeds': 'Questa versione richiede ancora {toBuy}, che non hai indicato.',
  'changes.added': 'aggiunti {ingredients}',
  'changes.removed': 'tolti {ingredients}',
  'changes.steps': '{count, plural, one {# passaggio cambiato} other {# passaggi cambiati}}',
  'changes.nothing': 'Non è cambiato niente.',
} as const satisfies Record<keyof typeof english, string>;
