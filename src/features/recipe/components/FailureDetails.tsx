import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { failureHint, type RequestFailure } from '../../../core/request/recipeFailure';
import { FOCUS_TARGET_IDS } from './useResultsFocus';

const Hint = styled.p`
  margin: 0 0 1rem;
`;

/** Why the request failed and a way to try again; loaded with the recipe card, only ever after a request. */
export function FailureDetails({ failure, onTryAgain }: { failure: RequestFailure | null; onTryAgain: () => void }) {
  return (
    <>
      {failure && <Hint>{failureHint(failure)}</Hint>}
      <Button id={FOCUS_TARGET_IDS.tryAgain} type="button" onClick={onTryAgain}>
        Try again
      </Button>
    </>
  );
}
