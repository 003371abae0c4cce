#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
# The front program (src/scrabmail.c, cli-front.c): it maps none of the
# mail, database and template libraries, runs check, score and top
# itself, and hands everything else to scrabmail-full, found next to it,
# with the same words and exit status.
. "$srcdir/tests/cli/lib.sh"

# Its libraries: GLib and the C library's, none of the adapters'.
if command -v ldd >/dev/null 2>&1 && libs=$(ldd "$SCRABMAIL" 2>/dev/null)
then
	for l in libsqlite3 libgmime libcurl libxslt libxml2 libjson-glib \
	    libcrypt; do
		case "$libs" in
		*"$l"*) fail "the front program links $l: $libs" ;;
		esac
	done
fi

# A copy of the front beside a stand-in full program that says what it
# was given: the front's own commands never reach it.
mkdir "$T/bin"
cp "$SCRABMAIL" "$T/bin/scrabmail"
cat >"$T/bin/scrabmail-full" <<'SH'
#!/bin/sh
echo "full:"
for w in "$@"; do echo "[$w]"; done
exit 42
SH
chmod +x "$T/bin/scrabmail-full"
REAL=$SCRABMAIL
SCRABMAIL=$T/bin/scrabmail

sm check CASA XQZ
expect_rc 1
expect_eq "check in the front" "$out" "CASA valid
XQZ invalid"
sm --db "$T/none.db" --config "$T/none.conf" check CASA
expect_rc 0
expect_eq "global options, check in the front" "$out" "CASA valid"
sm top --cgp 15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 ADEMNPR
expect_rc 0
expect_eq "top in the front" "$out" "H7	PREDAM	30"
sm score --cgp 15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 H8 CASA
expect_rc 0
expect_eq "score in the front" "$out" "H8	CASA	8
CASA	8"
sm check
expect_rc 2
expect_in "check's usage from the front" "$err" "usage: scrabmail check"
sm top --help
expect_rc 0
expect_in "top --help from the front" "$out" "usage: scrabmail top"

# Everything else: the full program, with the words as given.
sm contest show "a b" --json
expect_rc 42
expect_eq "contest show" "$out" "full:
[contest]
[show]
[a b]
[--json]"
sm --db "x y.db" player list
expect_rc 42
expect_eq "global option then player" "$out" "full:
[--db]
[x y.db]
[player]
[list]"
sm che CASA
expect_rc 42
expect_eq "a prefix" "$out" "full:
[che]
[CASA]"
for w in --version --help --bogus; do
	sm "$w"
	expect_rc 42
	expect_eq "$w" "$out" "full:
[$w]"
done
sm
expect_rc 42
expect_eq "no command" "$out" "full:"

# The real one answers --version and the commands' list.
SCRABMAIL=$REAL
sm --version
expect_rc 0
expect_in "--version" "$out" "scrabmail "
sm --help
expect_rc 0
expect_in "--help" "$out" "  contest    duplicate contests"
exit 0
