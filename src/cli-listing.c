/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cli-listing.c: what the listing commands share (contest, championship,
 * game, player, series): the filters --running, --over and --waiting, and
 * printing a JSON document (report-json.h).  Apart from cli-common.c,
 * whose helpers the front program links, since this one needs json-glib.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "cli.h"
#include "report-json.h"
#include "util.h"

int
cli_filter_set(int *filter, int f)
{
	if (*filter != 0 && *filter != f) {
		log_warnx("give one of --running, --over and --waiting");
		return -1;
	}
	*filter = f;
	return 0;
}

void
cli_json_print(struct report_json *j)
{
	char *text = report_json_finish(j);

	fputs(text, stdout);
	free(text);
	report_json_free(j);
}
