import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { LazyComponent } from './lazyComponent';
import { LazyPart } from './LazyPart';
import { useHydrated } from './useHydrated';
import type { FirstScreenId } from '../i18n/useText';

/**
 * Each part of the page whose code loads on demand, by its name in the page's list of what loads when
 * (`page/whatLoadsWhen.ts`), with its props. The page's file that places a part declares it here
 * (`declare module`), as a slice declares itself in LazyLoadedSlices.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyPartProps {}

export type LazyPartName = keyof LazyPartProps;

/** When a part's code is fetched, which the registry says once for each part. */
export type Fetched =
  /** When the page has become interactive and the part is placed. */
  | 'once interactive'
  /** In an idle moment after the page is interactive, ahead of the cook's need. */
  | 'when idle'
  /** From the 2nd ingredient, before "Get a recipe" can be tapped (RecipeArea). */
  | 'before a recipe is asked for'
  /** When a recipe is shown, under which it is placed. */
  | 'when a recipe is shown'
  /** When the cook opens it. */
  | 'when opened';

export interface LazyPartEntry<Props extends object> {
  component: LazyComponent<Props>;
  fetched: Fetched;
}

export type LazyPartRegistry = { [Name in LazyPartName]: LazyPartEntry<LazyPartProps[Name]> };

/**
 * The page's registry of parts, so a feature places or fetches another's part without importing it. A part not
 * in it (a component rendered on its own, in a test) is not placed.
 */
export const LazyParts = createContext<Partial<LazyPartRegistry>>({});

/** The part named `name` from the page's registry, or undefined outside the page. */
export function useLazyPart<Name extends LazyPartName>(name: Name): LazyPartRegistry[Name] | undefined {
  return useContext(LazyParts)[name];
}

/** The line the cook reads if a part's code cannot be downloaded, as in "The recipe panel could not be loaded." */
export const couldNotLoadLine = (part: LazyPartName): FirstScreenId => `parts.${part}`;

type OnDemandProps<Name extends LazyPartName> = {
  part: Name;
  /** Shown while its code loads, and if it cannot (nothing by default). */
  fallback?: ReactNode;
  /** Its could-not-load line over the page rather than in its flow (for parts opened from the fixed header). */
  floating?: boolean;
} & LazyPartProps[Name];

/**
 * Places the part named `part`: once the page is interactive (a part that suspended while React hydrates would
 * be reported as unfinished), and once its code is here; a line with Retry if its code cannot be downloaded.
 */
export function OnDemand<Name extends LazyPartName>({
  part,
  fallback = null,
  floating,
  ...props
}: OnDemandProps<Name>) {
  const entry = useLazyPart(part);
  const hydrated = useHydrated();
  if (!entry || !hydrated) return fallback;
  const Part = entry.component as LazyComponent<object>;
  return (
    <LazyPart couldNotLoad={couldNotLoadLine(part)} retry={Part.retry} floating={floating} fallback={fallback}>
      <Part {...props} />
    </LazyPart>
  );
}

/**
 * What downloads the code of the named parts, ahead of their use; it never rejects: a part that cannot load says
 * so where it is placed. A part not in the registry is not downloaded.
 */
export function useLoadParts(...names: LazyPartName[]): () => Promise<void> {
  const registry = useContext(LazyParts);
  // By value: the names are a new array on every render, and the function is an effect's dependency.
  const key = names.join();
  return useCallback(() => {
    const parts = key.split(',').flatMap((name) => registry[name as LazyPartName] ?? []);
    return Promise.all(parts.map((part) => part.component.load())).then(
      () => undefined,
      () => undefined,
    );
  }, [registry, key]);
}
