import type { SafetyTable } from './safetyTable';

export const sesame: SafetyTable = {
  sources: [
    'FARE, Sesame Allergy (foodallergy.org): foods and dishes that often contain sesame',
    'Anaphylaxis UK, Sesame allergy factsheet: benne, gingelly, til, tahini, hummus, halva',
    'U.S. FASTER Act of 2021; Regulation (EU) No 1169/2011, Annex II, item 11, in its German, French, Spanish and Italian versions',
  ],
  caught: [
    '2 tbsp sesame seeds', 'toasted sesame oil', 'black sesame', 'white sesame seeds', '3 tbsp tahini', 'tahina',
    'tahini sauce', '200 g hummus', 'houmous', 'hommus', 'baba ganoush', 'baba ghanoush', 'moutabal', "za'atar",
    'zaatar', 'zatar', 'halva', 'halvah', 'gomasio', 'gomashio', 'furikake', 'gomae dressing', 'goma dare',
    'shichimi togarashi', 'everything bagel seasoning', 'dukkah', 'simit', 'benne seeds', 'benne wafers',
    'gingelly oil', 'til seeds', 'til oil', 'sesame paste', 'Chinese sesame paste', 'sesame bagels', 'sesame buns',
    'sesame snaps', 'sesame chicken', 'tarator', 'pasteli', 'til ladoo', 'Sesam', 'Sesamöl', 'Sesampaste',
    'graines de sésame', 'huile de sésame', 'purée de sésame', 'ajonjolí', 'semillas de sésamo', 'aceite de sésamo',
    'semi di sesamo', 'olio di sesamo', 'crema di sesamo', 'sesamme seeds', 'ses\u00ADame', 'SESAME', 'tahinni',
    'hummus bi tahini', 'sesame-crusted tuna', 'dan dan noodles', 'sesame balls',
  ],
  safe: [
    'sunflower seeds', 'pumpkin seeds', 'poppy seeds', 'flaxseed', 'chia seeds', 'hemp seeds', 'nigella seeds',
    'cumin seeds', 'sunflower seed butter', 'carrot halwa', 'gajar halwa', 'suji halwa', 'cook til golden',
    'olive oil', 'rapeseed oil', 'peanut oil', 'tahini-free hummus', 'hummus without tahini', 'sesame-free bread',
    'white bean dip', 'chickpeas', 'garlic', 'lemon juice', 'sumac', 'thyme', 'oregano', 'paprika', 'tomatoes',
    'cucumber', 'xanthan gum', 'nori', 'cook until golden',
  ],
};
