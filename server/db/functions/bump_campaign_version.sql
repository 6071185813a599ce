-- Trigger: any write to the campaign tables replaces campaign_version.token, so a process
-- holding an older copy of the campaigns (server/cart/cart-campaigns.ts) reloads them in the
-- statement that locks the cart. Triggers: 0006.
CREATE OR REPLACE FUNCTION bump_campaign_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE campaign_version SET token = gen_random_uuid()::text;
  RETURN NULL;
END $$;
