/** Paths the server answers itself; every other navigation gets the app shell. */
export const NAVIGATION_DENYLIST: RegExp[] = [
  /^\/graphql(\/|$)/,
  /^\/api(\/|$)/,
  /^\/images(\/|$)/,
];

export function isAppNavigation(pathname: string): boolean {
  return !NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathname));
}
