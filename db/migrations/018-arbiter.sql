-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
-- Migration 18 (issue 15): the arbiter of a championship.  A game the
-- arbiter adjudicated keeps its engine state as it stood and says so in
-- adjudged ('win' for the seat adjudged_seat, 'draw', or 'loss': a double
-- loss).  Each turn's first row keeps the clock as it was before it
-- (clock_before: "turn_since extension reminded"), so that a takeback
-- restores it.  Each arbiter's decision on a game is a game_event row, with
-- its reason (shown in HISTORY and on the game page).
ALTER TABLE game ADD COLUMN adjudged TEXT
	CHECK (adjudged IS NULL OR adjudged IN ('win', 'draw', 'loss'));
ALTER TABLE game ADD COLUMN adjudged_seat INTEGER NOT NULL DEFAULT -1;
ALTER TABLE game_move ADD COLUMN clock_before TEXT;
CREATE TABLE game_event (
	id		INTEGER PRIMARY KEY,
	game_id		INTEGER NOT NULL REFERENCES game(id),
	kind		TEXT NOT NULL
			CHECK (kind IN ('takeback', 'adjudicate', 'deadline',
			    'replace')),
	text		TEXT NOT NULL DEFAULT '',
	reason		TEXT NOT NULL,
	created		TEXT NOT NULL
);
CREATE INDEX game_event_game ON game_event(game_id, id);
