// What follows the login of this tab (issue 15), loaded only when someone logs in or starts
// logged in: the account's customer type (with the channel's VAT flag for it) is the one the shop
// shows, locked while logged in; the account's favourites are merged with the device's at login,
// kept in step with the server while logged in (also after being offline), and forgotten on the
// device at logout (they stay on the account).
import { loadChannelConfiguration } from '@/features/channel/channel-configuration';
import type { AuthUser } from '@/features/account/auth-storage';
import { customerTypeChosen } from '@/features/customer-type/customer-type-slice';
import { choiceFor } from '@/features/customer-type/use-customer-type-choice';
import { forgetAccountFavourites, syncFavourites } from '@/features/favourites/favourites-sync';
import { selectPendingFavourites } from '@/features/favourites/favourites-slice';
import { selectAuthUser } from '@/features/account/auth-slice';
import { DEFAULT_CUSTOMER_TYPE } from '@/config/constants';
import type { CustomerType } from '@/graphql/generated/operations';
import { getApolloClient } from '@/graphql/apollo-clients';
import { LANGUAGE_IDS, localeFromPath } from '@/i18n/locale';
import type { AppStore } from './store';

function target(store: AppStore) {
  const locale = localeFromPath(window.location.pathname);
  return {
    dispatch: store.dispatch,
    getState: () => store.getState(),
    client: getApolloClient(locale),
    languageId: LANGUAGE_IDS[locale],
  };
}

let listening = false;

/** Changes waiting while logged in are sent when the network comes back or another is made. */
function listen(store: AppStore): void {
  if (listening) return;
  listening = true;
  const flush = () => {
    const user = selectAuthUser(store.getState());
    if (user) void syncFavourites(target(store), user.id);
  };
  window.addEventListener('online', flush);
  let pending = selectPendingFavourites(store.getState()).length;
  let timer: ReturnType<typeof setTimeout> | undefined;
  store.subscribe(() => {
    const now = selectPendingFavourites(store.getState()).length;
    if (now === pending) return;
    const grew = now > pending;
    pending = now;
    if (!grew) return;
    clearTimeout(timer);
    // A few quick hearts travel together.
    timer = setTimeout(flush, 300);
  });
}

export async function accountChanged(
  store: AppStore,
  previous: string | null,
  user: AuthUser | null,
): Promise<void> {
  listen(store);
  if (user) {
    const { client } = target(store);
    const { customerTypes } = await loadChannelConfiguration(client);
    store.dispatch(customerTypeChosen(choiceFor(customerTypes, user.customerType as CustomerType)));
    await syncFavourites(target(store), user.id);
    return;
  }
  if (previous) {
    store.dispatch(customerTypeChosen({ type: DEFAULT_CUSTOMER_TYPE, vatIncluded: true }));
    forgetAccountFavourites(store.dispatch);
  }
}
