-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
-- Migration 5: correspondence championships of free games: the
-- championship and its settings, its players and their groups, the games'
-- clocks (when the turn began, downtime added, the reminders sent), the
-- timeouts, the players' leave ("vacanță"), the ratings, and the clock's
-- heartbeat (to tell downtime).

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
	started		TEXT
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

-- A game of a championship has its clock: turn_since is when the turn
-- began (seconds since the epoch), extension the seconds added to its
-- deadline after downtime, reminded 1 once the reminder before the
-- deadline went out and 2 once the late notice did.
ALTER TABLE game ADD COLUMN champ_id INTEGER REFERENCES championship(id);
ALTER TABLE game ADD COLUMN group_no INTEGER NOT NULL DEFAULT 0;
ALTER TABLE game ADD COLUMN turn_since INTEGER;
ALTER TABLE game ADD COLUMN extension INTEGER NOT NULL DEFAULT 0;
ALTER TABLE game ADD COLUMN reminded INTEGER NOT NULL DEFAULT 0;
CREATE INDEX game_champ ON game(champ_id);

-- The timeouts a player has had in a game.
ALTER TABLE game_player ADD COLUMN timeouts INTEGER NOT NULL DEFAULT 0;

-- Why a turn was taken for the player: the clock ran out (a pass, or the
-- resignation that forfeits), or an illegal move cost the turn.
ALTER TABLE game_move ADD COLUMN cause TEXT
	CHECK (cause IS NULL OR cause IN ('timeout', 'illegal'));

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
