import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { IconButton } from '../../components/IconButton';
import { lazyComponent } from '../../components/lazyComponent';
import { LazyPart } from '../../components/LazyPart';
import { MODEL_SETTINGS } from '../../model/modelSettingsName';
import { modelSettingsOpened, selectModelSettingsOpen } from './settingsSlice';
import { StrokeIcon } from '../../components/StrokeIcon';

// The dialog is rarely opened: its code is fetched on the first click.
export const ModelSettingsDialogOnDemand = lazyComponent(() =>
  import(/* webpackChunkName: "model-settings-dialog" */ './ModelSettingsDialog').then(
    (module) => module.ModelSettingsDialog,
  ),
);

function KeyIcon() {
  return (
    <StrokeIcon>
      <circle cx="8" cy="15" r="4" />
      <path d="M10.8 12.2 20 3m-3 3 3 3m-6 0 2 2" />
    </StrokeIcon>
  );
}

/** The header's key button, and the Model settings dialog wherever it was opened from. */
export function ModelSettingsButton() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectModelSettingsOpen);
  return (
    <>
      <IconButton
        type="button"
        aria-label={MODEL_SETTINGS}
        aria-haspopup="dialog"
        onClick={() => dispatch(modelSettingsOpened())}
      >
        <KeyIcon />
      </IconButton>
      {open && (
        <LazyPart name={MODEL_SETTINGS} load={ModelSettingsDialogOnDemand.load} floating>
          <ModelSettingsDialogOnDemand />
        </LazyPart>
      )}
    </>
  );
}
