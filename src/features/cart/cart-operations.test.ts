import { ApolloLink, execute as runLink, Observable, type FetchResult } from '@apollo/client';
import { buildSchema, execute, Kind, parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as operations from '@/graphql/generated/operations';
import { createContextLink } from '@/graphql/links/context-link';

// Cart lines carry product and sku names in the shopper's language: every cart operation must
// hand the current language (and channel and market) to the API, or /nn shows Bokmål names.
const sources = import.meta.glob<string>('./operations/*.graphql', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const sdl = import.meta.glob<string>('/server/schema/*.graphql', {
  query: '?raw',
  import: 'default',
  eager: true,
});
// Each schema file declares its own part of Query and Mutation: extend one empty root each.
const schema = buildSchema(
  [
    'type Query { _: Boolean }',
    'type Mutation { _: Boolean }',
    ...Object.values(sdl).map((text) =>
      text.replace(/^type (Query|Mutation)\b/gm, 'extend type $1'),
    ),
  ].join('\n'),
);

const cartOperations = Object.values(sources)
  .flatMap((source) => parse(source).definitions)
  .filter((node): node is OperationDefinitionNode => node.kind === Kind.OPERATION_DEFINITION)
  .map((node) => node.name?.value ?? '');

const VARIABLES = {
  id: 'cart-1',
  cartId: 'cart-1',
  skuId: 7,
  packageId: 3,
  parts: [{ productId: 1, skuId: 7 }],
  quantity: 1,
  item: { skuId: 7 },
  code: 'VELKOMMEN10',
  idempotencyKey: 'key-12345678',
};

/** The arguments the API's root field receives when a client of `languageId` sends it. */
async function argumentsAtTheApi(name: string, languageId: number) {
  const document = (operations as Record<string, unknown>)[`${name}Document`];
  if (!document) throw new Error(`no generated document for ${name}`);
  const seen: Record<string, unknown>[] = [];
  const field = (args: Record<string, unknown>) => {
    seen.push(args);
    return null;
  };
  const rootValue = new Proxy({}, { get: () => field });
  const api = new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        void Promise.resolve(
          execute({
            schema,
            document: operation.query,
            rootValue,
            variableValues: operation.variables,
          }),
        ).then(() => {
          observer.next({ data: null });
          observer.complete();
        });
      }),
  );
  await new Promise<void>((resolve, reject) => {
    runLink(ApolloLink.from([createContextLink(languageId), api]), {
      query: document as Parameters<typeof runLink>[1]['query'],
      variables: VARIABLES,
    }).subscribe({ complete: resolve, error: reject });
  });
  return seen[0];
}

describe('cart operations', () => {
  it('covers the cart and its mutations', () => {
    expect(cartOperations).toEqual(
      expect.arrayContaining(['GetCart', 'AddToCart', 'UpdateCartItemQuantity', 'ResetCart']),
    );
  });

  it.each(cartOperations)('%s sends the client’s language, channel and market', async (name) => {
    expect(await argumentsAtTheApi(name, 2)).toMatchObject({
      languageId: 2,
      channelId: 1,
      marketId: 1,
    });
    expect(await argumentsAtTheApi(name, 1)).toMatchObject({ languageId: 1 });
  });
});
