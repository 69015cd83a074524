import styled from 'styled-components';
import { Button } from '../../components/Button';
import { failureHint, type RecipeFailure } from './recipeFailure';

const Hint = styled.p`
  margin: 0 0 1rem;
`;

/** Why the request failed and a way to try again; loaded with the recipe card, only ever after a request. */
export function FailureDetails({ failure, onTryAgain }: { failure: RecipeFailure | null; onTryAgain: () => void }) {
  return (
    <>
      {failure && <Hint>{failureHint(failure)}</Hint>}
      <Button type="button" onClick={onTryAgain}>
        Try again
      </Button>
    </>
  );
}
