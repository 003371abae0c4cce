/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cli-publish.c: "scrabmail publish NAME [--round N] [--out DIR]
 * [--lang ro|en] [--base URL]": a duplicate contest's bulletins for the
 * web and the newspaper.  report-bulletin.h writes the XML of the contest
 * and of each round; every document is checked against the schema
 * (bulletin.rng in the template directory) and rendered through the
 * stylesheets of its bulletin/ subdirectory (report-xslt.h: no writes, no
 * network): index.html, standings.html and feed.atom from contest.xml,
 * round-NN.html and round-NN.txt from round-NN.xml, puzzle.html from the
 * open round.  Nothing is written until every document has been made, so
 * a broken stylesheet or an invalid document leaves the directory as it
 * was; each file is then replaced atomically.
 *
 * The template directory is the configured one when it holds bulletin/,
 * else report_templates_default_dir() ($SCRABMAIL_TEMPLATES, installed,
 * or the source tree); an organiser who only changed the mails keeps the
 * installed bulletins.
 */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <glib.h>

#include "cli.h"
#include "conf.h"
#include "game-champ.h"
#include "game-contest.h"
#include "game-series.h"
#include "report-bulletin.h"
#include "report-champ.h"
#include "report-reply.h"
#include "report-series.h"
#include "report-xslt.h"
#include "store.h"
#include "util.h"

/* The stylesheets, in templates/bulletin/. */
enum { SHEET_INDEX, SHEET_STANDINGS, SHEET_ATOM, SHEET_ROUND_HTML,
    SHEET_ROUND_TEXT, SHEET_PUZZLE, NSHEETS };
static const char *const sheet_files[NSHEETS] = {
	"index-html.xsl", "standings-html.xsl", "atom.xsl", "round-html.xsl",
	"round-text.xsl", "puzzle-html.xsl"
};

/* One file to write. */
struct out_file {
	char	*name;		/* in the output directory */
	char	*data;
	size_t	 len;
};

/* A championship's stylesheets. */
enum { CSHEET_HTML, CSHEET_TEXT, CSHEET_GAME, NCSHEETS };
static const char *const csheet_files[NCSHEETS] = {
	"champ-html.xsl", "champ-text.xsl", "game-html.xsl"
};

/* A series' stylesheets. */
enum { SSHEET_HTML, SSHEET_TEXT, NSSHEETS };
static const char *const ssheet_files[NSSHEETS] = {
	"series-html.xsl", "series-text.xsl"
};

struct publish {
	struct report_xslt	*sheet[NSHEETS];
	struct report_xslt	*csheet[NCSHEETS];
	struct report_xslt	*ssheet[NSSHEETS];
	/* The schemas: bulletin.rng, championship.rng, series.rng. */
	struct report_bulletin_schema *schema, *cschema, *sschema;
	/* Put before every file's name (a series' contest's directory and
	 * "/"), or NULL. */
	const char		*prefix;
	const char		*params[5];
	const struct report_bulletin_opts *bo;	/* a contest's */
	struct out_file		*files;
	size_t			 nfiles, cap;
};

static void
publish_usage(FILE *f)
{
	fprintf(f, "usage: scrabmail publish NAME [--round N] [--out DIR] "
	    "[--lang ro|en] [--base URL] [--all]\n"
	    "Writes contest NAME's bulletins into DIR (default: "
	    "./publish-NAME):\n"
	    "contest.xml, index.html, standings.html, feed.atom, and for "
	    "every round drawn\nround-NN.xml, round-NN.html (results, or the "
	    "puzzle of the open round) and\nround-NN.txt; puzzle.html (a page "
	    "to print) while a round is open.\n"
	    "--round N writes round N only (and the contest's pages).  "
	    "--base is the URL\nthe pages will be found at, for the feed's "
	    "links.  Prints each file written.\n"
	    "When NAME is a correspondence championship: championship.xml, "
	    "index.html and\nindex.txt (rules, standings, crosstable, games), "
	    "and per game game-ID.xml,\ngame-ID.html (every move with its "
	    "board) and, once over, game-ID.gcg; a game\nwhose document has "
	    "not changed since it was published in DIR is kept as it\nis "
	    "(--all makes every page again, e.g. after changing the "
	    "templates).\n"
	    "When NAME is a series of contests: series.xml, index.html and "
	    "index.txt (its\ncontests, the standings over them), and each "
	    "contest's bulletins in a\ndirectory named after it (a '/' or a "
	    "leading '.' made '_').\n");
}

