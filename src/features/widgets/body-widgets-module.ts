import { preloadable } from '@/lib/preloadable';

/** Every widget but the banner, in one lazy chunk; loaders fetch it with their page's data. */
export const bodyWidgetsModule = preloadable(() => import('./components/body-widgets'));
