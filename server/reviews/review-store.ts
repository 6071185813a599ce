// The embedded review service's SQL (product_reviews, product_questions: migration 0017).
import type { Queryable } from '../db/types.js';
import type { LanguageId } from '../i18n/language.js';
import type {
  AnsweredQuestion,
  NewQuestion,
  NewReview,
  PageRequest,
  Review,
  ReviewSummary,
  WaitingQuestion,
} from './review-service.js';

interface ReviewRow {
  id: string;
  productId: number;
  rating: number;
  title: string;
  text: string;
  authorName: string;
  verifiedPurchase: boolean;
  languageId: number;
  createdAt: Date | string;
}

const REVIEW_COLUMNS = `id, product_id AS "productId", rating, title, body AS text,
  author_name AS "authorName", verified_purchase AS "verifiedPurchase",
  language_id AS "languageId", created_at AS "createdAt"`;

const language = (id: number): LanguageId => (id === 2 ? 2 : 1);
const date = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

const reviewOf = (row: ReviewRow): Review => ({
  ...row,
  languageId: language(row.languageId),
  createdAt: date(row.createdAt),
});

interface SummaryRow {
  count: number;
  average: number | string | null;
  s1: number;
  s2: number;
  s3: number;
  s4: number;
  s5: number;
}

const SUMMARY_COLUMNS = `count(*)::int AS count, round(avg(rating), 1) AS average,
  count(*) FILTER (WHERE rating = 1)::int AS s1, count(*) FILTER (WHERE rating = 2)::int AS s2,
  count(*) FILTER (WHERE rating = 3)::int AS s3, count(*) FILTER (WHERE rating = 4)::int AS s4,
  count(*) FILTER (WHERE rating = 5)::int AS s5`;

const summaryOf = (row: SummaryRow | undefined): ReviewSummary => ({
  count: row?.count ?? 0,
  averageRating: row?.average === null || row?.average === undefined ? 0 : Number(row.average),
  distribution: [row?.s1 ?? 0, row?.s2 ?? 0, row?.s3 ?? 0, row?.s4 ?? 0, row?.s5 ?? 0],
});

export async function productSummary(db: Queryable, productId: number): Promise<ReviewSummary> {
  const [row] = await db.query<SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM product_reviews WHERE product_id = $1 AND hidden_at IS NULL`,
    [productId],
  );
  return summaryOf(row);
}

export async function shopSummary(db: Queryable): Promise<ReviewSummary> {
  const [row] = await db.query<SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM product_reviews WHERE hidden_at IS NULL`,
  );
  return summaryOf(row);
}

export async function productReviewRows(
  db: Queryable,
  productId: number,
  page: PageRequest,
): Promise<Review[]> {
  const rows = await db.query<ReviewRow>(
    `SELECT ${REVIEW_COLUMNS} FROM product_reviews WHERE product_id = $1 AND hidden_at IS NULL
      ORDER BY created_at DESC, id LIMIT $2 OFFSET $3`,
    [productId, page.limit, page.offset],
  );
  return rows.map(reviewOf);
}

export async function accountReviewRow(
  db: Queryable,
  userId: string,
  productId: number,
): Promise<Review | null> {
  const [row] = await db.query<ReviewRow>(
    `SELECT ${REVIEW_COLUMNS} FROM product_reviews WHERE product_id = $1 AND user_id = $2`,
    [productId, userId],
  );
  return row ? reviewOf(row) : null;
}

export async function shopReviewRows(
  db: Queryable,
  page: PageRequest & { minRating?: number },
): Promise<Review[]> {
  const rows = await db.query<ReviewRow>(
    `SELECT ${REVIEW_COLUMNS} FROM product_reviews WHERE rating >= $3 AND hidden_at IS NULL
      ORDER BY created_at DESC, id LIMIT $1 OFFSET $2`,
    [page.limit, page.offset, page.minRating ?? 1],
  );
  return rows.map(reviewOf);
}

export async function productExists(db: Queryable, productId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM products WHERE id = $1 AND published', [productId]);
  return rows.length > 0;
}

/**
 * Whether the account has bought the product: a paid order (card approved, or paid by gift card)
 * holding the product or a package of it that was not cancelled, placed by the account or, as a
 * guest, with its address once the account has proved that address is its own (a confirmed
 * e-mail). An account registered with a buyer's address it cannot read gets no badge.
 */
