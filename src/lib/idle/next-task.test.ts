import { describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('runs after the task at hand has finished, not within it', async () => {
    const order: string[] = [];
    nextTask(() => order.push('next'));
    await Promise.resolve();
    order.push('same task');
    await vi.waitFor(() => expect(order).toEqual(['same task', 'next']));
  });
});
