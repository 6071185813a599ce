// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { visiblePages } from './pagination';

describe('visiblePages', () => {
  it('shows all pages when there are few', () => {
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
  });

  it('shows first, last and the neighbours of the current page with gaps', () => {
    expect(visiblePages(7, 13)).toEqual([1, null, 6, 7, 8, null, 13]);
    expect(visiblePages(1, 13)).toEqual([1, 2, null, 13]);
  });

  it('fills a gap of one page instead of showing an ellipsis', () => {
    expect(visiblePages(4, 13)).toEqual([1, 2, 3, 4, 5, null, 13]);
  });
});
