/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * lexbuild.c: the lexicon builder.  It collects words, and writes the file
 * image described in lexicon.c: a minimized DAWG and a minimized GADDAG in
 * one array of arcs, where equal states (equal lists of arcs) are stored
 * once, across both graphs.
 *
 * How, and why it is fast (1.3 million words in well under a second):
 *
 * 1. Words are packed 5 bits a letter, zero-padded, into 128-bit records
 *    (letters 0..11 in the high word, 12..14 at the top of the low word), so
 *    that the order of the 75-bit numbers is the order of the words, and
 *    sorted with an LSD radix sort, 11 bits a pass; duplicates are then
 *    adjacent.
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
 * 4. Each list is written as a header word holding its tiles, then its
 *    arcs (format 2, lexicon.c); the register compares the header too.
 *    After the lists: the guard, then the anagram tables of the 7- and
 *    8-letter words (their alphagrams sorted with qsort, then hashed).
 *
 * 5. Before the guard, the lists are laid out again (lb_relayout): those
 *    within LB_HOT_DEPTH arcs of a root move to the end of the array,
 *    level by level, where a search's walks spend most of their steps
 *    (bench/README.md, "Round 4": a sixth fewer cache misses).
 *
 * 6. After the anagram tables, the "below" masks (format 4, lexicon.c) of
 *    the words from where the lists of levels 0..LB_BELOW_DEPTH begin to
 *    the end of the array (lb_below: one pass, children first).  Before
 *    the tables, the alphagram filter of the 7-, 8- and 9-letter words
 *    (format 5).
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
#define LB_HDRWORDS	40		/* the 160-byte header, in uint32 */
#define LB_MAX_ARCS	(1u << 25)

#ifndef LB_HOT_DEPTH
#define LB_HOT_DEPTH	6		/* levels moved together (lb_relayout) */
#endif
#ifndef LB_BELOW_DEPTH
#define LB_BELOW_DEPTH	5		/* levels 0..5 get "below" masks */
#endif

#define ARC_LAST	(1u << 25)
#define ARC_ACCEPTS	(1u << 26)
#define ARC_TILE(t)	((uint32_t)(t) << 27)

/*
 * A word, or a GADDAG key, packed: letter i (1..26, 0 past the end) in
 * bits 55-5i..59-5i of hi for i < 12, in bits 59-5j..63-5j of lo for
 * j = i - 12 < 3: the 75-bit number hi:(lo >> 49) orders them.
 * Bits 0..48 of lo are payload, not part of the order: for a GADDAG key,
 * reverse(p) for a prefix p, bits 0..24 hold the DAWG state after p (0: p
 * is not a proper prefix of any word) and bit 25 whether p is a word.
 */
struct lb_rec {
	uint64_t	hi;
	uint64_t	lo;
};
#define LB_KEYBITS	75
#define LB_DIGIT	11
#define LB_PASSES	((LB_KEYBITS + LB_DIGIT - 1) / LB_DIGIT)
#define LB_ISWORD	(1ull << 25)

/* A list of arcs being built: one a depth along the open path. */
struct lb_pending {
	uint32_t	arcs[LB_NTILES];
	unsigned int	n;
};

struct sm_lexbuild {
	struct lb_rec	*words;
	size_t		 nwords;
	size_t		 capwords;

	/* The image: LB_HDRWORDS words of header, then the array of lists
	 * (each a header word and its arcs), narcs words used. */
	uint32_t	*img;
	size_t		 narcs;
	size_t		 capimg;

	/* The register: the indices of the lists' headers; 0 is empty. */
	uint32_t	*reg;
	size_t		 regcap;	/* a power of two */
	size_t		 regused;

	struct lb_rec	*keys;
	size_t		 nkeys;
	size_t		 capkeys;

	struct lb_pending path[LB_MAXLEN + 1];

