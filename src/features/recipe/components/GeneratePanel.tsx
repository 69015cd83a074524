import { useContext, useEffect } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/Button';
import { prefetchRecipeModel } from '../prefetchRecipeModel';
import { selectRecipeButtonDisabled } from '../recipeSlice';
import { useRecipeControls } from './useRecipeControls';
import { FOCUS_TARGET_IDS } from './useResultsFocus';
import { useScrollToResults } from './useScrollToResults';
import { ShownRecipeSlot } from './shownRecipeSlot';

// It sticks to the bottom of the viewport while the page below it is out of view, so on a phone the button is
// on screen the moment it appears, however long the list above it has grown.
const Panel = styled.section`
  position: sticky;
  bottom: 0;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin-top: 2rem;
  padding: 1.25rem 1.5rem;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 -2px 12px rgb(0 0 0 / 0.15);

  @media (max-width: 40rem) {
    gap: 0.5rem 1rem;
    padding: 0.75rem 1rem;
  }
`;

const Heading = styled.h2`
  margin: 0 0 0.25rem;
  font-size: 1.25rem;
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** "Ready for a recipe?", with its button. */
export function GeneratePanel() {
  const dispatch = useAppDispatch();
  const shownRecipe = useContext(ShownRecipeSlot);
  const disabled = useAppSelector(selectRecipeButtonDisabled);
  const { request } = useRecipeControls();
  const scrollToResults = useScrollToResults();

  // Shown only from 3 ingredients on (see page/LazyRecipeArea): the moment to fetch the model code.
  useEffect(() => {
    dispatch(prefetchRecipeModel(shownRecipe?.View.load));
  }, [dispatch, shownRecipe]);

  const getRecipe = () => {
    if (disabled) return;
    request();
    scrollToResults();
  };

  return (
    <Panel aria-labelledby="generate-heading">
      <div>
        <Heading id="generate-heading">Ready for a recipe?</Heading>
        <Text>Generate a delicious recipe based on the ingredients you have on hand.</Text>
      </div>
      {/* aria-disabled rather than disabled: a disabled button would drop keyboard focus mid-journey. */}
      <Button id={FOCUS_TARGET_IDS.getRecipe} type="button" onClick={getRecipe} aria-disabled={disabled}>
        Get a recipe
      </Button>
    </Panel>
  );
}
