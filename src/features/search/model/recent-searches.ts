import { RECENT_SEARCHES_KEY, RECENT_SEARCHES_MAX } from '@/config/constants';

/** The same search whatever its case and spacing: "  Polaris " and "polaris" are one. */
export function normaliseSearch(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The spec: newest first, no duplicates (an old one moves to the front), at most five.
 * Empty texts are not stored.
 */
export function addRecentSearch(
  recent: readonly string[],
  text: string,
  max = RECENT_SEARCHES_MAX,
): string[] {
  const search = normaliseSearch(text);
  if (!search) return [...recent];
  const key = search.toLocaleLowerCase('nb');
  const others = recent.filter((item) => item.toLocaleLowerCase('nb') !== key);
  return [search, ...others].slice(0, max);
}

export function removeRecentSearch(recent: readonly string[], text: string): string[] {
  return recent.filter((item) => item !== text);
}

/** What browser storage held: anything but a list of non-empty strings reads as empty. */
export function parseRecentSearches(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [];
    return value
      .filter((item): item is string => typeof item === 'string')
      .map(normaliseSearch)
      .filter(Boolean)
      .reduce<string[]>((list, item) => addRecentSearchLast(list, item), [])
      .slice(0, RECENT_SEARCHES_MAX);
  } catch {
    return [];
  }
}

function addRecentSearchLast(list: string[], item: string): string[] {
  const key = item.toLocaleLowerCase('nb');
  return list.some((other) => other.toLocaleLowerCase('nb') === key) ? list : [...list, item];
}

export function readRecentSearches(storage: Pick<Storage, 'getItem'> = localStorage): string[] {
  try {
    return parseRecentSearches(storage.getItem(RECENT_SEARCHES_KEY));
  } catch {
    return [];
  }
}

export function writeRecentSearches(
  recent: readonly string[],
  storage: Pick<Storage, 'setItem'> = localStorage,
): void {
  try {
    storage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(recent));
  } catch {
    // Private mode or a full storage: the list just is not remembered.
  }
}
