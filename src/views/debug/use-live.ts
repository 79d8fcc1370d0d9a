import { useEffect, useState } from 'react';
import { auditTime } from 'rxjs';
import { useInspector } from '../../app/inspector-context';

/** A counter that moves when the trace grows (at most 4 times a second), unless paused; views re-read on it. */
export const useLiveTick = (paused = false): number => {
  const inspector = useInspector();
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (paused) return;
    const sub = inspector.entries$.pipe(auditTime(250)).subscribe(() => setTick((t) => t + 1));
    return () => sub.unsubscribe();
  }, [inspector, paused]);
  return tick;
};
