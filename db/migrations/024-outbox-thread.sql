-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
-- Migration 24: an answer queued as its data keeps its threading (issue
-- 17).  'scrabmail ingest' from a Maildir, IMAP or POP3 queues each answer
-- as its data and a second process renders it while the next mail is
-- read (outbox.h, the renderer); a row it has not rendered yet (the run
-- was stopped, the process failed) is rendered when sent, and must be the
-- same mail: answer is 1 for an answer to a mail (Auto-Submitted:
-- auto-replied; NULL: a notice, auto-generated), in_reply_to the
-- Message-ID it answers, refs its References header.  The renderer's
-- result, once stored, clears them (and xml, to_name) as if the row had
-- been queued rendered.
ALTER TABLE outbox ADD COLUMN answer INTEGER;
ALTER TABLE outbox ADD COLUMN in_reply_to TEXT;
ALTER TABLE outbox ADD COLUMN refs TEXT;
