-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
-- Migration 20: entries to open contests held because the sender's
-- authentication failed ([auth] require = dmarc; issue 18).  A held entry
-- is not an entry: it waits here until the organiser releases it
-- (contest held NAME release ID: entered then as if it had arrived when it
-- did) or rejects it; either way the row is deleted (the mail stays in the
-- spool).  name: given by NAME in the mail, from_name: the From display
-- name (the entrant's name if a release makes one); why: what failed
-- ("DMARC", "SPF", "DKIM", "SPF, DKIM").
CREATE TABLE held_entry (
	id		INTEGER PRIMARY KEY,
	contest_id	INTEGER NOT NULL REFERENCES contest(id),
	round		INTEGER NOT NULL,
	spool_id	INTEGER REFERENCES spool(id),
	email		TEXT NOT NULL,
	name		TEXT,
	from_name	TEXT,
	received	TEXT NOT NULL,
	move		TEXT NOT NULL,
	claimed		INTEGER,
	move2		TEXT,
	claimed2	INTEGER,
	claimed_total	INTEGER,
	why		TEXT NOT NULL
);
CREATE INDEX held_entry_contest ON held_entry(contest_id, round);
