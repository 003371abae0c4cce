-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
-- Migration 7: the arbiter's decisions in a contest (issue 12), each with
-- its reason: a technical or disciplinary warning (warnings: 1 or 4), an
-- elimination, an entry annulled (score 0) or its score corrected.  The
-- entry keeps the score that counts; previous is the one it had.  Shown in
-- the contest's history ("contest show") and its bulletins.
CREATE TABLE decision (
	id		INTEGER PRIMARY KEY,
	contest_id	INTEGER NOT NULL REFERENCES contest(id),
	entrant_id	INTEGER REFERENCES entrant(id),
	round		INTEGER,
	kind		TEXT NOT NULL CHECK (kind IN ('technical',
			    'disciplinary', 'eliminate', 'annul', 'correct')),
	warnings	INTEGER NOT NULL DEFAULT 0,
	score		INTEGER,
	previous	INTEGER,
	reason		TEXT NOT NULL,
	made		TEXT NOT NULL
);
CREATE INDEX decision_contest ON decision(contest_id);
CREATE INDEX decision_entrant ON decision(entrant_id);
