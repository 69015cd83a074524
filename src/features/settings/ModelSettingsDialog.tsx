import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/withTypes';
import { Button } from '../../components/Button';
import { TextInput } from '../../components/TextInput';
import { useModalDialog } from '../../components/useModalDialog';
import { buildModelSettings } from '../../modelConnection/buildModelSettings';
import { sendsUserTokenToHuggingFace } from '../../modelConnection/userTokenSettings';
import { modelSettingsClosed, selectHasUserToken, selectUserTokenRemembered } from './settingsSlice';
import { forgetToken, rememberToken } from './userTokenThunks';
import { askTokenOwner, type TokenOwner } from '../../modelConnection/tokenOwner';
import { tokenOwnerText, tokenProblemText, useSettingsText } from './settingsTexts';
import { readUserToken } from '../../modelConnection/userToken';
import { checkToken } from './checkToken';
import { colors } from '../../styles/themes';
import { useText } from '../../i18n/useText';
import { VisionModelField } from './VisionModelField';

const Dialog = styled.dialog`
  width: min(32rem, calc(100vw - 2rem));
  padding: 1.5rem;
  border: 1px solid ${colors.border};
  border-radius: 12px;
  background: ${colors.surface};
  color: ${colors.text};

  &::backdrop {
    background: rgb(0 0 0 / 0.5);
  }
`;

const Field = styled(TextInput)`
  width: 100%;
  margin: 0.5rem 0;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1rem;
`;

const Note = styled.p`
  margin: 0.5rem 0;
  color: ${colors.mutedText};
`;

const Problem = styled.p`
  margin: 0;
  color: ${colors.danger};
`;

/**
 * A modal dialog (native <dialog>: focus kept inside, Esc closes) to paste, check or forget one's own token;
 * `modelChoice`, at its top, is what the page places there (signing in, and whose model is in use).
 */
export function ModelSettingsDialog({ modelChoice }: { modelChoice?: ReactNode }) {
  const text = useText();
  const settingsText = useSettingsText();
  const dispatch = useAppDispatch();
  const hasUserToken = useAppSelector(selectHasUserToken);
  const remembered = useAppSelector(selectUserTokenRemembered);
  const { dialogProps, close } = useModalDialog(() => dispatch(modelSettingsClosed()));
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState('');
  const [owner, setOwner] = useState<TokenOwner | 'checking' | null>(null);
  const forHuggingFace = sendsUserTokenToHuggingFace(buildModelSettings());

  /** The pasted token, or the saved one when nothing is pasted; null (with the reason shown) when neither. */
  const tokenToUse = (allowSaved: boolean): string | null => {
    if (allowSaved && !draft.trim() && hasUserToken) return readUserToken();
    const checked = checkToken(draft, { forHuggingFace });
    setProblem(checked.ok ? '' : tokenProblemText(settingsText, checked.problem));
    return checked.ok ? checked.token : null;
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const token = tokenToUse(false);
    if (token === null) return;
    dispatch(rememberToken(token));
    setDraft('');
    setOwner(null);
  };

  const check = async () => {
    if (owner === 'checking') return;
    const token = tokenToUse(true);
    if (token === null) return;
    setProblem('');
    setOwner('checking');
    setOwner(await askTokenOwner(token));
  };

  return (
    <Dialog {...dialogProps} aria-labelledby="token-dialog-title">
      <h2 id="token-dialog-title">{text('names.chefSettings')}</h2>
      {modelChoice}
      <Note>{settingsText('settings.about')}</Note>
      <Note role="status">
        {settingsText(
          hasUserToken ? (remembered ? 'settings.tokenSaved' : 'settings.tokenForThisVisit') : 'settings.noToken',
        )}
      </Note>
      <form onSubmit={save} noValidate>
        <label htmlFor="token-input">{settingsText('settings.tokenLabel')}</label>
        <Field
          id="token-input"
          type="password"
          autoComplete="off"
          spellCheck={false}
          placeholder="hf_…"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          aria-describedby="token-problem"
          aria-invalid={problem !== ''}
        />
        <Problem id="token-problem" role="alert">
          {problem}
        </Problem>
        <Note aria-live="polite">
          {owner === 'checking' ? settingsText('settings.asking') : owner && tokenOwnerText(settingsText, owner)}
        </Note>
        <Row>
          <Button type="submit">{settingsText('settings.save')}</Button>
          {forHuggingFace && (
            <Button type="button" onClick={check} aria-disabled={owner === 'checking'}>
              {settingsText('settings.check')}
            </Button>
          )}
          {hasUserToken && (
            <Button type="button" onClick={() => dispatch(forgetToken())}>
              {settingsText('settings.forget')}
            </Button>
          )}
        </Row>
      </form>
      <VisionModelField />
      <Row>
        <Button type="button" onClick={close}>
          {settingsText('settings.close')}
        </Button>
      </Row>
    </Dialog>
  );
}
