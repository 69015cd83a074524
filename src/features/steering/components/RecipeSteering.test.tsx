import { screen, within } from '@testing-library/react';
import { fakeDeps, sampleRecipe } from '../../../../__tests__/support/fakeChatClient';
import { renderApp, stateWith, stubScrollingInEachTest } from '../../../../__tests__/support/renderApp';
import { steeringChef, stoveTopSample } from '../../../../__tests__/support/steeringChef';

stubScrollingInEachTest();

const idea = (name: string) => ({ name, summary: `${name}, quickly.`, minutes: 20, extras: ['lemon'] });

async function withRecipe(answers: Parameters<typeof steeringChef>[0] = {}) {
  const view = renderApp({
    preloadedState: stateWith(['tomatoes', 'basil', 'spaghetti']),
    deps: fakeDeps(steeringChef({ change: stoveTopSample, ...answers })),
  });
  await view.user.click(screen.getByRole('button', { name: 'Get a recipe' }));
  await screen.findByRole('heading', { name: 'Suggested Recipe:' });
  return view;
}

describe('under a shown recipe', () => {
  it('offers the changes a cook asks a chef for, and a wish of their own', async () => {
    await withRecipe();
    const changes = await screen.findByRole('group', { name: 'Change this recipe' });
    expect(
      within(changes)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Quicker',
      'Spicier',
      'Milder',
      'No oven',
      'One pan',
      'Vegetarian',
      'Fewer ingredients',
      'Only what I have',
    ]);
    expect(screen.getByRole('textbox', { name: 'Your own change' })).toHaveAttribute('maxLength', '80');
  });

  it('shows the new version with what changed, and goes back to the one before in one tap', async () => {
    const { user } = await withRecipe();
    await user.click(await screen.findByRole('button', { name: 'No oven' }));
    expect(await screen.findByText('No oven: 2 steps changed.')).toBeInTheDocument();
    expect(screen.getByText('Boil the pasta in a pot.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to the previous version' }));
    expect(screen.getByText(sampleRecipe.instructions[0]!)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back to the previous version' })).not.toBeInTheDocument();
  });

  it('says so when the new version does not make the change, with a retry', async () => {
    const roasting = { ...sampleRecipe, instructions: ['Roast the tomatoes.', 'Toss with pasta.'] };
    const { user } = await withRecipe({ change: roasting });
    await user.click(await screen.findByRole('button', { name: 'No oven' }));
    const alert = (await screen.findByText(/^This version still roasts the tomatoes in step 1\./)).closest('p')!;
    expect(alert).toHaveAttribute('role', 'alert');
    expect(within(alert).getByRole('button', { name: 'Ask again' })).toBeEnabled();
  });

  it('lists other ideas, each with its line, and asks for a chosen one in full', async () => {
    const { user } = await withRecipe({ ideas: { ideas: [idea('Bruschetta'), idea('Tomato soup')] } });
    await user.click(await screen.findByRole('button', { name: 'Other ideas' }));
    const ideas = await screen.findByRole('list', { name: 'Other ideas' });
    expect(within(ideas).getByText('Bruschetta, quickly. · 20 min · also needs lemon')).toBeInTheDocument();
    await user.click(within(ideas).getByRole('button', { name: 'Tomato soup' }));
    expect(await screen.findByRole('heading', { name: sampleRecipe.name })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Other ideas' })).not.toBeInTheDocument();
  });
});
