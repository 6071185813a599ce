import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedCall, TEST_SCRYPT } from '../accounts/testing.js';
import { DEFAULT_API_KEY } from '../app.js';
import { DEFAULT_RATE_LIMITS, NO_RATE_LIMITS } from '../http/rate-limits.js';
import { addToCart, key, pickSku } from '../testing/cart-helpers.js';
import { orderInput, placeOrder } from '../testing/order-helpers.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

const EDITOR_TOKEN = 'editor-token-for-the-review-tests-0123456789';

let app: TestApp;
let productId: number;
let skuId: number;
beforeAll(async () => {
  app = await startTestApp({
    scrypt: TEST_SCRYPT,
    editorToken: EDITOR_TOKEN,
    rateLimits: NO_RATE_LIMITS,
  });
  const sku = await pickSku(app.db, 's.stock >= 10');
  productId = sku.productId;
  skuId = sku.skuId;
});
afterAll(() => app.close());

let accounts = 0;
async function login(
  target: TestApp = app,
): Promise<{ email: string; auth: Record<string, string> }> {
  const email = `anmelder-${++accounts}-${Date.now()}@example.test`;
  const answer = await signedCall(target.url, 'register', email, 'hemmelig-passord');
  expect(answer.status).toBe(200);
  return { email, auth: { authorization: `Bearer ${answer.body.token ?? ''}` } };
}

const WRITE = `mutation W($input: WriteReviewInput!, $key: String!, $languageId: Int) {
  writeReview(input: $input, idempotencyKey: $key, languageId: $languageId) {
    id productId rating title text authorName verifiedPurchase languageId createdAt
  }
}`;

interface WrittenReview {
  id: string;
  rating: number;
  title: string;
  text: string;
  authorName: string;
  verifiedPurchase: boolean;
  languageId: number;
}

const review = (over: Record<string, unknown> = {}) => ({
  productId,
  rating: 4,
  authorName: 'Kari fra Bø',
  title: 'Passet fint',
  text: 'Passet fint på ATV-en, enkel montering.',
  ...over,
});

function write(
  auth: Record<string, string>,
  input: Record<string, unknown>,
  idempotencyKey = key(),
  languageId?: number,
  target: TestApp = app,
) {
  return target.gql<{ writeReview: WrittenReview | null }>(
    WRITE,
    { input, key: idempotencyKey, languageId },
    auth,
  );
}

const READ = `query R($productId: Int!, $page: Int, $pageSize: Int) {
  productReviews(productId: $productId, page: $page, pageSize: $pageSize) {
    summary { averageRating count distribution }
    reviews { id rating title text authorName verifiedPurchase }
    page pageSize
  }
}`;

interface ReadReviews {
  productReviews: {
    summary: { averageRating: number; count: number; distribution: number[] };
    reviews: WrittenReview[];
    page: number;
    pageSize: number;
  };
}

const read = (id = productId, page?: number, pageSize?: number) =>
  app.gql<ReadReviews>(READ, { productId: id, page, pageSize });

