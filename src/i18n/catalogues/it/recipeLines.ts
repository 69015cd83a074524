import type { recipeLines as english } from '../en/recipeLines';

const DIET =
  '{diet, select, vegetarian {vegetariano} vegan {vegano} pescatarian {pescetariano} glutenFree {senza glutine} other {senza latticini}}';
const SUBJECT = '{subject, select, version {Questa versione} other {Questa ricetta}}';

/** What every part of the page says about a recipe, in Italian. */
export const recipeLines = {
  'conflict.notFood': `${SUBJECT} usa {uses}, che non è qualcosa con cui cucinare.`,
  'conflict.allergy': `${SUBJECT} usa {uses}, e tu la vuoi senza {allergy}.`,
  'conflict.diet': `${SUBJECT} usa {uses}, che non è ${DIET}.`,
  'conflict.markedAllergy': `${SUBJECT} usa {uses}, che secondo lo chef contiene {contains}, e tu la vuoi senza {allergy}.`,
  'conflict.markedDiet': `${SUBJECT} usa {uses}, che secondo lo chef contiene {contains}: non è ${DIET}.`,
  'failure.tokenRejected':
    'Il token di accesso di Hugging Face è stato rifiutato. Controllalo, o incollane uno nuovo in {chefSettings}.',
  'failure.noCredit': 'L’account Hugging Face non ha più credito di inferenza. Aggiungi credito o usa un altro token.',
  'failure.rateLimited': 'Troppe richieste in questo momento. Riprova {when}.',
  'failure.busy': 'Lo chef è occupato: riprova {when}.',
  'failure.notSetUp':
    'Il servizio di ricette non è ancora configurato: chi lo gestisce deve controllare le impostazioni del modello. Riprova più tardi.',
  'failure.unavailable': 'Il servizio del modello non è disponibile in questo momento. Riprova tra qualche minuto.',
  'failure.offline': 'Sembra che tu sia offline. Controlla la connessione e riprova.',
  'failure.unreachable':
    'Non è stato possibile raggiungere il server del modello a {server}: è in funzione, e accetta l’origine di questa pagina?',
  'failure.unreachableNoAddress':
    'Non è stato possibile raggiungere il server del modello al suo indirizzo: è in funzione, e accetta l’origine di questa pagina?',
  'failure.contextTooSmall':
    'Il contesto del server del modello è troppo piccolo per questa richiesta. Avvialo con un contesto più grande, o indica meno ingredienti.',
  'failure.timedOut': 'Lo chef ci ha messo troppo a rispondere, quindi la richiesta è stata fermata. Riprova.',
  'failure.stalled':
    'Lo chef ha smesso di rispondere per {seconds} secondi, quindi la richiesta è stata fermata. Riprova.',
  'failure.cutOff': 'La ricetta si è interrotta prima della fine. Riprova, o con meno ingredienti.',
  'failure.tooLong':
    'La risposta dello chef era molto più lunga di qualsiasi ricetta, quindi non è stata letta fino in fondo. Riprova.',
  'failure.onlyThinking': 'Lo chef ha passato tutta la risposta a pensare e non ha scritto nessuna ricetta. Riprova.',
  'failure.unreadable':
    'La risposta dello chef non si è potuta leggere come ricetta. Riprova, o cambia gli ingredienti.',
  'failure.withheld': '{conflict} Riprova per averne un’altra.',
  'failure.withheldUnsaid': 'Questa ricetta non rispetta le tue preferenze. Riprova per averne un’altra.',
  'failure.requestFailed': 'Non è stato possibile completare la richiesta. Riprova.',
  'wait.shortly': 'tra poco',
  'wait.fewMinutes': 'tra qualche minuto',
  'wait.now': 'adesso',
  'wait.seconds': '{amount, plural, one {tra # secondo} other {tra # secondi}}',
  'wait.minutes': '{amount, plural, one {tra # minuto} other {tra # minuti}}',
  'wait.hours': '{amount, plural, one {tra # ora} other {tra # ore}}',
  'wait.aboutMinutes': 'tra circa {amount} minuti',
  'wait.aboutHours': '{amount, plural, one {tra circa un’ora} other {tra circa # ore}}',
} as const satisfies Record<keyof typeof english, string>;
