import { useAppListener } from '../../../app/addAppListener';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';
import { useAppDispatch } from '../../../app/withTypes';
import type { RecipeNutrition } from '../../../core/nutrition/recipeNutrition';
import { LinkButton } from '../../../components/LinkButton';
import { StatusLine } from '../../../components/StatusLine';
import { chosenFoodsSaved, lineFoodChoiceUndone, lineFoodChosen } from '../chosenFoodsSlice';
import { foodDescriptionsDownload } from '../nutritionOnDemand';
import { useDownloaded } from '../../../components/useDownloaded';
import { FoodPicker } from './FoodPicker';
import { REASON_TEXT, useNutritionText } from './nutritionFacts';
import { colors } from '../../../styles/themes';

const Lines = styled.ul`
  margin: 0.5rem 0 0;
  padding-left: 1.1rem;

  & > li {
    margin: 0.35rem 0;
  }
`;

const Match = styled.span`
  color: ${colors.mutedText};
`;

const Yours = styled.strong`
  font-weight: 600;
`;

/**
 * SR28's descriptions, downloaded when the matches are first opened; until they are here (or if they cannot be
 * downloaded), an entry is named by its SR number, which is still the entry.
 */
function useDescribe(): (sr: string) => string {
  const descriptions = useDownloaded(useAppDispatch()(foodDescriptionsDownload()));
  return (sr) => descriptions?.[sr] ?? `SR ${sr}`;
}

/**
 * Under the figures, when the cook asks: every line of the recipe and what the figures count it as (SR28's
 * description and the grams) or why they leave it out; another food can be picked for any line, which the
 * figures follow at once and later recipes with the same wording keep, until it is undone.
 */
export function LineMatches({ matches }: { matches: RecipeNutrition['matches'] }) {
  const text = useNutritionText();
  const dispatch = useAppDispatch();
  useAppListener(chosenFoodsSaved);
  const describe = useDescribe();
  const [picking, setPicking] = useState<number | null>(null);
  const [said, setSaid] = useState('');
  const changeButtons = useRef(new Map<number, HTMLButtonElement>());
  const backToChange = (index: number) => {
    // The picker is gone by the time this returns, so focus goes back to the line's own button in the same
    // task (not a frame later, not to the page's top).
    flushSync(() => setPicking(null));
    changeButtons.current.get(index)?.focus();
  };
  return (
    <>
      <Lines>
        {matches.map(({ line, wording, weighed }, index) => (
          // The recipe's lines, in its order: a line's place is its identity here.
          <li key={index}>
            {line}{' '}
            <Match>
              {weighed.counted
                ? text('nutrition.match.countedAs', { food: describe(weighed.sr), grams: Math.round(weighed.grams) })
                : text('nutrition.match.notCounted', { reason: text(REASON_TEXT[weighed.reason]) })}
            </Match>
            {weighed.chosen && <Yours> ({text('nutrition.match.yours')})</Yours>}{' '}
            <LinkButton
              type="button"
              ref={(button) => {
                if (button) changeButtons.current.set(index, button);
              }}
              aria-label={text('nutrition.match.changeLabel', { line })}
              aria-expanded={picking === index}
              onClick={() => setPicking(picking === index ? null : index)}
            >
              {text('nutrition.match.change')}
            </LinkButton>
            {weighed.chosen && (
              <LinkButton
                type="button"
                aria-label={text('nutrition.match.undoLabel', { line })}
                onClick={() => {
                  dispatch(lineFoodChoiceUndone(wording));
                  setSaid(text('nutrition.match.undone', { line }));
                  backToChange(index);
                }}
              >
                {text('nutrition.match.undo')}
              </LinkButton>
            )}
            {picking === index && (
              <FoodPicker
                line={line}
                describe={describe}
                onCancel={() => backToChange(index)}
                onPicked={(food) => {
                  dispatch(lineFoodChosen({ wording, sr: food.sr }));
                  setSaid(text('nutrition.match.chosen', { line, food: describe(food.sr) }));
                  backToChange(index);
                }}
              />
            )}
          </li>
        ))}
      </Lines>
      <StatusLine role="status">{said}</StatusLine>
    </>
  );
}
