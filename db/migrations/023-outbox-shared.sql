-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
-- Migration 23: the texts many outbox rows share, stored once (issue 17).
-- A round's close queues one results mail per entrant as its data, and
-- each held the standings and the next round's texts in both languages
-- (86 % of the row): they are now the numbered texts (n = 0, 1, ...) of
-- one set in outbox_shared, and the rows' xml refers to them ("&_t3;",
-- "&_a3;": report-reply.h); outbox.shared names the row's set (NULL: a
-- row that refers to none, as every row made before).  A set is deleted
-- with the last row that names it (outbox prune).
CREATE TABLE outbox_shared (
	id	INTEGER NOT NULL,
	n	INTEGER NOT NULL,
	text	TEXT NOT NULL,
	PRIMARY KEY (id, n)
);
ALTER TABLE outbox ADD COLUMN shared INTEGER;
