/**
 * What a finished timer does beyond the page's own line: a short beep (Web Audio), a short vibration, and a
 * notification if the cook allowed them. Each is skipped where the device has no such thing; none can fail.
 */
export function ringTimerAlarm(title: string, message: string): void {
  try {
    const AudioContextClass = window.AudioContext;
    if (AudioContextClass) {
      const audio = new AudioContextClass();
      const tone = audio.createOscillator();
      const volume = audio.createGain();
      tone.frequency.value = 880;
      volume.gain.value = 0.2;
      tone.connect(volume).connect(audio.destination);
      tone.start();
      tone.stop(audio.currentTime + 0.6);
      tone.onended = () => void audio.close();
    }
  } catch {
    // No sound on this device: the line on the page says it.
  }
  navigator.vibrate?.([200, 100, 200]);
  if (typeof Notification !== 'undefined' && Notification.permission === 'granted') {
    try {
      new Notification(title, { body: message });
    } catch {
      // Some browsers only notify from a service worker: the line on the page says it.
    }
  }
}
