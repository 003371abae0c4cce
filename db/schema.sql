-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
--
-- The schema of a new database, as 'scrabmail init' creates it in one
-- transaction.  A database made by an older version is brought up to date by
-- the numbered migrations in db/migrations/ instead (each sets
-- PRAGMA user_version to its number).  Both ways must give the same schema:
-- tests/unit/test-store.c compares them.  Change the schema by adding a
-- migration AND updating this file.

-- Registered players.  The password is a crypt(3) hash (yescrypt), never the
-- password itself; failed sign-ons are counted to slow down guessing: here
-- those from the registered address, in signon_failure those from each
-- other address (migration 11); signon_warned: when the registered address
-- was last told of another address's failures.  real_name (migration 16):
-- the name shown in greetings, standings and pages, or NULL (the login).
CREATE TABLE player (
	id		INTEGER PRIMARY KEY,
	name		TEXT NOT NULL COLLATE NOCASE UNIQUE,
	email		TEXT NOT NULL COLLATE NOCASE,
	pwhash		TEXT,
	lang		TEXT NOT NULL DEFAULT 'ro' CHECK (lang IN ('ro', 'en')),
	created		TEXT NOT NULL,
	failed_signons	INTEGER NOT NULL DEFAULT 0,
	last_failed	TEXT,
	signon_warned	TEXT,
	real_name	TEXT
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

-- Outgoing mail, rendered when the transaction that caused it commits, or
-- queued as its data (xml, to_name; raw empty) and rendered when sent.
-- status: queued (to send at next_try), sent (the server said 250), failed
-- (refused for good, or given up after the retry period).  shared
-- (migration 23): the set of outbox_shared texts the xml refers to, or
-- NULL.  answer, in_reply_to, refs (migration 24): an answer queued as
-- its data (ingest's renderer, outbox.h): 1 and the threading headers it
-- is composed with (NULL: a notice); cleared with xml when it is rendered.
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
	sent		TEXT,
	xml		TEXT,
	to_name		TEXT,
	masked		BLOB,
	shared		INTEGER,
	answer		INTEGER,
	in_reply_to	TEXT,
	refs		TEXT
);
CREATE INDEX outbox_queue ON outbox(status, next_try);
CREATE INDEX outbox_rcpt ON outbox(rcpt, created);

-- The texts many outbox rows queued as their data share (migration 23): a
-- round's results mails each hold the standings and the next round's
-- texts, stored once here as the texts n = 0, 1, ... of a set; the rows'
-- xml refers to them ("&_t3;", "&_a3;": report-reply.h) and outbox.shared
-- names the set.  A set is deleted with the last row that names it
-- (outbox prune).
CREATE TABLE outbox_shared (
	id	INTEGER NOT NULL,
	n	INTEGER NOT NULL,
	text	TEXT NOT NULL,
	PRIMARY KEY (id, n)
);

-- A contest.  The seed fixes every draw; it stays secret until the end, its
-- SHA-256 is published at the start.  state is the engine's saved game
-- (sm_dup_save) after the current round's draw.
CREATE TABLE contest (
	id		INTEGER PRIMARY KEY,
	name		TEXT NOT NULL COLLATE NOCASE UNIQUE,
	variant		TEXT NOT NULL,
	entry		TEXT NOT NULL DEFAULT 'open'
			CHECK (entry IN ('open', 'registered')),
	address		TEXT COLLATE NOCASE,
	lexicon		TEXT,
	lexicon_sum	TEXT NOT NULL,
	seed		TEXT NOT NULL,
	seed_hash	TEXT NOT NULL,
	round_days	INTEGER NOT NULL DEFAULT 7 CHECK (round_days > 0),
	solo_bonus	INTEGER NOT NULL DEFAULT 1 CHECK (solo_bonus IN (0, 1)),
	feedback	TEXT NOT NULL DEFAULT 'after-deadline'
			CHECK (feedback IN ('on-receipt', 'after-deadline')),
	score_required	INTEGER NOT NULL DEFAULT 0 CHECK (score_required IN (0, 1)),
	status		TEXT NOT NULL DEFAULT 'new'
			CHECK (status IN ('new', 'running', 'over')),
	state		TEXT,
	created		TEXT NOT NULL,
	last_round	INTEGER,
	review		INTEGER NOT NULL DEFAULT 0,
	tactic_order	TEXT NOT NULL DEFAULT 'free'
			CHECK (tactic_order IN ('free', 'imposed')),
	redraw_triples	INTEGER NOT NULL DEFAULT 0
			CHECK (redraw_triples IN (0, 1)),
	manual_draw	INTEGER NOT NULL DEFAULT 0,
	-- the lexicon's identity by words (migration 15); NULL: a contest
	-- of before, whose lexicon_sum (a file checksum) stands for it
	lexicon_id	TEXT,
	-- the calendar (migration 19): "sun 23:59" and the dates per round
	deadline_weekly	TEXT,
	round_dates	TEXT,
	-- rounds opened at a weekday and time (migration 22): "sat 08:00"
	opens_weekly	TEXT
);

-- Who takes part: a registered player (championships) or a reader known by
-- address and the name they give (open contests).
CREATE TABLE entrant (
	id		INTEGER PRIMARY KEY,
	contest_id	INTEGER NOT NULL REFERENCES contest(id),
	player_id	INTEGER REFERENCES player(id),
	email		TEXT NOT NULL COLLATE NOCASE,
	name		TEXT NOT NULL,
	joined		TEXT NOT NULL,
	stopped		TEXT,
	UNIQUE (contest_id, email)
);

-- A round as drawn (board and racks before any move), and once closed its
-- top, the other tops of the same score and the best score of the room.
CREATE TABLE round (
	id		INTEGER PRIMARY KEY,
	contest_id	INTEGER NOT NULL REFERENCES contest(id),
	number		INTEGER NOT NULL,
	state		TEXT NOT NULL,
	board		TEXT NOT NULL,
	rack		TEXT NOT NULL,
	rack2		TEXT,
	deadline	TEXT NOT NULL,
	reminded	INTEGER NOT NULL DEFAULT 0,
	status		TEXT NOT NULL DEFAULT 'open'
			CHECK (status IN ('open', 'closed')),
	outcome		TEXT CHECK (outcome IN ('played', 'repeated', 'none')),
	top_move	TEXT,
	top_score	INTEGER,
	tops		TEXT,
	best_score	INTEGER,
	closed		TEXT,
	cancelled	INTEGER NOT NULL DEFAULT 0,
	opened		TEXT,
	UNIQUE (contest_id, number)
);

-- One entrant's entry for a round: the last one received before the
-- deadline counts (it replaces the earlier).  verdict, score, warnings,
-- bonus are set when the round closes.
CREATE TABLE entry (
	id		INTEGER PRIMARY KEY,
	round_id	INTEGER NOT NULL REFERENCES round(id),
	entrant_id	INTEGER NOT NULL REFERENCES entrant(id),
	spool_id	INTEGER REFERENCES spool(id),
	received	TEXT NOT NULL,
	move		TEXT NOT NULL,
	claimed		INTEGER,
	move2		TEXT,
	claimed2	INTEGER,
	claimed_total	INTEGER,
	canonical	TEXT,
	verdict		TEXT,
	score		INTEGER,
	warnings	INTEGER NOT NULL DEFAULT 0,
	bonus		INTEGER NOT NULL DEFAULT 0,
	top		INTEGER NOT NULL DEFAULT 0,
	verdict_code	TEXT,
	verdict_square	TEXT,
	verdict_letter	TEXT,
	verdict_words	TEXT,
	warning_codes	TEXT,
	UNIQUE (round_id, entrant_id)
);
CREATE INDEX entry_entrant ON entry(entrant_id);

-- The arbiter's decisions in a contest, each with its reason: a technical
-- or disciplinary warning (warnings: 1 or 4), an elimination, an entry
-- annulled (score 0) or its score corrected (previous: the score it had);
-- on the whole contest (entrant_id NULL): a round cancelled, the last round
-- fixed, the contest ended.
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

-- The letters the arbiter gave by hand for a round (migration 13), with
-- the reason; used once the round was drawn with them.  A contest with
-- manual_draw never draws by itself: each round waits for its letters.
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

-- Entries to open contests held (migration 20) because the sender's
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

-- Free games by mail (migration 4).
CREATE TABLE game (
	id		INTEGER PRIMARY KEY,
	variant		TEXT NOT NULL CHECK (variant IN ('free', 'maruntel')),
	seed		TEXT NOT NULL,
	seed_hash	TEXT NOT NULL,
	end_scoring	INTEGER NOT NULL DEFAULT 1 CHECK (end_scoring IN (0, 1)),
	status		TEXT NOT NULL DEFAULT 'new'
			CHECK (status IN ('new', 'playing', 'over')),
	state		TEXT,
	created		TEXT NOT NULL,
	champ_id	INTEGER REFERENCES championship(id),
	group_no	INTEGER NOT NULL DEFAULT 0,
	turn_since	INTEGER,
	extension	INTEGER NOT NULL DEFAULT 0,
	reminded	INTEGER NOT NULL DEFAULT 0,
	leader		TEXT NOT NULL DEFAULT 'arbiter'
			CHECK (leader IN ('arbiter', 'player')),
	adjudged	TEXT
			CHECK (adjudged IS NULL OR adjudged IN ('win', 'draw', 'loss')),
	adjudged_seat	INTEGER NOT NULL DEFAULT -1
);
CREATE INDEX game_champ ON game(champ_id);

-- Who plays: seat 0 moves first.
CREATE TABLE game_player (
	game_id		INTEGER NOT NULL REFERENCES game(id),
	seat		INTEGER NOT NULL CHECK (seat >= 0),
	player_id	INTEGER NOT NULL REFERENCES player(id),
	timeouts	INTEGER NOT NULL DEFAULT 0,
	PRIMARY KEY (game_id, seat),
	UNIQUE (game_id, player_id)
);

-- One turn (or end-of-game line) of a game, in order: number is the turn's
-- move number (the one players write), text the move in canonical form or
-- the tiles exchanged, rack the player's rack before it (for the GCG).
CREATE TABLE game_move (
	id		INTEGER PRIMARY KEY,
	game_id		INTEGER NOT NULL REFERENCES game(id),
	number		INTEGER NOT NULL,
	seat		INTEGER NOT NULL,
	kind		TEXT NOT NULL
			CHECK (kind IN ('play', 'exchange', 'pass', 'resign', 'end')),
	text		TEXT NOT NULL DEFAULT '',
	score		INTEGER NOT NULL DEFAULT 0,
	total		INTEGER NOT NULL DEFAULT 0,
	rack		TEXT NOT NULL DEFAULT '',
	created		TEXT NOT NULL,
	spool_id	INTEGER REFERENCES spool(id),
	cause		TEXT
			CHECK (cause IS NULL OR cause IN ('timeout', 'illegal')),
	clock_before	TEXT
);
CREATE INDEX game_move_game ON game_move(game_id, id);

-- The arbiter's decisions on a game (migration 18), each with its reason:
-- a takeback (text: the turn undone), an adjudication (text: the result),
-- a deadline moved, a player replaced.
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
CREATE INDEX game_player_player ON game_player(player_id);

-- A championship.  Its settings are fixed at creation; its seed orders the
-- players into groups and seeds every game (each game's own seed is
-- derived from it and the game's number).
CREATE TABLE championship (
	id		INTEGER PRIMARY KEY,
	name		TEXT NOT NULL COLLATE NOCASE UNIQUE,
	variant		TEXT NOT NULL DEFAULT 'free'
			CHECK (variant IN ('free', 'maruntel')),
	players_per_game INTEGER NOT NULL DEFAULT 2
			CHECK (players_per_game BETWEEN 2 AND 8),
	group_size	INTEGER NOT NULL DEFAULT 0,
	cycles		INTEGER NOT NULL DEFAULT 1 CHECK (cycles BETWEEN 1 AND 4),
	days_per_move	INTEGER NOT NULL DEFAULT 3 CHECK (days_per_move >= 1),
	remind_days	INTEGER NOT NULL DEFAULT 1 CHECK (remind_days >= 0),
	grace_days	INTEGER NOT NULL DEFAULT 0 CHECK (grace_days >= 0),
	timeout		TEXT NOT NULL DEFAULT 'pass'
			CHECK (timeout IN ('pass', 'forfeit')),
	timeout_limit	INTEGER NOT NULL DEFAULT 3 CHECK (timeout_limit >= 1),
	illegal		TEXT NOT NULL DEFAULT 'retry'
			CHECK (illegal IN ('retry', 'pass')),
	end_scoring	INTEGER NOT NULL DEFAULT 1 CHECK (end_scoring IN (0, 1)),
	rated		INTEGER NOT NULL DEFAULT 0 CHECK (rated IN (0, 1)),
	leave_days	INTEGER NOT NULL DEFAULT 30 CHECK (leave_days >= 0),
	timezone	TEXT NOT NULL DEFAULT 'UTC',
	seed		TEXT NOT NULL,
	seed_hash	TEXT NOT NULL,
	status		TEXT NOT NULL DEFAULT 'new'
			CHECK (status IN ('new', 'playing', 'over')),
	created		TEXT NOT NULL,
	started		TEXT,
	leader		TEXT NOT NULL DEFAULT 'arbiter'
			CHECK (leader IN ('arbiter', 'player')),
	open_signup	INTEGER NOT NULL DEFAULT 0
			CHECK (open_signup IN (0, 1)),
	-- the lexicon file given (absolute) and its identity by words
	-- (migration 15); lexicon_id NULL: the configured or default one
	lexicon		TEXT,
	lexicon_id	TEXT
);

-- Who plays; group is 0 until the start.  rating_start is the player's
-- rating when the championship started (rated championships).
CREATE TABLE championship_player (
	champ_id	INTEGER NOT NULL REFERENCES championship(id),
	player_id	INTEGER NOT NULL REFERENCES player(id),
	group_no	INTEGER NOT NULL DEFAULT 0,
	rating_start	REAL,
	joined		TEXT NOT NULL,
	PRIMARY KEY (champ_id, player_id)
);
CREATE INDEX championship_player_player ON championship_player(player_id);

-- Leave: days (first_day, a date in the championship's time zone, and the
-- number of days) during which a player's clocks stop.
CREATE TABLE player_leave (
	id		INTEGER PRIMARY KEY,
	player_id	INTEGER NOT NULL REFERENCES player(id),
	first_day	TEXT NOT NULL,
	days		INTEGER NOT NULL CHECK (days BETWEEN 1 AND 366),
	created		TEXT NOT NULL,
	spool_id	INTEGER REFERENCES spool(id)
);
CREATE INDEX player_leave_player ON player_leave(player_id, first_day);

-- Ratings across championships (src/engine/rating.h), and each rated
-- game's change.
CREATE TABLE rating (
	player_id	INTEGER PRIMARY KEY REFERENCES player(id),
	rating		REAL NOT NULL,
	games		INTEGER NOT NULL DEFAULT 0,
	peak_2200	INTEGER NOT NULL DEFAULT 0,
	updated		TEXT NOT NULL
);
CREATE TABLE rating_change (
	game_id		INTEGER NOT NULL REFERENCES game(id),
	player_id	INTEGER NOT NULL REFERENCES player(id),
	before		REAL NOT NULL,
	after		REAL NOT NULL,
	PRIMARY KEY (game_id, player_id)
);

-- The clock's heartbeat: the last time the deadlines were looked at
-- (name 'heartbeat', seconds since the epoch).
CREATE TABLE clock (
	name		TEXT PRIMARY KEY,
	value		INTEGER NOT NULL
);

-- A series of duplicate contests ranked together (migration 8): scoring
-- classic (total score after each contest's penalties) or top (number of
-- tops; Top-variant contests only); open while contests may be added.
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

-- A series' contests in order (position 1..); a contest is in at most one
-- series.
CREATE TABLE series_contest (
	contest_id	INTEGER PRIMARY KEY REFERENCES contest(id),
	series_id	INTEGER NOT NULL REFERENCES series(id),
	position	INTEGER NOT NULL CHECK (position >= 1),
	added		TEXT NOT NULL,
	UNIQUE (series_id, position)
);

-- Wrong sign-ons as a player from an address other than the player's
-- registered one (migration 11): sender lower case ('' for none), the wrong
-- ones in a row and the last one's time.  Deleted by a good sign-on from
-- that address.
CREATE TABLE signon_failure (
	player_id	INTEGER NOT NULL REFERENCES player(id),
	sender		TEXT NOT NULL,
	failures	INTEGER NOT NULL,
	last_failed	TEXT NOT NULL,
	PRIMARY KEY (player_id, sender)
);

-- Sign-up by mail (migration 14): a request from an address no player has,
-- waiting for the code mailed there (unconfirmed: code_hash the code's
-- SHA-256, never the code), then for the organiser (pending), approved (a
-- player made), rejected (with a reason), or void (superseded by a newer
-- request from the address, or too many wrong codes).
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

-- A free game's messages between its players (migration 21): relayed to
-- the opponents, shown in the game's history, never published; after_move
-- is the number of turns played when it was sent.
CREATE TABLE game_message (
	id		INTEGER PRIMARY KEY,
	game_id		INTEGER NOT NULL REFERENCES game(id),
	player_id	INTEGER NOT NULL REFERENCES player(id),
	after_move	INTEGER NOT NULL CHECK (after_move >= 0),
	text		TEXT NOT NULL,
	created		TEXT NOT NULL,
	spool_id	INTEGER REFERENCES spool(id)
);
CREATE INDEX game_message_game ON game_message(game_id, id);
CREATE INDEX game_message_player ON game_message(player_id, created);
