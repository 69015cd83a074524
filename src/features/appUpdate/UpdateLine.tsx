import { useEffect } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/withTypes';
import { SecondaryButton } from '../../components/SecondaryButton';
import { newVersionWaiting, reloadChosen, selectReloading, selectUpdateLineShown } from './appUpdateSlice';
import { loadNewVersion, registerServiceWorker } from './serviceWorkerRegistration';
import { colors } from '../../styles/themes';
import { useAppUpdateText } from './appUpdateTexts';

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  margin: 0.75rem 0 0;
  padding: 0.4rem 0.75rem;
  border-radius: 8px;
  border: 1px solid ${colors.border};
  background: ${colors.noticeBackground};
  color: ${colors.text};
`;

/**
 * Registers the service worker once the page is interactive, and says in one line when a new version is ready,
 * with Reload to load it. The page never reloads by itself; the line waits while cook mode is open. The live
 * region is there from the start, so the line is announced when it appears.
 */
export function UpdateLine() {
  const dispatch = useAppDispatch();
  const shown = useAppSelector(selectUpdateLineShown);
  const reloading = useAppSelector(selectReloading);
  const text = useAppUpdateText();
  useEffect(() => registerServiceWorker(() => dispatch(newVersionWaiting())), [dispatch]);
  const reload = () => {
    dispatch(reloadChosen());
    void loadNewVersion();
  };
  return (
    <div role="status">
      {shown && (
        <Line>
          <span>{text('update.ready')}</span>
          <SecondaryButton type="button" onClick={reload} disabled={reloading}>
            {text(reloading ? 'update.reloading' : 'update.reload')}
          </SecondaryButton>
        </Line>
      )}
    </div>
  );
}
