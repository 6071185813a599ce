import { preloadable } from '@/lib/preloadable';

/**
 * The main navigation's dropdowns (full width and boxed), in a chunk of their own: the first
 * paint shows the bar only. The bar fetches it when a pointer or the focus comes near it.
 */
export const menuPanelsModule = preloadable(() => import('./menu-panels'));
