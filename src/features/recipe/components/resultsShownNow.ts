import type { RecipeState, ResultsView } from '../recipeSlice';

/** The results as the store has them, or as a deferred render has them, a step behind. */
export interface ResultsMoment {
  state: RecipeState;
  view: ResultsView;
}

const showsNoCard = ({ state, view }: ResultsMoment) => view === 'loading' && state.preview === null;

/**
 * Which of the two moments the results show: the deferred one, so a long render (a finished recipe with its
 * tools, a big preview) is done in slices; but the store's while the deferred one has no card to show and the
 * store has one (the first text of a streamed recipe, which the cook waits for; or a recipe finished before a
 * deferred render of its first text was committed, which a busy phone can do), so a card once shown never goes
 * away for a moment.
 */
export function resultsShownNow(current: ResultsMoment, deferred: ResultsMoment): ResultsMoment {
  const firstText = current.state.preview !== null && deferred.state.preview === null;
  const finishedUnseen = showsNoCard(deferred) && (current.view === 'recipe' || current.view === 'failed');
  return firstText || finishedUnseen ? current : deferred;
}
