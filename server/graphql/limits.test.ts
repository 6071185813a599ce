import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_API_KEY } from '../app.js';
import type { Db } from '../db/types.js';
import { createTestDb } from '../test/fixture.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { clientOperations } from './client-documents.js';
import { FastLane } from './fast-lane.js';
import { DEFAULT_LIMITS, limitRules, parseLimited, readGraphqlLimits } from './limits.js';
import { createCatalogueSchema } from './schema.js';
import { createRequire } from 'node:module';
import type * as GraphqlModule from 'graphql';

// graphql as the server loads it (see fast-lane.ts).
const { specifiedRules, validate } = createRequire(import.meta.url)(
  'graphql',
) as typeof GraphqlModule;

describe('the limits and the storefront', () => {
  it('let every operation the storefront sends pass, with room', () => {
    const schema = createCatalogueSchema();
    const operations = clientOperations();
    expect(operations.size).toBeGreaterThan(20);
    // Half the limits: the heaviest client operation must still pass.
    const half = {
      ...DEFAULT_LIMITS,
      tokens: DEFAULT_LIMITS.tokens / 2,
      depth: Math.floor(DEFAULT_LIMITS.depth * 0.7), // 8: the checkout's depth
      aliases: DEFAULT_LIMITS.aliases / 2,
      directives: DEFAULT_LIMITS.directives / 2,
      cost: DEFAULT_LIMITS.cost / 2,
    };
    for (const [name, text] of operations) {
      const document = parseLimited(text, half);
      const errors = validate(schema, document, [...specifiedRules, ...limitRules(half)]);
      expect(errors.map((e) => `${name}: ${e.message}`)).toEqual([]);
    }
  });

  it('read their settings from the environment and refuse nonsense', () => {
    expect(readGraphqlLimits({})).toEqual(DEFAULT_LIMITS);
    expect(readGraphqlLimits({ GRAPHQL_MAX_ALIASES: '3' }).aliases).toBe(3);
    expect(() => readGraphqlLimits({ GRAPHQL_MAX_DEPTH: '-1' })).toThrow(/GRAPHQL_MAX_DEPTH/);
  });
});

// A browser's request (Origin, Accept, content type, API key) and a script's.
const BROWSER = {
  origin: 'https://www.atv-huset.no',
  accept: 'application/graphql-response+json, application/json',
};
const SCRIPT = {};

let db: Db;
let laneApp: TestApp;
let yogaApp: TestApp;
beforeAll(async () => {
  db = await createTestDb();
  laneApp = await startTestApp({ db, cacheResponses: false });
  yogaApp = await startTestApp({ db, cacheResponses: false, fastLane: false });
});
afterAll(async () => {
  await laneApp.close();
  await yogaApp.close().catch(() => undefined); // the database is closed already
});

interface Sent {
  status: number;
  text: string;
  message: string;
}

async function post(app: TestApp, body: string, headers: Record<string, string>): Promise<Sent> {
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': DEFAULT_API_KEY, ...headers },
    body,
  });
  const text = await res.text();
  const parsed = JSON.parse(text) as { errors?: { message: string }[] };
  return { status: res.status, text, message: parsed.errors?.[0]?.message ?? '' };
}

/** The same request from a browser and a script, through the lane and through yoga alone. */
async function everyWay(query: string, variables: object = {}): Promise<Sent> {
  const body = JSON.stringify({ query, variables });
  const answers = [];
  for (const app of [laneApp, yogaApp])
    for (const headers of [BROWSER, SCRIPT]) answers.push(await post(app, body, headers));
  const [first] = answers;
  if (!first) throw new Error('no answer');
  for (const answer of answers) {
    expect(answer.status).toBe(first.status);
    expect(answer.text).toBe(first.text);
  }
  return first;
}

const PRODUCTS = 'products(filter: { pageSize: 100 }) { products { productId name } }';

