/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * cli-lexicon.c: the "lexicon" command.  "lexicon build" reads a UTF-8 word
 * list, folds each word to the letters A-Z (sm_fold_word), keeps those of
 * 2 to 15 letters, optionally replaces the two-letter words with an official
 * list, and writes the compiled file atomically; it reports on stderr what
 * it kept and dropped and why.  "lexicon info" loads a compiled file (which
 * checks it whole) and describes it as key<TAB>value lines, its identity
 * by words among them.  "lexicon install" copies a checked file into the
 * directory of installed lexicons (lexfile_dir) named by that identity.
 */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <glib.h>

#include "cli.h"
#include "conf.h"
#include "lex-file.h"
#include "lexicon.h"
#include "store.h"
#include "util.h"
#include "wordlist.h"

#define WORDLIST_MAX	((size_t)1 << 30)

static void
build_usage(FILE *f)
{
	fprintf(f,
"usage: scrabmail lexicon build [-o OUT] [--two-letter FILE] [--source TEXT]\n"
"                               [--quiet] WORDLIST\n"
"\n"
"Compile WORDLIST (UTF-8, one word a line) into a lexicon file.\n"
"Surrounding white space, CR LF line ends and a UTF-8 byte order mark are\n"
"ignored; lines whose first non-blank character is '#' are comments.\n"
"Words are folded to A-Z (Ă Â to A, Î to I, Ș Ş to S, Ț Ţ to T, case\n"
"ignored); those that are not 2 to 15 letters after folding are dropped,\n"
"and counted by reason in a report on stderr.\n"
"\n"
"  -o, --output OUT      the file to write (default: WORDLIST with its\n"
"                        extension replaced by .lex)\n"
"  -t, --two-letter FILE the two-letter words are exactly those in FILE\n"
"                        (same format); WORDLIST's own are dropped\n"
"  -s, --source TEXT     text recorded in the file (default: WORDLIST's\n"
"                        name; at most %d bytes kept)\n"
"  -q, --quiet           no report\n"
"  -h, --help            this help\n"
"\n"
"The build time recorded is now, or $SOURCE_DATE_EPOCH when set.  The file\n"
"records its identity: the SHA-256 of its words (sorted, folded), the same\n"
"for the same words whenever and from whatever source they are built.\n",
	    SM_LEX_SOURCE_MAX);
}

static void
info_usage(FILE *f)
{
	fprintf(f,
"usage: scrabmail lexicon info FILE\n"
"\n"
"Check FILE whole and describe it, one key<TAB>value a line: file, version,\n"
"words, letters, arcs, size (bytes), filter (the bytes of its alphagram\n"
"filter, which speeds up the search of 7-tile moves; 0: none, a lexicon\n"
"built by an earlier version), checksum (hex), identity (the SHA-256 of its\n"
"words, which contests record), source, built (ISO 8601 UTC).  A\n"
"damaged file, or one whose recorded identity is not its words', is an\n"
"error (exit status 3).\n");
}

static void
install_usage(FILE *f)
{
	fprintf(f,
"usage: scrabmail lexicon install FILE\n"
"\n"
"Check FILE whole and copy it into the directory of installed lexicons,\n"
"as IDENTITY.lex: $SCRABMAIL_LEXICONS, else 'lexicons' beside the database\n"
"(--db, the configuration's database, $SCRABMAIL_DB or ./scrabmail.db).\n"
"Contests and championships find their lexicon there by its identity,\n"
"whatever the current directory and wherever the file was first.\n");
}

static void
lexicon_usage(FILE *f)
{
	fprintf(f,
"usage: scrabmail lexicon build [-o OUT] [OPTIONS] WORDLIST\n"
"       scrabmail lexicon info FILE\n"
"       scrabmail lexicon install FILE\n"
"\n"
"  build   compile a UTF-8 word list into a lexicon file\n"
"  info    check a lexicon file and describe it\n"
"  install copy a lexicon file where contests find it by its identity\n"
"\n"
"'scrabmail lexicon COMMAND --help' describes each.\n");
}

/*
 * Read the word list at path and add its words to b (sm_wordlist_add).
 * Returns CLI_OK or CLI_ERROR (message printed).
 */
