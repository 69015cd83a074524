import { useEffect, useState, type ReactNode } from 'react';
import { useAppDispatch } from '../../../app/withTypes';
import { loadWhenIdle } from '../../../app/loadWhenIdle';
import { LabelledIconButton } from '../../../components/LabelledIconButton';
import { StrokeIcon } from '../../../components/StrokeIcon';
import { useText } from '../../../i18n/useText';
import { keptRecipesThunks } from '../recipeConnection';

function BookIcon() {
  return (
    <StrokeIcon>
      <path d="M4 4.5A1.5 1.5 0 0 1 5.5 3H20v15H5.5A1.5 1.5 0 0 0 4 19.5zM4 19.5A1.5 1.5 0 0 0 5.5 21H20v-3" />
      <path d="m10 7 2 1.5L14 7v4.5" />
    </StrokeIcon>
  );
}

interface MyRecipesButtonProps {
  /** The panel, placed by the page once opened; `onClosed` closes it. */
  panel: (onClosed: () => void) => ReactNode;
  /** Downloads the panel's code (which injects the slice that keeps what it reads); never rejects. */
  loadPanel: () => Promise<void>;
}

/** The header's My recipes button and its panel. */
export function MyRecipesButton({ panel, loadPanel }: MyRecipesButtonProps) {
  const text = useText();
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);

  // Read ahead too, so the panel opens onto the list; from then on the state follows every change, another tab's
  // too. Dispatched once the panel's code (which injects the slice that keeps what it reads) has arrived.
  useEffect(
    () =>
      loadWhenIdle(() =>
        Promise.all([loadPanel(), dispatch(keptRecipesThunks())]).then(([, thunks]) => {
          dispatch(thunks.keptRecipesReadAgain);
          return dispatch(thunks.keptRecipesRead());
        }),
      ),
    [dispatch, loadPanel],
  );

  return (
    <>
      <LabelledIconButton icon={<BookIcon />} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {text('names.myRecipes')}
      </LabelledIconButton>
      {open && panel(() => setOpen(false))}
    </>
  );
}
