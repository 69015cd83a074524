import { measuredText } from './measuredText';

describe('temperatures in a step', () => {
  it.each([
    ['Bake at 350°F for 25 minutes.', 'Bake at 175 °C for 25 minutes.'],
    ['Preheat the oven to 400 °F.', 'Preheat the oven to 205 °C.'],
    ['Heat to 375 degrees F.', 'Heat to 190 °C.'],
    ['Roast at 425 degrees Fahrenheit.', 'Roast at 220 °C.'],
    ['Bake at 325–350°F.', 'Bake at 165–175 °C.'],
    ['Set the oven to 180 °C.', 'Set the oven to 180 °C.'],
    ['Bake at gas mark 4.', 'Bake at gas mark 4 (180 °C).'],
    ['Bake at gas mark 1/2.', 'Bake at gas mark 1/2 (120 °C).'],
  ])('Metric: %s', (step, expected) => {
    expect(measuredText(step, 'metric')).toBe(expected);
  });

  it.each([
    ['Bake at 180°C for 25 minutes.', 'Bake at 356 °F for 25 minutes.'],
    ['Roast at 200 ºC.', 'Roast at 392 °F.'],
    ['Heat the oil to 170C.', 'Heat the oil to 338 °F.'],
    ['Bake at 180 to 200 °C.', 'Bake at 356–392 °F.'],
    ['Bake at 350°F.', 'Bake at 350°F.'],
    ['Bake at gas mark 6.', 'Bake at gas mark 6 (400 °F).'],
  ])('US: %s', (step, expected) => {
    expect(measuredText(step, 'us')).toBe(expected);
  });
});

describe('pan sizes', () => {
  it.each([
    ['Pour into a 9x13-inch pan.', 'metric', 'Pour into a 23 x 33 cm pan.'],
    ['Use a 10-inch skillet.', 'metric', 'Use a 25 cm skillet.'],
    ['Cut into 2 inch pieces.', 'metric', 'Cut into 5 cm pieces.'],
    ['Line a 20 x 30 cm tin.', 'us', 'Line a 8 x 12-inch tin.'],
    ['Use a 23 cm tart tin.', 'us', 'Use a 9-inch tart tin.'],
  ] as const)('%s (%s)', (step, units, expected) => {
    expect(measuredText(step, units)).toBe(expected);
  });
});

describe('text left as written', () => {
  it.each([
    'Put 5 in the pan and stir.',
    'Add 2 eggs, one at a time.',
    'Simmer for 10 minutes.',
    'Serve with 2 C of rice.',
    'Step 3: fold in the flour.',
  ])('%s', (step) => {
    expect(measuredText(step, 'metric')).toBe(step);
    expect(measuredText(step, 'us')).toBe(step);
  });

  it('changes nothing with no units chosen', () => {
    expect(measuredText('Bake at 350°F in a 9-inch pan.', 'as-written')).toBe('Bake at 350°F in a 9-inch pan.');
  });
});
