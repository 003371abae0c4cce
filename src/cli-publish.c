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
 * open round; a championship's and a series' pages the same way.
 *
 * This process reads the data and lists the jobs (a document each, and
 * the files made from it); --jobs worker processes (libxslt's error
 * handlers are per process) make, check and render them, each file
 * written to DIR/NAME.tmp.PID; when every worker succeeded the
 * temporaries are made durable (sync_tmps: many with one syncfs, a few
 * each fsynced) and renamed into place, else removed: a broken
 * stylesheet or an invalid document leaves the directory as it was.  A file whose
 * key (what it is made from: see run_job, out_key) is the one recorded in
 * DIR/.scrabmail-publish is kept as it is (doc/ARCHITECTURE.md,
 * "Bulletins").
 *
 * The template directory is the configured one when it holds bulletin/,
 * else report_templates_default_dir() ($SCRABMAIL_TEMPLATES, installed,
 * or the source tree); an organiser who only changed the mails keeps the
 * installed bulletins.
 */
#include "config.h"

#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#ifdef __linux__
#include <sys/prctl.h>
#include <sys/syscall.h>
#endif

#include <assert.h>
#include <errno.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <fcntl.h>
#include <getopt.h>
#include <limits.h>
#include <signal.h>
#include <stdint.h>
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

/* The schemas, whose files are part of the templates' key. */
static const char *const schema_files[] = {
	"bulletin.rng", "championship.rng", "series.rng"
};

/* The record of what was published in a directory: one line per file,
 * "KEY\tLENGTH\tNAME", KEY the SHA-256 of what the file was made from. */
#define PUBLISH_INDEX	".scrabmail-publish"

/* Where a job's document comes from. */
enum pjob_kind { PJ_ROUND, PJ_CONTEST, PJ_CHAMP, PJ_GAME, PJ_SERIES };

#define PJ_MAXOUT	4

/* One file made from a job's document. */
struct pout {
	char			*name;	/* in the output directory */
	struct report_xslt	*sheet;	/* rendered through it; NULL: the
					   document itself, or data */
	const char		*sheet_name;	/* its file, for the key */
	const char		*data;	/* fixed text (a game's GCG), or
					   NULL */
};

/* One document: made, checked and rendered by one worker. */
struct pjob {
	char			*doc;	/* the document's name, for messages */
	enum pjob_kind		 kind;
	const void		*src;	/* report_bulletin, report_champ or
					   report_series */
	int			 index;	/* round number, game index */
	struct report_bulletin_schema *schema;
	int			 game;	/* a game's: counted when kept */
	int			 nout;
	struct pout		 out[PJ_MAXOUT];
	size_t			 res;	/* its first result */
};

/* What a worker did with one file, in memory shared with the parent. */
enum { PRES_NONE, PRES_TMP, PRES_KEPT };
struct pres {
	int			 state;
	unsigned long long	 len;
	char			 key[65];
};

/* A document this long (a round of thousands of entries) is made, then
 * the data freed in its worker before the document's trees are: the
 * worker then ends and another, forked from the parent, takes the next
 * jobs (see worker). */
#define PUBLISH_DROP_LEN	(1u << 20)

/* The queue, shared by the workers: the number of jobs taken (the last
 * jobs first). */
struct pqueue {
	unsigned		 taken;
};

/* An entry of the publish index. */
struct pindex {
	char			 key[65];
	unsigned long long	 len;
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
	struct report_champ_opts co;
	struct report_series_opts so;
	/* The data the jobs read, freed at the end. */
	struct report_bulletin	*b;		/* a contest's */
	struct report_bulletin	**owned;
	size_t			 nowned;
	struct report_champ	*rc;
	struct report_series	*rs;
	struct pjob		*jobs;
	size_t			 njobs, cap, nres;
	char			 tplkey[65];	/* the templates' SHA-256 */
	int			 all;		/* make every file again */
	int			 nworkers;
	const char		*dir;		/* the output directory */
	pid_t			 parent;	/* the publishing process */
	GHashTable		*index;		/* name -> struct pindex */
	struct pres		*res;		/* shared with the workers */
	struct pqueue		*queue;		/* the same */
};

static void
publish_usage(FILE *f)
{
	fprintf(f, "usage: scrabmail publish NAME [--round N] [--out DIR] "
	    "[--lang ro|en]\n           [--base URL] [--all] [--jobs N]\n"
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
	    "board) and, once over, game-ID.gcg.\n"
	    "When NAME is a series of contests: series.xml, index.html and "
	    "index.txt (its\ncontests, the standings over them), and each "
	    "contest's bulletins in a\ndirectory named after it (a '/' or a "
	    "leading '.' made '_').\n"
	    "A file whose document, templates and options have not changed "
	    "since it was\npublished in DIR is kept as it is (DIR/"
	    PUBLISH_INDEX " says what each was\nmade from; --all makes "
	    "every file again).  --jobs N renders on N processes\n(default: "
	    "the number of processors).\n");
}

/* A new job of kind on src, index; its files are added by add_out. */
static struct pjob *
add_job(struct publish *p, const char *doc, enum pjob_kind kind,
    const void *src, int index, struct report_bulletin_schema *schema)
{
	struct pjob *j;

	if (p->njobs == p->cap) {
		p->cap = p->cap ? p->cap * 2 : 32;
		p->jobs = xrealloc(p->jobs, p->cap * sizeof *p->jobs);
	}
	j = &p->jobs[p->njobs++];
	memset(j, 0, sizeof *j);
	j->doc = g_strconcat(p->prefix != NULL ? p->prefix : "", doc, NULL);
	j->kind = kind;
	j->src = src;
	j->index = index;
	j->schema = schema;
	j->res = p->nres;
	return j;
}

/* The file name (prefixed) of job j: the document itself when sheet is
 * NULL and data NULL. */
static void
add_out(struct publish *p, struct pjob *j, const char *name,
    struct report_xslt *sheet, const char *sheet_name, const char *data)
{
	struct pout *o;

