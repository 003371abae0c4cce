/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * lexicon.c: the compiled lexicon file: its layout (below), the checks that
 * make a loaded file safe to walk, and the lookups.  sm_lexicon_init() looks
 * at every byte once (checksum) and at every word of the list array once
 * (structure and bounds), so that the traversal code here and in the move
 * generator can trust each index it follows; it allocates nothing and
 * never reads outside the buffer, whatever the buffer holds.
 * sm_lexicon_init_trusted() makes the header's checks only (and those of
 * the array's first two words and guard): for bytes checked whole before,
 * which the program establishes by the file's stamp (lex-file.c: a file
 * whose change time has not moved since its whole check; what that trusts
 * is said there).  Given anything else it may accept lists a walk reads
 * outside the buffer by.  The builder
 * (lexbuild.c) writes the header through sm_lexicon_seal() so the layout
 * is known in this file only.
 *
 * File layout.  All integers little-endian (a file whose version field
 * reads byte-swapped was written big-endian: refused, SM_LEX_BYTE_SWAPPED,
 * "rebuild it"); the file is a 160-byte header, the list array (list
 * headers and arcs), then the anagram tables:
 *
 *   offset  size  meaning
 *   ------  ----  ----------------------------------------------------------
 *        0     8  magic "SMLEX\r\n\032" (the CR LF and ^Z catch text-mode
 *                 transfers, as PNG's signature does)
 *        8     4  format version (5; 4 is read too: no alphagram
 *                 filter; so is 3: no "below" masks either; and 2: a
 *                 128-byte header, no identity field; 1 had
 *                 no list headers: refused with SM_LEX_OLD_VERSION,
 *                 "rebuild it")
 *       12     4  header size in bytes (160; 128 in version 2): where
 *                 the array begins
 *       16     8  file size in bytes: 160 + 4 * n + the tables'
 *       24     4  n, the words of the array: list headers and arcs,
 *                 the empty list's header at 0 and the guard (< 2^25)
 *       28     4  DAWG root: index of the root list's header
 *       32     4  GADDAG root: index of the root list's header
 *                 (both 0 only in a lexicon of no words)
 *       36     4  word count (distinct words)
 *       40     8  letter count (sum of the words' lengths)
 *       48     8  build time, seconds since 1970-01-01 UTC
 *       56    64  source: free text (the word list's name), NUL-padded
 *      120     8  checksum of the whole file with this field read as 0
 *      128    32  identity: SHA-256 of the words (below), all zero when
 *                 not given
 *      160  4*n   the array: uint32 words, encoded as in lexicon.h
 *   160+4n   ...  the anagram tables, the "below" masks and the
 *                 alphagram filter (below), or nothing (no tables)
 *
 * The identity names the word list, not the file: the SHA-256 of the line
 * "scrabmail-lexicon-words 1" followed by every word, in the order
 * sm_lexicon_words() gives (A..Z, folded: no diacritics), each as capital
 * letters and a line feed.  The "1" is the identity's own format version
 * (the alphabet and the folding), not the file's: a file laid out anew
 * keeps its words' identity, while a change of what a word is would give
 * new identities.  The same words built at another time, from another
 * source name or by another build give the same identity; contests record
 * it.  The engine has no SHA-256: the program computes it (lex-file.c)
 * and stores it with sm_lexicon_set_identity().
 *
 * The anagram tables, the "below" masks and the alphagram filter, uint32
 * words from 160 + 4n to the end of the file (h: 5 words of counts in
 * version 5, 4 before, without f):
 *
 *   word  count     meaning
 *   ----  --------  ---------------------------------------------------------
 *      0  1         a7: slots of the 7-letter table
 *      1  1         a8: slots of the 8-letter table
 *      2  1         w8: 8-letter words
 *      3  1         m: "below" masks (version 4 on; 0 before: reserved)
 *      4  1         f: blocks of the alphagram filter (version 5 only)
 *      h  0..15     when f > 0: zero words up to the next file offset
 *                   that is a multiple of 64 (a block, one cache line)
 *    ...  16*f      the alphagram filter: f blocks of 512 bits (bit i of
 *                   a block in word i / 32, bit i % 32), SM_LEX_FILTER_K
 *                   bits set in one block for each alphagram of a 7-, 8-
 *                   or 9-letter word (lexicon.h, sm_lexicon_maybe)
 *    ...  2*a7      7-letter slots: alphagram bits 0..31, bits 32..39
 *                   (both 0: empty)
 *    ...  2*a8      8-letter slots: alphagram bits 0..31; bits 32..39 in
 *                   bits 0..7, the index of the group's first word in
 *                   bits 8..31 (both 0: empty)
 *    ...  2*w8      8-letter words, grouped by alphagram: bits 0..31 and
 *                   32..63 of the packed word (lexicon.h), bit 40 set on
 *                   a group's last
 *    ...  m         the "below" masks of the array's last m words (from
 *                   n - m: the lists of levels 0..5 and the guard), one a
 *                   word: for a header, bit t set when an arc of the list
 *                   or of a list below it has tile t; for an arc, the
 *                   same of its child (0 when it has none)
 *
 * The alphagram filter answers, in one cache line a key, "no word of 7,
 * 8 or 9 letters has these letters" for most sets of letters no word has
 * (about 99 in 100), so that the move generator asks the anagram tables
 * (two random 1 MB arrays) only for the likely ones, and drops most of
 * its checks of 7-tile spans through two board tiles (the rack's 7 tiles
 * and the two board letters are a 9-letter word's letters, or no move
 * fits) without walking them.  The builder gives it 10 bits an alphagram
 * (in blocks of 64 bytes); the loader checks its size, not its bits (a
 * wrong filter makes a search miss moves, never a read leave the file;
 * the checksum catches damage).
 *
 * The "below" masks (sm_lexicon_below) tell a search which letters a word
 * can still take past a point of a walk: the move generator's bounds read
 * them after the board tiles next to an anchor (movegen.c).  m <= n is
 * checked; the masks themselves are not (a wrong mask makes a bound wrong,
 * never a read leave the file; the checksum catches damage).  Only the
 * first levels have masks, for the file to stay under 16 MB (a mask for
 * every word would add 11.5 MB); a deeper word answers "every tile".
 *
 * An alphagram k is looked for from slot (h(k) * a) >> 32, h(k) the top
 * 32 bits of k * 0x9e3779b97f4a7c15, and on (wrapping) to its slot or an
 * empty one; the builder fills at most three slots in four.  The tables
 * answer "can a 7-tile move be made here" by lookups: the rack's
 * alphagram (with a blank, each letter for it), or the rack's with the
 * board letter the span holds, and then which words of that group put
 * the letter on its square and the others where the cross-checks allow.
 *
 *   +----------------------------------------------------------------+
 *   | magic | ver | hsize | fsize | n | dawg | gaddag | nwords        |
 *   | nletters | built | source (64) ...                | checksum  |
 *   | identity (32)                                                  |  160 bytes
 *   +----------------------------------------------------------------+
 *   | word 0: header of the empty list (tiles 0): "no children"      |
 *   | header (tiles) | arc | arc | ... | arc (last)                  |
 *   | header (tiles) | arc | ... (last)      lists of the states     |
 *   | ...             furthest from the root first: the builder      |
 *   |                 writes a list before every list pointing to it |
 *   |                 (the checks ask that a child be smaller than   |
 *   |                 its arc's index); DAWG and GADDAG lists shared |
 *   |                 where equal; the GADDAG's separator arcs point |
 *   |                 into the DAWG                                  |
 *   | ...             then the lists of the first levels from the    |
 *   |                 roots (the longest path from either), deepest  |
 *   |                 level first, each level in breadth-first order |
 *   |                 (lexbuild.c, lb_relayout), the two roots last; |
 *   |                 any such order passes the checks               |
 *   | word n-28       always the last arc of a list                  |
 *   | words n-27..n-1 the guard: 27 empty-list headers               |
 *   +----------------------------------------------------------------+
 *   | a7 | a8 | w8 | m | f | zeros to a 64-byte offset | f filter    |
 *   | blocks of 64 bytes | 7-letter slots | 8-letter slots | 8-letter  |
 *   | words | m "below" masks: one for each of words n-m..n-1 above   |
 *   +----------------------------------------------------------------+
 *
 * A list's header holds the set of its tiles, so that a walk finds a
 * tile's arc with one bit count (lexicon.h) in the cache line it has just
 * read, rather than scanning the list (the move generator used to keep
 * these sets beside the lexicon: 8 MB made at every start).
 *
 * What the checks guarantee (each a condition sm_lexicon_init() tests):
 * the size fields agree with each other and with the buffer; the checksum
 * matches; word 0 is the empty list's header and the last 27 words are
 * too (the guard); before the guard, word 1 is a header, every header is
 * followed by an arc, every arc has a tile 0..26, a child smaller than its
 * own index, accepts when it has no child, and is followed by an arc of a
 * greater tile unless it is marked last, when a header follows; the roots
 * are headers before the guard, and the DAWG's root has no separator; the
 * anagram tables' sizes, the masks' count (at most n; 0 before version
 * 4) and the filter's blocks with their padding add up to the rest of the
 * file.  (A lookup in the
 * tables probes at most their size and takes a group's first word only
 * when it is in the table of words.)
 *
 * What a walk can then trust: from a list L (a root, or a child: before
 * the guard), the index a header's bits give, L + 1 + a count of at most
 * 26, is inside the array (L + 27 < n); the word there is an arc of that
 * tile, or the walk treats the tile as absent (sm_lexicon_arc); an arc's
 * child is a smaller index.  That every header's bits are exactly its
 * arcs' tiles is not checked word by word (it would cost several times
 * the rest of the load): a file sealed again after such a change could
 * read wrong words, never outside the array; any change that is not
 * sealed again fails the checksum.
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
#define LEX_VERSION	5u
#define LEX_VERSION_V4	4u		/* no alphagram filter: still read */
#define LEX_VERSION_V3	3u		/* no "below" masks: still read */
#define LEX_VERSION_V2	2u		/* no identity: still read */
#define LEX_HEADER_SIZE	128u		/* the fields below */
#define LEX_HEADER_V3	(LEX_HEADER_SIZE + SM_LEX_IDENTITY_LEN)
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
#define LEX_OFF_IDENTITY 128
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

static uint32_t
lex_bswap32(uint32_t v)
{
	return v >> 24 | (v >> 8 & 0xff00u) | (v << 8 & 0xff0000u) | v << 24;
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
	case SM_LEX_OLD_VERSION:
		return "The lexicon was built by an earlier scrabmail in a "
		    "format this one no longer reads: rebuild it from its "
		    "word list with 'scrabmail lexicon build'.";
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
	case SM_LEX_BYTE_SWAPPED:
		return "The lexicon was written with its numbers in big-endian "
		    "byte order (by a big-endian machine); the format is "
		    "little-endian: rebuild it from its word list with "
		    "'scrabmail lexicon build'.";
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
	if (len < LEX_HEADER_V3)
		return;
	memset(p, 0, LEX_HEADER_V3);
	memcpy(p + LEX_OFF_MAGIC, LEX_MAGIC, 8);
	put32(p + LEX_OFF_VERSION, LEX_VERSION);
	put32(p + LEX_OFF_HSIZE, LEX_HEADER_V3);
	put64(p + LEX_OFF_FSIZE, (uint64_t)len);
	put32(p + LEX_OFF_NARCS, fields->narcs);
	put32(p + LEX_OFF_DAWG, fields->dawg_root);
	put32(p + LEX_OFF_GADDAG, fields->gaddag_root);
	put32(p + LEX_OFF_NWORDS, fields->nwords);
	put64(p + LEX_OFF_NLETTERS, fields->nletters);
	put64(p + LEX_OFF_BUILT, fields->build_time);
	n = strnlen(fields->source, SM_LEX_SOURCE_MAX);
	memcpy(p + LEX_OFF_SOURCE, fields->source, n);
	memcpy(p + LEX_OFF_IDENTITY, fields->identity, SM_LEX_IDENTITY_LEN);
	put64(p + LEX_OFF_CHECKSUM, sm_lexicon_checksum(p, len));
}

bool
sm_lexicon_set_identity(void *buf, size_t len,
    const uint8_t id[SM_LEX_IDENTITY_LEN])
{
	uint8_t	*p = buf;

	if (len < LEX_HEADER_V3 || memcmp(p, LEX_MAGIC, 8) != 0 ||
	    get32(p + LEX_OFF_VERSION) != LEX_VERSION)
		return false;
	memcpy(p + LEX_OFF_IDENTITY, id, SM_LEX_IDENTITY_LEN);
	put64(p + LEX_OFF_CHECKSUM, sm_lexicon_checksum(p, len));
	return true;
}

/* The checks described at the top of this file, over w[0..n), in one
 * pass that looks at each word a (at index i) and the next, b.  The flags
 * of every word are or'ed together rather than branched on: they are data
 * a branch predictor cannot guess, and this loop runs over 2.9 million
 * words at every whole check.  Written for the vectorizer: 32-bit lanes,
 * signed comparisons of small numbers (SSE2 and AVX2 have no unsigned
 * one), and as few operations as the rules allow:
 *
 *   - a's tile: 0..26 (an arc) or 31 (a header), i.e. not 27..30: adding
 *     21 << 27 maps tiles 27..30 to the lowest signed values;
 *   - a ends a list (E: an arc marked last) exactly when b is a header;
 *   - b's tile is at least a's plus one, counted modulo 32: for an arc,
 *     b is an arc of a greater tile (or the header that follows a last
 *     arc: tile 31); for a header (31 + 1 = 0), anything, b's own word
 *     being checked as such in its turn (so with E: b is an arc);
 *   - an arc's child is before it, and it has a child or accepts.
 *
 * The rules as first written, one a line, are test-lexicon.c's
 * reference: it compares the two on every pair of words of interest and
 * on random damage. */
static inline uint32_t
lex_word_bad(uint32_t a, uint32_t b, uint32_t i)
{
	/* Masks (0 or all ones), as the vector comparisons give them. */
	int32_t		ta = (int32_t)(a >> 27), tb = (int32_t)(b >> 27);
	int32_t		ha = -(ta == 31), hb = -(tb == 31);
	int32_t		last = -(int32_t)((a >> 25) & 1u);
	int32_t		next = (int32_t)((a + (1u << 27)) >> 27);
	int32_t		bad;

	bad = -((int32_t)(a + (21u << 27)) < -0x60000000);
	bad |= ((last & ~ha) ^ hb) | -(tb < next);
	bad |= ~ha & (-((int32_t)(a & 0x1ffffffu) > (int32_t)i - 1) |
	    -((a & (0x1ffffffu | (1u << 26))) == 0));
	return (uint32_t)bad;
}

/* GCC vectorizes this loop at -O3 only (clang does at -O2); and with
 * AVX2 when the processor has it (8 words a step instead of 4), the SSE2
 * of every x86-64 otherwise. */
#if defined(__GNUC__) && !defined(__clang__)
#if defined(__x86_64__) && defined(__ELF__) && !defined(__AVX2__)
__attribute__((optimize("tree-vectorize"), target_clones("avx2", "default")))
#else
__attribute__((optimize("tree-vectorize")))
#endif
#endif
static enum sm_lex_status
lex_check_lists(const uint32_t *w, uint32_t n)
{
	uint32_t	i, bad = 0, end = n - SM_LEX_GUARD;

	/* lex_check_ends() has seen word 0, word 1 and the guard:
	 * w[end] is the guard's first header, where the last list ends. */
	for (i = 1; i < end; i++)
		bad |= lex_word_bad(w[i], w[i + 1], i);
	return bad ? SM_LEX_BAD_ARC : SM_LEX_OK;
}

/* The ends of the array (word 0, the guard, word 1), which the trusted
 * load checks too: 29 words. */
static enum sm_lex_status
lex_check_ends(const uint32_t *w, uint32_t n)
{
	uint32_t	i, bad = 0, end = n - SM_LEX_GUARD;

	if (n < SM_LEX_GUARD + 1 || w[0] != SM_LEX_HEADER_TAG << 27)
		return SM_LEX_BAD_ARC;
	for (i = end; i < n; i++)
		bad |= w[i] != SM_LEX_HEADER_TAG << 27;
	if (bad)
		return SM_LEX_BAD_ARC;
	if (end > 1 && !sm_arc_is_header(w[1]))
		return SM_LEX_BAD_ARC;
	return SM_LEX_OK;
}

/* The zero bytes from file offset off to the next multiple of 64, where
 * the alphagram filter begins. */
static uint32_t
lex_filter_pad(uint64_t off)
{
	return (uint32_t)((64 - off % 64) % 64);
}

static enum sm_lex_status
lex_init(struct sm_lexicon *lx, const void *buf, size_t len, bool whole)
{
	const uint8_t		*p = buf;
	const uint32_t		*arcs;
	uint64_t		 fsize, nletters, tables;
	uint32_t		 hsize, narcs, droot, groot, nwords, i, version;
	uint32_t		 nbelow = 0, nfilter = 0, fpad = 0;
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
	version = get32(p + LEX_OFF_VERSION);
	/* Written with the bytes of each number the other way round (a
	 * big-endian writer): said as such rather than "a version". */
	if (version == lex_bswap32(LEX_VERSION) ||
	    version == lex_bswap32(LEX_VERSION_V4) ||
	    version == lex_bswap32(LEX_VERSION_V3) ||
	    version == lex_bswap32(LEX_VERSION_V2))
		return SM_LEX_BYTE_SWAPPED;
	if (version >= 1 && version < LEX_VERSION_V2)
		return SM_LEX_OLD_VERSION;
	if (version != LEX_VERSION && version != LEX_VERSION_V4 &&
	    version != LEX_VERSION_V3 && version != LEX_VERSION_V2)
		return SM_LEX_BAD_VERSION;
	hsize = get32(p + LEX_OFF_HSIZE);
	fsize = get64(p + LEX_OFF_FSIZE);
	narcs = get32(p + LEX_OFF_NARCS);
	if (hsize != (version == LEX_VERSION_V2 ? LEX_HEADER_SIZE :
	    LEX_HEADER_V3))
		return SM_LEX_BAD_HEADER;
	if (len < hsize)
		return SM_LEX_TOO_SHORT;
	if (fsize != (uint64_t)len)
		return SM_LEX_BAD_SIZE;
	if (narcs == 0 || narcs > LEX_MAX_ARCS ||
	    (uint64_t)hsize + 4 * (uint64_t)narcs > fsize)
		return SM_LEX_BAD_HEADER;
	tables = fsize - hsize - 4 * (uint64_t)narcs;
	if (tables != 0) {
		const uint8_t *t = p + hsize + 4 * (size_t)narcs;
		uint64_t	 need;

		if (tables < 16)
			return SM_LEX_BAD_HEADER;
		/* word 3: the "below" masks (version 4 on), 0 before */
		nbelow = get32(t + 12);
		need = 16 + 8 * ((uint64_t)get32(t) + get32(t + 4) +
		    get32(t + 8)) + 4 * (uint64_t)nbelow;
		/* word 4: the filter's blocks (version 5), after the
		 * padding to a 64-byte offset, before the 7-letter slots */
		if (version == LEX_VERSION) {
			if (tables < 20)
				return SM_LEX_BAD_HEADER;
			nfilter = get32(t + 16);
			need += 4;
			if (nfilter != 0)
				fpad = lex_filter_pad(hsize + 4 *
				    (uint64_t)narcs + 20);
			need += fpad + 64 * (uint64_t)nfilter;
		}
		if (tables != need || nbelow > narcs ||
		    (version < LEX_VERSION_V4 && nbelow != 0))
			return SM_LEX_BAD_HEADER;
	}
	if (whole &&
	    get64(p + LEX_OFF_CHECKSUM) != sm_lexicon_checksum(p, len))
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

	arcs = (const uint32_t *)(const void *)(p + hsize);
	if ((st = lex_check_ends(arcs, narcs)) != SM_LEX_OK)
		return st;
	if (whole && (st = lex_check_lists(arcs, narcs)) != SM_LEX_OK)
		return st;
	if (droot >= narcs - SM_LEX_GUARD || groot >= narcs - SM_LEX_GUARD ||
	    !sm_arc_is_header(arcs[droot]) || !sm_arc_is_header(arcs[groot]))
		return SM_LEX_BAD_ARC;
	if (arcs[droot] & (1u << SM_LEX_SEPARATOR))
		return SM_LEX_BAD_ARC;

	lx->arcs = arcs;
	lx->narcs = narcs;
	lx->dawg_root = droot;
	lx->gaddag_root = groot;
	lx->nwords = nwords;
	lx->nletters = nletters;
	lx->checksum = get64(p + LEX_OFF_CHECKSUM);
	lx->build_time = get64(p + LEX_OFF_BUILT);
	lx->version = version;
	if (version != LEX_VERSION_V2) {
		memcpy(lx->identity, p + LEX_OFF_IDENTITY, SM_LEX_IDENTITY_LEN);
		for (i = 0; i < SM_LEX_IDENTITY_LEN; i++)
			lx->has_identity |= lx->identity[i] != 0;
	}
	lx->size = len;
	memcpy(lx->source, p + LEX_OFF_SOURCE, SM_LEX_SOURCE_MAX);
	lx->source[SM_LEX_SOURCE_MAX] = '\0';
	if (tables != 0) {
		const uint32_t *t = arcs + narcs;

		lx->nana7 = t[0];
		lx->nana8 = t[1];
		lx->nana8w = t[2];
		lx->ana7 = t + (version == LEX_VERSION ? 5 : 4);
		if (nfilter != 0) {
			lx->nfilter = nfilter;
			lx->filter = t + 5 + fpad / 4;
			lx->ana7 = lx->filter + 16 * (size_t)nfilter;
		}
		lx->ana8 = lx->ana7 + 2 * (size_t)lx->nana7;
		lx->ana8w = lx->ana8 + 2 * (size_t)lx->nana8;
		lx->nbelow = nbelow;
		lx->below_from = narcs - nbelow;
		lx->below = lx->ana8w + 2 * (size_t)lx->nana8w;
	}
	return SM_LEX_OK;
}

enum sm_lex_status
sm_lexicon_init(struct sm_lexicon *lx, const void *buf, size_t len)
{
	return lex_init(lx, buf, len, true);
}

enum sm_lex_status
sm_lexicon_init_trusted(struct sm_lexicon *lx, const void *buf, size_t len)
{
	return lex_init(lx, buf, len, false);
}

uint64_t
sm_lexicon_alphagram(const uint8_t *w, int n)
{
	uint8_t		s[12];
	uint64_t	k = 0;
	int		i, j, x;

	for (i = 0; i < n && i < 12; i++) {
		x = w[i] & 31;
		for (j = i; j > 0 && s[j - 1] > x; j--)
			s[j] = s[j - 1];
		s[j] = (uint8_t)x;
	}
	for (i = n < 12 ? n : 12; i-- > 0;)
		k = k << 5 | s[i];
	return k;
}

bool
sm_lexicon_ana7(const struct sm_lexicon *lx, uint64_t key)
{
	uint32_t	i, k, n = lx->nana7;
	const uint32_t	*t = lx->ana7;

	if (n == 0)
		return false;
	for (i = sm_lexicon_ana_slot(key, n), k = 0; k < n; k++) {
		if (t[2 * i] == (uint32_t)key &&
		    t[2 * i + 1] == (uint32_t)(key >> 32))
			return true;
		if (t[2 * i] == 0 && t[2 * i + 1] == 0)
			return false;
		if (++i == n)
			i = 0;
	}
	return false;
}

uint32_t
sm_lexicon_ana8(const struct sm_lexicon *lx, uint64_t key)
{
	uint32_t	i, k, hi, n = lx->nana8;
	const uint32_t	*t = lx->ana8;

	if (n == 0)
		return UINT32_MAX;
	for (i = sm_lexicon_ana_slot(key, n), k = 0; k < n; k++) {
		hi = t[2 * i + 1];
		if (t[2 * i] == (uint32_t)key &&
		    (hi & 0xff) == (uint32_t)(key >> 32))
			return hi >> 8 < lx->nana8w ? hi >> 8 : UINT32_MAX;
		if (t[2 * i] == 0 && hi == 0)
			return UINT32_MAX;
		if (++i == n)
			i = 0;
	}
	return UINT32_MAX;
}

uint32_t
sm_lexicon_find(const struct sm_lexicon *lx, uint32_t list, int tile)
{
	uint32_t	m;

	if (list == 0 || list >= lx->narcs - SM_LEX_GUARD || tile < 0 ||
	    tile > 26)
		return 0;
	m = sm_lexicon_tiles(lx, list);
	return (m >> tile & 1) ? sm_lexicon_arc(lx->arcs, list, m, tile) : 0;
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

/* Depth-first over the DAWG from list, the letters so far in w[0..n). */
static int
lex_walk(const struct sm_lexicon *lx, uint32_t list, uint8_t *w, size_t n,
    int (*fn)(void *, const uint8_t *, size_t), void *arg)
{
	uint32_t	i, a;
	int		rc;

	if (list == 0 || n >= SM_LEX_WORD_MAX)
		return 0;
	for (i = list + 1;; i++) {
		a = lx->arcs[i];
		w[n] = (uint8_t)sm_arc_tile(a);
		if (sm_arc_accepts(a) && (rc = fn(arg, w, n + 1)) != 0)
			return rc;
		if ((rc = lex_walk(lx, sm_arc_child(a), w, n + 1, fn, arg)) != 0)
			return rc;
		if (sm_arc_last(a))
			return 0;
	}
}

int
sm_lexicon_words(const struct sm_lexicon *lx,
    int (*fn)(void *arg, const uint8_t *word, size_t len), void *arg)
{
	uint8_t	w[SM_LEX_WORD_MAX];

	return lex_walk(lx, lx->dawg_root, w, 0, fn, arg);
}
