import {
  ApolloClient,
  ApolloLink,
  ApolloProvider,
  InMemoryCache,
  Observable,
} from '@apollo/client';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import nbReviews from '../../../../locales/nb/reviews.json';
import { createI18n } from '@/i18n/i18n';
import { reviewTextsReady } from '../review-texts';
import { isReviewWidgetMode, REVIEW_WIDGET_MODES, ReviewWidget, type ReviewWidgetMode } from '.';

const summary = {
  __typename: 'ReviewSummary',
  averageRating: 4.6,
  count: 2431,
  distribution: [10, 20, 101, 500, 1800],
};
const review = (id: string, rating: number) => ({
  __typename: 'Review',
  id,
  productId: 7,
  rating,
  title: `Tittel ${id}`,
  text: `<b>Tekst</b> ${id}`,
  authorName: 'Kari',
  verifiedPurchase: id === 'a',
  languageId: 1,
  createdAt: '2026-10-01T10:00:00.000Z',
});

async function renderWidget(mode: ReviewWidgetMode) {
  const shop = new ApolloLink(
    () =>
      new Observable((observer) => {
        observer.next({
          data: {
            shopReviews: {
              __typename: 'ReviewPage',
              summary,
              reviews: [review('a', 5), review('b', 5)],
            },
          },
        });
        observer.complete();
      }),
  );
  const i18n = createI18n('nb');
  i18n.addResourceBundle('nb', 'reviews', nbReviews);
  // act() lets React retry what suspended on the texts (use()) before the test looks.
  await act(async () => {
    await Promise.resolve();
    render(
      <MemoryRouter>
        <I18nextProvider i18n={i18n}>
          <ApolloProvider client={new ApolloClient({ link: shop, cache: new InMemoryCache() })}>
            <Suspense fallback="…">
              <ReviewWidget mode={mode} />
            </Suspense>
          </ApolloProvider>
        </I18nextProvider>
      </MemoryRouter>,
    );
  });
}

// The widgets wait for their texts' chunk (use()): loaded once up front.
beforeAll(() => reviewTextsReady('nb'));
afterEach(() => cleanup());

describe('review widgets', () => {
  it('knows the five modes and nothing else', () => {
    expect(REVIEW_WIDGET_MODES).toHaveLength(5);
    expect(REVIEW_WIDGET_MODES.every(isReviewWidgetMode)).toBe(true);
    expect(['badge', '', null, 3].some(isReviewWidgetMode)).toBe(false);
  });

  it.each([
    ['badge-short', '4,6/5'],
    ['badge-starred', '4,6'],
    ['badge-long', 'Utmerket'],
  ] as const)(
    '%s shows the shop’s average with the count for screen readers',
    async (mode, shown) => {
      await renderWidget(mode);
      expect(await screen.findByText(shown)).toBeTruthy();
      expect(
        screen.getByText(/^Kundene gir oss 4,6 av 5 stjerner i 2\s431 anmeldelser$/),
      ).toBeTruthy();
    },
  );

  it('review-list shows the reviews as plain text with the purchase mark', async () => {
    await renderWidget('review-list');
    expect(await screen.findByRole('heading', { name: 'Dette sier kundene' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('<b>Tekst</b> a')).toBeTruthy();
    expect(screen.getAllByText('Verifisert kjøp')).toHaveLength(1);
  });

  it('testimonial-banner quotes the five-star reviews', async () => {
    await renderWidget('testimonial-banner');
    expect(await screen.findByRole('heading', { name: 'Kundene våre anbefaler oss' })).toBeTruthy();
    expect(screen.getByText('Tittel a')).toBeTruthy();
    expect(screen.getByText('4,6 av 5 · 2 431 anmeldelser')).toBeTruthy();
  });
});
