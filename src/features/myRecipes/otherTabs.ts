/** The channel tabs of this app tell each other on that the kept recipes changed. */
const CHANNEL_NAME = 'personal-ai-chef-recipes';

/** A tab hears its own messages on a second channel object; this tells them apart. */
const THIS_TAB = Math.random().toString(36).slice(2);

const hasChannels = () => typeof BroadcastChannel !== 'undefined';

/** Tells the other tabs to read the kept recipes again. */
export function tellOtherTabs(): void {
  if (!hasChannels()) return;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.postMessage({ from: THIS_TAB });
  channel.close();
}

/** Calls `onChange` whenever another tab changed the kept recipes; returns the function that stops listening. */
export function listenToOtherTabs(onChange: () => void): () => void {
  if (!hasChannels()) return () => undefined;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent<{ from?: unknown }>) => {
    if (event.data?.from !== THIS_TAB) onChange();
  };
  return () => channel.close();
}
