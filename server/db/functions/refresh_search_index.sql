-- Rebuilds search_terms (each stemmed word's products) and search_words (the typeahead's words
-- with their stemmer lexeme) from the published catalogue; the seed calls it after loading.
CREATE OR REPLACE FUNCTION refresh_search_index() RETURNS void LANGUAGE sql AS $$
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
  INSERT INTO search_words (language_id, word, kind, products, lexeme)
  SELECT language_id, word, 'word', count(DISTINCT product_id)::int,
         COALESCE((ts_lexize('norwegian_stem', word))[1], '')
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
