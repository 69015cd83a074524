import { configure } from '@testing-library/dom';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { i18n } from '../src/i18n/partTexts';
import { firstScreen } from '../src/i18n/catalogues/en/firstScreen';
import { speakFirstScreenTexts } from '../src/i18n/partTexts';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { deserialize, serialize } from 'node:v8';

// jsdom has neither IndexedDB nor the structuredClone it copies records with (fake-indexeddb calls it on each
// write, so defining it here is in time): fake-indexeddb stands in, empty for every test, with Node's serializer.
globalThis.structuredClone ??= ((value: unknown) => deserialize(serialize(value))) as typeof structuredClone;

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

// The page's catalogues as written: Lingui compiles each message as it is first read, where the build compiles
// them ahead (webpack/catalogueLoader.ts, tested on every catalogue in catalogues.test.ts).
i18n.setMessagesCompiler(compileMessage);
// The first screen's English texts, as the page speaks them from its HTML (index.tsx).
speakFirstScreenTexts('en', firstScreen);

// Upper bounds, not waits: a findBy resolves as soon as its element is there, however busy the machine is.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no modal dialogs; these stand-ins open and close them the way a browser's do: the close event
// arrives in a task of its own after close(), not during it.
if (typeof HTMLDialogElement !== 'undefined') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };
}
