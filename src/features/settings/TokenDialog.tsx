import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button';
import { TextInput } from '../../components/TextInput';
import { selectHasUserToken, selectUserTokenRemembered } from './settingsSlice';
import { tokenForgotten, tokenSaved } from './tokenChanges';
import { checkToken } from './userTokenChanges';

const Dialog = styled.dialog`
  width: min(32rem, calc(100vw - 2rem));
  padding: 1.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

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
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** A modal dialog (native <dialog>: focus kept inside, Esc closes) to paste or forget one's own token. */
export function TokenDialog({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const hasUserToken = useAppSelector(selectHasUserToken);
  const remembered = useAppSelector(selectUserTokenRemembered);
  const dialog = useRef<HTMLDialogElement>(null);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState('');

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkToken(draft);
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    dispatch(tokenSaved(checked.token));
    setDraft('');
    setProblem('');
  };

  return (
    <Dialog ref={dialog} aria-labelledby="token-dialog-title" onClose={onClose}>
      <h2 id="token-dialog-title">Your Hugging Face token</h2>
      <Note>
        Paste an access token (huggingface.co → Settings → Access Tokens; a fine-grained one allowed only to make
        calls to Inference Providers). It stays in this browser and is sent only to the model API.
      </Note>
      <Note role="status">
        {hasUserToken
          ? remembered
            ? 'Your token is saved on this device and used for every recipe.'
            : 'Your token is used for this visit only: this browser would not store it.'
          : 'No token of yours is saved.'}
      </Note>
      <form onSubmit={save} noValidate>
        <label htmlFor="token-input">Access token</label>
        <Field
          id="token-input"
          type="password"
          autoComplete="off"
          spellCheck={false}
          placeholder="hf_…"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          aria-describedby="token-problem"
        />
        <Problem id="token-problem" role="alert">
          {problem}
        </Problem>
        <Row>
          <Button type="submit">Save token</Button>
          {hasUserToken && (
            <Button type="button" onClick={() => dispatch(tokenForgotten())}>
              Forget my token
            </Button>
          )}
          <Button type="button" onClick={() => dialog.current?.close()}>
            Close
          </Button>
        </Row>
      </form>
    </Dialog>
  );
}
