#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
# The golden cases 2, 4, 6... (tests/golden/run.sh, GOLDEN_SHARD):
# make check runs the two halves side by side.
GOLDEN_SHARD=2/2 exec sh "$srcdir/tests/golden/run.sh"
