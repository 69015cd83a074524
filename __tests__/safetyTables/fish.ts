import type { SafetyTable } from './safetyTable';

export const fish: SafetyTable = {
  sources: [
    'FARE, Fish Allergy (foodallergy.org): foods and dishes that often contain fish',
    'Anaphylaxis UK, Fish allergy factsheet: Worcestershire sauce, Caesar dressing, fish sauces',
    'Regulation (EU) No 1169/2011, Annex II, item 4, in its German, French, Spanish and Italian versions',
  ],
  caught: [
    '4 anchovies', 'anchovy paste', '1 tbsp Worcestershire sauce', 'a dash of Worcester sauce', '2 tbsp fish sauce',
    '1 tbsp nam pla', 'nuoc mam', 'patis', '500 ml dashi', 'bonito flakes', 'katsuobushi', 'Caesar dressing',
    'puttanesca sauce', 'tapenade', 'salmon fillets', 'smoked salmon', 'lox', 'gravlax', 'tuna steaks', 'tinned tuna',
    'cod loin', 'salt cod', 'haddock', 'smoked haddock', 'hake', 'pollock', 'sea bass', 'sea bream', 'red snapper',
    'halibut', 'turbot', 'monkfish', 'swordfish', 'mahi-mahi', 'tilapia', 'catfish', 'trout', 'mackerel', 'kippers',
    'sardines', 'pilchards', 'herring', 'whitebait', 'eel', 'caviar', 'salmon roe', 'taramasalata', 'surimi',
    'fish stock', 'fish fingers', 'kedgeree', 'Thunfisch', 'Lachs', 'Sardellen', 'anchois', 'saumon fumé', 'morue',
    'anchoas', 'boquerones', 'atún', 'bacalao', 'acciughe', 'alici', 'tonno', 'baccalà', 'colatura di alici',
    'Lea & Perrins', 'worchestershire sauce', 'sardinnes', 'bottarga', 'dover sole', 'fish', 'ancho\u00ADvies',
  ],
  safe: [
    'vegan fish sauce', 'kombu dashi', 'vegan Worcestershire sauce', 'seaweed salad',
    'nori sheets', 'kombu', 'wakame', 'fish pepper', 'fish slice for turning', 'goldfish crackers', 'swedish fish',
    'roe deer', 'cowboy caviar', 'aubergine caviar', 'texas caviar', 'chickpea tuna', 'carrot lox',
    'vegan caesar dressing', 'tofu', 'tempeh', 'soy sauce', 'mushroom stock', 'vegetable stock', 'miso paste',
    'lemon juice', 'capers', 'olives', 'seaweed flakes', 'sea salt', 'rapeseed oil', 'broccoli rabe', 'jackfruit',
  ],
};
