import styled from 'styled-components';

const Notice = styled.aside`
  margin: 1rem 0 0;
  padding: 0.75rem 1rem;
  border-radius: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.noticeBackground};
  color: ${({ theme }) => theme.colors.text};
`;

/** Says plainly that the recipes are samples, and how to get real ones. */
export function DemoModeNotice() {
  return (
    <Notice aria-label="Demo mode">
      <strong>Demo mode:</strong> no Hugging Face token is configured, so recipes come from the built-in offline
      demo chef, not a real model. To cook with a real model, paste your own token under Model settings (the key
      button), or set <code>HF_TOKEN</code> in a <code>.env</code> file (see the README) and restart.
    </Notice>
  );
}
