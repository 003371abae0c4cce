/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * test-lexicon.c: the lexicon builder and loader.  Small lexicons are built
 * in memory and checked word by word in the DAWG and entry by entry in the
 * GADDAG (every rotation walked, every entry enumerated), minimization is
 * checked on sets whose minimal graphs are known, and the loader is fed
 * every truncation, every flipped byte and bit, re-sealed structural damage
 * and random garbage: it must refuse, and never read out of bounds (run
 * under --enable-asan to be sure).  The list checks, written for the
 * vectorizer, are compared with the rules as first written on every pair
 * of words of interest and on random damage.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "lexicon.h"
#include "testlex.h"

static const char *const small_words[] = {
	"CASA", "CASE", "CAS", "AB", "ABA", "MASA", "PASA", "CASAT",
	"ZI", "ZIAR", "ZIARE", "OM", "OMENI", "ACASA"
};
#define NSMALL (sizeof small_words / sizeof small_words[0])

static size_t strip_filter(uint8_t *, size_t);

/* testlex_build() that never returns NULL (so the compiler knows). */
static struct sm_lexicon *
build(const char *const *words, size_t n, void **buf)
{
	struct sm_lexicon	*lx = testlex_build(words, n, buf);

	assert_non_null(lx);
	if (lx == NULL)
		abort();
	return lx;
}

static bool
has(const struct sm_lexicon *lx, const char *w)
{
	uint8_t	code[32];
	size_t	n = strlen(w), i;

	for (i = 0; i < n; i++)
		code[i] = (uint8_t)testlex_code((unsigned char)w[i]);
	return sm_lexicon_contains(lx, code, n);
}

/* Walk a GADDAG entry given as text with '^' for the separator. */
static bool
gaddag_has(const struct sm_lexicon *lx, const char *e)
{
	uint32_t	list = lx->gaddag_root, i = 0;
	size_t		k, n = strlen(e);
	int		t;

	for (k = 0; k < n; k++) {
		t = e[k] == '^' ? SM_LEX_SEPARATOR : testlex_code(e[k]);
		if ((i = sm_lexicon_find(lx, list, t)) == 0)
			return false;
		list = sm_arc_child(lx->arcs[i]);
	}
	return n > 0 && sm_arc_accepts(lx->arcs[i]);
}

/* Count accepting paths below list (entries of the graph). */
static uint64_t
count_entries(const struct sm_lexicon *lx, uint32_t list, int depth)
{
	uint64_t	n = 0;
	uint32_t	i, a;

	if (list == 0 || depth > 40)
		return 0;
	for (i = list + 1; i < lx->narcs; i++) {
		a = lx->arcs[i];
		if (sm_arc_accepts(a))
			n++;
		n += count_entries(lx, sm_arc_child(a), depth + 1);
		if (sm_arc_last(a))
			break;
	}
	return n;
}

static void
test_contains(void **state)
{
	struct sm_lexicon	*lx;
	void			*buf;
	size_t			 i;
	static const char *const absent[] = {
		"CA", "C", "A", "CASAA", "CASATE", "ZIA", "ASAC", "MAS",
		"OMEN", "BA", "ACAS", "X", "ZZ"
	};

	(void)state;
	lx = build(small_words, NSMALL, &buf);
	assert_non_null(lx);
	for (i = 0; i < NSMALL; i++)
		assert_true(has(lx, small_words[i]));
	for (i = 0; i < sizeof absent / sizeof absent[0]; i++)
		assert_false(has(lx, absent[i]));
	assert_false(sm_lexicon_contains(lx, (const uint8_t *)"", 0));
	assert_int_equal(lx->nwords, NSMALL);
	assert_int_equal(lx->version, 5);
	assert_string_equal(lx->source, "testlex");
	/* Blank flags are ignored. */
	{
		uint8_t w[4] = { 3 | 0x40, 1, 19 | 0x40, 1 };
		assert_true(sm_lexicon_contains(lx, w, 4));
	}
	/* A separator or out-of-range letter is never found in the DAWG. */
	{
		uint8_t w[3] = { 3, 0, 1 };
		assert_false(sm_lexicon_contains(lx, w, 3));
	}
	assert_int_equal(sm_lexicon_find(lx, 0, 1), 0);
	assert_int_equal(sm_lexicon_find(lx, lx->narcs + 5, 1), 0);
	testlex_free(lx, buf);
}

static void
test_duplicates(void **state)
{
	static const char *const w[] = {
		"CASA", "CASA", "AB", "CASA", "AB", "ZZZ"
	};
	struct sm_lexbuild	*b;
	void			*out;
	size_t			 outlen;
	uint32_t		 n;
	uint8_t			 code[4] = { 3, 1, 19, 1 };
	struct sm_lexicon	*lx;
	void			*buf;

	(void)state;
	lx = build(w, 6, &buf);
	assert_non_null(lx);
	assert_int_equal(lx->nwords, 3);
	assert_int_equal(lx->nletters, 4 + 2 + 3);
	testlex_free(lx, buf);

	b = sm_lexbuild_new();
	assert_non_null(b);
	assert_int_equal(sm_lexbuild_add(b, code, 4), SM_LEX_OK);
	assert_int_equal(sm_lexbuild_add(b, code, 4), SM_LEX_OK);
	assert_int_equal(sm_lexbuild_finish(b, NULL, 7, &out, &outlen, &n),
	    SM_LEX_OK);
	assert_int_equal(n, 1);
	free(out);
	sm_lexbuild_free(b);
}

static void
test_gaddag(void **state)
{
	struct sm_lexicon	*lx;
	void			*buf;
	char			 e[40];
	size_t			 i, k, n, j;
	uint64_t		 letters = 0;
	const char		*w;

	(void)state;
	lx = build(small_words, NSMALL, &buf);
	assert_non_null(lx);
	/* The example in lexicon.h. */
	assert_true(gaddag_has(lx, "C^ASA"));
	assert_true(gaddag_has(lx, "AC^SA"));
	assert_true(gaddag_has(lx, "SAC^A"));
	assert_true(gaddag_has(lx, "ASAC"));
	for (i = 0; i < NSMALL; i++) {
		w = small_words[i];
		n = strlen(w);
		letters += n;
		for (k = 1; k <= n; k++) {
			for (j = 0; j < k; j++)
				e[j] = w[k - 1 - j];
			if (k < n) {
				e[k] = '^';
				memcpy(e + k + 1, w + k, n - k);
				e[n + 1] = '\0';
			} else
				e[n] = '\0';
			assert_true(gaddag_has(lx, e));
		}
	}
	/* Exactly one entry a letter of each word, nothing else. */
	assert_int_equal(count_entries(lx, lx->gaddag_root, 0), letters);
	assert_int_equal(lx->nletters, letters);
	assert_int_equal(count_entries(lx, lx->dawg_root, 0), NSMALL);
	/* Not entries: separator in the wrong place, prefixes, reversed. */
	assert_false(gaddag_has(lx, "CA^SA"));
	assert_false(gaddag_has(lx, "M^AS"));
	assert_false(gaddag_has(lx, "ASA"));
	assert_false(gaddag_has(lx, "C^ASAT^"));
	assert_false(gaddag_has(lx, "^CASA"));
	assert_false(gaddag_has(lx, "CASA"));
	testlex_free(lx, buf);
}

