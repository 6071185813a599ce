-- Search, typeahead, generic lists and a catalogue version for the in-process list index.

-- Reference data the lists below point at (the seed upserts the same rows).
INSERT INTO languages (id, code, name) VALUES (1, 'nb', 'Norsk bokmål'), (2, 'nn', 'Norsk nynorsk')
  ON CONFLICT (id) DO NOTHING;

-- Curated product lists behind /l/{alias}. A rule selects the products:
--   newest: created within max_age_days; popular: the `top` most popular;
--   discounted: in an active price campaign; vehicle: fits the selected vehicle.
CREATE TABLE lists (
  id integer PRIMARY KEY,
  rule text NOT NULL CHECK (rule IN ('newest', 'popular', 'discounted', 'vehicle')),
  sort text NOT NULL,                       -- default ProductSort of the list
  max_age_days integer,
  top integer,
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE list_translations (
  list_id integer NOT NULL REFERENCES lists(id),
  language_id smallint NOT NULL REFERENCES languages(id),
  name text NOT NULL,
  alias text NOT NULL,
  description text NOT NULL DEFAULT '',
  meta_title text NOT NULL DEFAULT '',
  meta_description text NOT NULL DEFAULT '',
  PRIMARY KEY (list_id, language_id),
  UNIQUE (language_id, alias)
);

INSERT INTO lists (id, rule, sort, max_age_days, top, sort_order) VALUES
  (1, 'newest', 'NEWEST', 60, NULL, 1),
  (2, 'popular', 'POPULARITY', NULL, 500, 2),
  (3, 'discounted', 'DISCOUNT', NULL, NULL, 3),
  (4, 'vehicle', 'POPULARITY', NULL, NULL, 4);

INSERT INTO list_translations (list_id, language_id, name, alias, description, meta_description) VALUES
  (1, 1, 'Nyheter', 'nyheter', 'Nye deler og nytt utstyr fra de siste to månedene.',
   'Nyheter hos ATV-Huset: nye ATV-deler, tilhengerutstyr og lys fra de siste to månedene.'),
  (1, 2, 'Nyheiter', 'nyheiter', 'Nye delar og nytt utstyr frå dei siste to månadene.',
   'Nyheiter hjå ATV-Huset: nye ATV-delar, tilhengarutstyr og lys frå dei siste to månadene.'),
  (2, 1, 'Populært', 'populaert', 'Det andre ATV-eiere kjøper mest.',
   'De mest populære ATV-delene, tilhengerutstyret og lysene hos ATV-Huset.'),
  (2, 2, 'Populært', 'populaert', 'Det andre ATV-eigarar kjøper mest.',
   'Dei mest populære ATV-delane, tilhengarutstyret og lysa hjå ATV-Huset.'),
  (3, 1, 'Tilbud', 'tilbud', 'Alle varer på kampanje akkurat nå.',
   'Tilbud på ATV-deler, tilhengerutstyr og lys. Se alle kampanjevarer hos ATV-Huset.'),
  (3, 2, 'Tilbod', 'tilbod', 'Alle varer på kampanje akkurat no.',
   'Tilbod på ATV-delar, tilhengarutstyr og lys. Sjå alle kampanjevarer hjå ATV-Huset.'),
  (4, 1, 'Deler til kjøretøyet ditt', 'atv-huset', 'Deler og utstyr som passer til ATV-en eller UTV-en din.',
   'Finn deler som passer til ATV-en eller UTV-en din: velg merke, årsmodell og modell.'),
  (4, 2, 'Delar til køyretøyet ditt', 'atv-huset', 'Delar og utstyr som passar til ATV-en eller UTV-en din.',
   'Finn delar som passar til ATV-en eller UTV-en din: vel merke, årsmodell og modell.');

-- Inverted index of the Norwegian full-text lexemes: one row per lexeme with the ids of the
-- products containing it, packed as 4-byte big-endian integers (int4send), ascending. Reading a
-- few of these rows is much cheaper on PGlite than a GIN bitmap scan over thousands of rows.
-- COLLATE "C": byte order on PGlite and PostgreSQL alike (prefix ranges in the API process).
CREATE TABLE search_terms (
  language_id smallint NOT NULL,
  term text COLLATE "C" NOT NULL,
  products integer NOT NULL,
  product_ids bytea NOT NULL,
  name_product_ids bytea NOT NULL,          -- the subset whose name contains the term
  PRIMARY KEY (language_id, term)
);
CREATE INDEX search_terms_trgm_idx ON search_terms USING gin (term gin_trgm_ops);

-- Distinct words of product names plus brand and category names, for typeahead.
CREATE TABLE search_words (
  language_id smallint NOT NULL,
  word text COLLATE "C" NOT NULL,           -- lower case, as suggested
  kind text NOT NULL CHECK (kind IN ('word', 'brand', 'category')),
  products integer NOT NULL,
  PRIMARY KEY (language_id, word)
);
CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);

