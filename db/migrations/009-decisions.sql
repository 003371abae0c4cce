-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
-- Migration 9: the arbiter's decisions in a contest (issue 12), each with
-- its reason: a technical or disciplinary warning (warnings: 1 or 4), an
-- elimination, an entry annulled (score 0) or its score corrected; and on
-- the whole contest (entrant_id NULL): a round cancelled, the last round
-- fixed, the contest ended.  mailed: told in the results mails of the
-- round that closed after it.  The
-- entry keeps the score that counts; previous is the one it had.  Shown in
-- the contest's history ("contest show") and its bulletins.
CREATE TABLE decision (
	id		INTEGER PRIMARY KEY,
	contest_id	INTEGER NOT NULL REFERENCES contest(id),
	entrant_id	INTEGER REFERENCES entrant(id),
	round		INTEGER,
	kind		TEXT NOT NULL CHECK (kind IN ('technical',
			    'disciplinary', 'eliminate', 'annul', 'correct',
			    'cancel-round', 'last-round', 'end')),
	warnings	INTEGER NOT NULL DEFAULT 0,
	score		INTEGER,
	previous	INTEGER,
	reason		TEXT NOT NULL,
	made		TEXT NOT NULL,
	mailed		INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX decision_contest ON decision(contest_id);
CREATE INDEX decision_entrant ON decision(entrant_id);
-- A contest's last round (NULL: until no move is possible), fixed at
-- creation (--rounds N) or later (contest last-round, at least 5 rounds
-- ahead); a round the arbiter cancelled counts for nobody.
ALTER TABLE contest ADD COLUMN last_round INTEGER;
-- review: a round is held at its deadline for the arbiter to review
-- (contest review) and close (contest close-round --top K).
ALTER TABLE contest ADD COLUMN review INTEGER NOT NULL DEFAULT 0;
ALTER TABLE round ADD COLUMN cancelled INTEGER NOT NULL DEFAULT 0;
