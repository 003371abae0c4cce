/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cli-table.c: the table of command-line sub-commands, sorted by name
 * (a unit test checks it), and the lookup by full name or unambiguous
 * prefix.
 */
#include "config.h"

#include <string.h>

#include "cli.h"

const struct cli_cmd cli_table[] = {
	{ "championship", cli_championship, "correspondence championships of free games: create, join, start, show, standings" },
	{ "check",	cli_check,	"say whether words are in the lexicon" },
	{ "contest",	cli_contest,	"duplicate contests: create, join, start, show, close a round, standings" },
	{ "daemon",	cli_daemon,	"run the mail cycle (take in, answer, send) in a loop" },
	{ "demo",	cli_demo,	"the embedded default: a newspaper's contest played by mail" },
	{ "game",	cli_game,	"free games by mail: create, show, print the GCG" },
	{ "ingest",	cli_ingest,	"take in mail (stdin, Maildir, IMAP, POP3) and answer it" },
	{ "init",	cli_init,	"create the database or migrate it to this version" },
	{ "lexicon",	cli_lexicon,	"build a lexicon file from a word list, or describe one" },
	{ "outbox",	cli_outbox,	"list or show outgoing mail" },
	{ "player",	cli_player,	"add, list registered players, set passwords" },
	{ "publish",	cli_publish,	"write a contest's bulletins: XML, web pages, feed, puzzle page" },
	{ "score",	cli_score,	"validate and score one move on a board" },
	{ "send",	cli_send,	"send the queued mail (SMTP, sendmail, Maildir)" },
	{ "spool",	cli_spool,	"list, show or retry incoming mail" },
	{ "tick",	cli_tick,	"deadlines: close rounds, remind, apply timeouts" },
	{ "top",	cli_top,	"best moves for a rack on a board (move generator)" },
};
const size_t cli_table_len = sizeof cli_table / sizeof cli_table[0];

const struct cli_cmd *
cli_find(const char *name)
{
	const struct cli_cmd *found = NULL;
	size_t i, n = strlen(name);

	if (n == 0)
		return NULL;
	for (i = 0; i < cli_table_len; i++) {
		if (strcmp(cli_table[i].name, name) == 0)
			return &cli_table[i];
		if (strncmp(cli_table[i].name, name, n) == 0) {
			if (found != NULL)
				return NULL;	/* ambiguous */
			found = &cli_table[i];
		}
	}
	return found;
}
