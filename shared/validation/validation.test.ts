import { describe, expect, it } from 'vitest';
import {
  deliveryCountry,
  isValidEmail,
  isValidPostcode,
  formatMobile,
  normaliseMobile,
  normalisePostcode,
} from './contact.js';
import { mailboxKey } from './email.js';
import { fodselsnummerControls, isValidFodselsnummer } from './fodselsnummer.js';
import {
  formatOrgNumber,
  isValidOrgNumber,
  normaliseBuyerOrgNumber,
  normaliseOrgNumber,
} from './org-number.js';
import { isValidPersonalId, maskPersonalId } from './personal-id.js';
import { isValidSwedishId, normaliseSwedishId } from './personal-id-se.js';

describe('organisation number (MOD11, weights 3 2 7 6 5 4 3 2)', () => {
  it('accepts real numbers in the usual spellings', () => {
    for (const valid of ['923609016', '974760673', '923 609 016', 'NO 974 760 673 MVA'])
      expect(isValidOrgNumber(valid), valid).toBe(true);
    expect(normaliseOrgNumber('NO923609016MVA')).toBe('923609016');
  });

  it('refuses a wrong check digit, wrong length and letters', () => {
    for (const invalid of ['923609017', '97476067', '9747606730', 'ABCDEFGHI', ''])
      expect(isValidOrgNumber(invalid), invalid).toBe(false);
  });

  it('refuses numbers whose check digit would be 10', () => {
    // 9·3 + 9·2 = 45, 11 - (45 % 11) = 10: no last digit makes 90000009x valid.
    for (let d = 0; d <= 9; d++) expect(isValidOrgNumber(`90000009${d}`)).toBe(false);
  });

  it('refuses numbers that pass MOD11 but are never given out (not 8 or 9 first)', () => {
    // 000000000 and 100000008 have right check digits; the register starts every number with 8 or 9.
    for (const invalid of ['000000000', '100000008', '000 000 000'])
      expect(isValidOrgNumber(invalid), invalid).toBe(false);
  });

  it('takes a Swedish organisationsnummer (Luhn) in Sweden, and only there', () => {
    // Volvo's and a sole trader's (a personnummer) in the usual spellings.
    for (const valid of ['556012-5790', '5560125790', 'SE556012579001', '811228-9874'])
      expect(isValidOrgNumber(valid, 'SE'), valid).toBe(true);
    expect(normaliseOrgNumber('SE 556012579001', 'SE')).toBe('556012-5790');
    for (const invalid of ['556012-5791', '55601257', '000000-0000', '923609016', ''])
      expect(isValidOrgNumber(invalid, 'SE'), invalid).toBe(false);
    expect(isValidOrgNumber('556012-5790')).toBe(false);
    expect(isValidOrgNumber('923609016', 'SE')).toBe(false);
  });

  it("takes a buyer's number of either country at checkout, in its own form", () => {
    expect(normaliseBuyerOrgNumber('NO 923 609 016 MVA')).toBe('923609016');
    expect(normaliseBuyerOrgNumber('5560125790')).toBe('556012-5790');
    for (const invalid of ['923609017', '556012-5791', '12345', ''])
      expect(normaliseBuyerOrgNumber(invalid), invalid).toBeNull();
  });

  it('writes a stored number as people read it', () => {
    expect(formatOrgNumber('923609016')).toBe('923 609 016');
    expect(formatOrgNumber('556012-5790')).toBe('556012-5790');
    expect(formatOrgNumber('ABC')).toBe('ABC');
  });
});

describe('Norwegian fødselsnummer', () => {
  it('accepts valid numbers, D-numbers and leap days', () => {
    for (const valid of ['29020050169', '41019012393', '31129949980', '23056090134', '01010110013'])
      expect(isValidFodselsnummer(valid), valid).toBe(true);
    expect(fodselsnummerControls('290200501')).toBe('69');
  });

  it('refuses bad control digits, impossible dates and centuries', () => {
    expect(isValidFodselsnummer('29020050168')).toBe(false); // k2 off by one
    expect(isValidFodselsnummer('29020050179')).toBe(false); // k1 off by one
    expect(isValidFodselsnummer('30029910088')).toBe(false); // 30 February
    expect(isValidFodselsnummer('15058580039')).toBe(false); // individual 800 cannot be 1985
    expect(isValidFodselsnummer('2902005016')).toBe(false);
    expect(isValidFodselsnummer('2902005016a')).toBe(false);
  });
});

