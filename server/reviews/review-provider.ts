// Which review service the shop uses. By default the embedded one (the shop's own database).
// A third-party provider plugs in through configuration, as the spec has it ("review script
// loaded from a review provider with an API key"):
//   REVIEW_PROVIDER             a name for the provider (anything but `embedded`)
//   REVIEW_PROVIDER_SCRIPT_URL  its widget script, an https address
//   REVIEW_PROVIDER_API_KEY     the public key its script is loaded with
// The storefront loads that script (with the shopper's marketing consent) and the provider's
// widgets show its reviews; the shop's own review API keeps answering from the database until a
// server-side adapter of the provider's API (a ReviewService) is passed to createApp.

export interface ReviewProviderConfig {
  /** `embedded`, or the third-party provider's name. */
  name: string;
  /** The provider's script (null for the embedded service). */
  scriptUrl: string | null;
  /** The public API key the script is loaded with (null for the embedded service). */
  apiKey: string | null;
}

export const EMBEDDED_REVIEWS: ReviewProviderConfig = {
  name: 'embedded',
  scriptUrl: null,
  apiKey: null,
};

const NAME = /^[a-z0-9][a-z0-9-]{0,39}$/;
const KEY = /^[A-Za-z0-9_.:-]{8,200}$/;

/** The REVIEW_PROVIDER* settings; a bad one throws with one line that names it. */
export function readReviewProvider(env: NodeJS.ProcessEnv): ReviewProviderConfig {
  const name = env['REVIEW_PROVIDER'] || 'embedded';
  if (name === 'embedded') return EMBEDDED_REVIEWS;
  if (!NAME.test(name))
    throw new Error(
      `REVIEW_PROVIDER must be "embedded" or a provider's name (a-z, 0-9, -), got "${name}"`,
    );
  const rawUrl = env['REVIEW_PROVIDER_SCRIPT_URL'] ?? '';
  let url: URL | null = null;
  try {
    url = new URL(rawUrl);
  } catch {
    // refused below
  }
  if (url?.protocol !== 'https:')
    throw new Error(
      `REVIEW_PROVIDER_SCRIPT_URL must be the provider's https script address when REVIEW_PROVIDER is set, got "${rawUrl}"`,
    );
  const apiKey = env['REVIEW_PROVIDER_API_KEY'] ?? '';
  if (!KEY.test(apiKey))
    throw new Error(
      "REVIEW_PROVIDER_API_KEY must be the provider's public key (8-200 characters of A-Z a-z 0-9 _ . : -) when REVIEW_PROVIDER is set",
    );
  return { name, scriptUrl: url.href, apiKey };
}

/** The origin the Content Security Policy must allow scripts from (null: none). */
export const reviewScriptOrigin = (config: ReviewProviderConfig): string | null =>
  config.scriptUrl ? new URL(config.scriptUrl).origin : null;
