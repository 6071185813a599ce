import {
  ApolloClient,
  ApolloLink,
  ApolloProvider,
  InMemoryCache,
  Observable,
} from '@apollo/client';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '@/i18n/i18n';
import nnCheckout from '../../../../locales/nn/checkout.json';
import { ConfirmationScreen } from './confirmation-screen';

afterEach(cleanup);

describe('ConfirmationScreen', () => {
  it('with an order id and no token this browser kept, says the order is received and asks for nothing', () => {
    const asked: string[] = [];
    const client = new ApolloClient({
      cache: new InMemoryCache(),
      link: new ApolloLink((operation) => {
        asked.push(operation.operationName);
        return new Observable((observer) => observer.complete());
      }),
    });
    // The checkout's texts load with its screen (a lazy namespace): here, at once.
    const i18n = createI18n('nn');
    i18n.addResourceBundle('nn', 'checkout', nnCheckout);
    render(
      <MemoryRouter initialEntries={['/nn/checkout/confirm']}>
        <I18nextProvider i18n={i18n}>
          <ApolloProvider client={client}>
            <ConfirmationScreen id="Z2l2ZW4tb3JkZXItaWQ" token="" />
          </ApolloProvider>
        </I18nextProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('status').textContent).toContain('Takk for bestillinga!');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(asked).toEqual([]);
  });
});
