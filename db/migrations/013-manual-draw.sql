-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
-- Migration 13: letters given by hand (issue 12).  manual_draw: the
-- contest never draws by itself; each round waits until the arbiter gives
-- its letters (contest letters).  manual_rack: the letters the arbiter gave
-- for a round, with the reason (the contest's history): used once the
-- round was drawn with them; a later row for the same round replaces an
-- earlier one not yet used.
ALTER TABLE contest ADD COLUMN manual_draw INTEGER NOT NULL DEFAULT 0;
CREATE TABLE manual_rack (
	id		INTEGER PRIMARY KEY,
	contest_id	INTEGER NOT NULL REFERENCES contest(id),
	round		INTEGER NOT NULL,
	rack		TEXT NOT NULL,
	rack2		TEXT,
	reason		TEXT NOT NULL,
	made		TEXT NOT NULL,
	used		INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX manual_rack_contest ON manual_rack(contest_id, round);
