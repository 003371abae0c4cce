/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * lexicon.h: the compiled word list.  One file holds two graphs over the
 * same words, as arrays of 32-bit arcs in the style of the KWG format that
 * wolges documents: a DAWG (words read left to right, for lookups) and a
 * GADDAG (for the move generator).  The file is built here from a list of
 * words and, when loaded, checked whole (magic, version, size, checksum,
 * every arc index in bounds) so that a corrupt file is an error and the
 * traversal functions below can never leave the array.
 *
 * File layout and arc encoding: see the table at the top of lexicon.c.
 *
 * A sibling list is a header word followed by its arcs; a list is named by
 * the index of its header (0: the empty list, "no children").  All words
 * are uint32_t, little-endian in the file (a file written big-endian is
 * recognised and refused: SM_LEX_BYTE_SWAPPED).
 *
 * Header word:
 *   bits  0..26  tiles: bit t set when an arc of the list is labelled t
 *   bits 27..31  31, a tile no arc has (so a header is never an arc)
 * Arc:
 *   bits  0..24  child: the child's sibling list (index of its header;
 *                0: no children)
 *   bit   25     last: this arc ends its sibling list
 *   bit   26     accepts: the letters up to and including this arc form a
 *                word (in the GADDAG: a complete rotated entry)
 *   bits 27..31  tile: 1..26 a letter, 0 the GADDAG separator
 * The arcs follow their header sorted by tile, the separator (0) first, so
 * tile t's arc in list L is at L + 1 + (the number of the list's tiles
 * below t): found with one bit count, without scanning the list, and next
 * to the header that says whether it is there.  The array ends with
 * SM_LEX_GUARD empty headers, so that such an index is always inside it.
 *
 * GADDAG entries: for a word w of n letters, for each i in 1..n the string
 * reverse(w[0..i)) followed, when i < n, by the separator and w[i..n).
 * So "CASA" gives C^ASA, AC^SA, SAC^A and ASAC.
 *
 * Pure C (libc only), no I/O: the program maps the file and hands the bytes
 * to sm_lexicon_init().
 */
#ifndef SM_LEXICON_H
#define SM_LEXICON_H

#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>

#define SM_LEX_SEPARATOR 0
#define SM_LEX_SOURCE_MAX 64
#define SM_LEX_HEADER_TAG 31u		/* tile field of a list header */
#define SM_LEX_TILES_MASK 0x7ffffffu	/* tiles bits of a list header */
#define SM_LEX_GUARD	27		/* empty headers ending the array */
#define SM_LEX_IDENTITY_LEN 32		/* bytes of the identity (SHA-256) */
#define SM_LEX_WORD_MAX	15		/* longest word the builder takes */
/* The checks sm_lexicon_init() makes, numbered: one more whenever it
 * checks something more, so that a program trusting files checked before
 * (lex-file.c) checks again those an earlier build passed. */
#define SM_LEX_CHECKS	1

enum sm_lex_status {
	SM_LEX_OK = 0,
	SM_LEX_NOMEM,
	SM_LEX_TOO_SHORT,	/* smaller than the header: truncated */
	SM_LEX_BAD_MAGIC,	/* not a scrabmail lexicon */
	SM_LEX_BAD_VERSION,	/* a version this build cannot read */
	SM_LEX_OLD_VERSION,	/* an earlier format: rebuild the lexicon */
	SM_LEX_BAD_SIZE,	/* size in header differs from the data: truncated or padded */
	SM_LEX_BAD_CHECKSUM,	/* contents changed since built */
	SM_LEX_BAD_ARC,		/* an arc pointing outside the array, or a malformed list */
	SM_LEX_BAD_HEADER,	/* inconsistent header fields */
	SM_LEX_BAD_WORD,	/* builder: a word not of 2..15 letters 1..26 */
	SM_LEX_TOO_BIG,		/* builder: more arcs than the format can index */
	SM_LEX_UNALIGNED,	/* buffer not 4-byte aligned */
	SM_LEX_BYTE_SWAPPED	/* written big-endian: rebuild it here */
};

const char *sm_lex_status_str(enum sm_lex_status st);

/* A loaded lexicon: a view over the caller's buffer, which must stay mapped
 * and unchanged for as long as the struct is used.  No allocation. */
