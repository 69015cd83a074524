import { z } from 'zod';
import { MAX_PHOTO_DATA_URL_LENGTH, PHOTO_TYPES } from '../../src/core/photo/photoLimits';
import { isRecipeLanguage, RECIPE_LANGUAGES, type RecipeLanguage } from '../../src/core/language/recipeLanguages';

/** The most bytes a photo request's body may have: the photo's data URL and a little JSON around it. */
export const PHOTO_BODY_LIMIT = MAX_PHOTO_DATA_URL_LENGTH + 1024;

const types = PHOTO_TYPES.map((type) => type.replace('image/', '')).join('|');
const PHOTO_DATA_URL = new RegExp(`^data:image/(?:${types});base64,[A-Za-z0-9+/]+={0,2}$`);

const photoProblem = `"photo" must be a JPEG, PNG or WebP image as a base64 data URL of at most ${MAX_PHOTO_DATA_URL_LENGTH} characters.`;

/**
 * A photo request's body, `{ photo, language? }` and nothing else. Its words never quote the photo: the server
 * never writes it anywhere, errors included.
 */
export const photoAskedSchema = z.strictObject(
  {
    photo: z
      .string({ error: photoProblem })
      .max(MAX_PHOTO_DATA_URL_LENGTH, { error: photoProblem })
      .regex(PHOTO_DATA_URL, { error: photoProblem }),
    language: z
      .custom<RecipeLanguage>(isRecipeLanguage, `"language" must be one of ${RECIPE_LANGUAGES.join(', ')}.`)
      .optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `"${issue.keys[0]}" is not accepted: send only "photo" and "language".`
        : 'The body must be a JSON object: { "photo": "data:image/jpeg;base64,…" }.',
  },
);