static void
add_file(struct publish *p, char *name, char *data, size_t len)
{
	struct out_file *f;

	if (p->nfiles == p->cap) {
		p->cap = p->cap ? p->cap * 2 : 32;
		p->files = xrealloc(p->files, p->cap * sizeof *p->files);
	}
	f = &p->files[p->nfiles++];
	if (p->prefix != NULL) {
		f->name = g_strconcat(p->prefix, name, NULL);
		free(name);
	} else
		f->name = name;
	f->data = data;
	f->len = len;
}

/* The template directory holding bulletin/: the configured one, else the
 * default.  Static or conf's storage. */
static const char *
template_dir(const struct conf *conf)
{
	char *probe;
	int ok;

	if (conf->templates != NULL) {
		probe = g_build_filename(conf->templates, "bulletin",
		    sheet_files[SHEET_INDEX], NULL);
		ok = access(probe, R_OK) == 0;
		g_free(probe);
		if (ok)
			return conf->templates;
	}
	return report_templates_default_dir();
}

/* The schema (schema, in dir) into *out and the n stylesheets files[] of
 * dir/bulletin into sheets[]. */
static int
load_sheets(const char *dir, const char *schema,
    struct report_bulletin_schema **out, const char *const *files, int n,
    struct report_xslt **sheets, char **cause)
{
	char *path;
	int i;

	path = g_build_filename(dir, schema, NULL);
	*out = report_bulletin_schema_load(path, cause);
	g_free(path);
	if (*out == NULL)
		return -1;
	for (i = 0; i < n; i++) {
		path = g_build_filename(dir, "bulletin", files[i], NULL);
		sheets[i] = report_xslt_load(path, cause);
		g_free(path);
		if (sheets[i] == NULL)
			return -1;
	}
	return 0;
}

/* Check a document against schema; an invalid one is the program's
 * fault. */
static int
check(struct report_bulletin_schema *schema, const char *what,
    const char *xml, size_t len, char **cause)
{
	char *why = NULL;

	if (report_bulletin_validate(schema, xml, len, &why) == 0)
		return 0;
	*cause = g_strdup_printf("internal error: %s does not follow the "
	    "bulletin schema (nothing was written): %s", what, why);
	free(why);
	return -1;
}

/* Render xml through sheet into the file name (added to p). */
static int
render_sheet(struct publish *p, struct report_xslt *sheet, const char *xml,
    size_t len, const char *name, char **cause)
{
	char *out = NULL, *why = NULL;
	size_t outlen = 0;

	if (report_xslt_apply_text(sheet, xml, len, p->params, &out,
	    &outlen, &why) == -1) {
		*cause = g_strdup_printf("%s: %s", name, why);
		free(why);
		return -1;
	}
	add_file(p, xstrdup(name), out, outlen);
	return 0;
}

static int
render(struct publish *p, int sheet, const char *xml, size_t len,
    const char *name, char **cause)
{
	return render_sheet(p, p->sheet[sheet], xml, len, name, cause);
}

