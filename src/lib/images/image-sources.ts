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
 * The spec: a phone takes the size whose width is three digits starting with 5 or 6,
 * a larger screen the largest size. Under Save-Data (issue 18) the next smaller size than that.
 */
export function pickImageSource(
  sources: readonly ImageSource[],
  isPhone: boolean,
  saveData = false,
): ImageSource | undefined {
  const largest = sources.length - 1;
  const spec = isPhone
    ? sources.findIndex((source) => /^[56]\d\d$/.test(String(source.width)))
    : -1;
  const index = spec >= 0 ? spec : largest;
  return sources[saveData ? Math.max(0, index - 1) : index];
}

/**
 * The srcset for a sizes attribute. Under Save-Data each width the browser may choose names
 * the next smaller file, so whatever size the slot and screen density call for, a shopper who
 * asked for less data gets one size smaller (the image is sized by its box, not by the file).
 */
export function srcSet(sources: readonly ImageSource[], saveData = false): string {
  return sources
    .map((source, index) => {
      const file = saveData ? (sources[index - 1] ?? source) : source;
      return `${file.url} ${source.width}w`;
    })
    .join(', ');
}
