/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * fuzz-mail-parse.c: mail_parse() on arbitrary bytes with small limits.
 * Besides not crashing or leaking (ASan), the result must keep its
 * promises: never NULL; an error is one of the enum and comes with a
 * sentence; the text, when set, is valid UTF-8 with no CR and no NUL and
 * at most max_lines lines; header strings are valid UTF-8 on one line;
 * the From address has a lower-case domain.  A broken promise aborts.
 * Built with tests/fuzz/replay.c for 'make check', or with libFuzzer.
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "mail-parse.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void
check_line(const char *s)
{
	if (s == NULL)
		return;
	if (!g_utf8_validate(s, -1, NULL) || strchr(s, '\n') != NULL ||
	    strchr(s, '\r') != NULL || *s == '\0')
		abort();
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct mail_limits lim;
	struct mail_msg *m;
	const char *at, *p;
	size_t lines;

	conf_limits_default(&lim);
	lim.max_size = 64 * 1024;
	lim.max_depth = 4;
	lim.max_parts = 16;
	lim.max_lines = 20;
	m = mail_parse((const char *)data, size, &lim, "fuzz@test.invalid");
	if (m == NULL)
		abort();
	if ((int)m->error < MAIL_OK || m->error > MAIL_ERR_TOO_MANY_LINES ||
	    (int)m->automatic < MAIL_AUTO_NONE ||
	    m->automatic > MAIL_AUTO_LOOP)
		abort();
	if ((m->error == MAIL_OK) != (m->error_detail == NULL))
		abort();
	if (size > lim.max_size && (m->error != MAIL_ERR_TOO_BIG ||
	    m->text != NULL))
		abort();
	if (m->text != NULL) {
		if (!g_utf8_validate(m->text, -1, NULL) ||
		    strchr(m->text, '\r') != NULL)
			abort();
		lines = *m->text != '\0';
		for (p = m->text; *p != '\0'; p++)
			lines += *p == '\n';
		if (lines > lim.max_lines)
			abort();
	} else if (m->error == MAIL_OK || m->error == MAIL_ERR_TOO_MANY_LINES)
		abort();
	check_line(m->message_id);
	check_line(m->from_addr);
	check_line(m->from_name);
	check_line(m->reply_to);
	check_line(m->subject);
	check_line(m->in_reply_to);
	check_line(m->references);
	check_line(m->date);
	if (m->from_addr != NULL) {
		if ((at = strrchr(m->from_addr, '@')) == NULL)
			abort();
		for (p = at; *p != '\0'; p++)
			if (*p >= 'A' && *p <= 'Z')
				abort();
	}
	mail_msg_free(m);
	return 0;
}
