/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * movegen-popcnt.c: the move generator's searches compiled a second time
 * with x86's popcnt instruction allowed, since the default build cannot
 * assume it (see the top of movegen.c): the walk counts bits at every step
 * (lexicon.h, sm_lex_popcount), and one instruction does what twelve do
 * otherwise.  sm_movegen_new asks the CPU once and the public searches
 * call these when it has the instruction.  Elsewhere (another CPU, another
 * compiler, or a build that already assumes popcnt) this file is empty.
 */
#if defined(__GNUC__) && (defined(__x86_64__) || defined(__i386__)) && \
    !defined(__POPCNT__)
#pragma GCC target("popcnt")
#define MG_POPCNT 1
#define SM_LEX_POPCNT 1
#include "movegen.c"
#else
/* ISO C wants a translation unit to declare something. */
typedef int mg_popcnt_unused;
#endif
