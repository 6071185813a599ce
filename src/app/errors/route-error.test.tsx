import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpStatusError } from '@/lib/http-status-error';
import { LocaleProviders } from '../locale-providers';
import { RouteError } from './route-error';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderFailing(path: string, status: number) {
  const locale = path.startsWith('/nn') ? 'nn' : 'nb';
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: null,
        loader: () => {
          throw new HttpStatusError(status, 'failed');
        },
        errorElement: (
          <LocaleProviders locale={locale}>
            <RouteError />
          </LocaleProviders>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('RouteError', () => {
  it('shows the 404 page with a heading and a link home', async () => {
    renderFailing('/p/finnes-ikke', 404);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vi fant ikke siden' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Til forsiden' }).getAttribute('href')).toBe('/');
  });

  it('links home to /nn on Nynorsk pages', async () => {
    renderFailing('/nn/p/finst-ikkje', 404);
    expect((await screen.findByRole('link', { name: 'Til framsida' })).getAttribute('href')).toBe(
      '/nn',
    );
  });

  it('shows the general error page with retry and customer service for other statuses', async () => {
    renderFailing('/c/lys', 503);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Beklager, noe gikk galt' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Prøv igjen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kontakt kundeservice' }).getAttribute('href')).toBe(
      '/kundetjeneste',
    );
    expect(screen.getByText('Feilkode 503')).toBeTruthy();
  });

  it('shows the offline page with retry, not the error page, for a failed fetch offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderFailing('/c/lys', 500);
    expect(await screen.findByRole('heading', { level: 1, name: 'Du er frakoblet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Prøv igjen' })).toBeTruthy();
    expect(screen.queryByText('Feilkode 500')).toBeNull();
  });
});
