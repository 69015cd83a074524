import { screen } from '@testing-library/react';
import { selectIngredients } from '../ingredients/ingredientsSlice';
import { selectPreferences } from './preferencesSlice';
import { PREFERENCES_STORAGE_KEY } from './preferencesChangedElsewhere';
import { renderApp } from '../../../__tests__/support/renderApp';

const openPreferences = async (user: ReturnType<typeof renderApp>['user']) => {
  await user.click(await screen.findByText('Preferences'));
  return screen.findByRole('group', { name: 'Diet' });
};

beforeEach(() => window.localStorage.clear());

describe('preferences control', () => {
  it('is collapsed at first, with no summary', async () => {
    renderApp();
    expect(await screen.findByText('Preferences')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Diet' })).not.toBeInTheDocument();
    expect(screen.queryByText(/servings/)).not.toBeInTheDocument();
  });

  it('offers Units as written (chosen), Metric and US, and keeps the choice', async () => {
    const { user, store } = renderApp();
    await openPreferences(user);
    const units = screen.getByRole('group', { name: 'Units' });
    expect(screen.getByRole('radio', { name: 'As written' })).toBeChecked();
    expect(units).toHaveTextContent('As writtenMetricUS');
    await user.click(screen.getByRole('radio', { name: 'Metric' }));
    expect(screen.getByText('Metric units')).toBeInTheDocument();
    expect(selectPreferences(store.getState()).units).toBe('metric');
    expect(JSON.parse(window.localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? '{}')).toMatchObject({ units: 'metric' });
  });

  it.each([
    ['US', 'Metric'],
    ['Metric', 'US'],
  ])('takes a second choice of Units: %s, then %s', async (first, second) => {
    const { user } = renderApp();
    await openPreferences(user);
    await user.click(screen.getByRole('radio', { name: first }));
    await user.click(screen.getByRole('radio', { name: second }));
    expect(screen.getByRole('radio', { name: second })).toBeChecked();
    expect(screen.getByRole('radio', { name: first })).not.toBeChecked();
  });

  it('sets diet, allergies, servings and time, and sums them up beside the control', async () => {
    const { user, store } = renderApp();
    await openPreferences(user);
    await user.click(screen.getByRole('radio', { name: 'Vegan' }));
    await user.type(screen.getByRole('textbox', { name: 'Allergies' }), 'peanuts{Enter}');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Servings' }), '4');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time' }), '30 minutes or less');
    expect(screen.getByText('Vegan · no peanuts · 4 servings · ≤ 30 min')).toBeInTheDocument();
    expect(selectPreferences(store.getState())).toEqual({
      diet: 'vegan',
      allergies: ['peanuts'],
      servings: 4,
      maxMinutes: 30,
      hasBasics: true,
      units: 'as-written',
    });
    expect(JSON.parse(window.localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? '{}')).toMatchObject({ diet: 'vegan' });
  });

  it('says why an allergy was not added, and keeps what was typed', async () => {
    const { user } = renderApp();
    await openPreferences(user);
    const input = screen.getByRole('textbox', { name: 'Allergies' });
    await user.type(input, 'shellfish{Enter}');
    await user.type(input, 'Shellfish{Enter}');
    expect(screen.getByText('This allergy is already in the list.')).toBeInTheDocument();
    expect(input).toHaveValue('Shellfish');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Add allergy' }));
    expect(screen.getByText('Please enter an allergy.')).toBeInTheDocument();
  });

  it('removes an allergy with its own button, and resets everything', async () => {
    const { user, store } = renderApp();
    await openPreferences(user);
    await user.type(screen.getByRole('textbox', { name: 'Allergies' }), 'soy{Enter}');
    await user.click(screen.getByRole('button', { name: 'Remove soy' }));
    expect(selectPreferences(store.getState()).allergies).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: /I have the basics/ }));
    expect(screen.getByText('no basics assumed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset preferences' }));
    expect(screen.queryByText('no basics assumed')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I have the basics/ })).toBeChecked();
  });
});

describe('not food', () => {
  it('refuses a household chemical with its message, after the spec rules, and keeps the text', async () => {
    const { user, store } = renderApp();
    const input = screen.getByRole('textbox', { name: 'Ingredient' });
    await user.type(input, 'bleach{Enter}');
    expect(screen.getByRole('alert', { name: '' })).toHaveTextContent("That doesn't look like something to cook with.");
    expect(selectIngredients(store.getState())).toEqual([]);
    expect(input).toHaveValue('bleach');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('clears the message when a real ingredient is added', async () => {
    const { user, store } = renderApp();
    const input = screen.getByRole('textbox', { name: 'Ingredient' });
    await user.type(input, 'drain cleaner{Enter}');
    await user.clear(input);
    await user.type(input, 'lemons{Enter}');
    expect(screen.queryByText("That doesn't look like something to cook with.")).not.toBeInTheDocument();
    expect(selectIngredients(store.getState())).toEqual(['lemons']);
  });
});
