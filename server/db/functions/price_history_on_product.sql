-- Trigger (0018): a product's regular price written records its price now. The seed writes its
-- own history and sets atvhuset.seeding.
CREATE OR REPLACE FUNCTION price_history_on_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('atvhuset.seeding', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' AND OLD.price_inc_vat_ore = NEW.price_inc_vat_ore THEN RETURN NULL; END IF;
  PERFORM record_price_changes(ARRAY[NEW.id], now());
  RETURN NULL;
END $$;
