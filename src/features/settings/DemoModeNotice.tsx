import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/withTypes';
import { LinkButton } from '../../components/LinkButton';
import { Trans } from '@lingui/react';
import type { demoNotice } from '../../i18n/catalogues/en/demoNotice';
import { useText } from '../../i18n/useText';
import { useDemoNoticeText } from './demoNoticeTexts';
import { askRecipeServiceMode } from './askRecipeServiceMode';
import { modelSettingsOpened, selectHasUserToken, selectRecipeServiceIsDemo } from './settingsSlice';
import { colors } from '../../styles/themes';

const Notice = styled.aside`
  margin: 0.75rem 0 0;
  padding: 0.4rem 0.75rem;
  border-radius: 8px;
  border: 1px solid ${colors.border};
  background: ${colors.noticeBackground};
  color: ${colors.text};
  font-size: 0.9rem;
`;

// Inside the sentence: the notice's own colour and line height, not a link's tap-sized box.
const InlineLinkButton = styled(LinkButton)`
  min-height: 0;
  padding: 0;
  color: inherit;
`;

const SignInLine = styled.span`
  display: block;
  margin-top: 0.4rem;

  &:empty {
    display: none;
  }
`;

/**
 * One line for the cook: the recipes are samples, and where to bring a token for real ones; `signInButton`, in
 * its own line, is what the page places there ("Sign in with Hugging Face").
 */
export function DemoModeNotice({ signInButton }: { signInButton?: ReactNode }) {
  const dispatch = useAppDispatch();
  const text = useText();
  const demoText = useDemoNoticeText();
  const openSettings = (
    <InlineLinkButton type="button" aria-haspopup="dialog" onClick={() => dispatch(modelSettingsOpened())} />
  );
  return (
    <Notice aria-label={demoText('demo.label')}>
      <Trans
        id={'demo.notice' satisfies keyof typeof demoNotice}
        values={{ chefSettings: text('names.chefSettings') }}
        components={{ 0: <strong />, 1: openSettings }}
      />
      {signInButton && <SignInLine>{signInButton}</SignInLine>}
    </Notice>
  );
}

/**
 * For a build without a model: asks its own server which model it uses, and shows the demo notice only when the
 * server answers from the demo chef and the cook has no token of their own.
 */
export function DemoNoticeWhenDemo({ signInButton }: { signInButton?: ReactNode }) {
  const dispatch = useAppDispatch();
  const serviceIsDemo = useAppSelector(selectRecipeServiceIsDemo);
  const hasUserToken = useAppSelector(selectHasUserToken);
  useEffect(() => {
    void dispatch(askRecipeServiceMode());
  }, [dispatch]);
  return serviceIsDemo && !hasUserToken ? <DemoModeNotice signInButton={signInButton} /> : null;
}
