import { isOnHand } from './onHand';

describe('what the cook has', () => {
  const list = ['tomato', 'Spaghetti', 'garlic cloves', 'eggs'];

  it.each(['Tomatoes', 'cherry tomatoes', 'SPAGHETTI', 'garlic', 'egg', '2 large eggs'])(
    'has "%s" (case and plurals ignored)',
    (name) => {
      expect(isOnHand(name, list, false)).toBe(true);
    },
  );

  it.each(['parmesan', 'bell pepper', 'basil'])('needs "%s"', (name) => {
    expect(isOnHand(name, list, true)).toBe(false);
  });

  it.each([
    ['eggs', 'egg noodles'],
    ['butter', 'peanut butter'],
    ['chicken', 'chicken stock'],
    ['potatoes', 'sweet potatoes'],
    ['milk', 'coconut milk'],
    ['black pepper', 'bell pepper'],
    ['cheese', 'cream cheese'],
  ])('needs "%s" although "%s" is listed: another food, not a kind of it', (name, listed) => {
    expect(isOnHand(name, [listed], false)).toBe(false);
  });

  it.each([
    ['garlic cloves, crushed', 'garlic'],
    ['juice of 1 lemon', 'lemons'],
    ['lemon juice', 'lemon'],
    ['egg yolks', 'eggs'],
    ['butter, softened', 'butter'],
    ['noodles', 'egg noodles'],
    ['chicken breasts', 'chicken'],
  ])('has "%s" with "%s" listed: the same food', (name, listed) => {
    expect(isOnHand(name, [listed], false)).toBe(true);
  });

  it.each(['salt', 'Freshly ground black pepper', 'olive oil', 'water', 'salt and pepper, to taste'])(
    'counts "%s" as had only with the basics on',
    (name) => {
      expect(isOnHand(name, list, true)).toBe(true);
      expect(isOnHand(name, list, false)).toBe(false);
    },
  );
});

describe('the basics in a recipe written in Spanish', () => {
  it.each(['sal al gusto', 'pimienta negra recién molida', 'aceite de oliva virgen extra', 'Sal y pimienta', 'agua'])(
    '"%s" is on hand when the cook has the basics, and to buy when not',
    (name) => {
      expect(isOnHand(name, ['huevos'], true)).toBe(true);
      expect(isOnHand(name, ['huevos'], false)).toBe(false);
    },
  );

  it.each(['agua de coco', 'pimiento rojo'])('"%s" is not a basic', (name) => {
    expect(isOnHand(name, ['huevos'], true)).toBe(false);
  });
});

describe('the basics in a recipe written in French', () => {
  it.each(['sel', 'poivre du moulin', "huile d'olive vierge extra", 'Sel et poivre', 'eau', 'fleur de sel'])(
    '"%s" is on hand when the cook has the basics, and to buy when not',
    (name) => {
      expect(isOnHand(name, ['œufs'], true)).toBe(true);
      expect(isOnHand(name, ['œufs'], false)).toBe(false);
    },
  );

  it.each(['eau de coco', 'poivron rouge', 'huile de sésame'])('"%s" is not a basic', (name) => {
    expect(isOnHand(name, ['œufs'], true)).toBe(false);
  });
});

describe('the basics in a recipe written in German', () => {
  it.each(['Salz', 'Pfeffer, frisch gemahlen', 'Olivenöl', 'Salz und Pfeffer nach Geschmack', 'Wasser'])(
    '"%s" is on hand when the cook has the basics, and to buy when not',
    (name) => {
      expect(isOnHand(name, ['Eier'], true)).toBe(true);
      expect(isOnHand(name, ['Eier'], false)).toBe(false);
    },
  );

  it.each(['Kokoswasser', 'rote Paprika', 'Sesamöl'])('"%s" is not a basic', (name) => {
    expect(isOnHand(name, ['Eier'], true)).toBe(false);
  });
});

describe('the basics in a recipe written in Italian', () => {
  it.each(['sale q.b.', 'pepe nero macinato fresco', 'olio extravergine di oliva', 'Sale e pepe', 'acqua'])(
    '"%s" is on hand when the cook has the basics, and to buy when not',
    (name) => {
      expect(isOnHand(name, ['uova'], true)).toBe(true);
      expect(isOnHand(name, ['uova'], false)).toBe(false);
    },
  );

  it.each(['acqua di cocco', 'peperone rosso', 'olio di sesamo'])('"%s" is not a basic', (name) => {
    expect(isOnHand(name, ['uova'], true)).toBe(false);
  });
});

describe('have and need in a recipe written in another language', () => {
  it.each([
    ['cipolle rosse', ['cipolla'], 'it'],
    ['uovo', ['uova'], 'it'],
    ['tomates cherry', ['tomates'], 'es'],
    ['limón', ['limones'], 'es'],
    ['oignons rouges', ['oignon'], 'fr'],
    ['Zwiebeln', ['Zwiebel'], 'de'],
    ['Eier', ['Ei'], 'de'],
    ['pechugas de pollo', ['pollo'], 'es'],
    ['gousses d’ail', ['ail'], 'fr'],
    ['spicchi d’aglio', ['aglio'], 'it'],
    ['succo di limone', ['limoni'], 'it'],
  ] as const)('"%s" is had with %j on the list', (name, list, language) => {
    expect(isOnHand(name, list, false, language)).toBe(true);
  });

  it.each([
    ['salsa de tomate', ['tomates'], 'es'],
    ['bouillon de poulet', ['poulet'], 'fr'],
    ['passata di pomodoro', ['pomodori'], 'it'],
  ] as const)('"%s" is not had with %j on the list', (name, list, language) => {
    expect(isOnHand(name, list, false, language)).toBe(false);
  });
});
