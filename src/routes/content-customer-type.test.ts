import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_TYPE_COOKIE } from '@/config/constants';
import { FRONT_PAGE_AREA, forCustomerType } from '@/features/widgets/front-page-area';
import { fakeApiClient } from '@/test/fake-api';
import { contentLoader } from './content-loader';
import { startLoader } from './start-loader';

let client: ApolloClient<NormalizedCacheObject>;
const asked: Record<string, unknown>[] = [];

vi.mock('@/graphql/apollo-clients', () => ({
  apolloReady: () => Promise.resolve(),
  getApolloClient: () => client,
}));
// The widgets' code and texts are not what this test is about.
vi.mock('@/features/widgets/body-widgets-module', () => ({
  bodyWidgetsModule: { load: () => Promise.resolve({}), get: () => undefined },
}));
vi.mock('./widget-product-list-module', () => ({
  widgetProductListModule: { load: () => Promise.resolve({}), get: () => undefined },
}));
vi.mock('@/i18n/lazy-namespaces', () => ({ ensureNamespaces: () => Promise.resolve() }));

const area = {
  __typename: 'WidgetArea',
  id: '1-published',
  family: 'Content',
  areaName: 'bedrift',
  alias: 'bedrift',
  pageType: 'Content Page',
  isDraft: false,
  revision: 1,
  meta: { __typename: 'WidgetAreaMeta', title: 'Bedrift', description: '' },
  tags: [],
  containers: [],
};

const setType = (type: string | null) => {
  document.cookie = `${CUSTOMER_TYPE_COOKIE}=${type ?? ''}; path=/${type ? '' : '; max-age=0'}`;
};

const args = (path: string, alias?: string) => ({
  locale: 'nb' as const,
  params: alias ? { alias } : {},
  url: new URL(path, 'http://localhost'),
});

beforeEach(() => {
  asked.length = 0;
  client = fakeApiClient({
    GetWidgetArea: (variables) => {
      asked.push(variables);
      return { widgetArea: area };
    },
    GetCategories: () => ({ categories: [] }),
  });
});
afterEach(() => setType(null));

describe('the widget area and the shopper’s customer type', () => {
  it('sends a business type, and leaves the default type (what the server assumes) out', () => {
    expect(forCustomerType(FRONT_PAGE_AREA, 'PERSON')).toEqual({ family: 'Frontpage' });
    expect(forCustomerType(FRONT_PAGE_AREA, 'COMPANY')).toEqual({
      family: 'Frontpage',
      customerType: 'COMPANY',
    });
    // A page's variables follow the state when it changes back.
    expect(forCustomerType({ url: 'x', customerType: 'COMPANY' }, 'PERSON')).toEqual({ url: 'x' });
  });

  it('asks for a content page and the front page as the customer type the shopper chose', async () => {
    setType('COMPANY');
    await contentLoader(args('/bedrift', 'bedrift'));
    await startLoader(args('/'));
    expect(asked).toEqual([
      expect.objectContaining({ url: 'bedrift', customerType: 'COMPANY' }),
      expect.objectContaining({ family: 'Frontpage', customerType: 'COMPANY' }),
    ]);
  });

  it('asks as before for a shopper of the default type', async () => {
    await contentLoader(args('/bedrift', 'bedrift'));
    await startLoader(args('/'));
    expect(asked).toHaveLength(2);
    for (const variables of asked) expect(variables).not.toHaveProperty('customerType');
  });
});