static int
read_wordlist(struct sm_lexbuild *b, const char *path,
    enum sm_wordlist_two two, struct sm_wordlist_stats *s)
{
	enum sm_wordlist_status	 ws;
	enum sm_lex_status	 lst = SM_LEX_OK;
	const char		*bad = NULL;
	char			*buf = NULL;
	size_t			 len, badlen = 0;
	int			 rc = CLI_ERROR;

	if (util_read_file(path, WORDLIST_MAX, &buf, &len) == -1) {
		log_warn("cannot read word list %s", path);
		goto fail;
	}
	ws = sm_wordlist_add(b, buf, len, two, s, &bad, &badlen, &lst);
	if (ws == SM_WORDLIST_NOT_TWO) {
		log_warnx("%s, line %zu: '%.*s' is not a two-letter word",
		    path, s->lines, (int)badlen, bad);
		goto fail;
	}
	if (ws == SM_WORDLIST_BUILDER) {
		log_warnx("%s", sm_lex_status_str(lst));
		goto fail;
	}
	rc = CLI_OK;
fail:
	free(buf);
	return rc;
}

/* WORDLIST with its extension replaced by .lex, malloc'ed. */
static char *
default_output(const char *in)
{
	const char	*slash, *dot;
	size_t		 base, n;
	char		*out;

	slash = strrchr(in, '/');
	dot = strrchr(slash != NULL ? slash + 1 : in, '.');
	if (dot == NULL || dot == (slash != NULL ? slash + 1 : in))
		base = strlen(in);
	else
		base = (size_t)(dot - in);
	n = base + sizeof ".lex";
	out = xmalloc(n);
	memcpy(out, in, base);
	memcpy(out + base, ".lex", sizeof ".lex");
	return out;
}

static uint64_t
build_time_now(void)
{
	const char	*env = getenv("SOURCE_DATE_EPOCH");
	long		 v;

	if (env != NULL && util_parse_long(env, 0, LONG_MAX, &v) == 0)
		return (uint64_t)v;
	return (uint64_t)time(NULL);
}