/* Seal buf[0..len) again with lx's header fields. */
static void
f_seal_again(uint8_t *buf, size_t len, const struct sm_lexicon *lx)
{
	struct sm_lexicon	f = *lx;

	sm_lexicon_seal(buf, len, &f);
}

/* The arcs of lx, its list headers left out. */
static uint32_t
arcs_only(const struct sm_lexicon *lx)
{
	uint32_t	i, n = 0;

	for (i = 1; i < lx->narcs - SM_LEX_GUARD; i++)
		n += !sm_arc_is_header(lx->arcs[i]);
	return n;
}

static void
test_minimized(void **state)
{
	static const char *const w1[] = { "AB", "CB" };
	static const char *const w2[] = { "CASA", "MASA", "PASA" };
	struct sm_lexicon	*lx;
	void			*buf;

	(void)state;
	/*
	 * DAWG: {B.} shared by A and C: 1 + 2 arcs.  GADDAG: root
	 * [A, B, C]; after A and after C the same [^ -> {B.}]; after B
	 * [A., C.].  With the empty list's header, a header a list and
	 * the guard: 1 + (1 + 1) + (1 + 2) + (1 + 3) + (1 + 1) + (1 + 2)
	 * + 27 = 42.
	 */
	lx = build(w1, 2, &buf);
	assert_non_null(lx);
	assert_int_equal(lx->narcs, 15 + SM_LEX_GUARD);
	testlex_free(lx, buf);
	/*
	 * DAWG: [A.] [S] [A] shared by the three first letters, root 3 arcs:
	 * 6.  The GADDAG adds a few lists and shares the DAWG's: the whole
	 * must stay far below the 4-word trie (which alone has 13 arcs).
	 */
	lx = build(w2, 3, &buf);
	assert_non_null(lx);
	assert_true(arcs_only(lx) < 30);
	assert_int_equal(count_entries(lx, lx->gaddag_root, 0), 12);
	testlex_free(lx, buf);
}

/* The list reached from the GADDAG root by the entry text e ('^' the
 * separator), 0 when there is none. */
static uint32_t
gaddag_list(const struct sm_lexicon *lx, const char *e)
{
	uint32_t	list = lx->gaddag_root, i;
	size_t		k;

	for (k = 0; e[k] != '\0'; k++) {
		i = sm_lexicon_find(lx, list,
		    e[k] == '^' ? SM_LEX_SEPARATOR : testlex_code(e[k]));
		if (i == 0)
			return 0;
		list = sm_arc_child(lx->arcs[i]);
	}
	return list;
}

/*
 * The layout for the walks' caches (lexbuild.c, lb_relayout): the roots
 * are the last lists before the guard, and the lists one arc from the
 * GADDAG root lie after the deep ones.  Built in the order of the keys,
 * the list after A (every word with an A) would come before the list
 * ten letters down the long word's reversed prefix, whose key starts with
 * O; moved, it comes after it.
 */
static void
test_layout(void **state)
{
	static const char *const w[] = { "ABCDEFGHIJKLMNO", "CASA", "MASA",
	    "PASA", "ZA" };
	struct sm_lexicon	*lx;
	void			*buf;
	uint32_t		 end, a, deep;

	(void)state;
	lx = build(w, 5, &buf);
	assert_non_null(lx);
	end = lx->narcs - SM_LEX_GUARD;
	assert_int_equal(lx->dawg_root + 1 + (uint32_t)sm_lex_popcount(
	    sm_lexicon_tiles(lx, lx->dawg_root)), end);
	assert_int_equal(lx->gaddag_root + 1 + (uint32_t)sm_lex_popcount(
	    sm_lexicon_tiles(lx, lx->gaddag_root)), lx->dawg_root);
	a = gaddag_list(lx, "A");
	deep = gaddag_list(lx, "ONMLKJIHGF");
	assert_int_not_equal(a, 0);
	assert_int_not_equal(deep, 0);
	assert_true(a > deep);
	assert_true(gaddag_has(lx, "ONMLKJIHGFEDCBA"));
	assert_true(gaddag_has(lx, "AC^SA"));
	assert_true(gaddag_has(lx, "A^BCDEFGHIJKLMNO"));
	testlex_free(lx, buf);
}

static void
test_bad_words(void **state)
{
	struct sm_lexbuild	*b;
	uint8_t			 w[20];
	void			*out;
	size_t			 outlen;
	uint32_t		 n = 99;
	struct sm_lexicon	 lx;

	(void)state;
	memset(w, 1, sizeof w);
	b = sm_lexbuild_new();
	assert_non_null(b);
	assert_int_equal(sm_lexbuild_add(b, w, 0), SM_LEX_BAD_WORD);
	assert_int_equal(sm_lexbuild_add(b, w, 1), SM_LEX_BAD_WORD);
	assert_int_equal(sm_lexbuild_add(b, w, 16), SM_LEX_BAD_WORD);
	assert_int_equal(sm_lexbuild_add(b, w, 15), SM_LEX_OK);
	assert_int_equal(sm_lexbuild_add(b, w, 2), SM_LEX_OK);
	w[1] = 0;
	assert_int_equal(sm_lexbuild_add(b, w, 3), SM_LEX_BAD_WORD);
	w[1] = 27;
	assert_int_equal(sm_lexbuild_add(b, w, 3), SM_LEX_BAD_WORD);
	w[1] = 26 | 0x40;
	assert_int_equal(sm_lexbuild_add(b, w, 3), SM_LEX_BAD_WORD);
	sm_lexbuild_free(b);
	sm_lexbuild_free(NULL);

	/* No words: a valid, empty lexicon. */
	b = sm_lexbuild_new();
	assert_non_null(b);
	assert_int_equal(sm_lexbuild_finish(b, "empty", 0, &out, &outlen, &n),
	    SM_LEX_OK);
	assert_int_equal(n, 0);
	assert_int_equal(sm_lexicon_init(&lx, out, outlen), SM_LEX_OK);
	assert_int_equal(lx.nwords, 0);
	assert_int_equal(lx.dawg_root, 0);
	assert_false(sm_lexicon_contains(&lx, w, 2));
	assert_int_equal(sm_lexicon_find(&lx, lx.gaddag_root, 1), 0);
	free(out);
	sm_lexbuild_free(b);
}

