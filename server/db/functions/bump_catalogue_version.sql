-- Trigger: any write to the catalogue's tables moves catalogue_state.version, which the API
-- processes poll (server/search/catalogue-freshness.ts) to drop their catalogue caches.
-- Triggers: 0002, 0010.
CREATE OR REPLACE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_state SET version = version + 1;
  RETURN NULL;
END $$;
