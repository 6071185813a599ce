import { useAppSelector } from '@/app/hooks';
import { selectIsRestored } from '@/features/persistence/persistence-slice';

/**
 * Whether the persisted client state (the cart id) has been read back from IndexedDB. The store
 * starts empty and fills in the background: before that, "no cart id" means "not known yet".
 */
export function useIsRehydrated(): boolean {
  return useAppSelector(selectIsRestored);
}
