import { useQuery } from '@apollo/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { GetProductQuestionsDocument } from '@/graphql/generated/operations';
import { useLocale } from '@/i18n/use-locale';
import { QuestionForm } from './question-form';
import { formatDate } from './review-format';
import './reviews.css';

const PAGE_SIZE = 10;

/** Answered questions about the product, and a way to ask one (logged in). */
export function ProductQuestions({
  productId,
  isLoggedIn,
  onLogin,
}: {
  productId: number;
  isLoggedIn: boolean;
  onLogin: () => void;
}) {
  const { t } = useTranslation('reviews');
  const locale = useLocale();
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const [isAsking, setIsAsking] = useState(false);
  const [isAsked, setIsAsked] = useState(false);
  const result = useQuery(GetProductQuestionsDocument, {
    variables: { productId, pageSize },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const answer = (result.data ?? result.previousData)?.productQuestions;
  const questions = answer?.questions ?? [];

  return (
    <section
      className="product-reviews__section"
      aria-labelledby={`questions-${String(productId)}`}
    >
      <h3 id={`questions-${String(productId)}`}>{t('questions.heading')}</h3>
      {questions.length > 0 ? (
        <ul className="question-list">
          {questions.map((question) => (
            <li key={question.id} className="question-item">
              <p className="question-item__question">{question.question}</p>
              <span className="question-item__meta">
                {t('questions.askedBy', { name: question.authorName })} ·{' '}
                <time dateTime={question.askedAt}>{formatDate(question.askedAt, locale)}</time>
              </span>
              <p className="question-item__answer">
                <strong>{t('questions.answer')}</strong>
                {question.answer}
              </p>
            </li>
          ))}
        </ul>
      ) : answer ? (
        <p>{t('questions.none')}</p>
      ) : null}
      {answer && answer.count > questions.length ? (
        <Button variant="secondary" onClick={() => setPageSize(Math.min(pageSize + PAGE_SIZE, 50))}>
          {t('questions.showMore')}
        </Button>
      ) : null}
      {isAsked ? (
        <p className="review-note review-note--success" role="status">
          {t('questions.thanks')}
        </p>
      ) : null}
      {!isLoggedIn ? (
        <div className="review-login">
          <p>{t('questions.loginPrompt')}</p>
          <Button variant="secondary" onClick={onLogin}>
            {t('write.login')}
          </Button>
        </div>
      ) : isAsking ? (
        <QuestionForm
          productId={productId}
          onLogin={onLogin}
          onCancel={() => setIsAsking(false)}
          onAsked={() => {
            setIsAsking(false);
            setIsAsked(true);
          }}
        />
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setIsAsking(true)}>
            {t('questions.ask')}
          </Button>
        </div>
      )}
    </section>
  );
}
