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
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createOfflineQueueLink,
  setQueuedChangeListener,
  type QueuedChange,
} from '@/graphql/links/offline-queue-link';
import { createI18n } from '@/i18n/i18n';
import { NewsletterForm } from './newsletter-form';

type Answer = FetchResult | 'offline' | 'server-error' | 'rate-limited';

/** The form over the real offline-queue link and a shop that answers `answer`. */
function renderForm(answer: Answer, locale: 'nb' | 'nn' = 'nb') {
  const sent: Record<string, unknown>[] = [];
  const queued: QueuedChange[] = [];
  setQueuedChangeListener((change) => queued.push(change));
  const shop = new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        sent.push(operation.variables);
        if (answer === 'offline') observer.error(new TypeError('Failed to fetch'));
        else if (answer === 'server-error')
          observer.error(
            Object.assign(new Error('Response not successful: Received status code 503'), {
              statusCode: 503,
            }),
          );
        else if (answer === 'rate-limited')
          // What HttpLink reports for the shop's 429: a server error with its body.
          observer.error(
            Object.assign(new Error('Response not successful: Received status code 429'), {
              statusCode: 429,
              result: { errors: [{ extensions: { code: 'RATE_LIMITED', retryAfter: 1800 } }] },
            }),
          );
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
  render(
    <I18nextProvider i18n={createI18n(locale)}>
      <ApolloProvider client={client}>
        <NewsletterForm />
      </ApolloProvider>
    </I18nextProvider>,
  );
  const field = screen.getByLabelText<HTMLInputElement>('E-postadresse');
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Meld meg på' }));
  return { sent, queued, field, submit };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('NewsletterForm', () => {
  it('requires an address and sends nothing without one', () => {
    const { sent, submit } = renderForm({ data: { subscribeToNewsletter: true } });
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Dette feltet er obligatorisk.');
    expect(sent).toEqual([]);
  });

  it('refuses an invalid address before sending, and clears the error once it is fixed', () => {
    const { sent, field, submit } = renderForm({ data: { subscribeToNewsletter: true } });
    fireEvent.change(field, { target: { value: 'ola@atv-huset' } });
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Du må skrive inn en gyldig e-postadresse.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
    fireEvent.change(field, { target: { value: 'ola@atv-huset.no' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('subscribes, says so and clears the field', async () => {
    const { sent, field, submit } = renderForm({ data: { subscribeToNewsletter: true } });
    fireEvent.change(field, { target: { value: ' ola@atv-huset.no ' } });
    submit();
    expect(
      await screen.findByText(
        'Takk! Er du ikke påmeldt fra før, får du en e-post med en lenke som bekrefter påmeldingen.',
      ),
    ).toBeTruthy();
    expect(field.value).toBe('');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.['email']).toBe('ola@atv-huset.no');
    expect(sent[0]?.['idempotencyKey']).toMatch(/^[\w-]{8,100}$/);
  });

  it('keeps what was typed when the shop fails', async () => {
    const { field, submit } = renderForm({ errors: [{ message: 'Unexpected error.' }] } as never);
    fireEvent.change(field, { target: { value: 'ola@atv-huset.no' } });
    submit();
    expect(
      await screen.findByText('Vi kunne ikke melde deg på akkurat nå. Prøv igjen.'),
    ).toBeTruthy();
    expect(field.value).toBe('ola@atv-huset.no');
  });

  it('offline, keeps the sign-up to send later and tells the shopper (nn)', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { queued, field, submit } = renderForm('offline', 'nn');
    fireEvent.change(field, { target: { value: 'kari@atv-huset.no' } });
    submit();
    expect(
      await screen.findByText('Du er ikkje på nett. Påmeldinga blir send når du er på nett igjen.'),
    ).toBeTruthy();
    expect(field.value).toBe('');
    expect(
      queued.map(({ kind, operationName, holder }) => ({ kind, operationName, holder })),
    ).toEqual([{ kind: 'newsletter', operationName: 'SubscribeToNewsletter', holder: 'page' }]);
    expect(queued[0]?.variables['email']).toBe('kari@atv-huset.no');
  });

  it('online but with a shop that does not answer, keeps the sign-up and says the shop is the trouble', async () => {
    const { queued, field, submit } = renderForm('server-error');
    fireEvent.change(field, { target: { value: 'kari@atv-huset.no' } });
    submit();
    expect(
      await screen.findByText(
        'Nettbutikken svarer ikke akkurat nå. Påmeldingen er lagret og sendes så snart den svarer.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Du er ikke på nett/)).toBeNull();
    expect(queued.map(({ kind }) => kind)).toEqual(['newsletter']);
  });

  it('says so when the shop refuses too many sign-ups, and keeps what was typed', async () => {
    const { field, submit, queued } = renderForm('rate-limited', 'nn');
    fireEvent.change(field, { target: { value: 'ola@example.com' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'For mange påmeldingar på kort tid. Prøv igjen om litt.',
    );
    expect(field.value).toBe('ola@example.com');
    expect(queued).toEqual([]);
  });
});
