import type { ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/withTypes';
import { LabelledIconButton } from '../../components/LabelledIconButton';
import { modelSettingsOpened, selectModelSettingsOpen } from './settingsSlice';
import { StrokeIcon } from '../../components/StrokeIcon';
import { useText } from '../../i18n/useText';

/** Sliders: settings, in the picture cooks know from their phones. */
function SlidersIcon() {
  return (
    <StrokeIcon>
      <path d="M4 6h9m4 0h3M4 12h3m4 0h9M4 18h11m4 0h1" />
      <circle cx="15" cy="6" r="2" />
      <circle cx="9" cy="12" r="2" />
      <circle cx="17" cy="18" r="2" />
    </StrokeIcon>
  );
}

/**
 * The header's Chef settings button, and `dialog` (Chef settings, placed by the page) wherever it was opened
 * from.
 */
export function ModelSettingsButton({ dialog }: { dialog: ReactNode }) {
  const text = useText();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectModelSettingsOpen);
  return (
    <>
      <LabelledIconButton icon={<SlidersIcon />} aria-haspopup="dialog" onClick={() => dispatch(modelSettingsOpened())}>
        {text('names.chefSettings')}
      </LabelledIconButton>
      {open && dialog}
    </>
  );
}
