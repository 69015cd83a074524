import { useAppSelector } from '../../../app/hooks';
import { selectRecipeForExport } from '../cookSlice';
import { recipeJsonLd, todayDate } from '../../../core/cooking/recipeJsonLd';

/**
 * The recipe on the page as schema.org JSON-LD, for search engines and recipe-saving extensions. A data block,
 * never run (the Content-Security-Policy allows it); "<" is escaped so no text from the model can end it.
 */
export function RecipeJsonLdScript() {
  const exported = useAppSelector(selectRecipeForExport);
  if (!exported) return null;
  const json = JSON.stringify(recipeJsonLd({ ...exported, date: todayDate() }));
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json.replace(/</g, '\\u003c') }} />;
}