-- Rebuilds both tables from the catalogue. Run after every import (the seed does).
CREATE FUNCTION refresh_search_index() RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_terms;
  INSERT INTO search_terms (language_id, term, products, product_ids, name_product_ids)
  SELECT a.language_id, a.term, a.products, a.ids, COALESCE(n.ids, ''::bytea)
    FROM (SELECT pt.language_id, u.lexeme AS term, count(*)::int AS products,
                 string_agg(int4send(pt.product_id), ''::bytea ORDER BY pt.product_id) AS ids
            FROM product_translations pt
            JOIN products p ON p.id = pt.product_id AND p.published
           CROSS JOIN LATERAL unnest(pt.search_vector) u
           -- '-123456' is the number half of an article number; those match in the API process
           WHERE u.lexeme !~ '^-[0-9]+$'
           GROUP BY 1, 2) a
    LEFT JOIN (SELECT pt.language_id, u.lexeme AS term,
                      string_agg(int4send(pt.product_id), ''::bytea ORDER BY pt.product_id) AS ids
                 FROM product_translations pt
                 JOIN products p ON p.id = pt.product_id AND p.published
                CROSS JOIN LATERAL unnest(to_tsvector('norwegian', pt.name)) u
                GROUP BY 1, 2) n USING (language_id, term);

  DELETE FROM search_words;
  INSERT INTO search_words (language_id, word, kind, products)
  SELECT language_id, word, 'word', count(DISTINCT product_id)::int
    FROM (SELECT pt.language_id, pt.product_id,
                 regexp_split_to_table(lower(pt.name), '[^[:alnum:]æøåäöüé]+') AS word
            FROM product_translations pt
            JOIN products p ON p.id = pt.product_id AND p.published) w
   WHERE length(word) >= 2 AND word ~ '[[:alpha:]]'
     AND ts_lexize('norwegian_stem', word) <> '{}'   -- stop words (for, med, til...)
   GROUP BY 1, 2;
  INSERT INTO search_words (language_id, word, kind, products)
  SELECT l.id, lower(b.name), 'brand', count(p.id)::int
    FROM brands b CROSS JOIN languages l
    JOIN products p ON p.brand_id = b.id AND p.published
   GROUP BY 1, 2
  ON CONFLICT (language_id, word) DO UPDATE SET kind = 'brand', products = EXCLUDED.products;
  INSERT INTO search_words (language_id, word, kind, products)
  SELECT ct.language_id, lower(ct.name), 'category', count(p.id)::int
    FROM category_translations ct
    JOIN product_categories pc ON pc.category_id = ct.category_id
    JOIN products p ON p.id = pc.product_id AND p.published
   GROUP BY 1, 2
  ON CONFLICT (language_id, word) DO UPDATE SET kind = 'category', products = EXCLUDED.products;
$$;

-- Bumped by every statement that changes what product lists show, so API processes rebuild
-- their in-memory list index only when something changed (stock updates do not count).
CREATE TABLE catalogue_state (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO catalogue_state DEFAULT VALUES;

CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_state SET version = version + 1;
  RETURN NULL;
END $$;

CREATE TRIGGER products_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER product_translations_version AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF name
  ON product_translations FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER product_categories_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON product_categories FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER product_parameters_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON product_parameters FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER skus_version AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF name, product_id
  ON skus FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER discount_campaigns_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON discount_campaigns FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER discount_campaign_products_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON discount_campaign_products FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER discount_campaign_translations_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON discount_campaign_translations FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER lists_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON lists FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER search_terms_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON search_terms FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();

SELECT refresh_search_index();
