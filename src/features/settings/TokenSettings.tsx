import { lazy, Suspense, useState } from 'react';
import { IconButton } from '../../components/IconButton';

// The dialog is rarely opened: its code is fetched on the first click.
const TokenDialog = lazy(() =>
  import(/* webpackChunkName: "token-dialog" */ './TokenDialog').then((module) => ({ default: module.TokenDialog })),
);

function KeyIcon() {
  return (
    <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="8" cy="15" r="4" />
      <path d="M10.8 12.2 20 3m-3 3 3 3m-6 0 2 2" />
    </svg>
  );
}

/** The header's key button: opens the dialog where a cook brings their own Hugging Face token. */
export function TokenSettings() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton type="button" aria-label="Model settings" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <KeyIcon />
      </IconButton>
      {open && (
        <Suspense fallback={null}>
          <TokenDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
