-- Issue 16, points 4 and 5.
--
-- Price history: every change of a product's selling price (what each of its sizes sells for:
-- sizes share their product's price) is a row written by the database itself, so no code path
-- and no tool that writes prices can skip it. Triggers record a change of the regular price
-- (products.price_inc_vat_ore) and of the campaigns a product is in at the moment it is made;
-- a campaign that starts or ends on its own schedule is recorded at its boundary by
-- record_campaign_boundaries(), which housekeeping runs every minute (price_history_state holds
-- how far it has looked). The seed writes its own 90 days of history and silences the triggers
-- with SET LOCAL atvhuset.seeding = 'on'. Bodies: server/db/functions/.
CREATE TABLE price_history (
  product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  changed_at timestamptz NOT NULL,
  regular_ore integer NOT NULL CHECK (regular_ore >= 0),
  selling_ore integer NOT NULL CHECK (selling_ore >= 0),
  PRIMARY KEY (product_id, changed_at)
);

CREATE TABLE price_history_state (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  checked_until timestamptz NOT NULL DEFAULT now()
);
INSERT INTO price_history_state DEFAULT VALUES;

-- Placeholders (OR REPLACE: a start may have applied the files already): the live bodies are
-- the files of server/db/functions/, applied after the migrations.
CREATE OR REPLACE FUNCTION price_history_on_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN RETURN NULL; END $$;
CREATE OR REPLACE FUNCTION price_history_on_campaign_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN RETURN NULL; END $$;
CREATE OR REPLACE FUNCTION price_history_on_campaign() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN RETURN NULL; END $$;

CREATE TRIGGER products_price_history AFTER INSERT OR UPDATE OF price_inc_vat_ore ON products
  FOR EACH ROW EXECUTE FUNCTION price_history_on_product();
CREATE TRIGGER discount_campaign_products_price_history
  AFTER INSERT OR UPDATE OR DELETE ON discount_campaign_products
  FOR EACH ROW EXECUTE FUNCTION price_history_on_campaign_product();
CREATE TRIGGER discount_campaigns_price_history
  AFTER UPDATE OF kind, percentage, amount_ore, starts_at, ends_at ON discount_campaigns
  FOR EACH ROW EXECUTE FUNCTION price_history_on_campaign();

-- Today's prices as the first history of a database that had none.
INSERT INTO price_history (product_id, changed_at, regular_ore, selling_ore)
SELECT p.id, now(), p.price_inc_vat_ore,
       LEAST(p.price_inc_vat_ore, COALESCE((
         SELECT min(CASE dc.kind
                      WHEN 'percentage' THEN round(p.price_inc_vat_ore * (100 - dc.percentage) / 100)::integer
                      WHEN 'fixed' THEN GREATEST(p.price_inc_vat_ore - dc.amount_ore, 0)
                    END)
           FROM discount_campaign_products dcp
           JOIN discount_campaigns dc ON dc.id = dcp.campaign_id
          WHERE dcp.product_id = p.id AND dc.starts_at <= now() AND dc.ends_at > now()),
         p.price_inc_vat_ore))
  FROM products p;

-- Back in stock: a shopper's wish to hear when a sold-out size (sku_id) or package (package_id)
-- can be bought again. One waiting sign-up per address and size; once its mail is sent
-- (sent_at) the address may sign up again for the next time. A sender claims rows with
-- UPDATE ... RETURNING (claimed_at), so two API processes never mail the same sign-up; a claim
-- left by a process that died before sending is taken again after 15 minutes. A reseed deletes
-- the sizes, and their sign-ups with them.
CREATE TABLE stock_alerts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  sku_id integer REFERENCES skus(id) ON DELETE CASCADE,
  package_id integer REFERENCES products(id) ON DELETE CASCADE,
  language_id smallint NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  claimed_at timestamptz,
  sent_at timestamptz,
  CHECK ((sku_id IS NULL) <> (package_id IS NULL))
);
CREATE UNIQUE INDEX stock_alerts_waiting_sku ON stock_alerts (email, sku_id)
  WHERE sku_id IS NOT NULL AND sent_at IS NULL;
CREATE UNIQUE INDEX stock_alerts_waiting_package ON stock_alerts (email, package_id)
  WHERE package_id IS NOT NULL AND sent_at IS NULL;
CREATE INDEX stock_alerts_waiting ON stock_alerts (sku_id, package_id) WHERE sent_at IS NULL;
