// The optional third-party recommendation service (the spec: its script gets the customer's
// login and logout and the cart's items). Nothing third-party loads without the shop's setting
// (RECOMMENDATION_ACCOUNT_ID, RECOMMENDATION_SCRIPT_URL) and the shopper's marketing consent.

/** What the service's script puts on window once loaded. */
export interface RecommendationServiceApi {
  login(customerId: string): void;
  logout(): void;
  setCartItems(items: RecommendationCartItem[]): void;
}

export interface RecommendationCartItem {
  name: string;
  productId: number;
  quantity: number;
  skuId: number;
  /** Selling price of one unit including VAT, in kroner. */
  unitPrice: number;
  currency: string;
}

export interface RecommendationServiceSetting {
  accountId: string;
  scriptUrl: string;
}

declare global {
  interface Window {
    recommendationService?: RecommendationServiceApi;
  }
}

let loading: Promise<RecommendationServiceApi | null> | null = null;

/**
 * Loads the service's script once (its account id as `account` in the query string) and
 * answers its API; null when it cannot load. Call only with marketing consent.
 */
export function loadRecommendationServiceScript(
  setting: RecommendationServiceSetting,
): Promise<RecommendationServiceApi | null> {
  loading ??= new Promise((resolve) => {
    const url = new URL(setting.scriptUrl);
    url.searchParams.set('account', setting.accountId);
    const script = document.createElement('script');
    script.src = url.href;
    script.async = true;
    script.onload = () => resolve(window.recommendationService ?? null);
    script.onerror = () => {
      loading = null;
      resolve(null);
    };
    document.head.append(script);
  });
  return loading;
}

/** What a cart line tells the service (a package's parts as their own lines). */
interface CartLineFacts {
  quantity: number;
  sku: { skuId: number };
  product: { productId: number; name: string };
  unitPrice: { sellingPriceIncVat: number };
}

export function recommendationCartItems(
  lines: readonly CartLineFacts[],
  currency: string,
): RecommendationCartItem[] {
  return lines.map((line) => ({
    name: line.product.name,
    productId: line.product.productId,
    quantity: line.quantity,
    skuId: line.sku.skuId,
    unitPrice: line.unitPrice.sellingPriceIncVat,
    currency,
  }));
}
