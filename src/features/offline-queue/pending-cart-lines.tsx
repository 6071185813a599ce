import { useTranslation } from 'react-i18next';
import type { PendingCartView } from './pending-cart-view';
import { PendingChangesNote } from './pending-changes-note';
import { PendingMark } from './pending-mark';
import './offline-queue.css';

/** Adds and code changes made offline that the cart cannot show as its own lines yet. */
export function PendingCartLines({ view }: { view: PendingCartView }) {
  const { t } = useTranslation(['sync', 'cart']);
  return (
    <div className="pending-cart">
      <PendingChangesNote />
      {view.newLines.length > 0 ? (
        <ul className="pending-cart__lines" aria-label={t('sync:newLines')}>
          {view.newLines.map((line) => (
            <li key={line.ref} className="pending-cart__line">
              <span className="pending-cart__name">
                {/* The quantity first, as the cart writes it: "4 × Arbeidslys, versjon 4". */}
                {t('sync:newLine', {
                  quantity: line.quantity,
                  name: line.label ?? t('sync:newLines'),
                })}
              </span>
              <PendingMark />
            </li>
          ))}
        </ul>
      ) : null}
      {view.promo ? (
        <p className="pending-cart__promo">
          {view.promo.code ? t('sync:promo', { code: view.promo.code }) : t('sync:promoRemoved')}
        </p>
      ) : null}
    </div>
  );
}
