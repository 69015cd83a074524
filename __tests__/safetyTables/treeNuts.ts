import type { SafetyTable } from './safetyTable';

export const treeNuts: SafetyTable = {
  sources: [
    'FARE, Tree Nut Allergy (foodallergy.org): foods and dishes that often contain tree nuts',
    'U.S. FDA, Questions and Answers Regarding Food Allergens (tree nuts)',
    'Regulation (EU) No 1169/2011, Annex II, item 8, in its German, French, Spanish and Italian versions',
  ],
  caught: [
    '50 g flaked almonds', '100 g ground almonds', '1 cup almond milk', '2 tbsp almond butter', 'almond flour',
    'a handful of walnuts', 'walnut oil', '100 g cashews', 'cashew cream', 'pecans, toasted', 'pecan pie',
    'hazelnuts, chopped', 'filberts', 'pistachios', 'macadamia nuts', 'pine nuts', 'pignoli', 'Brazil nuts', 'chestnuts',
    'marzipan', 'frangipane', 'praline paste', 'nougat', '2 tbsp Nutella', 'amaretti biscuits', 'gianduja', 'basil pesto',
    'romesco sauce', 'dukkah', 'baklava', 'macarons', 'biscotti', 'korma paste', 'mixed nuts', 'nut butter',
    '200 g Mandeln', 'gemahlene Haselnüsse', 'Walnüsse', 'Pinienkerne', 'Pistazien', 'poudre d’amande', 'noisettes',
    'noix de cajou', 'pignons de pin', 'almendras tostadas', 'nueces picadas', 'avellanas', 'piñones', 'turrón',
    'mandorle', 'nocciole', 'pinoli', 'pistacchi', 'noci', 'torrone', 'almond extract', 'hazelnut praline', 'walnutt halves',
    'pistacchio cream', 'marzipan fruits', 'ALMONDS', 'wal\u200Bnuts',
  ],
  safe: [
    '1 tsp nutmeg', 'butternut squash', '400 ml coconut milk', 'coconut flakes', 'water chestnuts', 'nutritional yeast',
    'tiger nuts', 'peanut butter', 'doughnuts', 'chestnut mushrooms', 'nuez moscada', 'noce moscata', 'noix de muscade',
    'noix de coco râpée', 'sunflower seeds', 'pumpkin seeds', 'sesame seeds', 'oat milk', 'soy milk', 'rice milk',
    'nut-free pesto', 'beurre noisette', 'noix de Saint-Jacques', 'lamb noisettes', 'pine needles for smoking',
    'chickpeas', 'butter beans', 'dried cranberries', 'coconut oil', 'almond-free granola', 'soy nuts',
  ],
};
