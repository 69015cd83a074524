import { shoppingAmountText } from './shoppingAmountText';
import type { ShoppingAmounts } from './shoppingList';

const amounts = (given: Partial<ShoppingAmounts>): ShoppingAmounts => ({
  pieces: 0,
  grams: 0,
  millilitres: 0,
  byUnit: {},
  unmeasured: false,
  ...given,
});

it('writes each kind of amount side by side, where nothing adds them up', () => {
  expect(shoppingAmountText(amounts({ grams: 300, millilitres: 236.6 }), 'en')).toBe('300 g + 237 ml');
});

it('writes kilograms and litres from a thousand, with the language’s decimal mark', () => {
  expect(shoppingAmountText(amounts({ grams: 1250, millilitres: 1500 }), 'es')).toBe('1,3 kg + 1,5 l');
});

it('writes a unit nothing converts as the language writes it, one or many', () => {
  expect(shoppingAmountText(amounts({ byUnit: { clove: 3 } }), 'fr')).toBe('3 gousses');
  expect(shoppingAmountText(amounts({ byUnit: { clove: 1 } }), 'en')).toBe('1 clove');
  expect(shoppingAmountText(amounts({ byUnit: { bunch: 2 } }), 'en')).toBe('2 bunches');
});

it('says nothing when no line gave an amount', () => {
  expect(shoppingAmountText(amounts({ unmeasured: true }), 'en')).toBe('');
});
