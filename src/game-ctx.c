/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * game-ctx.c: the game layer's context.  See game-ctx.h.
 */
#include "config.h"

#include <string.h>

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