static void
test_header_fields(void **state)
{
	struct sm_lexbuild	*b;
	uint8_t			 w[3] = { 1, 2, 3 };
	void			*out;
	size_t			 outlen;
	struct sm_lexicon	 lx;
	char			 longsrc[100];

	(void)state;
	memset(longsrc, 'x', sizeof longsrc - 1);
	longsrc[sizeof longsrc - 1] = '\0';
	b = sm_lexbuild_new();
	assert_non_null(b);
	assert_int_equal(sm_lexbuild_add(b, w, 3), SM_LEX_OK);
	assert_int_equal(sm_lexbuild_finish(b, longsrc, 1700000000, &out,
	    &outlen, NULL), SM_LEX_OK);
	assert_int_equal(sm_lexicon_init(&lx, out, outlen), SM_LEX_OK);
	assert_int_equal(lx.build_time, 1700000000);
	assert_int_equal(strlen(lx.source), SM_LEX_SOURCE_MAX);
	assert_int_equal(lx.size, outlen);
	assert_int_equal(lx.checksum, sm_lexicon_checksum(out, outlen));
	/* The header, the lists, the tables' 5 counts, the anagram tables
	 * and the filter (empty here), the "below" masks. */
	assert_int_equal(outlen, 160 + 4 * (size_t)lx.narcs + 20 + 8 *
	    ((size_t)lx.nana7 + lx.nana8 + lx.nana8w) + 4 * (size_t)lx.nbelow);
	assert_int_equal(lx.nana7 + lx.nana8 + lx.nana8w + lx.nfilter, 0);
	/* Unaligned. */
	{
		uint8_t *u = malloc(outlen + 4);
		assert_non_null(u);
		memcpy(u + 1, out, outlen);
		assert_int_equal(sm_lexicon_init(&lx, u + 1, outlen),
		    SM_LEX_UNALIGNED);
		free(u);
	}
	assert_int_equal(sm_lexicon_init(&lx, NULL, 0), SM_LEX_TOO_SHORT);
	free(out);
	sm_lexbuild_free(b);
}

/* Every list starts with a header holding its tiles, the arcs follow in
 * that order, and a walk finds an arc by the header alone; the array ends
 * with the guard.  A header or a child changed and the file sealed again
 * is either refused or walked safely (a wrong word at worst); a root that
 * is not a header, or a damaged guard, is refused; a file of format 1 is
 * refused with the advice to rebuild it. */
static void
test_list_headers(void **state)
{
	struct sm_lexicon	*lx, l2, f;
	void			*buf;
	uint8_t			*copy;
	uint32_t		*w, i, j, k, m, end, lists = 0, child = 0;
	uint32_t		 arcidx = 0;
	uint8_t			 word[4];
	size_t			 len;
	enum sm_lex_status	 st;

	(void)state;
	lx = build(small_words, NSMALL, &buf);
	/* DAWG root: the first letters A C M O P Z. */
	assert_int_equal(sm_lexicon_tiles(lx, lx->dawg_root),
	    1u << 1 | 1u << 3 | 1u << 13 | 1u << 15 | 1u << 16 | 1u << 26);
	assert_int_equal(sm_lexicon_tiles(lx, 0), 0);
	end = lx->narcs - SM_LEX_GUARD;
	for (i = end; i < lx->narcs; i++)
		assert_int_equal(lx->arcs[i], SM_LEX_HEADER_TAG << 27);
	/* Each list: header, then its tiles' arcs in order. */
	for (i = 1; i < end; i += k + 1) {
		assert_true(sm_arc_is_header(lx->arcs[i]));
		m = sm_lexicon_tiles(lx, i);
		k = (uint32_t)sm_lex_popcount(m);
		assert_true(k >= 1);
		lists++;
		for (j = 1; j <= k; j++) {
			int t = sm_arc_tile(lx->arcs[i + j]);

			assert_true(m >> t & 1);
			assert_int_equal(sm_lexicon_find(lx, i, t), i + j);
			assert_int_equal(sm_arc_last(lx->arcs[i + j]), j == k);
			if (sm_arc_child(lx->arcs[i + j]) != 0 && child == 0) {
				child = sm_arc_child(lx->arcs[i + j]);
				arcidx = i + j;
			}
		}
	}
	assert_int_equal(i, end);
	assert_true(lists > 5);
	assert_true(child != 0);
	/* Not a list: nothing found. */
	assert_int_equal(sm_lexicon_find(lx, child + 1, sm_arc_tile(
	    lx->arcs[child + 1])), 0);

	len = lx->size;
	copy = malloc(len);
	assert_non_null(copy);
	f = *lx;
	w = (uint32_t *)(void *)(copy + 160);
	/* The DAWG root's header without A: words in A are gone, and the
	 * others, whose arcs the count now misses, read as absent. */
	memcpy(copy, buf, len);
	w[lx->dawg_root] &= ~(1u << 1);
	sm_lexicon_seal(copy, len, &f);
	assert_int_equal(sm_lexicon_init(&l2, copy, len), SM_LEX_OK);
	word[0] = 1;
	word[1] = 2;
	assert_false(sm_lexicon_contains(&l2, word, 2));	/* AB */
	word[0] = 26;
	word[1] = 9;
	assert_false(sm_lexicon_contains(&l2, word, 2));	/* ZI */
	(void)count_entries(&l2, l2.gaddag_root, 0);
	/* A tile too many (no word starts with B): safe, B absent. */
	memcpy(copy, buf, len);
	w[lx->dawg_root] |= 1u << 2;
	sm_lexicon_seal(copy, len, &f);
	assert_int_equal(sm_lexicon_init(&l2, copy, len), SM_LEX_OK);
	assert_int_equal(sm_lexicon_find(&l2, l2.dawg_root, 2), 0);
	word[0] = 26;
	word[1] = 9;
	(void)sm_lexicon_contains(&l2, word, 2);
	/* A child pointing at an arc rather than at a header: walked
	 * safely (read as a header, it gives indices inside the array). */
	memcpy(copy, buf, len);
	w[arcidx] = (w[arcidx] & ~0x1ffffffu) | (child + 1);
	sm_lexicon_seal(copy, len, &f);
	if (sm_lexicon_init(&l2, copy, len) == SM_LEX_OK) {
		(void)count_entries(&l2, l2.dawg_root, 0);
		(void)count_entries(&l2, l2.gaddag_root, 0);
		for (i = 0; i < NSMALL; i++)
			(void)has(&l2, small_words[i]);
	}
	/* A child at or after its arc: refused. */
	memcpy(copy, buf, len);
	w[arcidx] = (w[arcidx] & ~0x1ffffffu) | arcidx;
	sm_lexicon_seal(copy, len, &f);
	assert_int_equal(sm_lexicon_init(&l2, copy, len), SM_LEX_BAD_ARC);
	/* A root that is not a header, or in the guard. */
	memcpy(copy, buf, len);
	f.dawg_root = lx->dawg_root + 1;
	sm_lexicon_seal(copy, len, &f);
	assert_int_equal(sm_lexicon_init(&l2, copy, len), SM_LEX_BAD_ARC);
	f.dawg_root = end;
	sm_lexicon_seal(copy, len, &f);
	assert_int_equal(sm_lexicon_init(&l2, copy, len), SM_LEX_BAD_ARC);
	f = *lx;
	/* Word 0, or a word of the guard, not an empty header. */
	memcpy(copy, buf, len);
	w[0] = 0;
	sm_lexicon_seal(copy, len, &f);
	assert_int_equal(sm_lexicon_init(&l2, copy, len), SM_LEX_BAD_ARC);
	memcpy(copy, buf, len);
	w[lx->narcs - 1] |= 1;
	sm_lexicon_seal(copy, len, &f);
	assert_int_equal(sm_lexicon_init(&l2, copy, len), SM_LEX_BAD_ARC);
	/* A header followed by a header. */
	memcpy(copy, buf, len);
	w[lx->dawg_root + 1] = w[lx->dawg_root];
	sm_lexicon_seal(copy, len, &f);
	st = sm_lexicon_init(&l2, copy, len);
	assert_int_equal(st, SM_LEX_BAD_ARC);
	/* A file of format version 1 (no headers): told to rebuild. */
	memcpy(copy, buf, len);
	copy[8] = 1;
	assert_int_equal(sm_lexicon_init(&l2, copy, len),
	    SM_LEX_OLD_VERSION);
	assert_non_null(strstr(sm_lex_status_str(SM_LEX_OLD_VERSION),
	    "scrabmail lexicon build"));
	copy[8] = 6;
	assert_int_equal(sm_lexicon_init(&l2, copy, len),
	    SM_LEX_BAD_VERSION);
	/* Written big-endian (the version read byte-swapped): said so. */
	memcpy(copy, buf, len);
	copy[8] = 0;
	copy[11] = 5;
	assert_int_equal(sm_lexicon_init(&l2, copy, len),
	    SM_LEX_BYTE_SWAPPED);
	copy[11] = 4;
	assert_int_equal(sm_lexicon_init(&l2, copy, len),
	    SM_LEX_BYTE_SWAPPED);
	copy[11] = 3;
	assert_int_equal(sm_lexicon_init(&l2, copy, len),
	    SM_LEX_BYTE_SWAPPED);
	assert_non_null(strstr(sm_lex_status_str(SM_LEX_BYTE_SWAPPED),
	    "big-endian"));
	free(copy);
	testlex_free(lx, buf);
}

