import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY } from '../app.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const headers = { 'x-api-key': DEFAULT_API_KEY, accept: 'application/json' };

function get(params: Record<string, string>, extra: Record<string, string> = {}) {
  const search = new URLSearchParams(params).toString();
  return fetch(`${app.url}/graphql?${search}`, { headers: { ...headers, ...extra } });
}

function post(body: unknown, extra: Record<string, string> = {}) {
  return fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', ...extra },
    body: JSON.stringify(body),
  });
}

interface Body {
  data?: Record<string, unknown>;
  errors?: { message: string; extensions?: { code?: string } }[];
}
const json = async (res: Response) => (await res.json()) as Body;

describe('/graphql over HTTP', () => {
  it('refuses requests without the API key', async () => {
    const res = await fetch(
      `${app.url}/graphql?query=${encodeURIComponent('{ brands { name } }')}`,
    );
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect((await json(res)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const wrong = await post({ query: '{ brands { name } }' }, { 'x-api-key': 'nope' });
    expect(wrong.status).toBe(401);
  });

  it('answers queries over GET', async () => {
    const res = await get({ query: '{ brands { name } }' });
    expect(res.status).toBe(200);
    expect((await json(res)).data?.['brands']).toBeInstanceOf(Array);
  });

  it('supports automatic persisted queries over GET', async () => {
    const query = 'query BrandNames { brands { alias } }';
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const extensions = JSON.stringify({ persistedQuery: { version: 1, sha256Hash } });
    const miss = await json(await get({ operationName: 'BrandNames', extensions }));
    expect(miss.errors?.[0]?.message).toBe('PersistedQueryNotFound');
    const register = await get({ operationName: 'BrandNames', query, extensions });
    expect(register.status).toBe(200);
    const hit = await get({ operationName: 'BrandNames', extensions });
    expect(hit.status).toBe(200);
    expect((await json(hit)).data?.['brands']).toBeInstanceOf(Array);
    const mismatch = await get({ query: '{ brands { name } }', extensions });
    expect((await json(mismatch)).errors?.[0]?.message).toBe('PersistedQueryMismatch');
  });

  it('refuses a mutation over GET', async () => {
    const res = await get({ query: 'mutation { subscribeToNewsletter(email: "a@b.no") }' });
    expect(res.status).toBe(405);
    expect((await json(res)).errors?.[0]?.message).toMatch(/mutation.*POST/i);
  });

  it('answers malformed requests with 400 and a clear message', async () => {
    const unknownField = await post({ query: '{ brands { colour } }' });
    expect(unknownField.status).toBe(400);
    expect((await json(unknownField)).errors?.[0]?.message).toMatch(/Cannot query field "colour"/);
    const syntax = await post({ query: '{ brands { name }' });
    expect(syntax.status).toBe(400);
    expect((await json(syntax)).errors?.[0]?.message).toMatch(/Syntax Error/);
    const badVariables = await post({
      query: 'query P($f: FilterInputType) { products(filter: $f) { count } }',
      variables: { f: { page: 'first' } },
    });
    expect(badVariables.status).toBe(400);
    expect((await json(badVariables)).errors?.[0]?.message).toMatch(/\$f.*page/);
    const notJson = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(notJson.status).toBe(400);
  });

  it('compresses large answers', async () => {
    const res = await post(
      { query: '{ products(filter: { pageSize: 50 }) { products { name description } } }' },
      { 'accept-encoding': 'br, gzip' },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect((await json(res)).data?.['products']).toBeDefined();
  });
});
