/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * game-ctx.c: the game layer's context.  See game-ctx.h.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "conf.h"
#include "game-ctx.h"
#include "movegen.h"
#include "report-xslt.h"
#include "store.h"
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
	size_t i;

	for (i = 0; i < g->nlexs; i++) {
		sm_movegen_free(g->lexs[i]->gen);
		lexfile_close(&g->lexs[i]->lf);
		free(g->lexs[i]);
	}
	free(g->lexs);
	g->lexs = NULL;
	g->nlexs = 0;
	g->lf = NULL;
	g->gen = NULL;
	report_xslt_free(g->round_text);
	g->round_text = NULL;
}

static void
use(struct game_ctx *g, struct game_lex *l)
{
	g->lf = &l->lf;
	g->gen = l->gen;
}

/* The file at path, opened once: NULL with the reason in err when it
 * cannot be. */
static struct game_lex *
lex_at(struct game_ctx *g, const char *path, char *err, size_t errlen)
{
	struct game_lex *l;
	const char *p = path != NULL ? path : lexfile_default_path();
	size_t i;

	for (i = 0; i < g->nlexs; i++)
		if (strcmp(g->lexs[i]->lf.path, p) == 0)
			return g->lexs[i];
	l = xcalloc(1, sizeof *l);
	if (lexfile_open(&l->lf, path, err, errlen) == -1) {
		free(l);
		return NULL;
	}
	g->lexs = xrealloc(g->lexs, (g->nlexs + 1) * sizeof *g->lexs);
	g->lexs[g->nlexs++] = l;
	return l;
}

int
game_ctx_lexicon(struct game_ctx *g, const char *path, const char *want,
    const char *whose, char **cause)
{
	const char *conf_lex = g->conf != NULL ? g->conf->lexicon : NULL;
	const char *cand[4];
	struct game_lex *l;
	GString *tried;
	char err[1024], *dir, *inst = NULL;
	size_t i, n = 0;

	if (want == NULL) {
		if ((l = lex_at(g, path != NULL ? path : conf_lex, err,
		    sizeof err)) == NULL) {
			*cause = xstrdup(err);
			return -1;
		}
		use(g, l);
		return 0;
	}
	for (i = 0; i < g->nlexs; i++)
		if (lexfile_matches(&g->lexs[i]->lf, want)) {
			use(g, g->lexs[i]);
			return 0;
		}
	dir = lexfile_dir(g->st != NULL ? store_path(g->st) : NULL);
	if (strlen(want) == LEXFILE_ID_LEN) {
		inst = g_strdup_printf("%s/%s.lex", dir, want);
		cand[n++] = inst;
	}
	if (path != NULL)
		cand[n++] = path;
	cand[n++] = conf_lex != NULL ? conf_lex : lexfile_default_path();
	if (conf_lex != NULL)
		cand[n++] = lexfile_default_path();
	tried = g_string_new(NULL);
	for (i = 0; i < n; i++) {
		if ((l = lex_at(g, cand[i], err, sizeof err)) != NULL &&
		    lexfile_matches(&l->lf, want)) {
			use(g, l);
			g_string_free(tried, TRUE);
			free(inst);
			free(dir);
			return 0;
		}
		g_string_append_printf(tried, "%s%s (%s)", i > 0 ? ", " : "",
		    cand[i], l != NULL ? l->lf.id : "cannot be opened");
	}
	*cause = g_strdup_printf("%s was begun with the lexicon of identity "
	    "%s, and no lexicon found has it: tried %s.  Install the lexicon "
	    "built from the same words with 'scrabmail lexicon install FILE' "
	    "(it goes into %s)", whose, want, tried->str, dir);
	g_string_free(tried, TRUE);
	free(inst);
	free(dir);
	return -1;
}

const struct sm_lexicon *
game_ctx_game_lexicon(struct game_ctx *g, long long champ_id, char **cause)
{
	struct champ_rec *c = NULL;
	char *whose;
	int rc;

	if (champ_id != 0 && store_champ_get(g->st, champ_id, &c, cause) == -1)
		return NULL;
	if (c == NULL || c->lexicon_id == NULL)
		rc = game_ctx_lexicon(g, NULL, NULL, NULL, cause);
	else {
		whose = g_strdup_printf("championship %s", c->name);
		rc = game_ctx_lexicon(g, c->lexicon, c->lexicon_id, whose,
		    cause);
		free(whose);
	}
	store_champ_rec_free(c);
	return rc == 0 ? &g->lf->lx : NULL;
}

struct sm_movegen *
game_ctx_generator(struct game_ctx *g, char **cause)
{
	size_t i;

	/* None selected: the configured or default one. */
	if (g->lf == NULL && game_ctx_lexicon(g, NULL, NULL, NULL, cause) == -1)
		return NULL;
	if (g->gen != NULL)
		return g->gen;
	for (i = 0; i < g->nlexs; i++) {
		if (&g->lexs[i]->lf != g->lf)
			continue;
		if ((g->lexs[i]->gen = sm_movegen_new(&g->lf->lx)) == NULL) {
			*cause = xstrdup("out of memory for the move "
			    "generator");
			return NULL;
		}
		g->gen = g->lexs[i]->gen;
	}
	return g->gen;
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
