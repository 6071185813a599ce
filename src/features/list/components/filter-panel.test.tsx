import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getI18n } from '@/i18n/i18n-instances';
import { ensureNamespaces } from '@/i18n/lazy-namespaces';
import type { Facets } from '@/lib/list-query/facets';
import { EMPTY_LIST_QUERY } from '@/lib/list-query/list-query';
import { FilterPanel } from './filter-panel';

beforeAll(() => ensureNamespaces('nb', ['listing']));
afterEach(cleanup);

const FACETS: Facets = {
  categories: [],
  brands: [{ id: 16, label: 'Warn', count: 4, selected: false }],
  skus: [],
  price: null,
  discount: [{ id: 3, label: 'Vintersalg', count: 7, selected: false }],
  parameters: [],
};

describe('FilterPanel', () => {
  it('offers a single campaign (the discounted products), but not a single brand', () => {
    render(
      <I18nextProvider i18n={getI18n('nb')}>
        <FilterPanel facets={FACETS} query={EMPTY_LIST_QUERY} onChange={() => undefined} />
      </I18nextProvider>,
    );
    expect(screen.getByText(/Vintersalg/)).toBeTruthy();
    expect(screen.queryByText(/Warn/)).toBeNull();
  });
});
