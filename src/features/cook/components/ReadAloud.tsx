import { useEffect } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/withTypes';
import { SecondaryButton } from '../../../components/SecondaryButton';
import { VoiceControls, VoiceSwitch } from './voiceControls';
import {
  readAloudToggled,
  saveReadAloud,
  selectReadAloud,
  SPEECH_RATES,
  speechRateChosen,
  type SpeechRate,
} from '../readAloudSlice';
import { speak, stopSpeaking } from './speech';
import { useCanReadAloud } from './useCanReadAloud';
import { colors } from '../../../styles/themes';
import { useCookText, type CookTextId } from './cookTexts';

const Speed = styled.select`
  min-height: 44px;
  font: inherit;
  padding: 0 0.5rem;
  border-radius: 8px;
  border: 2px solid ${colors.border};
  background: ${colors.background};
  color: ${colors.text};
`;

const RATE_TEXT: Record<SpeechRate, CookTextId> = {
  slower: 'readAloud.slower',
  normal: 'readAloud.normal',
  faster: 'readAloud.faster',
};

/**
 * Read aloud, in cook mode: once on (a switch, off unless the cook turned it on, then remembered) it reads `spoken`
 * (the step, then its safety warning) at once and whenever it changes, with Repeat and a pace. Speech stops when
 * the switch goes off, when cook mode closes and when the page is hidden. Absent where the browser cannot speak.
 */
export function ReadAloud({ spoken }: { spoken: string }) {
  const dispatch = useAppDispatch();
  const available = useCanReadAloud();
  const readAloud = useAppSelector(selectReadAloud);
  const { on, rate } = readAloud;
  const text = useCookText();

  useEffect(() => {
    if (available && on) speak(spoken, rate);
    else stopSpeaking();
  }, [available, on, spoken, rate]);
  useEffect(() => {
    const hidden = () => {
      if (document.hidden) stopSpeaking();
    };
    document.addEventListener('visibilitychange', hidden);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      stopSpeaking();
    };
  }, []);

  if (!available) return null;
  return (
    <VoiceControls>
      <VoiceSwitch
        aria-checked={on}
        onClick={() => {
          // Kept when the cook changes it, so opening cook mode writes nothing to storage.
          dispatch(readAloudToggled());
          saveReadAloud({ ...readAloud, on: !on });
        }}
      >
        {text('readAloud.switch')}
      </VoiceSwitch>
      {on && (
        <>
          <SecondaryButton type="button" onClick={() => speak(spoken, rate)}>
            {text('readAloud.repeat')}
          </SecondaryButton>
          <Speed
            aria-label={text('readAloud.speed')}
            value={rate}
            onChange={(event) => {
              const chosen = event.target.value as SpeechRate;
              dispatch(speechRateChosen(chosen));
              saveReadAloud({ ...readAloud, rate: chosen });
            }}
          >
            {SPEECH_RATES.map((choice) => (
              <option key={choice} value={choice}>
                {text(RATE_TEXT[choice])}
              </option>
            ))}
          </Speed>
        </>
      )}
    </VoiceControls>
  );
}
