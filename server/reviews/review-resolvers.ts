// Reviews and questions over GraphQL. Who may call: anyone reads; myProductReview answers the
// logged-in account's own review (null for anyone else); writeReview and askQuestion need a login; answerQuestion, waitingQuestions and hideReview need an editor. What it may cost: pages of at
// most 50, texts within the shared limits (the body limit caps the rest), RATE_LIMIT_REVIEWS per
// account and per address. Bad input: a localised VALIDATION_FAILED naming every refused field.
import { createGraphQLError } from 'graphql-yoga';
import {
  plainText,
  questionErrors,
  REVIEW_PAGE_SIZE_MAX,
  reviewErrors,
  textFieldError,
  type ReviewFieldError,
} from '../../shared/validation/review.js';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers.js';
import type { Context } from '../graphql/context.js';
import { shopCall } from '../errors/shop-call.js';
import { ShopError } from '../errors/shop-error.js';
import { languageOf, type LanguageId } from '../i18n/language.js';
import type { AnsweredQuestion, Review, WaitingQuestion } from './review-service.js';
import { LOGIN_REQUIRED, validationText, type FieldName } from './review-texts.js';

/** Deeper pages than this are refused as empty: nobody reads 5,000 reviews one page at a time. */
const MAX_PAGE = 100;
const DEFAULT_PAGE_SIZE = 10;

function pageOf(page: number | null | undefined, pageSize: number | null | undefined) {
  const size = Math.min(Math.max(pageSize ?? DEFAULT_PAGE_SIZE, 1), REVIEW_PAGE_SIZE_MAX);
  const number = Math.min(Math.max(page ?? 1, 1), MAX_PAGE);
  return { page: number, pageSize: size, offset: (number - 1) * size, limit: size };
}

const reviewShape = (review: Review) => ({
  ...review,
  createdAt: review.createdAt.toISOString(),
});

const questionShape = (question: WaitingQuestion | AnsweredQuestion) => ({
  ...question,
  answer: 'answer' in question ? question.answer : null,
  askedAt: question.askedAt.toISOString(),
  answeredAt: 'answeredAt' in question ? question.answeredAt.toISOString() : null,
});

function refuse(errors: ReviewFieldError<FieldName>[], languageId: LanguageId): never {
  throw createGraphQLError(validationText(errors, languageId), {
    extensions: { code: 'VALIDATION_FAILED', fields: errors },
  });
}

async function author(ctx: Context, what: 'review' | 'question', languageId: LanguageId) {
  const user = await ctx.auth.user();
  if (user) return user;
  throw createGraphQLError(LOGIN_REQUIRED[what][languageId], {
    extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const reviewQueries: Pick<
  QueryResolvers,
  | 'productReviews'
  | 'shopReviews'
  | 'productQuestions'
  | 'reviewProvider'
  | 'waitingQuestions'
  | 'myProductReview'
> = {
  // The account's own: null without a login (no error: the page asks for a review either way).
  myProductReview: async (_, args, ctx) => {
    const user = await ctx.auth.user();
    if (!user) return null;
    const review = await ctx.reviews.service.accountReview(user.id, args.productId);
    return review ? reviewShape(review) : null;
  },
  productReviews: async (_, args, ctx) => {
    const page = pageOf(args.page, args.pageSize);
    const answer = await ctx.reviews.service.productReviews(args.productId, page);
    return { ...answer, reviews: answer.reviews.map(reviewShape), ...page };
  },
  shopReviews: async (_, args, ctx) => {
    const page = pageOf(args.page, args.pageSize);
    const minRating = Math.min(Math.max(args.minRating ?? 1, 1), 5);
    const answer = await ctx.reviews.service.shopReviews({ ...page, minRating });
    return { ...answer, reviews: answer.reviews.map(reviewShape), ...page };
  },
  productQuestions: async (_, args, ctx) => {
    const page = pageOf(args.page, args.pageSize);
    const answer = await ctx.reviews.service.productQuestions(args.productId, page);
    return { ...answer, questions: answer.questions.map(questionShape), ...page };
  },
  reviewProvider: (_, __, ctx) => ctx.reviews.provider,
  waitingQuestions: async (_, args, ctx) => {
    await ctx.auth.requireEditor();
    const page = pageOf(args.page, args.pageSize);
    return (await ctx.reviews.service.waitingQuestions(page)).map(questionShape);
  },
};

export const reviewMutations: Pick<
  MutationResolvers,
  'writeReview' | 'askQuestion' | 'answerQuestion' | 'hideReview'
> = {
  writeReview: async (_, args, ctx) => {
    const languageId = languageOf(args.languageId);
    const user = await author(ctx, 'review', languageId);
    const { input } = args;
    const errors = reviewErrors(input);
    if (errors.length > 0) refuse(errors, languageId);
    return shopCall(async () => {
      ctx.limits.reviews.take(`account:${user.id}`, ctx.client);
      const review = await ctx.reviews.service.writeReview(
        user,
        {
          productId: input.productId,
          rating: input.rating,
          authorName: plainText(input.authorName),
          title: plainText(input.title),
          text: plainText(input.text),
          languageId,
        },
        args.idempotencyKey,
      );
      return reviewShape(review);
    }, languageId);
  },

  askQuestion: async (_, args, ctx) => {
    const languageId = languageOf(args.languageId);
    const user = await author(ctx, 'question', languageId);
    const { input } = args;
    const errors = questionErrors(input);
    if (errors.length > 0) refuse(errors, languageId);
    return shopCall(async () => {
      ctx.limits.reviews.take(`account:${user.id}`, ctx.client);
      const question = await ctx.reviews.service.askQuestion(
        user,
        {
          productId: input.productId,
          authorName: plainText(input.authorName),
          question: plainText(input.question),
          languageId,
        },
        args.idempotencyKey,
      );
      return questionShape(question);
    }, languageId);
  },

  answerQuestion: async (_, args, ctx) => {
    const languageId = languageOf(args.languageId);
    await ctx.auth.requireEditor();
    const code = textFieldError('answer', args.answer);
    if (code) refuse([{ field: 'answer', code }], languageId);
    return shopCall(async () => {
      if (!UUID.test(args.questionId))
        throw new ShopError('QUESTION_NOT_FOUND', `No question ${args.questionId}`);
      return questionShape(
        await ctx.reviews.service.answerQuestion(args.questionId, plainText(args.answer)),
      );
    }, languageId);
  },

  // Who may: an editor (401/403 otherwise). Cost: one UPDATE by primary key. Bad input: an id
  // that is no review's (or no UUID) is REVIEW_NOT_FOUND. Idempotent: hiding twice keeps the
  // first time it was hidden.
  hideReview: async (_, args, ctx) => {
    const languageId = languageOf(args.languageId);
    await ctx.auth.requireEditor();
    return shopCall(async () => {
      if (!UUID.test(args.reviewId))
        throw new ShopError('REVIEW_NOT_FOUND', `No review ${args.reviewId}`);
      await ctx.reviews.service.hideReview(args.reviewId, args.hidden);
      return true;
    }, languageId);
  },
};
