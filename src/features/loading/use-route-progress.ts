import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router-dom';
import { PROGRESS_HIDE_DELAY_MS, PROGRESS_THROTTLE_MS } from '@/config/constants';
import type { ProgressPhase } from '@/components/ui/progress-bar';

/**
 * Progress of route changes (the spec: throttle 200 ms, duration 5000 ms): shown only when
 * loading lasts longer than the throttle, filled on finish and hidden 500 ms later.
 */
export function useRouteProgress(): ProgressPhase {
  const isNavigating = useNavigation().state !== 'idle';
  const [phase, setPhase] = useState<ProgressPhase>('idle');

  useEffect(() => {
    if (isNavigating) {
      const timer = setTimeout(() => setPhase('running'), PROGRESS_THROTTLE_MS);
      return () => clearTimeout(timer);
    }
    let hide: ReturnType<typeof setTimeout> | undefined;
    const finish = setTimeout(() => {
      setPhase((current) => (current === 'running' ? 'finishing' : current));
      hide = setTimeout(() => setPhase('idle'), PROGRESS_HIDE_DELAY_MS);
    }, 0);
    return () => {
      clearTimeout(finish);
      clearTimeout(hide);
    };
  }, [isNavigating]);

  return phase;
}
