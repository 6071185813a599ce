-- Editors can take a review down (hideReview) and put it back: a hidden review counts in no
-- summary and shows on no page; its writer still finds it as theirs (one review per product).
ALTER TABLE product_reviews ADD COLUMN hidden_at timestamptz;
