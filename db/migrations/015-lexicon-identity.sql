-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
-- Migration 15: lexicons named by their words (issue 16).  A contest
-- records the identity of its lexicon (lexicon_id: the SHA-256 of the
-- sorted folded word list, src/engine/lexicon.c) rather than the file's
-- checksum, so that the same words rebuilt later are accepted.  Rows of
-- before keep lexicon_id NULL: their file checksum (lexicon_sum) is taken
-- as a legacy identity, and the first time the program finds a file of
-- that checksum it records the file's identity here (game-contest.c).  A
-- championship gets the same pair: lexicon (the file given, absolute, or
-- NULL: the configured or default one) and lexicon_id (NULL for those of
-- before: judged with the configured or default lexicon, as they were).
ALTER TABLE contest ADD COLUMN lexicon_id TEXT;
ALTER TABLE championship ADD COLUMN lexicon TEXT;
ALTER TABLE championship ADD COLUMN lexicon_id TEXT;
