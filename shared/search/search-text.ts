/** Longer search texts are cut: a search box needs no more, and it bounds the work per request. */
export const SEARCH_TEXT_MAX_LENGTH = 100;
const MAX_WORDS = 8;

/**
 * The text as the shopper typed it, for headings and titles: trimmed, single-spaced, NFC, at
 * most SEARCH_TEXT_MAX_LENGTH characters, case kept ("Søk: Warn vinsj", not "warn vinsj").
 */
export function displaySearchText(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SEARCH_TEXT_MAX_LENGTH)
    .trim();
}

/** The text searched for: displaySearchText in lower case (what matches and what is cached). */
export function normaliseSearchText(text: string | null | undefined): string {
  return displaySearchText(text).toLowerCase();
}

/**
 * The words of a search: runs of letters and digits, so any other character (quotes, & | ! : *
 * ( ) < > …) only separates words and never reaches a query as syntax.
 */
export function searchWords(normalised: string): string[] {
  const words = normalised.match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_WORDS);
}
