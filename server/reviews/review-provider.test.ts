import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  NO_THIRD_PARTY_ORIGINS,
  withScriptOrigins,
} from '../http/security.js';
import { EMBEDDED_REVIEWS, readReviewProvider, reviewScriptOrigin } from './review-provider.js';

describe('readReviewProvider', () => {
  it('keeps reviews in the shop by default', () => {
    expect(readReviewProvider({})).toEqual(EMBEDDED_REVIEWS);
    expect(readReviewProvider({ REVIEW_PROVIDER: 'embedded' })).toEqual(EMBEDDED_REVIEWS);
  });

  it('takes a third-party provider with its https script and API key', () => {
    const config = readReviewProvider({
      REVIEW_PROVIDER: 'stjerne-omtaler',
      REVIEW_PROVIDER_SCRIPT_URL: 'https://widgets.example.net/v2/reviews.js',
      REVIEW_PROVIDER_API_KEY: 'pk_live_12345678',
    });
    expect(config).toEqual({
      name: 'stjerne-omtaler',
      scriptUrl: 'https://widgets.example.net/v2/reviews.js',
      apiKey: 'pk_live_12345678',
    });
    // The shop's CSP then lets that origin's script (and its calls) in, and no other.
    const csp = contentSecurityPolicy(
      null,
      withScriptOrigins(NO_THIRD_PARTY_ORIGINS, [reviewScriptOrigin(config) ?? '']),
    );
    expect(csp).toContain("script-src 'self' https://widgets.example.net");
    expect(csp).toContain("connect-src 'self' https://widgets.example.net");
    expect(reviewScriptOrigin(EMBEDDED_REVIEWS)).toBeNull();
  });

  it.each([
    [{ REVIEW_PROVIDER: 'Bad Name!' }, /REVIEW_PROVIDER must be/],
    [{ REVIEW_PROVIDER: 'x' }, /REVIEW_PROVIDER_SCRIPT_URL/],
    [
      { REVIEW_PROVIDER: 'x', REVIEW_PROVIDER_SCRIPT_URL: 'http://widgets.example.net/r.js' },
      /https/,
    ],
    [
      { REVIEW_PROVIDER: 'x', REVIEW_PROVIDER_SCRIPT_URL: 'https://widgets.example.net/r.js' },
      /REVIEW_PROVIDER_API_KEY/,
    ],
  ])('refuses %j with one line naming the setting', (env, message) => {
    expect(() => readReviewProvider(env)).toThrow(message);
  });
});
