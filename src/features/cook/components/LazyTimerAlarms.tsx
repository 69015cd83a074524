import { useEffect, useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { loadWhenIdle } from '../../../app/loadWhenIdle';
import { lazyComponent } from '../../../components/lazyComponent';

export const TimerAlarmsOnDemand = lazyComponent(() =>
  import(/* webpackChunkName: "timer-alarms" */ './TimerAlarms').then((module) => module.TimerAlarms),
);

/**
 * The page's timer alarms, loaded at idle time on every page (a timer kept from before a reload rings then), and
 * at once when a timer starts; nothing is shown until their code is here.
 */
export function LazyTimerAlarms() {
  const [loaded, setLoaded] = useState(false);
  const timing = useAppSelector((state) => (state.timers?.length ?? 0) > 0);
  // Shown in the same task when the code is here already (prefetched), after its download otherwise.
  const show = () =>
    TimerAlarmsOnDemand.isLoaded() ? setLoaded(true) : TimerAlarmsOnDemand.load().then(() => setLoaded(true));
  useEffect(() => loadWhenIdle(() => Promise.resolve(show())), []);
  useEffect(() => {
    if (timing) void show();
  }, [timing]);
  return loaded ? <TimerAlarmsOnDemand /> : null;
}