/* The anagram tables: every 7-letter word's alphagram is in the first,
 * every 8-letter word in its alphagram's group of the second, and nothing
 * else; a table whose sizes do not add up is refused. */
/* The list checks as first written (lexicon.c until 2026-12-03), one
 * rule a line, over the whole array with the ends and the roots: the
 * reference the loader's vectorized form must agree with. */
static int
ref_word_bad(uint32_t a, uint32_t next, uint32_t i)
{
	uint32_t	t = a >> 27, nt = next >> 27;
	int		nh = nt == 31, last = (a >> 25) & 1;

	if (t == 31)
		return nh;		/* a header: followed by an arc */
	if (t > 26)
		return 1;		/* a tile */
	if ((a & 0x1ffffffu) >= i)
		return 1;		/* a child before the arc */
	if ((a & 0x1ffffffu) == 0 && !((a >> 26) & 1))
		return 1;		/* a child, or accepts */
	if (last)
		return !nh;		/* last: a header follows */
	return nh || nt <= t;		/* else an arc of a greater tile */
}

static int
ref_valid(const uint32_t *w, uint32_t n, uint32_t droot, uint32_t groot)
{
	uint32_t	i, end = n - SM_LEX_GUARD;

	if (n < SM_LEX_GUARD + 1 || w[0] != 31u << 27)
		return 0;
	for (i = end; i < n; i++)
		if (w[i] != 31u << 27)
			return 0;
	if (end > 1 && !sm_arc_is_header(w[1]))
		return 0;
	for (i = 1; i < end; i++)
		if (ref_word_bad(w[i], w[i + 1], i))
			return 0;
	if (droot >= end || groot >= end || !sm_arc_is_header(w[droot]) ||
	    !sm_arc_is_header(w[groot]) || (w[droot] & 1u))
		return 0;
	return 1;
}

/* The loader against the reference: every pair of words (a, b) of the
 * kinds that matter (each tile, last, accepts, a child of none, before,
 * at or after the word) put at two places of a small lexicon, and
 * random damage of one to three words, sealed again each time. */
static void
test_checks_reference(void **state)
{
	static const uint32_t	 childs[] = { 0, 1, 2, 3 };	/* none, <, =, > */
	struct sm_lexicon	*lx, l2, f;
	void			*buf;
	uint8_t			*copy;
	uint32_t		*w, a, b, at, ta, tb, fl, c, k, n, x;
	uint32_t		 seed = 12345, places[2];
	size_t			 len, agree = 0, ok = 0, p;
	enum sm_lex_status	 st;
	int			 want;

	(void)state;
	lx = build(small_words, NSMALL, &buf);
	len = lx->size;
	n = lx->narcs;
	copy = malloc(len);
	assert_non_null(copy);
	w = (uint32_t *)(void *)(copy + 160);
	f = *lx;
	/* An arc in the middle, and the word after word 1's header. */
	places[0] = (n - SM_LEX_GUARD) / 2;
	places[1] = 2;
	for (p = 0; p < 2; p++) {
		at = places[p];
		for (ta = 0; ta < 32; ta++)
		for (fl = 0; fl < 4; fl++)
		for (c = 0; c < 4; c++)
		for (tb = 0; tb < 32; tb++)
		for (k = 0; k < 2; k++) {
			memcpy(copy, buf, len);
			x = childs[c] == 0 ? 0 : childs[c] == 1 ? at - 1 :
			    childs[c] == 2 ? at : at + 1;
			a = ta << 27 | fl << 25 | x;
			b = tb << 27 | (k ? 1u << 26 : 0) |
			    (tb == 31 ? 0x3u : (at > 1 ? 1u : 0));
			w[at] = a;
			w[at + 1] = b;
			sm_lexicon_seal(copy, len, &f);
			want = ref_valid(w, n, f.dawg_root, f.gaddag_root);
			st = sm_lexicon_init(&l2, copy, len);
			assert_int_equal(st == SM_LEX_OK, want);
			if (!want)
				assert_int_equal(st, SM_LEX_BAD_ARC);
			agree++;
			ok += want;
		}
	}
	/* Random damage. */
	for (p = 0; p < 20000; p++) {
		memcpy(copy, buf, len);
		for (k = 0; k <= p % 3; k++) {
			seed = seed * 1103515245u + 12345u;
			at = 1 + (seed >> 8) % (n - SM_LEX_GUARD - 1);
			seed = seed * 1103515245u + 12345u;
			switch ((seed >> 16) % 4) {
			case 0:		/* another tile */
				w[at] = (w[at] & 0x7ffffffu) |
				    ((seed >> 3) % 32) << 27;
				break;
			case 1:		/* a flag flipped */
				w[at] ^= 1u << (25 + (seed >> 5) % 2);
				break;
			case 2:		/* another child */
				w[at] = (w[at] & ~0x1ffffffu) |
				    ((seed >> 4) % (n + 2));
				break;
			default:	/* a neighbour's word */
				w[at] = w[at + 1 - 2 * ((seed >> 7) & 1)];
				break;
			}
		}
		sm_lexicon_seal(copy, len, &f);
		want = ref_valid(w, n, f.dawg_root, f.gaddag_root);
		st = sm_lexicon_init(&l2, copy, len);
		assert_int_equal(st == SM_LEX_OK, want);
		agree++;
		ok += want;
	}
	/* Both verdicts were met (many of each). */
	assert_true(ok > 100);
	assert_true(agree - ok > 1000);
	free(copy);
	testlex_free(lx, buf);
}

