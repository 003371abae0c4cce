/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cli-open.c: the full program's host of the dispatcher (cli.h, struct
 * cli_host): it opens what a command and its verb need (the
 * configuration, the mail writer's lock, the database, the mail
 * templates, a game context, one transaction), commits or rolls back the
 * transaction after the verb, and releases it all.  The dispatcher itself
 * (cli.c) names none of the adapters, so that the front program links it
 * without them; this file is where the command line meets them.
 */
#include "config.h"

#include <stdlib.h>

#include "cli.h"
#include "conf.h"
#include "dblock.h"
#include "game-ctx.h"
#include "report-reply.h"
#include "store.h"
#include "util.h"

/* The configuration, the database (--db, the config's database,
 * $SCRABMAIL_DB, or scrabmail.db), the templates, the game context and
 * the transaction, as env->needs says.  Prints the error; CLI_OK or
 * env->fail_rc. */
static int
open_needs(struct cli_env *env)
{
	const char *db = NULL;
	char *cause = NULL;
	int busy;

	if (env->needs & CLI_NEEDS_CONF &&
	    (env->conf = conf_load(env->ctx->config, &cause)) == NULL)
		goto fail;
	if (env->needs & CLI_NEEDS_STORE)
		db = store_default_path(env->ctx->db != NULL ? env->ctx->db :
		    env->conf->database);
	/* Busy: try again later (an MTA keeps the message). */
	if (env->needs & CLI_NEEDS_LOCK && (env->lock = dblock_take(db,
	    DBLOCK_WRITER, dblock_wait_seconds(), NULL, &busy,
	    &cause)) == -1) {
		log_warnx("%s", cause);
		free(cause);
		return busy ? CLI_TEMPFAIL : env->fail_rc;
	}
	if (env->needs & CLI_NEEDS_STORE && (env->st = store_open(db,
	    (env->needs & CLI_NEEDS_CREATE) != 0, &cause)) == NULL)
		goto fail;
	if (env->needs & CLI_NEEDS_TEMPLATES && (env->tpl =
	    report_templates_open(env->conf->templates, &cause)) == NULL)
		goto fail;
	if (env->tpl != NULL)
		report_templates_set_base_url(env->tpl, env->conf->base_url);
	if (env->needs & CLI_NEEDS_GAME) {
		game_ctx_init(&env->g, env->st, env->conf, env->tpl);
		env->game_up = 1;
	}
	if (env->needs & CLI_NEEDS_TXN) {
		if (store_begin(env->st, &cause) == -1)
			goto fail;
		env->tx = 1;
	}
	return CLI_OK;
fail:
	log_warnx("%s", cause);
	free(cause);
	return env->fail_rc;
}

/* Commit the transaction of a verb that succeeded. */
static int
commit_needs(struct cli_env *env, int rc)
{
	if (env->tx && rc == CLI_OK) {
		if (store_commit(env->st, &env->cause) == -1)
			return CLI_ERROR;
		env->tx = 0;
	}
	return rc;
}

/* Roll back what was not committed; release everything, in the reverse
 * order of opening. */
static void
release_needs(struct cli_env *env)
{
	if (env->tx)
		store_rollback(env->st);
	env->tx = 0;
	if (env->game_up)
		game_ctx_clear(&env->g);
	env->game_up = 0;
	report_templates_free(env->tpl);
	env->tpl = NULL;
	store_close(env->st);
	env->st = NULL;
	dblock_release(env->lock);
	env->lock = -1;
	conf_free(env->conf);
	env->conf = NULL;
}

const struct cli_host cli_host_full = {
	.open = open_needs,
	.commit = commit_needs,
	.release = release_needs,
};

int
cli_env_templates(struct cli_env *env)
{
	if (env->tpl == NULL && (env->tpl = report_templates_open(
	    env->conf->templates, &env->cause)) == NULL)
		return -1;
	report_templates_set_base_url(env->tpl, env->conf->base_url);
	return 0;
}
