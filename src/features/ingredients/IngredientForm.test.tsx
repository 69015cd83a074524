// Colours are CSS variables that jsdom cannot resolve; the browser suite checks the computed red border.
import { act, screen } from '@testing-library/react';
import { DUPLICATE_WARNING_MS, LIMIT_WARNING_MS, MAX_INGREDIENTS } from '../../core/ingredients/ingredientRules';
import { renderApp, stateWith } from '../../../__tests__/support/renderApp';

const input = () => screen.getByRole('textbox', { name: 'Ingredient' });
const addButton = () => screen.getByRole('button', { name: 'Add Ingredient' });
const message = () => screen.getByRole('alert');
const listed = () => screen.queryAllByRole('listitem').map((item) => item.textContent?.replace('×', ''));
/** The list's code loads on demand, so its first appearance is awaited. */
const listedSoon = async () =>
  (await screen.findAllByRole('listitem')).map((item) => item.textContent?.replace('×', ''));
const tenIngredients = Array.from({ length: MAX_INGREDIENTS }, (_, index) => `item ${index}`);

describe.each(['light', 'dark'] as const)('ingredient form (%s theme)', (theme) => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const setup = (items: string[] = []) => renderApp({ preloadedState: stateWith(items, theme), fakeTimers: true });

  it('offers an input with the placeholder "e.g oregano" and an Add Ingredient button', () => {
    setup();
    expect(input()).toHaveAttribute('placeholder', 'e.g oregano');
    expect(addButton()).toBeInTheDocument();
  });

  it('adds the trimmed ingredient with the button and empties the input', async () => {
    const { user } = setup();
    await user.type(input(), '  oregano ');
    await user.click(addButton());
    expect(await listedSoon()).toEqual(['oregano']);
    expect(input()).toHaveValue('');
  });

  it('adds with Enter', async () => {
    const { user } = setup();
    await user.type(input(), 'basil{Enter}');
    expect(await listedSoon()).toEqual(['basil']);
  });

  it('shows "Please enter a valid ingredient." for blank input and refocuses the input', async () => {
    const { user } = setup();
    await user.type(input(), '   ');
    await user.click(addButton());
    expect(message()).toHaveTextContent('Please enter a valid ingredient.');
    expect(input()).toHaveFocus();
    expect(listed()).toEqual([]);
  });

  it('marks a duplicate with a red border and not-allowed cursor for 3 seconds, then clears', async () => {
    const { user } = setup(['salt']);
    await user.type(input(), 'salt{Enter}');
    expect(message()).toHaveTextContent('This ingredient is already in the list.');
    expect(input()).toHaveStyle({ cursor: 'not-allowed' });
    expect(input()).toHaveAttribute('aria-invalid', 'true');

    act(() => jest.advanceTimersByTime(DUPLICATE_WARNING_MS - 1));
    expect(message()).toHaveTextContent('This ingredient is already in the list.');

    act(() => jest.advanceTimersByTime(1));
    expect(message()).toBeEmptyDOMElement();
    expect(input()).not.toHaveStyle({ cursor: 'not-allowed' });
    expect(input()).toHaveAttribute('aria-invalid', 'false');
    expect(listed()).toEqual(['salt']);
  });

  it('restarts the duplicate timer when the mistake is repeated instead of stacking timers', async () => {
    const { user } = setup(['salt']);
    await user.type(input(), 'salt{Enter}');
    act(() => jest.advanceTimersByTime(2000));
    await user.keyboard('{Enter}');
    act(() => jest.advanceTimersByTime(DUPLICATE_WARNING_MS - 1));
    expect(message()).toHaveTextContent('This ingredient is already in the list.');
    act(() => jest.advanceTimersByTime(1));
    expect(message()).toBeEmptyDOMElement();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('refuses an eleventh ingredient, then clears input and message after 1 second', async () => {
    const { user } = setup(tenIngredients);
    await user.type(input(), 'pepper{Enter}');
    expect(message()).toHaveTextContent('You can only add up to 10 ingredients.');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveValue('pepper');

    act(() => jest.advanceTimersByTime(LIMIT_WARNING_MS - 1));
    expect(input()).toHaveValue('pepper');

    act(() => jest.advanceTimersByTime(1));
    expect(input()).toHaveValue('');
    expect(message()).toBeEmptyDOMElement();
    expect(listed()).toHaveLength(MAX_INGREDIENTS);
  });

  it('reports a duplicate before the limit when the list is full', async () => {
    const { user } = setup(tenIngredients);
    await user.type(input(), 'item 4{Enter}');
    expect(message()).toHaveTextContent('This ingredient is already in the list.');
  });

  it('leaves no timer running after unmount', async () => {
    const { user, unmount } = setup(['salt']);
    const before = jest.getTimerCount();
    await user.type(input(), 'salt{Enter}');
    expect(jest.getTimerCount()).toBe(before + 1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