static void
test_anagram_tables(void **state)
{
	static const char *const w[] = {
		"CASATOR", "ACASATO", "TOCASAR", "MASINA", "MASINARE",
		"ANIMARES", "SEMINARA", "CASATORI", "ABCDEFGH", "ZI",
		"MASINARIE"
	};
	struct sm_lexicon	*lx, l2;
	void			*buf;
	uint8_t			 c[16], *copy;
	uint32_t		 i, n;
	uint64_t		 word;
	size_t			 k, j, len;
	int			 found;

	(void)state;
	lx = build(w, sizeof w / sizeof w[0], &buf);
	assert_true(lx->nana7 >= 2);	/* two alphagrams, room to spare */
	assert_int_equal(lx->nana8w, 5);
	for (k = 0; k < sizeof w / sizeof w[0]; k++) {
		len = strlen(w[k]);
		for (j = 0; j < len; j++)
			c[j] = (uint8_t)testlex_code((unsigned char)w[k][j]);
		/* the filter lets every word of 7 to 9 letters through */
		if (len >= 7 && len <= 9)
			assert_true(sm_lexicon_maybe(lx,
			    sm_lexicon_alphagram(c, (int)len)));
		if (len == 7)
			assert_true(sm_lexicon_ana7(lx,
			    sm_lexicon_alphagram(c, 7)));
		if (len != 8)
			continue;
		i = sm_lexicon_ana8(lx, sm_lexicon_alphagram(c, 8));
		assert_true(i < lx->nana8w);
		for (found = 0, n = 0; i < lx->nana8w && n < 10; i++, n++) {
			word = 0;
			for (j = 8; j-- > 0;)
				word = word << 5 | c[j];
			found |= (sm_lexicon_ana8_word(lx, i) &
			    ~SM_LEX_ANA_LAST) == word;
			if (sm_lexicon_ana8_word(lx, i) & SM_LEX_ANA_LAST)
				break;
		}
		assert_true(found);
	}
	/* MASINARE, ANIMARES, SEMINARA: one group of three. */
	for (j = 0; j < 8; j++)
		c[j] = (uint8_t)testlex_code((unsigned char)"AAEIMNRS"[j]);
	i = sm_lexicon_ana8(lx, sm_lexicon_alphagram(c, 8));
	assert_true(i + 2 < lx->nana8w);
	assert_false(sm_lexicon_ana8_word(lx, i) & SM_LEX_ANA_LAST);
	assert_false(sm_lexicon_ana8_word(lx, i + 1) & SM_LEX_ANA_LAST);
	assert_true(sm_lexicon_ana8_word(lx, i + 2) & SM_LEX_ANA_LAST);
	/* Absent: the alphagram of MASINA plus A, and a 7-letter one. */
	for (j = 0; j < 7; j++)
		c[j] = (uint8_t)testlex_code((unsigned char)"AAAIMNS"[j]);
	assert_false(sm_lexicon_ana7(lx, sm_lexicon_alphagram(c, 7)));
	/* The filter (one block for 11 alphagrams: 77 bits of 512 set)
	 * turns them away, and MASINARIE's letters without its E, or with
	 * another letter, or those of MASINA: not 9-letter words. */
	assert_int_equal(lx->nfilter, 1);
	assert_false(sm_lexicon_maybe(lx, sm_lexicon_alphagram(c, 7)));
	for (j = 0; j < 9; j++)
		c[j] = (uint8_t)testlex_code((unsigned char)"AAEIIMNRS"[j]);
	assert_true(sm_lexicon_maybe(lx, sm_lexicon_alphagram(c, 9)));
	assert_false(sm_lexicon_maybe(lx, sm_lexicon_alphagram(c + 1, 8)));
	c[0] = (uint8_t)testlex_code('T');
	assert_false(sm_lexicon_maybe(lx, sm_lexicon_alphagram(c, 9)));
	for (j = 0; j < 6; j++)
		c[j] = (uint8_t)testlex_code((unsigned char)"AAIMNS"[j]);
	assert_false(sm_lexicon_maybe(lx, sm_lexicon_alphagram(c, 6)));
	for (j = 0; j < 7; j++)
		c[j] = (uint8_t)testlex_code((unsigned char)"AAAIMNS"[j]);
	c[7] = 1;
	assert_int_equal(sm_lexicon_ana8(lx, sm_lexicon_alphagram(c, 8)),
	    UINT32_MAX);
	/* The alphagram sorts: BA and AB alike. */
	c[0] = 2;
	c[1] = 1;
	assert_int_equal(sm_lexicon_alphagram(c, 2), 1u | 2u << 5);
	/* Sizes that do not add up, sealed again: refused. */
	len = lx->size;
	copy = malloc(len);
	assert_non_null(copy);
	memcpy(copy, buf, len);
	copy[160 + 4 * (size_t)lx->narcs] ^= 1;
	f_seal_again(copy, len, lx);
	assert_int_equal(sm_lexicon_init(&l2, copy, len), SM_LEX_BAD_HEADER);
	memcpy(copy, buf, len);
	copy[160 + 4 * (size_t)lx->narcs + 12] = 1;
	f_seal_again(copy, len, lx);
	assert_int_equal(sm_lexicon_init(&l2, copy, len), SM_LEX_BAD_HEADER);
	/* The filter's blocks: one more, or none. */
	memcpy(copy, buf, len);
	copy[160 + 4 * (size_t)lx->narcs + 16] = 2;
	f_seal_again(copy, len, lx);
	assert_int_equal(sm_lexicon_init(&l2, copy, len), SM_LEX_BAD_HEADER);
	copy[160 + 4 * (size_t)lx->narcs + 16] = 0;
	f_seal_again(copy, len, lx);
	assert_int_equal(sm_lexicon_init(&l2, copy, len), SM_LEX_BAD_HEADER);
	/* Version 4 (no filter): read, and the filter answers "maybe". */
	memcpy(copy, buf, len);
	k = strip_filter(copy, len);
	assert_int_equal(sm_lexicon_init(&l2, copy, k), SM_LEX_OK);
	assert_int_equal(l2.version, 4);
	assert_int_equal(l2.nfilter, 0);
	assert_true(sm_lexicon_maybe(&l2, sm_lexicon_alphagram(c, 7)));
	assert_int_equal(l2.nana8w, lx->nana8w);
	for (j = 0; j < 8; j++)
		c[j] = (uint8_t)testlex_code((unsigned char)"AAEIMNRS"[j]);
	assert_int_equal(sm_lexicon_ana8(&l2, sm_lexicon_alphagram(c, 8)),
	    sm_lexicon_ana8(lx, sm_lexicon_alphagram(c, 8)));
	/* Without the tables (cut off, header sized to match): still a
	 * lexicon, with no tables. */
	f_seal_again(copy, 160 + 4 * (size_t)lx->narcs, lx);
	assert_int_equal(sm_lexicon_init(&l2, copy, 160 + 4 *
	    (size_t)lx->narcs), SM_LEX_OK);
	assert_int_equal(l2.nana7 + l2.nana8 + l2.nana8w, 0);
	assert_false(sm_lexicon_ana7(&l2, 1));
	assert_int_equal(sm_lexicon_ana8(&l2, 1), UINT32_MAX);
	free(copy);
	testlex_free(lx, buf);
}

