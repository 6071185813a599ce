-- Campaigns start and end on their own schedule, with no write to trigger on: this records the
-- prices of their products at each start or end passed since the last call (price_history_state),
-- at the boundary's own time. Housekeeping calls it every minute; the row lock makes a second
-- caller wait and then find nothing left. Answers the rows written.
CREATE OR REPLACE FUNCTION record_campaign_boundaries() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  since timestamptz;
  upto timestamptz := now();
  boundary timestamptz;
  written integer := 0;
BEGIN
  SELECT checked_until INTO since FROM price_history_state FOR UPDATE;
  FOR boundary IN
    SELECT DISTINCT b.at FROM (SELECT starts_at AS at FROM discount_campaigns
                               UNION SELECT ends_at FROM discount_campaigns) b
     WHERE b.at > since AND b.at <= upto ORDER BY b.at
  LOOP
    written := written + record_price_changes(ARRAY(
      SELECT dcp.product_id FROM discount_campaign_products dcp
        JOIN discount_campaigns dc ON dc.id = dcp.campaign_id
       WHERE dc.starts_at = boundary OR dc.ends_at = boundary), boundary);
  END LOOP;
  UPDATE price_history_state SET checked_until = upto;
  RETURN written;
END $$;
