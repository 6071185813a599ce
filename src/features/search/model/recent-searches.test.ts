import { describe, expect, it } from 'vitest';
import {
  addRecentSearch,
  parseRecentSearches,
  readRecentSearches,
  removeRecentSearch,
  writeRecentSearches,
} from './recent-searches';

describe('recent searches', () => {
  it('puts the newest first', () => {
    expect(addRecentSearch(['vinsj'], 'bremseklosser')).toEqual(['bremseklosser', 'vinsj']);
  });

  it('moves a repeated search to the front instead of storing it twice', () => {
    expect(addRecentSearch(['vinsj', 'polaris', 'lys'], ' Polaris  ')).toEqual([
      'Polaris',
      'vinsj',
      'lys',
    ]);
  });

  it('keeps at most five', () => {
    const five = ['a', 'b', 'c', 'd', 'e'];
    expect(addRecentSearch(five, 'f')).toEqual(['f', 'a', 'b', 'c', 'd']);
  });

  it('does not store empty searches', () => {
    expect(addRecentSearch(['vinsj'], '   ')).toEqual(['vinsj']);
  });

  it('removes one search', () => {
    expect(removeRecentSearch(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('reads only a clean list back from storage', () => {
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(parseRecentSearches('not json')).toEqual([]);
    expect(parseRecentSearches('["lys", 4, "", "Lys", "a","b","c","d","e"]')).toEqual([
      'lys',
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('keeps the list in localStorage under "recentSearches"', () => {
    localStorage.clear();
    writeRecentSearches(['lys', 'vinsj']);
    expect(localStorage.getItem('recentSearches')).toBe('["lys","vinsj"]');
    expect(readRecentSearches()).toEqual(['lys', 'vinsj']);
  });
});
