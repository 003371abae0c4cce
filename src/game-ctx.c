/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * game-ctx.c: the game layer's context.  See game-ctx.h.
 */
#include "config.h"

#include <string.h>

#include "game-ctx.h"
#include "movegen.h"
#include "report-xslt.h"

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
