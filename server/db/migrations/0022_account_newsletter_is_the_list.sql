-- The account's newsletter setting becomes the newsletter list itself (issue 15): an account is
-- subscribed when its address is in newsletter_subscribers (the footer's sign-up and the settings
-- page's box write the same rows), so the flag 0016 kept on users, which the list never saw, goes.
-- Accounts that had ticked it keep their subscription: their addresses join the list first.
INSERT INTO newsletter_subscribers (email, language_id)
SELECT email, language_id FROM users WHERE newsletter
ON CONFLICT (email) DO NOTHING;

ALTER TABLE users DROP COLUMN newsletter;
