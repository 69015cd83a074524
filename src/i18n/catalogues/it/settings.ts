import type { settings as english } from '../en/settings';

/** Chef settings in Italian. */
export const settings = {
  'settings.about':
    'Incolla un token di accesso di Hugging Face (huggingface.co → Settings → Access Tokens; meglio uno a grana fine, che possa solo chiamare gli Inference Providers). Resta in questo browser e viene inviato solo all’API del modello.',
  'settings.tokenSaved': 'Il tuo token è salvato su questo dispositivo e viene usato per ogni ricetta.',
  'settings.tokenForThisVisit': 'Il tuo token vale solo per questa visita: questo browser non lo ha voluto salvare.',
  'settings.noToken': 'Nessun tuo token è salvato.',
  'settings.tokenLabel': 'Token di accesso',
  'settings.asking': 'Chiedo a Hugging Face…',
  'settings.save': 'Salva il token',
  'settings.check': 'Verifica',
  'settings.forget': 'Dimentica il mio token',
  'settings.close': 'Chiudi',
  'token.problem.empty': 'Incolla prima un token.',
  'token.problem.malformed': 'Non sembra un token di accesso.',
  'token.problem.unsendable':
    'Il token contiene caratteri che una richiesta non può trasportare (accenti, simboli o spazi). Copialo di nuovo da dove l’hai preso.',
  'token.problem.notHuggingFace':
    'Un token di Hugging Face inizia con hf_ seguito da lettere e cifre. Copialo di nuovo da huggingface.co → Settings → Access Tokens.',
  'token.owner.account': 'Questo token appartiene all’account Hugging Face {name}.',
  'token.owner.rejected': 'Hugging Face ha rifiutato questo token: è sbagliato, scaduto o revocato.',
  'token.owner.offline':
    'Non è stato possibile raggiungere Hugging Face per verificare il token. Controlla la connessione e riprova.',
  'token.owner.unavailable': 'Hugging Face non può verificare il token in questo momento. Riprova più tardi.',
} as const satisfies Record<keyof typeof english, string>;
