import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/withTypes';
import { Button } from '../../../components/Button';
import { ButtonRow } from '../../../components/ButtonRow';
import { SecondaryButton } from '../../../components/SecondaryButton';
import { Spinner } from '../../../components/Spinner';
import { useFailureHint } from '../../../recipeCard/recipeLines';
import { colors } from '../../../styles/themes';
import { addTickedFoods } from '../addTickedFoods';
import {
  selectPhotoFailure,
  selectPhotoIsSample,
  selectPhotoPhase,
  selectSeenFoods,
  selectTickedFoods,
} from '../photoSlice';
import type { PhotoFailure } from '../readPhoto';
import { SeenFoodRow } from './SeenFoodRow';
import { usePhotoText } from './photoTexts';
import { selectLanguage } from '../../language/languageSlice';

const Panel = styled.section`
  margin-top: 0.75rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${colors.border};
  border-radius: 8px;
  background: ${colors.surface};
  color: ${colors.text};
`;

const Heading = styled.h2`
  margin: 0 0 0.25rem;
  font-size: 1.15rem;
`;

const Line = styled.p`
  margin: 0.25rem 0;
`;

const Reading = styled.p`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin: 0;
`;

const Foods = styled.ul`
  margin: 0.25rem 0 0;
  padding: 0;
  list-style: none;
`;

/** What a photo failed with, in words: its own (not a photo, too large, no food), or a request's. */
function usePhotoFailureText(): (failure: PhotoFailure) => string {
  const text = usePhotoText();
  const language = useAppSelector(selectLanguage);
  const failureHint = useFailureHint(language);
  return (failure) => {
    switch (failure.kind) {
      case 'not-a-photo':
        return text('photo.failure.notAPhoto');
      case 'photo-too-large':
        return text('photo.failure.tooLarge');
      case 'no-food-seen':
        return text('photo.failure.noFoodSeen');
      default:
        return failureHint(failure);
    }
  };
}

interface SeenFoodsProps {
  /** Cancel, Dismiss: the photo's foods go, nothing is added. */
  onClose: () => void;
  onChooseAnother: () => void;
  /** After Add, when every food joined the list and the foods have closed. */
  onAllAdded: () => void;
}

/**
 * The photo being read, then the foods it shows for the cook to confirm: each ticked (unsure ones not), its name
 * theirs to correct, added only when they tap Add, and each then meeting the list's rules. A failure says why in
 * one line and leaves the list as it was.
 */
export function SeenFoods({ onClose, onChooseAnother, onAllAdded }: SeenFoodsProps) {
  const dispatch = useAppDispatch();
  const phase = useAppSelector(selectPhotoPhase);
  const foods = useAppSelector(selectSeenFoods);
  const sample = useAppSelector(selectPhotoIsSample);
  const failure = useAppSelector(selectPhotoFailure);
  const ticked = useAppSelector((state) => selectTickedFoods(state).length);
  const text = usePhotoText();
  const failureText = usePhotoFailureText();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The foods have arrived: the cook (and their screen reader) is taken to them.
  useEffect(() => {
    if (phase === 'confirming') headingRef.current?.focus();
  }, [phase]);

  if (phase === 'reading') {
    return (
      <Panel>
        <Reading role="status">
          <Spinner />
          {text('photo.reading')}
        </Reading>
        <ButtonRow>
          <SecondaryButton type="button" onClick={onClose}>
            {text('photo.cancel')}
          </SecondaryButton>
        </ButtonRow>
      </Panel>
    );
  }

  if (phase === 'failed' && failure) {
    return (
      <Panel>
        <Line role="alert">{failureText(failure)}</Line>
        <ButtonRow>
          <Button type="button" onClick={onChooseAnother}>
            {text('photo.chooseAnother')}
          </Button>
          <SecondaryButton type="button" onClick={onClose}>
            {text('photo.dismiss')}
          </SecondaryButton>
        </ButtonRow>
      </Panel>
    );
  }

  const add = () => {
    if (dispatch(addTickedFoods())) onAllAdded();
  };
  return (
    <Panel aria-labelledby="seen-foods-heading">
      <Heading id="seen-foods-heading" ref={headingRef} tabIndex={-1}>
        {text('photo.heading')}
      </Heading>
      {sample && <Line>{text('photo.sample')}</Line>}
      <Line>{text('photo.instructions')}</Line>
      <Foods>
        {foods.map((food, index) => (
          <SeenFoodRow key={food.id} food={food} number={index + 1} />
        ))}
      </Foods>
      <ButtonRow>
        <Button type="button" onClick={add} disabled={ticked === 0}>
          {text('photo.addTicked', { count: ticked })}
        </Button>
        <SecondaryButton type="button" onClick={onClose}>
          {text('photo.cancel')}
        </SecondaryButton>
      </ButtonRow>
    </Panel>
  );
}
