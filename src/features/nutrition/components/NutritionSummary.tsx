import { Fragment, useState } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '../../../app/withTypes';
import { labelKcal, labelRounded } from '../../../core/nutrition/labelRounding';
import { selectShownRecipeNutrition } from '../shownRecipeNutrition';
import { figuresClaim } from '../../../core/nutrition/recipeNutrition';
import { LineMatches } from './LineMatches';
import { coverageLine, nutritionFacts, useNutritionText } from './nutritionFacts';
import { selectShownUnits } from '../../cook/cookSlice';
import { selectPreferences } from '../../preferences/preferencesSlice';
import { LinkButton } from '../../../components/LinkButton';
import { colors } from '../../../styles/themes';

const Section = styled.section`
  margin: 1rem 0 0.5rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${colors.border};
  border-radius: 8px;
`;

const Heading = styled.h4`
  margin: 0 0 0.5rem;
  font-size: 1rem;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.25rem 1rem;
  margin: 0;

  & > dt {
    font-weight: 600;
  }

  & > dd {
    margin: 0;
  }
`;

const Note = styled.p`
  margin: 0.5rem 0 0;
  font-size: 0.9rem;
  color: ${colors.mutedText};
`;

/**
 * Under the ingredients: a serving's energy and nutrients, counted by the app from the USDA's table (never asked
 * of the model) in the recipe's language, how much of the recipe they cover, and where they come from. A serving
 * is the same whatever the servings shown; salt or sodium follows the cook's units. When the lines left out could
 * move a serving's energy by more than a tenth, no figures stand as a serving's: the card gives the energy's range
 * where it can (figuresClaim), says part of the dish is missing, and names what it could not count. On request,
 * each line's match, which the cook can change (LineMatches).
 */
export function NutritionSummary() {
  const shownUnits = useAppSelector(selectShownUnits);
  const cooksUnits = useAppSelector(selectPreferences).units;
  const text = useNutritionText();
  const [matchesShown, setMatchesShown] = useState(false);
  const nutrition = useAppSelector(selectShownRecipeNutrition);
  if (!nutrition || nutrition.counted === 0) return null;
  // As written, the cook's own units say which a label would give.
  const claim = figuresClaim(nutrition);
  const units = (shownUnits === 'as-written' ? cooksUnits : shownUnits) === 'us' ? 'us' : 'metric';
  return (
    <Section aria-labelledby="nutrition-heading">
      <Heading id="nutrition-heading">{text('nutrition.heading')}</Heading>
      {claim === 'per serving' && (
        <Facts>
          {nutritionFacts(text, labelRounded(nutrition.perServing), units).map(({ label, value }) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </Facts>
      )}
      {claim === 'energy range' && (
        <p>
          {text('nutrition.energyRange', {
            least: labelKcal(nutrition.perServing.kcal),
            most: labelKcal(nutrition.perServing.kcal + nutrition.leftOutKcal),
          })}
        </p>
      )}
      {claim === 'part of the dish' && <p>{text('nutrition.partOfTheDish')}</p>}
      <Note>{coverageLine(text, nutrition)}</Note>
      <LinkButton type="button" aria-expanded={matchesShown} onClick={() => setMatchesShown(!matchesShown)}>
        {text('nutrition.matches.show')}
      </LinkButton>
      {matchesShown && <LineMatches matches={nutrition.matches} />}
      <Note>{text('nutrition.source')}</Note>
    </Section>
  );
}
