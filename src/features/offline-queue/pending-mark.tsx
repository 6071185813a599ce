import { useTranslation } from 'react-i18next';
import './offline-queue.css';

/** The "Venter på nett" tag on a cart line that has a change waiting for the network. */
export function PendingMark({ isRemoval = false }: { isRemoval?: boolean }) {
  const { t } = useTranslation('sync');
  return <span className="pending-mark">{t(isRemoval ? 'removed' : 'waiting')}</span>;
}