/* Round number's documents; pages 0 for the open round's puzzle only. */
static int
do_round(struct publish *p, const struct report_bulletin *b, int number,
    int pages, int puzzle, char **cause)
{
	char name[64], *xml;
	size_t len;

	if ((xml = report_bulletin_round_xml(b, number, p->bo, &len,
	    cause)) == NULL)
		return -1;
	snprintf(name, sizeof name, "round-%02d.xml", number);
	if (check(p->schema, name, xml, len, cause) == -1) {
		free(xml);
		return -1;
	}
	if (puzzle && render(p, SHEET_PUZZLE, xml, len, "puzzle.html",
	    cause) == -1)
		goto fail;
	if (pages) {
		snprintf(name, sizeof name, "round-%02d.html", number);
		if (render(p, SHEET_ROUND_HTML, xml, len, name, cause) == -1)
			goto fail;
		snprintf(name, sizeof name, "round-%02d.txt", number);
		if (render(p, SHEET_ROUND_TEXT, xml, len, name, cause) == -1)
			goto fail;
		snprintf(name, sizeof name, "round-%02d.xml", number);
		add_file(p, xstrdup(name), xml, len);
		return 0;
	}
	free(xml);
	return 0;
fail:
	free(xml);
	return -1;
}

static int
do_contest(struct publish *p, const struct report_bulletin *b, char **cause)
{
	char *xml;
	size_t len;

	if ((xml = report_bulletin_xml(b, p->bo, &len, cause)) == NULL)
		return -1;
	if (check(p->schema, "contest.xml", xml, len, cause) == -1 ||
	    render(p, SHEET_INDEX, xml, len, "index.html", cause) == -1 ||
	    render(p, SHEET_STANDINGS, xml, len, "standings.html",
	    cause) == -1 ||
	    render(p, SHEET_ATOM, xml, len, "feed.atom", cause) == -1) {
		free(xml);
		return -1;
	}
	add_file(p, xstrdup("contest.xml"), xml, len);
	return 0;
}

static int
write_files(struct publish *p, const char *dir)
{
	char *path;
	size_t i;

	if (g_mkdir_with_parents(dir, 0755) == -1) {
		log_warn("cannot create %s", dir);
		return -1;
	}
	for (i = 0; i < p->nfiles; i++) {
		path = g_build_filename(dir, p->files[i].name, NULL);
		if (strchr(p->files[i].name, '/') != NULL) {
			/* A series' contest's directory. */
			char *sub = g_path_get_dirname(path);
			int r = g_mkdir_with_parents(sub, 0755);

			if (r == -1)
				log_warn("cannot create %s", sub);
			g_free(sub);
			if (r == -1) {
				g_free(path);
				return -1;
			}
		}
		if (util_write_file_atomic(path, p->files[i].data,
		    p->files[i].len) == -1) {
			log_warn("cannot write %s", path);
			g_free(path);
			return -1;
		}
		printf("%s\t%zu\n", path, p->files[i].len);
		g_free(path);
	}
	return 0;
}

/* The document without its root's generated="..." attribute (malloc'ed),
 * or NULL when it has none. */
static char *
strip_generated(const char *xml, size_t len)
{
	const char *a, *b;
	size_t head = len < 1024 ? len : 1024;
	GString *s;

	if ((a = g_strstr_len(xml, (gssize)head, " generated=\"")) == NULL ||
	    (b = memchr(a + 12, '"', len - (size_t)(a + 12 - xml))) == NULL)
		return NULL;
	s = g_string_new_len(xml, a - xml);
	g_string_append_len(s, b + 1, (gssize)(len - (size_t)(b + 1 - xml)));
	return g_string_free(s, FALSE);
}

/* Whether the document xml is the one already published at dir/name,
 * but for its "generated" time: then its pages need not be made again. */
static int
unchanged(const char *dir, const char *name, const char *xml, size_t len)
{
	char *path, *old = NULL, *a, *b;
	size_t oldlen = 0;
	int same = 0;

	path = g_build_filename(dir, name, NULL);
	if (util_read_file(path, 64u << 20, &old, &oldlen) == 0) {
		a = strip_generated(old, oldlen);
		b = strip_generated(xml, len);
		same = a != NULL && b != NULL && strcmp(a, b) == 0;
		free(a);
		free(b);
	}
	free(old);
	g_free(path);
	return same;
}

/* A championship's bulletins into p (written by the caller); with all 0,
 * a game whose document has not changed since it was published in dir is
 * left as it is. */
