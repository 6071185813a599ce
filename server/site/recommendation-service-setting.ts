/**
 * The optional third-party recommendation service (the spec's: its script gets the shopper's
 * login, logout and cart items). Off unless RECOMMENDATION_ACCOUNT_ID and
 * RECOMMENDATION_SCRIPT_URL are both set; the storefront then loads the script, with the
 * shopper's marketing consent only, and the CSP allows its origin.
 */
export interface RecommendationServiceSetting {
  accountId: string;
  scriptUrl: string;
}

const ACCOUNT_ID = /^[A-Za-z0-9_.-]{1,64}$/;

/** The setting from the environment; null when off. A bad value stops the server (one line). */
export function readRecommendationService(
  env: Record<string, string | undefined>,
): RecommendationServiceSetting | null {
  const accountId = env['RECOMMENDATION_ACCOUNT_ID'] || '';
  const script = env['RECOMMENDATION_SCRIPT_URL'] || '';
  if (!accountId && !script) return null;
  if (!accountId || !script)
    throw new Error(
      'RECOMMENDATION_ACCOUNT_ID and RECOMMENDATION_SCRIPT_URL go together: set both',
    );
  if (!ACCOUNT_ID.test(accountId))
    throw new Error('RECOMMENDATION_ACCOUNT_ID must be 1-64 letters, digits, _ . or -');
  let url: URL;
  try {
    url = new URL(script);
  } catch {
    throw new Error(`RECOMMENDATION_SCRIPT_URL must be an absolute https URL, got "${script}"`);
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:'))
    throw new Error(`RECOMMENDATION_SCRIPT_URL must be an https URL, got "${script}"`);
  return { accountId, scriptUrl: url.href };
}
