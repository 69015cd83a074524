import '@testing-library/jest-dom';

// The parts of the page that load on demand are loaded before each suite, so no test races their download (or
// ts-jest compiling them) against Testing Library's wait: they render at once, as they do once prefetched.
beforeAll(async () => {
  const [
    { IngredientListOnDemand },
    { RecipeAreaOnDemand },
    { PreferencesControlOnDemand },
    { ModelSettingsDialogOnDemand },
    { CookableRecipeOnDemand },
    { HeaderControlsOnDemand },
    { MyRecipesPanelOnDemand },
    { TimerAlarmsOnDemand },
    { DemoNoticeWhenDemoOnDemand },
  ] = await Promise.all([
    import('../src/features/ingredients/LazyIngredientList'),
    import('../src/page/LazyRecipeArea'),
    import('../src/features/preferences/LazyPreferences'),
    import('../src/features/settings/ModelSettingsButton'),
    import('../src/page/recipeViewParts'),
    import('../src/components/Header'),
    import('../src/features/myRecipes/components/MyRecipesButton'),
    import('../src/features/cook/components/LazyTimerAlarms'),
    import('../src/features/settings/LazyDemoNotice'),
  ]);
  await Promise.all(
    [
      IngredientListOnDemand,
      RecipeAreaOnDemand,
      PreferencesControlOnDemand,
      ModelSettingsDialogOnDemand,
      CookableRecipeOnDemand,
      HeaderControlsOnDemand,
      MyRecipesPanelOnDemand,
      TimerAlarmsOnDemand,
      DemoNoticeWhenDemoOnDemand,
    ].map((part) => part.load()),
  );
});
