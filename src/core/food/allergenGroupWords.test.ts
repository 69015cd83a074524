import type { RecipeLanguage } from '../language/recipeLanguages';
import type { Allergen } from './allergens';
import { typedAllergies } from './typedAllergies';

/**
 * The words each language's cooks type for a whole allergen group, not one food of it: a German cook allergic to
 * shellfish types "Schalentiere" or "Krustentiere", not every crustacean. Each is the group it names.
 */
const GROUP_WORDS: Record<RecipeLanguage, Record<Allergen, readonly string[]>> = {
  en: {
    peanuts: ['peanuts', 'groundnuts'],
    'tree nuts': ['tree nuts'],
    milk: ['milk', 'dairy', 'dairy products', 'lactose'],
    eggs: ['eggs'],
    gluten: ['gluten', 'coeliac', 'wheat'],
    fish: ['fish'],
    shellfish: ['shellfish', 'seafood', 'crustaceans', 'molluscs'],
    soy: ['soy', 'soya'],
    sesame: ['sesame', 'sesame seeds'],
  },
  de: {
    peanuts: ['Erdnüsse', 'Erdnuss'],
    'tree nuts': ['Schalenfrüchte', 'Baumnüsse'],
    milk: ['Milch', 'Milchprodukte', 'Laktose', 'Kuhmilch'],
    eggs: ['Eier', 'Ei', 'Hühnerei'],
    gluten: ['Gluten', 'Zöliakie', 'Weizen'],
    fish: ['Fisch', 'Fische'],
    shellfish: ['Schalentiere', 'Krustentiere', 'Meeresfrüchte', 'Weichtiere', 'Muscheln'],
    soy: ['Soja', 'Sojabohnen'],
    sesame: ['Sesam'],
  },
  fr: {
    peanuts: ['arachides', 'cacahuètes'],
    'tree nuts': ['fruits à coque'],
    milk: ['lait', 'produits laitiers', 'lactose'],
    eggs: ['œufs', 'oeufs'],
    gluten: ['gluten', 'maladie cœliaque', 'blé'],
    fish: ['poisson', 'poissons'],
    shellfish: ['fruits de mer', 'crustacés', 'mollusques'],
    soy: ['soja'],
    sesame: ['sésame', 'graines de sésame'],
  },
  es: {
    peanuts: ['cacahuetes', 'maní'],
    'tree nuts': ['frutos de cáscara'],
    milk: ['leche', 'lácteos', 'lactosa'],
    eggs: ['huevos', 'huevo'],
    gluten: ['gluten', 'celiaquía', 'trigo'],
    fish: ['pescado', 'pescados'],
    shellfish: ['mariscos', 'marisco', 'crustáceos', 'moluscos'],
    soy: ['soja'],
    sesame: ['sésamo'],
  },
  it: {
    peanuts: ['arachidi'],
    'tree nuts': ['frutta a guscio'],
    milk: ['latte', 'latticini', 'lattosio'],
    eggs: ['uova', 'uovo'],
    gluten: ['glutine', 'celiachia', 'grano'],
    fish: ['pesce'],
    shellfish: ['frutti di mare', 'crostacei', 'molluschi'],
    soy: ['soia'],
    sesame: ['sesamo', 'semi di sesamo'],
  },
};

describe.each(Object.entries(GROUP_WORDS))('in %s', (_, groups) => {
  it.each(Object.entries(groups).flatMap(([group, words]) => words.map((word) => [word, group])))(
    '"%s" is the %s group',
    (word, group) => {
      expect(typedAllergies(word).map(({ allergy }) => allergy)).toEqual([group]);
    },
  );
});
