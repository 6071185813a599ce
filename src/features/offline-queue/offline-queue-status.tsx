import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { refusalDismissed, selectRefusedChanges } from './offline-queue-slice';
import { PendingChangesNote } from './pending-changes-note';
import { useRefusedMessage } from './use-refused-message';
import './offline-queue.css';

/**
 * The header's strip for offline writes: how many changes wait for the network, and what the
 * shop refused when they were replayed. The replay itself runs app-wide (app.tsx).
 */
export function OfflineQueueStatus() {
  const { t } = useTranslation('sync');
  const dispatch = useAppDispatch();
  const refused = useAppSelector(selectRefusedChanges);
  const toMessage = useRefusedMessage();
  return (
    <div className="offline-queue-status">
      <div role="status">
        <PendingChangesNote className="container" />
      </div>
      {refused.map((change) => (
        <div key={change.key} className="offline-queue-status__refused" role="alert">
          <p className="container">
            <span>{toMessage(change)}</span>
            <button
              type="button"
              className="offline-queue-status__dismiss"
              aria-label={t('refused.dismiss')}
              onClick={() => dispatch(refusalDismissed(change.key))}
            >
              ×
            </button>
          </p>
        </div>
      ))}
    </div>
  );
}
