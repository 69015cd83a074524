/** What a cook can say in cook mode, with the Listen switch on. */
export type VoiceCommand =
  'next' | 'back' | 'repeat' | 'start timer' | 'stop timer' | 'read ingredients' | 'stop reading' | 'close';

/**
 * The words for each command, in English, Spanish, French, German and Italian, found as whole words anywhere in
 * what was heard ("okay next step please", "vale, siguiente", "étape suivante", "weiter bitte", "avanti"); the browser listens in the page's language. Listed so that the more
 * specific command is found first: "stop timer" and "stop reading" before a bare "stop".
 */
const COMMAND_WORDS: readonly [VoiceCommand, RegExp][] = [
  [
    'start timer',
    /(?<!\p{L})(?:(?:start|set)(?: the| a)? timer|(?:inicia|iniciar|empieza|empezar|pon|poner)(?: el| un)? temporizador|(?:lance|lancer|démarre|démarrer|mets|mettre)(?: le| un)? minuteur|(?:starte|starten|stell|stelle)(?: den| einen)? timer(?: an| ein)?|timer starten|(?:avvia|avviare|fai partire|metti|imposta)(?: il| un)? timer)(?!\p{L})/u,
  ],
  [
    'stop timer',
    /(?<!\p{L})(?:(?:stop|cancel|end)(?: the)? timer|(?:para|parar|detén|detener|cancela|cancelar|quita|quitar)(?: el)? temporizador|(?:arrête|arrêter|stoppe|annule|annuler)(?: le)? minuteur|(?:stopp|stoppe|beende|halte)(?: den)? timer(?: an)?|timer (?:stoppen|beenden|aus)|(?:ferma|fermare|stoppa|annulla|spegni)(?: il)? timer)(?!\p{L})/u,
  ],
  [
    'stop reading',
    /(?<!\p{L})(?:stop (?:reading|talking|speaking)|be quiet|quiet|silence|(?:deja|dejar|para|parar) de leer|silencio|cállate|(?:arrête|arrêter) de lire|tais toi|(?:hör|höre) auf(?: zu lesen| vorzulesen)?|aufhören zu lesen|nicht mehr vorlesen|sei still|ruhe|smetti di leggere|basta leggere|silenzio|zitto)(?!\p{L})/u,
  ],
  [
    'read ingredients',
    /(?<!\p{L})(?:read(?: the| me the)? ingredients|ingredients|(?:lee|leer|léeme)(?: los)? ingredientes|ingredientes|(?:lis|lire)(?: moi)?(?: les)? ingrédients|ingrédients|zutaten|(?:leggi|leggimi)(?: gli)? ingredienti|ingredienti)(?!\p{L})/u,
  ],
  [
    'repeat',
    /(?<!\p{L})(?:repeat|again|say that again|what was that|repite|repítelo|repetir|otra vez|répète|répéter|redis|encore une fois|wiederholen|wiederhole|nochmal|noch einmal|ripeti|ripetere|di nuovo|ancora una volta)(?!\p{L})/u,
  ],
  [
    'back',
    /(?<!\p{L})(?:back|previous|go back|last step|atrás|anterior|vuelve|volver|précédent|précédente|retour|reviens|en arrière|zurück|vorheriger|vorherige|indietro|precedente)(?!\p{L})/u,
  ],
  [
    'next',
    /(?<!\p{L})(?:next|continue|forward|siguiente|sigue|seguir|adelante|continúa|continuar|suivant|suivante|ensuite|on continue|weiter|nächster|nächste|vorwärts|avanti|successivo|prossimo|continua)(?!\p{L})/u,
  ],
  [
    'close',
    /(?<!\p{L})(?:close|exit|done cooking|finish cooking|stop cooking|cerrar|cierra|salir|he terminado|fermer|ferme|quitter|j'ai fini|c'est fini|schließen|schließe|bin fertig|kochmodus beenden|chiudi|chiudere|esci|ho finito)(?!\p{L})/u,
  ],
];

/** The command in a phrase the browser heard, or null when it holds none. */
export function voiceCommandIn(phrase: string): VoiceCommand | null {
  const heard = phrase.toLowerCase().replace(/[^\p{L}\s']/gu, ' ');
  return COMMAND_WORDS.find(([, words]) => words.test(heard))?.[0] ?? null;
}
