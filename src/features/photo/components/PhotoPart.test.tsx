import { screen } from '@testing-library/react';
import { answering, fakeDeps, FakeChatClient } from '../../../../__tests__/support/fakeChatClient';
import { renderApp, stateWith } from '../../../../__tests__/support/renderApp';
import { PhotoProblem } from '../shrinkPhoto';

const photoFile = new File(['a photo'], 'fridge.jpg', { type: 'image/jpeg' });
const shrunk = async () => 'data:image/jpeg;base64,/9j/c2hydW5r';
const reading = JSON.stringify({
  foods: [
    { name: 'eggs', sure: 0.95 },
    { name: 'spinach', sure: 0.9 },
    { name: 'rice', sure: 0.9 },
    { name: 'leek', sure: 0.3 },
  ],
});

function renderWithPhotoReader(client = answering(reading), shrinkPhoto = shrunk) {
  return renderApp({ preloadedState: stateWith(['rice']), deps: { ...fakeDeps(client), shrinkPhoto } });
}

/** The cook taps "Add from a photo" and picks a photo (the button opens the file input it stands for). */
async function choosePhoto({ user }: ReturnType<typeof renderApp>) {
  await user.click(await screen.findByRole('button', { name: 'Add from a photo' }));
  await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, photoFile);
}

/** The list, as its rows' Remove buttons name it. */
const listItems = () =>
  screen.getAllByRole('button', { name: /^Remove / }).map((button) => button.getAttribute('aria-label'));

describe('Add from a photo', () => {
  it('shows what the photo shows as ticks, the unsure ones unticked, and takes the cook to them', async () => {
    const view = renderWithPhotoReader();
    await choosePhoto(view);
    const heading = await screen.findByRole('heading', { name: 'What your photo shows' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'eggs' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'leek' })).not.toBeChecked();
    expect(screen.getByText('not sure')).toBeInTheDocument();
  });

  it('adds only what the cook ticked, as they named it, when they tap Add', async () => {
    const view = renderWithPhotoReader();
    await choosePhoto(view);
    await view.user.click(await screen.findByRole('checkbox', { name: 'spinach' }));
    await view.user.click(screen.getByRole('checkbox', { name: 'rice' }));
    const eggs = screen.getByRole('textbox', { name: 'Name of food 1' });
    await view.user.clear(eggs);
    await view.user.type(eggs, 'duck eggs');
    expect(listItems()).toHaveLength(1);
    await view.user.click(screen.getByRole('button', { name: 'Add 1 food to my list' }));
    expect(listItems()).toEqual(['Remove rice', 'Remove duck eggs']);
    expect(screen.getByText('1 food from your photo is in your list.')).toHaveRole('status');
    expect(screen.queryByRole('heading', { name: 'What your photo shows' })).not.toBeInTheDocument();
  });

  it("keeps a food the list refuses, with the list's own words, and adds the rest", async () => {
    const view = renderWithPhotoReader();
    await choosePhoto(view);
    await view.user.click(await screen.findByRole('button', { name: 'Add 3 foods to my list' }));
    expect(listItems()).toHaveLength(3);
    expect(screen.getByRole('checkbox', { name: 'rice' })).toHaveAccessibleDescription(
      'This ingredient is already in the list.',
    );
  });

  it('says in words that a file is not a photo, and keeps the list as it was', async () => {
    const notAPhoto = async () => {
      throw new PhotoProblem('not-a-photo');
    };
    const view = renderWithPhotoReader(answering(reading), notAPhoto);
    await choosePhoto(view);
    expect(
      await screen.findByText('That file is not a photo the app can read. Choose a JPEG, PNG or WebP picture.'),
    ).toHaveRole('alert');
    await view.user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByRole('button', { name: 'Add from a photo' })).toHaveFocus();
    expect(listItems()).toEqual(['Remove rice']);
  });

  it('says the model cannot read photos, pointing to Chef settings', async () => {
    const view = renderWithPhotoReader(
      new FakeChatClient(async () => {
        const { ChatRequestError } = await import('../../../core/chat/chatClient');
        throw new ChatRequestError('this model does not support image input', 400);
      }),
    );
    await choosePhoto(view);
    expect(
      await screen.findByText('This model cannot read photos: choose a vision model in Chef settings.'),
    ).toHaveRole('alert');
  });

  it('adds nothing when the cook cancels while the photo is read', async () => {
    const view = renderWithPhotoReader(new FakeChatClient(() => new Promise(() => {})));
    await choosePhoto(view);
    await screen.findByText('Reading your photo…');
    await view.user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('Reading your photo…')).not.toBeInTheDocument();
    expect(listItems()).toHaveLength(1);
  });

  it("says the demo chef's foods are its sample, not what it saw", async () => {
    const view = renderWithPhotoReader(answering('{"sample":true,"foods":[{"name":"eggs","sure":0.9}]}'));
    await choosePhoto(view);
    expect(
      await screen.findByText(
        'The demo chef does not look at photos: these foods are its sample, to show how this works.',
      ),
    ).toBeInTheDocument();
  });
});
