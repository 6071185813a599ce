import { describe, expect, it } from 'vitest';
import { deliveryDays } from './delivery';

describe('deliveryDays', () => {
  it('gives 2–4 weekdays for stock on the shelf and 3–5 for heavy goods', () => {
    expect(deliveryDays({ kind: 'many', count: 9 }, false)).toEqual({ min: 2, max: 4 });
    expect(deliveryDays({ kind: 'few', count: 2 }, true)).toEqual({ min: 3, max: 5 });
  });

  it('has no shelf delivery time for other states', () => {
    expect(deliveryDays({ kind: 'supplier' }, false)).toBeNull();
    expect(deliveryDays({ kind: 'out' }, false)).toBeNull();
  });
});
