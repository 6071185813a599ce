/**
 * The nb texts the shell and the start page need, besides common (bundled in the entry for both
 * languages): one chunk per language, so a first visit loads its own language's texts only.
 * Every namespace of resources.ts but common; the lazy ones (lazy-namespaces.ts) stay apart.
 */
export const texts = import.meta.glob<Record<string, unknown>>(
  [
    '../../../locales/nb/*.json',
    '!**/common.json',
    // The lazy namespaces (lazy-namespaces.ts) and the recommendations' texts: each loads with
    // what uses it. Eager here, account, consent, favourites and vehicles were chunks of their own
    // that every first visit loaded with this one (issue 18, the start page's JS budget).
    '!**/{listing,search,details,guides,checkout,info,vehicles,favourites,account,consent,recommendations}.json',
  ],
  { eager: true, import: 'default' },
);
