/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * game-ctx.c: the game layer's context.  See game-ctx.h.
 */
#include "config.h"

#include <string.h>

#include <glib.h>

#include "conf.h"
#include "game-ctx.h"
#include "movegen.h"
#include "report-xslt.h"
#include "util.h"

void
game_ctx_init(struct game_ctx *g, struct store *st,
    const struct conf *conf,
    struct report_templates *tpl)
{
	memset(g, 0, sizeof *g);
	g->st = st;
	g->conf = conf;
	g->tpl = tpl;
}

void
game_ctx_clear(struct game_ctx *g)
{
	sm_movegen_free(g->gen);
	g->gen = NULL;
	report_xslt_free(g->round_text);
	g->round_text = NULL;
	if (g->lex_open)
		lexfile_close(&g->lf);
	g->lex_open = 0;
}

char *
game_name_check(const char *what, const char *name)
{
	const char *p;
	gunichar c;
	size_t len;
	char *shown, *why;

	if (name == NULL || name[0] == '\0' || strlen(name) > GAME_TITLE_MAX ||
	    !g_utf8_validate(name, -1, NULL))
		goto bad;
	for (p = name; *p != '\0'; p += len) {
		c = g_utf8_get_char(p);
		len = (size_t)g_unichar_to_utf8(c, NULL);
		/* A space between words, one only: CONCURS joins its words
		 * with one. */
		if (c == ' ' && p != name && p[1] != '\0' && p[1] != ' ')
			continue;
		if (!g_unichar_isalnum(c) && c != '.' && c != '_' && c != '-')
			goto bad;
	}
	return NULL;
bad:
	/* Quoted with its line breaks and control characters escaped. */
	shown = g_strescape(name != NULL ? name : "", NULL);
	why = g_strdup_printf("%s name '%s': use 1 to %d bytes of letters "
	    "(diacritics too), digits, '.', '_', '-' and single spaces "
	    "between words: no line breaks, tabs or control characters (it is "
	    "typed in mail and shown in every mail and page)", what, shown, GAME_TITLE_MAX);
	g_free(shown);
	return why;
}

const struct sm_lexicon *
game_ctx_lexicon(struct game_ctx *g, char **cause)
{
	char err[1024];

	if (!g->lex_open) {
		if (lexfile_open(&g->lf, g->conf != NULL ? g->conf->lexicon :
		    NULL, err, sizeof err) == -1) {
			*cause = xstrdup(err);
			return NULL;
		}
		g->lex_open = 1;
	}
	return &g->lf.lx;
}

struct sm_movegen *
game_ctx_generator(struct game_ctx *g, char **cause)
{
	if (game_ctx_lexicon(g, cause) == NULL)
		return NULL;
	if (g->gen == NULL && (g->gen = sm_movegen_new(&g->lf.lx)) == NULL)
		*cause = xstrdup("out of memory for the move generator");
	return g->gen;
}
