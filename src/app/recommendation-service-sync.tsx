import { ApolloProvider, useQuery } from '@apollo/client';
import { useEffect, useRef, useState } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectAuthUser } from '@/features/account/auth-slice';
import { useCart } from '@/features/cart/use-cart';
import {
  loadRecommendationServiceScript,
  recommendationCartItems,
  type RecommendationServiceApi,
  type RecommendationServiceSetting,
} from '@/features/recommendations/recommendation-service';
import { getApolloClient } from '@/graphql/apollo-clients';
import { GetRecommendationServiceDocument } from '@/graphql/generated/operations';
import { localeFromPath } from '@/i18n/locale';

/** Before a cart has answered: the default market's currency. */
const DEFAULT_CURRENCY = 'NOK';

/**
 * Tells the third-party recommendation service, when the shop has one, who logged in or out and
 * what the cart holds. Mounted only with the shopper's marketing consent
 * (recommendation-service-gate.tsx): withdrawn, it unmounts and no more calls are made to a
 * script that already loaded. Composed here: it joins the account's and the cart's state
 * without those features knowing each other.
 */
export function RecommendationServiceSync() {
  // Mounted beside the router (app.tsx), outside the locale roots' Apollo provider:
  // the page's language's client, as the locale root would give it.
  const [client] = useState(() => getApolloClient(localeFromPath(window.location.pathname)));
  return (
    <ApolloProvider client={client}>
      <ServiceSettings />
    </ApolloProvider>
  );
}

function ServiceSettings() {
  // no-cache: the channel's other settings stay as GetChannelConfiguration cached them.
  const { data } = useQuery(GetRecommendationServiceDocument, { fetchPolicy: 'no-cache' });
  const setting = data?.channel.configuration.recommendationService;
  return setting ? <ActiveSync setting={setting} /> : null;
}

function ActiveSync({ setting }: { setting: RecommendationServiceSetting }) {
  const [api, setApi] = useState<RecommendationServiceApi | null>(null);
  const userId = useAppSelector(selectAuthUser)?.id ?? null;
  const { cart } = useCart();
  const items = JSON.stringify(
    recommendationCartItems(cart?.items ?? [], cart?.currencyCode ?? DEFAULT_CURRENCY),
  );
  const lastUser = useRef<string | null>(null);

  useEffect(() => {
    let isLive = true;
    void loadRecommendationServiceScript(setting).then((loaded) => {
      if (isLive) setApi(loaded);
    });
    return () => {
      isLive = false;
    };
  }, [setting]);

  useEffect(() => {
    if (!api) return;
    if (userId) api.login(userId);
    else if (lastUser.current) api.logout();
    lastUser.current = userId;
  }, [api, userId]);

  useEffect(() => {
    if (api) api.setCartItems(JSON.parse(items) as Parameters<typeof api.setCartItems>[0]);
  }, [api, items]);

  return null;
}
