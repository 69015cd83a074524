import styled from 'styled-components';
import { lazyComponent } from '../../components/lazyComponent';
import { LazyPart } from '../../components/LazyPart';
import { useHydrated } from '../../components/useHydrated';

// Not in the first download: the control, its form and the preferences slice arrive just after it.
export const PreferencesControlOnDemand = lazyComponent(() =>
  import(/* webpackChunkName: "preferences" */ './PreferencesControl').then((module) => module.PreferencesControl),
);

// Holds the control's height while its code loads, so nothing below it moves when it appears.
const Slot = styled.div`
  min-height: 44px;
  margin-top: 0.75rem;
`;

export function LazyPreferences() {
  const hydrated = useHydrated();
  return (
    <Slot>
      {hydrated && (
        <LazyPart name="the preferences" retry={PreferencesControlOnDemand.retry}>
          <PreferencesControlOnDemand />
        </LazyPart>
      )}
    </Slot>
  );
}
