import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getI18n } from '@/i18n/i18n-instances';
import { ensureNamespaces } from '@/i18n/lazy-namespaces';
import type { SearchPhase } from '../model/search-phase';
import type { SearchResultModel } from '../model/search-result';
import { SearchOutcome } from './search-outcome';

beforeAll(() => ensureNamespaces('nb', ['search']));
afterEach(cleanup);

const RESULT: SearchResultModel = { products: [], count: 211, categories: [], brands: [] };

function renderOutcome(phase: SearchPhase, isOffline = false) {
  render(
    <I18nextProvider i18n={getI18n('nb')}>
      <MemoryRouter>
        <SearchOutcome
          search={{
            phase,
            searched: 'polaros',
            result: RESULT,
            suggestions: [],
            isOffline,
            searchNow: () => undefined,
          }}
          onPick={() => undefined}
        />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return screen.getByRole('link', { name: /Se alle 211/ }).closest('.search-results');
}

describe('SearchOutcome', () => {
  it('shows the answer as the answer once it is for the text in the field', () => {
    const results = renderOutcome('results');
    expect(results?.getAttribute('aria-busy')).toBe('false');
    expect(results?.classList.contains('search-results--stale')).toBe(false);
  });

  it('keeps the last answer dimmed and busy, with the loading line, while a new text is typed', () => {
    const results = renderOutcome('typing');
    expect(results?.getAttribute('aria-busy')).toBe('true');
    expect(results?.classList.contains('search-results--stale')).toBe(true);
    expect(document.querySelector('.search-loading')).not.toBeNull();
  });

  it('says the results are the offline ones only when they are', () => {
    renderOutcome('results', true);
    expect(screen.getByText(/uten nett: søket viser bare produkter du har sett/)).toBeTruthy();
    cleanup();
    renderOutcome('results');
    expect(screen.queryByText(/uten nett/)).toBeNull();
  });
});
