import { ApolloLink, execute, gql, Observable } from '@apollo/client';
import { afterEach, describe, expect, it } from 'vitest';
import { writeToken } from '@/lib/storage/auth-token';
import { createContextLink } from './context-link';

/** The headers an operation leaves the context link with. */
function headersSent(): Promise<Record<string, string>> {
  return new Promise((resolve) => {
    const end = new ApolloLink((operation) => {
      resolve((operation.getContext() as { headers: Record<string, string> }).headers);
      return Observable.of({ data: {} });
    });
    execute(ApolloLink.from([createContextLink(1), end]), {
      query: gql`
        query Me {
          me {
            id
          }
        }
      `,
    }).subscribe({});
  });
}

afterEach(() => writeToken(null));

describe('context link', () => {
  it('sends the logged-in customer token as a bearer token, and none without', async () => {
    expect((await headersSent()).Authorization).toBeUndefined();
    writeToken('payload.mac');
    const headers = await headersSent();
    expect(headers.Authorization).toBe('Bearer payload.mac');
    expect(headers['X-Api-Key']).toBe('atvhuset-storefront-public');
  });
});
