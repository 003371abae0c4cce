-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
-- Migration 1: players, the spool of incoming mail and the outbox.

-- Registered players.  The password is a crypt(3) hash (yescrypt), never the
-- password itself; failed sign-ons are counted to slow down guessing.
CREATE TABLE player (
	id		INTEGER PRIMARY KEY,
	name		TEXT NOT NULL COLLATE NOCASE UNIQUE,
	email		TEXT NOT NULL COLLATE NOCASE,
	pwhash		TEXT,
	lang		TEXT NOT NULL DEFAULT 'ro' CHECK (lang IN ('ro', 'en')),
	created		TEXT NOT NULL,
	failed_signons	INTEGER NOT NULL DEFAULT 0,
	last_failed	TEXT
);
CREATE INDEX player_email ON player(email);

-- Every incoming message, stored raw before it is parsed.  status:
--   new        stored, not processed yet (processed on the next run)
--   done       processed, its answers are in the outbox
--   ignored    not to be answered (auto-reply, bounce, list, our own mail)
--   duplicate  the same message was seen before (same bytes or Message-ID)
--   failed     could not be processed (reason says why; kept for the admin)
CREATE TABLE spool (
	id		INTEGER PRIMARY KEY,
	received	TEXT NOT NULL,
	source		TEXT NOT NULL,
	source_ref	TEXT,
	sha256		TEXT NOT NULL,
	message_id	TEXT,
	sender		TEXT,
	subject		TEXT,
	status		TEXT NOT NULL DEFAULT 'new'
			CHECK (status IN ('new', 'done', 'ignored', 'duplicate', 'failed')),
	reason		TEXT,
	processed	TEXT,
	raw		BLOB NOT NULL
);
CREATE INDEX spool_sha256 ON spool(sha256);
CREATE INDEX spool_message_id ON spool(message_id);
CREATE INDEX spool_source_ref ON spool(source, source_ref);
CREATE INDEX spool_status ON spool(status);

-- Outgoing mail, rendered when the transaction that caused it commits.
-- status: queued (to send at next_try), sent (the server said 250), failed
-- (refused for good, or given up after the retry period).
CREATE TABLE outbox (
	id		INTEGER PRIMARY KEY,
	created		TEXT NOT NULL,
	spool_id	INTEGER REFERENCES spool(id),
	sender		TEXT NOT NULL,
	rcpt		TEXT NOT NULL,
	subject		TEXT,
	message_id	TEXT NOT NULL,
	raw		BLOB NOT NULL,
	status		TEXT NOT NULL DEFAULT 'queued'
			CHECK (status IN ('queued', 'sent', 'failed')),
	attempts	INTEGER NOT NULL DEFAULT 0,
	next_try	TEXT NOT NULL,
	last_error	TEXT,
	sent		TEXT
);
CREATE INDEX outbox_queue ON outbox(status, next_try);
CREATE INDEX outbox_rcpt ON outbox(rcpt, created);