static int
lexicon_build(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "output",	required_argument,	NULL, 'o' },
		{ "two-letter",	required_argument,	NULL, 't' },
		{ "source",	required_argument,	NULL, 's' },
		{ "quiet",	no_argument,		NULL, 'q' },
		{ "help",	no_argument,		NULL, 'h' },
		{ NULL,		0,			NULL, 0 }
	};
	struct sm_lexbuild	*b = NULL;
	struct sm_wordlist_stats ws, ts;
	enum sm_lex_status	 st;
	const char		*output = NULL, *two = NULL, *source = NULL;
	const char		*in, *slash;
	char			*outpath = NULL;
	void			*img = NULL;
	size_t			 imglen;
	uint32_t		 nwords;
	double			 t0, t1, t2;
	bool			 quiet = false;
	int			 c, rc = CLI_ERROR;

	while ((c = getopt_long(argc, argv, "ho:qs:t:", opts, NULL)) != -1) {
		switch (c) {
		case 'o':
			output = optarg;
			break;
		case 't':
			two = optarg;
			break;
		case 's':
			source = optarg;
			break;
		case 'q':
			quiet = true;
			break;
		case 'h':
			build_usage(stdout);
			return CLI_OK;
		default:
			build_usage(stderr);
			return CLI_USAGE;
		}
	}
	if (argc - optind != 1) {
		log_warnx("lexicon build: %s",
		    argc - optind == 0 ? "no word list given" :
		    "only one word list, please");
		build_usage(stderr);
		return CLI_USAGE;
	}
	in = argv[optind];
	outpath = output != NULL ? xstrdup(output) : default_output(in);
	if (strcmp(outpath, in) == 0) {
		log_warnx("lexicon build: the output %s would overwrite the "
		    "word list; give another with -o", outpath);
		rc = CLI_USAGE;
		goto fail;
	}
	if (source == NULL) {
		slash = strrchr(in, '/');
		source = slash != NULL ? slash + 1 : in;
	}

	t0 = util_now();
	if ((b = sm_lexbuild_new()) == NULL) {
		log_warnx("lexicon build: %s", sm_lex_status_str(SM_LEX_NOMEM));
		goto fail;
	}
	memset(&ws, 0, sizeof ws);
	memset(&ts, 0, sizeof ts);
	if (read_wordlist(b, in, two != NULL ? SM_WORDLIST_NO_TWO :
	    SM_WORDLIST_ALL, &ws) != CLI_OK)
		goto fail;
	if (two != NULL && read_wordlist(b, two, SM_WORDLIST_ONLY_TWO, &ts) != CLI_OK)
		goto fail;
	t1 = util_now();
	st = sm_lexbuild_finish(b, source, build_time_now(), &img, &imglen,
	    &nwords);
	if (st != SM_LEX_OK) {
		log_warnx("lexicon build: %s: %s", in, sm_lex_status_str(st));
		goto fail;
	}
	sm_lexbuild_free(b);
	b = NULL;
	if (nwords != 0 && lexfile_stamp_id(img, imglen) == -1) {
		log_warnx("lexicon build: %s: the image built does not load",
		    in);
		goto fail;
	}
	t2 = util_now();
	if (nwords == 0) {
		/* A lexicon of no words judges every move wrong: refuse. */
		log_warnx("lexicon build: %s holds no word of 2 to 15 letters "
		    "A-Z (%zu lines read); nothing written.  A word list has "
		    "one word a line, in UTF-8", in, ws.lines);
		goto fail;
	}
	if (util_write_file_atomic(outpath, img, imglen) == -1) {
		log_warn("cannot write lexicon %s", outpath);
		goto fail;
	}
	if (!quiet) {
		fprintf(stderr, "lines read: %zu\n", ws.lines);
		fprintf(stderr, "words kept: %zu\n", ws.kept);
		if (two != NULL)
			fprintf(stderr, "two-letter words from %s: %zu\n",
			    two, ts.kept);
		fprintf(stderr, "distinct words: %" PRIu32 "\n", nwords);
		fprintf(stderr, "dropped too short: %zu\n", ws.too_short);
		fprintf(stderr, "dropped too long: %zu\n", ws.too_long);
		fprintf(stderr, "dropped non-letters: %zu\n", ws.not_letters);
		if (two != NULL)
			fprintf(stderr, "dropped two-letter: %zu\n",
			    ws.two_letter);
		fprintf(stderr, "empty lines: %zu\n", ws.empty);
		fprintf(stderr, "comment lines: %zu\n", ws.comments);
		fprintf(stderr, "arcs: %zu\n", (imglen - 160) / 4);
		fprintf(stderr, "size: %zu bytes\n", imglen);
		fprintf(stderr, "build time: %.3f s (reading %.3f s, "
		    "graphs %.3f s)\n", t2 - t0, t1 - t0, t2 - t1);
		fprintf(stderr, "wrote %s\n", outpath);
	}
	rc = CLI_OK;
fail:
	sm_lexbuild_free(b);
	free(img);
	free(outpath);
	return rc;
}

static int
lexicon_info(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "help",	no_argument,		NULL, 'h' },
		{ NULL,		0,			NULL, 0 }
	};
	struct lexfile	 lf;
	struct tm	 tm;
	time_t		 t;
	char		 when[64], id[LEXFILE_ID_LEN + 1];
	int		 c;

	while ((c = getopt_long(argc, argv, "h", opts, NULL)) != -1) {
		switch (c) {
		case 'h':
			info_usage(stdout);
			return CLI_OK;
		default:
			info_usage(stderr);
			return CLI_USAGE;
		}
	}
	if (argc - optind != 1) {
		log_warnx("lexicon info: give one lexicon file");
		info_usage(stderr);
		return CLI_USAGE;
	}
	if (cli_open_lexicon_whole(&lf, argv[optind]) != CLI_OK)
		return CLI_ERROR;
	/* The identity the file records is the one its words give. */
	if (lf.lx.has_identity) {
		lexfile_compute_id(&lf.lx, id);
		if (strcmp(id, lf.id) != 0) {
			log_warnx("lexicon %s records the identity %s but its "
			    "words give %s: rebuild it with 'scrabmail lexicon "
			    "build'", lf.path, lf.id, id);
			lexfile_close(&lf);
			return CLI_ERROR;
		}
	}
	t = (time_t)lf.lx.build_time;
	if ((uint64_t)t != lf.lx.build_time || gmtime_r(&t, &tm) == NULL ||
	    strftime(when, sizeof when, "%Y-%m-%dT%H:%M:%SZ", &tm) == 0)
		snprintf(when, sizeof when, "%" PRIu64 " (seconds)",
		    lf.lx.build_time);
	printf("file\t%s\n", lf.path);
	printf("version\t%" PRIu32 "\n", lf.lx.version);
	printf("words\t%" PRIu32 "\n", lf.lx.nwords);
	printf("letters\t%" PRIu64 "\n", lf.lx.nletters);
	printf("arcs\t%" PRIu32 "\n", lf.lx.narcs);
	printf("size\t%zu\n", lf.lx.size);
	/* the alphagram filter's bytes (version 5; 0: none) */
	printf("filter\t%zu\n", (size_t)lf.lx.nfilter * 64);
	printf("checksum\t%016" PRIx64 "\n", lf.lx.checksum);
	printf("identity\t%s\n", lf.id);
	printf("source\t%s\n", lf.lx.source);
	printf("built\t%s\n", when);
	lexfile_close(&lf);
	return CLI_OK;
}

