-- Content (issue 17): widget areas editors build from containers and widgets, each in a draft
-- and a published version. The front page is the area of family 'Frontpage'; a content page is
-- an area with an alias (/content/{alias} and /{alias}). Shoppers read the published version;
-- editors save drafts and publish them (server/content).
CREATE TABLE content_areas (
  id serial PRIMARY KEY,
  language_id smallint NOT NULL REFERENCES languages(id),
  family text NOT NULL,
  area_name text NOT NULL,
  -- The address of a content page, without locale prefix; null for areas that are no page.
  alias text,
  page_type text NOT NULL CHECK (page_type IN ('Front Page', 'Start Page', 'Content Page')),
  UNIQUE (language_id, family, area_name),
  UNIQUE (language_id, alias)
);

CREATE TABLE content_area_versions (
  area_id integer NOT NULL REFERENCES content_areas(id) ON DELETE CASCADE,
  state text NOT NULL CHECK (state IN ('draft', 'published')),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  tags jsonb NOT NULL DEFAULT '[]',
  -- [{layout, design, widgets: [{type, configuration, images}]}], checked and sanitised by
  -- server/content/content-rules.ts before it is written.
  containers jsonb NOT NULL,
  revision integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (area_id, state)
);

-- A published change is part of every process's prerendered start page (the app shell renders
-- the front page's first container) and of what the answer caches hold: it bumps the catalogue
-- version, as a menu does (0012). A draft changes nothing a shopper sees and bumps nothing.
CREATE TRIGGER content_published_version AFTER INSERT OR UPDATE ON content_area_versions
  FOR EACH ROW WHEN (NEW.state = 'published') EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER content_unpublished_version AFTER DELETE ON content_area_versions
  FOR EACH ROW WHEN (OLD.state = 'published') EXECUTE FUNCTION bump_catalogue_version();
