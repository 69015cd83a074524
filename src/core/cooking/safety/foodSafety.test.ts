import { foodSafetyOf, type RecipeToCheck } from './foodSafety';
import { safeLineText, warningText } from '../../../features/cook/components/foodSafetyText';
import { englishText } from '../../../../__tests__/support/englishText';

const PRESERVING_LINE = englishText('safety.preserving');
const RAW_RISK_LINE = englishText('safety.rawRisk');

const recipe = (ingredients: string[], instructions: string[], name = 'Dinner'): RecipeToCheck => ({
  name,
  ingredients: ingredients.map((ingredient) => ({ name: ingredient, measurement: '' })),
  instructions,
});

const linesOf = (checked: RecipeToCheck, units: 'metric' | 'us' | 'as-written' = 'metric') =>
  foodSafetyOf(checked).lines.map((line) => safeLineText(englishText, line, units));

describe('safe temperature lines', () => {
  it('gives one line per food the recipe cooks, named as the recipe names it', () => {
    expect(linesOf(recipe(['chicken thighs', 'salmon fillet', 'rice'], ['Cook the chicken.']))).toEqual([
      'Cook the chicken to 74 °C (165 °F) inside',
      'Cook the salmon to 63 °C (145 °F) inside',
    ]);
  });

  it('tells ground meat from whole cuts, with the whole cut’s rest', () => {
    expect(linesOf(recipe(['minced beef'], []))).toEqual(['Cook the minced beef to 71 °C (160 °F) inside']);
    expect(linesOf(recipe(['pork chops'], []))).toEqual([
      'Cook the pork chops to 63 °C (145 °F) inside, then let it rest for 3 minutes',
    ]);
  });

  it('writes the cook’s units first', () => {
    expect(linesOf(recipe(['chicken'], []), 'us')).toEqual(['Cook the chicken to 165 °F (74 °C) inside']);
  });

  it('gives none for a recipe with none of these foods, nor for stock', () => {
    expect(linesOf(recipe(['chicken stock', 'noodles', 'carrots'], ['Simmer for 10 minutes.']))).toEqual([]);
  });
});

describe('warnings', () => {
  it('warns on a step that takes a food to less than its safe minimum, in the cook’s units', () => {
    const safety = foodSafetyOf(recipe(['chicken'], ['Roast at 425°F.', 'Cook the chicken to 120°F.']));
    expect(safety.warnings.map((warning) => [warning.step, warningText(englishText, warning, 'metric')])).toEqual([
      [1, 'Warning: this step takes the chicken to 49 °C (120 °F), below the safe minimum of 74 °C (165 °F) inside.'],
    ]);
  });

  it('does not read oven, oil or cooling temperatures as the food’s', () => {
    const safety = foodSafetyOf(
      recipe(['chicken'], ['Bake in a 140°F oven.', 'Heat the oil to 350°F.', 'Let the chicken cool to 100°F.']),
    );
    expect(safety.warnings).toEqual([]);
  });

  it('reads a safe temperature written in the other unit as safe', () => {
    expect(foodSafetyOf(recipe(['pork loin'], ['Roast until the pork reaches 63 °C.'])).warnings).toEqual([]);
    expect(foodSafetyOf(recipe(['salmon'], ['Cook the salmon to 145°F.'])).warnings).toEqual([]);
  });
});

describe('preserving and raw dishes', () => {
  it('notes preserving for keeping at room temperature', () => {
    const safety = foodSafetyOf(recipe(['beans'], ['Pack into jars, seal and store in the pantry.']));
    expect(safety.preserving).toBe(true);
    expect(PRESERVING_LINE).toContain('National Center for Home Food Preservation');
  });

  it('does not note a jar kept in the fridge', () => {
    expect(foodSafetyOf(recipe(['cucumbers'], ['Keep in a jar in the fridge.'])).preserving).toBe(false);
  });

  it('notes the risk of raw or rare dishes of these foods', () => {
    expect(foodSafetyOf(recipe(['beef'], ['Chop finely.'], 'Steak tartare')).rawRisk).toBe(true);
    expect(foodSafetyOf(recipe(['eggs', 'toast'], ['Fry the eggs until the yolks are runny.'])).rawRisk).toBe(true);
    expect(foodSafetyOf(recipe(['tomatoes'], ['Serve raw.'])).rawRisk).toBe(false);
    expect(RAW_RISK_LINE).toMatch(/young children, older adults, pregnant people/);
  });
});

describe('a recipe written in Spanish', () => {
  it('gets a line per food it cooks, named as it names it', () => {
    expect(linesOf(recipe(['pechuga de pollo', 'arroz'], ['Dorar el pollo.']))).toEqual([
      'Cook the pollo to 74 °C (165 °F) inside',
    ]);
    expect(linesOf(recipe(['carne picada de ternera'], []))).toEqual([
      'Cook the carne picada to 71 °C (160 °F) inside',
    ]);
    expect(linesOf(recipe(['4 chuletas de cerdo'], []))).toEqual([
      'Cook the chuletas to 63 °C (145 °F) inside, then let it rest for 3 minutes',
    ]);
  });

  it('gets none for stock or a vegetable burger', () => {
    expect(linesOf(recipe(['caldo de pollo', 'fideos', 'hamburguesa vegana'], []))).toEqual([]);
  });

  it('is warned of a step that stops short of the safe temperature, and not of cooling', () => {
    const safety = foodSafetyOf(
      recipe(
        ['muslos de pollo'],
        ['Cocinar el pollo hasta que alcance 60 °C en el centro.', 'Dejar enfriar el pollo hasta 20 °C.'],
      ),
    );
    expect(safety.warnings.map(({ step, statedCelsius }) => [step, statedCelsius])).toEqual([[0, 60]]);
  });
});

