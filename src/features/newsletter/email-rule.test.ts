// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emailProblem } from './email-rule';

describe('emailProblem', () => {
  it('requires an address', () => {
    expect(emailProblem('')).toBe('required');
    expect(emailProblem('   ')).toBe('required');
  });

  it.each([
    'ola',
    'ola@',
    '@atv-huset.no',
    'ola@atv-huset',
    'ola nordmann@atv-huset.no',
    'a@b@c.no',
    // Control and invisible format characters: a NUL, a right-to-left override (an address
    // that reads as another in a list), a zero-width space.
    'ola\u0000@atv-huset.no',
    'ctl\u0001@atv-huset.no',
    'rtl\u202eon.tesuh-vta@ola.no',
    'ola@atv\u200b-huset.no',
  ])('refuses %j', (email) => expect(emailProblem(email)).toBe('EMAIL_INVALID'));

  it('accepts ordinary addresses, with spaces around', () => {
    expect(emailProblem('ola.nordmann@atv-huset.no')).toBeNull();
    expect(emailProblem(' kari+atv@post.example.com ')).toBeNull();
    expect(emailProblem('åse.ødegård@blåbær.no')).toBeNull();
    expect(emailProblem(`${'a'.repeat(250)}@b.no`)).toBe('EMAIL_INVALID');
  });
});