describe('writeReview', () => {
  it('writes a review a shopper then reads with the summary', async () => {
    const { auth } = await login();
    const before = (await read()).data?.productReviews.summary;
    const written = await write(auth, review({ rating: 5 }));
    expect(written.errors).toBeUndefined();
    expect(written.data?.writeReview).toMatchObject({
      rating: 5,
      title: 'Passet fint',
      verifiedPurchase: false,
      languageId: 1,
    });
    const after = (await read()).data?.productReviews;
    expect(after?.summary.count).toBe((before?.count ?? 0) + 1);
    expect(after?.reviews[0]?.id).toBe(written.data?.writeReview?.id);
    expect(after?.summary.distribution.reduce((a, b) => a + b, 0)).toBe(after?.summary.count);
  });

  it('lets an editor take a review down and put it back; nobody else may', async () => {
    const { auth } = await login();
    const written = await write(
      auth,
      review({ rating: 1, title: 'Svindel', text: 'Ring 22334455 for pengene tilbake.' }),
    );
    const id = written.data?.writeReview?.id ?? '';
    const HIDE = `mutation H($id: ID!, $hidden: Boolean!, $languageId: Int) {
      hideReview(reviewId: $id, hidden: $hidden, languageId: $languageId)
    }`;
    const before = (await read()).data?.productReviews;
    expect(before?.reviews.some((r) => r.id === id)).toBe(true);
    // Not the writer, not a visitor.
    expect((await app.gql(HIDE, { id, hidden: true }, auth)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await app.gql(HIDE, { id, hidden: true })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    const editor = { authorization: `Bearer ${EDITOR_TOKEN}` };
    for (let i = 0; i < 2; i++)
      expect((await app.gql(HIDE, { id, hidden: true }, editor)).errors).toBeUndefined();
    const hidden = (await read()).data?.productReviews;
    expect(hidden?.reviews.some((r) => r.id === id)).toBe(false);
    expect(hidden?.summary.count).toBe((before?.summary.count ?? 0) - 1);
    // Its writer still finds it as theirs (one review a product).
    const own = await app.gql<{ myProductReview: { id: string } | null }>(
      'query M($productId: Int!) { myProductReview(productId: $productId) { id } }',
      { productId },
      auth,
    );
    expect(own.data?.myProductReview?.id).toBe(id);
    expect((await app.gql(HIDE, { id, hidden: false }, editor)).errors).toBeUndefined();
    expect((await read()).data?.productReviews.summary.count).toBe(before?.summary.count);
    // An id that is no review's.
    for (const other of ['00000000-0000-4000-8000-000000000000', 'ikke-en-id']) {
      const missing = await app.gql(HIDE, { id: other, hidden: true, languageId: 2 }, editor);
      expect(missing.errors?.[0]?.extensions?.code).toBe('REVIEW_NOT_FOUND');
      expect(missing.errors?.[0]?.message).toBe('Fann ikkje omtalen.');
    }
  });

  it('marks the review of a buyer with a paid order a verified purchase, once the address is proved the account’s', async () => {
    const { email, auth } = await login();
    const second = await pickSku(app.db, `s.stock >= 10 AND p.id <> ${productId}`);
    const { cart } = await addToCart(app, { skuId, quantity: 1 });
    await addToCart(app, { cartId: cart?.id ?? '', skuId: second.skuId, quantity: 1 });
    const placed = await placeOrder(app, orderInput(cart?.id ?? '', { email }));
    expect(placed.errors).toBeUndefined();
    // Placed but not paid yet: no verified purchase.
    const other = await pickSku(
      app.db,
      `s.stock >= 10 AND p.id NOT IN (${productId}, ${second.productId})`,
      5,
    );
    await app.db.query(`UPDATE orders SET payment_status = 'approved' WHERE id = $1`, [
      placed.data?.placeOrder?.order.id,
    ]);
    // A guest order with the account's address, which it has not confirmed: anyone may register
    // with a buyer's e-mail, so no badge.
    const unproved = await write(auth, review());
    expect(unproved.errors).toBeUndefined();
    expect(unproved.data?.writeReview?.verifiedPurchase).toBe(false);
    await app.db.query(`UPDATE users SET email_verified_at = now() WHERE email = $1`, [email]);
    const bought = await write(auth, review({ productId: second.productId }));
    expect(bought.data?.writeReview?.verifiedPurchase).toBe(true);
    const notBought = await write(auth, review({ productId: other.productId }));
    expect(notBought.data?.writeReview?.verifiedPurchase).toBe(false);
  });

  it('refuses a visitor without a login, in the shopper’s language, and stores nothing', async () => {
    const before = (await read()).data?.productReviews.summary.count;
    const nb = await write({}, review());
    expect(nb.status).toBe(401);
    expect(nb.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(nb.errors?.[0]?.message).toBe('Du må logge inn for å skrive en anmeldelse.');
    const nn = await write({ authorization: 'Bearer not-a-token' }, review(), key(), 2);
    expect(nn.errors?.[0]?.message).toBe('Du må logge inn for å skrive ein omtale.');
    expect((await read()).data?.productReviews.summary.count).toBe(before);
  });

  it.each([
    ['a missing rating', { rating: 0 }, 'rating', 'REQUIRED'],
    ['a rating above five', { rating: 6 }, 'rating', 'INVALID'],
    ['a negative rating', { rating: -1 }, 'rating', 'INVALID'],
    ['an empty name', { authorName: '  ' }, 'authorName', 'REQUIRED'],
    ['a short title', { title: 'Ok' }, 'title', 'TOO_SHORT'],
    ['a short text', { text: 'Bra' }, 'text', 'TOO_SHORT'],
    ['an over-long text', { text: 'x'.repeat(2001) }, 'text', 'TOO_LONG'],
    ['an over-long title', { title: 'x'.repeat(101) }, 'title', 'TOO_LONG'],
  ])('refuses %s with VALIDATION_FAILED naming the field', async (_, over, field, code) => {
    const { auth } = await login();
    const answer = await write(auth, review(over));
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(answer.errors?.[0]?.extensions?.fields).toEqual([{ field, code }]);
    expect(answer.errors?.[0]?.message).toMatch(/\S/);
  });

  it('names every refused field at once, in Nynorsk when asked', async () => {
    const { auth } = await login();
    const answer = await write(auth, review({ rating: 0, title: '', text: '' }), key(), 2);
    expect(answer.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'rating', code: 'REQUIRED' },
      { field: 'title', code: 'REQUIRED' },
      { field: 'text', code: 'REQUIRED' },
    ]);
    expect(answer.errors?.[0]?.message).toContain('Vel mellom 1 og 5 stjerner.');
    expect(answer.errors?.[0]?.message).toContain('må fyllast ut');
  });

  it('refuses a rating that is no whole number at the schema', async () => {
    const { auth } = await login();
    const answer = await write(auth, review({ rating: 4.5 }));
    expect(answer.errors?.[0]).toBeDefined();
    expect(answer.data ?? null).toBeNull();
  });

  it('stores HTML as the plain text typed and shows it so', async () => {
    const { auth } = await login();
    const text = '<script>alert("x")</script> <b>Sterk</b> & god\r\n\r\n\r\n\r\nAnbefales';
    const answer = await write(auth, review({ text, title: '<img src=x onerror=alert(1)>' }));
    expect(answer.data?.writeReview?.text).toBe(
      '<script>alert("x")</script> <b>Sterk</b> & god\n\nAnbefales',
    );
    expect(answer.data?.writeReview?.title).toBe('<img src=x onerror=alert(1)>');
    const [row] = await app.db.query<{ body: string }>(
      'SELECT body FROM product_reviews WHERE id = $1',
      [answer.data?.writeReview?.id],
    );
    expect(row?.body).toBe('<script>alert("x")</script> <b>Sterk</b> & god\n\nAnbefales');
  });

  it('answers a replayed key with the same review, and refuses a second review clearly', async () => {
    const { auth } = await login();
    const other = await pickSku(app.db, 's.stock >= 1', 11);
    const input = review({ productId: other.productId });
    const idempotencyKey = key();
    const first = await write(auth, input, idempotencyKey);
    const replays = await Promise.all([1, 2, 3].map(() => write(auth, input, idempotencyKey)));
    for (const replay of replays)
      expect(replay.data?.writeReview?.id).toBe(first.data?.writeReview?.id);
    const second = await write(auth, review({ productId: other.productId, rating: 1 }));
    expect(second.errors?.[0]?.extensions?.code).toBe('REVIEW_ALREADY_WRITTEN');
    expect(second.errors?.[0]?.message).toBe(
      'Du har allerede skrevet en anmeldelse av dette produktet.',
    );
    const [count] = await app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM product_reviews WHERE product_id = $1 AND user_id IS NOT NULL',
      [other.productId],
    );
    expect(count?.n).toBe(1);
  });

  it("answers an account its own review of a product, nobody else's, and never over GET", async () => {
    const MINE = `query M($productId: Int!) { myProductReview(productId: $productId) { id rating title } }`;
    const { auth } = await login();
    const target = await pickSku(app.db, 's.stock >= 1', 13);
    const mine = (headers: Record<string, string>) =>
      app.gql<{ myProductReview: { id: string; rating: number } | null }>(
        MINE,
        { productId: target.productId },
        headers,
      );
    expect((await mine(auth)).data?.myProductReview).toBeNull();
    const written = await write(auth, review({ productId: target.productId, rating: 5 }));
    expect((await mine(auth)).data?.myProductReview).toMatchObject({
      id: written.data?.writeReview?.id,
      rating: 5,
    });
    // Another account, and a visitor without a login: none of theirs.
    expect((await mine((await login()).auth)).data?.myProductReview).toBeNull();
    const visitor = await mine({});
    expect(visitor.errors).toBeUndefined();
    expect(visitor.data?.myProductReview).toBeNull();
    const overGet = await fetch(
      `${app.url}/graphql?query=${encodeURIComponent(MINE)}&variables=${encodeURIComponent(JSON.stringify({ productId: target.productId }))}`,
      { headers: { 'x-api-key': DEFAULT_API_KEY, ...auth } },
    );
    expect(overGet.status).toBe(405);
  });

  it('refuses an unknown product and a malformed key', async () => {
    const { auth } = await login();
    const unknown = await write(auth, review({ productId: 2_000_000_000 }));
    expect(unknown.errors?.[0]?.extensions?.code).toBe('UNKNOWN_PRODUCT');
    const bad = await write(auth, review(), 'short');
    expect(bad.errors?.[0]?.extensions?.code).toBe('INVALID_IDEMPOTENCY_KEY');
  });
});

