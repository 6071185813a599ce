import {
  PROGRESS_BAR_HEIGHT_PX,
  PROGRESS_DURATION_MS,
  PROGRESS_HIDE_DELAY_MS,
} from '@/config/constants';
import './progress-bar.css';

export type ProgressPhase = 'idle' | 'running' | 'finishing';

/** A thin bar at the top: creeps towards 90 % while running, fills and fades when done. */
export function ProgressBar({ phase, label }: { phase: ProgressPhase; label: string }) {
  return (
    <div
      className={`progress-bar progress-bar--${phase}`}
      style={{
        height: PROGRESS_BAR_HEIGHT_PX,
        ['--progress-duration' as string]: `${PROGRESS_DURATION_MS}ms`,
        ['--progress-hide' as string]: `${PROGRESS_HIDE_DELAY_MS}ms`,
      }}
      role="progressbar"
      aria-label={label}
      aria-hidden={phase === 'idle'}
      aria-busy={phase === 'running'}
    />
  );
}
