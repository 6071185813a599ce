import { describe, expect, it } from 'vitest';
import {
  compoundTails,
  endsWithPart,
  isCompoundPart,
  MIN_HEAD_LENGTH,
  MIN_PART_LENGTH,
} from './compound-parts.js';

describe('compound parts', () => {
  it('takes words of three letters or more as parts, never bare endings or digits', () => {
    expect(MIN_PART_LENGTH).toBe(3);
    for (const part of ['lys', 'rør', 'pakke', 'bar', 'sag'])
      expect(isCompoundPart(part)).toBe(true);
    for (const part of ['a', 'er', 'en', 'ene', 'het', 'ert', 'erte', '12v', 'led-lys'])
      expect({ part, ok: isCompoundPart(part) }).toEqual({ part, ok: false });
  });

  it('needs a head of three letters before the part', () => {
    expect(MIN_HEAD_LENGTH).toBe(3);
    expect(endsWithPart('arbeidslys', 'lys')).toBe(true);
    expect(endsWithPart('baklys', 'lys')).toBe(true);
    expect(endsWithPart('flys', 'lys')).toBe(false);
    expect(endsWithPart('lys', 'lys')).toBe(false);
    expect(endsWithPart('lyspakke', 'lys')).toBe(false);
  });

  it("gives the parts a compound is found by: 'arbeidslys' by 'lys', 'vinsjpakke' by 'pakke'", () => {
    expect(compoundTails('arbeidslys')).toEqual(['eidslys', 'idslys', 'dslys', 'slys', 'lys']);
    expect(compoundTails('vinsjpakke')).toContain('pakke');
    // "akke" and "kke" are parts by length; "ke" is not, nor are the bare endings.
    expect(compoundTails('vinsjpakke')).not.toContain('ke');
    expect(compoundTails('bremseklossene')).not.toContain('ene');
    expect(compoundTails('lys')).toEqual([]);
    expect(compoundTails('3000w')).toEqual([]);
  });
});
