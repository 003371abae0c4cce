-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
-- Migration 7: liber mărunțel's leader ("conducătorul partidei (arbitrul
-- sau unul dintre jucători)", seed 003): 'arbiter', the program opens and
-- every seat is a player; 'player', the opening is player 1's (seat 0),
-- scored for nobody all the same.  A game's and a championship's (which
-- gives it to its games).  Free games keep 'arbiter' (they have none).
ALTER TABLE game ADD COLUMN leader TEXT NOT NULL DEFAULT 'arbiter'
	CHECK (leader IN ('arbiter', 'player'));
ALTER TABLE championship ADD COLUMN leader TEXT NOT NULL DEFAULT 'arbiter'
	CHECK (leader IN ('arbiter', 'player'));
