import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '@/components/ui/icon';
import { DELIVERY_DAYS_NORMAL, OPEN_PURCHASE_DAYS } from '@/config/constants';
import { useMarketShipping, useMarketContext } from '@/lib/market/use-market-shipping';

interface Point {
  icon: IconName;
  text: string;
  short: string;
}

export function useSellingPoints(): Point[] {
  const { t } = useTranslation('common');
  const delivery = { min: DELIVERY_DAYS_NORMAL.min, max: DELIVERY_DAYS_NORMAL.max };
  const { freeFrom } = useMarketShipping();
  // Sverige's amounts say SEK, as its prices do.
  const context = useMarketContext();
  return [
    {
      icon: 'truck',
      text: t('sellingPoints.freeShipping', { amount: freeFrom, context }),
      short: t('sellingPoints.freeShippingShort', { amount: freeFrom, context }),
    },
    {
      icon: 'clock',
      text: t('sellingPoints.delivery', delivery),
      short: t('sellingPoints.deliveryShort', delivery),
    },
    {
      icon: 'return',
      text: t('sellingPoints.openPurchase', { days: OPEN_PURCHASE_DAYS }),
      short: t('sellingPoints.openPurchaseShort', { days: OPEN_PURCHASE_DAYS }),
    },
  ];
}

/** The three selling points; the short texts show on phones (as the spec says). */
export function SellingPoints({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <ul role="list" className={className} aria-label={t('sellingPoints.label')}>
      {useSellingPoints().map((point) => (
        <li key={point.icon}>
          <Icon name={point.icon} size={18} />
          <span className="selling-point__long">{point.text}</span>
          <span className="selling-point__short">{point.short}</span>
        </li>
      ))}
    </ul>
  );
}
