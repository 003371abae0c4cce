/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * lexbuild.c: the lexicon builder.  It collects words, and writes the file
 * image described in lexicon.c: a minimized DAWG and a minimized GADDAG in
 * one array of arcs, where equal states (equal lists of arcs) are stored
 * once, across both graphs.
 *
 * How, and why it is fast (1.3 million words in well under a second):
 *
 * 1. Words are kept as 16-byte records (15 letter codes, zero-padded, and
 *    the length) and sorted with an LSD radix sort, one pass a position;
 *    duplicates are then adjacent.
 *
 * 2. The DAWG is built by incremental minimization on sorted input (Jan
 *    Daciuk et al., "Incremental construction of minimal acyclic finite
 *    state automata", 2000): the path of the last word is kept open, one
 *    pending list of arcs a depth; when the next word leaves that path, the
 *    lists below the common prefix are final and are looked up in a hash
 *    register of the lists already written (the "state" is its list: tile,
 *    accepts and child of each arc); a list seen before is reused, a new one
 *    is appended to the arc array.  Children are therefore always written
 *    before their parents.
 *
 * 3. The GADDAG is not built from its ~14 million rotated entries.  For a
 *    prefix p of a word, everything that follows "reverse(p) ^" in the
 *    GADDAG is the set of non-empty s with p s a word: exactly the DAWG
 *    state reached by p.  So the separator arc after reverse(p) points at
 *    that DAWG state, which step 2 has just registered, and the GADDAG
 *    reduces to a trie over the strings reverse(p), one for each distinct
 *    prefix p (2 million for hunspell-ro), where the arc that ends
 *    reverse(p) accepts when p is a word, and the node after it begins with
 *    the separator arc when p is a proper prefix of a word.  Step 2 emits
 *    those (reverse(p), is-word, DAWG state) records as it closes each
 *    prefix's state; they are radix-sorted like the words and minimized the
 *    same way, into the same register, so a GADDAG state equal to a DAWG
 *    state is shared too.
 *
 * Pure C, libc only; every allocation failure returns SM_LEX_NOMEM.
 */

#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "lexicon.h"

#define LB_MAXLEN	15
#define LB_MINLEN	2
#define LB_NTILES	27		/* separator and 26 letters */
#define LB_HDRWORDS	32		/* the 128-byte header, in uint32 */
#define LB_MAX_ARCS	(1u << 25)

#define ARC_LAST	(1u << 25)
#define ARC_ACCEPTS	(1u << 26)
#define ARC_TILE(t)	((uint32_t)(t) << 27)

/* A word: letters[0..len) then zeros; rec[15] holds len. */
struct lb_word {
	uint8_t		rec[16];
};

/* A GADDAG key: reverse(p) zero-padded in k[0..15), k[15] is-word; child
 * the DAWG state after p (0: p is not a proper prefix of any word). */
struct lb_key {
	uint8_t		k[16];
	uint32_t	child;
};

/* A list of arcs being built: one a depth along the open path. */
struct lb_pending {
	uint32_t	arcs[LB_NTILES];
	unsigned int	n;
};

struct sm_lexbuild {
	struct lb_word	*words;
	size_t		 nwords;
	size_t		 capwords;

	/* The image: LB_HDRWORDS words of header, then the arcs. */
	uint32_t	*img;
	size_t		 narcs;
	size_t		 capimg;

	/* The register: arc indices of list starts; 0 is empty. */
	uint32_t	*reg;
	size_t		 regcap;	/* a power of two */
	size_t		 regused;

	struct lb_key	*keys;
	size_t		 nkeys;
	size_t		 capkeys;

	struct lb_pending path[LB_MAXLEN + 1];
};

struct sm_lexbuild *
sm_lexbuild_new(void)
{
	return calloc(1, sizeof(struct sm_lexbuild));
}

void
sm_lexbuild_free(struct sm_lexbuild *b)
{
	if (b == NULL)
		return;
	free(b->words);
	free(b->img);
	free(b->reg);
	free(b->keys);
	free(b);
}

/* The array p (capacity *cap elements of size sz) grown to hold at least
 * need elements: p itself if it does, a new pointer, or NULL when out of
 * memory (p is then untouched). */
static void *
lb_grow(void *p, size_t *cap, size_t need, size_t sz)
{
	void	*np;
	size_t	 ncap = *cap == 0 ? 1024 : *cap;

	if (need <= *cap && p != NULL)
		return p;
	while (ncap < need) {
		if (ncap > SIZE_MAX / 2 / sz)
			return NULL;
		ncap *= 2;
	}
	if ((np = realloc(p, ncap * sz)) == NULL)
		return NULL;
	*cap = ncap;
	return np;
}

enum sm_lex_status
sm_lexbuild_add(struct sm_lexbuild *b, const uint8_t *word, size_t len)
{
	struct lb_word	*w;
	size_t		 i;

	if (len < LB_MINLEN || len > LB_MAXLEN)
		return SM_LEX_BAD_WORD;
	for (i = 0; i < len; i++) {
		if (word[i] < 1 || word[i] > 26)
			return SM_LEX_BAD_WORD;
	}
	if ((w = lb_grow(b->words, &b->capwords, b->nwords + 1,
	    sizeof *w)) == NULL)
		return SM_LEX_NOMEM;
	b->words = w;
	w = &b->words[b->nwords++];
	memset(w->rec, 0, sizeof w->rec);
	memcpy(w->rec, word, len);
	w->rec[15] = (uint8_t)len;
	return SM_LEX_OK;
}

/*
 * LSD radix sort on bytes 14..0 (values 0..26) of records of size sz
 * (the key bytes first); tmp holds n records.  Positions where every record
 * has the same byte are skipped.  The result is in *a (pointers swapped).
 */
static void
lb_radix(void **a, void **tmp, size_t n, size_t sz)
{
	size_t		 count[32], pos, i, c, sum;
	uint8_t		*src, *dst, *t;
	int		 j, nonzero;

	for (j = LB_MAXLEN - 1; j >= 0; j--) {
		src = *a;
		dst = *tmp;
		memset(count, 0, sizeof count);
		for (i = 0; i < n; i++)
			count[src[i * sz + (size_t)j] & 31]++;
		for (c = 0, nonzero = 0; c < 32; c++) {
			if (count[c] != 0)
				nonzero++;
		}
		if (nonzero <= 1)
			continue;
		for (c = 0, sum = 0; c < 32; c++) {
			pos = count[c];
			count[c] = sum;
			sum += pos;
		}
		for (i = 0; i < n; i++) {
			c = src[i * sz + (size_t)j] & 31;
			memcpy(dst + count[c]++ * sz, src + i * sz, sz);
		}
		t = *a;
		*a = *tmp;
		*tmp = t;
	}
}

static inline uint64_t
lb_hash(const uint32_t *arcs, unsigned int n)
{
	uint64_t	h = 0x9e3779b97f4a7c15ULL ^ n;
	unsigned int	i;

	for (i = 0; i < n; i++) {
		h = (h ^ arcs[i]) * 0xff51afd7ed558ccdULL;
		h ^= h >> 32;
	}
	return h;
}

static bool
lb_reg_grow(struct sm_lexbuild *b)
{
	uint32_t	*nreg, s;
	size_t		 ncap = b->regcap == 0 ? 1u << 16 : b->regcap * 2;
	size_t		 i, j, mask = ncap - 1;
	unsigned int	 n;

	if ((nreg = calloc(ncap, sizeof *nreg)) == NULL)
		return false;
	for (i = 0; i < b->regcap; i++) {
		if ((s = b->reg[i]) == 0)
			continue;
		for (n = 1; !(b->img[LB_HDRWORDS + s + n - 1] & ARC_LAST); n++)
			;
		j = lb_hash(&b->img[LB_HDRWORDS + s], n) & mask;
		while (nreg[j] != 0)
			j = (j + 1) & mask;
		nreg[j] = s;
	}
	free(b->reg);
	b->reg = nreg;
	b->regcap = ncap;
	return true;
}

/*
 * The index of a list equal to p's arcs (appending it if new), or 0 for an
 * empty list; p's last arc gets ARC_LAST.  On error *st is set.
 */
static uint32_t
lb_register(struct sm_lexbuild *b, struct lb_pending *p,
    enum sm_lex_status *st)
{
	const uint32_t	*arcs = p->arcs;
	uint32_t	*img;
	unsigned int	 n = p->n;
	size_t		 j, mask;
	uint32_t	 s;
	uint64_t	 h;

	if (n == 0)
		return 0;
	p->arcs[n - 1] |= ARC_LAST;
	if (2 * (b->regused + 1) > b->regcap && !lb_reg_grow(b)) {
		*st = SM_LEX_NOMEM;
		return 0;
	}
	mask = b->regcap - 1;
	h = lb_hash(arcs, n);
	for (j = h & mask; (s = b->reg[j]) != 0; j = (j + 1) & mask) {
		if (s + n <= b->narcs &&
		    memcmp(&b->img[LB_HDRWORDS + s], arcs, n * 4) == 0)
			return s;
	}
	if (b->narcs + n > LB_MAX_ARCS) {
		*st = SM_LEX_TOO_BIG;
		return 0;
	}
	if ((img = lb_grow(b->img, &b->capimg, LB_HDRWORDS + b->narcs + n,
	    4)) == NULL) {
		*st = SM_LEX_NOMEM;
		return 0;
	}
	b->img = img;
	s = (uint32_t)b->narcs;
	memcpy(&b->img[LB_HDRWORDS + s], arcs, n * 4);
	b->narcs += n;
	b->reg[j] = s;
	b->regused++;
	return s;
}

/* Record the GADDAG key for prefix word[0..len). */
static bool
lb_add_key(struct sm_lexbuild *b, const uint8_t *word, size_t len,
    bool isword, uint32_t child)
{
	struct lb_key	*k;
	size_t		 i;

	if ((k = lb_grow(b->keys, &b->capkeys, b->nkeys + 1,
	    sizeof *k)) == NULL)
		return false;
	b->keys = k;
	k = &b->keys[b->nkeys++];
	memset(k->k, 0, sizeof k->k);
	for (i = 0; i < len; i++)
		k->k[i] = word[len - 1 - i];
	k->k[15] = isword;
	k->child = child;
	return true;
}

/*
 * Close the open path from depth `from' up to depth `to' (exclusive):
 * register each list and store its index in the parent's last arc.  For
 * the DAWG (word not NULL) also emit the GADDAG key of each prefix.
 */
static enum sm_lex_status
lb_close(struct sm_lexbuild *b, size_t from, size_t to, const uint8_t *word)
{
	enum sm_lex_status	 st = SM_LEX_OK;
	struct lb_pending	*parent;
	uint32_t		 id;
	size_t			 d;

	for (d = from; d > to; d--) {
		id = lb_register(b, &b->path[d], &st);
		if (st != SM_LEX_OK)
			return st;
		parent = &b->path[d - 1];
		parent->arcs[parent->n - 1] |= id;
		if (word != NULL && !lb_add_key(b, word, d,
		    (parent->arcs[parent->n - 1] & ARC_ACCEPTS) != 0, id))
			return SM_LEX_NOMEM;
	}
	return SM_LEX_OK;
}

static size_t
lb_common(const uint8_t *a, const uint8_t *b, size_t n)
{
	size_t	i;

	for (i = 0; i < n && a[i] == b[i]; i++)
		;
	return i;
}

static enum sm_lex_status
lb_dawg(struct sm_lexbuild *b, uint32_t *root)
{
	enum sm_lex_status	 st = SM_LEX_OK;
	const uint8_t		*w, *prev = NULL;
	size_t			 i, d, c, len, prevlen = 0;

	b->path[0].n = 0;
	for (i = 0; i < b->nwords; i++) {
		w = b->words[i].rec;
		len = w[15];
		c = prev == NULL ? 0 : lb_common(prev, w,
		    len < prevlen ? len : prevlen);
		if ((st = lb_close(b, prevlen, c, prev)) != SM_LEX_OK)
			return st;
		for (d = c; d < len; d++) {
			b->path[d].arcs[b->path[d].n++] = ARC_TILE(w[d]) |
			    (d == len - 1 ? ARC_ACCEPTS : 0);
			b->path[d + 1].n = 0;
		}
		prev = w;
		prevlen = len;
	}
	if ((st = lb_close(b, prevlen, 0, prev)) != SM_LEX_OK)
		return st;
	*root = lb_register(b, &b->path[0], &st);
	return st;
}

static enum sm_lex_status
lb_gaddag(struct sm_lexbuild *b, uint32_t *root)
{
	enum sm_lex_status	 st = SM_LEX_OK;
	const struct lb_key	*k;
	const uint8_t		*prev = NULL;
	size_t			 i, d, c, len, prevlen = 0;

	b->path[0].n = 0;
	for (i = 0; i < b->nkeys; i++) {
		k = &b->keys[i];
		for (len = 0; len < LB_MAXLEN && k->k[len] != 0; len++)
			;
		c = prev == NULL ? 0 : lb_common(prev, k->k,
		    len < prevlen ? len : prevlen);
		if ((st = lb_close(b, prevlen, c, NULL)) != SM_LEX_OK)
			return st;
		for (d = c; d < len; d++) {
			b->path[d].arcs[b->path[d].n++] = ARC_TILE(k->k[d]) |
			    (d == len - 1 && k->k[15] ? ARC_ACCEPTS : 0);
			b->path[d + 1].n = 0;
		}
		/* A new node: the separator comes first, sorted before any
		 * letter arc that longer keys will add. */
		if (k->child != 0)
			b->path[len].arcs[b->path[len].n++] =
			    ARC_TILE(SM_LEX_SEPARATOR) | k->child;
		prev = k->k;
		prevlen = len;
	}
	if ((st = lb_close(b, prevlen, 0, NULL)) != SM_LEX_OK)
		return st;
	*root = lb_register(b, &b->path[0], &st);
	return st;
}

enum sm_lex_status
sm_lexbuild_finish(struct sm_lexbuild *b, const char *source,
    uint64_t build_time, void **out, size_t *outlen, uint32_t *nwords)
{
	enum sm_lex_status	 st;
	struct sm_lexicon	 f;
	void			*a, *tmp = NULL;
	size_t			 i, n, size;
	uint64_t		 nletters = 0;
	uint32_t		 droot = 0, groot = 0;

	*out = NULL;
	*outlen = 0;
	if (b->nwords > UINT32_MAX)
		return SM_LEX_TOO_BIG;

	/* Sort and drop duplicates. */
	if (b->nwords > 1) {
		if ((tmp = malloc(b->nwords * sizeof *b->words)) == NULL)
			return SM_LEX_NOMEM;
		a = b->words;
		lb_radix(&a, &tmp, b->nwords, sizeof *b->words);
		if (a != b->words) {
			free(b->words);
			b->words = a;
			b->capwords = b->nwords;
		} else
			free(tmp);
		tmp = NULL;
	}
	for (i = 0, n = 0; i < b->nwords; i++) {
		if (n > 0 && memcmp(b->words[n - 1].rec, b->words[i].rec,
		    16) == 0)
			continue;
		b->words[n++] = b->words[i];
		nletters += b->words[i].rec[15];
	}
	b->nwords = n;

	/* Arc 0, the sentinel. */
	b->narcs = 0;
	b->regused = 0;
	if (b->reg != NULL)
		memset(b->reg, 0, b->regcap * sizeof *b->reg);
	b->nkeys = 0;
	if ((a = lb_grow(b->img, &b->capimg, LB_HDRWORDS + b->nwords * 2 + 1,
	    4)) == NULL)
		return SM_LEX_NOMEM;
	b->img = a;
	b->img[LB_HDRWORDS] = 0;
	b->narcs = 1;

	if ((st = lb_dawg(b, &droot)) != SM_LEX_OK)
		return st;
	if (b->nkeys > 1) {
		if ((tmp = malloc(b->nkeys * sizeof *b->keys)) == NULL)
			return SM_LEX_NOMEM;
		a = b->keys;
		lb_radix(&a, &tmp, b->nkeys, sizeof *b->keys);
		if (a != b->keys) {
			free(b->keys);
			b->keys = a;
			b->capkeys = b->nkeys;
		} else
			free(tmp);
		tmp = NULL;
	}
	if ((st = lb_gaddag(b, &groot)) != SM_LEX_OK)
		return st;

	/* Hand the image over, header sealed. */
	size = (LB_HDRWORDS + b->narcs) * 4;
	memset(&f, 0, sizeof f);
	f.narcs = (uint32_t)b->narcs;
	f.dawg_root = droot;
	f.gaddag_root = groot;
	f.nwords = (uint32_t)b->nwords;
	f.nletters = nletters;
	f.build_time = build_time;
	if (source != NULL)
		memcpy(f.source, source, strnlen(source, SM_LEX_SOURCE_MAX));
	if ((a = realloc(b->img, size)) == NULL)
		return SM_LEX_NOMEM;
	b->img = NULL;
	b->capimg = 0;
	sm_lexicon_seal(a, size, &f);
	*out = a;
	*outlen = size;
	if (nwords != NULL)
		*nwords = (uint32_t)b->nwords;
	return SM_LEX_OK;
}
