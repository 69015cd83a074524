import { useAppSelector } from '../../../app/hooks';
import { selectIngredients } from '../../ingredients/ingredientsSlice';
import { selectPreferences } from '../../preferences/preferencesSlice';
import type { Recipe } from '../../recipe/recipeTypes';
import { selectIngredientLines, selectShownServings } from '../cookSlice';
import { recipeJsonLd } from '../recipeJsonLd';

/**
 * The recipe on the page as schema.org JSON-LD, for search engines and recipe-saving extensions. A data block,
 * never run (the Content-Security-Policy allows it); "<" is escaped so no text from the model can end it.
 */
export function RecipeJsonLdScript({ recipe }: { recipe: Recipe }) {
  const lines = useAppSelector(selectIngredientLines);
  const servings = useAppSelector(selectShownServings);
  const { diet } = useAppSelector(selectPreferences);
  const madeFrom = useAppSelector(selectIngredients);
  const date = new Date().toISOString().slice(0, 10);
  const json = JSON.stringify(recipeJsonLd({ recipe, lines: lines.filter(Boolean), servings, diet, madeFrom, date }));
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json.replace(/</g, '\\u003c') }} />;
}
