import type { TermList } from '../../lib/findTerm';

/**
 * What each allergy and diet rules out, as data: the common forms of each allergen, and the look-alikes that
 * are not it (coconut milk is not dairy, buckwheat is not wheat). Matching is whole words, singular or plural
 * (see findTerm), so "egg" never finds "eggplant" nor "nut" "nutmeg".
 */
export interface FoodGroup extends TermList {
  /** What the cook may type for it, in the singular ("peanut", "tree nut", "dairy"). */
  names: readonly string[];
}

const peanuts: FoodGroup = {
  names: ['peanut', 'groundnut'],
  terms: ['peanut', 'peanut butter', 'peanut oil', 'groundnut', 'satay', 'monkey nut', 'arachis oil'],
};

const treeNuts: FoodGroup = {
  names: ['tree nut', 'nut'],
  terms: [
    'nut', 'tree nut', 'mixed nut', 'almond', 'walnut', 'cashew', 'pecan', 'hazelnut', 'pistachio', 'macadamia',
    'pine nut', 'brazil nut', 'pesto', 'praline', 'marzipan', 'frangipane', 'nougat',
  ],
};

const dairy: FoodGroup = {
  names: ['milk', 'dairy', 'lactose', 'cow s milk'],
  terms: [
    'milk', 'dairy', 'butter', 'buttermilk', 'cheese', 'cream', 'sour cream', 'ice cream', 'creme fraiche',
    'yogurt', 'yoghurt', 'ghee', 'whey', 'casein', 'parmesan', 'mozzarella', 'cheddar', 'feta', 'ricotta',
    'mascarpone', 'paneer', 'halloumi', 'brie', 'gouda', 'quark', 'kefir', 'half and half',
  ],
  exceptions: [
    'peanut butter', 'almond butter', 'cashew butter', 'nut butter', 'seed butter', 'cocoa butter', 'apple butter',
    'shea butter', 'coconut milk', 'coconut cream', 'cream of coconut', 'coconut yogurt', 'almond milk', 'oat milk',
    'soy milk', 'soya milk', 'rice milk', 'cashew milk', 'plant milk', 'cream of tartar', 'vegan butter',
    'vegan cheese', 'vegan cream cheese',
  ],
};

const eggs: FoodGroup = {
  names: ['egg'],
  terms: ['egg', 'egg yolk', 'egg white', 'mayonnaise', 'mayo', 'meringue', 'aioli', 'hollandaise'],
  exceptions: ['vegan mayonnaise', 'vegan mayo'],
};

const gluten: FoodGroup = {
  names: ['wheat', 'gluten'],
  terms: [
    'wheat', 'gluten', 'flour', 'bread', 'breadcrumb', 'pasta', 'spaghetti', 'macaroni', 'noodle', 'couscous',
    'semolina', 'barley', 'rye', 'seitan', 'soy sauce', 'bulgur', 'spelt', 'farro', 'pita',
    'cracker', 'panko', 'malt',
  ],
  exceptions: [
    'rice noodle', 'glass noodle', 'rice pasta', 'rice flour', 'corn flour', 'cornflour', 'almond flour',
    'coconut flour', 'chickpea flour', 'gram flour', 'buckwheat flour', 'potato flour', 'tapioca flour',
    'rice cracker',
  ],
};

const fish: FoodGroup = {
  names: ['fish'],
  terms: [
    'fish', 'fish sauce', 'anchovy', 'tuna', 'salmon', 'cod', 'worcestershire sauce', 'sardine', 'mackerel',
    'trout', 'haddock', 'halibut', 'tilapia', 'sea bass', 'snapper', 'herring', 'bonito', 'caviar', 'roe',
  ],
};

const shellfish: FoodGroup = {
  names: ['shellfish', 'seafood', 'crustacean', 'mollusc'],
  terms: [
    'shellfish', 'seafood', 'shrimp', 'prawn', 'crab', 'lobster', 'crayfish', 'crawfish', 'langoustine', 'scallop',
    'mussel', 'clam', 'oyster', 'squid', 'calamari', 'octopus', 'oyster sauce',
  ],
  exceptions: ['oyster mushroom', 'crab apple'],
};

const soy: FoodGroup = {
  names: ['soy', 'soya', 'soybean'],
  terms: ['soy', 'soya', 'soybean', 'tofu', 'tempeh', 'edamame', 'miso', 'soy sauce', 'tamari', 'soy milk'],
};

const sesame: FoodGroup = {
  names: ['sesame'],
  terms: ['sesame', 'sesame oil', 'tahini', 'gomasio', 'halva'],
};

/** The allergies the table knows; any other is matched as the word the cook typed. */
export const ALLERGENS: readonly FoodGroup[] = [peanuts, treeNuts, dairy, eggs, gluten, fish, shellfish, soy, sesame];

const meat: TermList = {
  terms: [
    'meat', 'beef', 'pork', 'lamb', 'mutton', 'veal', 'venison', 'goat', 'rabbit', 'bacon', 'ham', 'sausage',
    'salami', 'pepperoni', 'prosciutto', 'chorizo', 'pancetta', 'guanciale', 'steak', 'mince', 'lard', 'suet',
    'oxtail', 'meatball', 'hot dog', 'bone broth', 'beef stock',
  ],
  exceptions: ['coconut meat', 'lamb s lettuce', 'lambs lettuce', 'vegetarian sausage', 'vegan sausage'],
};

const poultry: TermList = {
  terms: ['poultry', 'chicken', 'turkey', 'duck', 'goose', 'quail', 'foie gras'],
  exceptions: ['chicken of the woods', 'hen of the woods'],
};

const gelatin: TermList = { terms: ['gelatin', 'gelatine'] };
const honey: TermList = { terms: ['honey'] };

export type Diet = 'none' | 'vegetarian' | 'vegan' | 'pescatarian' | 'gluten-free' | 'dairy-free';

/** What each diet rules out; "none" rules out nothing. */
export const DIET_EXCLUSIONS: Record<Diet, readonly TermList[]> = {
  none: [],
  vegetarian: [meat, poultry, fish, shellfish, gelatin],
  vegan: [meat, poultry, fish, shellfish, gelatin, dairy, eggs, honey],
  pescatarian: [meat, poultry],
  'gluten-free': [gluten],
  'dairy-free': [dairy],
};
