import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import type { PackagePartInput } from '@/graphql/generated/operations';
import { QUANTITY_THRESHOLD } from '@shared/validation/quantity';
import type { CartError } from './cart-error';
import { cartAdded } from './cart-slice';
import { QuantityStepper } from './quantity-stepper';
import { useCartMutations } from './use-cart-mutations';
import { useCartErrorMessage } from './use-cart-error-message';
import './add-to-cart.css';

/** What the add button adds: a size, or a package with a size per part. */
export type CartSelection =
  | { kind: 'sku'; skuId: number }
  | { kind: 'package'; packageId: number; parts: PackagePartInput[] };

interface AddToCartProps {
  productName: string;
  /** Null until the shopper has chosen the size (of every part of a package). */
  selection: CartSelection | null;
  /** Units in stock when stock limits the quantity ("{stock} igjen"); undefined = no limit. */
  stock?: number;
}

/** Quantity and the add button (the spec: a size first, not more than stock). */
export function AddToCart({ productName, selection, stock }: AddToCartProps) {
  const { t } = useTranslation('cart');
  const dispatch = useAppDispatch();
  const { addToCart, addPackageToCart } = useCartMutations();
  const toMessage = useCartErrorMessage();
  const [quantity, setQuantity] = useState(1);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<CartError | 'choose-size' | null>(null);
  // Not more than stock, and never beyond the quantity threshold the cart holds a line to.
  const limitedByStock = stock !== undefined && stock < QUANTITY_THRESHOLD;
  const max = limitedByStock ? Math.max(1, stock) : QUANTITY_THRESHOLD;

  const add = async () => {
    if (!selection) {
      setError('choose-size');
      return;
    }
    setIsBusy(true);
    setError(null);
    const result =
      selection.kind === 'sku'
        ? await addToCart(selection.skuId, quantity, productName)
        : await addPackageToCart(selection.packageId, selection.parts, quantity, productName);
    setIsBusy(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    dispatch(
      cartAdded({
        key: crypto.randomUUID(),
        name: productName,
        quantity,
        isQueued: result.queued === true,
        isShopUnreachable: result.queued === true && navigator.onLine,
      }),
    );
    setQuantity(1);
  };

  // "Choose a size" goes away as soon as one is chosen.
  const message =
    error === 'choose-size'
      ? selection
        ? null
        : t('add.chooseSize')
      : error
        ? toMessage(error)
        : null;

  return (
    <div className="add-to-cart">
      <div className="add-to-cart__row">
        <QuantityStepper
          value={quantity}
          max={max}
          onChange={setQuantity}
          label={t('add.quantity')}
          decreaseLabel={t('add.decrease')}
          increaseLabel={t('add.increase')}
          disabled={isBusy}
        />
        <Button
          variant="primary"
          size="l"
          className="add-to-cart__button"
          isLoading={isBusy}
          onClick={() => void add()}
        >
          {t('add.button')}
        </Button>
      </div>
      {quantity >= max && (!limitedByStock || stock > 0) ? (
        <p className="add-to-cart__left" aria-live="polite">
          {limitedByStock
            ? t('add.left', { stock })
            : t('errors.QUANTITY_THRESHOLD', { threshold: QUANTITY_THRESHOLD })}
        </p>
      ) : null}
      <p className="add-to-cart__error" role="alert">
        {message}
      </p>
    </div>
  );
}
