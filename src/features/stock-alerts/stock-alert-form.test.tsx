import {
  ApolloClient,
  ApolloLink,
  ApolloProvider,
  InMemoryCache,
  Observable,
  type FetchResult,
} from '@apollo/client';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import nbDetails from '../../../locales/nb/details.json';
import nnDetails from '../../../locales/nn/details.json';
import {
  createOfflineQueueLink,
  setQueuedChangeListener,
  type QueuedChange,
} from '@/graphql/links/offline-queue-link';
import { createI18n } from '@/i18n/i18n';
import StockAlertForm, { forgetStockAlertAnswersForTests } from './stock-alert-form';

type Answer = FetchResult | 'offline';

/** The form over the real offline-queue link and a shop that answers `answer`. */
function renderForm(answer: Answer, options: { locale?: 'nb' | 'nn'; loggedIn?: string } = {}) {
  const locale = options.locale ?? 'nb';
  const sent: Record<string, unknown>[] = [];
  const queued: QueuedChange[] = [];
  setQueuedChangeListener((change) => queued.push(change));
  const shop = new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        if (operation.operationName === 'Me') {
          observer.next({
            data: {
              me: {
                __typename: 'Account',
                id: 'u1',
                email: options.loggedIn,
                customerType: 'PERSON',
                createdAt: '2026-01-01T00:00:00Z',
              },
            },
          });
          observer.complete();
          return;
        }
        sent.push(operation.variables);
        if (answer === 'offline') observer.error(new TypeError('Failed to fetch'));
        else {
          observer.next(answer);
          observer.complete();
        }
      }),
  );
  const client = new ApolloClient({
    link: ApolloLink.from([createOfflineQueueLink(), shop]),
    cache: new InMemoryCache(),
  });
  const i18n = createI18n(locale);
  i18n.addResourceBundle(locale, 'details', locale === 'nb' ? nbDetails : nnDetails);
  // Only the login matters here (the account's auth slice holds it in the app).
  const user = options.loggedIn ? { id: 'u1', customerType: 'PERSON' } : null;
  const store = configureStore({ reducer: { auth: () => ({ user }) } });
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ApolloProvider client={client}>
          <StockAlertForm target={{ skuId: 42 }} sizeName="XL" />
        </ApolloProvider>
      </I18nextProvider>
    </Provider>,
  );
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Varsle meg' }));
  return {
    sent,
    queued,
    // Read when asked: absent when the form opens on an earlier thanks (a sign-up on this page).
    get field() {
      return screen.getByLabelText<HTMLInputElement>('E-postadresse');
    },
    submit,
  };
}

const signedUp = { data: { signUpForStockAlert: { alreadySignedUp: false } } };

afterEach(() => {
  cleanup();
  forgetStockAlertAnswersForTests();
});

describe('StockAlertForm', () => {
  it('refuses an invalid address before sending and keeps what was typed', () => {
    const { sent, field, submit } = renderForm(signedUp);
    expect(screen.getByRole('heading', { name: 'Varsle meg når den er på lager' })).toBeTruthy();
    fireEvent.change(field, { target: { value: 'ola@atv-huset' } });
    submit();
    expect(screen.getByRole('alert').textContent).toBe(
      'Skriv en gyldig e-postadresse, for eksempel navn@eksempel.no.',
    );
    expect(field.value).toBe('ola@atv-huset');
    expect(sent).toEqual([]);
  });

  it('signs up for the size once, with a key, and says what happens next', async () => {
    const { sent, field, submit } = renderForm(signedUp);
    fireEvent.change(field, { target: { value: ' ola@atv-huset.no ' } });
    submit();
    expect(
      await screen.findByText(
        'Takk! Vi sender én e-post til ola@atv-huset.no når størrelse XL er på lager igjen.',
      ),
    ).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ email: 'ola@atv-huset.no', skuId: 42, packageId: null });
    expect(sent[0]?.['idempotencyKey']).toMatch(/^[\w-]{8,100}$/);

    // Another size chosen and this one again (the form mounts anew): the thanks, no new form.
    cleanup();
    renderForm(signedUp);
    expect(
      screen.getByText(
        'Takk! Vi sender én e-post til ola@atv-huset.no når størrelse XL er på lager igjen.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Varsle meg' })).toBeNull();
  });

  it('fills in the logged-in shopper address', async () => {
    const { field } = renderForm(signedUp, { loggedIn: 'kari@atv-huset.no' });
    await screen.findByDisplayValue('kari@atv-huset.no');
    expect(field.value).toBe('kari@atv-huset.no');
  });

  it('offline, queues the sign-up with the other sign-ups and tells the shopper (nn)', async () => {
    const { queued, field, submit } = renderForm('offline', { locale: 'nn' });
    fireEvent.change(field, { target: { value: 'kari@atv-huset.no' } });
    submit();
    expect(
      await screen.findByText('Du er ikkje på nett. Varselet vert sendt når du er på nett att.'),
    ).toBeTruthy();
    expect(
      queued.map(({ kind, operationName, holder }) => ({ kind, operationName, holder })),
    ).toEqual([{ kind: 'newsletter', operationName: 'SignUpForStockAlert', holder: 'page' }]);
  });

  it('says so when the size came back meanwhile', async () => {
    const { submit, field } = renderForm({
      errors: [{ message: 'x', extensions: { code: 'NOT_SOLD_OUT' } }],
    } as never);
    fireEvent.change(field, { target: { value: 'ola@atv-huset.no' } });
    submit();
    expect(
      await screen.findByText('Varen er på lager igjen – du kan kjøpe den nå. Last siden på nytt.'),
    ).toBeTruthy();
    expect(field.value).toBe('ola@atv-huset.no');
  });
});