static int
do_champ(struct publish *p, struct conf *conf, struct store *st,
    const char *name, const char *lang, const char *dir_out, int all,
    size_t *kept, char **cause)
{
	struct report_champ_opts co;
	struct report_champ *rc = NULL;
	struct game_ctx g;
	const char *dir = template_dir(conf);
	char *xml = NULL, fname[64];
	size_t len;
	int i, r, ret = -1;

	if (load_sheets(dir, "championship.rng", &p->cschema, csheet_files,
	    NCSHEETS, p->csheet, cause) == -1)
		return -1;
	game_ctx_init(&g, st, conf, NULL);
	if ((r = game_champ_report(&g, name, &rc, cause)) != 0) {
		ret = r;
		goto out;
	}
	memset(&co, 0, sizeof co);
	co.lang = lang;
	co.now = util_time();
	if ((xml = report_champ_xml(rc, &co, &len, cause)) == NULL ||
	    check(p->cschema, "championship.xml", xml, len, cause) == -1)
		goto out;
	if (render_sheet(p, p->csheet[CSHEET_HTML], xml, len, "index.html",
	    cause) == -1 || render_sheet(p, p->csheet[CSHEET_TEXT], xml, len,
	    "index.txt", cause) == -1)
		goto out;
	add_file(p, xstrdup("championship.xml"), xml, len);
	xml = NULL;
	for (i = 0; i < rc->ngames; i++) {
		const struct report_champ_game *gm = &rc->games[i];

		if ((xml = report_champ_game_xml(rc, i, &co, &len,
		    cause)) == NULL)
			goto out;
		snprintf(fname, sizeof fname, "game-%lld.xml", gm->id);
		if (!all && unchanged(dir_out, fname, xml, len)) {
			(*kept)++;
			free(xml);
			xml = NULL;
			continue;
		}
		if (check(p->cschema, fname, xml, len, cause) == -1)
			goto out;
		snprintf(fname, sizeof fname, "game-%lld.html", gm->id);
		if (render_sheet(p, p->csheet[CSHEET_GAME], xml, len, fname,
		    cause) == -1)
			goto out;
		snprintf(fname, sizeof fname, "game-%lld.xml", gm->id);
		add_file(p, xstrdup(fname), xml, len);
		xml = NULL;
		if (gm->gcg != NULL) {
			snprintf(fname, sizeof fname, "game-%lld.gcg", gm->id);
			add_file(p, xstrdup(fname), xstrdup(gm->gcg),
			    strlen(gm->gcg));
		}
	}
	ret = 0;
out:
	free(xml);
	game_champ_report_free(rc);
	game_ctx_clear(&g);
	return ret;
}

/* Contest b's documents and pages into p (with number, round number's
 * pages only), its stylesheets loaded first when they are not yet. */
static int
do_contest_all(struct publish *p, const struct conf *conf,
    const struct report_bulletin *b, long number, char **cause)
{
	int i;

	if (p->schema == NULL && load_sheets(template_dir(conf),
	    "bulletin.rng", &p->schema, sheet_files, NSHEETS, p->sheet,
	    cause) == -1)
		return -1;
	for (i = 1; i <= b->rounds; i++) {
		int pages = number == 0 || i == number;

		if ((pages || i == b->open_round) && do_round(p, b, i, pages,
		    i == b->open_round, cause) == -1)
			return -1;
	}
	return do_contest(p, b, cause);
}

/* The directory of a series' contest's pages, beside the series' page:
 * its name as one path component (a separator, or a dot first, made
 * "_"; series-html.xsl links it the same way).  Malloc'ed. */
static char *
contest_dir(const char *name)
{
	char *d = xstrdup(name);

	g_strdelimit(d, "/\\", '_');
	if (d[0] == '.')
		d[0] = '_';
	return d;
}

/* A series' page (series.xml, index.html, index.txt) into p, and every
 * contest's bulletins in a directory of its own (contest_dir) beside it:
 * 0, 1 when there is no series of that name, -1 with *cause. */
