// A logged-in shopper's favourites on the server (issue 15), loaded only once someone is logged
// in. At login the device's favourites are merged into the account's (sent as adds: the union);
// afterwards each change made here is sent, and the account's list is taken back. A change made
// offline stays in the slice's pending list (persisted) and is sent when the network is back:
// every change carries its time and the server keeps the newest, so sending twice is harmless.
import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import type { Dispatch } from '@reduxjs/toolkit';
import { SyncFavouritesDocument } from '@/graphql/generated/operations';
import {
  favouritesCleared,
  favouritesSynced,
  selectFavouriteIds,
  selectFavouritesMergedFor,
  selectPendingFavourites,
  type FavouriteChange,
} from './favourites-slice';

type State = Parameters<typeof selectPendingFavourites>[0];

export interface SyncTarget {
  dispatch: Dispatch;
  getState: () => State;
  client: ApolloClient<NormalizedCacheObject>;
  languageId: number;
}

/** The server takes at most this many changes a call. */
const BATCH = 100;

let running: Promise<void> | null = null;
let again = false;
/** Read after an await: another call may have asked for a second round meanwhile. */
const askedAgain = (): boolean => again;

async function once(target: SyncTarget, accountId: string): Promise<void> {
  const state = target.getState();
  const isMerged = selectFavouritesMergedFor(state) === accountId;
  const pending = selectPendingFavourites(state);
  // The first sync of this account on this device: its favourites join the account's.
  const merge: FavouriteChange[] = isMerged
    ? []
    : selectFavouriteIds(state)
        .filter((id) => !pending.some((change) => change.productId === id))
        .map((productId) => ({ productId, kind: 'add' as const, changedAt: Date.now() }));
  const sent = [...pending, ...merge].slice(0, BATCH);
  const { data } = await target.client.mutate({
    mutation: SyncFavouritesDocument,
    variables: { changes: sent, languageId: target.languageId },
  });
  const ids = data?.syncFavourites.favouriteProductIds;
  if (!ids) return;
  target.dispatch(
    favouritesSynced({
      accountId,
      productIds: [...ids],
      sent: sent.filter((change) => pending.includes(change)),
    }),
  );
  if (pending.length > BATCH) again = true;
}

/**
 * Sends the waiting changes (and at the account's first sync here, the device's favourites) and
 * takes the account's list back. One call at a time; a call asked for meanwhile runs after it.
 * A failure (offline, the session ended) leaves the changes waiting.
 */
export function syncFavourites(target: SyncTarget, accountId: string): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
      do {
        again = false;
        await once(target, accountId);
      } while (askedAgain());
    } catch {
      // Offline or refused: the pending changes stay for the next try.
    } finally {
      running = null;
    }
  })();
  return running;
}

/** Logout: the device forgets the account's favourites (they stay on the server). */
export function forgetAccountFavourites(dispatch: Dispatch): void {
  dispatch(favouritesCleared());
}
