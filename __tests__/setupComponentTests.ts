import '@testing-library/jest-dom';
import { lazyParts } from '../src/page/whatLoadsWhen';

// The parts of the page that load on demand are loaded before each suite, so no test races their download (or
// ts-jest compiling them) against Testing Library's wait: they render at once, as they do once prefetched.
beforeAll(() => Promise.all(Object.values(lazyParts).map((part) => part.component.load())));
