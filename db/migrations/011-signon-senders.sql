-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
-- Migration 11 (issue 18): wrong sign-ons counted per player and sender
-- address, so that nobody can lock a player out.  The player row keeps the
-- count of the registered address's own wrong sign-ons (failed_signons,
-- last_failed); every other address has its own row here (sender lower
-- case, '' for a mail without one).  signon_warned: when the registered
-- address was last told that another address failed repeatedly (at most
-- once a day).
CREATE TABLE signon_failure (
	player_id	INTEGER NOT NULL REFERENCES player(id),
	sender		TEXT NOT NULL,
	failures	INTEGER NOT NULL,
	last_failed	TEXT NOT NULL,
	PRIMARY KEY (player_id, sender)
);
ALTER TABLE player ADD COLUMN signon_warned TEXT;