struct sm_lexicon {
	const uint32_t	*arcs;		/* list headers and arcs */
	uint32_t	 narcs;		/* words in arcs[], headers included */
	uint32_t	 dawg_root;	/* the DAWG's root list (its header) */
	uint32_t	 gaddag_root;	/* the GADDAG's root list (its header) */
	uint32_t	 nwords;
	uint64_t	 nletters;	/* sum of word lengths */
	uint64_t	 checksum;
	uint64_t	 build_time;	/* seconds since the epoch, as given to the builder */
	uint32_t	 version;
	size_t		 size;		/* bytes */
	/* The anagram tables (after the list array; see lexicon.c): the
	 * alphagrams of the 7-letter words, and those of the 8-letter words
	 * with the words themselves.  A count of 0: no table. */
	const uint32_t	*ana7;		/* nana7 slots of 2 words */
	const uint32_t	*ana8;		/* nana8 slots of 2 words */
	const uint32_t	*ana8w;		/* nana8w words of 2 words */
	uint32_t	 nana7, nana8, nana8w;
	/* The "below" masks (version 4; see lexicon.c and
	 * sm_lexicon_below): below[i - below_from] for the array's words
	 * i >= below_from, nbelow of them (0: none, a version 2 or 3 file). */
	const uint32_t	*below;
	uint32_t	 below_from, nbelow;
	/* The alphagram filter (version 5; see lexicon.c and
	 * sm_lexicon_maybe): nfilter blocks of SM_LEX_FILTER_WORDS words (0:
	 * none, an earlier version or no word of 7 to 9 letters). */
	const uint32_t	*filter;
	uint32_t	 nfilter;
	char		 source[SM_LEX_SOURCE_MAX + 1]; /* NUL-terminated */
	/* The identity by words (version 3 on; see lexicon.c): a digest the
	 * program computes (the engine has no SHA-256) and the builder's
	 * caller stores with sm_lexicon_set_identity().  has_identity false:
	 * a version 2 file, or one not given its identity; the program then
	 * computes it from sm_lexicon_words(). */
	uint8_t		 identity[SM_LEX_IDENTITY_LEN];
	bool		 has_identity;
};

/* Check buf[0..len) whole and fill *lx.  Nothing in *lx is valid unless
 * SM_LEX_OK is returned. */
enum sm_lex_status sm_lexicon_init(struct sm_lexicon *lx, const void *buf,
    size_t len);
/* The same with the header's checks only (and the array's first two words
 * and its guard): neither the checksum nor the lists, so that it reads a
 * few cache lines rather than every byte.  Only for a buffer whose bytes
 * were checked before by sm_lexicon_init() and have not changed since:
 * the walks trust every index of the lists, and a damaged array makes
 * them read outside the buffer.  The program uses it for a file it
 * checked whole in an earlier run and that, by its stamp (lex-file.c),
 * nobody changed since; lx->checksum is the header's, not recomputed. */
enum sm_lex_status sm_lexicon_init_trusted(struct sm_lexicon *lx,
    const void *buf, size_t len);

static inline int sm_arc_tile(uint32_t a) { return (int)(a >> 27); }
static inline bool sm_arc_accepts(uint32_t a) { return (a >> 26) & 1u; }
static inline bool sm_arc_last(uint32_t a) { return (a >> 25) & 1u; }
static inline uint32_t sm_arc_child(uint32_t a) { return a & 0x1ffffffu; }

/* Whether w, a word of the array, is a list header rather than an arc. */
static inline bool
sm_arc_is_header(uint32_t w)
{
	return (w >> 27) == SM_LEX_HEADER_TAG;
}

/* Bits set in x (a branch-free count where the compiler would otherwise
 * call libgcc, i.e. without a popcnt instruction; SM_LEX_POPCNT: the
 * includer compiles for popcnt, as movegen-popcnt.c does). */
static inline int
sm_lex_popcount(uint32_t x)
{
#if (defined(__POPCNT__) || defined(SM_LEX_POPCNT)) && \
    (defined(__GNUC__) || defined(__clang__))
	return __builtin_popcount(x);
#else
	x -= (x >> 1) & 0x55555555u;
	x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
	x = (x + (x >> 4)) & 0x0f0f0f0fu;
	return (int)((x * 0x01010101u) >> 24);
#endif
}

/* The tiles of list (a list index from a loaded lexicon: a root or an
 * arc's child; 0 gives 0), bit t for tile t. */
static inline uint32_t
sm_lexicon_tiles(const struct sm_lexicon *lx, uint32_t list)
{
	return lx->arcs[list] & SM_LEX_TILES_MASK;
}

