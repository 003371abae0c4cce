-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
-- Migration 8: series of duplicate contests ranked together (a yearly
-- ranking, a correspondence duplicate championship of several games).
-- The rules are in src/game-series.c; here are only rows.

-- A series.  scoring says how it ranks: classic (the total score after
-- each contest's penalties) or top (the number of tops, the Top variant's
-- ranking; only Top-variant contests).  Contests are added and removed
-- while it is open; once over it is final.
CREATE TABLE series (
	id		INTEGER PRIMARY KEY,
	name		TEXT NOT NULL COLLATE NOCASE UNIQUE,
	title		TEXT,
	scoring		TEXT NOT NULL DEFAULT 'classic'
			CHECK (scoring IN ('classic', 'top')),
	status		TEXT NOT NULL DEFAULT 'open'
			CHECK (status IN ('open', 'over')),
	created		TEXT NOT NULL
);

-- Its contests, in order (position 1..); a contest is in at most one
-- series.
CREATE TABLE series_contest (
	contest_id	INTEGER PRIMARY KEY REFERENCES contest(id),
	series_id	INTEGER NOT NULL REFERENCES series(id),
	position	INTEGER NOT NULL CHECK (position >= 1),
	added		TEXT NOT NULL,
	UNIQUE (series_id, position)
);
