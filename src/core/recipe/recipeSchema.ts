// zod's mini build: the same schemas, validation and JSON Schema output, in about half the bytes (16 KB gzipped
// with what it shares, against 29 KB for the full build).
import * as z from 'zod/mini';
import { CHEFS_LABELS, type ChefsLabel } from './chefsLabels';

/**
 * The recipe's shape, as the model is asked to write it: the spec's fields, the optional facts, and bounds that
 * keep a whole reply within MAX_REPLY_TOKENS (1024): at most about 3,600 characters of text in all.
 */
const ingredientFields = {
  name: z.string().check(z.minLength(1), z.maxLength(50)),
  measurement: z.string().check(z.maxLength(30)),
};

export const recipeSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(80)),
  description: z.string().check(z.minLength(1), z.maxLength(200)),
  ingredients: z.array(z.object(ingredientFields)).check(z.minLength(1), z.maxLength(16)),
  instructions: z.array(z.string().check(z.minLength(1), z.maxLength(200))).check(z.minLength(1), z.maxLength(10)),
  servings: z.optional(z.int().check(z.gte(1), z.lte(100))),
  prepMinutes: z.optional(z.int().check(z.gte(1), z.lte(24 * 60))),
  cookMinutes: z.optional(z.int().check(z.gte(1), z.lte(24 * 60))),
});

/**
 * The same with the chef's marks: when the cook has allergies or a diet, each ingredient also says which allergen
 * groups and animal foods it contains (see chefsLabels), a second opinion beside the app's own table.
 */
export const markedRecipeSchema = z.extend(recipeSchema, {
  ingredients: z
    .array(
      z.object({
        ...ingredientFields,
        contains: z.array(z.enum(CHEFS_LABELS)).check(z.maxLength(CHEFS_LABELS.length)),
      }),
    )
    .check(z.minLength(1), z.maxLength(16)),
});

type SpecRecipe = z.infer<typeof recipeSchema>;

/** The recipe as the app holds it: the schema's output, with the chef's marks on each ingredient when asked for. */
export type RecipeShape = Omit<SpecRecipe, 'ingredients'> & {
  ingredients: Array<SpecRecipe['ingredients'][number] & { contains?: ChefsLabel[] }>;
};

const convertedSchemas = new Map<boolean, Record<string, unknown>>();

/**
 * The recipe's JSON schema (with the chef's marks when `marked`), converted once per page: converting takes a
 * phone's CPU slowed 4× about 70 ms, so it is done at idle time once the request code has arrived
 * (prefetchRecipeModel), not in the click's task.
 */
export function recipeJsonSchema(marked = false): Record<string, unknown> {
  let converted = convertedSchemas.get(marked);
  if (!converted) {
    // The draft's `$schema` tag says nothing a server needs, and some refuse keys they do not know.
    const { $schema: _draft, ...schema } = z.toJSONSchema(marked ? markedRecipeSchema : recipeSchema);
    convertedSchemas.set(marked, (converted = schema));
  }
  return converted;
}
