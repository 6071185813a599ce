import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { selectPendingCount } from './offline-queue-slice';
import './offline-queue.css';

/** "2 endringer venter på nett": what the shopper did offline that has not reached the shop. */
export function PendingChangesNote({ className = '' }: { className?: string }) {
  const { t } = useTranslation('sync');
  const count = useAppSelector(selectPendingCount);
  if (count === 0) return null;
  return (
    <p className={`pending-changes ${className}`.trim()}>
      <span className="pending-changes__dot" aria-hidden="true" />
      {t('pending', { count })}
    </p>
  );
}
