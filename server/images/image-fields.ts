import { IMAGE_SIZES } from './sizes.js';

/** The Image object of the GraphQL API for one stored file. */
export interface ImageFields {
  fileName: string;
  type: string;
  alt: string;
  ratio: number;
  sizes: { folder: string; descriptor: string; width: number }[];
}

// Every image has the same sizes: one shared, frozen list instead of fifteen objects per image.
const SIZES: ImageFields['sizes'] = Object.freeze(
  IMAGE_SIZES.map(({ folder, descriptor, width }) => Object.freeze({ folder, descriptor, width })),
) as ImageFields['sizes'];

export function imageFields(
  type: string,
  fileName: string,
  alt: string,
  ratio: number | string = 1,
): ImageFields {
  // numeric columns arrive as strings from both database drivers
  const value = typeof ratio === 'string' ? Number(ratio) : ratio;
  return {
    fileName,
    type,
    alt,
    ratio: Number.isFinite(value) && value > 0 ? value : 1,
    sizes: SIZES,
  };
}
