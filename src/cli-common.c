/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cli-common.c: what the command-line sub-commands share: opening the
 * lexicon, reading a board from --cgp or --board, parsing a rack or an
 * on/off option, each with an error message that says what was wrong and
 * what to do; the final flush of the output.  Nothing here calls an
 * adapter: the front program (scrabmail.c) links it.  What the listings
 * share is in cli-listing.c.
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "util.h"

#define BOARD_FILE_MAX (64 * 1024)

int
cli_open_lexicon(struct lexfile *lf, const char *path)
{
	char err[1024];

	if (lexfile_open(lf, path, err, sizeof err) == -1) {
		log_warnx("%s", err);
		return CLI_ERROR;
	}
	return CLI_OK;
}

int
cli_open_lexicon_whole(struct lexfile *lf, const char *path)
{
	char err[1024];

	if (lexfile_open_whole(lf, path, err, sizeof err) == -1) {
		log_warnx("%s", err);
		return CLI_ERROR;
	}
	return CLI_OK;
}

static void
board_error(const char *what, enum sm_board_status st,
    const struct sm_board_error *e)
{
	if (e->row > 0)
		log_warnx("%s, row %d: %s", what, e->row,
		    sm_board_status_str(st));
	else
		log_warnx("%s: %s (at byte %zu)", what, sm_board_status_str(st),
		    e->offset);
}

int
cli_load_board(struct sm_board *b, const char *cgp, const char *file)
{
	struct sm_board_error e;
	enum sm_board_status st;
	char *text = NULL;
	size_t len;

	memset(&e, 0, sizeof e);
	if (cgp != NULL && file != NULL) {
		log_warnx("give the board once: --cgp or --board, not both");
		return CLI_USAGE;
	}
	if (cgp != NULL) {
		st = sm_board_parse_cgp(b, cgp, strlen(cgp), &e);
		if (st != SM_BOARD_OK) {
			board_error("--cgp", st, &e);
			return CLI_USAGE;
		}
		return CLI_OK;
	}
	if (file != NULL) {
		if (util_read_file(file, BOARD_FILE_MAX, &text, &len) == -1) {
			if (errno == EFBIG)
				log_warnx("board file %s is larger than a "
				    "board (15 lines of 15 squares)", file);
			else
				log_warn("cannot read board file %s", file);
			return CLI_ERROR;
		}
		st = sm_board_parse_text(b, text, len, &e);
		free(text);
		if (st != SM_BOARD_OK) {
			board_error(file, st, &e);
			log_warnx("a board file is 15 lines of 15 squares: "
			    "'.' empty, A-Z a tile, a-z a blank");
			return CLI_USAGE;
		}
		return CLI_OK;
	}
	sm_board_clear(b);
	return CLI_OK;
}

int
cli_parse_onoff(const char *opt, const char *arg, int *v)
{
	if (strcmp(arg, "on") == 0)
		*v = 1;
	else if (strcmp(arg, "off") == 0)
		*v = 0;
	else {
		log_warnx("%s %s: write on or off", opt, arg);
		return -1;
	}
	return 0;
}

int
cli_parse_rack(struct sm_rack *rack, const char *text)
{
	enum sm_rack_status st;
	size_t off = 0;

	st = sm_rack_parse(rack, text, strlen(text), &off);
	switch (st) {
	case SM_RACK_OK:
		return CLI_OK;
	case SM_RACK_TOO_MANY:
		log_warnx("rack '%s' has more than %d tiles", text,
		    SM_RACK_MAX);
		break;
	case SM_RACK_BAD_CHAR:
		log_warnx("rack '%s': character %zu is neither a letter nor "
		    "'?' (a blank)", text, off + 1);
		break;
	}
	return CLI_USAGE;
}

int
cli_flush(int rc)
{
	if (fflush(stdout) == EOF || ferror(stdout)) {
		log_warn("cannot write the output");
		return CLI_ERROR;
	}
	return rc;
}
