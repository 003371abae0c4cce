/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * game-ctx.h: the context every game module works in: the store, the
 * configuration, the mail templates, and the lexicon with its move
 * generator and the bulletin's text stylesheet, both opened when first
 * needed and kept until game_ctx_clear.  The caller owns the store, the
 * configuration and the templates; the context owns what it opened.
 */
#ifndef SM_GAME_CTX_H
#define SM_GAME_CTX_H

#include "lex-file.h"

struct conf;
struct report_templates;
struct report_xslt;
struct sm_movegen;
struct store;

struct game_ctx {
	struct store			*st;
	const struct conf		*conf;
	struct report_templates		*tpl;
	/* The lexicon and its generator, opened when first needed. */
	struct lexfile			 lf;
	int				 lex_open;
	struct sm_movegen		*gen;
	/* The bulletin's plain-text stylesheet, loaded when first needed:
	 * the mails' round announcements are the published bulletin's text. */
	struct report_xslt		*round_text;
};
/* Set up *g on what the caller owns (tpl may be NULL: no mails). */
void game_ctx_init(struct game_ctx *g, struct store *st,
    const struct conf *conf, struct report_templates *tpl);
/* Close what *g opened; *g may be set up again. */
void game_ctx_clear(struct game_ctx *g);

#endif
