/** @jest-environment jsdom */
import { makeStore } from '../../app/store';
import * as preferencesCheck from '../../core/food/recipeConflict';
import { allergyAdded } from '../preferences/preferencesSlice';
import {
  cookModeOpened,
  selectCookState,
  selectShownRecipeConflict,
  selectShownServings,
  servingsChanged,
  conflictWarningAccepted,
} from './cookSlice';
import { selectTimers, timerStarted } from './timersSlice';
import { requestRecipe } from '../recipe/requestRecipe';
import { answering, fakeDeps } from '../../../__tests__/support/fakeChatClient';
import { stateWith } from '../../../__tests__/support/renderApp';
import { listed, recipe, startEachTestAfresh } from '../../../__tests__/support/cookTestRecipe';

startEachTestAfresh();

describe('cook slice', () => {
  const store = () => makeStore(stateWith(listed), fakeDeps(answering(JSON.stringify(recipe))));

  it('keeps the servings between 1 and what a reply can serve (100)', async () => {
    const cook = store();
    await cook.dispatch(requestRecipe());
    cook.dispatch(servingsChanged(0));
    cook.dispatch(servingsChanged(101));
    cook.dispatch(servingsChanged(2.5));
    expect(selectShownServings(cook.getState())).toBe(2);
    cook.dispatch(servingsChanged(24));
    expect(selectShownServings(cook.getState())).toBe(24);
  });

  it('assumes the servings the cook asked for when the reply gives none', async () => {
    const cook = makeStore(stateWith(listed), fakeDeps(answering(JSON.stringify({ ...recipe, servings: undefined }))));
    await cook.dispatch(requestRecipe());
    expect(selectShownServings(cook.getState())).toBe(2);
  });

  it('starts over, timers included, when a new recipe replaces this one', async () => {
    const cook = store();
    await cook.dispatch(requestRecipe());
    cook.dispatch(servingsChanged(6));
    cook.dispatch(cookModeOpened());
    cook.dispatch(timerStarted({ label: '10 min', seconds: 600, step: 0 }));
    cook.dispatch(conflictWarningAccepted());
    await cook.dispatch(requestRecipe());
    expect(selectCookState(cook.getState())).toEqual({
      servings: null,
      cookModeOpen: false,
      step: 0,
      warningAccepted: false,
      asWritten: false,
    });
    expect(selectTimers(cook.getState())).toEqual([]);
  });
});

describe('the preferences check of a recipe that arrives', () => {
  const arrived = async () => {
    const cook = makeStore(stateWith(listed), fakeDeps(answering(JSON.stringify(recipe))));
    await cook.dispatch(requestRecipe());
    return cook;
  };

  it('runs once: the card reads the request’s result while the preferences stay the same', async () => {
    const check = jest.spyOn(preferencesCheck, 'recipeConflict');
    const cook = await arrived();
    expect(selectShownRecipeConflict(cook.getState())).toBeNull();
    expect(check).toHaveBeenCalledTimes(1);
    check.mockRestore();
  });

  it('runs again once the preferences change, and names what the recipe now breaks', async () => {
    const cook = await arrived();
    cook.dispatch(allergyAdded('milk'));
    expect(selectShownRecipeConflict(cook.getState())).toMatchObject({ uses: 'parmesan', allergy: 'milk' });
  });
});
