import { describe, expect, it } from 'vitest';
import { manufacturers, models, years } from './catalogue.js';

describe('vehicle catalogue', () => {
  it('lists manufacturers alphabetically, years newest first, models of a year', () => {
    const makers = manufacturers();
    expect(makers).toEqual([...makers].sort((a, b) => a.localeCompare(b, 'nb')));
    const polarisYears = years('polaris');
    expect(polarisYears[0]).toBeGreaterThan(polarisYears.at(-1) ?? Infinity);
    const first = polarisYears[0] ?? 0;
    expect(models('Polaris', first).length).toBeGreaterThan(0);
    expect(models('Polaris', 1950)).toEqual([]);
    expect(years('Finnes ikke')).toEqual([]);
  });
});
