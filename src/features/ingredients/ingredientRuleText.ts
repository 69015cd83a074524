import { MAX_INGREDIENT_LENGTH, MAX_INGREDIENTS, type IngredientRule } from '../../core/ingredients/ingredientRules';
import type { FirstScreenId, FirstScreenText } from '../../i18n/useText';

const RULE_TEXT: Record<IngredientRule, FirstScreenId> = {
  empty: 'ingredients.rule.empty',
  duplicate: 'ingredients.rule.duplicate',
  limit: 'ingredients.rule.limit',
  'too-long': 'ingredients.rule.tooLong',
  'not-food': 'ingredients.rule.notFood',
};

/** What the form says when a rule turns an ingredient away. */
export const ingredientRuleText = (text: FirstScreenText, rule: IngredientRule): string =>
  text(RULE_TEXT[rule], { max: rule === 'limit' ? MAX_INGREDIENTS : MAX_INGREDIENT_LENGTH });
