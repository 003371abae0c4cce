-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
-- Migration 3: a mail in the outbox may be queued as its data (the XML the
-- templates render, and the recipient's name) and rendered when it is sent:
-- closing a contest round queues one results mail per entrant, and the
-- rendering, not the judging, is what takes the time.  raw stays empty until
-- the mail is rendered; it is kept once rendered.
ALTER TABLE outbox ADD COLUMN xml TEXT;
ALTER TABLE outbox ADD COLUMN to_name TEXT;