static void
test_status_str(void **state)
{
	int	st;

	(void)state;
	for (st = SM_LEX_OK; st <= SM_LEX_UNALIGNED; st++) {
		const char *s = sm_lex_status_str((enum sm_lex_status)st);
		assert_non_null(s);
		assert_true(strlen(s) > 10);
		assert_true(s[strlen(s) - 1] == '.');
	}
	assert_non_null(sm_lex_status_str((enum sm_lex_status)999));
}

/* Walk every path of a loaded lexicon (bounded depth): must not crash. */
static void
walk_all(const struct sm_lexicon *lx)
{
	uint8_t	w[15];
	size_t	i;

	(void)count_entries(lx, lx->dawg_root, 0);
	(void)count_entries(lx, lx->gaddag_root, 0);
	for (i = 0; i < NSMALL; i++) {
		size_t n = testlex_encode(small_words[i], w, sizeof w);
		(void)sm_lexicon_contains(lx, w, n);
	}
}

static void
test_corruption(void **state)
{
	struct sm_lexicon	*good, lx;
	void			*buf;
	uint8_t			*img, *copy;
	size_t			 len, i;
	int			 bit;

	(void)state;
	good = build(small_words, NSMALL, &buf);
	assert_non_null(good);
	img = buf;
	len = good->size;
	copy = malloc(len);
	assert_non_null(copy);

	/* Every truncation, in a buffer of exactly that size. */
	for (i = 0; i < len; i++) {
		uint8_t *t = malloc(i == 0 ? 1 : i);
		assert_non_null(t);
		memcpy(t, img, i);
		assert_int_not_equal(sm_lexicon_init(&lx, t, i), SM_LEX_OK);
		free(t);
	}
	/* Padding. */
	{
		uint8_t *t = calloc(1, len + 4);
		assert_non_null(t);
		memcpy(t, img, len);
		assert_int_equal(sm_lexicon_init(&lx, t, len + 4),
		    SM_LEX_BAD_SIZE);
		free(t);
	}
	/* Every byte flipped, every bit of the header flipped. */
	for (i = 0; i < len; i++) {
		memcpy(copy, img, len);
		copy[i] ^= 0xff;
		assert_int_not_equal(sm_lexicon_init(&lx, copy, len),
		    SM_LEX_OK);
		for (bit = 0; i < 160 && bit < 8; bit++) {
			memcpy(copy, img, len);
			copy[i] ^= (uint8_t)(1u << bit);
			assert_int_not_equal(sm_lexicon_init(&lx, copy, len),
			    SM_LEX_OK);
		}
	}
	/* Every bit of every arc flipped and the file re-sealed, so that
	 * only the structural checks stand between it and the walker: any
	 * OK must be safe to walk. */
	for (i = 160; i < len; i++) {
		for (bit = 0; bit < 8; bit++) {
			memcpy(copy, img, len);
			copy[i] ^= (uint8_t)(1u << bit);
			sm_lexicon_seal(copy, len, good);
			if (sm_lexicon_init(&lx, copy, len) == SM_LEX_OK)
				walk_all(&lx);
		}
	}
	/* Header fields changed and re-sealed. */
	{
		struct sm_lexicon f = *good;

		memcpy(copy, img, len);
		f.dawg_root = good->narcs;
		sm_lexicon_seal(copy, len, &f);
		assert_int_equal(sm_lexicon_init(&lx, copy, len),
		    SM_LEX_BAD_HEADER);
		f = *good;
		f.gaddag_root = 0;
		sm_lexicon_seal(copy, len, &f);
		assert_int_equal(sm_lexicon_init(&lx, copy, len),
		    SM_LEX_BAD_HEADER);
		f = *good;
		f.narcs = good->narcs + 1;
		sm_lexicon_seal(copy, len, &f);
		assert_int_not_equal(sm_lexicon_init(&lx, copy, len),
		    SM_LEX_OK);
		f = *good;
		f.nletters = 1;
		sm_lexicon_seal(copy, len, &f);
		assert_int_equal(sm_lexicon_init(&lx, copy, len),
		    SM_LEX_BAD_HEADER);
		/* Untouched but re-sealed: still good. */
		memcpy(copy, img, len);
		sm_lexicon_seal(copy, len, good);
		assert_int_equal(sm_lexicon_init(&lx, copy, len), SM_LEX_OK);
		assert_int_equal(memcmp(copy, img, len), 0);
	}
	free(copy);
	testlex_free(good, buf);
}

static uint64_t
rnd(uint64_t *s)
{
	*s ^= *s << 13;
	*s ^= *s >> 7;
	*s ^= *s << 17;
	return *s;
}

static void
test_garbage(void **state)
{
	struct sm_lexicon	 lx, f;
	uint64_t		 seed = 0x2545f4914f6cdd1dULL;
	uint32_t		*words;
	size_t			 len, i, round;

	(void)state;
	words = malloc(4096);
	assert_non_null(words);
	for (round = 0; round < 3000; round++) {
		len = (size_t)(rnd(&seed) % 4096);
		for (i = 0; i < 1024; i++)
			words[i] = (uint32_t)rnd(&seed);
		/* Half the rounds: a plausible header, random arcs, sealed,
		 * so the arc checks are what is exercised. */
		if (round % 2 == 1 && len >= 164) {
			len &= ~(size_t)3;
			memset(&f, 0, sizeof f);
			f.narcs = (uint32_t)((len - 160) / 4);
			words[40] = SM_LEX_HEADER_TAG << 27;
			f.nwords = (uint32_t)(rnd(&seed) % 10) + 1;
			f.nletters = f.nwords * 5;
			f.dawg_root = (uint32_t)(rnd(&seed) % f.narcs);
			f.gaddag_root = (uint32_t)(rnd(&seed) % f.narcs);
			if (round % 4 == 1) {
				/* Mostly well-formed arcs: small children. */
				for (i = 1; i < f.narcs; i++)
					words[40 + i] = (words[40 + i] &
					    0xfe000000u) | (uint32_t)(rnd(&seed)
					    % i);
				/* Headers now and then, and the guard. */
				for (i = 1; i < f.narcs; i += 5)
					words[40 + i] |= SM_LEX_HEADER_TAG << 27;
				for (i = f.narcs > SM_LEX_GUARD ? f.narcs -
				    SM_LEX_GUARD : 1; i < f.narcs; i++)
					words[40 + i] = SM_LEX_HEADER_TAG << 27;
			}
			sm_lexicon_seal(words, len, &f);
		}
		if (sm_lexicon_init(&lx, words, len) == SM_LEX_OK) {
			uint8_t w[15];
			for (i = 0; i < 15; i++)
				w[i] = (uint8_t)(rnd(&seed) % 27);
			(void)sm_lexicon_contains(&lx, w, 15);
			(void)count_entries(&lx, lx.dawg_root, 30);
			(void)count_entries(&lx, lx.gaddag_root, 30);
		}
	}
	free(words);
}

