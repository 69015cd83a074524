import { stepDurations } from './stepDurations';

describe('durations in a step', () => {
  it.each([
    ['Simmer for 10 minutes.', [{ label: '10 min', seconds: 600 }]],
    ['Bake 25–30 min until golden.', [{ label: '25–30 min', seconds: 1500 }]],
    ['Boil 8-10 minutes', [{ label: '8–10 min', seconds: 480 }]],
    ['Rest for 1 hour.', [{ label: '1 h', seconds: 3600 }]],
    ['Cook 1 1/2 hours.', [{ label: '1 h 30 min', seconds: 5400 }]],
    [
      'Roast 1 hour 30 minutes, then rest 10 mins.',
      [
        { label: '1 h 30 min', seconds: 5400 },
        { label: '10 min', seconds: 600 },
      ],
    ],
    ['Leave for half an hour.', [{ label: '30 min', seconds: 1800 }]],
    ['Microwave for 45 seconds.', [{ label: '45 s', seconds: 45 }]],
    ['Cook for 2 to 3 hours.', [{ label: '2–3 h', seconds: 7200 }]],
    ['Simmer for ten minutes.', [{ label: '10 min', seconds: 600 }]],
    [
      'Rest five minutes, then bake twenty-five minutes.',
      [
        { label: '5 min', seconds: 300 },
        { label: '25 min', seconds: 1500 },
      ],
    ],
    [
      'Bake for forty five minutes to an hour.',
      [
        { label: '45 min', seconds: 2700 },
        { label: '1 h', seconds: 3600 },
      ],
    ],
    ['Stir for a couple of minutes.', [{ label: '2 min', seconds: 120 }]],
    ['Bake fifteen to twenty minutes.', [{ label: '15–20 min', seconds: 900 }]],
    ['Leave for 100000 h.', []],
    ['Ferment for 30 hours.', []],
    ['Add 2 cups of water and heat to 180 °C.', []],
    ['Stir in 1/2 cup of stock.', []],
  ])('"%s"', (step, durations) => {
    expect(stepDurations(step)).toEqual(durations);
  });
});

describe('durations in a step written in Spanish', () => {
  it.each([
    ['Cocer durante 10 minutos.', [{ label: '10 min', seconds: 600 }]],
    ['Hornear de 25 a 30 minutos, hasta que se dore.', [{ label: '25–30 min', seconds: 1500 }]],
    ['Hervir 8-10 minutos', [{ label: '8–10 min', seconds: 480 }]],
    ['Dejar reposar 1 hora.', [{ label: '1 h', seconds: 3600 }]],
    ['Guisar 1 hora y media a fuego lento.', [{ label: '1 h 30 min', seconds: 5400 }]],
    ['Dejar enfriar media hora.', [{ label: '30 min', seconds: 1800 }]],
    ['Calentar en el microondas 45 segundos.', [{ label: '45 s', seconds: 45 }]],
    ['Cocer a fuego lento diez minutos.', [{ label: '10 min', seconds: 600 }]],
    ['Hornear cuarenta y cinco minutos.', [{ label: '45 min', seconds: 2700 }]],
    ['Remover un par de minutos.', [{ label: '2 min', seconds: 120 }]],
    ['Sofreír la cebolla cinco minutos y añadir el arroz.', [{ label: '5 min', seconds: 300 }]],
  ])('"%s"', (step, durations) => {
    expect(stepDurations(step)).toEqual(durations);
  });

  it('ignores amounts that are not durations', () => {
    expect(stepDurations('Añadir 2 tazas de caldo y hornear a 180 °C.')).toEqual([]);
  });
});

