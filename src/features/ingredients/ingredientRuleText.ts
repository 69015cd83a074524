import { MAX_INGREDIENT_LENGTH, MAX_INGREDIENTS, type IngredientRule } from '../../core/ingredients/ingredientRules';
import type { FirstScreenText } from '../../i18n/useText';

/** What the form says when a rule turns an ingredient away. */
export function ingredientRuleText(text: FirstScreenText, rule: IngredientRule): string {
  switch (rule) {
    case 'empty':
      return text('ingredients.rule.empty');
    case 'duplicate':
      return text('ingredients.rule.duplicate');
    case 'limit':
      return text('ingredients.rule.limit', { max: MAX_INGREDIENTS });
    case 'too-long':
      return text('ingredients.rule.tooLong', { max: MAX_INGREDIENT_LENGTH });
    case 'not-food':
      return text('ingredients.rule.notFood');
  }
}
