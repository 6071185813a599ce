// A production API does not list its schema to strangers (config.ts GRAPHQL_INTROSPECTION):
// introspection is refused and validation errors carry no "Did you mean" hints, through yoga
// (POST) and the fast lane (GET) alike; __typename still works, and outside production the
// schema is answered as before.
import { createRequire } from 'node:module';
import type * as GraphqlModule from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY } from '../app.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { DEFAULT_LIMITS, limitRules, withoutSuggestion } from './limits.js';
import { createCatalogueSchema } from './schema.js';

const { parse, specifiedRules, validate } = createRequire(import.meta.url)(
  'graphql',
) as typeof GraphqlModule;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ introspection: false });
});
afterAll(() => app.close());

const SCHEMA = '{ __schema { queryType { name } mutationType { fields { name } } } }';

async function overGet(query: string) {
  const response = await fetch(`${app.url}/graphql?query=${encodeURIComponent(query)}`, {
    headers: { 'x-api-key': DEFAULT_API_KEY },
  });
  return (await response.json()) as { data?: unknown; errors?: { message: string }[] };
}

describe('introspection switched off', () => {
  it('refuses __schema and __type over POST and GET, with nothing of the schema', async () => {
    for (const query of [SCHEMA, '{ __type(name: "Mutation") { fields { name } } }']) {
      const posted = await app.gql(query);
      expect(posted.data).toBeUndefined();
      expect(posted.errors?.[0]?.message).toBe('Introspection is not available on this API.');
      expect(posted.errors?.[0]?.extensions?.['code']).toBe('INTROSPECTION_DISABLED');
      const got = await overGet(query);
      expect(got.data).toBeUndefined();
      expect(got.errors?.[0]?.message).toBe('Introspection is not available on this API.');
      // Hidden in a fragment, still refused.
      const fragment = await app.gql(
        'query { ...F } fragment F on Query { __schema { types { name } } }',
      );
      expect(fragment.errors?.[0]?.message).toBe('Introspection is not available on this API.');
    }
  });

  it('names an unknown field without guessing the real ones', async () => {
    const posted = await app.gql('{ prodcts { count } }');
    expect(posted.errors?.[0]?.message).toBe('Cannot query field "prodcts" on type "Query".');
    const got = await overGet('{ prodcts { count } }');
    expect(got.errors?.[0]?.message).toBe('Cannot query field "prodcts" on type "Query".');
  });

  it("still answers __typename and the storefront's queries", async () => {
    const answer = await app.gql<{ __typename: string; products: { count: number } }>(
      '{ __typename products { count } }',
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.__typename).toBe('Query');
    expect(answer.data?.products.count).toBeGreaterThan(0);
  });
});

describe('introspection outside production', () => {
  it('passes validation with the default rules, hints included', () => {
    const schema = createCatalogueSchema();
    const rules = [...specifiedRules, ...limitRules(DEFAULT_LIMITS)];
    expect(validate(schema, parse(SCHEMA), rules)).toEqual([]);
    const [unknown] = validate(schema, parse('{ prodcts { count } }'), rules);
    expect(unknown?.message).toMatch(/Did you mean "products"/);
    expect(withoutSuggestion(unknown?.message ?? '')).toBe(
      'Cannot query field "prodcts" on type "Query".',
    );
  });
});
