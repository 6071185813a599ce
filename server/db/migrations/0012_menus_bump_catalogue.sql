-- Menus are part of every page's prerendered app shell (server/http/app-shell.ts) and of the
-- catalogue answers the server keeps: a changed menu, its title or an item must bump the
-- catalogue version (0002) too, so every process renders its shell again and forgets its
-- menu answers within seconds instead of serving the old navigation.
CREATE TRIGGER menus_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON menus FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER menu_titles_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON menu_titles FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER menu_items_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON menu_items FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
