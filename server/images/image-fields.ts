import { IMAGE_SIZES } from './sizes.js';

/** The Image object of the GraphQL API for one stored file. */
export interface ImageFields {
  fileName: string;
  type: string;
  alt: string;
  ratio: number;
  sizes: { folder: string; descriptor: string; width: number }[];
}

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
    sizes: IMAGE_SIZES.map(({ folder, descriptor, width }) => ({ folder, descriptor, width })),
  };
}
