import { useAppSelector } from '../../../app/withTypes';
import { selectRecipeForExport } from '../cookSlice';
import { recipeJsonLd, todayDate } from '../../../core/cooking/recipeJsonLd';
import { useNutritionForExport } from '../../nutrition/nutritionOnDemand';

/**
 * The recipe on the page as schema.org JSON-LD, for search engines and recipe-saving extensions, with a serving's
 * nutrition once the app's table is here. A data block,
 * never run (the Content-Security-Policy allows it); "<" is escaped so no text from the model can end it.
 */
export function RecipeJsonLdScript() {
  const exported = useAppSelector(selectRecipeForExport);
  const nutrition = useNutritionForExport();
  if (!exported) return null;
  const json = JSON.stringify(recipeJsonLd({ ...exported, date: todayDate(), nutrition }));
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json.replace(/</g, '\\u003c') }} />;
}
