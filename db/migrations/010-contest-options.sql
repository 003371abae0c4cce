-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
-- Migration 10: the organiser's options of a duplicate contest (issue 12,
-- seed 000).  tactic_order: the order of the two groups of a tactic
-- contest, 'free' (either group first) or 'imposed' ("poate fi impusă la
-- cererea expresă a organizatorului": the first group, then the second);
-- redraw_triples: 1 to draw again a rack holding three or more of one
-- letter ("poate extrage o nouă grupă de litere").  The racks sent back so
-- are counted in the round's state line (triples=N).
ALTER TABLE contest ADD COLUMN tactic_order TEXT NOT NULL DEFAULT 'free'
	CHECK (tactic_order IN ('free', 'imposed'));
ALTER TABLE contest ADD COLUMN redraw_triples INTEGER NOT NULL DEFAULT 0
	CHECK (redraw_triples IN (0, 1));
