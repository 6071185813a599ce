-- Trigger (0018): a product joining or leaving a campaign records its price now.
CREATE OR REPLACE FUNCTION price_history_on_campaign_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('atvhuset.seeding', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM record_price_changes(ARRAY[OLD.product_id], now());
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM record_price_changes(ARRAY[NEW.product_id], now());
  END IF;
  RETURN NULL;
END $$;
