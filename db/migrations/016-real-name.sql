-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
-- Migration 16 (issue 14): a player's real name ("Ana Popescu"), set by the
-- organiser (player add/set --real-name) or by the player (NAME by mail);
-- used in greetings, standings and pages.  NULL: the login is shown.
ALTER TABLE player ADD COLUMN real_name TEXT;
