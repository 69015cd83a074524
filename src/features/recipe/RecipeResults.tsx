import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { HEADER_HEIGHT_PX } from '../../styles/GlobalStyle';
import { selectResultsView } from './recipeSlice';
import { useRecipe } from './useRecipe';

/** The spec's scroll target, named results-section. */
export const RESULTS_SECTION_ID = 'results-section';

// Only needed once a recipe arrives; shares the prefetched chunk with the generate panel.
const RecipeCard = lazy(() =>
  import(/* webpackChunkName: "recipe-ui", webpackPrefetch: true */ './RecipeCard').then((module) => ({
    default: module.RecipeCard,
  })),
);

const FailureDetails = lazy(() =>
  import(/* webpackChunkName: "recipe-ui", webpackPrefetch: true */ './FailureDetails').then((module) => ({
    default: module.FailureDetails,
  })),
);

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
      {view === 'loading' && preview && (
        <Suspense fallback={null}>
          <RecipeCard recipe={preview} />
        </Suspense>
      )}
      {view === 'recipe' && recipe && (
        <>
          <Heading>Suggested Recipe:</Heading>
          <Suspense fallback={null}>
            <RecipeCard recipe={recipe} />
          </Suspense>
        </>
      )}
      {view === 'failed' && (
        <>
          <Failure>Failed to load recipe.</Failure>
          <Suspense fallback={null}>
            <FailureDetails failure={failure} onTryAgain={request} />
          </Suspense>
        </>
      )}
    </Section>
  );
}
