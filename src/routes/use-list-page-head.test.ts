// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withPageNumber } from './use-list-page-head';

describe('withPageNumber', () => {
  it('puts the page number after the list name, before the shop name', () => {
    expect(withPageNumber('Alle produkter | ATV-Huset', ' – side 134')).toBe(
      'Alle produkter – side 134 | ATV-Huset',
    );
  });

  it('appends it to a title without the shop name', () => {
    expect(withPageNumber('Vinsjer', ' – side 2')).toBe('Vinsjer – side 2');
  });
});
