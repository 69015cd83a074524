import type { RecipeLanguage } from '../language/recipeLanguages';
import type { NutritionInformation, Recipe as SchemaRecipe, RestrictedDiet, WithContext } from 'schema-dts';
import type { NutritionFigures } from '../nutrition/recipeNutrition';
import type { Diet } from '../preferences/preferencesTypes';
import { keepsToDiet } from '../food/recipeConflict';
import type { Recipe } from '../recipe/recipeTypes';

/** schema.org's RestrictedDiet for the cook's diet; it has none for pescatarian, and LowLactoseDiet is dairy-free's nearest. */
export const SCHEMA_DIETS: Partial<Record<Diet, RestrictedDiet>> = {
  vegetarian: 'https://schema.org/VegetarianDiet',
  vegan: 'https://schema.org/VeganDiet',
  'gluten-free': 'https://schema.org/GlutenFreeDiet',
  'dairy-free': 'https://schema.org/LowLactoseDiet',
};

/** 30 → "PT30M", 90 → "PT1H30M": ISO 8601 durations, as recipe managers read them. */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`;
}

export interface RecipeForExport {
  recipe: Recipe;
  /** The language it was asked in (schema.org's inLanguage): English unless said. */
  language?: RecipeLanguage;
  /** The ingredient lines as shown, scaled to `servings`. */
  lines: readonly string[];
  servings: number;
  diet: Diet;
  /** What the cook had listed: the recipe's keywords. */
  madeFrom: readonly string[];
  /** When it was made, as a date (YYYY-MM-DD). */
  date: string;
  /** A serving's figures from the app's table, rounded as a label rounds them, when they are counted. */
  nutrition?: NutritionFigures;
}

/** A serving's figures as schema.org writes them: each a text with its unit. */
export function nutritionInformation(figures: NutritionFigures): NutritionInformation {
  return {
    '@type': 'NutritionInformation',
    servingSize: '1 serving',
    calories: `${figures.kcal} kcal`,
    proteinContent: `${figures.protein} g`,
    fatContent: `${figures.fat} g`,
    saturatedFatContent: `${figures.saturatedFat} g`,
    carbohydrateContent: `${figures.carbohydrate} g`,
    sugarContent: `${figures.sugars} g`,
    fiberContent: `${figures.fibre} g`,
    sodiumContent: `${figures.sodiumMg} mg`,
  };
}

/**
 * The recipe as schema.org `Recipe` JSON-LD, the shape recipe managers import (Mealie's "Import from HTML or
 * JSON", Tandoor's JSON import) and the page embeds for search engines.
 */
export function recipeJsonLd({
  recipe,
  language = 'en',
  lines,
  servings,
  diet,
  madeFrom,
  date,
  nutrition,
}: RecipeForExport): WithContext<SchemaRecipe> {
  const { prepMinutes, cookMinutes } = recipe;
  // Claimed only for a diet the recipe keeps to by today's check, whatever it was asked for.
  const suitableForDiet = keepsToDiet(recipe, diet) ? SCHEMA_DIETS[diet] : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.name,
    description: recipe.description,
    inLanguage: language,
    recipeIngredient: [...lines],
    recipeInstructions: recipe.instructions.map((text) => ({ '@type': 'HowToStep', text })),
    recipeYield: `${servings} servings`,
    ...(prepMinutes !== undefined && { prepTime: isoDuration(prepMinutes) }),
    ...(cookMinutes !== undefined && { cookTime: isoDuration(cookMinutes) }),
    ...((prepMinutes !== undefined || cookMinutes !== undefined) && {
      totalTime: isoDuration((prepMinutes ?? 0) + (cookMinutes ?? 0)),
    }),
    ...(suitableForDiet && { suitableForDiet }),
    ...(nutrition && { nutrition: nutritionInformation(nutrition) }),
    keywords: madeFrom.join(', '),
    datePublished: date,
  };
}

/** Today as schema.org dates are written (YYYY-MM-DD). */
export const todayDate = () => new Date().toISOString().slice(0, 10);

/** A file name from the recipe's name: "Tomato & basil pasta" → "tomato-basil-pasta.recipe.json". */
export function recipeFileName(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${slug || 'recipe'}.recipe.json`;
}
