import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/withTypes';
import { SecondaryButton } from '../../../components/SecondaryButton';
import { selectPreferences } from '../../preferences/preferencesSlice';
import { asWrittenToggled, selectCookState } from '../cookSlice';
import { useCookText } from './cookTexts';

const Toggle = styled(SecondaryButton)`
  padding: 0 0.75rem;
  font-weight: 500;
`;

/**
 * With Metric or US chosen, the recipe's own quantities and temperatures are one tap away (and back): the
 * converted lines are the app's arithmetic, the original ones the model's words.
 */
export function UnitsToggle() {
  const dispatch = useAppDispatch();
  const { units } = useAppSelector(selectPreferences);
  const { asWritten } = useAppSelector(selectCookState);
  const text = useCookText();
  if (units === 'as-written') return null;
  return (
    <Toggle type="button" onClick={() => dispatch(asWrittenToggled())}>
      {text(asWritten ? (units === 'metric' ? 'cook.showInMetric' : 'cook.showInUs') : 'cook.showAsWritten')}
    </Toggle>
  );
}
