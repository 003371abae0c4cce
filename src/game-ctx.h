/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * game-ctx.h: the context every game module works in: the store, the
 * configuration, the mail templates, and the lexicon with its move
 * generator and the bulletin's text stylesheet, both opened when first
 * needed and kept until game_ctx_clear.  The caller owns the store, the
 * configuration and the templates; the context owns what it opened.
 *
 * The hooks: a module above the games hears of them here instead of being
 * called by name.  When a game ends (game-play.c), game_over is called in
 * the same transaction, after the game's players were mailed; a
 * championship installs it (game_champ_attach) to rate the game and, after
 * the last one, to end the championship.
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
	/* A game ended: game_id, its championship (or 0) and the time.  0,
	 * or -1 with *cause (malloc'ed), which fails the game's end.  NULL:
	 * nobody listens. */
	int				(*game_over)(struct game_ctx *g,
					    void *arg, long long game_id,
					    long long champ_id, long long now,
					    char **cause);
	void				*game_over_arg;
};
/* Set up *g on what the caller owns (tpl may be NULL: no mails); no
 * hooks. */
void game_ctx_init(struct game_ctx *g, struct store *st,
    const struct conf *conf, struct report_templates *tpl);
/* Close what *g opened (the hooks stay); *g may be set up again. */
void game_ctx_clear(struct game_ctx *g);

/* Bytes of a contest's, a championship's or a series' name at most. */
#define GAME_TITLE_MAX	64
/* A contest's, championship's or series' name is checked like a player's
 * (it is typed in CONCURS lines and written into every mail, page and
 * feed): 1 to GAME_TITLE_MAX bytes of UTF-8 letters (diacritics too),
 * digits, '.', '_', '-' and single spaces between words (CONCURS joins
 * its words with one).  NULL when name may be one; else why not, what
 * ("contest", ...) naming it (malloc'ed, the caller frees). */
char *game_name_check(const char *what, const char *name);

/* The configured lexicon (or the default one), opened on first use and
 * owned by *g until game_ctx_clear; NULL with *cause (malloc'ed, the
 * caller frees) when it cannot be opened. */
struct sm_lexicon;
const struct sm_lexicon *game_ctx_lexicon(struct game_ctx *g, char **cause);
/* The move generator on game_ctx_lexicon's lexicon, made on first use and
 * owned by *g; NULL with *cause as above. */
struct sm_movegen *game_ctx_generator(struct game_ctx *g, char **cause);

#endif
