import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../server/testing/test-app.js';
import { sendAsBrowser } from '../browser-request.js';
import { inProcessCatalogue } from './in-process.js';
import { asBrowser, searchPage } from './workload.js';

// apiLayerP50Ms/P95Ms subtract the in-process call's time from /graphql's: that is only fair
// when both do the same work, so the in-process answer must be /graphql's answer.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ cacheResponses: false });
});
afterAll(() => app.close());

const queryAndVariables = (path: string) => {
  const params = new URLSearchParams(path.split('?')[1]);
  return {
    query: params.get('query') ?? '',
    variables: JSON.parse(params.get('variables') ?? '{}') as Record<string, unknown>,
  };
};

describe('the in-process catalogue call', () => {
  it.each([
    ['a search page with its facets', searchPage('lys'), 1],
    ['page 2 of a search in nynorsk', searchPage('lys', 2, 2), 2],
  ])('answers %s as /graphql does', async (_, page) => {
    const [request] = asBrowser(app.url, [page]);
    if (!request) throw new Error('no request');
    const expected = await sendAsBrowser(app.url, request);
    const { query, variables } = queryAndVariables(request.full.path);
    const answer = await inProcessCatalogue(app.db).run(query, variables);
    expect((expected.products as { count: number }).count).toBeGreaterThan(0);
    expect(JSON.parse(JSON.stringify(answer))).toEqual(expected);
  });

  it('leaves out a field whose @include is false, as /graphql does', async () => {
    const [request] = asBrowser(app.url, [
      { ...searchPage('lys'), variables: { filter: { searchText: 'lys', page: 1, pageSize: 24 } } },
    ]);
    if (!request) throw new Error('no request');
    const { query, variables } = queryAndVariables(request.full.path);
    const answer = await inProcessCatalogue(app.db).run(query, variables);
    expect(answer.products).not.toHaveProperty('facets');
    expect(JSON.parse(JSON.stringify(answer))).toEqual(await sendAsBrowser(app.url, request));
  });
});
