import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MAILS_PER_RECIPIENT,
  ACCOUNT_MAILS_PER_RECIPIENT_DAY,
  RecipientMailLimit,
} from './accounts.js';

describe('RecipientMailLimit', () => {
  it("sends one address at most the window's mails, and at most a day's across windows", () => {
    let now = 0;
    const limit = new RecipientMailLimit(900, () => now);
    const sent = () => {
      let n = 0;
      while (limit.allows('Offer@Example.com')) n++;
      return n;
    };
    expect(sent()).toBe(ACCOUNT_MAILS_PER_RECIPIENT);
    // The next window: the rest of the day's.
    now += 901_000;
    expect(sent()).toBe(ACCOUNT_MAILS_PER_RECIPIENT_DAY - ACCOUNT_MAILS_PER_RECIPIENT);
    now += 901_000;
    expect(sent()).toBe(0);
    // The same address in another case, or with a +tag, is the same inbox; another address has
    // its own.
    expect(limit.allows('offer@example.com')).toBe(false);
    expect(limit.allows('Offer+2@example.com')).toBe(false);
    expect(limit.allows('other@example.com')).toBe(true);
    // A day later it may get mail again.
    now += 24 * 60 * 60 * 1000;
    expect(sent()).toBe(ACCOUNT_MAILS_PER_RECIPIENT);
  });
});
