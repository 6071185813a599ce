/** Paths the server answers itself; every other navigation gets the app shell. */
export const NAVIGATION_DENYLIST: RegExp[] = [
  /^\/graphql(\/|$)/,
  /^\/api(\/|$)/,
  /^\/images(\/|$)/,
  // The Flowbox widget's embed page (server/content/flowbox-embed.ts), with its own policy.
  /^\/embed(\/|$)/,
  // The payment provider's pages and its return address (server/http/payments-route.ts).
  /^\/payments(\/|$)/,
];

export function isAppNavigation(pathname: string): boolean {
  return !NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathname));
}
