import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { SecondaryButton } from '../../components/SecondaryButton';
import { TextInput } from '../../components/TextInput';
import { builtVisionModel } from '../../modelConnection/requestSettings';
import { chooseVisionModel, chosenVisionModel, isModelName } from '../../modelConnection/visionModelChoice';
import { colors } from '../../styles/themes';
import { useSettingsText } from './settingsTexts';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  margin-top: 1rem;
`;

const Field = styled(TextInput)`
  flex: 1 1 14rem;
  min-width: 0;
`;

const Line = styled.p<{ $problem?: boolean }>`
  flex-basis: 100%;
  margin: 0;
  color: ${({ $problem }) => ($problem ? colors.danger : colors.mutedText)};
`;

const ABOUT_ID = 'vision-model-about';
const STATUS_ID = 'vision-model-status';

/**
 * Chef settings' choice of the model that reads the cook's photos, for a model the page asks itself (their token,
 * their account, or a server the app was built for); empty for the app's. Kept on this device.
 */
export function VisionModelField() {
  const text = useSettingsText();
  const appModel = builtVisionModel();
  const [draft, setDraft] = useState(chosenVisionModel);
  const [saved, setSaved] = useState(chosenVisionModel);
  const [problem, setProblem] = useState(false);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const model = draft.trim();
    if (model !== '' && !isModelName(model)) {
      setProblem(true);
      return;
    }
    setProblem(false);
    chooseVisionModel(model);
    setSaved(model);
  };

  return (
    <Form onSubmit={save} noValidate>
      <label htmlFor="vision-model-input">{text('settings.visionModelLabel')}</label>
      <Line id={ABOUT_ID}>{text('settings.visionModelAbout', { model: appModel })}</Line>
      <Field
        id="vision-model-input"
        type="text"
        autoComplete="off"
        spellCheck={false}
        placeholder={appModel}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        aria-describedby={`${ABOUT_ID} ${STATUS_ID}`}
        aria-invalid={problem}
      />
      <SecondaryButton type="submit">{text('settings.visionModelSave')}</SecondaryButton>
      <Line id={STATUS_ID} aria-live="polite" $problem={problem}>
        {problem
          ? text('settings.visionModelProblem', { model: appModel })
          : text('settings.visionModelSaved', { model: saved || appModel })}
      </Line>
    </Form>
  );
}
