import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useAppSelector } from '../../../app/withTypes';
import { RecipeCard } from '../../../recipeCard/RecipeCard';
import type { Recipe } from '../../../core/recipe/recipeTypes';
import {
  selectCookState,
  selectIngredientLines,
  selectOnHand,
  selectShownServings,
  selectShownSteps,
} from '../cookSlice';
import { selectRecipeLanguage } from '../../recipe/recipeSlice';
import { CookMode } from './CookMode';
import { FoodSafetyLines } from './FoodSafetyLines';
import { LabelsNote } from './LabelsNote';
import { PreferencesCheck } from './PreferencesCheck';
import { PrintStyle } from './PrintStyle';
import { RecipeActions } from './RecipeActions';
import { RecipeJsonLdScript } from './RecipeJsonLdScript';
import { ServingsControl } from './ServingsControl';
import { StepSafetyWarnings } from './StepSafetyWarnings';
import { StepTimers } from './StepTimers';
import { TimerList } from './TimerList';
import { UnitsToggle } from './UnitsToggle';
import { colors } from '../../../styles/themes';
import { useCookText } from './cookTexts';

const Controls = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

const Tools = styled.div`
  margin: 1rem 0 0.5rem;
`;

const Mark = styled.span<{ $have: boolean }>`
  display: inline-block;
  margin-left: 0.5rem;
  padding: 0 0.5rem;
  border: 1px solid ${colors.border};
  border-radius: 999px;
  font-size: 0.85rem;
  white-space: nowrap;
  color: ${colors.mutedText};

  ${({ $have }) =>
    !$have &&
    css`
      border-style: dashed;
    `}
`;

/** What other features put on the cook's card: the page places them (page/CookableRecipeWithMyRecipes.tsx). */
export interface CardParts {
  /** Under the ingredients: the nutrition figures. */
  nutrition?: ReactNode;
  /** Beside the card's actions, and in cook mode: My recipes' Save toggle. */
  saveToggle?: ReactNode;
  /** A line under the actions: where My recipes says the recipe cannot be kept. */
  storageLine?: ReactNode;
  /** Beside the card's actions: the shopping list's Add. */
  addToList?: ReactNode;
}

/**
 * The recipe as a tool in the kitchen: the spec's card, scaled to the servings shown, each ingredient marked as
 * on the cook's list or to buy, servings beside the ingredients, and cook mode, timers, shopping list, print, share
 * and download under them, where they move nothing the cook is reading.
 */
export function CookableRecipe({
  recipe,
  nutrition,
  saveToggle,
  storageLine,
  addToList,
}: { recipe: Recipe } & CardParts) {
  const lines = useAppSelector(selectIngredientLines);
  const language = useAppSelector(selectRecipeLanguage);
  const onHand = useAppSelector(selectOnHand);
  const servings = useAppSelector(selectShownServings);
  const steps = useAppSelector(selectShownSteps);
  const shown = { ...recipe, servings, instructions: steps };
  const { cookModeOpen } = useAppSelector(selectCookState);
  const text = useCookText();

  return (
    <div data-printable>
      <PrintStyle />
      <RecipeJsonLdScript />
      <RecipeCard
        recipe={shown}
        language={language}
        renderIngredient={(index) => (
          <>
            {lines[index]}
            <Mark $have={onHand[index] ?? false} data-screen-only>
              {text(onHand[index] ? 'cook.have' : 'cook.toBuy')}
            </Mark>
          </>
        )}
        beforeIngredients={<PreferencesCheck />}
        beforeInstructions={<FoodSafetyLines />}
        renderInstruction={(index) => (
          <>
            {steps[index]}
            <StepSafetyWarnings step={index} announce />
            <StepTimers step={steps[index] ?? ''} index={index} />
          </>
        )}
        ingredientsControl={
          <Controls>
            <ServingsControl />
            <UnitsToggle />
          </Controls>
        }
        afterIngredients={
          <>
            {nutrition}
            <Tools data-screen-only>
              <LabelsNote />
              <RecipeActions saveToggle={saveToggle} addToList={addToList} />
              {storageLine}
              <TimerList announce={false} />
            </Tools>
          </>
        }
      />
      {cookModeOpen && <CookMode recipe={shown} saveToggle={saveToggle} />}
    </div>
  );
}