describe('Swedish-style personal id', () => {
  it('inserts the hyphen before the last four digits', () => {
    expect(normaliseSwedishId('8112289874')).toBe('811228-9874');
    expect(normaliseSwedishId('198112289874')).toBe('19811228-9874');
    expect(normaliseSwedishId('811228+9874')).toBe('811228+9874');
    expect(normaliseSwedishId('81122-89874')).toBeNull();
  });

  it('accepts 10 and 12 digits with a real date and a Luhn digit', () => {
    const today = new Date('2026-06-01');
    for (const valid of ['811228-9874', '8112289874', '19811228-9874', '640823-3234', '8112889871'])
      expect(isValidSwedishId(valid, today), valid).toBe(true);
  });

  it('refuses a wrong Luhn digit, an impossible date or a wrong length', () => {
    const today = new Date('2026-06-01');
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
  it('takes either kind and keeps only the birth date', () => {
    expect(isValidPersonalId('290200 50169')).toBe(true);
    expect(isValidPersonalId('811228-9874')).toBe(true);
    expect(isValidPersonalId('12345678901')).toBe(false);
    expect(maskPersonalId('29020050169')).toBe('290200*****');
    expect(maskPersonalId('811228-9874')).toBe('811228****');
  });
});

describe('contact details', () => {
  it('checks email addresses: one bare address, nothing a mailer reads as a name or a list', () => {
    for (const valid of [
      'ola@example.no',
      'kari.nordmann+atv@post.example.com',
      "o'neill@example.ie",
      'post@blåbær.no',
      'x@xn--blbr-roag.no',
      ' ola@example.no ',
    ])
      expect(isValidEmail(valid), valid).toBe(true);
    for (const invalid of [
      '',
      'ola',
      'ola@',
      '@example.no',
      'ola@example',
      'ola nordmann@example.no',
      // What nodemailer reads as a display name, a comment, quotes or a list (round six).
      '0<victim@example.com>',
      'Kontoen\u2800er\u2800sperret<victim@example.com>',
      '1,victim@example.com',
      'victim(2)@example.com',
      '"victim"@example.com',
      'a;b@example.com',
      // Control and invisible format characters, dots out of place, a long local part.
      'ola\u0001@example.no',
      'ola\u202e@example.no',
      'o\u200bla@example.no',
      '.ola@example.no',
      'ola..n@example.no',
      'ola.@example.no',
      'ola@-example.no',
      'ola@example.1',
      `${'a'.repeat(65)}@example.no`,
    ])
      expect(isValidEmail(invalid), invalid).toBe(false);
  });

  it('counts one inbox once: case, +tags and Gmail dots', () => {
    expect(mailboxKey('Ola+atv@Example.no')).toBe('ola@example.no');
    expect(mailboxKey('o.l.a+1@googlemail.com')).toBe('ola@gmail.com');
    expect(mailboxKey('o.la@example.no')).toBe('o.la@example.no');
  });

  it('normalises Norwegian mobile numbers', () => {
    expect(normaliseMobile('+47 912 34 567')).toBe('+4791234567');
    // Shown as its country writes it, and typed back the same number.
    expect(formatMobile('+4791234567')).toBe('912 34 567');
    expect(formatMobile('+46701234567')).toBe('070-123 45 67');
    expect(formatMobile('+4512345678')).toBe('+4512345678');
    expect(normaliseMobile(formatMobile('+4791234567'))).toBe('+4791234567');
    expect(normaliseMobile(formatMobile('+46701234567'), 'SE')).toBe('+46701234567');
    expect(normaliseMobile('0047 41234567')).toBe('+4741234567');
    expect(normaliseMobile('91234567')).toBe('+4791234567');
    expect(normaliseMobile('22123456')).toBeNull();
    expect(normaliseMobile('9123456')).toBeNull();
  });

  it('normalises Swedish mobile numbers in Sweden, and refuses them in Norway', () => {
    expect(normaliseMobile('070-123 45 67', 'SE')).toBe('+46701234567');
    expect(normaliseMobile('+46 73 123 45 67', 'SE')).toBe('+46731234567');
    expect(normaliseMobile('0046 76 123 45 67', 'SE')).toBe('+46761234567');
    for (const invalid of ['08-123 456 78', '0701234', '91234567', '+4791234567', ''])
      expect(normaliseMobile(invalid, 'SE'), invalid).toBeNull();
    expect(normaliseMobile('070-123 45 67')).toBeNull();
  });

  it('knows the countries the shop delivers to', () => {
    expect(deliveryCountry('se')).toBe('SE');
    expect(deliveryCountry(' NO ')).toBe('NO');
    for (const other of ['DK', '', null, undefined, 'NOR'])
      expect(deliveryCountry(other)).toBeNull();
  });
});

describe('postcode', () => {
  it('accepts the four-digit codes Posten gives out and nothing else', () => {
    for (const valid of ['0001', '0155', '5003', ' 9991 '])
      expect(isValidPostcode(valid), valid).toBe(true);
    for (const invalid of ['0000', '9992', '9999', '123', '12345', 'abcd', ''])
      expect(isValidPostcode(invalid), invalid).toBe(false);
  });

  it('accepts the five-digit codes PostNord gives out in Sweden, written "114 55"', () => {
    expect(normalisePostcode('11455', 'SE')).toBe('114 55');
    expect(normalisePostcode(' 114 55 ', 'SE')).toBe('114 55');
    expect(normalisePostcode('984 99', 'SE')).toBe('984 99');
    for (const invalid of ['0150', '099 99', '985 00', '1145 5', '114-55', '114  55', 'abc de', ''])
      expect(isValidPostcode(invalid, 'SE'), invalid).toBe(false);
    expect(isValidPostcode('114 55')).toBe(false);
  });
});