/* A bigger random set: every word in, its neighbours checked. */
static void
test_random_set(void **state)
{
	struct sm_lexbuild	*b;
	struct sm_lexicon	 lx;
	uint64_t		 seed = 42;
	uint8_t			(*w)[16];
	size_t			 n = 3000, i, k, len, outlen;
	uint32_t		 nw;
	void			*out;
	uint64_t		 letters = 0;

	(void)state;
	w = calloc(n, 16);
	assert_non_null(w);
	b = sm_lexbuild_new();
	assert_non_null(b);
	for (i = 0; i < n; i++) {
		len = 2 + (size_t)(rnd(&seed) % 14);
		for (k = 0; k < len; k++)	/* few letters: shared parts */
			w[i][k] = (uint8_t)(1 + rnd(&seed) % 4);
		w[i][15] = (uint8_t)len;
		assert_int_equal(sm_lexbuild_add(b, w[i], len), SM_LEX_OK);
	}
	assert_int_equal(sm_lexbuild_finish(b, "rnd", 0, &out, &outlen, &nw),
	    SM_LEX_OK);
	assert_int_equal(sm_lexicon_init(&lx, out, outlen), SM_LEX_OK);
	for (i = 0; i < n; i++)
		assert_true(sm_lexicon_contains(&lx, w[i], w[i][15]));
	/* Count the distinct words the slow way. */
	for (i = 0; i < n; i++) {
		for (k = 0; k < i; k++) {
			if (memcmp(w[i], w[k], 16) == 0)
				break;
		}
		if (k == i)
			letters += w[i][15];
	}
	assert_int_equal(count_entries(&lx, lx.dawg_root, 0), nw);
	assert_int_equal(count_entries(&lx, lx.gaddag_root, 0), letters);
	assert_int_equal(lx.nletters, letters);
	free(out);
	free(w);
	sm_lexbuild_free(b);
}

/* Seal buf[0..len) again after a change, as the builder would. */
static void
reseal(uint8_t *buf, size_t len)
{
	uint64_t	sum;
	int		i;

	for (i = 0; i < 8; i++) {
		buf[16 + i] = (uint8_t)((uint64_t)len >> (8 * i));
		buf[120 + i] = 0;
	}
	sum = sm_lexicon_checksum(buf, len);
	for (i = 0; i < 8; i++)
		buf[120 + i] = (uint8_t)(sum >> (8 * i));
}

/* A version 5 image made a version 4 one: its tables' word 4, padding
 * and alphagram filter cut out, sealed again; the new length. */
static size_t
strip_filter(uint8_t *buf, size_t len)
{
	struct sm_lexicon	lx;
	uint8_t			*t;
	size_t			 cut;

	assert_int_equal(sm_lexicon_init(&lx, buf, len), SM_LEX_OK);
	assert_int_equal(lx.version, 5);
	t = buf + 160 + 4 * (size_t)lx.narcs;
	cut = (size_t)((const uint8_t *)lx.ana7 - t) - 16;
	memmove(t + 16, t + 16 + cut, len - (size_t)(t + 16 + cut - buf));
	len -= cut;
	buf[8] = 4;
	reseal(buf, len);
	return len;
}

/* A version 5 image made a version 3 one: its filter cut out
 * (strip_filter), its "below" masks dropped (the count in the tables'
 * word 3 zeroed, the file cut), sealed again; the new length.  */
static size_t
strip_below(uint8_t *buf, size_t len)
{
	struct sm_lexicon	lx;
	uint8_t			*t;

	len = strip_filter(buf, len);
	assert_int_equal(sm_lexicon_init(&lx, buf, len), SM_LEX_OK);
	assert_int_equal(lx.version, 4);
	t = buf + 160 + 4 * (size_t)lx.narcs;
	memset(t + 12, 0, 4);
	len -= 4 * (size_t)lx.nbelow;
	buf[8] = 3;
	reseal(buf, len);
	return len;
}

/* The tiles on the arcs at or below list, the slow way: every list
 * reached, by a depth-first walk (seen[] marks the lists met). */
static uint32_t
slow_below(const struct sm_lexicon *lx, uint32_t list, uint8_t *seen)
{
	uint32_t	m = 0, i, a;

	if (list == 0 || seen[list])
		return 0;
	seen[list] = 1;
	for (i = list + 1;; i++) {
		a = lx->arcs[i];
		m |= 1u << sm_arc_tile(a);
		m |= slow_below(lx, sm_arc_child(a), seen);
		if (sm_arc_last(a))
			break;
	}
	return m;
}

/* Check every stored mask against the slow walk; the words before the
 * masks answer "everything".  Returns how many were checked. */
static uint32_t
check_below(const struct sm_lexicon *lx)
{
	uint8_t		*seen = malloc(lx->narcs);
	uint32_t	 i, want, n = 0;

	assert_non_null(seen);
	if (seen == NULL)
		abort();
	for (i = 1; i < lx->narcs; i++) {
		if (i < lx->below_from) {
			assert_int_equal(sm_lexicon_below(lx, i),
			    SM_LEX_TILES_MASK);
			continue;
		}
		memset(seen, 0, lx->narcs);
		if (sm_arc_is_header(lx->arcs[i]))
			want = (lx->arcs[i] & SM_LEX_TILES_MASK) == 0 ? 0 :
			    slow_below(lx, i, seen);
		else
			want = slow_below(lx, sm_arc_child(lx->arcs[i]), seen);
		assert_int_equal(sm_lexicon_below(lx, i), want);
		n++;
	}
	free(seen);
	return n;
}

/* The "below" masks (version 4): recomputed the slow way, they equal the
 * stored ones, on the small set (every list within level 5: all masked)
 * and on random words of up to 15 letters (the deeper lists without a
 * mask); a version 3 file (no masks) still loads and answers
 * "everything"; a mask count that does not fit is refused. */
