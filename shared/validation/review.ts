// The review and question rules (the spec: a review needs every input and a star rating, and a
// login). The write form checks exactly what the server refuses (server/reviews/review-rules.ts
// calls these), so a shopper never sends what will come back refused.

export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** Lengths in characters (code points, as PostgreSQL's length() counts them), trimmed. */
export const REVIEW_LIMITS = {
  authorName: { min: 2, max: 60 },
  title: { min: 3, max: 100 },
  text: { min: 10, max: 2000 },
  question: { min: 10, max: 1000 },
  answer: { min: 2, max: 2000 },
} as const;

export type ReviewField = 'rating' | 'authorName' | 'title' | 'text';
export type QuestionField = 'authorName' | 'question';
export type TextField = keyof typeof REVIEW_LIMITS;

/**
 * REQUIRED: nothing given; TOO_SHORT / TOO_LONG: outside the field's limits; INVALID: no 1-5;
 * RESERVED: an author name that passes for the shop (its name, its customer service).
 */
export type ReviewFieldErrorCode = 'REQUIRED' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID' | 'RESERVED';

/** Names only the shop writes under (its answers), as letters only: a shopper's may not pass. */
const SHOP_NAMES = ['atvhuset', 'kundeservice', 'kundeteneste', 'kundetjeneste'];

/** Cyrillic and Greek letters that look like the Latin ones the shop's names are made of. */
const LOOKALIKES: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ν: 'v',
  α: 'a',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
};

/**
 * A name as a reader sees its letters: compatibility forms folded (fullwidth, ligatures),
 * lower-case, lookalike letters as their Latin twins, and everything that is not a letter
 * (spaces, dashes of any kind, zero-width and other format characters) left out.
 */
function readAs(name: string): string {
  return Array.from(name.normalize('NFKC').toLowerCase(), (c) => LOOKALIKES[c] ?? c)
    .join('')
    .replace(/[^\p{L}]/gu, '');
}

const LATIN = /\p{Script=Latin}/u;

/**
 * Whether `shop` reads in `letters` at `at`: each letter the same, or a letter of another script
 * than Latin (a lookalike no table lists: Greek Eta, Armenian u, Lisu capitals), as long as at
 * least half of the name's letters are its own Latin ones (a name in another script is not
 * taken for the shop's).
 */
function readsAt(letters: readonly string[], shop: string, at: number): boolean {
  let same = 0;
  for (let i = 0; i < shop.length; i++) {
    const letter = letters[at + i];
    if (letter === undefined) return false;
    if (letter === shop[i]) same++;
    else if (LATIN.test(letter)) return false;
  }
  return same * 2 >= shop.length;
}

/** An author name that a reader could take for the shop's own. */
export const passesForShop = (name: string): boolean => {
  const letters = Array.from(readAs(name));
  return SHOP_NAMES.some((shop) =>
    letters.some((_, at) => at + shop.length <= letters.length && readsAt(letters, shop, at)),
  );
};

export interface ReviewFieldError<F extends string = string> {
  field: F;
  code: ReviewFieldErrorCode;
}

const characters = (text: string): number => Array.from(text).length;

// Control characters other than line breaks and tabs carry nothing a reader sees, and format
// characters (Unicode Cf) only change how the rest is shown: a right-to-left override made
// "\u202EtesuH-VTA" read "ATV-Huset" on screen while passesForShop read the letters in their
// stored order. The zero-width joiner and non-joiner stay (emoji, some scripts' spelling).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|(?![\u200c\u200d])\p{Cf}/gu;

/**
 * A shopper's text as it is stored and shown: plain text, never HTML (markup stays visible as
 * the characters typed), trimmed, Windows line breaks made plain, control characters removed
 * and no more than one empty line in a row.
 */
export function plainText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The error of one text field, or null. */
export function textFieldError(field: TextField, value: string): ReviewFieldErrorCode | null {
  const length = characters(plainText(value));
  const limits = REVIEW_LIMITS[field];
  if (length === 0) return 'REQUIRED';
  if (length < limits.min) return 'TOO_SHORT';
  if (length > limits.max) return 'TOO_LONG';
  if (field === 'authorName' && passesForShop(value)) return 'RESERVED';
  return null;
}

/** A whole number of stars from 1 to 5; anything else (none, 0, 6, 4.5) is refused. */
export function ratingError(rating: number | null | undefined): ReviewFieldErrorCode | null {
  if (rating === null || rating === undefined || rating === 0) return 'REQUIRED';
  return Number.isInteger(rating) && rating >= RATING_MIN && rating <= RATING_MAX
    ? null
    : 'INVALID';
}

export interface ReviewInput {
  rating: number | null | undefined;
  authorName: string;
  title: string;
  text: string;
}

/** Every error of a review, field by field, in the form's order (empty: it may be sent). */
export function reviewErrors(input: ReviewInput): ReviewFieldError<ReviewField>[] {
  const errors: ReviewFieldError<ReviewField>[] = [];
  const rating = ratingError(input.rating);
  if (rating) errors.push({ field: 'rating', code: rating });
  for (const field of ['authorName', 'title', 'text'] as const) {
    const code = textFieldError(field, input[field]);
    if (code) errors.push({ field, code });
  }
  return errors;
}

export interface QuestionInput {
  authorName: string;
  question: string;
}

export function questionErrors(input: QuestionInput): ReviewFieldError<QuestionField>[] {
  const errors: ReviewFieldError<QuestionField>[] = [];
  for (const field of ['authorName', 'question'] as const) {
    const code = textFieldError(field, input[field]);
    if (code) errors.push({ field, code });
  }
  return errors;
}

/** Most reviews or questions one page holds (a larger pageSize is clamped to it). */
export const REVIEW_PAGE_SIZE_MAX = 50;
