// @vitest-environment node
import { ApolloClient, ApolloLink, InMemoryCache, Observable, gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { loadQuery, resetClientStore } from './load-query';

const QUERY = gql`
  query Brands {
    brands {
      name
    }
  }
`;

/** A client whose every answer comes after `ms`, counting the requests it sent. */
function slowClient(ms: number) {
  let sent = 0;
  const link = new ApolloLink(
    () =>
      new Observable((observer) => {
        sent++;
        const timer = setTimeout(() => {
          observer.next({ data: { brands: [{ __typename: 'Brand', name: `Svar ${sent}` }] } });
          observer.complete();
        }, ms);
        return () => clearTimeout(timer);
      }),
  );
  const client = new ApolloClient({ cache: new InMemoryCache(), link });
  return { client, sent: () => sent };
}

describe('loadQuery', () => {
  it('asks again when the store is reset while its answer is on the way (a logout in another tab)', async () => {
    const { client, sent } = slowClient(30);
    const loading = loadQuery(client, QUERY, {});
    await new Promise((resolve) => setTimeout(resolve, 5));
    await resetClientStore(client);
    // An answer, not Apollo's "Store reset while query was in flight" (the loader's error page).
    const data = (await loading) as { brands: { name: string }[] };
    expect(data.brands[0]?.name).toMatch(/^Svar \d$/);
    expect(sent()).toBeGreaterThanOrEqual(1);
  });

  it("still fails for a reset it was not told of: the retry is for the shop's own resets", async () => {
    const { client } = slowClient(30);
    const loading = loadQuery(client, QUERY, {});
    await new Promise((resolve) => setTimeout(resolve, 5));
    await client.resetStore();
    await expect(loading).rejects.toThrow();
  });
});
