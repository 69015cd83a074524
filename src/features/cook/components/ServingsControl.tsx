import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/withTypes';
import { SecondaryButton } from '../../../components/SecondaryButton';
import { MIN_SHOWN_SERVINGS, selectMaxShownServings, selectShownServings, servingsChanged } from '../cookSlice';
import { useCookText } from './cookTexts';

const Group = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
`;

const Count = styled.output`
  min-width: 8.5ch;
  white-space: nowrap;
  text-align: center;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

const Step = styled(SecondaryButton)`
  min-width: 44px;
  padding: 0 0.75rem;
`;

/** "− 4 servings +", beside the Ingredients heading: every quantity the card can read follows. */
export function ServingsControl() {
  const dispatch = useAppDispatch();
  const servings = useAppSelector(selectShownServings);
  const most = useAppSelector(selectMaxShownServings);
  const text = useCookText();
  return (
    <Group role="group" aria-label={text('cook.servings')}>
      <Step
        type="button"
        aria-label={text('cook.fewerServings')}
        disabled={servings <= MIN_SHOWN_SERVINGS}
        onClick={() => dispatch(servingsChanged(servings - 1))}
      >
        −
      </Step>
      <Count aria-live="polite">{text('cook.servingsCount', { servings })}</Count>
      <Step
        type="button"
        aria-label={text('cook.moreServings')}
        disabled={servings >= most}
        onClick={() => dispatch(servingsChanged(servings + 1))}
      >
        +
      </Step>
    </Group>
  );
}
