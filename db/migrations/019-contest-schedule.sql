-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
-- Migration 19: a contest's calendar (issue 15).  deadline_weekly: every
-- round closes at the next weekday and time after it opens, on the
-- organiser's wall clock ("sun 23:59", the timezone setting), instead of
-- round_days after; round_dates: fixed deadlines of some rounds,
-- "N=YYYY-MM-DDTHH:MM:SSZ" joined by ";" (UTC), which win over both.
ALTER TABLE contest ADD COLUMN deadline_weekly TEXT;
ALTER TABLE contest ADD COLUMN round_dates TEXT;
-- When each round was drawn (its opening), for the calendar; NULL for the
-- rounds drawn before this migration.
ALTER TABLE round ADD COLUMN opened TEXT;