	/* The first word of the array with a "below" mask (lb_relayout:
	 * where the lists of levels 0..LB_BELOW_DEPTH begin); 0: none. */
	uint32_t	below_from;
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

static void
lb_pack(struct lb_rec *r, const uint8_t *w, size_t len)
{
	size_t	i;

	r->hi = 0;
	r->lo = 0;
	for (i = 0; i < len && i < 12; i++)
		r->hi |= (uint64_t)w[i] << (55 - 5 * i);
	for (; i < len; i++)
		r->lo |= (uint64_t)w[i] << (59 - 5 * (i - 12));
}

/* Letters of r into w[0..15); returns the length. */
static size_t
lb_unpack(const struct lb_rec *r, uint8_t *w)
{
	size_t	i;

	for (i = 0; i < 12; i++) {
		if ((w[i] = (uint8_t)((r->hi >> (55 - 5 * i)) & 31)) == 0)
			return i;
	}
	for (; i < LB_MAXLEN; i++) {
		if ((w[i] = (uint8_t)((r->lo >> (59 - 5 * (i - 12))) & 31)) ==
		    0)
			return i;
	}
	return i;
}

enum sm_lex_status
sm_lexbuild_add(struct sm_lexbuild *b, const uint8_t *word, size_t len)
{
	struct lb_rec	*w;
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
	lb_pack(&b->words[b->nwords++], word, len);
	return SM_LEX_OK;
}

/* Digit d (0 the least significant) of the 75-bit key hi:(lo >> 49). */
static inline size_t
lb_digit(const struct lb_rec *r, unsigned int d)
{
	unsigned int	shift = d * LB_DIGIT;
	uint64_t	v;

	if (shift + LB_DIGIT <= 15)
		v = r->lo >> (49 + shift);
	else if (shift >= 15)
		v = r->hi >> (shift - 15);
	else
		v = (r->lo >> (49 + shift)) | (r->hi << (15 - shift));
	return (size_t)(v & ((1u << LB_DIGIT) - 1));
}

/*
 * LSD radix sort of a[0..n) on the 75-bit keys, through tmp (n records);
 * returns whichever of the two holds the result.  All the histograms are
 * counted in one pass; a digit where every record falls in one bucket is
 * skipped.
 */
static struct lb_rec *
lb_radix(struct lb_rec *a, struct lb_rec *tmp, size_t n, size_t *count)
{
	struct lb_rec	*src = a, *dst = tmp, *t;
	size_t		*c, i, sum, k;
	unsigned int	 d;

	memset(count, 0, LB_PASSES * ((size_t)1 << LB_DIGIT) * sizeof *count);
	for (i = 0; i < n; i++) {
		for (d = 0; d < LB_PASSES; d++)
			count[(d << LB_DIGIT) + lb_digit(&a[i], d)]++;
	}
	for (d = 0; d < LB_PASSES; d++) {
		c = count + ((size_t)d << LB_DIGIT);
		for (i = 0, sum = 0; i < ((size_t)1 << LB_DIGIT); i++) {
			if (c[i] == n)
				break;
			k = c[i];
			c[i] = sum;
			sum += k;
		}
		if (i < ((size_t)1 << LB_DIGIT))
			continue;	/* one bucket: already in order */
		for (i = 0; i < n; i++)
			dst[c[lb_digit(&src[i], d)]++] = src[i];
		t = src;
		src = dst;
		dst = t;
	}
	return src;
}

/* Sort *arr (n records) in place of the pointer; false when out of
 * memory. */
static bool
lb_sort(struct lb_rec **arr, size_t *cap, size_t n)
{
	struct lb_rec	*tmp, *res;
	size_t		*count;

	if (n < 2)
		return true;
	if ((tmp = malloc(n * sizeof *tmp)) == NULL)
		return false;
	if ((count = malloc(LB_PASSES * ((size_t)1 << LB_DIGIT) *
	    sizeof *count)) == NULL) {
		free(tmp);
		return false;
	}
	res = lb_radix(*arr, tmp, n, count);
	free(count);
	if (res == tmp) {
		free(*arr);
		*arr = tmp;
		*cap = n;
	} else
		free(tmp);
	return true;
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
		n = (unsigned int)sm_lex_popcount(b->img[LB_HDRWORDS + s] &
		    SM_LEX_TILES_MASK);
		j = lb_hash(&b->img[LB_HDRWORDS + s + 1], n) & mask;
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
 * The index of a list equal to p's arcs (appending it, its header first,
 * if new), or 0 for an empty list; p's last arc gets ARC_LAST.  On error
 * *st is set.
 */
static uint32_t
lb_register(struct sm_lexbuild *b, struct lb_pending *p,
    enum sm_lex_status *st)
{
	const uint32_t	*arcs = p->arcs;
	uint32_t	*img;
	unsigned int	 n = p->n;
	size_t		 j, mask;
	uint32_t	 s, hdr = SM_LEX_HEADER_TAG << 27;
	uint64_t	 h;
	unsigned int	 i;

