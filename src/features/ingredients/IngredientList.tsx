import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/withTypes';
import { LinkButton } from '../../components/LinkButton';
import {
  ingredientRemoved,
  ingredientsCleared,
  selectIngredients,
  selectIngredientsMissingForRecipe,
} from './ingredientsSlice';
import { colors } from '../../styles/themes';
import { useText } from '../../i18n/useText';

const HeadingRow = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 1rem;
`;

const Heading = styled.h2`
  margin: 1.5rem 0 0.5rem;
  font-size: 1.25rem;
`;

const List = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
`;

const Row = styled.li`
  overflow-wrap: anywhere;
`;

const NeededHint = styled.p`
  margin: 0.5rem 0 0;
  color: ${colors.mutedText};
`;

const RemoveButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  margin-left: 0.25rem;
  border: none;
  background: none;
  font: inherit;
  font-size: 1.25rem;
  color: ${colors.mutedText};
  cursor: pointer;
`;

/**
 * "Ingredients on hand:" with Clear All and a remove button per row; nothing while the list is empty. `rows`, when
 * given, are shown instead of the cook's (the hidden rehearsal of IngredientsSection).
 */
export function IngredientList({ focusInput, rows }: { focusInput: () => void; rows?: readonly string[] }) {
  const dispatch = useAppDispatch();
  const listed = useAppSelector(selectIngredients);
  const ingredients = rows ?? listed;
  const missing = useAppSelector(selectIngredientsMissingForRecipe);
  const text = useText();
  const list = useRef<HTMLUListElement>(null);
  // The row whose remove button takes focus once a removal has re-rendered the list.
  const rowToFocus = useRef<number | null>(null);

  useEffect(() => {
    if (rowToFocus.current === null) return;
    list.current?.querySelectorAll('button')[rowToFocus.current]?.focus();
    rowToFocus.current = null;
  }, [ingredients]);

  if (ingredients.length === 0) return null;

  const clearAll = () => {
    dispatch(ingredientsCleared());
    focusInput();
  };

  // A removed button would drop keyboard focus to the page: it goes to the row that took its place (or the
  // new last row), and back to the input once no row is left.
  const remove = (index: number) => {
    dispatch(ingredientRemoved(index));
    if (ingredients.length === 1) focusInput();
    else rowToFocus.current = Math.min(index, ingredients.length - 2);
  };

  return (
    <section aria-labelledby="ingredients-heading">
      <HeadingRow>
        <Heading id="ingredients-heading">{text('ingredients.heading')}</Heading>
        <LinkButton type="button" onClick={clearAll}>
          {text('ingredients.clearAll')}
        </LinkButton>
      </HeadingRow>
      <List ref={list}>
        {ingredients.map((ingredient, index) => (
          <Row key={ingredient}>
            {ingredient}
            <RemoveButton
              type="button"
              aria-label={text('ingredients.remove', { ingredient })}
              onClick={() => remove(index)}
            >
              ×
            </RemoveButton>
          </Row>
        ))}
      </List>
      <NeededHint role="status">{missing > 0 ? text('ingredients.neededHint', { missing }) : ''}</NeededHint>
    </section>
  );
}
