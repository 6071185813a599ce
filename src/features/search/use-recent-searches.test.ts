import { afterEach, describe, expect, it } from 'vitest';
import { readRecentSearches } from './model/recent-searches';
import { rememberSubmittedSearch, SUBMITTED_SEARCH } from './use-recent-searches';

afterEach(() => localStorage.clear());

describe('a search sent with Enter from the panel', () => {
  it('is stored among the recent ones once the search page finds something', () => {
    rememberSubmittedSearch(SUBMITTED_SEARCH, 'lysbar', 99);
    expect(readRecentSearches()).toEqual(['lysbar']);
  });

  it('is not stored when the page finds nothing, nor when the page was not reached by Enter', () => {
    rememberSubmittedSearch(SUBMITTED_SEARCH, 'xqzvkk', 0);
    rememberSubmittedSearch(null, 'lysbar', 99);
    rememberSubmittedSearch({ relocate: true }, 'lysbar', 99);
    expect(readRecentSearches()).toEqual([]);
  });
});
