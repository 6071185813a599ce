-- Catalogue schema. Money is integer øre, prices stored including VAT (consumer prices);
-- ex-VAT amounts are derived with the product's VAT rate.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

CREATE TABLE languages (
  id smallint PRIMARY KEY,
  code text NOT NULL UNIQUE,          -- 'nb' | 'nn'
  name text NOT NULL
);

CREATE TABLE channels (
  id integer PRIMARY KEY,
  name text NOT NULL,
  default_market_id integer NOT NULL
);

CREATE TABLE markets (
  id integer PRIMARY KEY,
  channel_id integer NOT NULL REFERENCES channels(id),
  alias text NOT NULL UNIQUE,
  default_language_id smallint NOT NULL REFERENCES languages(id),
  country_code text NOT NULL,
  country_name text NOT NULL,
  currency_code text NOT NULL,
  currency_name text NOT NULL,
  currency_symbol text NOT NULL,
  virtual boolean NOT NULL DEFAULT false,
  only_display_in_checkout boolean NOT NULL DEFAULT false,
  group_key text
);

CREATE TABLE market_languages (
  market_id integer NOT NULL REFERENCES markets(id),
  language_id smallint NOT NULL REFERENCES languages(id),
  PRIMARY KEY (market_id, language_id)
);

CREATE TABLE categories (
  id integer PRIMARY KEY,
  parent_id integer REFERENCES categories(id),
  sort_order integer NOT NULL DEFAULT 0,
  image_file text                      -- a product image file name used as the category tile
);
CREATE INDEX categories_parent_idx ON categories (parent_id);

CREATE TABLE category_translations (
  category_id integer NOT NULL REFERENCES categories(id),
  language_id smallint NOT NULL REFERENCES languages(id),
  name text NOT NULL,
  alias text NOT NULL,                 -- url segment, unique per language
  description text NOT NULL DEFAULT '',
  meta_title text NOT NULL DEFAULT '',
  meta_description text NOT NULL DEFAULT '',
  PRIMARY KEY (category_id, language_id),
  UNIQUE (language_id, alias)
);

CREATE TABLE brands (
  id integer PRIMARY KEY,
  name text NOT NULL,
  alias text NOT NULL UNIQUE,
  logo_file text
);

CREATE TABLE brand_translations (
  brand_id integer NOT NULL REFERENCES brands(id),
  language_id smallint NOT NULL REFERENCES languages(id),
  description text NOT NULL DEFAULT '',
  meta_title text NOT NULL DEFAULT '',
  meta_description text NOT NULL DEFAULT '',
  PRIMARY KEY (brand_id, language_id)
);

CREATE TABLE products (
  id integer PRIMARY KEY,
  article_number text NOT NULL UNIQUE,
  brand_id integer NOT NULL REFERENCES brands(id),
  primary_category_id integer NOT NULL REFERENCES categories(id),
  is_package boolean NOT NULL DEFAULT false,
  price_inc_vat_ore integer NOT NULL CHECK (price_inc_vat_ore >= 0),  -- regular price
  vat_rate numeric(5,2) NOT NULL DEFAULT 25,
  is_heavy boolean NOT NULL DEFAULT false,  -- heavy goods shipping (3-5 days)
  weight_grams integer NOT NULL DEFAULT 0,
  popularity integer NOT NULL DEFAULT 0,    -- default sort key (higher first)
  created_at timestamptz NOT NULL DEFAULT now(),
  published boolean NOT NULL DEFAULT true
);
CREATE INDEX products_brand_idx ON products (brand_id);
CREATE INDEX products_primary_category_idx ON products (primary_category_id);
CREATE INDEX products_popularity_idx ON products (popularity DESC, id);
CREATE INDEX products_price_idx ON products (price_inc_vat_ore);

CREATE TABLE product_translations (
  product_id integer NOT NULL REFERENCES products(id),
  language_id smallint NOT NULL REFERENCES languages(id),
  name text NOT NULL,
  alias text NOT NULL,                      -- url segment, unique per language
  short_description text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',     -- simple HTML: <p>, <ul><li>, <strong>
  meta_title text NOT NULL DEFAULT '',
  meta_description text NOT NULL DEFAULT '',
  -- name, brand, category names, article number and parameters, filled by the seed/importer
  search_text text NOT NULL DEFAULT '',
  search_vector tsvector GENERATED ALWAYS AS (to_tsvector('norwegian', search_text)) STORED,
  PRIMARY KEY (product_id, language_id),
  UNIQUE (language_id, alias)
);
CREATE INDEX product_translations_search_idx ON product_translations USING gin (search_vector);
CREATE INDEX product_translations_alias_idx ON product_translations (alias);