static int
do_series(struct publish *p, struct conf *conf, struct store *st,
    const char *name, const char *lang, char **cause)
{
	struct report_series_opts so;
	struct report_series *rs = NULL;
	struct report_bulletin *b = NULL;
	struct game_ctx g;
	char *xml = NULL, *dir, *prefix;
	size_t len, i;
	int r, ret = -1;

	game_ctx_init(&g, st, conf, NULL);
	if ((r = game_series_report(&g, name, &rs, cause)) != 0) {
		ret = r;
		goto out;
	}
	if (load_sheets(template_dir(conf), "series.rng", &p->sschema,
	    ssheet_files, NSSHEETS, p->ssheet, cause) == -1)
		goto out;
	memset(&so, 0, sizeof so);
	so.lang = lang;
	so.now = util_time();
	if ((xml = report_series_xml(rs, &so, &len, cause)) == NULL ||
	    check(p->sschema, "series.xml", xml, len, cause) == -1 ||
	    render_sheet(p, p->ssheet[SSHEET_HTML], xml, len, "index.html",
	    cause) == -1 || render_sheet(p, p->ssheet[SSHEET_TEXT], xml, len,
	    "index.txt", cause) == -1)
		goto out;
	add_file(p, xstrdup("series.xml"), xml, len);
	xml = NULL;
	for (i = 0; i < rs->ncontests; i++) {
		if ((r = game_contest_report(&g, rs->contests[i].name, 0, &b,
		    cause)) != 0) {
			if (r == 1)
				*cause = g_strdup_printf("series %s: no "
				    "contest %s", rs->name,
				    rs->contests[i].name);
			goto out;
		}
		dir = contest_dir(rs->contests[i].name);
		prefix = g_strconcat(dir, "/", NULL);
		free(dir);
		p->prefix = prefix;
		r = do_contest_all(p, conf, b, 0, cause);
		p->prefix = NULL;
		g_free(prefix);
		game_contest_report_free(b);
		b = NULL;
		if (r == -1)
			goto out;
	}
	ret = 0;
out:
	free(xml);
	game_series_report_free(rs);
	game_ctx_clear(&g);
	return ret;
}

struct publish_opts {
	const char	*lang, *base, *out;
	long		 number;
	int		 all;
};

static const struct option publish_options[] = {
	{ "round",	required_argument, NULL, 'n' },
	{ "out",	required_argument, NULL, 'o' },
	{ "lang",	required_argument, NULL, 'l' },
	{ "base",	required_argument, NULL, 'b' },
	{ "all",	no_argument,	   NULL, 'a' },
	{ "help",	no_argument,	   NULL, 'h' },
	{ NULL, 0, NULL, 0 }
};

static void
publish_defaults(struct cli_env *env)
{
	struct publish_opts *o = env->opts;

	o->base = "";
}

static int
publish_option(struct cli_env *env, int ch, const char *arg)
{
	struct publish_opts *o = env->opts;

	switch (ch) {
	case 'n':
		if (util_parse_long(arg, 1, 1000, &o->number) ==
		    -1) {
			log_warnx("--round %s: a round number", arg);
			return CLI_USAGE;
		}
		break;
	case 'o':
		if (arg[0] == '\0') {
			log_warnx("--out: a directory is needed");
			return CLI_USAGE;
		}
		o->out = arg;
		break;
	case 'l':
		if (strcmp(arg, "ro") != 0 &&
		    strcmp(arg, "en") != 0) {
			log_warnx("--lang %s: write ro or en", arg);
			return CLI_USAGE;
		}
		o->lang = arg;
		break;
	case 'b':
		o->base = arg;
		break;
	case 'a':
		o->all = 1;
		break;
	}
	return CLI_CONTINUE;
}

/* The words after the options. */
static int
publish_words(struct cli_env *env)
{
	if (env->argc - optind != 1 || env->argv[optind][0] == '\0') {
		publish_usage(stderr);
		return CLI_USAGE;
	}
	return CLI_CONTINUE;
}