	if (n == 0)
		return 0;
	p->arcs[n - 1] |= ARC_LAST;
	for (i = 0; i < n; i++)
		hdr |= 1u << sm_arc_tile(arcs[i]);
	if (2 * (b->regused + 1) > b->regcap && !lb_reg_grow(b)) {
		*st = SM_LEX_NOMEM;
		return 0;
	}
	mask = b->regcap - 1;
	h = lb_hash(arcs, n);
	for (j = h & mask; (s = b->reg[j]) != 0; j = (j + 1) & mask) {
		if (b->img[LB_HDRWORDS + s] == hdr &&
		    memcmp(&b->img[LB_HDRWORDS + s + 1], arcs, n * 4) == 0)
			return s;
	}
	if (b->narcs + n + 1 > LB_MAX_ARCS) {
		*st = SM_LEX_TOO_BIG;
		return 0;
	}
	if ((img = lb_grow(b->img, &b->capimg, LB_HDRWORDS + b->narcs + n + 1,
	    4)) == NULL) {
		*st = SM_LEX_NOMEM;
		return 0;
	}
	b->img = img;
	s = (uint32_t)b->narcs;
	b->img[LB_HDRWORDS + s] = hdr;
	memcpy(&b->img[LB_HDRWORDS + s + 1], arcs, n * 4);
	b->narcs += n + 1;
	b->reg[j] = s;
	b->regused++;
	return s;
}

/* Record the GADDAG key for prefix word[0..len). */
static bool
lb_add_key(struct sm_lexbuild *b, const uint8_t *word, size_t len,
    bool isword, uint32_t child)
{
	struct lb_rec	*k;
	uint8_t		 rev[LB_MAXLEN];
	size_t		 i;

	if ((k = lb_grow(b->keys, &b->capkeys, b->nkeys + 1,
	    sizeof *k)) == NULL)
		return false;
	b->keys = k;
	for (i = 0; i < len; i++)
		rev[i] = word[len - 1 - i];
	k = &b->keys[b->nkeys++];
	lb_pack(k, rev, len);
	k->lo |= child | (isword ? LB_ISWORD : 0);
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
	uint8_t			 buf[2][LB_MAXLEN + 1], *w, *prev = NULL;
	size_t			 i, d, c, len, prevlen = 0;

	b->path[0].n = 0;
	for (i = 0; i < b->nwords; i++) {
		w = buf[i & 1];
		len = lb_unpack(&b->words[i], w);
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
	const struct lb_rec	*k;
	uint8_t			 buf[2][LB_MAXLEN + 1], *w, *prev = NULL;
	uint32_t		 child;
	size_t			 i, d, c, len, prevlen = 0;
	bool			 isword;

	b->path[0].n = 0;
	for (i = 0; i < b->nkeys; i++) {
		k = &b->keys[i];
		w = buf[i & 1];
		len = lb_unpack(k, w);
		child = (uint32_t)(k->lo & (LB_MAX_ARCS - 1));
		isword = (k->lo & LB_ISWORD) != 0;
		c = prev == NULL ? 0 : lb_common(prev, w,
		    len < prevlen ? len : prevlen);
		if ((st = lb_close(b, prevlen, c, NULL)) != SM_LEX_OK)
			return st;
		for (d = c; d < len; d++) {
			b->path[d].arcs[b->path[d].n++] = ARC_TILE(w[d]) |
			    (d == len - 1 && isword ? ARC_ACCEPTS : 0);
			b->path[d + 1].n = 0;
		}
		/* A new node: the separator comes first, sorted before any
		 * letter arc that longer keys will add. */
		if (child != 0)
			b->path[len].arcs[b->path[len].n++] =
			    ARC_TILE(SM_LEX_SEPARATOR) | child;
		prev = w;
		prevlen = len;
	}
	if ((st = lb_close(b, prevlen, 0, NULL)) != SM_LEX_OK)
		return st;
	*root = lb_register(b, &b->path[0], &st);
	return st;
}

/*
 * The lists laid out again for the walks' caches (step 5 above): the
 * lists within LB_HOT_DEPTH arcs of a root, by the longest path from a
 * root (the GADDAG's and the DAWG's), are moved to the end of the array,
 * level by level, the deepest level first, each level in the order a
 * breadth-first walk from the roots meets its lists (a list's children
 * side by side).  A search starts every walk at the GADDAG root and most
 * of its steps are in the first levels: there they share cache lines and
 * pages instead of lying each at the end of its subtree, 11 MB apart.
 * The other lists keep the builder's order, before them.  A child is
 * still before its arc (lexicon.c): a list's children are one level
 * deeper at least, so a child of a moved list is a list not moved or a
 * moved one of a deeper level, and a child of a list not moved is not
 * moved.  (A list no root reaches, which the builder does not make,
 * would go after all of them.)  The roots are renumbered in *droot and
 * *groot.
 */
static enum sm_lex_status
lb_relayout(struct sm_lexbuild *b, uint32_t *droot, uint32_t *groot)
{
	uint32_t	*a = &b->img[LB_HDRWORDS], *out = NULL, *start = NULL;
	uint32_t	*id = NULL, *seq = NULL, *at = NULL;
	uint8_t		*lvl = NULL;
	uint32_t	 n = (uint32_t)b->narcs, nl = 0, l, c, k, w, i, j;
	uint32_t	 lo, hi, nseq;
	size_t		 nout;
	int		 d;
	enum sm_lex_status st = SM_LEX_NOMEM;

	b->below_from = 0;
	if (n < 2 || *groot == 0)
		return SM_LEX_OK;
	/* The lists: start[l], l = 0..nl-1 (0: the empty list); id[] maps a
	 * header's index to its list. */
	if ((start = malloc((size_t)n * sizeof *start)) == NULL ||
	    (id = calloc(n, sizeof *id)) == NULL)
		goto fail;
	start[nl++] = 0;
	for (i = 1; i < n; i += 1 + (uint32_t)sm_lex_popcount(a[i] &
	    SM_LEX_TILES_MASK)) {
		id[i] = nl;
		start[nl++] = i;
	}
	/* lvl: 1 + the longest path from a root, 0 unreached.  Lists in
	 * decreasing index are parents before children. */
	if ((lvl = calloc(nl, 1)) == NULL || (at = malloc((size_t)nl *
	    sizeof *at)) == NULL || (seq = malloc((size_t)nl *
	    sizeof *seq)) == NULL)
		goto fail;
	lvl[id[*groot]] = 1;
	if (*droot != 0)
		lvl[id[*droot]] = 1;
	for (l = nl; l-- > 1;) {
		if (lvl[l] == 0)
			continue;
		k = (uint32_t)sm_lex_popcount(a[start[l]] & SM_LEX_TILES_MASK);
		for (j = 1; j <= k; j++) {
			c = sm_arc_child(a[start[l] + j]);
			if (c != 0 && lvl[id[c]] < lvl[l] + 1)
				lvl[id[c]] = (uint8_t)(lvl[l] + 1);
		}
	}
	/* seq: the moved lists level by level (seq[lo..hi) a level), found
	 * from the level before; at[] marks those queued. */
	memset(at, 0, (size_t)nl * sizeof *at);
	nseq = 0;
	seq[nseq++] = id[*groot];
	at[id[*groot]] = 1;
	if (*droot != 0) {
		seq[nseq++] = id[*droot];
		at[id[*droot]] = 1;
	}
	for (lo = 0, hi = nseq, d = 1; d <= LB_HOT_DEPTH && lo < hi; d++) {
		for (i = lo; i < hi; i++) {
			l = seq[i];
			k = (uint32_t)sm_lex_popcount(a[start[l]] &
			    SM_LEX_TILES_MASK);
			for (j = 1; j <= k; j++) {
				c = sm_arc_child(a[start[l] + j]);
				if (c == 0 || at[id[c]] != 0 ||
				    lvl[id[c]] != d + 1)
					continue;
				at[id[c]] = 1;
				seq[nseq++] = id[c];
			}
		}
		lo = hi;
		hi = nseq;
	}
	/* New positions: the empty list, the lists not moved, the moved
	 * ones deepest level first, the unreached; at[l] = new index. */
	if ((out = malloc((size_t)n * sizeof *out)) == NULL)
		goto fail;
	out[0] = a[0];
	nout = 1;
	for (l = 1; l < nl; l++) {
		if (at[l] != 0 || lvl[l] == 0)
			continue;
		at[l] = (uint32_t)nout;
		nout += 1 + (size_t)sm_lex_popcount(a[start[l]] &
		    SM_LEX_TILES_MASK);
	}
	/* The levels from seq, deepest first: levels end where lvl drops. */
	for (hi = nseq; hi > 0; hi = lo) {
		for (lo = hi; lo > 0 && lvl[seq[lo - 1]] == lvl[seq[hi - 1]];
		    lo--)
			;
		if (b->below_from == 0 && lvl[seq[hi - 1]] <= LB_BELOW_DEPTH + 1)
			b->below_from = (uint32_t)nout;
		for (i = lo; i < hi; i++) {
			at[seq[i]] = (uint32_t)nout;
			nout += 1 + (size_t)sm_lex_popcount(a[start[seq[i]]] &
			    SM_LEX_TILES_MASK);
		}
	}
	for (l = 1; l < nl; l++) {
		if (lvl[l] != 0)
			continue;
		at[l] = (uint32_t)nout;
		nout += 1 + (size_t)sm_lex_popcount(a[start[l]] &
		    SM_LEX_TILES_MASK);
	}
	/* Copy each list to its place, children renumbered. */
	for (l = 1; l < nl; l++) {
		k = (uint32_t)sm_lex_popcount(a[start[l]] & SM_LEX_TILES_MASK);
		out[at[l]] = a[start[l]];
		for (j = 1; j <= k; j++) {
			w = a[start[l] + j];
			c = sm_arc_child(w);
			out[at[l] + j] = c == 0 ? w :
			    (w & ~0x1ffffffu) | at[id[c]];
		}
	}
	memcpy(a, out, (size_t)n * sizeof *a);
	*groot = at[id[*groot]];
	if (*droot != 0)
		*droot = at[id[*droot]];
	st = SM_LEX_OK;
fail:
	free(out);
	free(start);
	free(id);
	free(seq);
	free(at);
	free(lvl);
	return st;
}

/* An 8-letter word and its alphagram, for sorting into groups. */
struct lb_ana {
	uint64_t	key;
	uint64_t	word;
};

static int
lb_ana_cmp_u64(const void *x, const void *y)
{
	uint64_t a = *(const uint64_t *)x, b = *(const uint64_t *)y;

	return (a > b) - (a < b);
}

static int
lb_ana_cmp(const void *x, const void *y)
{
	const struct lb_ana *a = x, *b = y;

	if (a->key != b->key)
		return a->key < b->key ? -1 : 1;
	return (a->word > b->word) - (a->word < b->word);
}

/* Slots for n keys: at most three in four filled. */
static uint32_t
lb_ana_nslots(size_t n)
{
	return n == 0 ? 0 : (uint32_t)(n + n / 3 + 1);
}

/* Put key (with hi's bits 8..31 as payload) in the table t of n slots. */
static void
lb_ana_put(uint32_t *t, uint32_t n, uint64_t key, uint32_t payload)
{
	uint32_t	i = (uint32_t)(((key * 0x9e3779b97f4a7c15ULL) >> 32) *
	    n >> 32);

	while (t[2 * i] != 0 || t[2 * i + 1] != 0)
		if (++i == n)
			i = 0;
	t[2 * i] = (uint32_t)key;
	t[2 * i + 1] = (uint32_t)(key >> 32) | payload << 8;
}

/* Set key's bits in the alphagram filter f of n blocks (lexicon.h). */
static void
lb_filter_put(uint32_t *f, uint32_t n, uint64_t key)
{
	uint32_t	*blk = f + sm_lexicon_filter_block(key, n);
	uint64_t	 b = sm_lexicon_filter_bits(key);
	int		 i;

	for (i = 0; i < SM_LEX_FILTER_K; i++, b >>= 9)
		blk[(b & 511) >> 5] |= 1u << (b & 31);
}

/*
 * The alphagram filter and the anagram tables (layout at the top of
 * lexicon.c), from the sorted words, appended to the image after its
 * b->narcs words, followed by room for nbelow "below" masks (filled by
 * lb_below: they begin at word *belowat of the image); b->narcs is not
 * changed, *nextra gets the words appended.
 */
static enum sm_lex_status
lb_anagrams(struct sm_lexbuild *b, uint32_t nbelow, size_t *nextra,
    size_t *belowat)
{
	struct lb_ana	*w8 = NULL;
	uint64_t	*k7 = NULL, *k9 = NULL, key;
	uint32_t	*t, a7, a8, g7 = 0, g8 = 0, g9 = 0, first = 0, nf;
	uint8_t		 w[LB_MAXLEN + 1];
	size_t		 i, j, n7 = 0, n8 = 0, n9 = 0, len, total, fat, t7;
	void		*img;
	enum sm_lex_status st = SM_LEX_NOMEM;

	for (i = 0; i < b->nwords; i++) {
		len = lb_unpack(&b->words[i], w);
		n7 += len == 7;
		n8 += len == 8;
		n9 += len == 9;
	}
	if ((k7 = malloc((n7 + 1) * sizeof *k7)) == NULL ||
	    (k9 = malloc((n9 + 1) * sizeof *k9)) == NULL ||
	    (w8 = malloc((n8 + 1) * sizeof *w8)) == NULL)
		goto fail;
	n7 = n8 = n9 = 0;
	for (i = 0; i < b->nwords; i++) {
		len = lb_unpack(&b->words[i], w);
		if (len == 7)
			k7[n7++] = sm_lexicon_alphagram(w, 7);
		else if (len == 9)
			k9[n9++] = sm_lexicon_alphagram(w, 9);
		else if (len == 8) {
			w8[n8].key = sm_lexicon_alphagram(w, 8);
			w8[n8].word = 0;
			for (j = 8; j-- > 0;)
				w8[n8].word = w8[n8].word << 5 | w[j];
			n8++;
		}
	}
	/* Sorted, so that equal alphagrams are adjacent: a group. */
	qsort(w8, n8, sizeof *w8, lb_ana_cmp);
	qsort(k7, n7, sizeof *k7, lb_ana_cmp_u64);
	qsort(k9, n9, sizeof *k9, lb_ana_cmp_u64);
	for (i = 0; i < n7; i++)
		g7 += i == 0 || k7[i] != k7[i - 1];
	for (i = 0; i < n8; i++)
		g8 += i == 0 || w8[i].key != w8[i - 1].key;
	for (i = 0; i < n9; i++)
		g9 += i == 0 || k9[i] != k9[i - 1];
	a7 = lb_ana_nslots(g7);
	a8 = lb_ana_nslots(g8);
	/* The filter: 10 bits an alphagram, in blocks of 512; it begins at
	 * the first 64-byte offset of the file after the 5 counts, and the
	 * 7-letter slots after it. */
	nf = (uint32_t)(((uint64_t)g7 + g8 + g9) * 10 / 512);
	if (nf == 0 && g7 + g8 + g9 > 0)
		nf = 1;
	fat = LB_HDRWORDS + b->narcs + 5;
	if (nf > 0)
		fat = (fat + SM_LEX_FILTER_WORDS - 1) / SM_LEX_FILTER_WORDS *
		    SM_LEX_FILTER_WORDS;
	t7 = fat + SM_LEX_FILTER_WORDS * (size_t)nf;
	*belowat = t7 + 2 * (size_t)a7 + 2 * (size_t)a8 + 2 * n8;
	total = *belowat + nbelow - LB_HDRWORDS - b->narcs;
	if (n8 >= (1u << 24) || LB_HDRWORDS + b->narcs + total > SIZE_MAX / 4) {
		st = SM_LEX_TOO_BIG;
		goto fail;
	}
	if ((img = lb_grow(b->img, &b->capimg, LB_HDRWORDS + b->narcs + total,
	    4)) == NULL)
		goto fail;
	b->img = img;
	t = &b->img[LB_HDRWORDS + b->narcs];
	memset(t, 0, total * 4);
	t[0] = a7;
	t[1] = a8;
	t[2] = (uint32_t)n8;
	t[3] = nbelow;
	t[4] = nf;
	t = &b->img[t7];
	for (i = 0; i < n7; i++)
		if (i == 0 || k7[i] != k7[i - 1])
			lb_ana_put(t, a7, k7[i], 0);
	for (i = 0; i < n8; i++) {
		if (i == 0 || w8[i].key != w8[i - 1].key) {
			first = (uint32_t)i;
			lb_ana_put(t + 2 * (size_t)a7, a8, w8[i].key, first);
		}
		key = w8[i].word;
		if (i + 1 == n8 || w8[i + 1].key != w8[i].key)
			key |= SM_LEX_ANA_LAST;
		t[2 * (size_t)a7 + 2 * (size_t)a8 + 2 * i] = (uint32_t)key;
		t[2 * (size_t)a7 + 2 * (size_t)a8 + 2 * i + 1] =
		    (uint32_t)(key >> 32);
	}
	for (i = 0; i < n7; i++)
		lb_filter_put(&b->img[fat], nf, k7[i]);
	for (i = 0; i < n8; i++)
		lb_filter_put(&b->img[fat], nf, w8[i].key);
	for (i = 0; i < n9; i++)
		lb_filter_put(&b->img[fat], nf, k9[i]);
	*nextra = total;
	st = SM_LEX_OK;
fail:
	free(k7);
	free(k9);
	free(w8);
	return st;
}

/*
 * The "below" masks (lexicon.c) of the array's last m words, into
 * out[0..m): a list's header gets every tile on an arc of the list or of
 * a list below it, an arc the same of its child (0: no child).  Children
 * come before their parents, so one pass in increasing index works each
 * list's out of its children's, kept in bl[] (by header index).
 */
static enum sm_lex_status
lb_below(const uint32_t *a, uint32_t n, uint32_t m, uint32_t *out)
{
	uint32_t	*bl, i, j, k, c, from = n - m, x;

	if (m == 0)
		return SM_LEX_OK;
	if ((bl = calloc(n, sizeof *bl)) == NULL)
		return SM_LEX_NOMEM;
	for (i = 1; i < n; i += 1 + k) {
		k = (uint32_t)sm_lex_popcount(a[i] & SM_LEX_TILES_MASK);
		for (x = 0, j = 1; j <= k; j++) {
			c = sm_arc_child(a[i + j]);
			x |= 1u << sm_arc_tile(a[i + j]) | bl[c];
			if (i + j >= from)
				out[i + j - from] = bl[c];
		}
		bl[i] = x;
		if (i >= from)
			out[i - from] = x;
	}
	free(bl);
	return SM_LEX_OK;
}

enum sm_lex_status
sm_lexbuild_finish(struct sm_lexbuild *b, const char *source,
    uint64_t build_time, void **out, size_t *outlen, uint32_t *nwords)
{
	enum sm_lex_status	 st;
	struct sm_lexicon	 f;
	uint8_t			 w[LB_MAXLEN + 1];
	void			*a;
	size_t			 i, n, size, extra = 0;
	uint64_t		 nletters = 0;
	uint32_t		 droot = 0, groot = 0, nbelow;
	size_t			 belowat = 0;

	*out = NULL;
	*outlen = 0;
	if (b->nwords > UINT32_MAX)
		return SM_LEX_TOO_BIG;

	/* Sort and drop duplicates. */
	if (!lb_sort(&b->words, &b->capwords, b->nwords))
		return SM_LEX_NOMEM;
	for (i = 0, n = 0; i < b->nwords; i++) {
		if (n > 0 && b->words[n - 1].hi == b->words[i].hi &&
		    b->words[n - 1].lo == b->words[i].lo)
			continue;
		b->words[n++] = b->words[i];
		nletters += lb_unpack(&b->words[i], w);
	}
	b->nwords = n;

	/* Word 0: the empty list's header. */
	b->narcs = 0;
	b->regused = 0;
	if (b->reg != NULL)
		memset(b->reg, 0, b->regcap * sizeof *b->reg);
	b->nkeys = 0;
	if ((a = lb_grow(b->img, &b->capimg, LB_HDRWORDS + b->nwords * 2 + 1,
	    4)) == NULL)
		return SM_LEX_NOMEM;
	b->img = a;
	b->img[LB_HDRWORDS] = SM_LEX_HEADER_TAG << 27;
	b->narcs = 1;

	if ((st = lb_dawg(b, &droot)) != SM_LEX_OK)
		return st;
	if (!lb_sort(&b->keys, &b->capkeys, b->nkeys))
		return SM_LEX_NOMEM;
	if ((st = lb_gaddag(b, &groot)) != SM_LEX_OK)
		return st;
	if ((st = lb_relayout(b, &droot, &groot)) != SM_LEX_OK)
		return st;

	/* The guard: empty-list headers after the last list. */
	if (b->narcs + SM_LEX_GUARD > LB_MAX_ARCS)
		return SM_LEX_TOO_BIG;
	if ((a = lb_grow(b->img, &b->capimg, LB_HDRWORDS + b->narcs +
	    SM_LEX_GUARD, 4)) == NULL)
		return SM_LEX_NOMEM;
	b->img = a;
	for (i = 0; i < SM_LEX_GUARD; i++)
		b->img[LB_HDRWORDS + b->narcs++] = SM_LEX_HEADER_TAG << 27;
	nbelow = b->below_from == 0 ? 0 : (uint32_t)b->narcs - b->below_from;
	if ((st = lb_anagrams(b, nbelow, &extra, &belowat)) != SM_LEX_OK)
		return st;
	if ((st = lb_below(&b->img[LB_HDRWORDS], (uint32_t)b->narcs, nbelow,
	    &b->img[belowat])) != SM_LEX_OK)
		return st;

	/* Hand the image over, header sealed. */
	size = (LB_HDRWORDS + b->narcs + extra) * 4;
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
