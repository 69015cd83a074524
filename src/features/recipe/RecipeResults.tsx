import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { Spinner } from '../../components/Spinner';
import { HEADER_HEIGHT_PX } from '../../styles/GlobalStyle';
import { RecipeCard } from './RecipeCard';
import { selectResultsView } from './recipeSlice';
import { RESULTS_SECTION_ID } from './smoothScroll';
import { useRecipe } from './useRecipe';

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
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

export function RecipeResults() {
  const view = useAppSelector(selectResultsView);
  const { recipe, preview } = useRecipe();

  return (
    <Section id={RESULTS_SECTION_ID} aria-live="polite" aria-busy={view === 'loading'}>
      {view === 'loading' && (
        <Loading>
          <Spinner />
          <p>results will appear here ...</p>
        </Loading>
      )}
      {view === 'loading' && preview && <RecipeCard recipe={preview} />}
      {view === 'recipe' && recipe && (
        <>
          <Heading>Suggested Recipe:</Heading>
          <RecipeCard recipe={recipe} />
        </>
      )}
      {view === 'failed' && <Failure>Failed to load recipe.</Failure>}
    </Section>
  );
}
