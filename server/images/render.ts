import { brandLogoSvg, shopLogoSvg } from './brand-logo.js';
import { parseProductFile, productSvg } from './product-image.js';
import { findSize, isImageType } from './sizes.js';
import { campaignSvg, categoryTileSvg } from './tiles.js';

export { IMAGE_SIZES, type ImageSize } from './sizes.js';
export { imageFields, type ImageFields } from './image-fields.js';

export interface RenderedImage {
  body: string | Buffer;
  contentType: string;
}

// Only plain slugs: no dots besides the extension, no slashes, so no path traversal.
const SAFE_NAME = /^[a-z0-9][a-z0-9-]{0,200}\.svg$/;

/**
 * The picture behind /images/{type}/{folder}/{fileName}. There are no photos offline, so every
 * image is drawn: product illustrations from the drawing key in the file name, brand wordmarks,
 * category tiles, campaign tags and the shop logo. Null means 404.
 */
export function renderImage(type: string, folder: string, fileName: string): RenderedImage | null {
  const size = findSize(folder);
  if (!size || !isImageType(type) || !SAFE_NAME.test(fileName)) return null;
  const body = (() => {
    switch (type) {
      case 'product': {
        const file = parseProductFile(fileName);
        return file ? productSvg(size.width, file) : null;
      }
      case 'category':
        return categoryTileSvg(size.width, fileName);
      case 'brand':
        return brandLogoSvg(size.width, fileName);
      case 'campaign':
        return campaignSvg(size.width, fileName);
      case 'logo':
        return shopLogoSvg(size.width);
    }
  })();
  return body ? { body, contentType: 'image/svg+xml; charset=utf-8' } : null;
}
