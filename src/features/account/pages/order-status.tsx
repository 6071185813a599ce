import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@/graphql/generated/operations';

/** Received, processing, completed or cancelled, as a coloured label. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('account');
  return (
    <span className={`order-status order-status--${status}`} data-testid="order-status">
      {t(`pages.status.${status}`)}
    </span>
  );
}
