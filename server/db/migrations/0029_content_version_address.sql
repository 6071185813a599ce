-- A draft's address and page type belong to the draft: saving a draft with a new alias moved
-- the page shoppers see to that address at once (the old one answered 404, the planned one
-- went public), and discarding the draft did not move it back. Each version now keeps its
-- own; content_areas.alias and page_type are the published version's, set when it is published.
ALTER TABLE content_area_versions ADD COLUMN alias text;
ALTER TABLE content_area_versions ADD COLUMN page_type text;
UPDATE content_area_versions v SET alias = a.alias, page_type = a.page_type
  FROM content_areas a WHERE a.id = v.area_id;
ALTER TABLE content_area_versions ALTER COLUMN page_type SET NOT NULL;
ALTER TABLE content_area_versions ADD CONSTRAINT content_area_versions_page_type
  CHECK (page_type IN ('Front Page', 'Start Page', 'Content Page'));
-- An area never published has no address shoppers can reach.
UPDATE content_areas a SET alias = NULL
 WHERE NOT EXISTS (SELECT 1 FROM content_area_versions v
                    WHERE v.area_id = a.id AND v.state = 'published');
