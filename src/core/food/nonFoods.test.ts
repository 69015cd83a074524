import { EVERYDAY_NON_FOODS, nonFoodIn } from './nonFoods';

describe('not food', () => {
  it.each([
    'bleach',
    'Ammonia',
    'dish detergent',
    'rat poison',
    'ant poison',
    'antifreeze',
    'petrol',
    'lye',
    'drain cleaner',
    'sleeping pills',
    'glue',
  ])('finds "%s"', (text) => {
    expect(nonFoodIn(text, EVERYDAY_NON_FOODS)).not.toBeNull();
  });

  it.each([
    'baking soda',
    'olive oil',
    'rice vinegar',
    'glutinous rice',
    'pillows of gnocchi',
    'paintbrush-thin asparagus',
    'lychee',
  ])('leaves "%s" alone', (text) => {
    expect(nonFoodIn(text, EVERYDAY_NON_FOODS)).toBeNull();
  });
});
