import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { readRecommendationService } from './recommendation-service-setting.js';

const SETTING = { accountId: 'atvhuset-42', scriptUrl: 'https://recs.example.com/v1/recs.js' };
const CONFIGURATION = `query Config { channel(channelId: 1) { configuration(languageId: 1) {
  recommendationService { accountId scriptUrl } } } }`;

describe('the recommendation service setting', () => {
  it('is off unless both variables are set, and refuses bad values with one line', () => {
    expect(readRecommendationService({})).toBeNull();
    expect(
      readRecommendationService({
        RECOMMENDATION_ACCOUNT_ID: SETTING.accountId,
        RECOMMENDATION_SCRIPT_URL: SETTING.scriptUrl,
      }),
    ).toEqual(SETTING);
    expect(() => readRecommendationService({ RECOMMENDATION_ACCOUNT_ID: 'x' })).toThrow(/set both/);
    expect(() =>
      readRecommendationService({
        RECOMMENDATION_ACCOUNT_ID: 'x',
        RECOMMENDATION_SCRIPT_URL: 'http://recs.example.com/a.js',
      }),
    ).toThrow(/https/);
    expect(() =>
      readRecommendationService({
        RECOMMENDATION_ACCOUNT_ID: 'a b<script>',
        RECOMMENDATION_SCRIPT_URL: SETTING.scriptUrl,
      }),
    ).toThrow(/RECOMMENDATION_ACCOUNT_ID/);
  });
});

describe('a shop with the recommendation service', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ recommendationService: SETTING });
  });
  afterAll(() => app.close());

  it('tells the storefront through the channel settings and lets its script through the CSP', async () => {
    const res = await app.gql<{
      channel: { configuration: { recommendationService: typeof SETTING | null } };
    }>(CONFIGURATION);
    expect(res.data?.channel.configuration.recommendationService).toEqual(SETTING);
    const page = await fetch(`${app.url}/graphql`, { method: 'OPTIONS' });
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' https:\/\/recs\.example\.com[ ;]/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/recs\.example\.com;/);
  });
});

describe('a shop without it', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('says so, and its CSP names no other origin', async () => {
    const res = await app.gql<{
      channel: { configuration: { recommendationService: unknown } };
    }>(CONFIGURATION);
    expect(res.data?.channel.configuration.recommendationService).toBeNull();
    const page = await fetch(`${app.url}/graphql`, { method: 'OPTIONS' });
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self';/);
  });
});
