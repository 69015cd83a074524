import * as z from 'zod/mini';
import { MAX_INGREDIENT_LENGTH } from '../ingredients/ingredientRules';
import { MAX_FOODS_SEEN } from './foodsSeen';

/** The reply a photo asks for: each food a cook could add to their list, and how sure the model is that it is there. */
const foodsSeenSchema = z.object({
  foods: z
    .array(
      z.object({
        name: z.string().check(z.minLength(1), z.maxLength(MAX_INGREDIENT_LENGTH)),
        sure: z.number().check(z.gte(0), z.lte(1)),
      }),
    )
    .check(z.maxLength(MAX_FOODS_SEEN)),
});

/** The JSON schema sent as `response_format`, converted when a photo is first read (zod stays in the model's code). */
export function foodsSeenJsonSchema(): Record<string, unknown> {
  const { $schema: _draft, ...schema } = z.toJSONSchema(foodsSeenSchema);
  return schema;
}
