#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# hunspell-words.sh: print the default word list on stdout, one word a
# line, UTF-8.  It expands Debian's hunspell-ro dictionary with unmunch and
# keeps only the entries written entirely in lower-case letters: a-z and
# ă â î ș ş ț ţ.  That drops proper nouns and abbreviations (any capital,
# ASCII or Ă Â Î Ș Ş Ț Ţ) and hyphenated or apostrophised forms (any other
# character).  Folding to A-Z is left to 'scrabmail lexicon build'.
#
# Environment: UNMUNCH (default: unmunch from PATH), HUNSPELL_DIR (default
# /usr/share/hunspell).  Works in any locale: the filter runs with LC_ALL=C
# on explicit UTF-8 byte sequences.

LC_ALL=C
export LC_ALL

UNMUNCH=${UNMUNCH:-unmunch}
HUNSPELL_DIR=${HUNSPELL_DIR:-/usr/share/hunspell}
dic=$HUNSPELL_DIR/ro_RO.dic
aff=$HUNSPELL_DIR/ro_RO.aff
hint="install hunspell-ro and hunspell-tools (apt-get install hunspell-ro hunspell-tools)"

if ! command -v "$UNMUNCH" >/dev/null 2>&1; then
	echo "hunspell-words.sh: unmunch not found ('$UNMUNCH'): $hint" >&2
	exit 1
fi
if [ ! -r "$dic" ] || [ ! -r "$aff" ]; then
	echo "hunspell-words.sh: $dic or $aff not found: $hint" >&2
	exit 1
fi

# Lower-case Romanian letters with diacritics, as UTF-8 bytes:
# ă C4 83, â C3 A2, î C3 AE, ș C8 99, ş C5 9F, ț C8 9B, ţ C5 A3.
lower=$(printf '\304\203|\303\242|\303\256|\310\231|\305\237|\310\233|\305\243')

tmp=${TMPDIR:-/tmp}/hunspell-words.$$
trap 'rm -f "$tmp"' EXIT HUP INT TERM
# unmunch chatters about the .aff file on stderr; keep it for errors only.
if ! "$UNMUNCH" "$dic" "$aff" 2>"$tmp" | grep -E "^([a-z]|$lower)+\$"; then
	# grep also fails when nothing matched: that is an error too.
	echo "hunspell-words.sh: '$UNMUNCH $dic $aff' gave no words" >&2
	tail -n 5 "$tmp" >&2
	exit 1
fi
exit 0
