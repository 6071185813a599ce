// The shell's plan: what the server puts into the page's <head> as JSON for the inline
// bootstrap (src/app/shell/bootstrap.ts) and what the service worker reads back from its copy of the shell
// (sw/product-shell.ts). Types and a constant only: the worker imports this file.

export interface ShellRoutePlan {
  /** The page of the shell this route shows (the hero on the start page only). */
  page: 'start' | 'other';
  /** A regular expression over location.pathname after a market segment (/se). */
  pattern: string;
  /** Query addresses the route's loader asks for. */
  requests: string[];
  /**
   * Query addresses with `{alias}` (URL-encoded) where the path's last segment goes, JSON- and
   * URL-encoded as Apollo encodes it (the product page's product query).
   */
  aliasRequests: string[];
  /** The route's chunks, for <link rel=modulepreload>. */
  modules: string[];
  /**
   * The product page's LCP image: preloaded with high priority as soon as the product query
   * answers, in the size the spec picks (ResponsiveImage: lib/images/image-sources.ts).
   */
  lcpImage?: LcpImageRule;
  /** A product list's queries, asked once the answers they depend on have come. */
  list?: ListRequestPlan;
}

/**
 * A product list route's queries (routes/list-loader.ts without filters, sort or page in the
 * address): the products and the list's info, with places for what the page's path and the
 * layout's answers fill in (`{id}`, `{alias}`, `{pageSize}`, URL-encoded; `{id}` and
 * `{pageSize}` inside their JSON quotes).
 */
export interface ListRequestPlan {
  /**
   * 'category': the category the path names (by its canonical URL, else by its last segment, as
   * findCategoryByPath finds it in the categories answer); 'search': the path's search text.
   */
  context: 'category' | 'search';
  requests: string[];
  /** The channel configuration's address (the page size and the longest search text). */
  configuration: string;
  /** The categories' address. */
  categories: string;
  /** The first cards' images: preloaded as the cards ask for them (ProductCard's sizes). */
  cardImages: { base: string; sizes: string; count: number };
}

export interface LcpImageRule {
  /** IMAGE_BASE. */
  base: string;
  /** The media query of a phone (useIsPhone). */
  phoneQuery: string;
}

export interface ShellPlan {
  /** The language of the page the plan came with: another language's page asks itself. */
  locale: 'nb' | 'nn';
  /**
   * The markets named by a path segment (/se/…: MARKET_PATHS): alias -> market id. A path under
   * one is the shop's address after it, asked in that market (as app.tsx's router does).
   */
  markets: Record<string, number>;
  headers: Record<string, string>;
  /** What every page's root loader asks (menus, the channel's settings). */
  layout: string[];
  /** What every page but the start page asks first (the categories). */
  catalogue: string[];
  routes: ShellRoutePlan[];
}

export const SHELL_PLAN_ID = 'shell-plan';
