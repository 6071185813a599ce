/** Longer search texts are cut: a search box needs no more, and it bounds the work per request. */
export const SEARCH_TEXT_MAX_LENGTH = 100;
const MAX_WORDS = 8;

/** Trimmed, single-spaced, lower case, NFC, at most SEARCH_TEXT_MAX_LENGTH characters. */
export function normaliseSearchText(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SEARCH_TEXT_MAX_LENGTH)
    .trim();
}

/**
 * The words of a search: runs of letters and digits, so any other character (quotes, & | ! : *
 * ( ) < > …) only separates words and never reaches a query as syntax.
 */
export function searchWords(normalised: string): string[] {
  const words = normalised.match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_WORDS);
}