	assert(j->nout < PJ_MAXOUT);
	o = &j->out[j->nout++];
	o->name = g_strconcat(p->prefix != NULL ? p->prefix : "", name, NULL);
	o->sheet = sheet;
	o->sheet_name = sheet_name;
	o->data = data;
	p->nres++;
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

static int
cmp_names(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* The SHA-256 of the schemas and of every file of dir/bulletin, by name,
 * into key (65 bytes): a page made from the same document with the same
 * templates is the same page. */
static void
templates_key(const char *dir, char *key)
{
	GChecksum *ck = g_checksum_new(G_CHECKSUM_SHA256);
	GPtrArray *names = g_ptr_array_new_with_free_func(g_free);
	GDir *d;
	const char *n;
	char *path, *buf;
	size_t i, len;

	for (i = 0; i < G_N_ELEMENTS(schema_files); i++)
		g_ptr_array_add(names, g_strdup(schema_files[i]));
	path = g_build_filename(dir, "bulletin", NULL);
	if ((d = g_dir_open(path, 0, NULL)) != NULL) {
		while ((n = g_dir_read_name(d)) != NULL)
			g_ptr_array_add(names, g_build_filename("bulletin", n,
			    NULL));
		g_dir_close(d);
	}
	g_free(path);
	qsort(names->pdata, names->len, sizeof *names->pdata, cmp_names);
	for (i = 0; i < names->len; i++) {
		path = g_build_filename(dir, names->pdata[i], NULL);
		buf = NULL;
		len = 0;
		g_checksum_update(ck, (const guchar *)names->pdata[i], -1);
		if (util_read_file(path, 16u << 20, &buf, &len) == 0) {
			g_checksum_update(ck, (const guchar *)"\n", 1);
			g_checksum_update(ck, (const guchar *)buf,
			    (gssize)len);
		}
		g_checksum_update(ck, (const guchar *)"\0", 1);
		free(buf);
		g_free(path);
	}
	util_strlcpy(key, g_checksum_get_string(ck), 65);
	g_checksum_free(ck);
	g_ptr_array_free(names, TRUE);
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

/* --- the jobs ------------------------------------------------------------ */

/* Round number's document and pages; pages 0 for the open round's puzzle
 * only. */
static void
job_round(struct publish *p, const struct report_bulletin *b, int number,
    int pages, int puzzle)
{
	struct pjob *j;
	char name[64];

	snprintf(name, sizeof name, "round-%02d.xml", number);
	j = add_job(p, name, PJ_ROUND, b, number, p->schema);
	if (puzzle)
		add_out(p, j, "puzzle.html", p->sheet[SHEET_PUZZLE],
		    sheet_files[SHEET_PUZZLE], NULL);
	if (!pages)
		return;
	snprintf(name, sizeof name, "round-%02d.html", number);
	add_out(p, j, name, p->sheet[SHEET_ROUND_HTML],
	    sheet_files[SHEET_ROUND_HTML], NULL);
	snprintf(name, sizeof name, "round-%02d.txt", number);
	add_out(p, j, name, p->sheet[SHEET_ROUND_TEXT],
	    sheet_files[SHEET_ROUND_TEXT], NULL);
	snprintf(name, sizeof name, "round-%02d.xml", number);
	add_out(p, j, name, NULL, NULL, NULL);
}

static void
job_contest(struct publish *p, const struct report_bulletin *b)
{
	struct pjob *j = add_job(p, "contest.xml", PJ_CONTEST, b, 0,
	    p->schema);

	add_out(p, j, "index.html", p->sheet[SHEET_INDEX],
	    sheet_files[SHEET_INDEX], NULL);
	add_out(p, j, "standings.html", p->sheet[SHEET_STANDINGS],
	    sheet_files[SHEET_STANDINGS], NULL);
	add_out(p, j, "feed.atom", p->sheet[SHEET_ATOM],
	    sheet_files[SHEET_ATOM], NULL);
	add_out(p, j, "contest.xml", NULL, NULL, NULL);
}

/* Contest b's jobs (with number, round number's pages only), its
 * stylesheets loaded first when they are not yet. */
static int
jobs_contest(struct publish *p, const struct conf *conf,
    const struct report_bulletin *b, long number, char **cause)
{
	int i;

	if (p->schema == NULL && load_sheets(template_dir(conf),
	    "bulletin.rng", &p->schema, sheet_files, NSHEETS, p->sheet,
	    cause) == -1)
		return -1;
	for (i = 1; i <= b->rounds; i++) {
		int pages = number == 0 || i == number;

		if (pages || i == b->open_round)
			job_round(p, b, i, pages, i == b->open_round);
	}
	job_contest(p, b);
	return 0;
}

/* A championship's jobs: 0, 1 when there is no championship of that
 * name, -1 with *cause. */
static int
jobs_champ(struct publish *p, struct conf *conf, struct store *st,
    const char *name, char **cause)
{
	struct pjob *j;
	struct game_ctx g;
	char fname[64];
	int i, r;

	if (load_sheets(template_dir(conf), "championship.rng", &p->cschema,
	    csheet_files, NCSHEETS, p->csheet, cause) == -1)
		return -1;
	game_ctx_init(&g, st, conf, NULL);
	r = game_champ_report(&g, name, &p->rc, cause);
	game_ctx_clear(&g);
	if (r != 0)
		return r;
	j = add_job(p, "championship.xml", PJ_CHAMP, p->rc, 0, p->cschema);
	add_out(p, j, "index.html", p->csheet[CSHEET_HTML],
	    csheet_files[CSHEET_HTML], NULL);
	add_out(p, j, "index.txt", p->csheet[CSHEET_TEXT],
	    csheet_files[CSHEET_TEXT], NULL);
	add_out(p, j, "championship.xml", NULL, NULL, NULL);
	for (i = 0; i < p->rc->ngames; i++) {
		const struct report_champ_game *gm = &p->rc->games[i];

		snprintf(fname, sizeof fname, "game-%lld.xml", gm->id);
		j = add_job(p, fname, PJ_GAME, p->rc, i, p->cschema);
		j->game = 1;
		snprintf(fname, sizeof fname, "game-%lld.html", gm->id);
		add_out(p, j, fname, p->csheet[CSHEET_GAME],
		    csheet_files[CSHEET_GAME], NULL);
		snprintf(fname, sizeof fname, "game-%lld.xml", gm->id);
		add_out(p, j, fname, NULL, NULL, NULL);
		if (gm->gcg != NULL) {
			snprintf(fname, sizeof fname, "game-%lld.gcg", gm->id);
			add_out(p, j, fname, NULL, NULL, gm->gcg);
		}
	}
	return 0;
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

/* A series' jobs (series.xml, index.html, index.txt), and every
 * contest's bulletins in a directory of its own (contest_dir) beside it:
 * 0, 1 when there is no series of that name, -1 with *cause. */
static int
jobs_series(struct publish *p, struct conf *conf, struct store *st,
    const char *name, char **cause)
{
	struct report_bulletin *b = NULL;
	struct pjob *j;
	struct game_ctx g;
	char *dir, *prefix;
	size_t i;
	int r, ret = -1;

	game_ctx_init(&g, st, conf, NULL);
	if ((r = game_series_report(&g, name, &p->rs, cause)) != 0) {
		ret = r;
		goto out;
	}
	if (load_sheets(template_dir(conf), "series.rng", &p->sschema,
	    ssheet_files, NSSHEETS, p->ssheet, cause) == -1)
		goto out;
	j = add_job(p, "series.xml", PJ_SERIES, p->rs, 0, p->sschema);
	add_out(p, j, "index.html", p->ssheet[SSHEET_HTML],
	    ssheet_files[SSHEET_HTML], NULL);
	add_out(p, j, "index.txt", p->ssheet[SSHEET_TEXT],
	    ssheet_files[SSHEET_TEXT], NULL);
	add_out(p, j, "series.xml", NULL, NULL, NULL);
	for (i = 0; i < p->rs->ncontests; i++) {
		if ((r = game_contest_report(&g, p->rs->contests[i].name, 0,
		    &b, cause)) != 0) {
			if (r == 1)
				*cause = g_strdup_printf("series %s: no "
				    "contest %s", p->rs->name,
				    p->rs->contests[i].name);
			goto out;
		}
		p->owned = xrealloc(p->owned, (p->nowned + 1) *
		    sizeof *p->owned);
		p->owned[p->nowned++] = b;
		dir = contest_dir(p->rs->contests[i].name);
		prefix = g_strconcat(dir, "/", NULL);
		free(dir);
		p->prefix = prefix;
		r = jobs_contest(p, conf, b, 0, cause);
		p->prefix = NULL;
		g_free(prefix);
		if (r == -1)
			goto out;
	}
	ret = 0;
out:
	game_ctx_clear(&g);
	return ret;
}

/* --- the workers ---------------------------------------------------------- */

/* Job j's document (malloc'ed, its length in *len), or NULL with
 * *cause. */
static char *
make_doc(const struct publish *p, const struct pjob *j, size_t *len,
    char **cause)
{
	switch (j->kind) {
	case PJ_ROUND:
		return report_bulletin_round_xml(j->src, j->index, p->bo, len,
		    cause);
	case PJ_CONTEST:
		return report_bulletin_xml(j->src, p->bo, len, cause);
	case PJ_CHAMP:
		return report_champ_xml(j->src, &p->co, len, cause);
	case PJ_GAME:
		return report_champ_game_xml(j->src, j->index, &p->co, len,
		    cause);
	case PJ_SERIES:
		return report_series_xml(j->src, &p->so, len, cause);
	}
	*cause = xstrdup("unknown kind of document");
	return NULL;
}

/* The value of attribute name (" name=\"") in xml's first element
 * named el ("<el "), within the first 4 KB: its first and last bytes in
 * *a, *b (the quotes excluded), or -1. */
static int
find_attr(const char *xml, size_t len, const char *el, const char *name,
    const char **a, const char **b)
{
	size_t head = len < 4096 ? len : 4096;
	const char *t, *end;

	if ((t = g_strstr_len(xml, (gssize)head, el)) == NULL ||
	    (end = memchr(t, '>', len - (size_t)(t - xml))) == NULL ||
	    (*a = g_strstr_len(t, end - t, name)) == NULL)
		return -1;
	*a += strlen(name);
	if ((*b = memchr(*a, '"', (size_t)(end - *a))) == NULL)
		return -1;
	return 0;
}

/* The key of a document made (not a round's: see run_job) into dkey
 * (65 bytes): the SHA-256 of its text without the root's generated="..."
 * (the time it is made at: a file kept keeps the time it was made at). */
static void
doc_key(const char *xml, size_t len, char *dkey)
{
	GChecksum *ck = g_checksum_new(G_CHECKSUM_SHA256);
	const char *ga = NULL, *gb = NULL;

	if (find_attr(xml, len, "<bulletin ", " generated=\"", &ga,
	    &gb) == -1)
		ga = gb = xml;
	g_checksum_update(ck, (const guchar *)xml, ga - xml);
	g_checksum_update(ck, (const guchar *)gb, (gssize)(len -
	    (size_t)(gb - xml)));
	util_strlcpy(dkey, g_checksum_get_string(ck), 65);
	g_checksum_free(ck);
}

/* The key of file o of a document of key dkey: what it is made from (the
 * document, the stylesheet and the templates, the language and the base
 * URL; or its fixed text), into key (65 bytes). */
static void
out_key(const struct publish *p, const struct pout *o, const char *dkey,
    char *key)
{
	GChecksum *ck = g_checksum_new(G_CHECKSUM_SHA256);
	int i;

	if (o->data != NULL) {
		g_checksum_update(ck, (const guchar *)"data\n", -1);
		g_checksum_update(ck, (const guchar *)o->data, -1);
	} else {
		g_checksum_update(ck, (const guchar *)dkey, -1);
		g_checksum_update(ck, (const guchar *)"\n", 1);
		g_checksum_update(ck, (const guchar *)(o->sheet_name != NULL ?
		    o->sheet_name : "(document)"), -1);
		g_checksum_update(ck, (const guchar *)"\n", 1);
		if (o->sheet != NULL) {
			g_checksum_update(ck, (const guchar *)p->tplkey, -1);
			for (i = 0; p->params[i] != NULL; i++) {
				g_checksum_update(ck, (const guchar *)"\n", 1);
				g_checksum_update(ck,
				    (const guchar *)p->params[i], -1);
			}
		}
	}
	util_strlcpy(key, g_checksum_get_string(ck), 65);
	g_checksum_free(ck);
}


/* The temporary a file is written to before the parent renames it:
 * DIR/NAME.tmp.PID, PID the parent's: a publisher killed before its
 * renames leaves them to the next one (util_remove_stale_tmp).  g_free. */
static char *
tmp_path(const struct publish *p, const char *name)
{
	return g_strdup_printf("%s/%s.tmp.%ld", p->dir, name,
	    (long)p->parent);
}

/* Write len bytes of data to path, created: 0, or -1 with errno.  Not
 * synced here: the parent makes every temporary durable at once before
 * the first rename (sync_tmps). */
static int
write_tmp(const char *path, const char *data, size_t len)
{
	int fd, saved;

	if ((fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644)) == -1)
		return -1;
	while (len > 0) {
		ssize_t w = write(fd, data, len);

		if (w < 0) {
			if (errno == EINTR)
				continue;
			goto fail;
		}
		data += w;
		len -= (size_t)w;
	}
	return close(fd);
fail:
	saved = errno;
	close(fd);
	errno = saved;
	return -1;
}

/* Whether file o, of key key, is the one published: the index says it
 * was made from the same and the file has the length it had then. */
static int
published(const struct publish *p, const struct pout *o, const char *key)
{
	const struct pindex *x;
	struct stat sb;
	char *path;
	int same;

	if (p->all || p->index == NULL ||
	    (x = g_hash_table_lookup(p->index, o->name)) == NULL ||
	    strcmp(x->key, key) != 0)
		return 0;
	path = g_build_filename(p->dir, o->name, NULL);
	same = stat(path, &sb) == 0 && S_ISREG(sb.st_mode) &&
	    (unsigned long long)sb.st_size == x->len;
	g_free(path);
	return same;
}

/* In a worker: the contests' data freed, and given back to the system
 * (a fork's pages are counted as its own until then). */
static void
drop_data(struct publish *p)
{
	size_t n;

	game_contest_report_free(p->b);
	p->b = NULL;
	for (n = 0; n < p->nowned; n++)
		game_contest_report_free(p->owned[n]);
	free(p->owned);
	p->owned = NULL;
	p->nowned = 0;
#ifdef __GLIBC__
	malloc_trim(0);
#endif
}

/* How much the heap's top is grown by in a worker that dropped the data
 * (heap_huge): more than a round's trees (about 90 MB). */
#define PUBLISH_HEAP_PAD	(128u << 20)
#define PUBLISH_HUGE_PAGE	(2u << 20)

/* In a worker that dropped the data, before a long document's trees are
 * made: the heap's free top grown by PUBLISH_HEAP_PAD (not touched, so
 * not resident) and the kernel asked to back it with huge pages
 * (MADV_HUGEPAGE, honoured when transparent huge pages are "madvise" or
 * "always"): the trees then fault in 2 MB at a time, not 4 KB (a round's
 * 20,000 faults, repeated in every worker, were a quarter of the whole
 * publish's CPU).  What glibc's "glibc.malloc.hugetlb=1" tunable does,
 * which only the environment can set.  Nothing elsewhere, and nothing
 * when the kernel refuses. */
static void
heap_huge(void)
{
#if defined(__GLIBC__) && defined(MADV_HUGEPAGE)
	struct mallinfo2 mi;
	uintptr_t lo, hi;
	void *x;

	/* The heap's top neither trimmed nor given back while the worker
	 * lives; for a moment, blocks up to 32 MB (glibc's most) taken from
	 * the heap, not mapped apart. */
	mallopt(M_MMAP_THRESHOLD, 32 << 20);
	mallopt(M_TRIM_THRESHOLD, 2 * PUBLISH_HEAP_PAD);
	mallopt(M_TOP_PAD, PUBLISH_HEAP_PAD);
	/* A block larger than every free chunk: glibc grows the heap by
	 * it and the pad, and it goes back to the top.  (When the free
	 * chunks hold 32 MB or more, the heap is not grown: only what it
	 * is now is advised.) */
	mi = mallinfo2();
	if (mi.fordblks + 4096 < (32u << 20) &&
	    (x = malloc(mi.fordblks + 4096)) != NULL)
		free(x);
	/* Then blocks up to 4 MB from the heap (a page's text, larger, is
	 * mapped apart: 32 MB made no fewer faults and a higher peak). */
	mallopt(M_MMAP_THRESHOLD, 4 << 20);
	/* The whole heap, 2 MB aligned: the holes the data left are
	 * reused first (advising only the new part made twice the
	 * faults). */
	hi = (uintptr_t)sbrk(0);
	mi = mallinfo2();
	lo = (hi - mi.arena + PUBLISH_HUGE_PAGE - 1) &
	    ~(uintptr_t)(PUBLISH_HUGE_PAGE - 1);
	hi &= ~(uintptr_t)(PUBLISH_HUGE_PAGE - 1);
	if (hi > lo)
		madvise((void *)lo, hi - lo, MADV_HUGEPAGE);
#endif
}

/* Job j in a worker: its document made, and each of its files not
 * published yet checked, rendered and written to its temporary; the
 * results in p->res.  0, or -1 with *cause; *dropped set to 1 when a
 * long contest's document was made and the data freed (drop_data), so
 * that the worker can take no other job.  A round's key is made from
 * the data (report_bulletin_round_key: the same as its text's but made
 * without writing it), so that a round whose files are all published is
 * not even made; any other document's is its text's (doc_key). */
static int
run_job(struct publish *p, const struct pjob *j, int *dropped, char **cause)
{
	struct report_xslt_doc *doc = NULL;
	struct pres *r = &p->res[j->res];
	char *xml = NULL, *page, *path, *why = NULL, dkey[65];
	const char *data;
	size_t len = 0, plen;
	int k, todo = 0, pages, kept, pass, ret = -1;

	if (j->kind == PJ_ROUND) {
		if (report_bulletin_round_key(j->src, j->index, p->bo, dkey,
		    cause) == -1)
			return -1;
	} else {
		if ((xml = make_doc(p, j, &len, cause)) == NULL)
			return -1;
		doc_key(xml, len, dkey);
	}
	for (k = 0; k < j->nout; k++) {
		out_key(p, &j->out[k], dkey, r[k].key);
		if (published(p, &j->out[k], r[k].key))
			r[k].state = PRES_KEPT;
		else
			todo++;
	}
	if (todo == 0) {
		free(xml);
		return 0;
	}
	if (xml == NULL && (xml = make_doc(p, j, &len, cause)) == NULL)
		return -1;
	if (len >= PUBLISH_DROP_LEN && (j->kind == PJ_ROUND ||
	    j->kind == PJ_CONTEST)) {
		drop_data(p);
		heap_huge();
		*dropped = 1;
	}
	/* Every page kept, only the document (or a GCG) to write: the
	 * pages were made from the same document (the same key), checked
	 * then, so it is not checked again. */
	for (k = 0, pages = 0, kept = 0; k < j->nout; k++)
		if (j->out[k].sheet != NULL) {
			pages++;
			kept += r[k].state == PRES_KEPT;
		}
	if (pages > 0 && kept == pages)
		goto write;
	/* Parsed once, for the check and each stylesheet. */
	if ((doc = report_xslt_doc_parse(xml, len, &why)) == NULL ||
	    report_bulletin_validate_doc(j->schema, doc, &why) == -1) {
		*cause = g_strdup_printf("internal error: %s does not follow "
		    "the bulletin schema (nothing was written): %s",
		    j->doc, why);
		goto out;
	}
write:
	/* The document (and a GCG) first, then its text freed before the
	 * pages are made. */
	for (pass = 0; pass < 2; pass++) {
		if (pass == 1) {
			free(xml);
			xml = NULL;
		}
		for (k = 0; k < j->nout; k++) {
			const struct pout *o = &j->out[k];

			if (r[k].state == PRES_KEPT ||
			    (o->sheet != NULL) != pass)
				continue;
			page = NULL;
			if (o->sheet != NULL) {
				if (report_xslt_apply_doc(o->sheet, doc,
				    p->params, &page, &plen, &why) == -1) {
					*cause = g_strdup_printf("%s: %s",
					    o->name, why);
					goto out;
				}
				data = page;
			} else if (o->data != NULL) {
				data = o->data;
				plen = strlen(data);
			} else {
				data = xml;
				plen = len;
			}
			path = tmp_path(p, o->name);
			if (write_tmp(path, data, plen) == -1) {
				*cause = g_strdup_printf("cannot write %s: %s",
				    path, strerror(errno));
				g_free(path);
				free(page);
				goto out;
			}
			g_free(path);
			free(page);
			r[k].len = plen;
			r[k].state = PRES_TMP;
		}
	}
	ret = 0;
out:
	free(why);
	report_xslt_doc_free(doc);
	free(xml);
	return ret;
}

/* A worker: the jobs it takes from the queue, until none is left or
 * it freed the data (a long document: it ends, the parent forks another
 * from the data it holds); never returns.  Exits 0, or 1 after saying
 * why. */
static void
worker(struct publish *p)
{
	char *cause = NULL;
	unsigned idx;
	int dropped = 0;

#ifdef __linux__
	/* Dies with its parent: a killed publish leaves no worker behind
	 * writing temporaries. */
	prctl(PR_SET_PDEATHSIG, SIGKILL);
#endif
	if (getppid() != p->parent)
		_exit(1);
	for (;;) {
		idx = __atomic_fetch_add(&p->queue->taken, 1,
		    __ATOMIC_SEQ_CST);
		if (idx >= p->njobs)
			_exit(0);
		if (run_job(p, &p->jobs[p->njobs - 1 - idx], &dropped,
		    &cause) == -1) {
			log_warnx("%s", cause);
			_exit(1);
		}
		if (dropped)
			_exit(0);
#ifdef __GLIBC__
		/* A round's trees (90 MB) back to the system before the
		 * next job; not after a game's page (a championship's 1,350
		 * small jobs: the trim's madvise calls and the pages faulted
		 * in again were a third of the publish's system time). */
		if (p->jobs[p->njobs - 1 - idx].kind != PJ_GAME)
			malloc_trim(0);
#endif
	}
}

/* A worker forked into *pid: 0, or -1 after a message. */
static int
spawn(struct publish *p, pid_t *pid)
{
	fflush(stdout);
	fflush(stderr);
	if ((*pid = fork()) == -1) {
		log_warn("publish: fork");
		return -1;
	}
	if (*pid == 0)
		worker(p);
	return 0;
}

/* Every temporary of this publish removed (a worker failed). */
static void
remove_tmps(const struct publish *p)
{
	size_t i;
	int k;
	char *path;

	for (i = 0; i < p->njobs; i++)
		for (k = 0; k < p->jobs[i].nout; k++) {
			path = tmp_path(p, p->jobs[i].out[k].name);
			unlink(path);
			g_free(path);
		}
}

/* The directories the jobs write in created (made 1 in *made when dir
 * was not there), the stale temporaries removed: 0 or -1. */
static int
make_dirs(struct publish *p, int *made)
{
	GHashTable *seen = g_hash_table_new_full(g_str_hash, g_str_equal,
	    g_free, NULL);
	char *sub;
	size_t i;
	int k, ret = 0;

	*made = access(p->dir, F_OK) == -1;
	if (g_mkdir_with_parents(p->dir, 0755) == -1) {
		log_warn("cannot create %s", p->dir);
		g_hash_table_destroy(seen);
		return -1;
	}
	util_remove_stale_tmp(p->dir);
	for (i = 0; i < p->njobs && ret == 0; i++)
		for (k = 0; k < p->jobs[i].nout && ret == 0; k++) {
			if (strchr(p->jobs[i].out[k].name, '/') == NULL)
				continue;
			/* A series' contest's directory. */
			sub = g_build_filename(p->dir,
			    p->jobs[i].out[k].name, NULL);
			*strrchr(sub, '/') = '\0';
			if (g_hash_table_contains(seen, sub)) {
				g_free(sub);
				continue;
			}
			if (g_mkdir_with_parents(sub, 0755) == -1) {
				log_warn("cannot create %s", sub);
				ret = -1;
			} else
				util_remove_stale_tmp(sub);
			g_hash_table_add(seen, sub);
		}
	g_hash_table_destroy(seen);
	return ret;
}

/* The publish index of p->dir read into p->index (none: empty). */
static void
read_index(struct publish *p)
{
	char *path, *buf = NULL, *line, *next, *f[3];
	size_t len = 0;
	struct pindex *x;
	unsigned long long n;
	char *end;
	int i;

	p->index = g_hash_table_new_full(g_str_hash, g_str_equal, g_free,
	    free);
	path = g_build_filename(p->dir, PUBLISH_INDEX, NULL);
	if (util_read_file(path, 64u << 20, &buf, &len) == -1) {
		g_free(path);
		return;
	}
	g_free(path);
	for (line = buf; line != NULL && *line != '\0'; line = next) {
		if ((next = strchr(line, '\n')) != NULL)
			*next++ = '\0';
		for (i = 0, f[0] = line; i < 2; i++) {
			if ((f[i + 1] = strchr(f[i], '\t')) == NULL)
				break;
			*f[i + 1]++ = '\0';
		}
		if (i < 2 || strlen(f[0]) != 64 || f[2][0] == '\0')
			continue;
		errno = 0;
		n = strtoull(f[1], &end, 10);
		if (errno != 0 || end == f[1] || *end != '\0')
			continue;
		x = xmalloc(sizeof *x);
		util_strlcpy(x->key, f[0], sizeof x->key);
		x->len = n;
		g_hash_table_replace(p->index, g_strdup(f[2]), x);
	}
	free(buf);
}

/* The publish index written again: what it said, with the files of this
 * publish (written or kept) as they are now.  0 or -1. */
static int
write_index(struct publish *p)
{
	GString *s = g_string_new(NULL);
	const char **names;
	guint nn;
	struct pindex *x;
	char *path;
	size_t i;
	int k, r;

	for (i = 0; i < p->njobs; i++)
		for (k = 0; k < p->jobs[i].nout; k++) {
			const struct pres *res = &p->res[p->jobs[i].res + k];

			if (res->state != PRES_TMP)
				continue;
			x = xmalloc(sizeof *x);
			util_strlcpy(x->key, res->key, sizeof x->key);
			x->len = res->len;
			g_hash_table_replace(p->index,
			    g_strdup(p->jobs[i].out[k].name), x);
		}
	names = (const char **)g_hash_table_get_keys_as_array(p->index,
	    &nn);
	qsort(names, nn, sizeof *names, cmp_names);
	for (i = 0; i < nn; i++) {
		x = g_hash_table_lookup(p->index, names[i]);
		g_string_append_printf(s, "%s\t%llu\t%s\n", x->key, x->len,
		    names[i]);
	}
	g_free(names);
	path = g_build_filename(p->dir, PUBLISH_INDEX, NULL);
	if ((r = util_write_file_atomic(path, s->str, s->len)) == -1)
		log_warn("cannot write %s", path);
	g_free(path);
	g_string_free(s, TRUE);
	return r;
}

/* syncfs(2) through syscall(2): glibc declares it only for _GNU_SOURCE,
 * which the project's own sched.h keeps out. */
#if defined(__linux__) && defined(SYS_syncfs)
#define PUBLISH_SYNCFS(fd)	syscall(SYS_syncfs, (fd))
#endif

/* Up to this many temporaries are fsynced one by one; more, with one
 * syncfs (which also writes back what other programs have not synced on
 * that file system: worth it for a whole championship, not for the few
 * files a publish after a tick writes). */
#define PUBLISH_SYNC_EACH	64

/* The temporary of file k of job i fsynced: 0, or -1 with errno. */
static int
sync_one(const struct publish *p, size_t i, int k)
{
	char *path = tmp_path(p, p->jobs[i].out[k].name);
	int fd, r, saved;

	fd = open(path, O_RDONLY);
	g_free(path);
	if (fd == -1)
		return -1;
	r = fsync(fd);
	saved = errno;
	close(fd);
	errno = saved;
	return r;
}

#ifdef PUBLISH_SYNCFS
/* One syncfs per file system holding the temporaries (the output
 * directory and a series' contests' directories): 0, or -1 after a
 * message. */
static int
sync_fs(const struct publish *p)
{
	GHashTable *seen = g_hash_table_new_full(g_str_hash, g_str_equal,
	    g_free, NULL);
	dev_t devs[16];
	size_t i, ndevs = 0, d;
	struct stat sb;
	char *dir;
	int k, fd, ret = 0;

	for (i = 0; i < p->njobs && ret == 0; i++)
		for (k = 0; k < p->jobs[i].nout && ret == 0; k++) {
			if (p->res[p->jobs[i].res + k].state != PRES_TMP)
				continue;
			dir = g_build_filename(p->dir, p->jobs[i].out[k].name,
			    NULL);
			*strrchr(dir, '/') = '\0';
			if (g_hash_table_contains(seen, dir)) {
				g_free(dir);
				continue;
			}
			g_hash_table_add(seen, dir);
			if ((fd = open(dir, O_RDONLY | O_DIRECTORY)) == -1 ||
			    fstat(fd, &sb) == -1) {
				log_warn("publish: %s", dir);
				ret = -1;
			} else {
				for (d = 0; d < ndevs && devs[d] != sb.st_dev;
				    d++)
					;
				if (d == ndevs && PUBLISH_SYNCFS(fd) == -1) {
					log_warn("publish: syncfs %s", dir);
					ret = -1;
				} else if (d == ndevs &&
				    ndevs < G_N_ELEMENTS(devs))
					devs[ndevs++] = sb.st_dev;
			}
			if (fd != -1)
				close(fd);
		}
	g_hash_table_destroy(seen);
	return ret;
}
#endif

/* Every temporary this publish wrote made durable before the first
 * rename, so that no file a power failure could leave half written is
 * ever put in place: more than PUBLISH_SYNC_EACH with one syncfs per
 * file system by sync_fs, which writes them back together (an fsync per
 * file was a write-back each: 2,703 for a championship); else, or
 * without syncfs, each fsynced.  0, or -1 after a message. */
static int
sync_tmps(const struct publish *p)
{
	size_t i, n = 0;
	int k;

	for (i = 0; i < p->njobs; i++)
		for (k = 0; k < p->jobs[i].nout; k++)
			n += p->res[p->jobs[i].res + k].state == PRES_TMP;
#ifdef PUBLISH_SYNCFS
	if (n > PUBLISH_SYNC_EACH)
		return sync_fs(p);
#endif
	for (i = 0; i < p->njobs; i++)
		for (k = 0; k < p->jobs[i].nout; k++)
			if (p->res[p->jobs[i].res + k].state == PRES_TMP &&
			    sync_one(p, i, k) == -1) {
				log_warn("publish: fsync %s",
				    p->jobs[i].out[k].name);
				return -1;
			}
	return 0;
}

/* Run every job on p->nworkers processes, then put the files in place:
 * 0, or -1 after a message (nothing written then).  *kept: the files
 * kept, *kept_games: the games all of whose files were. */
static int
run_jobs(struct publish *p, size_t *kept, size_t *kept_games)
{
	pid_t *pids = NULL, pid;
	size_t i, nres = p->nres > 0 ? p->nres : 1;
	int n, k, m, st, running, failed = 0, made = 0, all_kept;
	char *tmp, *path;

	p->parent = getpid();
	if (make_dirs(p, &made) == -1)
		return -1;
	read_index(p);
	p->res = mmap(NULL, nres * sizeof *p->res, PROT_READ | PROT_WRITE,
	    MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (p->res == MAP_FAILED) {
		p->res = NULL;
		log_warn("publish: mmap");
		goto fail;
	}
	p->queue = mmap(NULL, sizeof *p->queue, PROT_READ | PROT_WRITE,
	    MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (p->queue == MAP_FAILED) {
		p->queue = NULL;
		log_warn("publish: mmap");
		goto fail;
	}
	p->queue->taken = 0;
	if ((size_t)p->nworkers > p->njobs)
		p->nworkers = p->njobs > 0 ? (int)p->njobs : 1;
	pids = xcalloc((size_t)p->nworkers, sizeof *pids);
#ifdef __GLIBC__
	/* What the data's making freed goes back to the system before the
	 * workers are made: each counts what its parent holds. */
	malloc_trim(0);
#endif
	/* The queue: the last jobs first (a contest's or championship's
	 * own pages, the longest, are made by the first worker free). */
	for (n = 0; n < p->nworkers; n++)
		if (spawn(p, &pids[n]) == -1) {
			failed = 1;
			break;
		}
	for (running = n; running > 0;) {
		if ((pid = waitpid(-1, &st, 0)) == -1) {
			if (errno == EINTR)
				continue;
			log_warn("publish: waitpid");
			failed = 1;
			break;
		}
		for (k = 0; k < n && pids[k] != pid; k++)
			;
		if (k == n)
			continue;	/* not a worker */
		pids[k] = 0;
		running--;
		if (WIFEXITED(st) && WEXITSTATUS(st) == 0) {
			/* Jobs left by a worker that freed its data. */
			if (!failed && p->queue->taken < p->njobs) {
				if (spawn(p, &pids[k]) == -1)
					failed = 1;
				else
					running++;
			}
			continue;
		}
		if (WIFSIGNALED(st) && !failed)
			log_warnx("publish: worker %d killed by signal %d",
			    (int)pid, WTERMSIG(st));
		if (!failed)
			/* The others need not finish. */
			for (m = 0; m < n; m++)
				if (pids[m] > 0)
					kill(pids[m], SIGTERM);
		failed = 1;
	}
	for (i = 0; i < p->njobs && !failed; i++)
		for (k = 0; k < p->jobs[i].nout; k++)
			if (p->res[p->jobs[i].res + k].state == PRES_NONE) {
				log_warnx("publish: %s was not made",
				    p->jobs[i].out[k].name);
				failed = 1;
				break;
			}
	if (failed || sync_tmps(p) == -1)
		goto fail;
	/* Every file made and durable: in place, in order. */
	for (i = 0; i < p->njobs; i++) {
		all_kept = 1;
		for (k = 0; k < p->jobs[i].nout; k++) {
			const struct pres *r = &p->res[p->jobs[i].res + k];

			if (r->state == PRES_KEPT) {
				(*kept)++;
				continue;
			}
			all_kept = 0;
			tmp = tmp_path(p, p->jobs[i].out[k].name);
			path = g_build_filename(p->dir,
			    p->jobs[i].out[k].name, NULL);
			util_crash_point("file-tmp");
			if (rename(tmp, path) == -1) {
				log_warn("cannot rename %s", tmp);
				g_free(tmp);
				g_free(path);
				remove_tmps(p);
				goto out;
			}
			util_crash_point("file-renamed");
			printf("%s\t%llu\n", path, r->len);
			g_free(tmp);
			g_free(path);
		}
		if (all_kept && p->jobs[i].game)
			(*kept_games)++;
	}
	free(pids);
	return write_index(p);
fail:
	remove_tmps(p);
	/* As it was: a directory this publish made is removed (rmdir
	 * removes only what is empty: a series' contests' directories
	 * made now, the output directory when it was). */
	for (i = 0; i < p->njobs; i++)
		for (k = 0; k < p->jobs[i].nout; k++) {
			if (strchr(p->jobs[i].out[k].name, '/') == NULL)
				continue;
			path = g_build_filename(p->dir,
			    p->jobs[i].out[k].name, NULL);
			*strrchr(path, '/') = '\0';
			rmdir(path);
			g_free(path);
		}
	if (made)
		rmdir(p->dir);
	log_warnx("publish: nothing was written to %s", p->dir);
out:
	free(pids);
	return -1;
}
struct publish_opts {
	const char	*lang, *base, *out;
	long		 number;
	long		 jobs;		/* 0: the processors */
	int		 all;
};

static const struct option publish_options[] = {
	{ "round",	required_argument, NULL, 'n' },
	{ "out",	required_argument, NULL, 'o' },
	{ "lang",	required_argument, NULL, 'l' },
	{ "base",	required_argument, NULL, 'b' },
	{ "all",	no_argument,	   NULL, 'a' },
	{ "jobs",	required_argument, NULL, 'j' },
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
	case 'j':
		if (util_parse_long(arg, 1, 64, &o->jobs) == -1) {
			log_warnx("--jobs %s: a number of processes, 1 to 64",
			    arg);
			return CLI_USAGE;
		}
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
	long number = o->number, ncpu;
	int ch, rc, i, k;
	size_t n, kept = 0, kept_games = 0;

	memset(&p, 0, sizeof p);
	rc = CLI_ERROR;
	/* The contest's data, made by the contest layer. */
	game_ctx_init(&g, st, conf, NULL);
	ch = game_contest_report(&g, name, 0, &b, &cause);
	game_ctx_clear(&g);
	p.b = b;
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
	p.co.lang = lang;
	p.co.now = bo.now;
	p.so.lang = lang;
	p.so.now = bo.now;
	p.all = o->all;
	if ((ncpu = sysconf(_SC_NPROCESSORS_ONLN)) < 1)
		ncpu = 1;
	p.nworkers = o->jobs > 0 ? (int)o->jobs : ncpu > 64 ? 64 : (int)ncpu;
	templates_key(template_dir(conf), p.tplkey);
	if (ch == 1) {
		/* Not a contest: a championship?  A series? */
		outdir = out != NULL ? xstrdup(out) :
		    g_strdup_printf("publish-%s", name);
		if (out == NULL)
			g_strdelimit(outdir, "/\\", '_');
		if ((ch = jobs_champ(&p, conf, st, name, &cause)) == -1)
			goto fail;
		if (ch == 1) {
			free(cause);
			cause = NULL;
			if ((ch = jobs_series(&p, conf, st, name,
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
	} else {
		if (number > b->rounds) {
			log_warnx("contest %s has no round %ld (%d drawn)",
			    b->name, number, b->rounds);
			rc = CLI_NEGATIVE;
			goto out;
		}
		if (jobs_contest(&p, conf, b, number, &cause) == -1)
			goto fail;
		if (out != NULL)
			outdir = xstrdup(out);
		else {
			/* A name is one path component here. */
			outdir = g_strdup_printf("publish-%s", b->name);
			g_strdelimit(outdir, "/\\", '_');
		}
	}
	/* Made by the workers, written only when all is well. */
	p.dir = outdir;
	if (run_jobs(&p, &kept, &kept_games) == -1)
		goto out;
	if (p.rc != NULL && kept_games > 0)
		printf("%zu unchanged %s kept\n", kept_games,
		    util_noun((long long)kept_games, "game", "games"));
	else if (p.rc == NULL && kept > 0)
		printf("%zu unchanged %s kept\n", kept,
		    util_noun((long long)kept, "file", "files"));
	rc = CLI_OK;
	goto out;
fail:
	log_warnx("%s", cause);
	free(cause);
out:
	for (n = 0; n < p.njobs; n++) {
		g_free(p.jobs[n].doc);
		for (k = 0; k < p.jobs[n].nout; k++)
			g_free(p.jobs[n].out[k].name);
	}
	free(p.jobs);
	if (p.res != NULL)
		munmap(p.res, (p.nres > 0 ? p.nres : 1) * sizeof *p.res);
	if (p.queue != NULL)
		munmap(p.queue, sizeof *p.queue);
	if (p.index != NULL)
		g_hash_table_destroy(p.index);
	for (i = 0; i < NSHEETS; i++)
		report_xslt_free(p.sheet[i]);
	for (i = 0; i < NCSHEETS; i++)
		report_xslt_free(p.csheet[i]);
	for (i = 0; i < NSSHEETS; i++)
		report_xslt_free(p.ssheet[i]);
	report_bulletin_schema_free(p.schema);
	report_bulletin_schema_free(p.cschema);
	report_bulletin_schema_free(p.sschema);
	for (n = 0; n < p.nowned; n++)
		game_contest_report_free(p.owned[n]);
	free(p.owned);
	game_champ_report_free(p.rc);
	game_series_report_free(p.rs);
	game_contest_report_free(p.b);
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
