// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pickImageSource, srcSet, toImageData } from './image-sources';

const image = toImageData({
  fileName: 'ebc fa165.jpg',
  type: 'product',
  alt: 'EBC bremseklosser',
  ratio: 1.5,
  sizes: [
    { folder: '1200x1200', descriptor: '1200w', width: 1200 },
    { folder: '160x160', descriptor: '160w', width: 160 },
    { folder: '560x560', descriptor: '560w', width: 560 },
    { folder: '660x660', descriptor: '660w', width: 660 },
  ],
});

describe('image sources', () => {
  it('builds /images/{type}/{folder}/{fileName} urls ordered by width', () => {
    expect(image.sources.map((source) => source.url)).toEqual([
      '/images/product/160x160/ebc%20fa165.jpg',
      '/images/product/560x560/ebc%20fa165.jpg',
      '/images/product/660x660/ebc%20fa165.jpg',
      '/images/product/1200x1200/ebc%20fa165.jpg',
    ]);
  });

  it('picks a 5xx/6xx size on phones and the largest otherwise', () => {
    expect(pickImageSource(image.sources, true)?.width).toBe(560);
    expect(pickImageSource(image.sources, false)?.width).toBe(1200);
    expect(pickImageSource([{ url: 'a', width: 360 }], true)?.width).toBe(360);
  });

  it('picks the next smaller size under Save-Data, never below the smallest', () => {
    expect(pickImageSource(image.sources, true, true)?.width).toBe(160);
    expect(pickImageSource(image.sources, false, true)?.width).toBe(660);
    expect(pickImageSource(image.sources.slice(0, 1), false, true)?.width).toBe(160);
    expect(pickImageSource([], false, true)).toBeUndefined();
    expect(pickImageSource([], true, false)).toBeUndefined();
  });

  it('under Save-Data names the next smaller file for each width the browser may choose', () => {
    expect(srcSet(image.sources, true)).toBe(
      [
        '/images/product/160x160/ebc%20fa165.jpg 160w',
        '/images/product/160x160/ebc%20fa165.jpg 560w',
        '/images/product/560x560/ebc%20fa165.jpg 660w',
        '/images/product/660x660/ebc%20fa165.jpg 1200w',
      ].join(', '),
    );
    expect(srcSet(image.sources, true)).not.toContain('1200x1200');
  });

  it('writes a srcset and falls back to ratio 1', () => {
    expect(srcSet(image.sources.slice(0, 2))).toBe(
      '/images/product/160x160/ebc%20fa165.jpg 160w, /images/product/560x560/ebc%20fa165.jpg 560w',
    );
    expect(toImageData({ fileName: 'x', type: 't', alt: '', ratio: 0, sizes: [] }).ratio).toBe(1);
  });
});
