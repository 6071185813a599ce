import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/i18n/i18n';
import { AddToCart } from './add-to-cart';

vi.mock('@/app/hooks', () => ({ useAppDispatch: () => vi.fn() }));
vi.mock('./use-cart-mutations', () => ({
  useCartMutations: () => ({ addToCart: vi.fn(), addPackageToCart: vi.fn() }),
}));

afterEach(cleanup);

function renderAdd(stock: number | undefined) {
  render(
    <I18nextProvider i18n={createI18n('nb')}>
      <AddToCart
        productName="Jokon markeringslys"
        selection={{ kind: 'sku', skuId: 1 }}
        stock={stock}
      />
    </I18nextProvider>,
  );
  const more = screen.getByRole('button', { name: 'Flere' });
  const field = screen.getByRole('textbox', { name: 'Antall' });
  const value = () => Number((field as HTMLInputElement).value);
  return { more, value, field };
}

describe('AddToCart quantity', () => {
  it('stops at the stock when stock is below the threshold, saying how many are left', () => {
    const { more, value } = renderAdd(3);
    for (let i = 0; i < 5; i++) fireEvent.click(more);
    expect(value()).toBe(3);
    expect(screen.getByText('3 igjen')).toBeTruthy();
  });

  it('stops at the quantity threshold (50) when there is more in stock, and says why', () => {
    const { more, value } = renderAdd(97);
    for (let i = 0; i < 60; i++) fireEvent.click(more);
    expect(value()).toBe(50);
    expect(screen.queryByText('97 igjen')).toBeNull();
    expect(screen.getByText('Du kan ikke kjøpe flere enn 50 av denne varen.')).toBeTruthy();
  });

  it('takes a typed quantity on Enter or on leaving the field, within the stock', () => {
    const { value, field } = renderAdd(30);
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: '12' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(value()).toBe(12);
    // Above the stock: the most there is; letters are not taken at all.
    fireEvent.change(field, { target: { value: '4x0' } });
    expect(field).toHaveProperty('value', '40');
    fireEvent.blur(field);
    expect(value()).toBe(30);
    expect(screen.getByText('30 igjen')).toBeTruthy();
    // Nothing, or 0: the quantity before stays.
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.blur(field);
    expect(value()).toBe(30);
    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(value()).toBe(30);
  });

  it('stops at the threshold when stock does not limit (oversellable)', () => {
    const { more, value } = renderAdd(undefined);
    for (let i = 0; i < 60; i++) fireEvent.click(more);
    expect(value()).toBe(50);
  });

  it('drops "choose a size" once a size is chosen', () => {
    const props = { productName: 'Tusk Terrabite', stock: 4 };
    const { rerender } = render(
      <I18nextProvider i18n={createI18n('nb')}>
        <AddToCart {...props} selection={null} />
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Legg i handlekurven' }));
    expect(screen.getByText(/Velg en størrelse/)).toBeTruthy();
    rerender(
      <I18nextProvider i18n={createI18n('nb')}>
        <AddToCart {...props} selection={{ kind: 'sku', skuId: 7 }} />
      </I18nextProvider>,
    );
    expect(screen.queryByText(/Velg en størrelse/)).toBeNull();
  });
});
