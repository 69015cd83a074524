import { createSelector } from '@reduxjs/toolkit';
import { changeNotMade } from '../../core/steering/changeNotMade';
import { steeringIngredients } from '../../core/steering/steeringIngredients';
import { versionChanges } from '../../core/steering/versionChanges';
import { selectIngredients } from '../ingredients/ingredientsSlice';
import { selectPreferences } from '../preferences/preferencesSlice';
import { selectShownVersionIndex, selectVersions } from './steeringSlice';

/** The version on the card, and the one it was made from (none for the first). */
export const selectVersionPair = createSelector([selectVersions, selectShownVersionIndex], (versions, shown) => {
  const version = versions[shown] ?? null;
  const previousIndex = version?.basedOn ?? -1;
  return { version, previous: versions[previousIndex] ?? null, previousIndex };
});

/** What the version on the card changed, in one line; null for a first recipe. */
export const selectVersionChanges = createSelector([selectVersionPair], ({ version, previous }) =>
  version?.change && previous ? versionChanges(previous.recipe, version.recipe) : null,
);

/**
 * Why the version on the card does not make the change asked for, checked in code; null when it does, or when
 * the change is not one code can check. "Only what I have" is what the cook listed (or, for a kept recipe
 * opened with a shorter list, what the recipe it was made from used).
 */
export const selectChangeNotMade = createSelector(
  [selectVersionPair, selectIngredients, selectPreferences],
  ({ version, previous }, listed, preferences) => {
    if (!version?.change || !previous) return null;
    const pantry = { ingredients: steeringIngredients(listed, previous.recipe), hasBasics: preferences.hasBasics };
    return changeNotMade(version.change, previous.recipe, version.recipe, pantry);
  },
);
