-- Lists and searches show product cards from the in-memory list index (services/index-cards.ts),
-- so whatever a card shows must bump the catalogue version (0002) when it changes: a product's
-- alias (its link) as well as its name, and its images.
DROP TRIGGER product_translations_version ON product_translations;
CREATE TRIGGER product_translations_version
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF name, alias
  ON product_translations FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER product_images_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON product_images FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
