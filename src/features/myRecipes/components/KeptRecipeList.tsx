import { memo, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { SecondaryButton } from '../../../components/SecondaryButton';
import type { KeptRecipe } from '../keptRecipe';
import { colors } from '../../../styles/themes';
import { useMyRecipesText, type MyRecipesText } from './myRecipesTexts';

const dateAndTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** When a kept recipe arrived, in the cook's own locale: "22 Nov 2026, 06:41". */
const madeAtLine = (madeAt: number): string => dateAndTime.format(madeAt);

const Heading = styled.h3`
  margin: 1.25rem 0 0.5rem;
  font-size: 1.1rem;
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.li`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: 0.25rem 0.75rem;
  align-items: center;
  padding: 0.5rem 0;
  border-top: 1px solid ${colors.border};
`;

// The name is the button that opens the recipe: a large target that reads as the entry's title.
const OpenButton = styled.button`
  min-height: 44px;
  padding: 0;
  border: none;
  background: none;
  color: ${colors.accent};
  font: inherit;
  font-weight: 600;
  text-align: left;
  text-decoration: underline;
  cursor: pointer;
  overflow-wrap: anywhere;
`;

const Details = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  font-size: 0.9rem;
  color: ${colors.mutedText};
  overflow-wrap: anywhere;
`;

const ShowMore = styled(SecondaryButton)`
  margin-top: 0.5rem;
`;

const Empty = styled.p`
  margin: 0;
  color: ${colors.mutedText};
`;

/** Which kept recipes the cook chose for the shopping list, and how a choice is changed. */
export interface RecipeChoice {
  chosen: ReadonlySet<string>;
  toggle: (kept: KeptRecipe) => void;
}

interface KeptRecipeListProps {
  title: string;
  recipes: readonly KeptRecipe[];
  /** What the list says when it holds nothing. */
  empty: string;
  onOpen: (kept: KeptRecipe) => void;
  onRemove: (kept: KeptRecipe) => void;
  /** Shown under the heading (Clear history). */
  children?: ReactNode;
  /** Says "Saved" of the saved recipes it lists (Recent does; Saved need not). */
  marksSaved?: boolean;
  choice: RecipeChoice;
}

const detailsOf = (text: MyRecipesText, { madeAt, madeFrom, saved }: KeptRecipe, marksSaved: boolean) =>
  [
    marksSaved && saved && text('myRecipes.entrySaved'),
    madeAtLine(madeAt),
    madeFrom.ingredients.length > 0 && text('myRecipes.madeFrom', { ingredients: madeFrom.ingredients.join(', ') }),
  ]
    .filter(Boolean)
    .join(' · ');

/** One kept recipe: chosen for the shopping list or not, its name (which opens it), when, what it was made from, and Remove. */
const KeptRecipeEntry = memo(function KeptRecipeEntry({
  kept,
  onOpen,
  onRemove,
  marksSaved,
  chosen,
  toggle,
}: { kept: KeptRecipe; marksSaved: boolean; chosen: boolean } & Pick<KeptRecipeListProps, 'onOpen' | 'onRemove'> &
  Pick<RecipeChoice, 'toggle'>) {
  const text = useMyRecipesText();
  return (
    <Entry>
      <input
        type="checkbox"
        aria-label={text('myRecipes.chooseNamed', { name: kept.recipe.name })}
        checked={chosen}
        onChange={() => toggle(kept)}
      />
      <OpenButton type="button" onClick={() => onOpen(kept)}>
        {kept.recipe.name}
      </OpenButton>
      <SecondaryButton
        type="button"
        aria-label={text('myRecipes.removeNamed', { name: kept.recipe.name })}
        onClick={() => onRemove(kept)}
      >
        {text('myRecipes.remove')}
      </SecondaryButton>
      <Details>{detailsOf(text, kept, marksSaved)}</Details>
    </Entry>
  );
});

/**
 * How many entries a list shows at first, and adds per "Show more". Rendering hundreds at once would cost the
 * opening of My recipes far more than 100 ms of main thread (measured in npm run bench); search finds the rest.
 */
export const ENTRIES_PER_PAGE = 30;

/** Saved or Recent: a heading with the count, and the entries newest first, a page at a time. */
export function KeptRecipeList({
  title,
  recipes,
  empty,
  onOpen,
  onRemove,
  children,
  marksSaved = false,
  choice,
}: KeptRecipeListProps) {
  const text = useMyRecipesText();
  const [shown, setShown] = useState(ENTRIES_PER_PAGE);
  // After "Show more", focus goes to the first entry it added (the button may be gone).
  const firstAdded = useRef<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (firstAdded.current === null) return;
    list.current?.querySelectorAll('li')[firstAdded.current]?.querySelector('button')?.focus();
    firstAdded.current = null;
  }, [shown]);

  const hidden = recipes.length - shown;
  const showMore = () => {
    firstAdded.current = shown;
    setShown(shown + ENTRIES_PER_PAGE);
  };

  return (
    <section aria-label={title}>
      <Heading>
        {title} ({recipes.length})
      </Heading>
      {children}
      {recipes.length === 0 ? (
        <Empty>{empty}</Empty>
      ) : (
        <>
          <List ref={list}>
            {recipes.slice(0, shown).map((kept) => (
              <KeptRecipeEntry
                key={kept.id}
                kept={kept}
                onOpen={onOpen}
                onRemove={onRemove}
                marksSaved={marksSaved}
                chosen={choice.chosen.has(kept.id)}
                toggle={choice.toggle}
              />
            ))}
          </List>
          {hidden > 0 && (
            <ShowMore type="button" onClick={showMore}>
              {text('myRecipes.showMore', { count: Math.min(hidden, ENTRIES_PER_PAGE), hidden })}
            </ShowMore>
          )}
        </>
      )}
    </section>
  );
}
