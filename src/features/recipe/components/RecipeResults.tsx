import { memo, useDeferredValue, useEffect, useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '../../../app/withTypes';
import { SecondaryButton } from '../../../components/SecondaryButton';
import { Spinner } from '../../../components/Spinner';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { HEADER_HEIGHT_PX } from '../../../styles/layout';
import { FailureDetails } from './FailureDetails';
import { RecipeCard } from '../../../recipeCard/RecipeCard';
import type { RecipePreview } from '../../../core/recipe/recipeTypes';
import type { RecipeLanguage } from '../../../core/language/recipeLanguages';
import { selectRecipeLanguage, selectResultsView } from '../recipeSlice';
import { recipeStatusLine } from './recipeStatusLine';
import { ShownRecipe, type CookableRecipePart } from './ShownRecipe';
import { useRecipe } from './useRecipe';
import { resultsShownNow } from './resultsShownNow';
import { useRecipeControls } from './RecipeRequestControls';
import { FOCUS_TARGET_IDS, useResultsFocus } from './useResultsFocus';
import { RESULTS_SECTION_ID, useScrollToResults } from '../../../components/useScrollToResults';
import { colors } from '../../../styles/themes';
import { useRecipeText } from './recipeTexts';
import { useFailureHint } from '../../../recipeCard/recipeLines';
import { selectLanguage } from '../../language/languageSlice';

export const RECIPE_STATUS_ID = 'recipe-status';

// On a wide screen the recipe takes more than the form's column, so its ingredients sit beside the steps with
// room for their marks.
// While a recipe loads or is shown the section takes at least a screen, so the scroll to it can bring it to the
// top of the screen however little of the page is below it yet.
const Section = styled.section<{ $fillsScreen: boolean }>`
  margin-top: 2rem;
  scroll-margin-top: ${HEADER_HEIGHT_PX + 16}px;
  min-height: ${({ $fillsScreen }) => ($fillsScreen ? `calc(100dvh - ${HEADER_HEIGHT_PX + 16}px)` : '0')};

  @media (min-width: 60rem) {
    margin-inline: calc(50% - min(34rem, 50vw - 2rem));
  }
`;

// The loading line and the "Suggested Recipe:" heading take the same room above the card, so the recipe that
// streamed in below the spinner stays where it is when it is complete.
const TopRow = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-height: 3.5rem;
  color: ${colors.mutedText};
`;

const LoadingText = styled.p`
  flex: 1;
  margin: 0;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 1.25rem;
  color: ${colors.text};
`;

const Failure = styled.p`
  margin-bottom: 0.25rem;
  color: ${colors.danger};
  font-weight: 600;
`;

/**
 * What has streamed in, with the servings the finished card will say (the reply's, or those asked for), so the
 * card keeps its lines in place when the recipe completes.
 */
const PreviewCard = memo(function PreviewCard({
  preview,
  servings,
  language,
}: {
  preview: RecipePreview;
  servings: number | null;
  language: RecipeLanguage;
}) {
  const shown = useMemo(
    () => (preview.servings === undefined && servings !== null ? { ...preview, servings } : preview),
    [preview, servings],
  );
  return <RecipeCard recipe={shown} language={language} />;
});

/**
 * What other features show with a finished recipe, placed by the page (page/RecipeArea.tsx): the cook's card, and
 * under it the changes, versions and other ideas.
 */
interface ResultsParts {
  cookableRecipe?: CookableRecipePart;
  steering?: ReactNode;
}

export function RecipeResults({ cookableRecipe, steering }: ResultsParts) {
  const text = useRecipeText();
  const language = useAppSelector(selectLanguage);
  const failureHint = useFailureHint(language);
  const { request, stop } = useRecipeControls();
  // Shown a step behind the store, all from the same update: a finished recipe with its cooking tools (or a big
  // preview) is a long render on a phone, and as a deferred one React renders it in slices, with taps and frames
  // handled in between, instead of in one task with the stream's last piece. The cards are memoised, so the
  // urgent pass is cheap. Where the deferred moment has no card yet, the store's is shown (resultsShownNow).
  const current = { state: useRecipe(), view: useAppSelector(selectResultsView) };
  const deferred = { state: useDeferredValue(current.state), view: useDeferredValue(current.view) };
  const { state, view } = resultsShownNow(current, deferred);
  const { recipe, preview, failure, keptId, openedFromMyRecipes, requestedServings } = state;
  const recipeLanguage = useAppSelector(selectRecipeLanguage);
  const scrollToResults = useScrollToResults();
  useResultsFocus(view, recipe);

  // A recipe opened from My recipes: the cook is taken to it, as to a new one.
  useEffect(() => {
    if (!openedFromMyRecipes || !keptId) return;
    document.getElementById(FOCUS_TARGET_IDS.recipeName)?.focus({ preventScroll: true });
    scrollToResults();
  }, [openedFromMyRecipes, keptId, scrollToResults]);

  const stopAndRefocus = () => {
    stop();
    document.getElementById(FOCUS_TARGET_IDS.getRecipe)?.focus();
  };

  return (
    <>
      <Section
        id={RESULTS_SECTION_ID}
        aria-busy={view === 'loading'}
        $fillsScreen={view === 'loading' || view === 'recipe'}
      >
        {view === 'loading' && (
          <>
            <TopRow>
              <Spinner />
              <LoadingText>{text('results.loading')}</LoadingText>
              <SecondaryButton id={FOCUS_TARGET_IDS.stop} type="button" onClick={stopAndRefocus}>
                {text('results.stop')}
              </SecondaryButton>
            </TopRow>
            {preview && <PreviewCard preview={preview} servings={requestedServings} language={recipeLanguage} />}
          </>
        )}
        {view === 'recipe' && recipe && (
          <>
            <TopRow>
              <Heading>{text(openedFromMyRecipes ? 'results.fromMyRecipes' : 'results.suggested')}</Heading>
            </TopRow>
            <ShownRecipe recipe={recipe} language={recipeLanguage} cookableRecipe={cookableRecipe} />
            {steering}
          </>
        )}
        {view === 'failed' && (
          <>
            <Failure>{text('results.failed')}</Failure>
            <FailureDetails failure={failure} onTryAgain={request} />
          </>
        )}
      </Section>
      <VisuallyHidden id={RECIPE_STATUS_ID} role="status">
        {recipeStatusLine(text, failureHint, view, recipe, failure)}
      </VisuallyHidden>
    </>
  );
}
