import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  dismissSnackbar,
  getSnackbars,
  subscribeToSnackbars,
  type SnackbarMessage,
} from '@/lib/snackbar/snackbar-queue';
import { Icon } from './icon';
import './snackbar.css';

const NONE: readonly SnackbarMessage[] = [];

/**
 * The shared snackbar (the spec's toast: top right, hidden after 5 s), showing the queue of
 * lib/snackbar. One polite live region that exists before its first message, so screen readers
 * read each one; a message the shopper hovers or focuses stays until they leave it.
 */
export function SnackbarHost({ closeLabel }: { closeLabel: string }) {
  const messages = useSyncExternalStore(subscribeToSnackbars, getSnackbars, () => NONE);
  return (
    <div className="snackbar-region" role="status" aria-live="polite">
      {messages.map((message) => (
        <Snackbar key={message.id} message={message} closeLabel={closeLabel} />
      ))}
    </div>
  );
}

function Snackbar({ message, closeLabel }: { message: SnackbarMessage; closeLabel: string }) {
  const [isHeld, setIsHeld] = useState(false);
  const { id, durationMs } = message;
  useEffect(() => {
    if (isHeld) return undefined;
    const timer = window.setTimeout(() => dismissSnackbar(id), durationMs);
    return () => window.clearTimeout(timer);
  }, [id, durationMs, isHeld]);
  return (
    <div
      className={`snackbar snackbar--${message.tone}`}
      // A mouse over it holds it; a finger does not (a tap leaves a touch "hover" behind: the
      // bottom sheet's button the shopper just tapped sits where the snackbar appears).
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setIsHeld(true);
      }}
      onPointerLeave={() => setIsHeld(false)}
      onFocus={() => setIsHeld(true)}
      onBlur={() => setIsHeld(false)}
    >
      <div className="snackbar__text">
        {message.title ? <p className="snackbar__title">{message.title}</p> : null}
        <p className="snackbar__message">{message.message}</p>
      </div>
      {message.action ? (
        <button
          type="button"
          className="snackbar__action"
          onClick={() => {
            dismissSnackbar(id);
            message.action?.onClick();
          }}
        >
          {message.action.label}
        </button>
      ) : null}
      <button
        type="button"
        className="snackbar__close"
        aria-label={closeLabel}
        onClick={() => dismissSnackbar(id)}
      >
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}
