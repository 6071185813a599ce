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

  it('sorts as the selector shows them, in every list', () => {
    const byName = (a: string, b: string) => a.localeCompare(b, 'nb', { sensitivity: 'base' });
    for (const maker of manufacturers()) {
      const makerYears = years(maker);
      expect(makerYears.length).toBeGreaterThan(0);
      // Newest first, each year once.
      for (let i = 1; i < makerYears.length; i++)
        expect(makerYears[i - 1]).toBeGreaterThan(makerYears[i] ?? Infinity);
      for (const year of makerYears) {
        const names = models(maker, year).map((model) => model.name);
        expect(names.length).toBeGreaterThan(0);
        expect(names).toEqual([...names].sort(byName));
      }
    }
    // Case does not decide the order ('Ranger' before 'RZR', which code points would swap), and
    // the manufacturer may be written in any case.
    const polaris = models('Polaris', 2020).map((model) => model.name);
    expect(polaris.indexOf('Ranger 1000')).toBeLessThan(polaris.indexOf('RZR XP 1000'));
    expect(models('CAN-AM', 2020)).toEqual(models('Can-Am', 2020));
  });
});
