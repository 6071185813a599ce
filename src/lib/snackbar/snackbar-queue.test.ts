// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dismissSnackbar,
  getSnackbars,
  resetSnackbarsForTests,
  showSnackbar,
  SNACKBAR_MAX,
  SNACKBAR_MS,
  subscribeToSnackbars,
} from './snackbar-queue';

afterEach(resetSnackbarsForTests);

describe('the snackbar queue', () => {
  it('queues messages with the spec toast time, tells listeners and dismisses by id', () => {
    const listener = vi.fn();
    subscribeToSnackbars(listener);
    const first = showSnackbar({ message: 'Lagret' });
    showSnackbar({ message: 'Feil', tone: 'error', durationMs: 8000 });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(
      getSnackbars().map(({ message, tone, durationMs }) => [message, tone, durationMs]),
    ).toEqual([
      ['Lagret', 'info', SNACKBAR_MS],
      ['Feil', 'error', 8000],
    ]);
    dismissSnackbar(first);
    expect(getSnackbars().map((item) => item.message)).toEqual(['Feil']);
  });

  it('keeps at most a few, the newest', () => {
    for (let i = 0; i < SNACKBAR_MAX + 2; i += 1) showSnackbar({ message: `m${String(i)}` });
    expect(getSnackbars()).toHaveLength(SNACKBAR_MAX);
    expect(getSnackbars().at(-1)?.message).toBe(`m${String(SNACKBAR_MAX + 1)}`);
  });
});
