-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
-- Migration 22: rounds opened at a given time (issue 15).  opens_weekly:
-- after a round closes, the next one (drawn then) opens at the next such
-- weekday and time on the organiser's wall clock ("sat 08:00"), not at
-- the close; NULL: at the close, as before.
ALTER TABLE contest ADD COLUMN opens_weekly TEXT;
