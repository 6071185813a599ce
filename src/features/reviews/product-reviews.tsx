import { use, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/i18n/use-locale';
import { ProductQuestions } from './product-questions';
import { ReviewForm } from './review-form';
import { ReviewPages } from './review-pages';
import { ReviewSummary } from './review-summary';
import { useMyProductReview, useProductReviews } from './use-product-reviews';
import './reviews.css';
import { reviewTextsReady } from './review-texts';

export interface ProductReviewsProps {
  productId: number;
  /** Writing a review and asking a question need a login (the account feature knows). */
  isLoggedIn: boolean;
  /** Opens the account panel on its login frame. */
  onLogin: () => void;
}

/** The product page's reviews tab: summary, reviews, the write form, questions and answers. */
export function ProductReviews({ productId, isLoggedIn, onLogin }: ProductReviewsProps) {
  use(reviewTextsReady(useLocale()));
  const { t } = useTranslation('reviews');
  const { answer, error, refetch } = useProductReviews(productId);
  const mine = useMyProductReview(productId, isLoggedIn);
  const [isWriting, setIsWriting] = useState(false);
  const [thanks, setThanks] = useState<string | null>(null);
  const count = answer?.summary.count ?? 0;

  return (
    <div className="product-reviews">
      <section
        className="product-reviews__section"
        aria-labelledby={`reviews-${String(productId)}`}
      >
        <h3 id={`reviews-${String(productId)}`}>{t('heading')}</h3>
        {error && answer ? <p className="review-note">{t('offlineSeen')}</p> : null}
        {error && !answer ? (
          <div className="review-note review-note--error" role="alert">
            {t('loadFailed')}{' '}
            <Button variant="ghost" size="s" onClick={() => void refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : null}
        {answer && count > 0 ? <ReviewSummary summary={answer.summary} /> : null}
        {answer && count === 0 ? <p>{t('none')}</p> : null}
        {thanks ? (
          <p className="review-note review-note--success" role="status">
            {thanks}
          </p>
        ) : null}
        {!isLoggedIn ? (
          <div className="review-login">
            <p>{t('write.loginPrompt')}</p>
            <Button variant="secondary" onClick={onLogin}>
              {t('write.login')}
            </Button>
          </div>
        ) : isWriting ? (
          <ReviewForm
            productId={productId}
            onLogin={onLogin}
            onCancel={() => setIsWriting(false)}
            onWritten={(verified) => {
              setIsWriting(false);
              setThanks(verified ? t('write.thanksVerified') : t('write.thanks'));
              void mine.refetch().catch(() => undefined);
            }}
          />
        ) : thanks ? null : mine.review ? (
          <p className="review-note">
            {t('write.yours', { rating: mine.review.rating, title: mine.review.title })}
          </p>
        ) : (
          <div>
            <Button onClick={() => setIsWriting(true)}>{t('write.open')}</Button>
          </div>
        )}
        {answer && count > 0 ? <ReviewPages productId={productId} count={count} /> : null}
      </section>
      <ProductQuestions productId={productId} isLoggedIn={isLoggedIn} onLogin={onLogin} />
    </div>
  );
}