describe('productReviews and shopReviews', () => {
  it('pages with at most 50 reviews a page and a summary of them all', async () => {
    const [seeded] = await app.db.query<{ productId: number; n: number }>(
      `SELECT product_id AS "productId", count(*)::int AS n FROM product_reviews
        GROUP BY product_id ORDER BY n DESC, product_id LIMIT 1`,
    );
    const answer = (await read(seeded?.productId, 1, 1000)).data?.productReviews;
    expect(answer?.pageSize).toBe(50);
    expect(answer?.summary.count).toBe(seeded?.n);
    expect(answer?.summary.averageRating).toBeGreaterThanOrEqual(1);
    expect(answer?.summary.averageRating).toBeLessThanOrEqual(5);
    const second = (await read(seeded?.productId, 2, 1)).data?.productReviews;
    expect(second?.reviews).toHaveLength(1);
    expect(second?.reviews[0]?.id).not.toBe(answer?.reviews[0]?.id);
  });

  it('seeds believable reviews in Bokmål and Nynorsk', async () => {
    const rows = await app.db.query<{ languageId: number; n: number }>(
      `SELECT language_id AS "languageId", count(*)::int AS n FROM product_reviews
        WHERE user_id IS NULL GROUP BY language_id ORDER BY language_id`,
    );
    expect(rows.map((row) => row.languageId)).toEqual([1, 2]);
    const shop = await app.gql<{
      shopReviews: { summary: { count: number; averageRating: number }; reviews: WrittenReview[] };
    }>(
      '{ shopReviews(pageSize: 5, minRating: 4) { summary { count averageRating } reviews { rating } } }',
    );
    expect(shop.data?.shopReviews.summary.count).toBeGreaterThan(10);
    expect(shop.data?.shopReviews.reviews).toHaveLength(5);
    expect(shop.data?.shopReviews.reviews.every((r) => r.rating >= 4)).toBe(true);
  });
});

