import { useState } from 'react';
import type { CartError } from './cart-error';
import type { CartResult } from './use-cart-mutations';

/** A cart line's change in flight: busy while it runs, and the error it ended with. */
export function useCartLineAction() {
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<CartError | null>(null);

  const act = async (action: () => Promise<CartResult>) => {
    setIsBusy(true);
    setError(null);
    const result = await action();
    setIsBusy(false);
    if (!result.ok) setError(result.error);
  };

  return { isBusy, error, act };
}
