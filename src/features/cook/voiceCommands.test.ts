import { voiceCommandIn } from './voiceCommands';

it.each([
  ['next', 'next'],
  ['okay next step please', 'next'],
  ['Next.', 'next'],
  ['go back', 'back'],
  ['previous step', 'back'],
  ['repeat that', 'repeat'],
  ['say that again', 'repeat'],
  ['start timer', 'start timer'],
  ['start the timer now', 'start timer'],
  ['stop timer', 'stop timer'],
  ['cancel the timer', 'stop timer'],
  ['read ingredients', 'read ingredients'],
  ['can you read me the ingredients', 'read ingredients'],
  ['stop reading', 'stop reading'],
  ['close', 'close'],
  ['I am done cooking', 'close'],
])('hears "%s" as %s', (phrase, command) => {
  expect(voiceCommandIn(phrase)).toBe(command);
});

it.each(['hello', 'the onions are soft', 'stir it', ''])('hears no command in "%s"', (phrase) => {
  expect(voiceCommandIn(phrase)).toBeNull();
});

describe('in Spanish', () => {
  it.each([
    ['siguiente', 'next'],
    ['vale, siguiente paso', 'next'],
    ['Sigue.', 'next'],
    ['atrás', 'back'],
    ['paso anterior', 'back'],
    ['repítelo', 'repeat'],
    ['otra vez', 'repeat'],
    ['inicia el temporizador', 'start timer'],
    ['pon un temporizador', 'start timer'],
    ['para el temporizador', 'stop timer'],
    ['cancela el temporizador', 'stop timer'],
    ['léeme los ingredientes', 'read ingredients'],
    ['deja de leer', 'stop reading'],
    ['silencio', 'stop reading'],
    ['cerrar', 'close'],
    ['ya he terminado', 'close'],
  ])('hears "%s" as %s', (phrase, command) => {
    expect(voiceCommandIn(phrase)).toBe(command);
  });

  it.each(['hola', 'la cebolla está blanda', 'remueve la salsa', 'para dos personas'])(
    'hears no command in "%s"',
    (phrase) => {
      expect(voiceCommandIn(phrase)).toBeNull();
    },
  );
});

describe('in French', () => {
  it.each([
    ['suivant', 'next'],
    ['étape suivante s’il te plaît', 'next'],
    ['ensuite', 'next'],
    ['précédent', 'back'],
    ['reviens en arrière', 'back'],
    ['répète', 'repeat'],
    ['encore une fois', 'repeat'],
    ['lance le minuteur', 'start timer'],
    ['mets un minuteur', 'start timer'],
    ['arrête le minuteur', 'stop timer'],
    ['annule le minuteur', 'stop timer'],
    ['lis-moi les ingrédients', 'read ingredients'],
    ['arrête de lire', 'stop reading'],
    ['tais-toi', 'stop reading'],
    ['fermer', 'close'],
    ["j'ai fini", 'close'],
  ])('hears "%s" as %s', (phrase, command) => {
    expect(voiceCommandIn(phrase)).toBe(command);
  });

  it.each(['bonjour', 'l’oignon est fondant', 'remue la sauce', 'pour quatre personnes'])(
    'hears no command in "%s"',
    (phrase) => {
      expect(voiceCommandIn(phrase)).toBeNull();
    },
  );
});

describe('in German', () => {
  it.each([
    ['weiter', 'next'],
    ['nächster Schritt bitte', 'next'],
    ['zurück', 'back'],
    ['vorheriger Schritt', 'back'],
    ['noch einmal', 'repeat'],
    ['wiederhole das', 'repeat'],
    ['starte den Timer', 'start timer'],
    ['Timer starten', 'start timer'],
    ['stopp den Timer', 'stop timer'],
    ['Timer aus', 'stop timer'],
    ['lies mir die Zutaten vor', 'read ingredients'],
    ['hör auf zu lesen', 'stop reading'],
    ['sei still', 'stop reading'],
    ['schließen', 'close'],
    ['ich bin fertig', 'close'],
  ])('hears "%s" as %s', (phrase, command) => {
    expect(voiceCommandIn(phrase)).toBe(command);
  });

  it.each(['hallo', 'die Zwiebel ist glasig', 'rühr die Soße um', 'für vier Personen'])(
    'hears no command in "%s"',
    (phrase) => {
      expect(voiceCommandIn(phrase)).toBeNull();
    },
  );
});

describe('in Italian', () => {
  it.each([
    ['avanti', 'next'],
    ['passaggio successivo per favore', 'next'],
    ['indietro', 'back'],
    ['passaggio precedente', 'back'],
    ['ripeti', 'repeat'],
    ['ancora una volta', 'repeat'],
    ['avvia il timer', 'start timer'],
    ['imposta un timer', 'start timer'],
    ['ferma il timer', 'stop timer'],
    ['annulla il timer', 'stop timer'],
    ['leggimi gli ingredienti', 'read ingredients'],
    ['smetti di leggere', 'stop reading'],
    ['silenzio', 'stop reading'],
    ['chiudi', 'close'],
    ['ho finito', 'close'],
  ])('hears "%s" as %s', (phrase, command) => {
    expect(voiceCommandIn(phrase)).toBe(command);
  });

  it.each(['ciao', 'la cipolla è morbida', 'mescola il sugo', 'per quattro persone'])(
    'hears no command in "%s"',
    (phrase) => {
      expect(voiceCommandIn(phrase)).toBeNull();
    },
  );
});
