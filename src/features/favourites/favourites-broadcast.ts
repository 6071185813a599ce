import type { Dispatch } from '@reduxjs/toolkit';
import { favouriteAdded, favouriteRemoved } from './favourites-slice';

/** Every open tab keeps the same favourites (and so writes the same ones to IndexedDB). */
export const FAVOURITES_CHANNEL = 'favorites';

export interface FavouriteMessage {
  type: 'favorite:add' | 'favorite:remove';
  productId: number;
}

let channel: BroadcastChannel | null = null;

function getChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  channel ??= new BroadcastChannel(FAVOURITES_CHANNEL);
  return channel;
}

export function broadcastFavouriteChange(message: FavouriteMessage): void {
  getChannel()?.postMessage(message);
}

function isFavouriteMessage(data: unknown): data is FavouriteMessage {
  const message = data as Partial<FavouriteMessage> | null;
  return (
    (message?.type === 'favorite:add' || message?.type === 'favorite:remove') &&
    Number.isSafeInteger(message.productId)
  );
}

/**
 * Applies the other tabs' changes here. They arrive as adds and removes, not whole lists, so
 * two tabs changing different products at once both keep their change. Shares the sending
 * channel object: a BroadcastChannel never hears its own messages.
 */
export function listenForFavouriteChanges(dispatch: Dispatch): () => void {
  const shared = getChannel();
  if (!shared) return () => undefined;
  const listener = ({ data }: MessageEvent) => {
    if (!isFavouriteMessage(data)) return;
    dispatch(
      data.type === 'favorite:add'
        ? favouriteAdded(data.productId)
        : favouriteRemoved(data.productId),
    );
  };
  shared.addEventListener('message', listener);
  return () => shared.removeEventListener('message', listener);
}