const ASK = `mutation A($input: AskQuestionInput!, $key: String!, $languageId: Int) {
  askQuestion(input: $input, idempotencyKey: $key, languageId: $languageId) { id question answer }
}`;
const ANSWER = `mutation B($id: ID!, $answer: String!) {
  answerQuestion(questionId: $id, answer: $answer) { id question answer answeredAt }
}`;
const QUESTIONS = `query Q($productId: Int!) {
  productQuestions(productId: $productId) { count questions { id question answer } }
}`;

describe('questions', () => {
  it('stores a question replayed from the offline queue once, and refuses it without a login', async () => {
    const { auth } = await login();
    const input = { productId, authorName: 'Per', question: `Passer den på Grizzly ${key()}?` };
    const idempotencyKey = key();
    const ask = () =>
      app.gql<{ askQuestion: { id: string } }>(ASK, { input, key: idempotencyKey }, auth);
    const first = await ask();
    const replays = await Promise.all([1, 2, 3].map(() => ask()));
    for (const replay of replays)
      expect(replay.data?.askQuestion.id).toBe(first.data?.askQuestion.id);
    const guest = await app.gql(ASK, { input, key: key(), languageId: 2 });
    expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const [count] = await app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM product_questions WHERE question = $1',
      [input.question],
    );
    expect(count?.n).toBe(1);
  });

  it('shows a question once the shop has answered it through the editor API', async () => {
    const { auth } = await login();
    const asked = await app.gql<{ askQuestion: { id: string; answer: string | null } }>(
      ASK,
      {
        input: { productId, authorName: 'Per', question: 'Passer denne på Kodiak 700?' },
        key: key(),
      },
      auth,
    );
    expect(asked.errors).toBeUndefined();
    expect(asked.data?.askQuestion.answer).toBeNull();
    const id = asked.data?.askQuestion.id ?? '';
    const shown = async () =>
      (
        await app.gql<{ productQuestions: { questions: { id: string }[] } }>(QUESTIONS, {
          productId,
        })
      ).data?.productQuestions.questions.some((q) => q.id === id);
    expect(await shown()).toBe(false);

    const waiting = await app.gql<{ waitingQuestions: { id: string }[] }>(
      '{ waitingQuestions(pageSize: 50) { id question } }',
      {},
      { authorization: `Bearer ${EDITOR_TOKEN}` },
    );
    expect(waiting.data?.waitingQuestions.some((q) => q.id === id)).toBe(true);

    const customer = await app.gql(ANSWER, { id, answer: 'Ja, den passer.' }, auth);
    expect(customer.status).toBe(403);
    expect(customer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const visitor = await app.gql(ANSWER, { id, answer: 'Ja, den passer.' });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await shown()).toBe(false);

    const editor = { authorization: `Bearer ${EDITOR_TOKEN}` };
    const answered = await app.gql<{ answerQuestion: { answer: string } }>(
      ANSWER,
      { id, answer: '  Ja, den passer Kodiak 700 fra 2016.  ' },
      editor,
    );
    expect(answered.data?.answerQuestion.answer).toBe('Ja, den passer Kodiak 700 fra 2016.');
    expect(await shown()).toBe(true);
    const missing = await app.gql(ANSWER, { id: 'no-such-question', answer: 'Ja.' }, editor);
    expect(missing.errors?.[0]?.extensions?.code).toBe('QUESTION_NOT_FOUND');
    const empty = await app.gql(ANSWER, { id, answer: '' }, editor);
    expect(empty.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });

  it('lets an editor account answer, as the EDITOR_TOKEN may', async () => {
    const asker = await login();
    const asked = await app.gql<{ askQuestion: { id: string } }>(
      ASK,
      {
        input: { productId, authorName: 'Siv', question: 'Hvor lang er garantien?' },
        key: key(),
      },
      asker.auth,
    );
    const editor = await login();
    await app.db.query(`UPDATE users SET role = 'editor' WHERE email = $1`, [editor.email]);
    const answered = await app.gql<{ answerQuestion: { answer: string } }>(
      ANSWER,
      { id: asked.data?.askQuestion.id, answer: 'To år på alle deler.' },
      editor.auth,
    );
    expect(answered.errors).toBeUndefined();
    expect(answered.data?.answerQuestion.answer).toBe('To år på alle deler.');
  });

  it('refuses a question without a login or with a too short text', async () => {
    const input = { productId, authorName: 'Per', question: 'Passer?' };
    const visitor = await app.gql(ASK, { input, key: key(), languageId: 2 });
    expect(visitor.errors?.[0]?.message).toBe('Du må logge inn for å stille eit spørsmål.');
    const { auth } = await login();
    const short = await app.gql(ASK, { input, key: key() }, auth);
    expect(short.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'question', code: 'TOO_SHORT' },
    ]);
  });
});

describe('rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({
      scrypt: TEST_SCRYPT,
      rateLimits: { ...DEFAULT_RATE_LIMITS, reviews: { max: 2, windowSeconds: 3600 } },
    });
  });
  afterAll(() => limited.close());

  it('refuses the third review or question within the window with 429, localised', async () => {
    const { auth } = await login(limited);
    const ids = await limited.db.query<{ id: number }>(
      'SELECT id FROM products WHERE published AND NOT is_package ORDER BY id LIMIT 3',
    );
    const answers = [];
    for (const { id } of ids)
      answers.push(await write(auth, review({ productId: id }), key(), 2, limited));
    expect(answers.slice(0, 2).map((a) => a.errors)).toEqual([undefined, undefined]);
    expect(answers[2]?.status).toBe(429);
    expect(answers[2]?.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(answers[2]?.errors?.[0]?.message).toMatch(/^For mange forsøk på kort tid/);
  });
});
