import { useSyncExternalStore } from 'react';
import { BREAKPOINT_TABLET_PX } from '@/config/constants';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export function useIsPhone(): boolean {
  return useMediaQuery(`(max-width: ${BREAKPOINT_TABLET_PX - 1}px)`);
}
