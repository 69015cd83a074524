import type { recipeLines as english } from '../en/recipeLines';

const DIET =
  '{diet, select, vegetarian {vegetariano} vegan {vegano} pescatarian {pescetariano} glutenFree {sin gluten} other {sin lácteos}}';

/** What every part of the page says about a recipe, in Spanish. */
export const recipeLines = {
  'conflict.notFood':
    '{subject, select, version {Esta versión} other {Esta receta}} usa {uses}, que no es algo con lo que se pueda cocinar.',
  'conflict.allergy':
    '{subject, select, version {Esta versión} other {Esta receta}} usa {uses}, y la quieres sin {allergy}.',
  'conflict.diet': `{subject, select, version {Esta versión} other {Esta receta}} usa {uses}, que no es ${DIET}.`,
  'conflict.markedAllergy':
    '{subject, select, version {Esta versión} other {Esta receta}} usa {uses}, que según el chef contiene {contains}, y la quieres sin {allergy}.',
  'conflict.markedDiet': `{subject, select, version {Esta versión} other {Esta receta}} usa {uses}, que según el chef contiene {contains}: no es ${DIET}.`,
  'failure.tokenRejected':
    'Se ha rechazado el token de acceso de Hugging Face. Revísalo o pega uno nuevo en {chefSettings}.',
  'failure.noCredit': 'A la cuenta de Hugging Face no le queda crédito de inferencia. Añade crédito o usa otro token.',
  'failure.rateLimited': 'Hay demasiadas peticiones ahora mismo. Vuelve a intentarlo {when}.',
  'failure.busy': 'El chef está ocupado: vuelve a intentarlo {when}.',
  'failure.notSetUp':
    'El servicio de recetas aún no está configurado: quien lo gestiona tiene que revisar los ajustes del modelo. Inténtalo más tarde.',
  'failure.unavailable': 'El servicio del modelo no está disponible ahora mismo. Vuelve a intentarlo en unos minutos.',
  'failure.offline': 'Parece que no tienes conexión. Revisa tu conexión y vuelve a intentarlo.',
  'failure.unreachable':
    'No se ha podido contactar con el servidor del modelo en {server}: ¿está en marcha y admite el origen de esta página?',
  'failure.unreachableNoAddress':
    'No se ha podido contactar con el servidor del modelo en su dirección: ¿está en marcha y admite el origen de esta página?',
  'failure.contextTooSmall':
    'El contexto del servidor del modelo es demasiado pequeño para esta petición. Arráncalo con un contexto mayor o apunta menos ingredientes.',
  'failure.timedOut':
    'El chef ha tardado demasiado en responder, así que se ha detenido la petición. Vuelve a intentarlo.',
  'failure.stalled':
    'El chef ha dejado de responder durante {seconds} segundos, así que se ha detenido la petición. Vuelve a intentarlo.',
  'failure.cutOff': 'La receta se ha cortado antes de terminar. Vuelve a intentarlo, o con menos ingredientes.',
  'failure.tooLong':
    'La respuesta del chef se ha alargado muchísimo más que cualquier receta, así que no se ha leído hasta el final. Vuelve a intentarlo.',
  'failure.onlyThinking':
    'El chef se ha pasado toda la respuesta pensando y no ha escrito ninguna receta. Vuelve a intentarlo.',
  'failure.unreadable':
    'La respuesta del chef no se ha podido leer como una receta. Vuelve a intentarlo o cambia los ingredientes.',
  'failure.withheld': '{conflict} Vuelve a intentarlo para recibir otra.',
  'failure.withheldUnsaid': 'Esta receta no encaja con tus preferencias. Vuelve a intentarlo para recibir otra.',
  'failure.requestFailed': 'No se ha podido completar la petición. Vuelve a intentarlo.',
  'wait.shortly': 'dentro de poco',
  'wait.fewMinutes': 'dentro de unos minutos',
  'wait.now': 'ahora',
  'wait.seconds': '{amount, plural, one {dentro de # segundo} other {dentro de # segundos}}',
  'wait.minutes': '{amount, plural, one {dentro de # minuto} other {dentro de # minutos}}',
  'wait.hours': '{amount, plural, one {dentro de # hora} other {dentro de # horas}}',
  'wait.aboutMinutes': 'dentro de unos {amount} minutos',
  'wait.aboutHours': '{amount, plural, one {dentro de una hora aproximadamente} other {dentro de unas # horas}}',
} as const satisfies Record<keyof typeof english, string>;
