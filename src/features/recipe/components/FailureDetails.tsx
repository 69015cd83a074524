import styled from 'styled-components';
import { Button } from '../../../components/Button';
import type { RequestFailure } from '../../../core/modelRequest/recipeFailure';
import { useFailureHint, useRecipeLinesText } from '../../../recipeCard/recipeLines';
import { FOCUS_TARGET_IDS } from './useResultsFocus';
import { useRecipeText } from './recipeTexts';
import { useAppSelector } from '../../../app/withTypes';
import { selectLanguage } from '../../language/languageSlice';

/** Where a Hugging Face account adds inference credit. */
const BILLING_URL = 'https://huggingface.co/settings/billing';

const Hint = styled.p`
  margin: 0 0 1rem;
`;

/** Why the request failed and a way to try again; loaded with the recipe card, only ever after a request. */
export function FailureDetails({ failure, onTryAgain }: { failure: RequestFailure | null; onTryAgain: () => void }) {
  const text = useRecipeText();
  const language = useAppSelector(selectLanguage);
  const failureHint = useFailureHint(language);
  const linesText = useRecipeLinesText();
  return (
    <>
      {failure && <Hint>{failureHint(failure)}</Hint>}
      {failure?.kind === 'no-credit' && (
        <Hint>
          <a href={BILLING_URL} target="_blank" rel="noreferrer">
            {linesText('failure.addCredit')}
          </a>
        </Hint>
      )}
      <Button id={FOCUS_TARGET_IDS.tryAgain} type="button" onClick={onTryAgain}>
        {text('results.tryAgain')}
      </Button>
    </>
  );
}
