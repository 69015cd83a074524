import { useAppListener } from '../../app/addAppListener';
import { preferencesSaved } from './preferencesStorage';
import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/withTypes';
import { LinkButton } from '../../components/LinkButton';
import { SecondaryButton } from '../../components/SecondaryButton';
import { StatusLine } from '../../components/StatusLine';
import { TextInput } from '../../components/TextInput';
import { FieldLabel, FieldRow } from '../../components/FieldRow';
import { Select } from '../../components/Select';
import { isKnownAllergy, validateAllergy } from '../../core/food/allergyRules';
import { allergiesAddedLine, allergyRuleText } from './allergyTexts';
import { allergyName } from '../../recipeCard/allergyName';
import { DIET_TEXT, UNITS_TEXT } from './choiceTexts';
import { usePreferencesText } from './preferencesTexts';
import {
  allergyAdded,
  allergyRemoved,
  basicsToggled,
  dietChosen,
  preferencesReset,
  selectPreferences,
  selectAnyPreferenceSet,
  servingsChosen,
  timeLimitChosen,
  unitsChosen,
} from './preferencesSlice';
import {
  DIETS,
  MAX_SERVINGS,
  MIN_SERVINGS,
  TIME_LIMITS,
  UNITS,
  type TimeLimit,
} from '../../core/preferences/preferencesTypes';
import { colors } from '../../styles/themes';
import { selectLanguage } from '../language/languageSlice';

const Panel = styled.div`
  display: grid;
  gap: 1rem;
  margin-top: 0.5rem;
  padding: 1rem;
  border: 1px solid ${colors.border};
  border-radius: 8px;
  background: ${colors.surface};
`;

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    padding: 0;
    margin-bottom: 0.25rem;
    font-weight: 600;
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
`;

const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 44px;
`;

const AllergyInput = styled(TextInput)`
  flex: 1 1 10rem;
  min-width: 0;
`;

const ErrorLine = styled.p`
  margin: 0.25rem 0 0;
  min-height: 1.5em;
  color: ${colors.danger};
`;

const Allergies = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ByName = styled.span`
  color: ${colors.mutedText};
`;

const AllergyItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  padding-left: 0.75rem;
  border: 1px solid ${colors.border};
  border-radius: 999px;
`;

const SERVING_CHOICES = Array.from({ length: MAX_SERVINGS - MIN_SERVINGS + 1 }, (_, index) => MIN_SERVINGS + index);
const ANY_TIME = 'any';
const ALLERGY_INPUT_ID = 'allergy-input';
const ALLERGY_ERROR_ID = 'allergy-error';

/**
 * The language (when the page places its choice here), diet, allergies, servings, time and the basics: every
 * change is saved at once, and the summary follows.
 */
export function PreferencesPanel({ languageChoice }: { languageChoice?: ReactNode }) {
  const dispatch = useAppDispatch();
  useAppListener(preferencesSaved);
  const preferences = useAppSelector(selectPreferences);
  const anythingSet = useAppSelector(selectAnyPreferenceSet);
  const language = useAppSelector(selectLanguage);
  const text = usePreferencesText();
  const [allergy, setAllergy] = useState('');
  const [message, setMessage] = useState('');
  const [added, setAdded] = useState('');

  const addAllergy = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const verdict = validateAllergy(allergy, preferences.allergies);
    setAdded('');
    if (!verdict.ok) {
      setMessage(allergyRuleText(text, verdict.rule));
      return;
    }
    dispatch(allergyAdded(allergy));
    setAllergy('');
    setMessage('');
    setAdded(allergiesAddedLine(text, language, verdict.allergies));
  };

  return (
    <Panel>
      {languageChoice}
      <Group>
        <legend>{text('preferences.diet')}</legend>
        <Choices>
          {DIETS.map((diet) => (
            <Choice key={diet}>
              <input
                type="radio"
                name="diet"
                value={diet}
                checked={preferences.diet === diet}
                onChange={() => dispatch(dietChosen(diet))}
              />
              {text(DIET_TEXT[diet])}
            </Choice>
          ))}
        </Choices>
      </Group>

      <form onSubmit={addAllergy} noValidate>
        <FieldRow>
          <FieldLabel htmlFor={ALLERGY_INPUT_ID}>{text('preferences.allergies')}</FieldLabel>
          <AllergyInput
            id={ALLERGY_INPUT_ID}
            type="text"
            placeholder={text('preferences.allergyPlaceholder')}
            autoComplete="off"
            value={allergy}
            onChange={(event) => setAllergy(event.target.value)}
            aria-invalid={message !== ''}
            aria-describedby={ALLERGY_ERROR_ID}
          />
          <SecondaryButton type="submit">{text('preferences.addAllergy')}</SecondaryButton>
        </FieldRow>
        <ErrorLine id={ALLERGY_ERROR_ID} role="alert">
          {message}
        </ErrorLine>
        <StatusLine role="status">{added}</StatusLine>
        {preferences.allergies.length > 0 && (
          <Allergies aria-label={text('preferences.allergies')}>
            {preferences.allergies.map((entry) => (
              <AllergyItem key={entry}>
                {allergyName(text, entry)}
                {!isKnownAllergy(entry) && <ByName>{text('preferences.byNameOnly')}</ByName>}
                <LinkButton
                  type="button"
                  aria-label={text('preferences.removeAllergy', { allergy: allergyName(text, entry) })}
                  onClick={() => dispatch(allergyRemoved(entry))}
                >
                  ×
                </LinkButton>
              </AllergyItem>
            ))}
          </Allergies>
        )}
      </form>

      <FieldRow>
        <FieldLabel htmlFor="servings-choice">{text('preferences.servings')}</FieldLabel>
        <Select
          id="servings-choice"
          value={preferences.servings}
          onChange={(event) => dispatch(servingsChosen(Number(event.target.value)))}
        >
          {SERVING_CHOICES.map((servings) => (
            <option key={servings} value={servings}>
              {servings}
            </option>
          ))}
        </Select>
        <FieldLabel htmlFor="time-choice">{text('preferences.time')}</FieldLabel>
        <Select
          id="time-choice"
          value={preferences.maxMinutes ?? ANY_TIME}
          onChange={(event) =>
            dispatch(
              timeLimitChosen(event.target.value === ANY_TIME ? null : (Number(event.target.value) as TimeLimit)),
            )
          }
        >
          <option value={ANY_TIME}>{text('preferences.anyTime')}</option>
          {TIME_LIMITS.map((minutes) => (
            <option key={minutes} value={minutes}>
              {text('preferences.minutesOrLess', { minutes })}
            </option>
          ))}
        </Select>
      </FieldRow>

      <Group>
        <legend>{text('preferences.units')}</legend>
        <Choices>
          {UNITS.map((units) => (
            <Choice key={units}>
              <input
                type="radio"
                name="units"
                value={units}
                checked={preferences.units === units}
                onChange={() => dispatch(unitsChosen(units))}
              />
              {text(UNITS_TEXT[units])}
            </Choice>
          ))}
        </Choices>
      </Group>

      <Choice>
        <input type="checkbox" checked={preferences.hasBasics} onChange={() => dispatch(basicsToggled())} />
        {text('preferences.basics')}
      </Choice>

      {anythingSet && (
        <FieldRow>
          <SecondaryButton type="button" onClick={() => dispatch(preferencesReset())}>
            {text('preferences.reset')}
          </SecondaryButton>
        </FieldRow>
      )}
    </Panel>
  );
}
