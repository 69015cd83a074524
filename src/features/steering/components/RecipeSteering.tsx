import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/withTypes';
import { ButtonRow } from '../../../components/ButtonRow';
import { SecondaryButton } from '../../../components/SecondaryButton';
import { StatusLine } from '../../../components/StatusLine';
import { TextInput } from '../../../components/TextInput';
import { MAX_WISH_LENGTH, RECIPE_CHANGES, type RecipeChangeKind } from '../../../core/steering/recipeChange';
import type { RecipeIdea } from '../../../core/steering/recipeIdea';
import { durationText } from '../../../lib/durationText';
import { selectRecipeLoading } from '../../recipe/recipeSlice';
import { smoothScrollToId } from '../../../components/smoothScroll';
import { RESULTS_SECTION_ID } from '../../../components/useScrollToResults';
import { requestIdeas } from '../requestIdeas';
import { askForChange, chooseIdea } from '../steerRecipe';
import { versionShown } from '../../recipe/recipeSlice';
import { selectChangeNotMade, selectVersionChanges, selectVersionPair } from '../steeringSelectors';
import { selectAskedOffline, selectChangeFailure, selectIdeas } from '../steeringSlice';
import { colors } from '../../../styles/themes';
import { notMadeLine, useSteeringText, versionChangesLine, type SteeringTextId } from './steeringTexts';
import { useConflictLine, useFailureHint } from '../../../recipeCard/recipeLines';
import { selectLanguage } from '../../language/languageSlice';

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
/** Each change as its button names it. */
const CHANGE_TEXT: Record<RecipeChangeKind, SteeringTextId> = {
  quicker: 'change.quicker',
  spicier: 'change.spicier',
  milder: 'change.milder',
  noOven: 'change.noOven',
  onePan: 'change.onePan',
  vegetarian: 'change.vegetarian',
  fewerIngredients: 'change.fewerIngredients',
  onlyWhatIHave: 'change.onlyWhatIHave',
};

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
  const text = useSteeringText();
  const language = useAppSelector(selectLanguage);
  const failureHint = useFailureHint(language);
  const conflictLine = useConflictLine(language);

  // A chosen idea is a new recipe: the cook is taken up to it, as from "Get a recipe" (the scroll outlives this
  // panel, which gives way to the loading line). Offline, nothing is asked, and the line saying so is here.
  const askForIdea = (idea: RecipeIdea) => {
    if (dispatch(chooseIdea(idea))) smoothScrollToId(RESULTS_SECTION_ID);
  };

  const askWish = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const asked = wish.trim();
    if (!asked) return;
    void dispatch(askForChange({ kind: 'wish', wish: asked }));
  };

  return (
    <Panel aria-labelledby="steering-heading">
      <SubHeading id="steering-heading">{text('steering.heading')}</SubHeading>
      {version?.change && changes && (
        <Notice>
          {text('steering.whatChanged', {
            change: text(version.change.kind === 'wish' ? 'steering.yourChange' : CHANGE_TEXT[version.change.kind]),
            changes: versionChangesLine(text, language, changes),
          })}
        </Notice>
      )}
      {askAgain && (
        <Notice role="alert">
          {notMade
            ? notMadeLine(text, language, conflictLine, notMade)
            : text('steering.noNewVersion', { hint: failureHint(changeFailure!.failure) })}{' '}
          <SecondaryButton type="button" disabled={loading} onClick={() => void dispatch(askForChange(askAgain))}>
            {text('steering.askAgain')}
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
            {text('steering.previousVersion')}
          </SecondaryButton>
        </ButtonRow>
      )}
      <ButtonRow role="group" aria-label={text('steering.changes')}>
        {RECIPE_CHANGES.map((kind) => (
          <SecondaryButton
            key={kind}
            type="button"
            disabled={loading}
            onClick={() => void dispatch(askForChange({ kind }))}
          >
            {text(CHANGE_TEXT[kind])}
          </SecondaryButton>
        ))}
      </ButtonRow>
      <WishForm onSubmit={askWish}>
        <label htmlFor={WISH_INPUT_ID}>{text('steering.wishLabel')}</label>
        <TextInput
          id={WISH_INPUT_ID}
          type="text"
          value={wish}
          maxLength={MAX_WISH_LENGTH}
          placeholder={text('steering.wishPlaceholder')}
          autoComplete="off"
          onChange={(event) => setWish(event.target.value)}
        />
        <SecondaryButton type="submit" disabled={loading || wish.trim() === ''}>
          {text('steering.changeIt')}
        </SecondaryButton>
      </WishForm>
      <ButtonRow>
        <SecondaryButton type="button" disabled={loading || askingIdeas} onClick={() => void dispatch(requestIdeas())}>
          {text('steering.otherIdeas')}
        </SecondaryButton>
      </ButtonRow>
      <StatusLine role="status">
        {askedOffline && text('steering.networkNeeded')}
        {!askedOffline && askingIdeas && ideas.list.length === 0 && text('steering.thinking')}
        {!askedOffline && ideas.failure && failureHint(ideas.failure)}
      </StatusLine>
      {ideas.list.length > 0 && (
        <Ideas aria-label={text('steering.otherIdeas')}>
          {ideas.list.map((idea) => (
            <li key={idea.name}>
              <SecondaryButton type="button" disabled={loading} onClick={() => askForIdea(idea)}>
                {idea.name}
              </SecondaryButton>
              <IdeaLine>
                {[
                  idea.summary,
                  idea.minutes !== undefined && durationText(idea.minutes * 60),
                  idea.extras.length > 0 && text('steering.alsoNeeds', { extras: idea.extras.join(', ') }),
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
