import { useEffect, useRef } from 'react';

/**
 * A native <dialog> shown as a modal while the component is mounted (focus kept inside, Escape closes it);
 * `onClosed` runs once it has closed, by Escape, by `close()` or by unmounting. Opening in an effect that may
 * run twice (StrictMode) is safe: the close event that the first run's cleanup queues arrives after the second
 * run has opened it again, and is ignored because it is open.
 */
export function useModalDialog(onClosed: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return {
    /** For the <dialog>'s `ref` and `onClose`. */
    dialogProps: {
      ref,
      onClose: () => {
        if (!ref.current?.open) onClosed();
      },
    },
    close: () => ref.current?.close(),
  };
}
