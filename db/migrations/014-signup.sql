-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
-- Migration 14: sign-up by mail (issue 15).  A request (REGISTER name from
-- an address no player has) waits for the code mailed to that address
-- (status 'unconfirmed': code_hash is the SHA-256 of the code, never the
-- code; expires when it runs out; tries counts wrong codes), then for the
-- organiser ('pending'), who approves it (a player is made: 'approved') or
-- rejects it with a reason ('rejected'); a request superseded by a newer
-- one from its address, or given up after too many wrong codes, is
-- 'void'.  A championship with open_signup takes JOIN from its players
-- before its start.  An outbox row's masked copy (the message with its
-- secret, a confirmation code or a new password, replaced by stars)
-- replaces raw once the message is sent.
CREATE TABLE signup (
	id		INTEGER PRIMARY KEY,
	name		TEXT NOT NULL COLLATE NOCASE,
	email		TEXT NOT NULL COLLATE NOCASE,
	realname	TEXT,
	lang		TEXT NOT NULL DEFAULT 'ro' CHECK (lang IN ('ro', 'en')),
	status		TEXT NOT NULL DEFAULT 'unconfirmed'
			CHECK (status IN ('unconfirmed', 'pending', 'approved',
			    'rejected', 'void')),
	code_hash	TEXT,
	tries		INTEGER NOT NULL DEFAULT 0,
	requested	TEXT NOT NULL,
	expires		TEXT NOT NULL,
	confirmed	TEXT,
	decided		TEXT,
	reason		TEXT,
	spool_id	INTEGER REFERENCES spool(id)
);
CREATE INDEX signup_email ON signup(email, requested);
CREATE INDEX signup_name ON signup(name, status);
ALTER TABLE championship ADD COLUMN open_signup INTEGER NOT NULL DEFAULT 0
    CHECK (open_signup IN (0, 1));
ALTER TABLE outbox ADD COLUMN masked BLOB;