static int
publish_run(struct cli_env *env)
{
	const struct publish_opts *o = env->opts;
	struct publish p;
	struct report_bulletin_opts bo;
	struct conf *conf = env->conf;
	struct store *st = env->st;
	struct game_ctx g;
	struct report_bulletin *b = NULL;
	const char *lang = o->lang, *base = o->base, *out = o->out;
	const char *name = env->args[0];
	char *cause = NULL, *outdir = NULL;
	long number = o->number;
	int ch, rc, i, all = o->all;
	size_t k, kept = 0;

	memset(&p, 0, sizeof p);
	rc = CLI_ERROR;
	/* The contest's data, made by the contest layer. */
	game_ctx_init(&g, st, conf, NULL);
	ch = game_contest_report(&g, name, 0, &b, &cause);
	game_ctx_clear(&g);
	if (ch == -1)
		goto fail;
	if (lang == NULL)
		lang = conf->lang != NULL ? conf->lang : "ro";
	p.params[0] = "lang";
	p.params[1] = lang;
	p.params[2] = "base";
	p.params[3] = base;
	p.params[4] = NULL;
	memset(&bo, 0, sizeof bo);
	bo.lang = lang;
	bo.now = util_time();
	bo.timezone = conf->timezone;
	p.bo = &bo;
	if (ch == 1) {
		/* Not a contest: a championship?  A series? */
		outdir = out != NULL ? xstrdup(out) :
		    g_strdup_printf("publish-%s", name);
		if (out == NULL)
			g_strdelimit(outdir, "/\\", '_');
		if ((ch = do_champ(&p, conf, st, name, lang, outdir,
		    all, &kept, &cause)) == -1)
			goto fail;
		if (ch == 1) {
			free(cause);
			cause = NULL;
			if ((ch = do_series(&p, conf, st, name, lang,
			    &cause)) == -1)
				goto fail;
		}
		if (ch == 1) {
			free(cause);
			log_warnx("no contest, championship or series named "
			    "'%s'", name);
			rc = CLI_NEGATIVE;
			goto out;
		}
		if (write_files(&p, outdir) == -1)
			goto out;
		if (kept > 0)
			printf("%zu unchanged %s kept\n", kept,
			    util_noun((long long)kept, "game", "games"));
		rc = CLI_OK;
		goto out;
	}
	if (number > b->rounds) {
		log_warnx("contest %s has no round %ld (%d drawn)", b->name,
		    number, b->rounds);
		rc = CLI_NEGATIVE;
		goto out;
	}
	/* Make everything first; write only when all is well. */
	if (do_contest_all(&p, conf, b, number, &cause) == -1)
		goto fail;
	if (out != NULL)
		outdir = xstrdup(out);
	else {
		/* A name is one path component here. */
		outdir = g_strdup_printf("publish-%s", b->name);
		g_strdelimit(outdir, "/\\", '_');
	}
	if (write_files(&p, outdir) == -1)
		goto out;
	rc = CLI_OK;
	goto out;
fail:
	log_warnx("%s", cause);
	free(cause);
out:
	for (k = 0; k < p.nfiles; k++) {
		free(p.files[k].name);
		free(p.files[k].data);
	}
	free(p.files);
	for (i = 0; i < NSHEETS; i++)
		report_xslt_free(p.sheet[i]);
	for (i = 0; i < NCSHEETS; i++)
		report_xslt_free(p.csheet[i]);
	for (i = 0; i < NSSHEETS; i++)
		report_xslt_free(p.ssheet[i]);
	report_bulletin_schema_free(p.schema);
	report_bulletin_schema_free(p.cschema);
	report_bulletin_schema_free(p.sschema);
	game_contest_report_free(b);
	free(outdir);
	return rc;
}

const struct cli_cmd cli_cmd_publish = {
	.name = "publish",
	.summary = "write the bulletins of a contest, championship or "
	    "series: XML, web pages, feed",
	.usage = publish_usage,
	.opts_size = sizeof(struct publish_opts),
	.defaults = publish_defaults,
	.options = publish_options,
	.option = publish_option,
	.words = publish_words,
	.needs = CLI_NEEDS_CONF | CLI_NEEDS_STORE,
	.run = publish_run,
};
