-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
-- Migration 17: what each technical warning of an entry was for, as codes
-- separated by spaces (report_verdict_warnings in src/report-verdict.h:
-- score, score-missing, coord, blank, score2, total), for the results
-- mail and the round page's remarks.  NULL for entries judged before.
ALTER TABLE entry ADD COLUMN warning_codes TEXT;
