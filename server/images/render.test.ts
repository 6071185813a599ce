import { describe, expect, it } from 'vitest';
import { BRANDS } from './brand-defs.js';
import { buildCampaigns } from '../seed/campaigns.js';
import { slugify } from '../i18n/slug.js';
import { DRAWING_KEYS } from './drawing-keys.js';
import { IMAGE_SIZES, imageFields, renderImage } from './render.js';

const body = (type: string, folder: string, file: string): string =>
  String(renderImage(type, folder, file)?.body ?? '');

describe('renderImage', () => {
  it('draws every product type as a small square SVG in every size and view', () => {
    for (const key of DRAWING_KEYS) {
      for (const n of [1, 2, 3, 4]) {
        const image = renderImage('product', '560x560', `warn-some-part-123--${key}-${n}.svg`);
        expect(image?.contentType).toMatch(/^image\/svg\+xml/);
        const svg = String(image?.body);
        expect(svg).toMatch(/^<svg [^>]*width="560" height="560" viewBox="0 0 400 400"/);
        expect(svg.length, key).toBeLessThan(6000);
        expect(svg).not.toMatch(/NaN|undefined/);
      }
    }
    for (const size of IMAGE_SIZES)
      expect(body('product', size.folder, 'x--tyre-1.svg')).toContain(`width="${size.width}"`);
  });

  it('varies the picture between image numbers and takes the brand colour', () => {
    const first = body('product', '360x360', 'warn-vrx-35-vinsj-3500-lb--winch-1.svg');
    expect(body('product', '360x360', 'warn-vrx-35-vinsj-3500-lb--winch-2.svg')).not.toBe(first);
    expect(first).toContain('#d71920');
  });

  it("labels a package's picture with a flat PAKKE tag, not a round plus that reads as a button", () => {
    const bundle = body('product', '360x360', 'vinsjpakke-warn-vrx-35--winch-1.svg');
    expect(bundle).toContain('>PAKKE</text>');
    expect(bundle).not.toContain('M30 16v28M16 30h28');
    expect(body('product', '360x360', 'warn-vrx-35-vinsj-3500-lb--winch-1.svg')).not.toContain(
      'PAKKE',
    );
  });

  it('returns null for unknown sizes, types, drawings and unsafe names', () => {
    expect(renderImage('product', '100x100', 'a--tyre-1.svg')).toBeNull();
    expect(renderImage('photo', '160x160', 'a--tyre-1.svg')).toBeNull();
    expect(renderImage('product', '160x160', 'a--spaceship-1.svg')).toBeNull();
    for (const name of [
      '../../etc/passwd',
      '..%2f..%2fsecret.svg',
      'a/b--tyre-1.svg',
      'A--tyre-1.svg',
      'a--tyre-1.svg.png',
      '.svg',
    ]) {
      expect(renderImage('product', '160x160', name)).toBeNull();
    }
  });

  it('draws brand wordmarks, category tiles, campaign tags and the shop logo', () => {
    for (const brand of BRANDS)
      expect(body('brand', '160x160', `${slugify(brand.name)}.svg`)).toContain('<text');
    expect(body('brand', '160x160', 'k-n.svg')).toBe('');
    expect(body('brand', '160x160', 'kn.svg')).toContain('K&amp;N');
    expect(body('category', '360x360', 'tilhengerutstyr.svg')).toContain('<svg');
    expect(body('category', '360x360', 'tilhengarutstyr.svg')).toContain('<svg');
    expect(body('category', '360x360', 'warn-vrx-35--winch-1.svg')).toContain('<svg');
    for (const campaign of buildCampaigns()) {
      expect(body('campaign', '660x660', campaign.imageFile)).toContain('<text');
    }
    expect(body('campaign', '660x660', 'vintersalg.svg')).toContain('−20 %');
    expect(body('logo', '160x160', 'atv-huset.svg')).toContain('ATV-HUSET');
  });

  it('builds the API image fields with every size', () => {
    expect(imageFields('product', 'a--tyre-1.svg', 'Dekk', '1.0000')).toEqual({
      fileName: 'a--tyre-1.svg',
      type: 'product',
      alt: 'Dekk',
      ratio: 1,
      sizes: IMAGE_SIZES.map(({ folder, descriptor, width }) => ({ folder, descriptor, width })),
    });
    expect(imageFields('brand', 'warn.svg', 'Warn').sizes[2]).toEqual({
      folder: '560x560',
      descriptor: '560w',
      width: 560,
    });
  });
});
