import type { SafetyTable } from './safetyTable';

export const gluten: SafetyTable = {
  sources: [
    'Coeliac UK, Gluten-free diet: foods that contain gluten and naturally gluten-free foods',
    'Beyond Celiac, Sources of gluten (beyondceliac.org)',
    'Regulation (EU) No 1169/2011, Annex II, item 1 (wheat, rye, barley, oats, spelt, khorasan), in its German, French, Spanish and Italian versions',
  ],
  caught: [
    '200 g plain flour', 'all-purpose flour', 'self-raising flour', 'wholemeal flour', 'day-old bread', 'sourdough',
    'breadcrumbs', 'panko', 'croutons', '300 g penne', 'orzo', 'gnocchi', 'spaghetti', 'linguine', 'fusilli',
    'farfalle', 'rigatoni', 'lasagne sheets', 'ravioli', 'tortellini', 'macaroni', 'couscous', 'bulgur wheat',
    'semolina', 'pearl barley', 'rye bread', 'spelt flour', 'farro', 'freekeh', 'seitan', '1 sheet puff pastry',
    'filo pastry', 'shortcrust pastry', 'pizza dough', 'naan', 'pita bread', 'flour tortillas', 'croissants', 'bagels',
    'brioche', 'udon noodles', 'ramen noodles', 'egg noodles', 'soba noodles', 'wonton wrappers', 'soy sauce', 'shoyu',
    'teriyaki sauce', 'hoisin sauce', 'malt vinegar', 'beer', '1 bottle of lager', 'stout', 'rolled oats', 'Weizenmehl',
    'Semmelbrösel', 'Nudeln', 'farine de blé', 'chapelure', 'pâte feuilletée', 'harina de trigo', 'pan rallado',
    'fideos', 'farina 00', 'pangrattato', 'grissini', 'wheat-free rye bread', 'spagetti', 'tagliatelle', 'béchamel',
    'roux', 'graham crackers', 'pretzels',
  ],
  safe: [
    'buckwheat groats', 'buckwheat flour', 'rice noodles', 'rice vermicelli', 'glass noodles', 'zucchini noodles',
    'courgetti', 'shirataki noodles', 'rice flour', 'cornflour', 'corn tortillas', 'tortilla chips', 'cassava flour',
    'tapioca flour', 'arrowroot', 'potato starch', 'quinoa', 'millet', 'sorghum flour', 'teff', 'amaranth', 'polenta',
    'grits', 'chickpea flour', 'gram flour', 'almond flour', 'coconut flour', 'gluten-free pasta', 'gluten free soy sauce',
    'tamari', 'coconut aminos', 'rice paper wrappers', 'masa harina', 'harina de maíz', 'farina di riso', 'breadfruit',
    'cream of tartar', 'gluten-free bread', 'wild rice', 'rice cakes', 'toasted sesame seeds', 'toast the cumin seeds',
  ],
};
