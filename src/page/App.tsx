import { useEffect } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../app/withTypes';
import { Footer } from '../components/Footer';
import { Header } from './Header';
import { Hero } from '../components/Hero';
import { LazyParts, OnDemand } from '../components/OnDemand';
import { SkipLink } from '../components/SkipLink';
import { INGREDIENT_INPUT_ID } from '../features/ingredients/IngredientForm';
import { IngredientsSection } from '../features/ingredients/IngredientsSection';
import { LazyTimerAlarms } from './LazyTimerAlarms';
import { PageTheme } from '../features/theme/PageTheme';
import { PageLanguage } from '../features/language/PageLanguage';
import { HEADER_HEIGHT_PX } from '../styles/layout';
import { useText } from '../i18n/useText';
import { loadAllNonFoods } from '../features/ingredients/loadAllNonFoods';
import { fetchPartsWhenIdle, lazyParts, Rehearsal } from './whatLoadsWhen';
import { recipeAreaMounted } from './recipeSectionsShown';

declare module '../components/OnDemand' {
  interface LazyPartProps {
    /** The cook's diet, allergies, servings, time and units, under the form. */
    preferences: object;
    /** "Add from a photo", under the ingredient field. */
    photo: object;
    /** The service worker's registration and its "new version" line. */
    updateLine: object;
    /** The generate panel and the results (RecipeArea). */
    recipeArea: object;
    /** In a build without a model: the demo notice, shown once its server says it answers from the demo chef. */
    demoNotice: object;
  }
}

const Main = styled.main`
  max-width: 48rem;
  margin: 0 auto;
  padding: ${HEADER_HEIGHT_PX}px 1rem 0;
`;

// Production builds in a browser with service workers (`npm start` has none, so a developer never sees a stale
// page).
const offersUpdates = () =>
  process.env.NODE_ENV === 'production' && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/** The User Timing mark App sets once the page is interactive. */
const INTERACTIVE_MARK = 'interactive';

export function App({ demoMode }: { demoMode: boolean }) {
  // The recipe area from the 2nd ingredient, or while a recipe opened from My recipes is shown.
  const recipeArea = useAppSelector(recipeAreaMounted);
  const text = useText();
  const dispatch = useAppDispatch();

  // Marks the moment the prerendered page became interactive: for CSS and the browser tests (the attribute), and
  // on the Performance panel's timeline (the mark, which the first-download budget is counted up to). From then
  // on, in idle moments, the parts fetched ahead of need and the first Add's not-food check.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    if (typeof performance.mark === 'function') performance.mark(INTERACTIVE_MARK);
    return fetchPartsWhenIdle(() => dispatch(loadAllNonFoods()));
  }, [dispatch]);

  // The page composes the features, and places the parts whose code loads on demand (whatLoadsWhen).
  return (
    <PageTheme>
      <PageLanguage>
        <LazyParts value={lazyParts}>
          <SkipLink targetId={INGREDIENT_INPUT_ID}>{text('page.skipToIngredients')}</SkipLink>
          <Header />
          <Main>
            {offersUpdates() && <OnDemand part="updateLine" />}
            {demoMode && <OnDemand part="demoNotice" />}
            <Hero />
            <IngredientsSection
              photo={<OnDemand part="photo" />}
              preferences={<OnDemand part="preferences" />}
              rehearsal={Rehearsal}
            />
            {recipeArea && <OnDemand part="recipeArea" />}
            <LazyTimerAlarms />
          </Main>
          <Footer />
        </LazyParts>
      </PageLanguage>
    </PageTheme>
  );
}
