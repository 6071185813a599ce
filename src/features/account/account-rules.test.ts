// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PASSWORD_SALT } from './account-constants';
import { emailProblem, matchProblem, passwordProblem, requiredProblem } from './account-rules';
import { hashPassword } from './password-hash';

describe('account form rules', () => {
  it('wants a password of at least 7 characters', () => {
    expect(passwordProblem('')).toBe('required');
    expect(passwordProblem('123456')).toBe('PASSWORD_TOO_SHORT');
    expect(passwordProblem('1234567')).toBeNull();
  });

  it('wants the two entries to match', () => {
    expect(matchProblem('', 'hemmelig1')).toBe('required');
    expect(matchProblem('hemmelig2', 'hemmelig1')).toBe('PASSWORD_MISMATCH');
    expect(matchProblem('hemmelig1', 'hemmelig1')).toBeNull();
  });

  it('wants a valid e-mail address and any password at login', () => {
    expect(emailProblem('')).toBe('required');
    expect(emailProblem('ola@')).toBe('EMAIL_INVALID');
    expect(emailProblem(' ola@example.no ')).toBeNull();
    expect(requiredProblem('')).toBe('required');
    expect(requiredProblem('x')).toBeNull();
  });
});

describe('the password the client sends', () => {
  it('is SHA-384 of the salt and the password in hex, never the password', async () => {
    const sent = await hashPassword('hemmelig1');
    // sha384('atvhuset-storefront:hemmelig1'), worked out apart from this code.
    expect(PASSWORD_SALT).toBe('atvhuset-storefront:');
    expect(sent).toBe(
      'ad95e53ff41b08f232766fb41e0d3b835446e78658912bdc0f1d6f3541d17cc517537b01b75bbe6613ce935ace6c0c78',
    );
    expect(sent).toMatch(/^[0-9a-f]{96}$/);
    expect(sent).not.toContain('hemmelig1');
  });
});
