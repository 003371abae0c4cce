/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cli-table.c: the table of command-line sub-commands (each defined in its
 * cli-<name>.c), sorted by name (a unit test checks it), and the lookup by
 * full name or unambiguous prefix.
 */
#include "config.h"

#include <string.h>

#include "cli.h"

const struct cli_cmd *const cli_table[] = {
	&cli_cmd_championship,
	&cli_cmd_check,
	&cli_cmd_contest,
	&cli_cmd_daemon,
	&cli_cmd_demo,
	&cli_cmd_game,
	&cli_cmd_ingest,
	&cli_cmd_init,
	&cli_cmd_lexicon,
	&cli_cmd_outbox,
	&cli_cmd_player,
	&cli_cmd_publish,
	&cli_cmd_score,
	&cli_cmd_send,
	&cli_cmd_series,
	&cli_cmd_spool,
	&cli_cmd_tick,
	&cli_cmd_top,
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
		if (strcmp(cli_table[i]->name, name) == 0)
			return cli_table[i];
		if (strncmp(cli_table[i]->name, name, n) == 0) {
			if (found != NULL)
				return NULL;	/* ambiguous */
			found = cli_table[i];
		}
	}
	return found;
}
