-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
-- Migration 4: free games by mail ("partida liberă", "liber mărunțel"):
-- the game, its players in seat order, and every turn taken.

-- A game.  The seed fixes the seat order and every draw; it stays secret
-- until the end, its SHA-256 is mailed at the start.  state is the engine's
-- saved game (sm_free_save) after the last turn.
CREATE TABLE game (
	id		INTEGER PRIMARY KEY,
	variant		TEXT NOT NULL CHECK (variant IN ('free', 'maruntel')),
	seed		TEXT NOT NULL,
	seed_hash	TEXT NOT NULL,
	end_scoring	INTEGER NOT NULL DEFAULT 1 CHECK (end_scoring IN (0, 1)),
	status		TEXT NOT NULL DEFAULT 'new'
			CHECK (status IN ('new', 'playing', 'over')),
	state		TEXT,
	created		TEXT NOT NULL
);

-- Who plays: seat 0 moves first.
CREATE TABLE game_player (
	game_id		INTEGER NOT NULL REFERENCES game(id),
	seat		INTEGER NOT NULL CHECK (seat >= 0),
	player_id	INTEGER NOT NULL REFERENCES player(id),
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
	spool_id	INTEGER REFERENCES spool(id)
);
CREATE INDEX game_move_game ON game_move(game_id, id);
CREATE INDEX game_player_player ON game_player(player_id);
