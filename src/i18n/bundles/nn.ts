/**
 * The nn texts the shell and the start page need, besides common (bundled in the entry for both
 * languages): one chunk per language, so a first visit loads its own language's texts only.
 * Every namespace of resources.ts but common; the lazy ones (lazy-namespaces.ts) stay apart.
 */
export const texts = import.meta.glob<Record<string, unknown>>(
  [
    '../../../locales/nn/*.json',
    '!**/common.json',
    '!**/{listing,search,details,guides,checkout,info,recommendations}.json',
  ],
  { eager: true, import: 'default' },
);
