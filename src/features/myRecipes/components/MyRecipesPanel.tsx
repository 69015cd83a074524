import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/withTypes';
import { loadWhenIdle } from '../../../app/loadWhenIdle';
import { DialogTop } from '../../../components/DialogTop';
import { Drawer } from '../../../components/Drawer';
import { SecondaryButton } from '../../../components/SecondaryButton';
import { TextInput } from '../../../components/TextInput';
import { useModalDialog } from '../../../components/useModalDialog';
import { keptRecipeOpened } from '../../recipe/recipeSlice';
import type { KeptRecipe } from '../keptRecipe';
import {
  searchChanged,
  selectHasHistory,
  selectMyRecipesLists,
  selectRecipeSearch,
  selectRecipeStorage,
} from '../myRecipesSlice';
import { historyCleared, keptRecipesRead, recipeRemoved } from '../keptRecipesThunks';
import { KeptRecipeList, type RecipeChoice } from './KeptRecipeList';
import { RecipeFileControls } from './RecipeFileControls';
import { StorageNotice } from './StorageNotice';
import { UndoRemoval } from './UndoRemoval';
import { colors } from '../../../styles/themes';
import { useText } from '../../../i18n/useText';
import { useMyRecipesText } from './myRecipesTexts';
import { RECENT_LIMIT } from '../keptRecipe';

const TITLE_ID = 'my-recipes-title';
const SEARCH_ID = 'my-recipes-search';

const Title = styled.h2`
  margin: 0;
`;

const SearchLabel = styled.label`
  display: block;
  margin-top: 1rem;
  font-weight: 600;
`;

const Search = styled(TextInput)`
  width: 100%;
  margin-top: 0.25rem;
`;

const Note = styled.p`
  margin: 1rem 0 0;
  color: ${colors.mutedText};
`;

const focusSearch = () => document.getElementById(SEARCH_ID)?.focus();

/**
 * My recipes: Saved and Recent, searchable by name or ingredient. A recipe opens in the page's results with
 * its cooking tools; Remove and Clear history can be undone for a few seconds; Export and Import move the saved
 * ones between devices and apps.
 */
export function MyRecipesPanel({
  onClosed,
  loadRecipeView,
  addToList,
}: {
  onClosed: () => void;
  /** Downloads what an opened recipe is shown with: the results and the cook's card (other features'). */
  loadRecipeView: () => Promise<void>;
  /** Under the lists: what puts the chosen recipes on the shopping list (the page places it); then `done`. */
  addToList?: (chosen: readonly KeptRecipe[], done: () => void) => ReactNode;
}) {
  const text = useText();
  const myRecipesText = useMyRecipesText();
  const dispatch = useAppDispatch();
  const { dialogProps, close } = useModalDialog(onClosed);
  const { saved, recent } = useAppSelector(selectMyRecipesLists);
  const search = useAppSelector(selectRecipeSearch);
  const storage = useAppSelector(selectRecipeStorage);
  const hasHistory = useAppSelector(selectHasHistory);
  const [chosenIds, setChosenIds] = useState<ReadonlySet<string>>(new Set());
  const choice = useMemo<RecipeChoice>(
    () => ({
      chosen: chosenIds,
      toggle: (kept) =>
        setChosenIds((ids) => {
          const next = new Set(ids);
          if (!next.delete(kept.id)) next.add(kept.id);
          return next;
        }),
    }),
    [chosenIds],
  );
  const chosen = [...saved, ...recent].filter((kept) => chosenIds.has(kept.id));

  const unread = storage === 'unread';
  useEffect(() => {
    // Read at idle time already, as a rule; after that, this page's changes and other tabs' keep the state current.
    if (unread) void dispatch(keptRecipesRead());
    // What an opened recipe is shown with, ahead of the click, once the list is up.
    return loadWhenIdle(loadRecipeView);
  }, [dispatch, unread, loadRecipeView]);

  const open = useCallback(
    async (kept: KeptRecipe) => {
      // Shown whole, with its tools, at once (so focus lands on a name that stays); without them if they cannot load.
      await loadRecipeView();
      dispatch(keptRecipeOpened(kept));
      close();
    },
    [dispatch, close, loadRecipeView],
  );
  const remove = useCallback((kept: KeptRecipe) => void dispatch(recipeRemoved(kept.id)), [dispatch]);

  const searching = search.trim() !== '';
  const nothingFound = searching && saved.length === 0 && recent.length === 0;

  return (
    <Drawer {...dialogProps} aria-labelledby={TITLE_ID}>
      <DialogTop>
        <Title id={TITLE_ID}>{text('names.myRecipes')}</Title>
        <SecondaryButton type="button" onClick={close}>
          {myRecipesText('myRecipes.close')}
        </SecondaryButton>
      </DialogTop>
      <StorageNotice />
      <SearchLabel htmlFor={SEARCH_ID}>{myRecipesText('myRecipes.search')}</SearchLabel>
      <Search
        id={SEARCH_ID}
        type="search"
        autoComplete="off"
        value={search}
        onChange={(event) => dispatch(searchChanged(event.target.value))}
      />
      {storage === 'reading' && saved.length === 0 && recent.length === 0 ? (
        <Note role="status">{myRecipesText('myRecipes.reading')}</Note>
      ) : nothingFound ? (
        <Note role="status">{myRecipesText('myRecipes.noMatch', { search: search.trim() })}</Note>
      ) : (
        <>
          <KeptRecipeList
            title={myRecipesText('myRecipes.saved')}
            recipes={saved}
            empty={myRecipesText(searching ? 'myRecipes.savedNoMatch' : 'myRecipes.savedEmpty')}
            onOpen={open}
            onRemove={remove}
            choice={choice}
          />
          <KeptRecipeList
            title={myRecipesText('myRecipes.recent')}
            recipes={recent}
            marksSaved
            empty={
              searching
                ? myRecipesText('myRecipes.recentNoMatch')
                : myRecipesText('myRecipes.recentEmpty', { max: RECENT_LIMIT })
            }
            onOpen={open}
            onRemove={remove}
            choice={choice}
          >
            {hasHistory && (
              <SecondaryButton type="button" onClick={() => void dispatch(historyCleared())}>
                {myRecipesText('myRecipes.clearHistory')}
              </SecondaryButton>
            )}
          </KeptRecipeList>
        </>
      )}
      {addToList?.(chosen, () => setChosenIds(new Set()))}
      <UndoRemoval afterUndo={focusSearch} />
      <RecipeFileControls />
    </Drawer>
  );
}
