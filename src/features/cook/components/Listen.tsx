import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { VoiceControls, VoiceSwitch } from './voiceControls';
import { voiceCommandIn, type VoiceCommand } from '../voiceCommands';
import { colors } from '../../../styles/themes';
import { useCookText, type CookTextId } from './cookTexts';

/** The part of the Web Speech API's SpeechRecognition that Listen uses (not in TypeScript's DOM types). */
interface Recognition {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((event: { resultIndex: number; results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  abort(): void;
}

const recognitionClass = (): (new () => Recognition) | undefined => {
  const speech = window as unknown as {
    SpeechRecognition?: new () => Recognition;
    webkitSpeechRecognition?: new () => Recognition;
  };
  return speech.SpeechRecognition ?? speech.webkitSpeechRecognition;
};

/** Each command as the line under the switch names it once heard. */
const COMMAND_TEXT: Record<VoiceCommand, CookTextId> = {
  next: 'voice.next',
  back: 'voice.back',
  repeat: 'voice.repeat',
  'start timer': 'voice.startTimer',
  'stop timer': 'voice.stopTimer',
  'read ingredients': 'voice.readIngredients',
  'stop reading': 'voice.stopReading',
  close: 'voice.close',
};
/** How long a command heard stays on screen. */
const HEARD_SHOWN_MS = 2_000;

const Note = styled.p`
  margin: 0;
  color: ${colors.mutedText};
`;

/**
 * Voice commands in cook mode, where the browser can recognise speech: a Listen switch (off at first; the
 * microphone is asked for only when it is turned on), "Listening" while on, and each command heard shown for a
 * moment. It restarts when the browser ends a recognition session, and stops when cook mode closes or the page is
 * hidden. Where recognition is missing or the microphone is refused, one line says so; the buttons stay.
 */
export function Listen({ onCommand }: { onCommand: (command: VoiceCommand) => void }) {
  const [Recognition] = useState(recognitionClass);
  const [on, setOn] = useState(false);
  const [heard, setHeard] = useState<VoiceCommand | null>(null);
  const [refused, setRefused] = useState(false);
  const handle = useRef(onCommand);
  const text = useCookText();
  useEffect(() => {
    handle.current = onCommand;
  }, [onCommand]);

  useEffect(() => {
    if (!on || !Recognition) return;
    let stopped = false;
    const recognition = new Recognition();
    recognition.continuous = true;
    recognition.interimResults = false;
    recognition.lang = document.documentElement.lang || 'en';
    recognition.onresult = ({ resultIndex, results }) => {
      for (let index = resultIndex; index < results.length; index += 1) {
        const command = voiceCommandIn(results[index]?.[0]?.transcript ?? '');
        if (!command) continue;
        setHeard(command);
        handle.current(command);
      }
    };
    recognition.onerror = ({ error }) => {
      if (error !== 'not-allowed' && error !== 'service-not-allowed') return;
      stopped = true;
      setRefused(true);
      setOn(false);
    };
    // The browser ends a session after a silence: listening goes on until the cook turns it off.
    recognition.onend = () => {
      if (!stopped) recognition.start();
    };
    const hidden = () => {
      if (document.hidden) setOn(false);
    };
    document.addEventListener('visibilitychange', hidden);
    recognition.start();
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', hidden);
      recognition.abort();
    };
  }, [on, Recognition]);

  useEffect(() => {
    if (!heard) return;
    const timer = setTimeout(() => setHeard(null), HEARD_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [heard]);

  if (!Recognition) return <Note>{text('listen.cannot')}</Note>;
  return (
    <VoiceControls>
      <VoiceSwitch
        aria-checked={on}
        onClick={() => {
          setRefused(false);
          setOn(!on);
        }}
      >
        {text('listen.switch')}
      </VoiceSwitch>
      <span role="status">
        {on && text('listen.listening')}
        {heard && text('listen.heard', { command: text(COMMAND_TEXT[heard]) })}
      </span>
      {refused && <Note role="alert">{text('listen.refused')}</Note>}
    </VoiceControls>
  );
}
