import { preloadable } from '@/lib/preloadable';

/** The product list widget's cards (the catalogue's), loaded with the page that shows them. */
export const widgetProductListModule = preloadable(() => import('./widget-product-list'));