describe('durations in a step written in French', () => {
  it.each([
    ['Laisser mijoter 10 minutes.', [{ label: '10 min', seconds: 600 }]],
    ['Enfourner de 25 à 30 minutes, jusqu’à ce que le dessus dore.', [{ label: '25–30 min', seconds: 1500 }]],
    ['Cuire 8-10 min dans l’eau bouillante salée.', [{ label: '8–10 min', seconds: 480 }]],
    ['Laisser reposer 1 heure au frais.', [{ label: '1 h', seconds: 3600 }]],
    ['Mijoter 1 heure et demie à feu doux.', [{ label: '1 h 30 min', seconds: 5400 }]],
    ['Cuire 1 h 15 à couvert.', [{ label: '1 h 15 min', seconds: 4500 }]],
    ['Laisser refroidir une demi-heure.', [{ label: '30 min', seconds: 1800 }]],
    ['Chauffer 45 secondes au micro-ondes.', [{ label: '45 s', seconds: 45 }]],
    ['Faire revenir l’oignon dix minutes.', [{ label: '10 min', seconds: 600 }]],
    ['Cuire vingt-cinq minutes.', [{ label: '25 min', seconds: 1500 }]],
    ['Rôtir quarante-cinq minutes.', [{ label: '45 min', seconds: 2700 }]],
    ['Laisser cuire une dizaine de minutes.', [{ label: '10 min', seconds: 600 }]],
    ['Faire dorer cinq minutes puis ajouter le riz.', [{ label: '5 min', seconds: 300 }]],
  ])('"%s"', (step, durations) => {
    expect(stepDurations(step)).toEqual(durations);
  });

  it('ignores amounts that are not durations', () => {
    expect(stepDurations('Ajouter 2 tasses de bouillon et enfourner à 180 °C.')).toEqual([]);
  });
});

describe('durations in a step written in German', () => {
  it.each([
    ['10 Minuten köcheln lassen.', [{ label: '10 min', seconds: 600 }]],
    ['Im Ofen 25–30 Minuten backen, bis die Oberfläche goldbraun ist.', [{ label: '25–30 min', seconds: 1500 }]],
    ['Die Nudeln 8 bis 10 Min. kochen.', [{ label: '8–10 min', seconds: 480 }]],
    ['1 Stunde ruhen lassen.', [{ label: '1 h', seconds: 3600 }]],
    ['Bei schwacher Hitze 1 Stunde und 30 Minuten schmoren.', [{ label: '1 h 30 min', seconds: 5400 }]],
    ['Anderthalb Stunden im Ofen garen.', [{ label: '1 h 30 min', seconds: 5400 }]],
    ['Eine halbe Stunde abkühlen lassen.', [{ label: '30 min', seconds: 1800 }]],
    ['45 Sekunden in der Mikrowelle erwärmen.', [{ label: '45 s', seconds: 45 }]],
    ['Die Zwiebel zehn Minuten andünsten.', [{ label: '10 min', seconds: 600 }]],
    ['Fünfundzwanzig Minuten backen.', [{ label: '25 min', seconds: 1500 }]],
    ['Ein paar Minuten rühren.', [{ label: '2 min', seconds: 120 }]],
    ['2 Std. schmoren.', [{ label: '2 h', seconds: 7200 }]],
  ])('"%s"', (step, durations) => {
    expect(stepDurations(step)).toEqual(durations);
  });

  it('ignores amounts that are not durations', () => {
    expect(stepDurations('2 Tassen Brühe zugeben und bei 180 °C backen.')).toEqual([]);
  });
});

describe('durations in a step written in Italian', () => {
  it.each([
    ['Cuocere per 10 minuti.', [{ label: '10 min', seconds: 600 }]],
    ['Infornare da 25 a 30 minuti, finché la superficie è dorata.', [{ label: '25–30 min', seconds: 1500 }]],
    ['Lessare la pasta 8-10 minuti.', [{ label: '8–10 min', seconds: 480 }]],
    ['Lasciar riposare 1 ora.', [{ label: '1 h', seconds: 3600 }]],
    ['Stufare 1 ora e mezza a fuoco basso.', [{ label: '1 h 30 min', seconds: 5400 }]],
    ['Lasciar raffreddare mezz’ora.', [{ label: '30 min', seconds: 1800 }]],
    ['Scaldare 45 secondi nel microonde.', [{ label: '45 s', seconds: 45 }]],
    ['Soffriggere la cipolla dieci minuti.', [{ label: '10 min', seconds: 600 }]],
    ['Cuocere venticinque minuti.', [{ label: '25 min', seconds: 1500 }]],
    ['Mescolare un paio di minuti.', [{ label: '2 min', seconds: 120 }]],
    ['Cuocere una decina di minuti.', [{ label: '10 min', seconds: 600 }]],
    ['Arrostire per un’ora.', [{ label: '1 h', seconds: 3600 }]],
  ])('"%s"', (step, durations) => {
    expect(stepDurations(step)).toEqual(durations);
  });

  it('ignores amounts that are not durations', () => {
    expect(stepDurations('Aggiungere 2 tazze di brodo e infornare a 180 °C. Ora servire.')).toEqual([]);
  });
});
