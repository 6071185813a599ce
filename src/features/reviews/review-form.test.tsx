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
import nbReviews from '../../../locales/nb/reviews.json';
import nnReviews from '../../../locales/nn/reviews.json';
import { createI18n } from '@/i18n/i18n';
import { ReviewForm } from './review-form';

type Answer = FetchResult | 'offline' | 'unauthenticated';

const REVIEW = {
  __typename: 'Review',
  id: 'r1',
  productId: 7,
  rating: 5,
  title: 'Topp',
  text: 'Passet perfekt på ATV-en.',
  authorName: 'Kari',
  verifiedPurchase: true,
  languageId: 1,
  createdAt: '2026-11-25T10:00:00.000Z',
};

function renderForm(answer: Answer, locale: 'nb' | 'nn' = 'nb') {
  const sent: Record<string, unknown>[] = [];
  const shop = new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        sent.push(operation.variables);
        if (answer === 'offline') observer.error(new TypeError('Failed to fetch'));
        else if (answer === 'unauthenticated')
          observer.error(
            Object.assign(new Error('Response not successful: Received status code 401'), {
              statusCode: 401,
              result: { errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] },
            }),
          );
        else {
          observer.next(answer);
          observer.complete();
        }
      }),
  );
  const client = new ApolloClient({ link: shop, cache: new InMemoryCache() });
  const i18n = createI18n(locale);
  i18n.addResourceBundle('nb', 'reviews', nbReviews);
  i18n.addResourceBundle('nn', 'reviews', nnReviews);
  const onWritten = vi.fn();
  const onLogin = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <ApolloProvider client={client}>
        <ReviewForm productId={7} onWritten={onWritten} onCancel={vi.fn()} onLogin={onLogin} />
      </ApolloProvider>
    </I18nextProvider>,
  );
  return { sent, onWritten, onLogin };
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = (name = 'Send anmeldelse') => fireEvent.click(screen.getByRole('button', { name }));

function fillAll() {
  fireEvent.click(screen.getByRole('radio', { name: '5 stjerner' }));
  fill('Navn som vises', 'Kari');
  fill('Overskrift', 'Topp');
  fill('Anmeldelse', 'Passet perfekt på ATV-en.');
}

afterEach(() => cleanup());

describe('ReviewForm', () => {
  it('wants a star rating and every input before it sends anything', () => {
    const { sent } = renderForm({ data: { writeReview: REVIEW } });
    submit();
    expect(screen.getByText('Velg mellom 1 og 5 stjerner.')).toBeTruthy();
    expect(screen.getAllByText('Dette feltet er obligatorisk.')).toHaveLength(3);
    fill('Overskrift', 'Ok');
    expect(screen.getByText('Skriv minst 3 tegn.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the review once filled in, with an idempotency key, and says thanks', async () => {
    const { sent, onWritten } = renderForm({ data: { writeReview: REVIEW } });
    fillAll();
    submit();
    await vi.waitFor(() => expect(onWritten).toHaveBeenCalledWith(true));
    expect(sent[0]?.['input']).toEqual({
      productId: 7,
      rating: 5,
      authorName: 'Kari',
      title: 'Topp',
      text: 'Passet perfekt på ATV-en.',
    });
    expect(sent[0]?.['idempotencyKey']).toMatch(/^[\w-]{8,100}$/);
  });

  it('offline, refuses clearly and keeps what was typed (nn)', async () => {
    renderForm('offline', 'nn');
    fireEvent.click(screen.getByRole('radio', { name: '4 stjerner' }));
    fill('Namn som blir vist', 'Ola');
    fill('Overskrift', 'Bra');
    fill('Omtale', 'Fungerer fint på Grizzly-en.');
    submit('Send omtalen');
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Du er fråkopla/);
    expect(screen.getByLabelText<HTMLTextAreaElement>('Omtale').value).toBe(
      'Fungerer fint på Grizzly-en.',
    );
  });

  it('asks the shopper to log in when the shop says the login is gone', async () => {
    const { onLogin } = renderForm('unauthenticated');
    fillAll();
    submit();
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Du må være logget inn/);
    fireEvent.click(screen.getByRole('button', { name: 'Logg inn' }));
    expect(onLogin).toHaveBeenCalled();
    expect(screen.getByLabelText<HTMLInputElement>('Overskrift').value).toBe('Topp');
  });

  it('shows the field the shop refused', async () => {
    renderForm({
      data: null,
      errors: [
        {
          message: 'Anmeldelse: skriv minst 10 tegn.',
          extensions: { code: 'VALIDATION_FAILED', fields: [{ field: 'text', code: 'TOO_SHORT' }] },
        },
      ],
    } as never);
    fillAll();
    submit();
    expect(await screen.findByText('Skriv minst 10 tegn.')).toBeTruthy();
  });
});
