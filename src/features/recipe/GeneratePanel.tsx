import { useEffect } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button';
import { prefetchRecipeModel } from './prefetchRecipeModel';
import { selectRecipeButtonDisabled } from './recipeSlice';
import { useRecipeControls } from './useRecipe';
import { useScrollToResults } from './useScrollToResults';

const Panel = styled.section`
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
  const disabled = useAppSelector(selectRecipeButtonDisabled);
  const { request } = useRecipeControls();
  const scrollToResults = useScrollToResults();

  // Shown only from 3 ingredients on (see LazyRecipeSections): the moment to fetch the model code.
  useEffect(() => {
    dispatch(prefetchRecipeModel());
  }, [dispatch]);

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
      <Button type="button" onClick={getRecipe} aria-disabled={disabled}>
        Get a recipe
      </Button>
    </Panel>
  );
}
