import type { recipeLines as english } from '../en/recipeLines';

const DIET =
  '{diet, select, vegetarian {vegetarisch} vegan {vegan} pescatarian {pescetarisch} glutenFree {glutenfrei} other {milchfrei}}';
const SUBJECT = '{subject, select, version {Diese Version} other {Dieses Rezept}}';

/** What every part of the page says about a recipe, in German. */
export const recipeLines = {
  'conflict.notFood': `${SUBJECT} verwendet {uses}, und damit kocht man nicht.`,
  'conflict.allergy': `${SUBJECT} verwendet {uses}, und du möchtest es ohne {allergy}.`,
  'conflict.diet': `${SUBJECT} verwendet {uses}, und das ist nicht ${DIET}.`,
  'conflict.markedAllergy': `${SUBJECT} verwendet {uses}, laut Koch mit {contains}, und du möchtest es ohne {allergy}.`,
  'conflict.markedDiet': `${SUBJECT} verwendet {uses}, laut Koch mit {contains}: nicht ${DIET}.`,
  'failure.tokenRejected':
    'Der Hugging-Face-Zugriffstoken wurde abgelehnt. Prüfe ihn oder füge in {chefSettings} einen neuen ein.',
  'failure.noCredit':
    'Das Hugging-Face-Konto hat kein Inferenz-Guthaben mehr. Lade Guthaben auf oder nimm einen anderen Token.',
  'failure.rateLimited': 'Gerade gibt es zu viele Anfragen. Versuche es {when} noch einmal.',
  'failure.busy': 'Der Koch ist beschäftigt: Versuche es {when} noch einmal.',
  'failure.notSetUp':
    'Der Rezeptdienst ist noch nicht eingerichtet: Sein Betreiber muss die Modell-Einstellungen prüfen. Versuche es später noch einmal.',
  'failure.unavailable': 'Der Modelldienst ist gerade nicht verfügbar. Versuche es in ein paar Minuten noch einmal.',
  'failure.offline': 'Du scheinst offline zu sein. Prüfe deine Verbindung und versuche es dann erneut.',
  'failure.unreachable':
    'Der Modellserver unter {server} war nicht erreichbar: Läuft er, und lässt er den Ursprung dieser Seite zu?',
  'failure.unreachableNoAddress':
    'Der Modellserver war unter seiner Adresse nicht erreichbar: Läuft er, und lässt er den Ursprung dieser Seite zu?',
  'failure.contextTooSmall':
    'Der Kontext des Modellservers ist für diese Anfrage zu klein. Starte ihn mit einem größeren Kontext oder nenne weniger Zutaten.',
  'failure.timedOut':
    'Der Koch hat zu lange für die Antwort gebraucht, die Anfrage wurde abgebrochen. Versuche es noch einmal.',
  'failure.stalled':
    'Der Koch hat {seconds} Sekunden lang nicht mehr geantwortet, die Anfrage wurde abgebrochen. Versuche es noch einmal.',
  'failure.cutOff':
    'Das Rezept wurde abgeschnitten, bevor es fertig war. Versuche es noch einmal oder mit weniger Zutaten.',
  'failure.tooLong':
    'Die Antwort des Kochs war viel länger als jedes Rezept und wurde nicht zu Ende gelesen. Versuche es noch einmal.',
  'failure.onlyThinking':
    'Der Koch hat die ganze Antwort lang nachgedacht und kein Rezept geschrieben. Versuche es noch einmal.',
  'failure.unreadable':
    'Die Antwort des Kochs ließ sich nicht als Rezept lesen. Versuche es noch einmal oder ändere die Zutaten.',
  'failure.withheld': '{conflict} Versuche es noch einmal für ein anderes.',
  'failure.withheldUnsaid': 'Dieses Rezept passt nicht zu deinen Vorlieben. Versuche es noch einmal für ein anderes.',
  'failure.requestFailed': 'Die Anfrage konnte nicht abgeschlossen werden. Versuche es noch einmal.',
  'wait.shortly': 'gleich',
  'wait.fewMinutes': 'in ein paar Minuten',
  'wait.now': 'jetzt',
  'wait.seconds': '{amount, plural, one {in # Sekunde} other {in # Sekunden}}',
  'wait.minutes': '{amount, plural, one {in # Minute} other {in # Minuten}}',
  'wait.hours': '{amount, plural, one {in # Stunde} other {in # Stunden}}',
  'wait.aboutMinutes': 'in etwa {amount} Minuten',
  'wait.aboutHours': '{amount, plural, one {in etwa einer Stunde} other {in etwa # Stunden}}',
} as const satisfies Record<keyof typeof english, string>;
