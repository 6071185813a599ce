// Cards are about 160–300 px wide: the browser chooses from the srcset. The app shell's
// bootstrap preloads the first cards' images with the same sizes (app/shell/prefetch-requests.ts).
export const CARD_IMAGE_SIZES = '(max-width: 767px) 50vw, (max-width: 1199px) 33vw, 300px';

/** Cards in the first row load eagerly, with high priority. */
export const PRIORITY_CARDS = 4;
