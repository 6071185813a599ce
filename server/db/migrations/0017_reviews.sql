-- Reviews and questions of the embedded review service (issue 16, server/reviews/): kept in the
-- shop's own database unless REVIEW_PROVIDER names a third-party service. Texts are plain text
-- (shared/validation/review.ts plainText), never HTML; the lengths below are the shared rule's
-- upper limits, counted in characters as the rule counts them.
CREATE TABLE product_reviews (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  -- The account that wrote it; NULL for the demo seed's reviews. A deleted account takes its
  -- reviews with it.
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  language_id smallint NOT NULL DEFAULT 1 CHECK (language_id IN (1, 2)),
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  author_name text NOT NULL CHECK (length(author_name) BETWEEN 1 AND 60),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 100),
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  -- The account had a paid order of the product when it wrote the review.
  verified_purchase boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One review per account and product: a second is refused (REVIEW_ALREADY_WRITTEN).
CREATE UNIQUE INDEX product_reviews_one_per_account
  ON product_reviews (product_id, user_id) WHERE user_id IS NOT NULL;
CREATE INDEX product_reviews_product ON product_reviews (product_id, created_at DESC, id);
CREATE INDEX product_reviews_created ON product_reviews (created_at DESC, id);

-- Questions about a product: asked by logged-in shoppers, shown once the shop has answered.
CREATE TABLE product_questions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  language_id smallint NOT NULL DEFAULT 1 CHECK (language_id IN (1, 2)),
  author_name text NOT NULL CHECK (length(author_name) BETWEEN 1 AND 60),
  question text NOT NULL CHECK (length(question) BETWEEN 1 AND 1000),
  answer text CHECK (length(answer) BETWEEN 1 AND 2000),
  answered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((answer IS NULL) = (answered_at IS NULL))
);
CREATE INDEX product_questions_answered
  ON product_questions (product_id, answered_at DESC) WHERE answer IS NOT NULL;
CREATE INDEX product_questions_waiting ON product_questions (created_at, id) WHERE answer IS NULL;
CREATE INDEX product_questions_user ON product_questions (user_id, created_at DESC);

-- A review is marked a verified purchase when the account's e-mail address has a paid order of
-- the product (orders carry the buyer's address, stored lower-cased, not an account).
CREATE INDEX orders_email ON orders (email);
