import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it } from 'vitest';
import {
  broadcastFavouriteChange,
  FAVOURITES_CHANNEL,
  listenForFavouriteChanges,
} from './favourites-broadcast';
import { favouritesSlice, selectFavouriteIds } from './favourites-slice';

const makeTab = () => configureStore({ reducer: { favorites: favouritesSlice.reducer } });
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('favourites across tabs', () => {
  it("applies another tab's adds and removes, and ignores what is not a favourite message", async () => {
    const tab = makeTab();
    stops.push(listenForFavouriteChanges(tab.dispatch));
    // Another tab: its own BroadcastChannel object on the same name.
    const other = new BroadcastChannel(FAVOURITES_CHANNEL);
    other.postMessage({ type: 'favorite:add', productId: 5 });
    other.postMessage({ type: 'favorite:add', productId: 8 });
    other.postMessage({ type: 'favorite:remove', productId: 5 });
    other.postMessage({ type: 'favorite:add', productId: '12' });
    other.postMessage({ type: 'cart:change', productId: 13 });
    other.postMessage(null);
    await settle();
    other.close();
    expect(selectFavouriteIds(tab.getState())).toEqual([8]);
  });

  it("sends this tab's changes to the others, not back to itself", async () => {
    const tab = makeTab();
    stops.push(listenForFavouriteChanges(tab.dispatch));
    const other = new BroadcastChannel(FAVOURITES_CHANNEL);
    const heard: unknown[] = [];
    other.onmessage = (event: MessageEvent) => heard.push(event.data);
    broadcastFavouriteChange({ type: 'favorite:add', productId: 21 });
    await settle();
    other.close();
    expect(heard).toEqual([{ type: 'favorite:add', productId: 21 }]);
    expect(selectFavouriteIds(tab.getState())).toEqual([]);
  });
});
