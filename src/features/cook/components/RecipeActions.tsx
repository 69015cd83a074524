import { useState, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/withTypes';
import { Button } from '../../../components/Button';
import { ButtonRow } from '../../../components/ButtonRow';
import { StatusLine } from '../../../components/StatusLine';
import { MenuButton } from '../../../components/MenuButton';
import {
  cookModeOpened,
  selectCookState,
  selectIngredientLines,
  selectRecipeForExport,
  selectShoppingList,
  selectShownRecipeConflict,
  selectShownSteps,
} from '../cookSlice';
import { recipeFileName, recipeJsonLd, todayDate } from '../../../core/cooking/recipeJsonLd';
import { useNutritionForExport } from '../../nutrition/nutritionOnDemand';
import { recipeText } from '../../../core/cooking/recipeText';
import { saveFile } from '../../../lib/saveFile';
import { useCookText } from './cookTexts';
import { useCardText } from '../../../recipeCard/cardTexts';
import { copyText, shareOrCopy } from '../../../lib/shareOrCopy';

export const START_COOKING_ID = 'start-cooking';

const SHARED_TEXT = {
  shared: 'actions.shared',
  copied: 'actions.copiedAsText',
  notCopied: 'actions.recipeNotCopied',
} as const;

/**
 * Start cooking and Save in sight; the recipe's ways out of the app (shopping list, print, share, download) in
 * one menu beside them.
 */
export function RecipeActions({ saveToggle, addToList }: { saveToggle?: ReactNode; addToList?: ReactNode }) {
  const dispatch = useAppDispatch();
  const exported = useAppSelector(selectRecipeForExport);
  const nutrition = useNutritionForExport();
  const shoppingList = useAppSelector(selectShoppingList);
  const shownLines = useAppSelector(selectIngredientLines);
  const shownSteps = useAppSelector(selectShownSteps);
  // A recipe that conflicts with the cook's preferences is cooked only once they chose to (PreferencesCheck).
  const conflict = useAppSelector(selectShownRecipeConflict);
  const { warningAccepted } = useAppSelector(selectCookState);
  const mayCook = !conflict || warningAccepted;
  const [status, setStatus] = useState('');
  const text = useCookText();
  const cardText = useCardText();
  if (!exported) return null;
  const { recipe, servings } = exported;

  const copyShoppingList = async () => {
    if (shoppingList.length === 0) return setStatus(text('actions.nothingToBuy'));
    const copied = await copyText(shoppingList.join('\n'));
    setStatus(copied ? text('actions.itemsCopied', { count: shoppingList.length }) : text('actions.listNotCopied'));
  };

  const share = async () => {
    // Shared as the cook sees it, in their units; the download keeps the recipe's own words.
    const asText = recipeText({ ...recipe, instructions: shownSteps }, shownLines.filter(Boolean), {
      serves: cardText('card.serves', { servings }),
      ingredients: cardText('card.ingredients'),
      instructions: cardText('card.instructions'),
    });
    const done = await shareOrCopy(recipe.name, asText);
    setStatus(done === 'cancelled' ? '' : text(SHARED_TEXT[done]));
  };

  const download = () => {
    const jsonLd = recipeJsonLd({ ...exported, date: todayDate(), nutrition });
    saveFile(recipeFileName(recipe.name), JSON.stringify(jsonLd, null, 2));
    setStatus(text('actions.downloaded'));
  };

  return (
    <>
      <ButtonRow>
        {mayCook && (
          <Button id={START_COOKING_ID} type="button" onClick={() => dispatch(cookModeOpened())}>
            {text('actions.startCooking')}
          </Button>
        )}
        {saveToggle}
        {addToList}
        <MenuButton
          label={text('actions.more')}
          actions={[
            { label: text('actions.copyShoppingList'), onSelect: () => void copyShoppingList() },
            { label: text('actions.print'), onSelect: () => window.print() },
            { label: text('actions.share'), onSelect: () => void share() },
            { label: text('actions.download'), onSelect: download },
          ]}
        />
      </ButtonRow>
      <StatusLine role="status">{status}</StatusLine>
    </>
  );
}
