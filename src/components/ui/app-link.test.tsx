import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AppLink } from './app-link';

afterEach(cleanup);

function renderAt(path: string, to: string, newTab = false) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppLink to={to} newTab={newTab}>
        Lenke
      </AppLink>
    </MemoryRouter>,
  );
  return screen.getByRole('link', { name: 'Lenke' });
}

describe('AppLink', () => {
  it('prefixes API paths with the locale of the current page', () => {
    expect(renderAt('/nn/c/lys', 'p/lys/arbeidslys-x').getAttribute('href')).toBe(
      '/nn/p/lys/arbeidslys-x',
    );
  });

  it('opens other sites in a new tab without opener', () => {
    const link = renderAt('/', 'https://www.vegvesen.no');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps tel: links plain', () => {
    const link = renderAt('/', 'tel:+4732204500');
    expect(link.getAttribute('href')).toBe('tel:+4732204500');
    expect(link.getAttribute('target')).toBeNull();
  });
});