static int
lexicon_install(struct cli_env *env)
{
	struct lexfile	 lf;
	const char	*db;
	char		*dir = NULL, *dest = NULL;
	int		 rc = CLI_ERROR;

	if (env->nargs == 1 && (strcmp(env->args[0], "-h") == 0 ||
	    strcmp(env->args[0], "--help") == 0)) {
		install_usage(stdout);
		return CLI_OK;
	}
	if (env->nargs != 1 || env->args[0][0] == '-') {
		log_warnx("lexicon install: give one lexicon file");
		install_usage(stderr);
		return CLI_USAGE;
	}
	if (cli_open_lexicon_whole(&lf, env->args[0]) != CLI_OK)
		return CLI_ERROR;
	db = store_default_path(env->ctx->db != NULL ? env->ctx->db :
	    env->conf->database);
	dir = lexfile_dir(db);
	if (g_mkdir_with_parents(dir, 0755) == -1) {
		log_warn("lexicon install: cannot make %s", dir);
		goto out;
	}
	dest = g_strdup_printf("%s/%s.lex", dir, lf.id);
	if (util_write_file_atomic(dest, lf.map, lf.len) == -1) {
		log_warn("lexicon install: cannot write %s", dest);
		goto out;
	}
	printf("installed\t%s\nidentity\t%s\n", dest, lf.id);
	rc = CLI_OK;
out:
	lexfile_close(&lf);
	free(dest);
	free(dir);
	return rc;
}

/* No options of its own: the verb is argv[1], and reads its own. */
static int
lexicon_words(struct cli_env *env)
{
	int argc = env->argc;
	char **argv = env->argv;

	if (argc >= 2 && (strcmp(argv[1], "-h") == 0 ||
	    strcmp(argv[1], "--help") == 0)) {
		lexicon_usage(stdout);
		return cli_flush(CLI_OK);
	}
	if (argc < 2 || cli_verb_find(env->cmd->verbs, argv[1]) == NULL) {
		cli_verb_unknown(env->cmd, argc < 2 ? NULL : argv[1]);
		return CLI_USAGE;
	}
	return CLI_CONTINUE;
}

/* Each verb reads its own options: its words from its name on. */
static int
build_run(struct cli_env *env)
{
	return lexicon_build(env->nargs + 1, env->args - 1);
}

static int
info_run(struct cli_env *env)
{
	return lexicon_info(env->nargs + 1, env->args - 1);
}

static const struct cli_verb lexicon_verbs[] = {
	{ .name = "build", .max_args = -1, .run = build_run },
	{ .name = "info", .max_args = -1, .run = info_run },
	{ .name = "install", .max_args = -1, .needs = CLI_NEEDS_CONF,
	  .run = lexicon_install },
	{ .name = NULL }
};

const struct cli_cmd cli_cmd_lexicon = {
	.name = "lexicon",
	.summary = "build a lexicon file from a word list, describe or "
	    "install one",
	.usage = lexicon_usage,
	.words = lexicon_words,
	.verbs = lexicon_verbs,
};
