import type { SafetyTable } from './safetyTable';

export const shellfish: SafetyTable = {
  sources: [
    'FARE, Shellfish Allergy (foodallergy.org): crustaceans and molluscs',
    'Anaphylaxis UK, Shellfish allergy factsheet: shrimp paste, oyster sauce',
    'Regulation (EU) No 1169/2011, Annex II, items 2 and 14, in their German, French, Spanish and Italian versions',
  ],
  caught: [
    '300 g prawns', 'king prawns', 'tiger prawns', 'shrimp', 'dried shrimp', 'shrimp paste', 'belacan', 'scampi',
    'langoustines', 'crab meat', 'crabmeat', 'soft-shell crab', 'lobster tails', 'crayfish', 'crawfish', 'krill',
    'scallops', 'mussels', 'clams', 'razor clams', 'cockles', 'vongole', 'oysters', '2 tbsp oyster sauce', 'squid',
    'squid ink', 'calamari', 'octopus', 'cuttlefish', 'whelks', 'winkles', 'abalone', 'conch', 'sea urchin', 'snails',
    'escargots', 'XO sauce', 'red curry paste', 'prawn crackers', 'seafood mix', 'frutti di mare', 'fruits de mer',
    'Garnelen', 'Muscheln', 'Hummer', 'Tintenfisch', 'crevettes', 'moules', 'homard', 'coquilles Saint-Jacques',
    'gambas', 'langostinos', 'mejillones', 'almejas', 'pulpo', 'calamares', 'gamberi', 'cozze', 'vongole veraci',
    'polpo', 'seppie', 'shrimps', 'shrimpp', 'prawn cocktail', 'lobster bisque', 'crab cakes', 'noix de Saint-Jacques',
  ],
  safe: [
    'oyster mushrooms', 'king oyster mushrooms', 'crab apples', 'scalloped potatoes', 'vegan oyster sauce',
    'mushroom stir-fry sauce', 'conchiglie pasta', 'lumache pasta', 'oyster crackers', 'Old Bay seasoning',
    'seafood seasoning', 'cocktail sauce', 'tomato bisque', 'butternut squash bisque', 'vegetable gumbo', 'pain aux raisins',
    'cinnamon snails', 'calamansi juice', 'nori', 'samphire', 'sea vegetables', 'salmon fillet', 'tuna steak',
    'anchovies', 'seaweed', 'vegan crab cakes', 'vegan shrimp', 'konjac shrimp', 'king oyster scallops', 'chicken',
    'pork belly', 'tofu',
  ],
};
