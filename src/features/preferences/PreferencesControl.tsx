import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '../../app/withTypes';
import { selectPreferences } from './preferencesSlice';
import { preferencesSummaryLine } from './preferencesSummaryLine';
import { usePreferencesText } from './preferencesTexts';
import { PreferencesPanel } from './PreferencesPanel';
import { colors } from '../../styles/themes';

const Toggle = styled.summary`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.75rem;
  min-height: 44px;
  cursor: pointer;
  font-weight: 600;
`;

// The summary is a flex row, which drops the browser's own disclosure triangle: this one turns when open.
const Chevron = styled.span`
  display: inline-block;
  transition: transform 0.15s;

  details[open] > summary > & {
    transform: rotate(90deg);
  }
`;

const Summary = styled.span`
  font-weight: 400;
  color: ${colors.mutedText};
`;

/**
 * "Preferences", with what the chef will be told beside it when anything is set; the form opens below, the choice
 * of language (placed by the page) first in it.
 */
export function PreferencesControl({ languageChoice }: { languageChoice?: ReactNode }) {
  const text = usePreferencesText();
  const summary = preferencesSummaryLine(text, useAppSelector(selectPreferences));
  // The form is rendered only while open: closed, it would still be in the DOM and in every query of it.
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <Toggle>
        <span>
          <Chevron aria-hidden="true">▸</Chevron> <span>{text('preferences.toggle')}</span>
        </span>
        {summary && <Summary>{summary}</Summary>}
      </Toggle>
      {open && <PreferencesPanel languageChoice={languageChoice} />}
    </details>
  );
}