describe('preserving, in Spanish and French', () => {
  it.each([
    'Sellar los tarros y guardar a temperatura ambiente en la despensa.',
    'Fermer les bocaux et les conserver à température ambiante dans un placard.',
  ])('notes preserving for "%s"', (step) => {
    expect(foodSafetyOf(recipe(['pepinos'], [step])).preserving).toBe(true);
  });

  it.each(['Guardar el tarro en la nevera.', 'Conserver le bocal au réfrigérateur.'])(
    'says nothing of "%s"',
    (step) => {
      expect(foodSafetyOf(recipe(['concombres'], [step])).preserving).toBe(false);
    },
  );
});

describe('a recipe written in French', () => {
  it('gets a line per food it cooks, named as it names it', () => {
    expect(linesOf(recipe(['blancs de poulet', 'riz'], ['Faire dorer le poulet.']))).toEqual([
      'Cook the poulet to 74 °C (165 °F) inside',
    ]);
    expect(linesOf(recipe(['bœuf haché'], []))).toEqual(['Cook the bœuf haché to 71 °C (160 °F) inside']);
    expect(linesOf(recipe(['4 côtes de porc'], []))).toEqual([
      'Cook the côtes de porc to 63 °C (145 °F) inside, then let it rest for 3 minutes',
    ]);
    expect(linesOf(recipe(['filets de cabillaud'], []))).toEqual(['Cook the cabillaud to 63 °C (145 °F) inside']);
  });

  it('gets none for stock, a vegetable steak, or the saucepan the steps cook in', () => {
    expect(
      linesOf(
        recipe(['bouillon de volaille', 'nouilles', 'steak végétal'], ['Porter une casserole d’eau à ébullition.']),
      ),
    ).toEqual([]);
  });

  it('is warned of a step that stops short of the safe temperature, and not of the oven or cooling', () => {
    const safety = foodSafetyOf(
      recipe(
        ['cuisses de poulet'],
        [
          'Enfourner le poulet dans un four préchauffé à 200 °C.',
          'Cuire jusqu’à ce que le poulet atteigne 60 °C à cœur.',
          'Laisser refroidir le poulet à 20 °C.',
        ],
      ),
    );
    expect(safety.warnings.map(({ step, statedCelsius }) => [step, statedCelsius])).toEqual([[1, 60]]);
  });
});

describe('a recipe written in German', () => {
  it('gets a line per food it cooks, named as it names it', () => {
    expect(linesOf(recipe(['Hähnchenbrust', 'Reis'], ['Das Hähnchen anbraten.']))).toEqual([
      'Cook the Hähnchenbrust to 74 °C (165 °F) inside',
    ]);
    expect(linesOf(recipe(['500 g Rinderhack'], []))).toEqual(['Cook the Rinderhack to 71 °C (160 °F) inside']);
    expect(linesOf(recipe(['4 Schweinekoteletts'], ['Die Koteletts braten.']))).toEqual([
      'Cook the Koteletts to 63 °C (145 °F) inside, then let it rest for 3 minutes',
    ]);
  });

  it('gets none for stock or smoked salmon', () => {
    expect(linesOf(recipe(['Hühnerbrühe', 'Nudeln', 'Räucherlachs'], []))).toEqual([]);
  });

  it('is warned of a step that stops short of the safe temperature, and not of the oven or cooling', () => {
    const safety = foodSafetyOf(
      recipe(
        ['Hähnchenschenkel'],
        [
          'Das Hähnchen im Ofen bei 200 °C backen.',
          'Garen, bis das Hähnchen eine Kerntemperatur von 60 °C erreicht.',
          'Das Hähnchen auf 20 °C abkühlen lassen.',
        ],
      ),
    );
    expect(safety.warnings.map(({ step, statedCelsius }) => [step, statedCelsius])).toEqual([[1, 60]]);
  });

  it('notes preserving for keeping at room temperature', () => {
    expect(foodSafetyOf(recipe(['Gurken'], ['In Gläser füllen und bei Raumtemperatur aufbewahren.'])).preserving).toBe(
      true,
    );
  });
});

describe('a recipe written in Italian', () => {
  it('gets a line per food it cooks, named as it names it', () => {
    expect(linesOf(recipe(['petto di pollo', 'riso'], ['Rosolare il pollo.']))).toEqual([
      'Cook the petto di pollo to 74 °C (165 °F) inside',
    ]);
    expect(linesOf(recipe(['500 g di carne macinata'], []))).toEqual([
      'Cook the carne macinata to 71 °C (160 °F) inside',
    ]);
    expect(linesOf(recipe(['4 braciole di maiale'], []))).toEqual([
      'Cook the braciole to 63 °C (145 °F) inside, then let it rest for 3 minutes',
    ]);
  });

  it('gets none for stock or smoked salmon', () => {
    expect(linesOf(recipe(['brodo di pollo', 'pasta', 'salmone affumicato'], []))).toEqual([]);
  });

  it('is warned of a step that stops short of the safe temperature, and not of the oven or cooling', () => {
    const safety = foodSafetyOf(
      recipe(
        ['cosce di pollo'],
        [
          'Cuocere il pollo in forno preriscaldato a 200 °C.',
          'Cuocere finché il pollo raggiunga 60 °C al cuore.',
          'Far raffreddare il pollo a 20 °C.',
        ],
      ),
    );
    expect(safety.warnings.map(({ step, statedCelsius }) => [step, statedCelsius])).toEqual([[1, 60]]);
  });

  it('notes preserving for keeping at room temperature', () => {
    expect(
      foodSafetyOf(recipe(['cetrioli'], ['Chiudere i barattoli e conservarli a temperatura ambiente.'])).preserving,
    ).toBe(true);
  });
});
