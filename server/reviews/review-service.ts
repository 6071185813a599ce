// The review service: what the storefront asks of reviews and questions, whoever keeps them.
// The embedded default (embedded-review-service.ts) keeps them in the shop's own database; a
// third-party provider implements the same interface (review-provider.ts says how it is chosen).
// The resolvers decide who may call and check the input before any of this runs.
import type { AuthUser } from '../accounts/accounts.js';
import type { LanguageId } from '../i18n/language.js';

export interface ReviewSummary {
  /** Mean of the ratings, one decimal; 0 when there are none. */
  averageRating: number;
  count: number;
  /** How many reviews gave 1, 2, 3, 4 and 5 stars (index 0: one star). */
  distribution: [number, number, number, number, number];
}

export interface Review {
  id: string;
  productId: number;
  rating: number;
  title: string;
  /** Plain text: shown as typed, never as HTML. */
  text: string;
  authorName: string;
  verifiedPurchase: boolean;
  languageId: LanguageId;
  createdAt: Date;
}

export interface AnsweredQuestion {
  id: string;
  productId: number;
  question: string;
  answer: string;
  authorName: string;
  languageId: LanguageId;
  askedAt: Date;
  answeredAt: Date;
}

/** A question as its asker and the shop's editors see it before it is answered. */
export interface WaitingQuestion {
  id: string;
  productId: number;
  question: string;
  authorName: string;
  languageId: LanguageId;
  askedAt: Date;
}

export interface PageRequest {
  offset: number;
  limit: number;
}

export interface ReviewPage {
  summary: ReviewSummary;
  reviews: Review[];
}

export interface QuestionPage {
  /** Answered questions only. */
  count: number;
  questions: AnsweredQuestion[];
}

/** A review as checked by the resolver (shared/validation/review.ts): plain, trimmed text. */
export interface NewReview {
  productId: number;
  rating: number;
  title: string;
  text: string;
  authorName: string;
  languageId: LanguageId;
}

export interface NewQuestion {
  productId: number;
  question: string;
  authorName: string;
  languageId: LanguageId;
}

export interface ReviewService {
  /** `embedded`, or the configured provider's name. */
  readonly name: string;
  /** The product's summary and one page of its reviews, newest first. */
  productReviews(productId: number, page: PageRequest): Promise<ReviewPage>;
  /** Every product's reviews: the shop's summary (header badge) and the newest reviews. */
  shopReviews(page: PageRequest & { minRating?: number }): Promise<ReviewPage>;
  /** The account's own review of the product, or null when it has written none. */
  accountReview(accountId: string, productId: number): Promise<Review | null>;
  /** The product's answered questions, the latest answer first. */
  productQuestions(productId: number, page: PageRequest): Promise<QuestionPage>;
  /**
   * Writes the account's review of a product once per idempotency key (a replay answers the
   * same review). ShopError UNKNOWN_PRODUCT, REVIEW_ALREADY_WRITTEN (a second review of the
   * same product by the same account, under another key).
   */
  writeReview(author: AuthUser, review: NewReview, idempotencyKey: string): Promise<Review>;
  /** Records a question once per idempotency key; it is shown once answered. */
  askQuestion(
    author: AuthUser,
    question: NewQuestion,
    idempotencyKey: string,
  ): Promise<WaitingQuestion>;
  /** Questions waiting for the shop's answer, oldest first (editors only). */
  waitingQuestions(page: PageRequest): Promise<WaitingQuestion[]>;
  /**
   * Answers (or corrects the answer of) a question. ShopError QUESTION_NOT_FOUND.
   */
  answerQuestion(questionId: string, answer: string): Promise<AnsweredQuestion>;
  /**
   * Takes a review down (hidden: true) or puts it back (editors only): a hidden review counts
   * in no summary and shows on no page. ShopError REVIEW_NOT_FOUND.
   */
  hideReview(reviewId: string, hidden: boolean): Promise<void>;
}
