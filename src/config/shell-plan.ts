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
