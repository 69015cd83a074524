import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/withTypes';
import { SecondaryButton } from '../../../components/SecondaryButton';
import { selectRemovedRecipes, undoExpired } from '../myRecipesSlice';
import { removalUndone } from '../keptRecipesThunks';
import { useMyRecipesText } from './myRecipesTexts';

/** How long Undo is offered after Remove or Clear history. */
export const UNDO_MS = 5000;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  min-height: 44px;
  margin-top: 0.75rem;
`;

/**
 * "Removed “…”. Undo" for a few seconds after a removal. Focus, lost with the removed entry's button, goes to
 * Undo; after Undo it goes to `afterUndo`.
 */
export function UndoRemoval({ afterUndo }: { afterUndo: () => void }) {
  const dispatch = useAppDispatch();
  const removed = useAppSelector(selectRemovedRecipes);
  const undoButton = useRef<HTMLButtonElement>(null);
  const text = useMyRecipesText();

  useEffect(() => {
    if (removed.length === 0) return;
    if (document.activeElement === document.body || document.activeElement === null) undoButton.current?.focus();
    const timer = setTimeout(() => dispatch(undoExpired()), UNDO_MS);
    return () => clearTimeout(timer);
  }, [removed, dispatch]);

  // Closing the panel ends the offer: Undo is for what was just done, not for a later visit.
  useEffect(() => () => void dispatch(undoExpired()), [dispatch]);

  const undo = () => {
    void dispatch(removalUndone(removed));
    afterUndo();
  };

  return (
    <Bar role="status">
      {removed.length > 0 && (
        <>
          {removed.length === 1
            ? text('myRecipes.removedOne', { name: removed[0]!.recipe.name })
            : text('myRecipes.removedMany', { count: removed.length })}
          <SecondaryButton ref={undoButton} type="button" onClick={undo}>
            {text('myRecipes.undo')}
          </SecondaryButton>
        </>
      )}
    </Bar>
  );
}
