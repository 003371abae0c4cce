-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
-- Migration 6: why an entry was refused, as a code and its arguments
-- (src/report-verdict.h), beside the engine's English sentence (verdict):
-- the bulletins word it in each language.  NULL for entries judged before.
ALTER TABLE entry ADD COLUMN verdict_code TEXT;
ALTER TABLE entry ADD COLUMN verdict_square TEXT;
ALTER TABLE entry ADD COLUMN verdict_letter TEXT;
ALTER TABLE entry ADD COLUMN verdict_words TEXT;
