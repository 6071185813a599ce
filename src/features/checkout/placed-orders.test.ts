import { beforeEach, describe, expect, it } from 'vitest';
import { placedOrderToken, rememberPlacedOrder } from './placed-orders';

beforeEach(() => localStorage.clear());

describe('placed orders', () => {
  it('finds the token of an order this browser placed', () => {
    rememberPlacedOrder('order-1', 'token-1');
    expect(placedOrderToken('order-1')).toBe('token-1');
    expect(placedOrderToken('order-2')).toBeNull();
  });

  it('keeps the five newest for 30 days', () => {
    const now = Date.now();
    for (let i = 1; i <= 7; i++) rememberPlacedOrder(`order-${i}`, `token-${i}`, now + i);
    expect(placedOrderToken('order-2', now + 8)).toBeNull();
    expect(placedOrderToken('order-3', now + 8)).toBe('token-3');
    expect(placedOrderToken('order-7', now + 31 * 24 * 3600 * 1000)).toBeNull();
  });

  it('reads broken storage as none', () => {
    localStorage.setItem('atvhuset:placed-orders', '{not json');
    expect(placedOrderToken('order-1')).toBeNull();
    rememberPlacedOrder('order-1', 'token-1');
    expect(placedOrderToken('order-1')).toBe('token-1');
  });
});
