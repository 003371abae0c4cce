/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * lexicon.c: the compiled lexicon file: its layout (below), the checks that
 * make a loaded file safe to walk, and the lookups.  sm_lexicon_init() looks
 * at every byte once (checksum) and at every arc once (bounds), so that the
 * traversal code here and in the move generator can trust each index it
 * follows; it allocates nothing and never reads outside the buffer, whatever
 * the buffer holds.  The builder (lexbuild.c) writes the header through
 * sm_lexicon_seal() so the layout is known in this file only.
 *
 * File layout.  All integers little-endian; the file is a 128-byte header
 * followed by the arc array, nothing else:
 *
 *   offset  size  meaning
 *   ------  ----  ----------------------------------------------------------
 *        0     8  magic "SMLEX\r\n\032" (the CR LF and ^Z catch text-mode
 *                 transfers, as PNG's signature does)
 *        8     4  format version (1)
 *       12     4  header size in bytes (128): where the arcs begin
 *       16     8  file size in bytes: 128 + 4 * arc count
 *       24     4  arc count, including the sentinel arc 0 (< 2^25)
 *       28     4  DAWG root: index of the first arc of the root list
 *       32     4  GADDAG root: index of the first arc of the root list
 *                 (both 0 only in a lexicon of no words)
 *       36     4  word count (distinct words)
 *       40     8  letter count (sum of the words' lengths)
 *       48     8  build time, seconds since 1970-01-01 UTC
 *       56    64  source: free text (the word list's name), NUL-padded
 *      120     8  checksum of the whole file with this field read as 0
 *      128  4*n   arcs[0..n): uint32 each, encoded as in lexicon.h
 *
 *   +----------------------------------------------------------------+
 *   | magic | ver | hsize | fsize | narcs | dawg | gaddag | nwords   |
 *   | nletters | built | source (64) ...                | checksum  |  128 bytes
 *   +----------------------------------------------------------------+
 *   | arc 0 = 0 (sentinel: "no list")                                |
 *   | arc 1 ...  lists of the states furthest from the root first:   |
 *   |            every child index is smaller than the index of the  |
 *   |            arc that points to it (so the graph has no cycles)  |
 *   | ...        DAWG and GADDAG lists, shared where equal; the      |
 *   |            GADDAG's separator arcs point into the DAWG         |
 *   | arc n-1    always the last arc of a list                       |
 *   +----------------------------------------------------------------+
 *
 * What the checks guarantee (each a condition sm_lexicon_init() tests):
 * the size fields agree with each other and with the buffer; the checksum
 * matches; arc 0 is 0; every other arc has a tile 0..26, a child smaller
 * than its own index, accepts set when it has no child; the arcs of a list
 * (from any index to the next arc with `last') are in strictly increasing
 * tile order; arc n-1 has `last' set, so that every walk along a list stops
 * inside the array; the roots are in bounds and the DAWG's root list has no
 * separator.
 *
 * Checksum ("sm64x4"): the file is read as 64-bit little-endian words w[k]
 * (a final half word padded with zeros), word 15 (the checksum field) read
 * as 0.  Four lanes v[0..3], word k going to lane k mod 4:
 *
 *	v = rotl64(v + w * P2, 31) * P1
 *
 * then h = rotl(v0,1) + rotl(v1,7) + rotl(v2,12) + rotl(v3,18) + len * P5,
 * and a final avalanche (xor-shift, multiply).  The lane step is a
 * bijection in v for a given w and in w for a given v, and each step after
 * it too, so two files that differ in a single 64-bit word (in particular
 * any one flipped bit or byte) always have different checksums; the four
 * independent lanes keep the multiplier busy (several GB/s, about 1 ms for
 * a 10 MB file).  It detects damage, it is not a cryptographic hash.
 */

#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>
#include <string.h>

#include "lexicon.h"

#define LEX_MAGIC	"SMLEX\r\n\032"
#define LEX_VERSION	1u
#define LEX_HEADER_SIZE	128u
#define LEX_OFF_MAGIC	0
#define LEX_OFF_VERSION	8
#define LEX_OFF_HSIZE	12
#define LEX_OFF_FSIZE	16
#define LEX_OFF_NARCS	24
#define LEX_OFF_DAWG	28
#define LEX_OFF_GADDAG	32
#define LEX_OFF_NWORDS	36
#define LEX_OFF_NLETTERS 40
#define LEX_OFF_BUILT	48
#define LEX_OFF_SOURCE	56
#define LEX_OFF_CHECKSUM 120
#define LEX_MAX_ARCS	(1u << 25)

#define P1 0x9e3779b97f4a7c15ULL
#define P2 0xc2b2ae3d27d4eb4fULL
#define P3 0x165667b19e3779f9ULL
#define P4 0xd6e8feb86659fd93ULL
#define P5 0x27d4eb2f165667c5ULL

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define LEX_BIG_ENDIAN 1
#else
#define LEX_BIG_ENDIAN 0
#endif

static bool
lex_host_little(void)
{
	const uint32_t	one = 1;
	uint8_t		b;

	memcpy(&b, &one, 1);
	return b == 1 && !LEX_BIG_ENDIAN;
}

static uint32_t
get32(const uint8_t *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
	    (uint32_t)p[3] << 24;
}

static uint64_t
get64(const uint8_t *p)
{
	return (uint64_t)get32(p) | (uint64_t)get32(p + 4) << 32;
}

static void
put32(uint8_t *p, uint32_t v)
{
	p[0] = (uint8_t)v;
	p[1] = (uint8_t)(v >> 8);
	p[2] = (uint8_t)(v >> 16);
	p[3] = (uint8_t)(v >> 24);
}

static void
put64(uint8_t *p, uint64_t v)
{
	put32(p, (uint32_t)v);
	put32(p + 4, (uint32_t)(v >> 32));
}

static inline uint64_t
rotl64(uint64_t x, int r)
{
	return (x << r) | (x >> (64 - r));
}

static inline uint64_t
lane(uint64_t v, uint64_t w)
{
	return rotl64(v + w * P2, 31) * P1;
}

/* Feed whole 32-byte stripes of p[0..n) (n a multiple of 32).  Words are
 * loaded with memcpy: the host is little-endian (checked by the callers). */
static void
lex_stripes(uint64_t v[4], const uint8_t *p, size_t n)
{
	uint64_t	v0 = v[0], v1 = v[1], v2 = v[2], v3 = v[3], w[4];
	size_t		i;

	for (i = 0; i < n; i += 32) {
		memcpy(w, p + i, 32);
		v0 = lane(v0, w[0]);
		v1 = lane(v1, w[1]);
		v2 = lane(v2, w[2]);
		v3 = lane(v3, w[3]);
	}
	v[0] = v0;
	v[1] = v1;
	v[2] = v2;
	v[3] = v3;
}

uint64_t
sm_lexicon_checksum(const void *buf, size_t len)
{
	const uint8_t	*p = buf;
	uint8_t		 hdr[LEX_HEADER_SIZE], tail[32];
	uint64_t	 v[4] = { P1 + P2, P2, 0, (uint64_t)0 - P1 }, h;
	size_t		 body, rest;

	if (len < LEX_HEADER_SIZE)
		return 0;
	memcpy(hdr, p, sizeof hdr);
	memset(hdr + LEX_OFF_CHECKSUM, 0, 8);
	lex_stripes(v, hdr, sizeof hdr);
	p += LEX_HEADER_SIZE;
	body = len - LEX_HEADER_SIZE;
	rest = body % 32;
	lex_stripes(v, p, body - rest);
	if (rest != 0) {
		memset(tail, 0, sizeof tail);
		memcpy(tail, p + body - rest, rest);
		lex_stripes(v, tail, sizeof tail);
	}
	h = rotl64(v[0], 1) + rotl64(v[1], 7) + rotl64(v[2], 12) +
	    rotl64(v[3], 18) + (uint64_t)len * P5;
	h ^= h >> 33;
	h *= P3;
	h ^= h >> 29;
	h *= P4;
	h ^= h >> 32;
	return h;
}

const char *
sm_lex_status_str(enum sm_lex_status st)
{
	switch (st) {
	case SM_LEX_OK:
		return "The lexicon is valid.";
	case SM_LEX_NOMEM:
		return "There is not enough memory.";
	case SM_LEX_TOO_SHORT:
		return "The file is shorter than a lexicon header: it was "
		    "truncated or is not a lexicon.";
	case SM_LEX_BAD_MAGIC:
		return "The file is not a scrabmail lexicon.";
	case SM_LEX_BAD_VERSION:
		if (!lex_host_little())
			return "This host is big-endian, which cannot read "
			    "scrabmail lexicons.";
		return "The lexicon has a format version this program "
		    "cannot read.";
	case SM_LEX_BAD_SIZE:
		return "The file's size differs from the size recorded in "
		    "it: it was truncated or padded.";
	case SM_LEX_BAD_CHECKSUM:
		return "The file's contents changed since it was built "
		    "(checksum mismatch).";
	case SM_LEX_BAD_ARC:
		return "The lexicon's graph is malformed (an arc points "
		    "outside the array or a list is not well formed).";
	case SM_LEX_BAD_HEADER:
		return "The lexicon's header fields are inconsistent.";
	case SM_LEX_BAD_WORD:
		return "A word is not made of 2 to 15 letters A to Z.";
	case SM_LEX_TOO_BIG:
		return "The word list is too big for the lexicon format.";
	case SM_LEX_UNALIGNED:
		return "The lexicon's buffer is not aligned on 4 bytes.";
	}
	return "Unknown lexicon status.";
}

void
sm_lexicon_seal(void *buf, size_t len, const struct sm_lexicon *fields)
{
	uint8_t	*p = buf;
	size_t	 n;

	if (len < LEX_HEADER_SIZE)
		return;
	memset(p, 0, LEX_HEADER_SIZE);
	memcpy(p + LEX_OFF_MAGIC, LEX_MAGIC, 8);
	put32(p + LEX_OFF_VERSION, LEX_VERSION);
	put32(p + LEX_OFF_HSIZE, LEX_HEADER_SIZE);
	put64(p + LEX_OFF_FSIZE, (uint64_t)len);
	put32(p + LEX_OFF_NARCS, fields->narcs);
	put32(p + LEX_OFF_DAWG, fields->dawg_root);
	put32(p + LEX_OFF_GADDAG, fields->gaddag_root);
	put32(p + LEX_OFF_NWORDS, fields->nwords);
	put64(p + LEX_OFF_NLETTERS, fields->nletters);
	put64(p + LEX_OFF_BUILT, fields->build_time);
	n = strnlen(fields->source, SM_LEX_SOURCE_MAX);
	memcpy(p + LEX_OFF_SOURCE, fields->source, n);
	put64(p + LEX_OFF_CHECKSUM, sm_lexicon_checksum(p, len));
}

/* The arc checks described at the top of this file.  Branch-free in the
 * loop (the flags of all arcs are or'ed together): the bits are data that
 * a branch predictor cannot guess, and this loop runs over 2 million arcs
 * at every load. */
/* Non-zero when arc a, at index i and followed by next, is malformed. */
static inline uint32_t
lex_arc_bad(uint32_t a, uint32_t next, uint32_t i)
{
	uint32_t	bad;

	bad = a >= (27u << 27);				/* tile > 26 */
	bad |= (a & 0x1ffffffu) >= i;			/* child */
	bad |= (a & (0x1ffffffu | (1u << 26))) == 0;	/* dead end */
	/* Not last: the next tile must be greater. */
	bad |= ((a & (1u << 25)) == 0) & ((next >> 27) <= (a >> 27));
	return bad;
}

/* GCC vectorizes this loop at -O3 only; clang does at -O2. */
#if defined(__GNUC__) && !defined(__clang__)
__attribute__((optimize("tree-vectorize")))
#endif
static enum sm_lex_status
lex_check_arcs(const uint32_t *arcs, uint32_t n)
{
	uint32_t	i, bad = 0;

	if (arcs[0] != 0)
		return SM_LEX_BAD_ARC;
	if (n == 1)
		return SM_LEX_OK;
	if (!sm_arc_last(arcs[n - 1]))	/* the array ends a list */
		return SM_LEX_BAD_ARC;
	for (i = 1; i + 1 < n; i++)
		bad |= lex_arc_bad(arcs[i], arcs[i + 1], i);
	bad |= lex_arc_bad(arcs[n - 1], ~0u, n - 1);
	return bad ? SM_LEX_BAD_ARC : SM_LEX_OK;
}

enum sm_lex_status
sm_lexicon_init(struct sm_lexicon *lx, const void *buf, size_t len)
{
	const uint8_t		*p = buf;
	const uint32_t		*arcs;
	uint64_t		 fsize, nletters;
	uint32_t		 hsize, narcs, droot, groot, nwords, i;
	enum sm_lex_status	 st;

	memset(lx, 0, sizeof *lx);
	if (!lex_host_little())
		return SM_LEX_BAD_VERSION;
	/* The magic first, so that a short file of anything else is "not a
	 * lexicon" rather than "truncated". */
	if (buf == NULL || len < 8)
		return SM_LEX_TOO_SHORT;
	if (memcmp(p + LEX_OFF_MAGIC, LEX_MAGIC, 8) != 0)
		return SM_LEX_BAD_MAGIC;
	if (len < LEX_HEADER_SIZE)
		return SM_LEX_TOO_SHORT;
	if (((uintptr_t)buf & 3) != 0)
		return SM_LEX_UNALIGNED;
	if (get32(p + LEX_OFF_VERSION) != LEX_VERSION)
		return SM_LEX_BAD_VERSION;
	hsize = get32(p + LEX_OFF_HSIZE);
	fsize = get64(p + LEX_OFF_FSIZE);
	narcs = get32(p + LEX_OFF_NARCS);
	if (hsize != LEX_HEADER_SIZE)
		return SM_LEX_BAD_HEADER;
	if (fsize != (uint64_t)len)
		return SM_LEX_BAD_SIZE;
	if (narcs == 0 || narcs > LEX_MAX_ARCS ||
	    (uint64_t)LEX_HEADER_SIZE + 4 * (uint64_t)narcs != fsize)
		return SM_LEX_BAD_HEADER;
	if (get64(p + LEX_OFF_CHECKSUM) != sm_lexicon_checksum(p, len))
		return SM_LEX_BAD_CHECKSUM;

	droot = get32(p + LEX_OFF_DAWG);
	groot = get32(p + LEX_OFF_GADDAG);
	nwords = get32(p + LEX_OFF_NWORDS);
	nletters = get64(p + LEX_OFF_NLETTERS);
	if (droot >= narcs || groot >= narcs)
		return SM_LEX_BAD_HEADER;
	if ((nwords == 0) != (droot == 0) || (nwords == 0) != (groot == 0))
		return SM_LEX_BAD_HEADER;
	if (nletters < 2 * (uint64_t)nwords || nletters > 15 * (uint64_t)nwords)
		return SM_LEX_BAD_HEADER;
	for (i = 0; i < SM_LEX_SOURCE_MAX && p[LEX_OFF_SOURCE + i] != 0; i++)
		;
	for (; i < SM_LEX_SOURCE_MAX; i++) {
		if (p[LEX_OFF_SOURCE + i] != 0)
			return SM_LEX_BAD_HEADER;
	}

	arcs = (const uint32_t *)(const void *)(p + LEX_HEADER_SIZE);
	if ((st = lex_check_arcs(arcs, narcs)) != SM_LEX_OK)
		return st;
	if (droot != 0 && sm_arc_tile(arcs[droot]) == SM_LEX_SEPARATOR)
		return SM_LEX_BAD_ARC;

	lx->arcs = arcs;
	lx->narcs = narcs;
	lx->dawg_root = droot;
	lx->gaddag_root = groot;
	lx->nwords = nwords;
	lx->nletters = nletters;
	lx->checksum = get64(p + LEX_OFF_CHECKSUM);
	lx->build_time = get64(p + LEX_OFF_BUILT);
	lx->version = LEX_VERSION;
	lx->size = len;
	memcpy(lx->source, p + LEX_OFF_SOURCE, SM_LEX_SOURCE_MAX);
	lx->source[SM_LEX_SOURCE_MAX] = '\0';
	return SM_LEX_OK;
}

uint32_t
sm_lexicon_find(const struct sm_lexicon *lx, uint32_t list, int tile)
{
	uint32_t	i, a;

	if (list == 0 || list >= lx->narcs)
		return 0;
	for (i = list; i < lx->narcs; i++) {
		a = lx->arcs[i];
		if (sm_arc_tile(a) == tile)
			return i;
		if (sm_arc_tile(a) > tile || sm_arc_last(a))
			return 0;
	}
	return 0;
}

bool
sm_lexicon_contains(const struct sm_lexicon *lx, const uint8_t *word,
    size_t len)
{
	uint32_t	list = lx->dawg_root, i = 0;
	size_t		k;

	if (len == 0)
		return false;
	for (k = 0; k < len; k++) {
		if ((word[k] & 0x1f) == SM_LEX_SEPARATOR)
			return false;
		i = sm_lexicon_find(lx, list, word[k] & 0x1f);
		if (i == 0)
			return false;
		list = sm_arc_child(lx->arcs[i]);
	}
	return sm_arc_accepts(lx->arcs[i]);
}