describe('every request, browser or script, lane or yoga', () => {
  it('refuses 300 aliases of a product list (and 11) before running anything', async () => {
    const aliased = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${PRODUCTS}`).join(' ')} }`;
    const executed = vi.spyOn(FastLane.prototype, 'answer');
    // 300 of them (the 14 MB attack) are over the token limit already.
    const attack = await everyWay(aliased(300));
    expect(attack.status).toBe(400);
    expect(attack.message).toMatch(/Token limit of 2000 exceeded/);
    const eleven = await everyWay(aliased(11));
    expect(eleven.status).toBe(400);
    expect(eleven.message).toMatch(/Aliases limit of 10 exceeded, found 11/);
    // The lane looked at each (browser and script) and left it to yoga's error answer.
    const lane = await Promise.all(executed.mock.results.map((r) => r.value as unknown));
    expect(lane).toEqual([null, null, null, null]);
    executed.mockRestore();
    expect((await everyWay(aliased(10))).status).toBe(200);
  });

  it('refuses a deeper document than the limit', async () => {
    let items = 'label';
    for (let i = 0; i < 12; i++) items = `label children { ${items} }`;
    const query = `{ getMenuAtLocation(menuLocationId: "main") { menuItems { ${items} } } }`;
    const answer = await everyWay(query);
    expect(answer.status).toBe(400);
    expect(answer.message).toMatch(/Query depth limit of 12 exceeded/);
  });

  it('refuses a document of too many tokens', async () => {
    const query = `{ ${Array.from({ length: 700 }, () => 'brands { name }').join(' ')} }`;
    const answer = await everyWay(query);
    expect(answer.status).toBe(400);
    expect(answer.message).toMatch(/Token limit of 2000 exceeded/);
  });

  it('refuses a body over 64 kB with 413 and a clear message, without reading it all', async () => {
    const query = `{ brands { name } } # ${'x'.repeat(70_000)}`;
    const answer = await everyWay(query);
    expect(answer.status).toBe(413);
    expect(answer.message).toBe(
      'Request body larger than 64 kB; send a shorter query or fewer variables',
    );
    expect(answer.text).toContain('PAYLOAD_TOO_LARGE');
  });

  it('refuses a POST that is not JSON (what a form on another site can send) with 415', async () => {
    for (const app of [laneApp, yogaApp])
      for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data'])
        for (const headers of [BROWSER, SCRIPT]) {
          const answer = await post(app, 'query=%7B+brands+%7B+name+%7D+%7D', {
            ...headers,
            'content-type': type,
          });
          expect(answer.status).toBe(415);
          expect(answer.text).toContain('UNSUPPORTED_MEDIA_TYPE');
        }
    // JSON with its charset is JSON.
    const json = await post(laneApp, JSON.stringify({ query: '{ brands { name } }' }), {
      'content-type': 'application/json; charset=utf-8',
    });
    expect(json.status).toBe(200);
  });

  it('refuses a NUL character and runaway nesting with a clear 400, POST or GET', async () => {
    // PostgreSQL refuses NUL in text: these reached the database and answered 500.
    const nul = 'Text may not contain the NUL character';
    const inVariable = await everyWay('query P($a: String) { product(alias: $a) { name } }', {
      a: 'x\u0000',
    });
    expect([inVariable.status, inVariable.message]).toEqual([400, nul]);
    expect(inVariable.text).toContain('BAD_REQUEST');
    const inLiteral = await everyWay('{ product(alias: "x\\u0000") { name } }');
    expect([inLiteral.status, inLiteral.message]).toEqual([400, nul]);
    // 5 000 levels of variables overflowed the answer cache's key builder (a plain 500).
    const deep = `${'['.repeat(5000)}1${']'.repeat(5000)}`;
    const body = `{"query":"{ brands { name } }","variables":{"f":${deep}}}`;
    for (const app of [laneApp, yogaApp]) {
      const nested = await post(app, body, BROWSER);
      expect(nested.status).toBe(400);
      expect(nested.message).toBe('Variables may be nested at most 32 levels deep');
    }
    const get = await fetch(
      `${laneApp.url}/graphql?query=${encodeURIComponent('query P($a: String) { product(alias: $a) { name } }')}&variables=${encodeURIComponent(JSON.stringify({ a: '\u0000' }))}`,
      { headers: { 'x-api-key': DEFAULT_API_KEY } },
    );
    expect(get.status).toBe(400);
    expect(await get.text()).toContain(nul);
    // A deep selection over GET is still the document's depth limit, not nesting.
    expect((await everyWay('{ brands { name } }', { f: [[[1]]] })).status).toBe(200);
  });

  it('refuses unknown enum values, giving the allowed ones', async () => {
    const answer = await everyWay('{ products(filter: { sort: CHEAPEST }) { count } }');
    expect(answer.status).toBe(400);
    expect(answer.message).toMatch(/Value "CHEAPEST" does not exist in "ProductSort" enum/);
  });
});

describe('lower limits from settings', () => {
  it('refuse by cost and by directives on both paths', async () => {
    const limits = { ...DEFAULT_LIMITS, cost: 20, directives: 2 };
    const lane = await startTestApp({ limits });
    const yoga = await startTestApp({ limits, fastLane: false });
    try {
      const costly = JSON.stringify({
        query:
          '{ products { products { productId name brand { name } unitPrice { isDiscounted sellingPriceIncVat } } } }',
      });
      const directives = JSON.stringify({
        query:
          '{ brands { name @include(if: true) alias @include(if: true) brandId @skip(if: false) } }',
      });
      for (const app of [lane, yoga])
        for (const headers of [BROWSER, SCRIPT]) {
          expect((await post(app, costly, headers)).message).toMatch(
            /Query Cost limit of 20 exceeded/,
          );
          expect((await post(app, directives, headers)).message).toMatch(
            /Directives limit of 2 exceeded/,
          );
        }
    } finally {
      await lane.close();
      await yoga.close();
    }
  });
});
