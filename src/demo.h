/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * demo.h: the embedded default job ('scrabmail demo'): a newspaper's open
 * duplicate contest played from start to finish by six readers who write
 * from different mail clients (plain UTF-8 with format=flowed, Outlook's
 * Windows-1250 and HTML, Gmail's base64, a phone, HTML only, an old client
 * in ISO-8859-2) and make the mistakes readers make (a word not in the
 * lexicon, a wrong claimed score, a late entry, a move changed before the
 * deadline).  Every mail goes through the real pipeline (spool, parsing,
 * commands, judging, answers, outbox) on a database of its own.
 */
#ifndef SM_DEMO_H
#define SM_DEMO_H

#include <stdio.h>

struct conf;

enum { DEMO_RO = 0, DEMO_EN = 1 };

/* The demo contest's name, for publishing its pages. */
#define DEMO_CONTEST	"Ziarul Demo"

/* Play the contest on a new database in dir (created if missing; must not
 * hold a database already), writing a round-by-round account on out in
 * language lang and, in dir, the database, the outgoing mails (mail/) and
 * standings.txt.  An entry's refusal, its technical warnings and why the
 * contest ended are worded as on the round pages, from the bulletins'
 * strings.xml of conf's templates (report-strings.h); the percentages in
 * Romanian with a decimal comma.  0, or -1 with *cause. */
int demo_contest(const struct conf *conf, const char *dir, int lang,
    FILE *out, char **cause);

#endif
