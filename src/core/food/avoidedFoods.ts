import type { TermList } from './findTerm';
import type { Allergen } from './allergens';
import type { ChefsLabel } from '../recipe/chefsLabels';
import animalDerived from './foodTable/animalDerived.json';
import eggs from './foodTable/eggs.json';
import fish from './foodTable/fish.json';
import gluten from './foodTable/gluten.json';
import honey from './foodTable/honey.json';
import meat from './foodTable/meat.json';
import milk from './foodTable/milk.json';
import peanuts from './foodTable/peanuts.json';
import poultry from './foodTable/poultry.json';
import sesame from './foodTable/sesame.json';
import shellfish from './foodTable/shellfish.json';
import soy from './foodTable/soy.json';
import treeNuts from './foodTable/treeNuts.json';
import type { Diet } from '../preferences/preferencesTypes';

/**
 * What each allergy and diet rules out, as data (foodTable/*.json, each with its sources): the foods,
 * ingredients, dishes, sauces and brand names that contain each group, in English, German, French, Spanish and
 * Italian, and the look-alikes that are not it (coconut milk is not dairy, buckwheat is not wheat). Loaded with
 * the request code and the cooking tools, never with the first screen.
 */
interface FoodTableFile {
  group: string;
  sources: readonly string[];
  freeOf?: readonly string[];
  terms: Record<string, readonly string[]>;
  /** German compounds: words starting or ending with these (see TermList). */
  compounds?: TermList['compounds'];
  exceptions?: readonly string[];
}

/** A group of the table as findTerm reads it, with the name the cook is told. */
export interface FoodGroup extends TermList {
  name: string;
}

const foodGroup = ({ group, terms, compounds, exceptions, freeOf }: FoodTableFile): FoodGroup => ({
  name: group,
  terms: Object.values(terms).flat(),
  compounds,
  exceptions,
  freeOf,
});

export const ALLERGEN_FOODS: Record<Allergen, FoodGroup> = {
  peanuts: foodGroup(peanuts),
  'tree nuts': foodGroup(treeNuts),
  milk: foodGroup(milk),
  eggs: foodGroup(eggs),
  gluten: foodGroup(gluten),
  fish: foodGroup(fish),
  shellfish: foodGroup(shellfish),
  soy: foodGroup(soy),
  sesame: foodGroup(sesame),
};

const MEAT = foodGroup(meat);
const POULTRY = foodGroup(poultry);
const ANIMAL_DERIVED = foodGroup(animalDerived);
const HONEY = foodGroup(honey);
const { fish: FISH, shellfish: SHELLFISH, milk: MILK, eggs: EGGS, gluten: GLUTEN } = ALLERGEN_FOODS;

/** What each diet rules out; "none" rules out nothing. */
export const DIET_EXCLUSIONS: Record<Diet, readonly FoodGroup[]> = {
  none: [],
  vegetarian: [MEAT, POULTRY, FISH, SHELLFISH, ANIMAL_DERIVED],
  vegan: [MEAT, POULTRY, FISH, SHELLFISH, ANIMAL_DERIVED, MILK, EGGS, HONEY],
  pescatarian: [MEAT, POULTRY, ANIMAL_DERIVED],
  'gluten-free': [GLUTEN],
  'dairy-free': [MILK],
};

/** The labels on a chef's ingredient (chefsLabels) each diet rules out, beside the foods it does. */
export const DIET_RULES_OUT: Record<Diet, readonly ChefsLabel[]> = {
  none: [],
  vegetarian: ['meat', 'poultry', 'fish', 'shellfish', 'gelatin'],
  vegan: ['meat', 'poultry', 'fish', 'shellfish', 'gelatin', 'milk', 'eggs', 'honey'],
  pescatarian: ['meat', 'poultry', 'gelatin'],
  'gluten-free': ['gluten'],
  'dairy-free': ['milk'],
};
