import { describe, expect, it } from 'vitest';
import { serialQueue } from './use-checkout';

const later = <T>(value: T, ms: number) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('serialQueue', () => {
  it('starts a task only after the one before has answered, so answers arrive in order', async () => {
    const serial = serialQueue();
    const events: string[] = [];
    const shipping = serial(async () => {
      events.push('shipping sent');
      await later(null, 30);
      events.push('shipping answered');
      return 'shipping';
    });
    const payment = serial(async () => {
      events.push('payment sent');
      await later(null, 1);
      events.push('payment answered');
      return 'payment';
    });
    expect(await Promise.all([shipping, payment])).toEqual(['shipping', 'payment']);
    expect(events).toEqual([
      'shipping sent',
      'shipping answered',
      'payment sent',
      'payment answered',
    ]);
  });

  it('a failed task rejects its own caller and the next one still runs', async () => {
    const serial = serialQueue();
    const failed = serial(() => Promise.reject(new Error('offline')));
    const next = serial(() => Promise.resolve('stored'));
    await expect(failed).rejects.toThrow('offline');
    await expect(next).resolves.toBe('stored');
  });
});
