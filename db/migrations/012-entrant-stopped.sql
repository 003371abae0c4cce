-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
-- Migration 12: a reader of an open contest receives every round's results
-- and the next round until they write STOP (issue 14); stopped is when they
-- did (NULL: still receiving).  An entry for a later round clears it.
ALTER TABLE entrant ADD COLUMN stopped TEXT;
