import type { SafetyTable } from './safetyTable';

export const eggs: SafetyTable = {
  sources: [
    'FARE, Egg Allergy (foodallergy.org): ingredients and foods that contain egg',
    'Anaphylaxis UK, Egg allergy factsheet: albumin, lysozyme, ovalbumin',
    'Regulation (EU) No 1169/2011, Annex II, item 3, in its German, French, Spanish and Italian versions',
  ],
  caught: [
    '2 large eggs', '1 egg yolk', '3 egg whites', 'egg wash', 'a beaten egg', 'hard-boiled eggs', 'poached egg',
    'quail eggs', 'duck egg', '2 tbsp mayonnaise', 'mayo', 'aioli', 'hollandaise', 'béarnaise sauce', 'meringue nests',
    'pavlova base', 'custard', 'crème anglaise', 'crème pâtissière', 'crème brûlée', 'zabaglione', 'eggnog',
    'a frittata', 'omelette', 'quiche lorraine', 'soufflé', 'carbonara sauce', 'shakshuka', 'brioche buns', 'challah',
    'ladyfingers', 'savoiardi', 'tiramisu', 'macarons', 'egg noodles', 'fresh egg pasta', 'tagliatelle all’uovo',
    'choux pastry', 'profiteroles', 'Yorkshire puddings', 'pancake batter', 'waffles', 'french toast', 'lemon curd',
    'royal icing', 'albumen powder', 'lysozyme', 'Caesar dressing', 'tartare sauce', 'remoulade', 'Eier', 'Eigelb',
    'Eiweiß', 'œufs', "jaune d'œuf", 'huevos', 'yema de huevo', 'mayonesa', 'uova', 'tuorlo', 'maionese', 'Hellmann’s',
    'e\u200Cggs', 'еggs', 'EGGS', 'egg-fried rice', 'Spanish tortilla', 'tortilla de patatas', 'scotch eggs',
  ],
  safe: [
    '1 eggplant, diced', 'egg plant', 'aubergine', 'egg-free mayonnaise', 'vegan mayo', 'flax egg', 'chia egg',
    'aquafaba', 'egg replacer', 'eggless pasta', 'rice noodles', 'corn tortillas', 'tortilla chips', 'just egg',
    'chickpea omelette', 'silken tofu', 'besan', 'baking powder', 'cornflour slurry', 'vegan custard powder',
    'egg-free pasta', 'an egg timer', 'vegan meringue from aquafaba', 'plain rice', 'potato starch',
    'oat milk', 'almond flour', 'gluten-free oats', 'vegan pancake mix', 'egg-shaped chocolate', 'eggfruit',
  ],
};
