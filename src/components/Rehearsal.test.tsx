import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Rehearsal } from './Rehearsal';

it('says once that its part has been laid out', () => {
  const laidOut = jest.fn();
  render(
    <Rehearsal onLaidOut={laidOut}>
      <button type="button">Clear All</button>
    </Rehearsal>,
  );
  expect(laidOut).toHaveBeenCalledTimes(1);
});

it('keeps its part from screen readers and the keyboard', async () => {
  render(
    <>
      <Rehearsal onLaidOut={() => {}}>
        <button type="button">Clear All</button>
      </Rehearsal>
      <button type="button">Add Ingredient</button>
    </>,
  );
  expect(screen.queryByRole('button', { name: 'Clear All' })).not.toBeInTheDocument();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Add Ingredient' })).toHaveFocus();
});
