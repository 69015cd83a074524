import type { SafetyTable } from './safetyTable';

export const peanuts: SafetyTable = {
  sources: [
    'FARE, Peanut Allergy (foodallergy.org): foods and dishes that often contain peanuts',
    'Anaphylaxis UK, Peanut allergy factsheet: groundnut, monkey nut, arachis oil',
    'Regulation (EU) No 1169/2011, Annex II, item 5, in its German, French, Spanish and Italian versions',
  ],
  caught: [
    '2 tbsp peanut butter', '3 tbsp peanutbutter', '1 cup roasted PEANUTS', 'a handful of salted peanuts', '50 g peanut',
    '1 tbsp peanut oil', '2 tbsp groundnut oil', '100 g groundnuts', 'monkey nuts, shelled', '1 tsp arachis oil',
    'satay sauce for dipping', 'chicken satay skewers', 'gado-gado dressing', 'kung pao sauce', 'pad thai noodles',
    '1 cup mixed nuts', 'a bag of beer nuts', '2 tbsp Erdnussbutter', '100 g Erdnüsse', 'Erdnussöl zum Braten',
    '2 cucharadas de mantequilla de maní', '100 g de cacahuetes', 'cacahuates tostados', 'beurre de cacahuète',
    '50 g de cacahuètes grillées', "huile d'arachide", 'burro di arachidi', '100 g arachidi tostate', 'noccioline salate',
    'pindakaas', 'trail mix', 'peanut brittle, crushed', 'Reese’s peanut butter cups, chopped', 'Snickers bars',
    'Jif creamy', '2 tbsp Skippy', 'goober peas', 'peanut flour', 'crushed peanuts to garnish', 'peanut sauce',
    'pea\u00ADnut butter', 'реanut butter', 'pea nut butter', 'Peanutbutter cookies', 'peanutt butter', 'groundnut stew',
    'maafe sauce', 'kare-kare', 'chikki, broken', 'sambal kacang', 'rempeyek', 'bumbu kacang', 'arachide grillée',
    'honey roasted nuts', 'PEANUT-BUTTER', 'peanut paste', 'boiled peanuts', 'peanut candy', 'nkatenkwan', 'peanut sauce, to serve',
  ],
  safe: [
    '1 tsp ground nutmeg', '500 g butternut squash', '1 cup chickpeas', '200 g frozen peas', 'snow peas, trimmed',
    'pea shoots to garnish', 'peanut-free granola', '2 tbsp sunflower seed butter', '2 tbsp tahini', '1 doughnut',
    '400 ml coconut milk', 'desiccated coconut', 'tiger nuts', 'water chestnuts', 'a pinch of nutmeg',
    'black-eyed peas', 'split peas', 'pea protein', 'pumpkin seeds', 'sunflower seeds', 'nutritional yeast',
    'butter beans', 'green beans', 'edamame', 'lentils', 'pinto beans', 'peanut-free chocolate', 'soy sauce',
    'sweet peas', 'chick peas', 'mushy peas',
  ],
};
