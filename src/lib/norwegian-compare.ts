/**
 * A Norwegian string comparison (for sort) whose Intl.Collator is made on its first call, not
 * when the module loads: a page's first Intl object loads the locale's data, tens of ms of a
 * phone's first render, and modules that sort (the list query, the brands and vehicle lists)
 * load or are prefetched on the start page.
 */
export function norwegianCompare(options?: Intl.CollatorOptions): (a: string, b: string) => number {
  let collator: Intl.Collator | undefined;
  return (a, b) => (collator ??= new Intl.Collator('nb', options)).compare(a, b);
}
