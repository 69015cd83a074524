import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ButtonRow } from '../../../components/ButtonRow';
import { SecondaryButton } from '../../../components/SecondaryButton';
import { StatusLine } from '../../../components/StatusLine';
import { TextInput } from '../../../components/TextInput';
import { failureHint } from '../../../core/request/recipeFailure';
import { CHANGE_LABELS, MAX_WISH_LENGTH, RECIPE_CHANGES } from '../../../core/steering/recipeChange';
import type { RecipeIdea } from '../../../core/steering/recipeIdea';
import { durationText } from '../../../lib/durationText';
import { selectRecipeLoading } from '../../recipe/recipeSlice';
import { smoothScrollToId } from '../../recipe/components/smoothScroll';
import { RESULTS_SECTION_ID } from '../../recipe/components/useScrollToResults';
import { requestIdeas } from '../requestIdeas';
import { askForChange, chooseIdea } from '../steerRecipe';
import { versionShown } from '../steeringActions';
import { selectChangeNotMade, selectVersionChanges, selectVersionPair } from '../steeringSelectors';
import { selectAskedOffline, selectChangeFailure, selectIdeas } from '../steeringSlice';
import { colors } from '../../../styles/themes';

const Panel = styled.section`
  margin-top: 1.5rem;
  padding-top: 1rem;
  border-top: 1px solid ${colors.border};
`;

const SubHeading = styled.h3`
  margin: 0 0 0.5rem;
  font-size: 1.05rem;
`;

const Notice = styled.p`
  margin: 0 0 0.75rem;
`;

const WishForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.75rem;

  & > input {
    flex: 1 1 12rem;
  }
`;

const Ideas = styled.ul`
  margin: 0.75rem 0 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 0.75rem;
`;

const IdeaLine = styled.p`
  margin: 0.25rem 0 0;
  color: ${colors.mutedText};
`;

const WISH_INPUT_ID = 'recipe-wish';
const NETWORK_NEEDED = 'Changes and ideas need the network. Check your connection, then try again.';

/**
 * Under a shown recipe: what the last change did (and, checked in code, whether it did what was asked), the
 * way back to the version before, the changes a cook asks a chef for, a wish of their own, and other ideas.
 */
export function RecipeSteering() {
  const dispatch = useAppDispatch();
  // Only whether a recipe is on its way: the panel need not render again with every piece of a streamed one.
  const loading = useAppSelector(selectRecipeLoading);
  const { version, previous, previousIndex } = useAppSelector(selectVersionPair);
  const changes = useAppSelector(selectVersionChanges);
  const notMade = useAppSelector(selectChangeNotMade);
  const askedOffline = useAppSelector(selectAskedOffline);
  const changeFailure = useAppSelector(selectChangeFailure);
  // Ask again: the change the shown version failed, or the one that brought no version.
  const askAgain = notMade ? version?.change : changeFailure?.change;
  const ideas = useAppSelector(selectIdeas);
  const [wish, setWish] = useState('');
  const askingIdeas = ideas.requestId !== null;

  // A chosen idea is a new recipe: the cook is taken up to it, as from "Get a recipe" (the scroll outlives this
  // panel, which gives way to the loading line). Offline, nothing is asked, and the line saying so is here.
  const askForIdea = (idea: RecipeIdea) => {
    if (dispatch(chooseIdea(idea))) smoothScrollToId(RESULTS_SECTION_ID);
  };

  const askWish = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = wish.trim();
    if (!text) return;
    void dispatch(askForChange({ kind: 'wish', wish: text }));
  };

  return (
    <Panel aria-labelledby="steering-heading">
      <SubHeading id="steering-heading">Make it yours</SubHeading>
      {version?.change && changes && (
        <Notice>
          {version.change.kind === 'wish' ? 'Your change' : CHANGE_LABELS[version.change.kind]}: {changes}
        </Notice>
      )}
      {askAgain && (
        <Notice role="alert">
          {notMade ?? `No new version: ${failureHint(changeFailure!.failure)}`}{' '}
          <SecondaryButton type="button" disabled={loading} onClick={() => void dispatch(askForChange(askAgain))}>
            Ask again
          </SecondaryButton>
        </Notice>
      )}
      {previous && (
        <ButtonRow>
          <SecondaryButton
            type="button"
            disabled={loading}
            onClick={() => dispatch(versionShown({ index: previousIndex, version: previous }))}
          >
            Back to the previous version
          </SecondaryButton>
        </ButtonRow>
      )}
      <ButtonRow role="group" aria-label="Change this recipe">
        {RECIPE_CHANGES.map((kind) => (
          <SecondaryButton
            key={kind}
            type="button"
            disabled={loading}
            onClick={() => void dispatch(askForChange({ kind }))}
          >
            {CHANGE_LABELS[kind]}
          </SecondaryButton>
        ))}
      </ButtonRow>
      <WishForm onSubmit={askWish}>
        <label htmlFor={WISH_INPUT_ID}>Your own change</label>
        <TextInput
          id={WISH_INPUT_ID}
          type="text"
          value={wish}
          maxLength={MAX_WISH_LENGTH}
          placeholder="for a child's party"
          autoComplete="off"
          onChange={(event) => setWish(event.target.value)}
        />
        <SecondaryButton type="submit" disabled={loading || wish.trim() === ''}>
          Change it
        </SecondaryButton>
      </WishForm>
      <ButtonRow>
        <SecondaryButton type="button" disabled={loading || askingIdeas} onClick={() => void dispatch(requestIdeas())}>
          Other ideas
        </SecondaryButton>
      </ButtonRow>
      <StatusLine role="status">
        {askedOffline && NETWORK_NEEDED}
        {!askedOffline && askingIdeas && ideas.list.length === 0 && 'Thinking of other ideas…'}
        {!askedOffline && ideas.failure && failureHint(ideas.failure)}
      </StatusLine>
      {ideas.list.length > 0 && (
        <Ideas aria-label="Other ideas">
          {ideas.list.map((idea) => (
            <li key={idea.name}>
              <SecondaryButton type="button" disabled={loading} onClick={() => askForIdea(idea)}>
                {idea.name}
              </SecondaryButton>
              <IdeaLine>
                {[
                  idea.summary,
                  idea.minutes !== undefined && durationText(idea.minutes * 60),
                  idea.extras.length > 0 && `also needs ${idea.extras.join(', ')}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </IdeaLine>
            </li>
          ))}
        </Ideas>
      )}
    </Panel>
  );
}