export async function hasBought(
  db: Queryable,
  user: { id: string; email: string },
  productId: number,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM orders o JOIN order_lines l ON l.order_id = o.id
      WHERE (l.product_id = $3 OR l.package_id = $3)
        AND o.status <> 'cancelled' AND o.payment_status IN ('approved', 'not_required')
        AND (o.user_id = $1
          OR (o.email = $2 AND EXISTS (
                SELECT 1 FROM users u
                 WHERE u.id = $1 AND u.email = $2 AND u.email_verified_at IS NOT NULL)))
      LIMIT 1`,
    [user.id, user.email.toLowerCase(), productId],
  );
  return rows.length > 0;
}

/** Inserts the review; null when the account has reviewed the product already. */
export async function insertReview(
  tx: Queryable,
  userId: string | null,
  review: NewReview & { verifiedPurchase: boolean },
): Promise<Review | null> {
  const [row] = await tx.query<ReviewRow>(
    `INSERT INTO product_reviews
       (product_id, user_id, language_id, rating, author_name, title, body, verified_purchase)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (product_id, user_id) WHERE user_id IS NOT NULL DO NOTHING
     RETURNING ${REVIEW_COLUMNS}`,
    [
      review.productId,
      userId,
      review.languageId,
      review.rating,
      review.authorName,
      review.title,
      review.text,
      review.verifiedPurchase,
    ],
  );
  return row ? reviewOf(row) : null;
}

interface QuestionRow {
  id: string;
  productId: number;
  question: string;
  answer: string | null;
  authorName: string;
  languageId: number;
  askedAt: Date | string;
  answeredAt: Date | string | null;
}

const QUESTION_COLUMNS = `id, product_id AS "productId", question, answer,
  author_name AS "authorName", language_id AS "languageId", created_at AS "askedAt",
  answered_at AS "answeredAt"`;

const waitingOf = (row: QuestionRow): WaitingQuestion => ({
  id: row.id,
  productId: row.productId,
  question: row.question,
  authorName: row.authorName,
  languageId: language(row.languageId),
  askedAt: date(row.askedAt),
});

const answeredOf = (row: QuestionRow): AnsweredQuestion => ({
  ...waitingOf(row),
  answer: row.answer ?? '',
  answeredAt: date(row.answeredAt ?? row.askedAt),
});

export async function answeredQuestionRows(
  db: Queryable,
  productId: number,
  page: PageRequest,
): Promise<{ count: number; questions: AnsweredQuestion[] }> {
  const rows = await db.query<QuestionRow & { total: number }>(
    `SELECT ${QUESTION_COLUMNS}, count(*) OVER ()::int AS total FROM product_questions
      WHERE product_id = $1 AND answer IS NOT NULL
      ORDER BY answered_at DESC, id LIMIT $2 OFFSET $3`,
    [productId, page.limit, page.offset],
  );
  const count =
    rows[0]?.total ??
    (page.offset === 0
      ? 0
      : ((
          await db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM product_questions
              WHERE product_id = $1 AND answer IS NOT NULL`,
            [productId],
          )
        )[0]?.n ?? 0));
  return { count, questions: rows.map(answeredOf) };
}

export async function insertQuestion(
  tx: Queryable,
  userId: string | null,
  question: NewQuestion,
): Promise<WaitingQuestion> {
  const [row] = await tx.query<QuestionRow>(
    `INSERT INTO product_questions (product_id, user_id, language_id, author_name, question)
     VALUES ($1, $2, $3, $4, $5) RETURNING ${QUESTION_COLUMNS}`,
    [question.productId, userId, question.languageId, question.authorName, question.question],
  );
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return waitingOf(row);
}

export async function waitingQuestionRows(
  db: Queryable,
  page: PageRequest,
): Promise<WaitingQuestion[]> {
  const rows = await db.query<QuestionRow>(
    `SELECT ${QUESTION_COLUMNS} FROM product_questions WHERE answer IS NULL
      ORDER BY created_at, id LIMIT $1 OFFSET $2`,
    [page.limit, page.offset],
  );
  return rows.map(waitingOf);
}

/** Sets the answer; null when no question has the id. */
export async function writeAnswer(
  db: Queryable,
  questionId: string,
  answer: string,
): Promise<AnsweredQuestion | null> {
  const [row] = await db.query<QuestionRow>(
    `UPDATE product_questions SET answer = $2, answered_at = now()
      WHERE id = $1 RETURNING ${QUESTION_COLUMNS}`,
    [questionId, answer],
  );
  return row ? answeredOf(row) : null;
}

/** Hides (or shows again) a review; false when no review has the id. */
export async function setReviewHidden(
  db: Queryable,
  reviewId: string,
  hidden: boolean,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE product_reviews SET hidden_at = CASE WHEN $2 THEN coalesce(hidden_at, now()) END
      WHERE id = $1 RETURNING id`,
    [reviewId, hidden],
  );
  return rows.length > 0;
}