static void
test_below_masks(void **state)
{
	struct sm_lexbuild	*b;
	struct sm_lexicon	*lx, l3;
	uint64_t		 seed = 7;
	uint8_t			 w[16], *buf;
	size_t			 i, k, len, outlen;
	void			*vbuf, *out;
	uint32_t		 n;

	(void)state;
	lx = build(small_words, NSMALL, &vbuf);
	buf = vbuf;
	assert_true(lx->nbelow > 0);
	assert_int_equal(lx->below_from + lx->nbelow, lx->narcs);
	n = check_below(lx);
	assert_int_equal(n, lx->nbelow);
	/* The GADDAG root reaches every letter of the words; the arc of Z
	 * from it reaches I, A, R, E and the separator, not C. */
	assert_int_equal(sm_lexicon_below(lx, lx->gaddag_root) &
	    ~(1u << SM_LEX_SEPARATOR), (1u << testlex_code('A')) |
	    1u << testlex_code('B') | 1u << testlex_code('C') |
	    1u << testlex_code('E') | 1u << testlex_code('I') |
	    1u << testlex_code('M') | 1u << testlex_code('N') |
	    1u << testlex_code('O') | 1u << testlex_code('P') |
	    1u << testlex_code('R') | 1u << testlex_code('S') |
	    1u << testlex_code('T') | 1u << testlex_code('Z'));
	i = sm_lexicon_find(lx, lx->gaddag_root, testlex_code('Z'));
	assert_int_not_equal(i, 0);
	assert_int_equal(sm_lexicon_below(lx, (uint32_t)i),
	    1u << SM_LEX_SEPARATOR | 1u << testlex_code('I') |
	    1u << testlex_code('A') | 1u << testlex_code('R') |
	    1u << testlex_code('E'));

	/* Version 3: no masks, everything allowed; its word 3 not 0, or a
	 * version 4 count larger than the array: refused. */
	len = strip_below(buf, lx->size);
	assert_int_equal(sm_lexicon_init(&l3, buf, len), SM_LEX_OK);
	assert_int_equal(l3.version, 3);
	assert_int_equal(l3.nbelow, 0);
	assert_int_equal(sm_lexicon_below(&l3, l3.gaddag_root),
	    SM_LEX_TILES_MASK);
	assert_int_equal(sm_lexicon_below(&l3, l3.narcs - 1),
	    SM_LEX_TILES_MASK);
	buf[160 + 4 * (size_t)l3.narcs + 12] = 1;
	reseal(buf, len);
	assert_int_equal(sm_lexicon_init(&l3, buf, len), SM_LEX_BAD_HEADER);
	buf[8] = 4;
	reseal(buf, len);	/* one mask counted, none there: size */
	assert_int_equal(sm_lexicon_init(&l3, buf, len), SM_LEX_BAD_HEADER);
	testlex_free(lx, vbuf);

	/* Random words over 5 letters, up to 15 long: lists of level 6
	 * and more, without a mask. */
	b = sm_lexbuild_new();
	assert_non_null(b);
	for (i = 0; i < 400; i++) {
		len = 2 + (size_t)(rnd(&seed) % 14);
		for (k = 0; k < len; k++)
			w[k] = (uint8_t)(1 + rnd(&seed) % 5);
		assert_int_equal(sm_lexbuild_add(b, w, len), SM_LEX_OK);
	}
	assert_int_equal(sm_lexbuild_finish(b, "rnd", 0, &out, &outlen, NULL),
	    SM_LEX_OK);
	lx = &l3;
	assert_int_equal(sm_lexicon_init(lx, out, outlen), SM_LEX_OK);
	assert_true(lx->below_from > 1);
	assert_true(lx->nbelow > 0);
	n = check_below(lx);
	assert_int_equal(n, lx->nbelow);
	/* Oversized: a count beyond the array. */
	{
		uint8_t	*t = (uint8_t *)out + 160 + 4 * (size_t)lx->narcs;
		uint32_t big = lx->narcs + 1;

		t[12] = (uint8_t)big;
		t[13] = (uint8_t)(big >> 8);
		t[14] = (uint8_t)(big >> 16);
		t[15] = (uint8_t)(big >> 24);
		reseal(out, outlen);
		assert_int_equal(sm_lexicon_init(&l3, out, outlen),
		    SM_LEX_BAD_HEADER);
	}
	free(out);
	sm_lexbuild_free(b);
}

/* The words in order, as sm_lexicon_words() gives them. */
struct collect {
	char	text[512];
	size_t	n;
	int	stop_at;
};

static int
collect_word(void *arg, const uint8_t *w, size_t n)
{
	struct collect	*c = arg;
	size_t		 i;

	for (i = 0; i < n; i++)
		c->text[c->n++] = (char)('A' + w[i] - 1);
	c->text[c->n++] = ' ';
	c->text[c->n] = '\0';
	return --c->stop_at == 0 ? 7 : 0;
}

/* The words walked in order (the identity's input); the identity field
 * set and sealed again; a version 2 file (128-byte header, no identity)
 * still read, with the same words. */
static void
test_identity_words(void **state)
{
	static const uint8_t	 id[SM_LEX_IDENTITY_LEN] = { 1, 2, 3 };
	struct sm_lexicon	*lx, l2;
	struct collect		 c;
	uint8_t			*v2, *buf;
	void			*vbuf;
	size_t			 len;

	(void)state;
	lx = build(small_words, NSMALL, &vbuf);
	buf = vbuf;
	memset(&c, 0, sizeof c);
	c.stop_at = -1;
	assert_int_equal(sm_lexicon_words(lx, collect_word, &c), 0);
	assert_string_equal(c.text, "AB ABA ACASA CAS CASA CASAT CASE MASA "
	    "OM OMENI PASA ZI ZIAR ZIARE ");
	memset(&c, 0, sizeof c);
	c.stop_at = 2;
	assert_int_equal(sm_lexicon_words(lx, collect_word, &c), 7);
	assert_string_equal(c.text, "AB ABA ");

	assert_int_equal(lx->version, 5);
	assert_false(lx->has_identity);
	len = lx->size;
	assert_true(sm_lexicon_set_identity(buf, len, id));
	assert_int_equal(sm_lexicon_init(&l2, buf, len), SM_LEX_OK);
	assert_true(l2.has_identity);
	assert_memory_equal(l2.identity, id, sizeof id);
	assert_int_not_equal(l2.checksum, lx->checksum);

	/* Version 2: the header without the identity, the rest moved up,
	 * from the version 3 image (no "below" masks). */
	len = strip_below(buf, len);
	v2 = malloc(len - SM_LEX_IDENTITY_LEN);
	assert_non_null(v2);
	memcpy(v2, buf, 128);
	memcpy(v2 + 128, buf + 160, len - 160);
	v2[8] = 2;
	v2[12] = 128;
	len -= SM_LEX_IDENTITY_LEN;
	v2[16] = (uint8_t)len;
	v2[17] = (uint8_t)(len >> 8);
	{
		uint64_t sum = sm_lexicon_checksum(v2, len);
		int i;

		for (i = 0; i < 8; i++)
			v2[120 + i] = (uint8_t)(sum >> (8 * i));
	}
	assert_int_equal(sm_lexicon_init(&l2, v2, len), SM_LEX_OK);
	assert_int_equal(l2.version, 2);
	assert_false(l2.has_identity);
	memset(&c, 0, sizeof c);
	c.stop_at = -1;
	assert_int_equal(sm_lexicon_words(&l2, collect_word, &c), 0);
	assert_string_equal(c.text, "AB ABA ACASA CAS CASA CASAT CASE MASA "
	    "OM OMENI PASA ZI ZIAR ZIARE ");
	assert_false(sm_lexicon_set_identity(v2, len, id));
	free(v2);
	testlex_free(lx, vbuf);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_contains),
		cmocka_unit_test(test_duplicates),
		cmocka_unit_test(test_gaddag),
		cmocka_unit_test(test_minimized),
		cmocka_unit_test(test_layout),
		cmocka_unit_test(test_bad_words),
		cmocka_unit_test(test_header_fields),
		cmocka_unit_test(test_list_headers),
		cmocka_unit_test(test_checks_reference),
		cmocka_unit_test(test_anagram_tables),
		cmocka_unit_test(test_status_str),
		cmocka_unit_test(test_corruption),
		cmocka_unit_test(test_garbage),
		cmocka_unit_test(test_random_set),
		cmocka_unit_test(test_identity_words),
		cmocka_unit_test(test_below_masks),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
