/**
 * The one place a third-party review provider's script is put on the page (the spec: "review
 * script loaded from a review provider with an API key"). Only ReviewProviderScript calls it,
 * and only with the shopper's marketing consent. The key travels as the provider's scripts
 * expect it, a data attribute and a query parameter; the server's CSP allows the script's
 * origin (REVIEW_PROVIDER_SCRIPT_URL). Loads once per page, however often it is asked.
 */
let loaded: HTMLScriptElement | null = null;

export interface ReviewProviderSettings {
  name: string;
  scriptUrl: string | null;
  apiKey: string | null;
}

export function loadReviewProviderScript(provider: ReviewProviderSettings): boolean {
  if (loaded || !provider.scriptUrl || !provider.apiKey) return false;
  const url = new URL(provider.scriptUrl);
  if (url.protocol !== 'https:') return false;
  url.searchParams.set('key', provider.apiKey);
  const script = document.createElement('script');
  script.src = url.href;
  script.async = true;
  script.dataset['reviewProvider'] = provider.name;
  script.dataset['apiKey'] = provider.apiKey;
  document.head.append(script);
  loaded = script;
  return true;
}
