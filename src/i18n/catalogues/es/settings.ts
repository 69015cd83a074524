import type { settings as english } from '../en/settings';

/** Chef settings in Spanish. */
export const settings = {
  'settings.about':
    'Pega un token de acceso de Hugging Face (huggingface.co → Settings → Access Tokens; mejor uno de permisos limitados que solo pueda llamar a Inference Providers). Se queda en este navegador y solo se envía a la API del modelo.',
  'settings.tokenSaved': 'Tu token está guardado en este dispositivo y se usa para cada receta.',
  'settings.tokenForThisVisit': 'Tu token solo se usa en esta visita: este navegador no permite guardarlo.',
  'settings.noToken': 'No hay ningún token tuyo guardado.',
  'settings.tokenLabel': 'Token de acceso',
  'settings.asking': 'Preguntando a Hugging Face…',
  'settings.save': 'Guardar token',
  'settings.check': 'Comprobar',
  'settings.forget': 'Olvidar mi token',
  'settings.close': 'Cerrar',
  'token.problem.empty': 'Primero pega un token.',
  'token.problem.malformed': 'Eso no parece un token de acceso.',
  'token.problem.unsendable':
    'El token tiene caracteres que una petición no puede llevar (tildes, símbolos o espacios). Vuelve a copiarlo de donde lo sacaste.',
  'token.problem.notHuggingFace':
    'Un token de Hugging Face empieza por hf_ seguido de letras y números. Vuelve a copiarlo desde huggingface.co → Settings → Access Tokens.',
  'token.owner.account': 'Este token pertenece a la cuenta de Hugging Face {name}.',
  'token.owner.rejected': 'Hugging Face ha rechazado este token: es incorrecto, ha caducado o se ha revocado.',
  'token.owner.offline':
    'No se ha podido contactar con Hugging Face para comprobar el token. Revisa tu conexión y vuelve a intentarlo.',
  'token.owner.unavailable': 'Hugging Face no puede comprobar el token ahora mismo. Inténtalo más tarde.',
} as const satisfies Record<keyof typeof english, string>;
