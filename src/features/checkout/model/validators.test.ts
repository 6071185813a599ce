import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidPostcode, normaliseMobile } from './contact';
import { fodselsnummerControls, isValidFodselsnummer } from './fodselsnummer';
import { isValidOrgNumber, normaliseOrgNumber } from './org-number';
import { isValidPersonalId } from './personal-id';
import { isValidSwedishId, normaliseSwedishId } from './personal-id-se';

// The same numbers as server/validation: the form must accept and refuse what placeOrder does.

describe('organisation number (MOD11, weights 3 2 7 6 5 4 3 2)', () => {
  it('accepts real numbers in the usual spellings', () => {
    for (const valid of ['923609016', '974760673', '923 609 016', 'NO 974 760 673 MVA'])
      expect(isValidOrgNumber(valid), valid).toBe(true);
    expect(normaliseOrgNumber('NO923609016MVA')).toBe('923609016');
  });

  it('refuses a wrong check digit, a wrong length and letters', () => {
    for (const invalid of ['923609017', '974760672', '97476067', '9747606730', 'ABCDEFGHI', ''])
      expect(isValidOrgNumber(invalid), invalid).toBe(false);
  });

  it('refuses numbers whose check digit would be 10', () => {
    for (let digit = 0; digit <= 9; digit += 1)
      expect(isValidOrgNumber(`10000013${digit}`)).toBe(false);
  });
});

describe('Norwegian fødselsnummer', () => {
  it('accepts valid numbers, D-numbers and leap days', () => {
    for (const valid of ['29020050169', '41019012393', '31129949980', '23056090134', '01010110013'])
      expect(isValidFodselsnummer(valid), valid).toBe(true);
    expect(fodselsnummerControls('290200501')).toBe('69');
  });

  it('refuses bad control digits, impossible dates and centuries', () => {
    expect(isValidFodselsnummer('29020050168')).toBe(false);
    expect(isValidFodselsnummer('29020050179')).toBe(false);
    expect(isValidFodselsnummer('30029910088')).toBe(false);
    expect(isValidFodselsnummer('15058580039')).toBe(false);
    expect(isValidFodselsnummer('2902005016')).toBe(false);
    expect(isValidFodselsnummer('2902005016a')).toBe(false);
  });
});

describe('Swedish-style personal id (spec section 5)', () => {
  const today = new Date('2026-06-01');

  it('inserts the hyphen before the last four digits', () => {
    expect(normaliseSwedishId('8112289874')).toBe('811228-9874');
    expect(normaliseSwedishId('198112289874')).toBe('19811228-9874');
    expect(normaliseSwedishId('811228+9874')).toBe('811228+9874');
    expect(normaliseSwedishId('81122-89874')).toBeNull();
  });

  it('accepts 10 and 12 digits with a real date and a Luhn digit', () => {
    for (const valid of ['811228-9874', '8112289874', '19811228-9874', '640823-3234', '8112889871'])
      expect(isValidSwedishId(valid, today), valid).toBe(true);
  });

  it('refuses a wrong Luhn digit, an impossible or future date and a wrong length', () => {
    for (const invalid of [
      '811228-9875',
      '810230-1234',
      '81122898',
      '1981122898745',
      '20811228-9874',
    ])
      expect(isValidSwedishId(invalid, today), invalid).toBe(false);
  });
});

describe('personal id at checkout', () => {
  it('takes either kind', () => {
    expect(isValidPersonalId('290200 50169')).toBe(true);
    expect(isValidPersonalId('811228-9874')).toBe(true);
    expect(isValidPersonalId('12345678901')).toBe(false);
    expect(isValidPersonalId('811228-9875')).toBe(false);
  });
});

describe('contact details', () => {
  it('checks email addresses', () => {
    for (const valid of ['ola@example.no', 'kari.nordmann+atv@post.example.com'])
      expect(isValidEmail(valid), valid).toBe(true);
    for (const invalid of [
      '',
      'ola',
      'ola@',
      '@example.no',
      'ola@example',
      'ola nordmann@example.no',
    ])
      expect(isValidEmail(invalid), invalid).toBe(false);
  });

  it('normalises Norwegian mobile numbers', () => {
    expect(normaliseMobile('+47 912 34 567')).toBe('+4791234567');
    expect(normaliseMobile('0047 41234567')).toBe('+4741234567');
    expect(normaliseMobile('91234567')).toBe('+4791234567');
    expect(normaliseMobile('22123456')).toBeNull();
    expect(normaliseMobile('9123456')).toBeNull();
  });

  it('takes four-digit postcodes only', () => {
    expect(isValidPostcode('0150')).toBe(true);
    expect(isValidPostcode(' 5003 ')).toBe(true);
    for (const invalid of ['150', '01500', 'abcd', ''])
      expect(isValidPostcode(invalid)).toBe(false);
  });
});
