import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emitChangeSettled } from '@/features/offline-queue/settled-changes';
import { useCartChangeCount } from './use-cart-change-count';

const settled = (kind: 'cart' | 'newsletter', status: 'applied' | 'refused') =>
  emitChangeSettled({
    kind,
    key: 'k',
    operationName: 'AddToCart',
    isDrained: true,
    result:
      status === 'applied'
        ? { status, cartId: 'c1' }
        : { status, code: 'OUT_OF_STOCK', values: {} },
  });

describe('useCartChangeCount', () => {
  it('moves when a queued cart change reaches the server, not for refusals or the newsletter', () => {
    const { result, unmount } = renderHook(() => useCartChangeCount());
    expect(result.current).toBe(0);
    act(() => settled('cart', 'applied'));
    expect(result.current).toBe(1);
    act(() => settled('cart', 'refused'));
    act(() => settled('newsletter', 'applied'));
    expect(result.current).toBe(1);
    unmount();
    settled('cart', 'applied');
  });
});
