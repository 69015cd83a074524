import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { HEADER_HEIGHT_PX } from '../../styles/GlobalStyle';
import { FailureDetails } from './FailureDetails';
import { RecipeCard } from './RecipeCard';
import { selectResultsView } from './recipeSlice';
import { useRecipe } from './useRecipe';

/** The spec's scroll target, named results-section. */
export const RESULTS_SECTION_ID = 'results-section';

const Section = styled.section`
  margin-top: 2rem;
  scroll-margin-top: ${HEADER_HEIGHT_PX + 16}px;
`;

const Loading = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  padding: 2rem 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`;

const Failure = styled.p`
  margin-bottom: 0.25rem;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const SecondaryButton = styled(Button)`
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  border: 2px solid ${({ theme }) => theme.colors.border};
`;

export function RecipeResults() {
  const view = useAppSelector(selectResultsView);
  const { recipe, preview, failure, request, stop } = useRecipe();

  return (
    <Section id={RESULTS_SECTION_ID} aria-live="polite" aria-busy={view === 'loading'}>
      {view === 'loading' && (
        <Loading>
          <Spinner />
          <p>results will appear here ...</p>
          <SecondaryButton type="button" onClick={stop}>
            Stop
          </SecondaryButton>
        </Loading>
      )}
      {view === 'loading' && preview && <RecipeCard recipe={preview} />}
      {view === 'recipe' && recipe && (
        <>
          <Heading>Suggested Recipe:</Heading>
          <RecipeCard recipe={recipe} />
        </>
      )}
      {view === 'failed' && (
        <>
          <Failure>Failed to load recipe.</Failure>
          <FailureDetails failure={failure} onTryAgain={request} />
        </>
      )}
    </Section>
  );
}
