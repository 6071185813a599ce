-- The editor role (issues 16 and 17): an account that may answer questions, publish content and
-- see drafts. Set with `npm run editor -- <e-mail>`; the EDITOR_TOKEN bearer is the other way in.
ALTER TABLE users
  ADD COLUMN role text NOT NULL DEFAULT 'customer' CHECK (role IN ('customer', 'editor'));
