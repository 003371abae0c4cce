-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
-- Migration 21 (issue 14): the messages players of a free game send one
-- another by mail (MESSAGE/MESAJ game text), relayed to the opponents and
-- kept here: the game's history shows them, the rate limit counts them
-- (messages_per_day), and no page publishes them.  after_move: the turns
-- played when the message was sent, so that the history places it.
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
