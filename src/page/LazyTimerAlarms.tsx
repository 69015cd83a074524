import { useEffect, useState } from 'react';
import { useAppSelector } from '../app/withTypes';
import { loadWhenIdle } from '../app/loadWhenIdle';
import { OnDemand, useLazyPart } from '../components/OnDemand';
import { selectAnyTimer } from '../features/cook/cookSelectorsAlwaysLoaded';

declare module '../components/OnDemand' {
  interface LazyPartProps {
    /** The page's timer alarms (TimerAlarms), with the timers kept from before a reload. */
    timerAlarms: object;
  }
}

/**
 * The page's timer alarms, placed on every page once their code is here (fetched when the page is idle, so a
 * timer kept from before a reload rings), and at once when a timer starts.
 */
export function LazyTimerAlarms() {
  const [loaded, setLoaded] = useState(false);
  const timing = useAppSelector(selectAnyTimer);
  const alarms = useLazyPart('timerAlarms');
  useEffect(() => {
    if (!alarms) return;
    // Placed in the same task when the code is here already (the page fetched it), after its download otherwise.
    const place = () =>
      alarms.component.isLoaded() ? setLoaded(true) : alarms.component.load().then(() => setLoaded(true));
    return loadWhenIdle(() => Promise.resolve(place()));
  }, [alarms]);
  return loaded || timing ? <OnDemand part="timerAlarms" /> : null;
}