/* Index of the arc labelled tile in list, whose tiles m (from its
 * header) include tile; 0 when the arc found there is not labelled tile,
 * which never happens in a file the builder wrote: the loader does not
 * compare every arc with its header, so the walk does, at the cost of one
 * comparison with a word it reads next anyway.  The index stays inside the
 * array whatever m holds: see the guard in lexicon.c. */
static inline uint32_t
sm_lexicon_arc(const uint32_t *arcs, uint32_t list, uint32_t m, int tile)
{
	uint32_t	i = list + 1 +
	    (uint32_t)sm_lex_popcount(m & ((1u << tile) - 1));

	return sm_arc_tile(arcs[i]) == tile ? i : 0;
}

/* Index of the arc labelled tile in the sibling list list, or 0 when there
 * is none (or list is 0 or not a list of lx). */
uint32_t sm_lexicon_find(const struct sm_lexicon *lx, uint32_t list, int tile);
/* Whether word (letter codes; SM_BLANK flags ignored) is in the lexicon. */
bool sm_lexicon_contains(const struct sm_lexicon *lx, const uint8_t *word,
    size_t len);

/* The anagram tables.  An alphagram is a word's letters (1..26) sorted in
 * increasing order, packed 5 bits a letter, the first lowest: a key of 35
 * bits for 7 letters, 40 for 8.  A word in the 8-letter table is packed
 * the same way in its own order (letter i in bits 5i..5i+4), with bit 40
 * set on the last word of its alphagram's group. */
#define SM_LEX_ANA_LAST	(1ull << 40)

/* The first slot to look at for key in a table of n slots. */
static inline uint32_t
sm_lexicon_ana_slot(uint64_t key, uint32_t n)
{
	return (uint32_t)(((key * 0x9e3779b97f4a7c15ULL) >> 32) * n >> 32);
}

/* Ask the cache for the slot where sm_lexicon_ana8 (eight) or
 * sm_lexicon_ana7 starts looking for key: a caller with several keys to
 * look up asks for all of them first, so that their cache misses (the
 * tables are 1 MB of random accesses) overlap. */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((always_inline))	/* else GCC drops the call: a function
				 * whose only effect is a prefetch */
#endif
static inline void
sm_lexicon_ana_prefetch(const struct sm_lexicon *lx, uint64_t key,
    bool eight)
{
#if defined(__GNUC__) || defined(__clang__)
	uint32_t	n = eight ? lx->nana8 : lx->nana7;

	if (n != 0)
		__builtin_prefetch((eight ? lx->ana8 : lx->ana7) +
		    2 * (size_t)sm_lexicon_ana_slot(key, n));
#else
	(void)lx;
	(void)key;
	(void)eight;
#endif
}

/* The alphagram of w[0..n) (n <= 12, letters 1..26). */
uint64_t sm_lexicon_alphagram(const uint8_t *w, int n);
/* Whether a 7-letter word has the alphagram key. */
bool sm_lexicon_ana7(const struct sm_lexicon *lx, uint64_t key);
/* The index of the first 8-letter word of alphagram key (its group runs
 * to the word with SM_LEX_ANA_LAST, or to nana8w), or UINT32_MAX when
 * there is none. */
uint32_t sm_lexicon_ana8(const struct sm_lexicon *lx, uint64_t key);
/* The 8-letter word at index i (< nana8w), with its SM_LEX_ANA_LAST. */
static inline uint64_t
sm_lexicon_ana8_word(const struct sm_lexicon *lx, uint32_t i)
{
	return (uint64_t)lx->ana8w[2 * i] |
	    (uint64_t)lx->ana8w[2 * i + 1] << 32;
}

/* The alphagram filter (version 5): whether a word of 7, 8 or 9 letters
 * may have the alphagram key.  false: none has; true: one may (about 1 in
 * 100 of the alphagrams no word has answer true), or the file has no
 * filter.  A Bloom filter in blocks of one cache line: the block chosen
 * by the top bits of one product of the key, SM_LEX_FILTER_K of its 512
 * bits by another product's top bits, all set for each alphagram of a
 * word.  The builder writes it; the loader checks its size only (a wrong
 * filter makes the move generator miss moves, never a read leave the
 * file; the checksum catches damage). */
