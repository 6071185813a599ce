// The embedded default review service: reviews and questions in the shop's own database.
import type { AuthUser } from '../accounts/accounts.js';
import type { Db } from '../db/types.js';
import { ShopError } from '../errors/shop-error.js';
import { idempotent } from '../idempotency/idempotency.js';
import type { ReviewService } from './review-service.js';
import {
  accountReviewRow,
  answeredQuestionRows,
  hasBought,
  insertQuestion,
  insertReview,
  productExists,
  productReviewRows,
  productSummary,
  shopReviewRows,
  setReviewHidden,
  shopSummary,
  waitingQuestionRows,
  writeAnswer,
} from './review-store.js';

const unknownProduct = (productId: number) =>
  new ShopError('UNKNOWN_PRODUCT', `No product ${productId}`, { productId });

export function embeddedReviewService(db: Db): ReviewService {
  return {
    name: 'embedded',

    async productReviews(productId, page) {
      const [summary, reviews] = await Promise.all([
        productSummary(db, productId),
        productReviewRows(db, productId, page),
      ]);
      return { summary, reviews };
    },

    async shopReviews(page) {
      const [summary, reviews] = await Promise.all([shopSummary(db), shopReviewRows(db, page)]);
      return { summary, reviews };
    },

    accountReview: (accountId, productId) => accountReviewRow(db, accountId, productId),

    productQuestions: (productId, page) => answeredQuestionRows(db, productId, page),

    writeReview(author: AuthUser, review, idempotencyKey) {
      return idempotent(db, {
        key: idempotencyKey,
        operation: 'writeReview',
        // Scoped to the account: a key seen elsewhere cannot replay another account's answer.
        scope: author.id,
        request: review,
        cartIdOf: () => null,
        run: async (tx) => {
          if (!(await productExists(tx, review.productId))) throw unknownProduct(review.productId);
          const verifiedPurchase = await hasBought(tx, author, review.productId);
          const written = await insertReview(tx, author.id, { ...review, verifiedPurchase });
          if (!written)
            throw new ShopError('REVIEW_ALREADY_WRITTEN', 'The account reviewed this product', {
              productId: review.productId,
            });
          return { ...written, createdAt: written.createdAt.toISOString() };
        },
      }).then((stored) => ({ ...stored, createdAt: new Date(stored.createdAt) }));
    },

    askQuestion(author, question, idempotencyKey) {
      return idempotent(db, {
        key: idempotencyKey,
        operation: 'askQuestion',
        scope: author.id,
        request: question,
        cartIdOf: () => null,
        run: async (tx) => {
          if (!(await productExists(tx, question.productId)))
            throw unknownProduct(question.productId);
          const asked = await insertQuestion(tx, author.id, question);
          return { ...asked, askedAt: asked.askedAt.toISOString() };
        },
      }).then((stored) => ({ ...stored, askedAt: new Date(stored.askedAt) }));
    },

    waitingQuestions: (page) => waitingQuestionRows(db, page),

    async answerQuestion(questionId, answer) {
      const answered = await writeAnswer(db, questionId, answer);
      if (!answered) throw new ShopError('QUESTION_NOT_FOUND', `No question ${questionId}`);
      return answered;
    },

    async hideReview(reviewId, hidden) {
      if (!(await setReviewHidden(db, reviewId, hidden)))
        throw new ShopError('REVIEW_NOT_FOUND', `No review ${reviewId}`);
    },
  };
}
