import type { RecipePreview } from '../../../core/recipe/recipeTypes';
import { checkedPreviews } from './checkedPreviews';

/** The previews of a reply written piece by piece, and how often the reply so far was read. */
function streamed() {
  let text = '';
  let reads = 0;
  const shown: RecipePreview[] = [];
  const previews = checkedPreviews({
    textSoFar: () => {
      reads += 1;
      return text;
    },
    onPreview: (preview) => shown.push(preview),
    onWithheld: () => {},
  });
  return {
    shown,
    reads: () => reads,
    write: (piece: string) => {
      text += piece;
      return previews.textArrived(piece);
    },
  };
}

describe('checkedPreviews', () => {
  it('shows the name in the task its closing quote arrives in, and says it did', () => {
    const reply = streamed();
    expect(reply.write('{"name":"Spin')).toBe(false);
    expect(reply.write('ach Pie"')).toBe(true);
    expect(reply.shown.map(({ name }) => name)).toEqual(['Spinach Pie']);
  });

  it('does not read the reply again for a piece that ends no value (most of a name or a step)', () => {
    const reply = streamed();
    reply.write('{"name":"');
    const readsBefore = reply.reads();
    reply.write('Spin');
    reply.write('ach and ');
    expect(reply.reads()).toBe(readsBefore);
    expect(reply.shown).toEqual([]);
  });
});
