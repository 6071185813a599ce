import type { PersistPartial } from 'redux-persist/es/persistReducer';
import { useAppSelector } from '@/app/hooks';

/**
 * Whether the persisted client state (the cart id) has been read back from IndexedDB. The store
 * starts empty and fills in the background: before that, "no cart id" means "not known yet".
 */
export function useIsRehydrated(): boolean {
  return useAppSelector((state) => (state as Partial<PersistPartial>)._persist?.rehydrated ?? true);
}
