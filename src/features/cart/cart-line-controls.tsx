import { useTranslation } from 'react-i18next';
import { PendingMark } from '@/features/offline-queue/pending-mark';
import type { CartError } from './cart-error';
import { QuantityStepper } from './quantity-stepper';
import { useCartErrorMessage } from './use-cart-error-message';

interface CartLineControlsProps {
  /** What the shopper calls the line (a product or a package): names the buttons. */
  name: string;
  quantity: number;
  max: number | undefined;
  isBusy: boolean;
  error: CartError | null;
  /** `expected`: the quantity shown when the shopper changed it (the server applies the step). */
  onQuantity: (quantity: number, expected: number) => void;
  onRemove: () => void;
  /** The quantity once changes made offline reach the shop (0: removed); unset: none wait. */
  pendingQuantity: number | undefined;
}

/** Quantity, remove, the offline mark and the error of one cart line (a product or a package). */
export function CartLineControls({
  name,
  quantity,
  max,
  isBusy,
  error,
  onQuantity,
  onRemove,
  pendingQuantity,
}: CartLineControlsProps) {
  const { t } = useTranslation('cart');
  const toMessage = useCartErrorMessage();
  const shown = pendingQuantity === 0 || pendingQuantity === undefined ? quantity : pendingQuantity;
  // A line removed offline goes when the network returns: a step on it then would only be
  // refused (the line is gone by the time it arrives).
  const isLeaving = pendingQuantity === 0;
  return (
    <div className="cart-line__controls">
      <div className="cart-line__actions">
        <QuantityStepper
          value={shown}
          max={max}
          onChange={(next) => onQuantity(next, shown)}
          label={t('line.quantity', { name })}
          decreaseLabel={t('line.decrease', { name })}
          increaseLabel={t('line.increase', { name })}
          disabled={isBusy || isLeaving}
        />
        {/* Short on screen ("Fjern"), the full name for screen readers: a long name would
            otherwise make the button wider than a phone's cart panel. */}
        <button
          type="button"
          className="cart-line__remove"
          disabled={isBusy || isLeaving}
          aria-label={t('line.remove', { name })}
          onClick={onRemove}
        >
          {t('line.removeShort')}
        </button>
      </div>
      {pendingQuantity === undefined ? null : <PendingMark isRemoval={pendingQuantity === 0} />}
      {error ? (
        <p className="cart-line__error" role="alert">
          {toMessage(error)}
        </p>
      ) : null}
    </div>
  );
}
