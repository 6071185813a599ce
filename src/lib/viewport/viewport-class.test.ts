// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { VIEWPORT_CLASSES } from '@/config/constants';
import { viewportClassOf } from './viewport-class';

describe('viewportClassOf', () => {
  it('names the spec classes by width (768, 1024, 1200, 1440)', () => {
    const at = (width: number) => viewportClassOf(width, VIEWPORT_CLASSES);
    expect([320, 767, 768, 1023, 1024, 1199, 1200, 1439, 1440, 2560].map(at)).toEqual([
      'phone',
      'phone',
      'tablet',
      'tablet',
      'laptop',
      'laptop',
      'desktop',
      'desktop',
      'desktopBig',
      'desktopBig',
    ]);
  });

  it('takes the classes in any order and none when there are none', () => {
    const classes = [
      { name: 'wide', minWidth: 1000 },
      { name: 'narrow', minWidth: 400 },
    ];
    expect(viewportClassOf(300, classes)).toBe('narrow');
    expect(viewportClassOf(999, classes)).toBe('narrow');
    expect(viewportClassOf(1000, classes)).toBe('wide');
    expect(viewportClassOf(1000, [])).toBeNull();
  });
});
