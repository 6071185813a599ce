-- Account pages (issue 15): an account's profile and settings, its orders, its favourites on the
-- server, its store credit, and the proof that it owns its e-mail address.

-- The settings page's fields. A business account (a customer type the channel marks without VAT)
-- carries its organisation number (MOD11) and company name; a person's are null.
ALTER TABLE users
  ADD COLUMN first_name text NOT NULL DEFAULT '' CHECK (length(first_name) <= 100),
  ADD COLUMN last_name text NOT NULL DEFAULT '' CHECK (length(last_name) <= 100),
  ADD COLUMN phone text NOT NULL DEFAULT '' CHECK (length(phone) <= 20),
  ADD COLUMN newsletter boolean NOT NULL DEFAULT false,
  -- At most a billing ('billing') and a delivery ('shipping') address: a JSON array of objects.
  ADD COLUMN addresses jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(addresses) = 'array'),
  ADD COLUMN organization_id text CHECK (organization_id ~ '^[89][0-9]{8}$'),
  ADD COLUMN company_name text CHECK (length(company_name) BETWEEN 1 AND 100),
  -- Set when the holder proved the address is theirs: the confirmation link mailed at
  -- registration (and after an e-mail change), or a password reset through a mailed link. Only
  -- then do guest orders placed with this address join the account.
  ADD COLUMN email_verified_at timestamptz;

-- Keys mailed in links: 'reset' sets a new password, 'verify' confirms the account's address
-- (only the hash is kept, each works once and expires, as before).
ALTER TABLE password_reset_keys
  ADD COLUMN purpose text NOT NULL DEFAULT 'reset' CHECK (purpose IN ('reset', 'verify')),
  -- The address a 'verify' key confirms: a key mailed before an e-mail change proves nothing
  -- about the new address.
  ADD COLUMN email text;

-- The account an order belongs to: the one logged in when it was placed, or a verified account
-- with the order's e-mail. Deleting the account keeps the order for bookkeeping with its personal
-- fields removed (anonymised_at), user_id null.
ALTER TABLE orders
  ADD COLUMN user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN anonymised_at timestamptz;
CREATE INDEX orders_user ON orders (user_id, created_at DESC) WHERE user_id IS NOT NULL;
CREATE INDEX orders_guest_email ON orders (email) WHERE user_id IS NULL AND anonymised_at IS NULL;

-- A logged-in shopper's favourites. A removal is kept (present false) with the time of the
-- change the device made, so a late replay of an older change (offline queue, another device)
-- never undoes a newer one: adds and removes are idempotent and the newest wins.
CREATE TABLE user_favourites (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id integer NOT NULL CHECK (product_id > 0),
  present boolean NOT NULL,
  changed_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, product_id)
);

-- Store credit: one row per movement (a refund paid as credit, credit used on an order, a
-- goodwill amount from customer service); the balance is their sum.
CREATE TABLE account_credit_movements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  amount_ore integer NOT NULL CHECK (amount_ore <> 0),
  reason text NOT NULL DEFAULT '' CHECK (length(reason) <= 200),
  order_id text REFERENCES orders (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_credit_movements_user ON account_credit_movements (user_id, created_at);
