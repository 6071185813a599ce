// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { searchPath } from './search-path';
import { searchPhase } from './search-phase';

describe('searchPath', () => {
  it('URL-encodes the text after s/', () => {
    expect(searchPath('  bremse  kloss ')).toBe('s/bremse%20kloss');
    expect(searchPath('7/13-polt')).toBe('s/7%2F13-polt');
    expect(searchPath('støtdemper')).toBe('s/st%C3%B8tdemper');
  });
});

describe('searchPhase', () => {
  const base = { text: 'vinsj', searched: 'vinsj', isLoading: false, hasError: false, count: 3 };

  it('is idle without text and typing until the debounce has passed', () => {
    expect(searchPhase({ ...base, text: '' })).toBe('idle');
    expect(searchPhase({ ...base, searched: 'vins' })).toBe('typing');
  });

  it('is loading, then has results or none', () => {
    expect(searchPhase({ ...base, isLoading: true })).toBe('loading');
    expect(searchPhase({ ...base, count: null })).toBe('loading');
    expect(searchPhase(base)).toBe('results');
    expect(searchPhase({ ...base, count: 0 })).toBe('no-results');
    expect(searchPhase({ ...base, hasError: true })).toBe('error');
  });
});