CREATE TABLE product_categories (
  product_id integer NOT NULL REFERENCES products(id),
  category_id integer NOT NULL REFERENCES categories(id),
  PRIMARY KEY (category_id, product_id)
);
CREATE INDEX product_categories_product_idx ON product_categories (product_id);

CREATE TABLE product_images (
  product_id integer NOT NULL REFERENCES products(id),
  position smallint NOT NULL,
  file_name text NOT NULL,                  -- served as /images/product/{folder}/{file_name}
  ratio numeric(6,4) NOT NULL DEFAULT 1,    -- width / height
  PRIMARY KEY (product_id, position)
);

-- Sizes / variants. Every product has at least one sku.
CREATE TABLE skus (
  id integer PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products(id),
  name text NOT NULL,                       -- 'Standard', 'M', '12V', '13 pin'...
  sort_order smallint NOT NULL DEFAULT 0,
  stock integer NOT NULL DEFAULT 0,         -- own warehouse
  supplier_stock integer NOT NULL DEFAULT 0,
  oversellable boolean NOT NULL DEFAULT false,
  is_static boolean NOT NULL DEFAULT false, -- always available (made to order / digital)
  incoming_date date,
  incoming_quantity integer NOT NULL DEFAULT 0
);
CREATE INDEX skus_product_idx ON skus (product_id);

CREATE TABLE product_parameters (
  product_id integer NOT NULL REFERENCES products(id),
  language_id smallint NOT NULL REFERENCES languages(id),
  position smallint NOT NULL,
  name text NOT NULL,                       -- 'Effekt', 'Spenning', 'Passer til'...
  value text NOT NULL,
  PRIMARY KEY (product_id, language_id, position)
);
CREATE INDEX product_parameters_name_value_idx ON product_parameters (language_id, name, value);

CREATE TABLE package_parts (
  package_id integer NOT NULL REFERENCES products(id),
  part_product_id integer NOT NULL REFERENCES products(id),
  position smallint NOT NULL,
  quantity integer NOT NULL DEFAULT 1,
  PRIMARY KEY (package_id, position)
);

CREATE TABLE discount_campaigns (
  id integer PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('percentage', 'fixed', 'buy_x_pay_y')),
  percentage numeric(5,2),                  -- kind = percentage
  amount_ore integer,                       -- kind = fixed: off each item
  buy_quantity integer,                     -- kind = buy_x_pay_y
  pay_quantity integer,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  hide_title boolean NOT NULL DEFAULT false,
  image_file text
);

CREATE TABLE discount_campaign_translations (
  campaign_id integer NOT NULL REFERENCES discount_campaigns(id),
  language_id smallint NOT NULL REFERENCES languages(id),
  name text NOT NULL,
  alias text NOT NULL,
  description text NOT NULL DEFAULT '',
  meta_title text NOT NULL DEFAULT '',
  meta_description text NOT NULL DEFAULT '',
  PRIMARY KEY (campaign_id, language_id),
  UNIQUE (language_id, alias)
);

CREATE TABLE discount_campaign_products (
  campaign_id integer NOT NULL REFERENCES discount_campaigns(id),
  product_id integer NOT NULL REFERENCES products(id),
  PRIMARY KEY (campaign_id, product_id)
);
CREATE INDEX discount_campaign_products_product_idx ON discount_campaign_products (product_id);

CREATE TABLE menus (
  id integer PRIMARY KEY,
  location_id text NOT NULL UNIQUE          -- 'main', 'footer-1', 'footer-2', 'customer-service'
);

CREATE TABLE menu_titles (
  menu_id integer NOT NULL REFERENCES menus(id),
  language_id smallint NOT NULL REFERENCES languages(id),
  title text NOT NULL,
  PRIMARY KEY (menu_id, language_id)
);

CREATE TABLE menu_items (
  id integer PRIMARY KEY,
  menu_id integer NOT NULL REFERENCES menus(id),
  parent_id integer REFERENCES menu_items(id),
  language_id smallint NOT NULL REFERENCES languages(id),
  label text NOT NULL,
  type text NOT NULL CHECK (type IN ('custom', 'page')),
  sort_order integer NOT NULL DEFAULT 0,
  url text NOT NULL,                        -- relative path without locale prefix, or absolute URL
  target_blank boolean NOT NULL DEFAULT false
);
CREATE INDEX menu_items_menu_idx ON menu_items (menu_id, language_id);
