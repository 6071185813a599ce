/** The size folders of the image server: /images/{type}/{folder}/{fileName}. */
export interface ImageSize {
  folder: string;
  width: number;
  /** srcset descriptor */
  descriptor: string;
}

const size = (width: number): ImageSize => ({
  folder: `${width}x${width}`,
  width,
  descriptor: `${width}w`,
});

export const IMAGE_SIZES: readonly ImageSize[] = [
  size(160),
  size(360),
  size(560),
  size(660),
  size(1200),
];

export const IMAGE_TYPES = ['product', 'category', 'brand', 'campaign', 'logo'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export function findSize(folder: string): ImageSize | undefined {
  return IMAGE_SIZES.find((s) => s.folder === folder);
}

export function isImageType(value: string): value is ImageType {
  return (IMAGE_TYPES as readonly string[]).includes(value);
}
