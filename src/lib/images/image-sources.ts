import { IMAGE_BASE } from '@/config/constants';

/** The API's Image (server/schema/catalogue.graphql), as far as display needs it. */
export interface ApiImage {
  fileName: string;
  type: string;
  alt: string;
  ratio: number;
  sizes: readonly { folder: string; descriptor: string; width: number }[];
}

export interface ImageSource {
  url: string;
  width: number;
}

export interface ImageData {
  alt: string;
  /** width / height */
  ratio: number;
  /** Ordered by width, smallest first. */
  sources: ImageSource[];
}

export function toImageData(image: ApiImage): ImageData {
  const sources = image.sizes
    .map((size) => ({
      url: `${IMAGE_BASE}/${image.type}/${size.folder}/${encodeURIComponent(image.fileName)}`,
      width: size.width,
    }))
    .sort((a, b) => a.width - b.width);
  return { alt: image.alt, ratio: image.ratio > 0 ? image.ratio : 1, sources };
}

/**
 * Spec section 9: a phone takes the size whose width is three digits starting with 5 or 6,
 * a larger screen the largest size.
 */
export function pickImageSource(
  sources: readonly ImageSource[],
  isPhone: boolean,
): ImageSource | undefined {
  const largest = sources.at(-1);
  if (!isPhone) return largest;
  return sources.find((source) => /^[56]\d\d$/.test(String(source.width))) ?? largest;
}

export function srcSet(sources: readonly ImageSource[]): string {
  return sources.map((source) => `${source.url} ${source.width}w`).join(', ');
}