#define SM_LEX_FILTER_K		7
#define SM_LEX_FILTER_WORDS	16	/* uint32 words a block: 64 bytes */
/* The first word of key's block in a filter of n blocks, and its bits. */
static inline size_t
sm_lexicon_filter_block(uint64_t key, uint32_t n)
{
	return SM_LEX_FILTER_WORDS * (size_t)(((key *
	    0xc2b2ae3d27d4eb4fULL) >> 32) * n >> 32);
}
static inline uint64_t
sm_lexicon_filter_bits(uint64_t key)
{
	return (key * 0x9e3779b97f4a7c15ULL) >> 1;	/* 7 of 9 bits */
}
static inline bool
sm_lexicon_maybe(const struct sm_lexicon *lx, uint64_t key)
{
	const uint32_t	*blk;
	uint64_t	 b;
	uint32_t	 miss = 0;
	int		 i;

	if (lx->nfilter == 0)
		return true;
	blk = lx->filter + sm_lexicon_filter_block(key, lx->nfilter);
	b = sm_lexicon_filter_bits(key);
	for (i = 0; i < SM_LEX_FILTER_K; i++, b >>= 9)
		miss |= ~blk[(b & 511) >> 5] >> (b & 31) & 1;
	return miss == 0;
}
/* Ask the cache for key's block (sm_lexicon_ana_prefetch's use). */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((always_inline))
#endif
static inline void
sm_lexicon_maybe_prefetch(const struct sm_lexicon *lx, uint64_t key)
{
#if defined(__GNUC__) || defined(__clang__)
	if (lx->nfilter != 0)
		__builtin_prefetch(lx->filter +
		    sm_lexicon_filter_block(key, lx->nfilter));
#else
	(void)lx;
	(void)key;
#endif
}

/* The tiles (bit t for tile t, the separator bit 0) on the arcs below
 * word i of the array: when i is a list's header, every tile of an arc of
 * the list or of a list below it; when i is an arc, the same of its child
 * (0: no child), i.e. every tile a path may still take after that arc.
 * SM_LEX_TILES_MASK (everything) when the file holds no mask for i: a
 * version 3 file, or a list of level 6 or more (lexicon.c).  The builder
 * computes the masks; the loader does not check them against the lists
 * (a wrong mask makes a bound wrong, never a read leave the file). */
static inline uint32_t
sm_lexicon_below(const struct sm_lexicon *lx, uint32_t i)
{
	return i - lx->below_from < lx->nbelow ?
	    lx->below[i - lx->below_from] : SM_LEX_TILES_MASK;
}

/* The file's checksum (algorithm at the top of lexicon.c): over buf[0..len)
 * with the checksum field read as 0; 0 when len is shorter than a header. */
uint64_t sm_lexicon_checksum(const void *buf, size_t len);
/* For the builder: write the header into buf[0..128) of a len-byte image
 * whose lists are already in place, from fields narcs, dawg_root,
 * gaddag_root, nwords, nletters, build_time and source of *fields, and seal
 * it with the checksum.  Does nothing when len is shorter than a header. */
void sm_lexicon_seal(void *buf, size_t len, const struct sm_lexicon *fields);

/* Store the identity id in a version 5 image buf[0..len) sealed by
 * sm_lexicon_seal() and seal it again.  false (nothing changed) when buf is
 * not such an image. */
bool sm_lexicon_set_identity(void *buf, size_t len,
    const uint8_t id[SM_LEX_IDENTITY_LEN]);
/* Call fn(arg, word, len) for every word of the lexicon in increasing
 * order (letters 1..26, shorter first when one is a prefix of the other),
 * word valid during the call only; stops at the first fn returning
 * non-zero and returns that value, else 0. */
int sm_lexicon_words(const struct sm_lexicon *lx,
    int (*fn)(void *arg, const uint8_t *word, size_t len), void *arg);

/* Builder.  sm_lexbuild_new() returns NULL when out of memory; free with
 * sm_lexbuild_free() (accepts NULL).  Words may come in any order and more
 * than once. */
struct sm_lexbuild;
struct sm_lexbuild *sm_lexbuild_new(void);
void sm_lexbuild_free(struct sm_lexbuild *b);
enum sm_lex_status sm_lexbuild_add(struct sm_lexbuild *b, const uint8_t *word,
    size_t len);
/* Build the file image.  On SM_LEX_OK *out is a malloc'ed buffer of *outlen
 * bytes that the caller frees with free(); *nwords (if not NULL) gets the
 * number of distinct words.  source is truncated to SM_LEX_SOURCE_MAX. */
enum sm_lex_status sm_lexbuild_finish(struct sm_lexbuild *b,
    const char *source, uint64_t build_time, void **out, size_t *outlen,
    uint32_t *nwords);

#endif
