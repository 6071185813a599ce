// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatKroner } from './format-kroner';

describe('formatKroner', () => {
  it('writes whole kroner as "1 249,-" and others with two decimals', () => {
    expect(formatKroner(1249)).toMatch(/^1\s249,-$/u);
    expect(formatKroner(99)).toBe('99,-');
    expect(formatKroner(1249.5)).toMatch(/^1\s249,50$/u);
    expect(formatKroner(0.1 + 0.2)).toBe('0,30');
  });
});
