import { useRef, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/withTypes';
import { SecondaryButton } from '../../../components/SecondaryButton';
import { StrokeIcon } from '../../../components/StrokeIcon';
import { PHOTO_TYPES } from '../../../core/photo/photoLimits';
import { colors } from '../../../styles/themes';
import { photoDismissed, selectLastAdded, selectPhotoPhase } from '../photoSlice';
import { readPhoto } from '../readPhoto';
import { SeenFoods } from './SeenFoods';
import { usePhotoText } from './photoTexts';

const ChooseButton = styled(SecondaryButton)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
`;

const AddedLine = styled.p`
  margin: 0.5rem 0 0;
  color: ${colors.mutedText};
`;

/**
 * "Add from a photo", under the ingredient field: the phone's camera or a file, read into foods the cook confirms
 * before any joins the list (SeenFoods). The photo goes only to the model; nothing of it is kept.
 */
export function PhotoPart() {
  const dispatch = useAppDispatch();
  const phase = useAppSelector(selectPhotoPhase);
  const lastAdded = useAppSelector(selectLastAdded);
  const text = usePhotoText();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const reading = useRef<{ abort: () => void } | null>(null);

  const choose = () => inputRef.current?.click();
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again is a new choice.
    event.target.value = '';
    if (!file) return;
    reading.current?.abort();
    reading.current = dispatch(readPhoto(file));
  };
  const close = () => {
    reading.current?.abort();
    dispatch(photoDismissed());
    buttonRef.current?.focus();
  };

  return (
    <>
      <ChooseButton ref={buttonRef} type="button" onClick={choose}>
        <StrokeIcon>
          <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
          <circle cx="12" cy="13" r="3.5" />
        </StrokeIcon>
        {text('photo.choose')}
      </ChooseButton>
      <input ref={inputRef} type="file" accept={PHOTO_TYPES.join(',')} hidden onChange={chosen} />
      {phase === 'closed' && lastAdded > 0 && (
        <AddedLine role="status">{text('photo.added', { count: lastAdded })}</AddedLine>
      )}
      {phase !== 'closed' && (
        <SeenFoods onClose={close} onChooseAnother={choose} onAllAdded={() => buttonRef.current?.focus()} />
      )}
    </>
  );
}
