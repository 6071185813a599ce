-- Carts, promo codes, gift cards, idempotency keys, orders and payment sessions. Money in øre.
-- No foreign keys into the catalogue: the seed may replace it while carts exist (a cart line
-- whose sku left the catalogue is dropped when the cart is read), and order lines are snapshots.

CREATE TABLE carts (
  id text PRIMARY KEY,                       -- 128 random bits, base64url: the owner's secret
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'payment_pending', 'ordered')),
  channel_id integer NOT NULL DEFAULT 1,
  market_id integer NOT NULL DEFAULT 1,
  promo_code text,
  gift_card_code text,
  shipping_option_id text,
  pickup_point_id text,
  payment_option_id text,
  version integer NOT NULL DEFAULT 0,        -- bumped by every change
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE cart_items (
  cart_id text NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  group_key text NOT NULL DEFAULT '',        -- '' for plain items; shared by a package's parts
  sku_id integer NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  package_id integer,
  package_count integer,                     -- packages in the group
  part_quantity integer,                     -- units of this part in one package
  position integer NOT NULL,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (cart_id, group_key, sku_id)
);

CREATE TABLE promo_codes (
  code text PRIMARY KEY,                     -- upper case
  kind text NOT NULL CHECK (kind IN ('percentage', 'fixed', 'free_shipping')),
  percentage numeric(5,2),
  amount_ore integer,
  min_order_ore integer NOT NULL DEFAULT 0,  -- goods after campaigns, inc VAT
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL
);

INSERT INTO promo_codes (code, kind, percentage, amount_ore, min_order_ore, starts_at, ends_at) VALUES
  ('VELKOMMEN10', 'percentage', 10, NULL, 0, '2024-01-01T00:00:00Z', '2035-12-31T23:59:59Z'),
  ('FRAKTFRI', 'free_shipping', NULL, NULL, 0, '2024-01-01T00:00:00Z', '2035-12-31T23:59:59Z'),
  ('SOMMER200', 'fixed', NULL, 20000, 150000, '2024-01-01T00:00:00Z', '2035-12-31T23:59:59Z'),
  ('BLACKWEEK23', 'percentage', 25, NULL, 0, '2023-11-20T00:00:00Z', '2023-11-27T23:59:59Z')
ON CONFLICT (code) DO NOTHING;

CREATE TABLE gift_cards (
  code text PRIMARY KEY,                     -- upper case
  initial_ore integer NOT NULL,
  balance_ore integer NOT NULL CHECK (balance_ore >= 0),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Demo cards for the sandbox shop; a real shop sells them.
INSERT INTO gift_cards (code, initial_ore, balance_ore, expires_at) VALUES
  ('GAVE-0500-DEMO', 50000, 50000, '2035-12-31T23:59:59Z'),
  ('GAVE-2000-DEMO', 200000, 200000, '2035-12-31T23:59:59Z'),
  ('GAVE-TOMT-DEMO', 30000, 0, '2035-12-31T23:59:59Z'),
  ('GAVE-GAMMEL-DEMO', 50000, 50000, '2023-12-31T23:59:59Z')
ON CONFLICT (code) DO NOTHING;

-- One row per processed mutation: a replay of the key answers `response` (a result or an error).
CREATE TABLE idempotency_keys (
  key text PRIMARY KEY,
  operation text NOT NULL,
  request_hash text NOT NULL,
  cart_id text,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);

CREATE SEQUENCE order_number_seq START 100001;

CREATE TABLE orders (
  id text PRIMARY KEY,                       -- random, not the order number
  order_number bigint NOT NULL UNIQUE DEFAULT nextval('order_number_seq'),
  access_token text NOT NULL,                -- read capability for the confirmation page
  cart_id text NOT NULL REFERENCES carts(id),
  status text NOT NULL DEFAULT 'received'
    CHECK (status IN ('received', 'processing', 'completed', 'cancelled')),
  fingerprint text NOT NULL,                 -- cart version + checkout details
  language_id smallint NOT NULL DEFAULT 1,
  email text NOT NULL,
  customer_type text NOT NULL CHECK (customer_type IN ('PERSON', 'COMPANY')),
  identity_number_masked text,
  organization_id text,
  company_name text,
  billing_address jsonb NOT NULL,
  shipping_address jsonb,
  pickup_point jsonb,
  consents jsonb NOT NULL DEFAULT '[]',
  message text,
  promo_code text,
  gift_card_code text,
  shipping_option_id text NOT NULL,
  shipping_name text NOT NULL,
  shipping_inc_ore integer NOT NULL,
  shipping_ex_ore integer NOT NULL,
  payment_option_id text NOT NULL,
  payment_name text NOT NULL,
  payment_type text NOT NULL,
  payment_status text NOT NULL DEFAULT 'pending',
  payment_provider text,
  payment_session_id text UNIQUE,
  payment_redirect_url text,
  subtotal_inc_ore integer NOT NULL,
  subtotal_ex_ore integer NOT NULL,
  discount_inc_ore integer NOT NULL,
  discount_ex_ore integer NOT NULL,
  total_inc_ore integer NOT NULL,
  total_ex_ore integer NOT NULL,
  gift_card_ore integer NOT NULL DEFAULT 0,
  to_pay_ore integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- At most one live order per cart: the database itself refuses a second one.
CREATE UNIQUE INDEX orders_one_live_per_cart ON orders (cart_id) WHERE status <> 'cancelled';

CREATE TABLE order_lines (
  order_id text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  position integer NOT NULL,
  sku_id integer NOT NULL,
  product_id integer NOT NULL,
  package_id integer,
  group_key text,
  article_number text NOT NULL,
  name text NOT NULL,
  sku_name text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  vat_rate numeric(5,2) NOT NULL,
  unit_selling_inc_ore integer NOT NULL,
  total_inc_ore integer NOT NULL,
  total_ex_ore integer NOT NULL,
  from_stock integer NOT NULL DEFAULT 0,     -- units taken from own stock (given back on cancel)
  from_supplier integer NOT NULL DEFAULT 0,
  PRIMARY KEY (order_id, position)
);

CREATE TABLE refunds (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders(id),
  amount_ore integer NOT NULL CHECK (amount_ore > 0),
  reason text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refunds_order_idx ON refunds (order_id);

-- The sandbox payment provider's own records (a real provider keeps these on its side).
CREATE TABLE sandbox_payment_sessions (
  id text PRIMARY KEY,
  order_id text NOT NULL,
  order_number text NOT NULL,
  amount_ore integer NOT NULL,
  payment_type text NOT NULL,
  outcome text,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
