import { useEffect, type FormEvent, type RefObject } from 'react';
import styled, { css } from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/withTypes';
import { Button } from '../../components/Button';
import { TextInput } from '../../components/TextInput';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import {
  draftChanged,
  ingredientAdded,
  selectDraft,
  selectDraftLengthOverLimit,
  selectWarning,
} from './ingredientsSlice';
import { useWarningExpiry } from './useWarningExpiry';
import { ingredientRuleText } from './ingredientRuleText';
import { MAX_INGREDIENT_LENGTH } from '../../core/ingredients/ingredientRules';
import { useText } from '../../i18n/useText';
import { colors } from '../../styles/themes';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

const Input = styled(TextInput)<{ $invalid: boolean; $blocked: boolean }>`
  flex: 1 1 14rem;
  min-width: 0;

  ${({ $invalid }) =>
    $invalid &&
    css`
      border-color: ${colors.danger};
    `}

  ${({ $blocked }) =>
    $blocked &&
    css`
      cursor: not-allowed;
    `}
`;

const ErrorLine = styled.p`
  flex-basis: 100%;
  min-height: 1.5em;
  margin: 0;
  color: ${colors.danger};
`;

const HintLine = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${colors.mutedText};
`;

export const INGREDIENT_INPUT_ID = 'ingredient-input';
const ERROR_ID = 'ingredient-error';
const HINT_ID = 'ingredient-hint';

export function IngredientForm({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const dispatch = useAppDispatch();
  const draft = useAppSelector(selectDraft);
  const warning = useAppSelector(selectWarning);
  const lengthOverLimit = useAppSelector(selectDraftLengthOverLimit);
  const text = useText();
  const message = warning ? ingredientRuleText(text, warning.rule) : '';
  const hint =
    lengthOverLimit === null
      ? ''
      : text('ingredients.tooLongHint', { length: lengthOverLimit, max: MAX_INGREDIENT_LENGTH });
  useWarningExpiry(warning);

  useEffect(() => {
    if (warning?.rule === 'empty') inputRef.current?.focus();
  }, [warning, inputRef]);

  // The prerendered form can be used before the scripts run: what was typed (and an Add held back by the page's
  // inline script) is taken over once, when the app starts.
  useEffect(() => {
    const input = inputRef.current;
    if (!input || input.value === '') return;
    dispatch(draftChanged(input.value));
    if (!input.form?.dataset.pendingSubmit) return;
    delete input.form.dataset.pendingSubmit;
    dispatch(ingredientAdded(input.value));
    // React rendered an empty input and, its state being empty again, would not touch the typed text.
    input.value = dispatch((_, getState) => selectDraft(getState()));
    // Both are stable, so this runs once: afterwards the store owns the input.
  }, [dispatch, inputRef]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    dispatch(ingredientAdded(draft));
  };

  return (
    <Form onSubmit={submit} noValidate>
      <VisuallyHidden as="label" htmlFor={INGREDIENT_INPUT_ID}>
        {text('ingredients.inputLabel')}
      </VisuallyHidden>
      <Input
        ref={inputRef}
        id={INGREDIENT_INPUT_ID}
        type="text"
        placeholder={text('ingredients.inputPlaceholder')}
        autoComplete="off"
        value={draft}
        onChange={(event) => dispatch(draftChanged(event.target.value))}
        aria-invalid={warning !== null || hint !== ''}
        aria-describedby={`${ERROR_ID} ${HINT_ID}`}
        $invalid={(warning !== null && warning.rule !== 'empty') || hint !== ''}
        $blocked={warning?.rule === 'duplicate'}
      />
      <Button type="submit">{text('ingredients.add')}</Button>
      <HintLine id={HINT_ID} aria-live="polite">
        {hint}
      </HintLine>
      <ErrorLine id={ERROR_ID} role="alert">
        {message}
      </ErrorLine>
    </Form>
  );
}
