import { useAppDispatch, useAppSelector } from '../../../app/withTypes';
import { selectReadAloud } from '../readAloudSlice';
import { stepDurations } from '../../../core/cooking/stepDurations';
import { selectTimers, timerDismissed, timerStarted } from '../timersSlice';
import type { VoiceCommand } from '../voiceCommands';
import { canReadAloud, speak, stopSpeaking } from './speech';

interface CookModeView {
  step: number;
  stepText: string;
  /** What Read aloud says for the view shown (the step and its warning). */
  spoken: string;
  /** The step's ingredient lines, or every line when the step names none. */
  ingredients: readonly string[];
  show: (step: number) => void;
  close: () => void;
}

/** What each voice command does in cook mode: the same as its button, or saying something aloud. */
export function useCookModeCommands(view: CookModeView): (command: VoiceCommand) => void {
  const dispatch = useAppDispatch();
  const { rate } = useAppSelector(selectReadAloud);
  const timers = useAppSelector(selectTimers);
  const say = (text: string) => {
    if (canReadAloud()) speak(text, rate);
  };
  return (command) => {
    switch (command) {
      case 'next':
        return view.show(view.step + 1);
      case 'back':
        return view.show(view.step - 1);
      case 'repeat':
        return say(view.spoken);
      case 'start timer': {
        const [first] = stepDurations(view.stepText);
        if (first) dispatch(timerStarted({ label: first.label, seconds: first.seconds, step: view.step }));
        return;
      }
      case 'stop timer': {
        const running = timers.filter(({ ended }) => !ended).at(-1);
        if (running) dispatch(timerDismissed(running.id));
        return;
      }
      case 'read ingredients':
        return say(view.ingredients.join(', '));
      case 'stop reading':
        return stopSpeaking();
      case 'close':
        return view.close();
    }
  };
}
