import { DEFAULT_VISION_MODEL } from '../../core/chat/modelSettings';
import { chosenVisionModel, VISION_MODEL_KEY } from '../../modelConnection/visionModelChoice';
import { openChefSettings, renderApp } from '../../../__tests__/support/renderApp';

afterEach(() => window.localStorage.removeItem(VISION_MODEL_KEY));

describe("Chef settings' model that reads photos", () => {
  it("says the app's vision model reads photos until the cook chooses another", async () => {
    const { user } = renderApp();
    const dialog = await openChefSettings(user);
    expect(dialog.getByRole('textbox', { name: 'Model that reads photos' })).toHaveAccessibleDescription(
      expect.stringContaining(`Your photos are read by ${DEFAULT_VISION_MODEL}.`),
    );
  });

  it("keeps the cook's choice on this device, for the photos their model reads", async () => {
    const { user } = renderApp();
    const dialog = await openChefSettings(user);
    await user.type(dialog.getByRole('textbox', { name: 'Model that reads photos' }), 'llava:13b');
    await user.click(dialog.getByRole('button', { name: 'Save model' }));
    expect(chosenVisionModel()).toBe('llava:13b');
    expect(dialog.getByText('Your photos are read by llava:13b.')).toBeInTheDocument();
  });

  it('refuses what is not a model name, and keeps the choice it had', async () => {
    const { user } = renderApp();
    const dialog = await openChefSettings(user);
    const field = dialog.getByRole('textbox', { name: 'Model that reads photos' });
    await user.type(field, 'a model with spaces');
    await user.click(dialog.getByRole('button', { name: 'Save model' }));
    expect(field).toBeInvalid();
    expect(dialog.getByText(`That does not look like a model’s name, such as ${DEFAULT_VISION_MODEL}.`)).toBeVisible();
    expect(chosenVisionModel()).toBe('');
  });
});
