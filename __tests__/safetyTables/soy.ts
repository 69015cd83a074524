import type { SafetyTable } from './safetyTable';

export const soy: SafetyTable = {
  sources: [
    'FARE, Soy Allergy (foodallergy.org): ingredients and foods that contain soy',
    'Anaphylaxis UK, Soya allergy factsheet: tofu, tempeh, miso, edamame, TVP',
    'Regulation (EU) No 1169/2011, Annex II, item 6, in its German, French, Spanish and Italian versions',
  ],
  caught: [
    '2 tbsp soy sauce', 'light soy sauce', 'dark soy sauce', 'soya sauce', 'shoyu', 'tamari', 'hoisin sauce',
    'teriyaki sauce', 'ponzu', 'kecap manis', 'firm tofu', 'silken tofu', 'smoked tofu', 'tofu puffs', 'bean curd',
    'yuba', 'fermented bean curd', 'tempeh', 'edamame', 'natto', 'white miso', 'red miso paste', 'miso soup', 'okara',
    'kinako', 'TVP', 'textured vegetable protein', 'soy protein isolate', 'soy lecithin', 'soybean oil', 'soy milk',
    'soya yoghurt', 'soy flour', 'soybeans', 'black bean sauce', 'fermented black beans', 'yellow bean sauce',
    'doenjang', 'gochujang', 'doubanjiang', 'liquid aminos', 'soy mince', 'soya chunks', 'mapo tofu', 'agedashi tofu',
    'inari pockets', 'Kikkoman', 'Sojasauce', 'Sojamilch', 'Tofu natur', 'sauce soja', 'lait de soja', 'salsa de soja',
    'leche de soja', 'salsa di soia', 'latte di soia', 'germogli di soia', 'sweet bean sauce',
    'tahu goreng', 'tempe', 'soja texturizada', 'soybean paste', 'unagi sauce',
  ],
  safe: [
    'coconut aminos', 'mung bean sprouts', 'bean sprouts', 'black beans', 'black turtle beans', 'chickpea tofu',
    'Burmese tofu', 'pea protein', 'hemp seeds', 'sunflower lecithin', 'soy-free spread', 'soya-free margarine',
    'fava beans', 'kidney beans', 'pinto beans', 'lentils', 'chickpeas', 'fish sauce', 'worcestershire sauce',
    'balsamic vinegar', 'rice vinegar', 'mirin', 'sesame oil', 'peanut butter', 'almond tofu', 'oat milk', 'rice milk',
    'coconut milk', 'frijoles negros', 'soy-free tamari alternative',
  ],
};
