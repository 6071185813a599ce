import type { BrowserContext } from '@playwright/test';

/**
 * The consent cookie of a shopper who chose (src/lib/consent/consent-cookie.ts). The config's
 * default is necessary only; a spec that reads analytics events gives statistics consent.
 */
export async function giveConsent(
  context: BrowserContext,
  baseURL: string | undefined,
  { statistics, marketing }: { statistics: boolean; marketing: boolean },
): Promise<void> {
  // With statistics the tag manager loads (the e2e server names a container): answered here,
  // so no test reaches the internet.
  if (statistics) await stubTagManager(context);
  const flag = (on: boolean) => (on ? '1' : '0');
  await context.addCookies([
    {
      name: 'ralph-consent',
      value: `v1.s${flag(statistics)}.m${flag(marketing)}.${String(Math.floor(Date.now() / 1000))}`,
      url: baseURL ?? 'http://127.0.0.1:4173',
    },
  ]);
}

/** A first visit: no answer to the banner yet. */
export async function forgetConsent(context: BrowserContext): Promise<void> {
  await context.clearCookies({ name: 'ralph-consent' });
}

/** The tag manager's origin (src/config/consent.ts). */
export const TAG_MANAGER_URL = /^https:\/\/www\.googletagmanager\.com\//;

/** Answers the tag manager's script with an empty one; answers the requests it saw. */
export async function stubTagManager(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.route(TAG_MANAGER_URL, async (route) => {
    seen.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* gtm stub */' });
  });
  return seen;
}
