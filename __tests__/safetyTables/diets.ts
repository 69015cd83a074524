import type { Diet } from '../../src/features/preferences/preferencesTypes';
import type { SafetyTable } from './safetyTable';

const vegetarianSources = [
  'The Vegetarian Society, What is a vegetarian? and animal-derived ingredients (vegsoc.org)',
  'Regulation (EC) No 853/2004, Annex I: meat, offal, meat products, poultry and game',
];

export const diets: Record<Exclude<Diet, 'none'>, SafetyTable> = {
  vegetarian: {
    sources: vegetarianSources,
    caught: [
      '4 rashers of bacon', '200 g lardons', 'pancetta', 'guanciale', 'chorizo', 'salami', 'pepperoni', 'prosciutto',
      'parma ham', 'serrano ham', 'ham hock', 'beef mince', 'minced beef', 'ground pork', 'lamb shoulder', 'veal',
      "calf's liver", 'chicken livers', 'bone marrow', 'oxtail', 'tripe', 'sweetbreads', 'black pudding', 'haggis',
      'beef stock', 'chicken stock', 'bone broth', 'lard', 'suet', 'beef dripping', 'schmaltz', 'duck fat', 'goose fat',
      'chicken thighs', 'turkey breast', 'duck breast', 'quail', 'pheasant', 'venison', 'rabbit', 'wild boar', 'game',
      'escargots', 'snails', 'frog legs', 'anchovies', 'Worcestershire sauce', 'fish sauce', 'dashi', 'prawns',
      'gelatine leaves', 'gelatin', 'marshmallows', 'gummy bears', 'isinglass', 'animal rennet', 'carmine', 'cochineal',
      'foie gras', 'pâté de campagne', 'Speck', 'Hackfleisch', 'jambon', 'lardons fumés', 'carne picada', 'manzo',
      'pollo', 'poulet', 'steak', 'meatballs', 'hot dogs', 'sausages', 'chicken bouillon',
    ],
    safe: [
      'grated cheese', 'eggs', 'milk', 'butter', 'honey', "lamb's lettuce", 'vegetable stock', 'mushroom gravy',
      'vegetarian sausages', 'veggie burger', 'coconut meat', 'jackfruit', 'tofu', 'tempeh', 'seitan', 'agar agar',
      'hearts of palm', 'artichoke hearts', 'kidney beans', 'butternut squash', 'vegetable marrow', 'chickpeas',
      'chicken of the woods', 'hen of the woods', 'mincemeat', 'mince pies', 'cauliflower steak', 'lentil bolognese',
      'chili sin carne', 'portobello mushrooms', 'wild garlic', 'wild rice', 'rind of 1 lemon',
      'parmesan rind', 'mince the garlic', 'chop the onions', 'celery ribs',
    ],
  },
  vegan: {
    sources: [
      'The Vegan Society, Definition of veganism and animal ingredients (vegansociety.com)',
      ...vegetarianSources,
    ],
    caught: [
      'custard', 'brioche', 'Worcestershire sauce', 'dashi', 'schmaltz', 'butter', 'ghee', 'milk', 'cream', 'yogurt',
      'cheese', 'parmesan', 'feta', 'whey', 'casein', 'eggs', 'egg yolks', 'mayonnaise', 'meringue', 'honey',
      'manuka honey', 'honeycomb', 'royal jelly', 'bee pollen', 'beeswax', 'gelatin', 'marshmallows', 'carmine',
      'shellac', 'lard', 'suet', 'bacon', 'chicken', 'beef', 'pork', 'lamb', 'anchovies', 'fish sauce', 'prawns',
      'oyster sauce', 'bone broth', 'chicken stock', 'crème fraîche', 'sour cream', 'ice cream', 'milk chocolate',
      'condensed milk', 'hollandaise', 'béarnaise', 'carbonara', 'tiramisu', 'pavlova', 'lemon curd', 'paneer',
      'ricotta', 'mascarpone', 'buttermilk', 'kefir', 'Honig', 'miel', 'miele', 'Butter', 'beurre', 'mantequilla',
      'uova', 'huevos', 'escargots',
    ],
    safe: [
      '400 ml coconut milk', 'oat milk', 'almond milk', 'soy milk', 'vegan butter', 'vegan cheese', 'nutritional yeast',
      'cubed honeydew melon', 'maple syrup', 'agave syrup', 'date syrup', 'golden syrup', 'aquafaba', 'flax egg',
      'eggplant', 'tofu', 'tempeh', 'seitan', 'peanut butter', 'cocoa butter', 'butter beans', 'kombu dashi',
      'vegan Worcestershire sauce', 'dark chocolate', 'agar agar', 'vegetable stock', 'cream of tartar', 'coconut cream',
      'chickpeas', 'lentils', 'honeycrisp apples', 'butternut squash', 'egg-free pasta',
    ],
  },
  pescatarian: {
    sources: vegetarianSources,
    caught: [
      'gelatin', 'gelatine leaves', 'game', 'venison', 'pheasant', 'partridge', 'grouse', 'rabbit', 'hare', 'wild boar',
      'bacon', 'lardons', 'pancetta', 'ham', 'prosciutto', 'chorizo', 'salami', 'pepperoni', 'sausages', 'beef', 'steak',
      'minced beef', 'pork belly', 'lamb chops', 'veal', "calf's liver", 'bone marrow', 'oxtail', 'tripe', 'chicken',
      'chicken stock', 'turkey', 'duck', 'goose', 'quail', 'foie gras', 'schmaltz', 'lard', 'suet', 'beef dripping',
      'bone broth', 'beef stock', 'marshmallows', 'gummy bears', 'animal rennet', 'black pudding', 'haggis', 'meatballs',
      'hot dogs', 'pastrami', 'corned beef', 'jerky', 'Speck', 'Schinken', 'jamón', 'carne',
      'pollo', 'poulet', 'agneau', 'maiale', 'cordero', 'kangaroo',
    ],
    safe: [
      'grilled tuna', 'salmon', 'prawns', 'mussels', 'anchovies', 'fish sauce', 'Worcestershire sauce', 'dashi',
      'cod', 'sea bass', 'crab', 'lobster', 'squid', 'eggs', 'cheese', 'milk', 'butter', 'honey', 'tofu',
      'agar agar', 'vegetable stock', 'fish stock', 'tuna steak', 'salmon steak', 'swordfish steak', 'crab meat',
      "lamb's lettuce", 'kidney beans', 'chickpeas', 'mushroom gravy', 'hearts of palm', 'wild rice',
    ],
  },
  'gluten-free': {
    sources: ['Coeliac UK, Gluten-free diet', 'Regulation (EU) No 1169/2011, Annex II, item 1'],
    caught: [
      '100 g spaghetti', 'penne', 'orzo', 'gnocchi', 'couscous', 'bulgur', 'plain flour', 'bread', 'breadcrumbs', 'panko',
      'croutons', 'puff pastry', 'pizza base', 'naan', 'pitta', 'flour tortillas', 'soy sauce', 'teriyaki', 'hoisin',
      'beer', 'ale', 'malt vinegar', 'barley', 'rye', 'spelt', 'seitan', 'semolina', 'udon', 'ramen', 'egg noodles',
      'lasagne', 'ravioli', 'tortellini', 'macaroni', 'croissant', 'brioche', 'bagel', 'cake', 'cookies', 'crackers',
      'pretzels', 'wafers', 'biscuits', 'béchamel', 'roux', 'gravy', 'stuffing', 'dumplings', 'pancakes', 'waffles',
      'crêpes', 'tempura batter', 'Weizen', 'Dinkel', 'Roggen', 'farine', 'harina', 'farina', 'pane', 'pan rallado',
      'pâte brisée', 'cous cous',
    ],
    safe: [
      'rice flour', 'cornflour', 'buckwheat', 'quinoa', 'millet', 'rice noodles', 'glass noodles', 'zucchini noodles',
      'corn tortillas', 'polenta', 'potatoes', 'sweet potatoes', 'cassava flour', 'tapioca', 'arrowroot', 'chickpea flour',
      'almond flour', 'coconut flour', 'tamari', 'coconut aminos', 'gluten-free pasta', 'gluten-free bread', 'rice',
      'wild rice', 'teff', 'amaranth', 'sorghum', 'rice paper', 'masa harina', 'breadfruit', 'cream of tartar',
      'buckwheat flour',
    ],
  },
  'dairy-free': {
    sources: ['FARE, Milk Allergy', 'Regulation (EU) No 1169/2011, Annex II, item 7'],
    caught: [
      'a knob of butter', 'milk', 'whole milk', 'cream', 'double cream', 'sour cream', 'crème fraîche', 'yogurt',
      'Greek yoghurt', 'cheese', 'parmesan', 'pecorino', 'mozzarella', 'cheddar', 'feta', 'ricotta', 'mascarpone',
      'paneer', 'halloumi', 'brie', 'gouda', 'gruyère', 'ghee', 'whey', 'casein', 'buttermilk', 'kefir', 'custard',
      'béchamel', 'alfredo', 'ice cream', 'milk chocolate', 'white chocolate', 'condensed milk', 'evaporated milk',
      'dulce de leche', 'butterscotch', 'toffee', 'fudge', 'ganache', 'cream cheese', 'cottage cheese', 'quark',
      'labneh', 'tzatziki', 'raita', 'lassi', 'panna cotta', 'cheesecake', 'mac and cheese', 'Sahne', 'Käse', 'lait',
      'beurre', 'fromage', 'leche', 'queso', 'burro', 'panna', 'formaggio', 'lactose-free milk', 'clarified butter',
    ],
    safe: [
      'oat milk', 'almond milk', 'soy milk', 'rice milk', 'coconut milk', 'coconut cream', 'hemp milk', 'cashew milk',
      'vegan butter', 'vegan cheese', 'dairy-free spread', 'peanut butter', 'almond butter', 'cocoa butter',
      'butter beans', 'butternut squash', 'cream of tartar', 'nutritional yeast', 'coconut yogurt', 'oat cream',
      'lait de coco', 'leche de coco', 'latte di cocco', 'creamed coconut', 'apple butter', 'butter lettuce', 'eggs',
      'olive oil', 'crème de cassis', 'cream crackers',
    ],
  },
};
