import { useEffect } from 'react';
import styled from 'styled-components';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { Hero } from '../components/Hero';
import { SkipLink } from '../components/SkipLink';
import { INGREDIENT_INPUT_ID } from '../features/ingredients/IngredientForm';
import { IngredientsSection } from '../features/ingredients/IngredientsSection';
import { LazyDemoNotice } from '../features/settings/LazyDemoNotice';
import { LazyUpdateLine } from '../features/appUpdate/LazyUpdateLine';
import { RecipeViewLoaderSlot } from '../features/myRecipes/components/recipeViewSlot';
import { LazyPreferences } from '../features/preferences/LazyPreferences';
import { LazyRecipeArea, loadRecipeView } from './LazyRecipeArea';
import { LazyTimerAlarms } from '../features/cook/components/LazyTimerAlarms';
import { PageTheme } from '../features/theme/PageTheme';
import { HEADER_HEIGHT_PX } from '../styles/layout';

const Main = styled.main`
  max-width: 48rem;
  margin: 0 auto;
  padding: ${HEADER_HEIGHT_PX}px 1rem 0;
`;

export function App({ demoMode }: { demoMode: boolean }) {
  // Marks the moment the prerendered page became interactive (for CSS and the browser tests to see).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  // The page composes the features: the form places the preferences, My recipes downloads what shows an opened
  // recipe, and the recipe area (RecipeArea) shows the cook's card. Each slot is documented where it is read.
  return (
    <PageTheme>
      <RecipeViewLoaderSlot value={loadRecipeView}>
        <SkipLink targetId={INGREDIENT_INPUT_ID}>Skip to ingredients</SkipLink>
        <Header />
        <Main>
          <LazyUpdateLine />
          {demoMode && <LazyDemoNotice />}
          <Hero />
          <IngredientsSection preferences={<LazyPreferences />} />
          <LazyRecipeArea />
          <LazyTimerAlarms />
        </Main>
        <Footer />
      </RecipeViewLoaderSlot>
    </PageTheme>
  );
}
