#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# chromium.sh: the bulletin pages as a browser shows them.  The unit tests
# test-bulletin-xslt, test-report-champ and test-report-series render every
# sample bulletin (a contest's, a championship's and its games', a series')
# through every stylesheet
# into a temporary directory (SCRABMAIL_BULLETIN_OUT); headless
# Chromium then, for each HTML page: dumps the DOM (it must hold the page,
# its language, no script and, for a round's page and a puzzle, the SVG
# board's 225 squares; for a game's page, its empty board's 61 premium
# squares on the plain board),
# takes a screenshot at 1200x1600 and at a phone's 390x844 (each PNG must
# be well above the size of a blank page's, measured first, and with
# python3 have more than a handful of colours), prints the puzzle pages to
# PDF (each must fit on one page) and fails on any console error.
# Then the HTML part of the mails of three golden cases (a free game, a
# championship's and a contest's, with page links): nothing wider than a
# 390 px window, the board tables included, and screenshots at 390 and
# 1280 px (SCRABMAIL_SHOTS=DIR keeps a copy, to look at them).  A game's
# page (test-report-champ's, and test-game-page's game of 30 turns) at 390
# and 1280 px: no sideways scroll, the board at least 300 px wide, below
# the list of turns on a phone and beside it at 1280, the anchors #m1 and
# #mN showing the boards after turn 1 and the last turn.
# Every bulletin page, and a finished contest's index page with a long
# seed in its check command, at 390 px: no sideways scroll.
# SKIP (77) without chromium.  Debian package: chromium.
# SKIP_BROWSER=1 skips it too: contrib/quickstart.sh check sets it for its
# second pass, under ASan and UBSan, since what the browser checks does not
# change with the sanitizers, and the C code this script runs
# (test-bulletin-xslt, test-report-champ, test-report-series,
# test-game-page and three golden cases) runs under them as suites of
# their own in that pass; chromium's time (387 s CPU, 478 s wall) made it
# that pass's longest suite (bench/README.md, "CI's time").
set -u
: "${builddir:=.}"
: "${srcdir:=.}"

if [ "${SKIP_BROWSER:-}" = 1 ]; then
	echo "chromium.sh: SKIP: SKIP_BROWSER=1 (the pages as a browser shows them are checked in the normal pass)"
	exit 77
fi

browser=
for b in chromium chromium-browser; do
	if command -v "$b" >/dev/null 2>&1; then browser=$b; break; fi
done
if [ -z "$browser" ]; then
	echo "chromium.sh: SKIP: no chromium or chromium-browser (Debian package: chromium)"
	exit 77
fi
prog="$builddir/tests/unit/test-bulletin-xslt"
if [ ! -x "$prog" ]; then
	echo "chromium.sh: SKIP: $prog not built (cmocka missing?)"
	exit 77
fi

T=$(mktemp -d "${TMPDIR:-/tmp}/sm-chromium.XXXXXX") || exit 1
trap 'rm -rf "$T"' EXIT INT TERM
mkdir "$T/out" "$T/profile"
fails=0
fail() { echo "chromium.sh: FAIL: $*"; fails=$((fails + 1)); }

SCRABMAIL_BULLETIN_OUT="$T/out" srcdir="$srcdir" "$prog" >"$T/unit.log" 2>&1 ||
	{ cat "$T/unit.log"; fail "test-bulletin-xslt failed"; }
# A championship's pages too (championship.*.html, game-N.*.html).
champ="$builddir/tests/unit/test-report-champ"
if [ -x "$champ" ]; then
	SCRABMAIL_BULLETIN_OUT="$T/out" srcdir="$srcdir" "$champ" \
	    >"$T/champ.log" 2>&1 ||
		{ cat "$T/champ.log"; fail "test-report-champ failed"; }
fi
# A series' pages (series.*.html, top.ro.html, empty.ro.html).
series="$builddir/tests/unit/test-report-series"
if [ -x "$series" ]; then
	SCRABMAIL_BULLETIN_OUT="$T/out" srcdir="$srcdir" "$series" \
	    >"$T/series.log" 2>&1 ||
		{ cat "$T/series.log"; fail "test-report-series failed"; }
fi

# chromium [flags...] URL: stdout in $T/stdout, stderr in $T/stderr.
# With python3, one browser loads every page, each in a new tab of the
# window's size (tests/tools/browser.py, through the DevTools protocol;
# it writes the page's console messages, uncaught exceptions and failed
# loads to $T/stderr in the browser log's words): a browser started for
# each of the script's 161 loads took most of its time (337 s CPU
# of CI's first pass, bench/README.md "CI's time").  Without python3, a
# browser for each.
driver=
if command -v python3 >/dev/null 2>&1; then
	mkfifo "$T/req" "$T/rep" || exit 1
	python3 "$srcdir/tests/tools/browser.py" "$T/stdout" "$T/stderr" \
	    "$browser" "$T/profile" <"$T/req" >"$T/rep" &
	driver=$!
	exec 7>"$T/req" 8<"$T/rep"
	trap 'exec 7>&-; wait $driver; rm -rf "$T"' EXIT
	trap 'exit 1' INT TERM
fi
run() {
	if [ -n "$driver" ]; then
		printf '%s\t' "$@" >&7
		printf '\n' >&7
		read -r reply <&8 || reply="browser.py: no answer"
		[ "$reply" = ok ] || echo "chromium.sh: $reply"
		return 0
	fi
	timeout 120 "$browser" --headless --no-sandbox --disable-gpu \
	    --disable-quic --no-first-run --disable-background-networking \
	    --disable-component-update --disable-sync --hide-scrollbars \
	    --user-data-dir="$T/profile" --enable-logging=stderr --v=0 \
	    "$@" >"$T/stdout" 2>"$T/stderr"
}
console_errors() {
	if grep -E 'Uncaught|ERROR:CONSOLE|CONSOLE\(|net::ERR_' "$T/stderr"; then
		fail "$1: console errors"
	fi
}
size() { wc -c <"$1" | tr -d ' '; }
colours() {
	command -v python3 >/dev/null 2>&1 || { echo 999; return; }
	python3 - "$1" <<'PY'
import struct, sys, zlib
d = open(sys.argv[1], 'rb').read()
assert d[:8] == b'\x89PNG\r\n\x1a\n'
i, idat, w = 8, b'', 0
while i < len(d):
    n, t = struct.unpack('>I4s', d[i:i + 8])
    if t == b'IHDR':
        w, h, depth, ctype = struct.unpack('>IIBB', d[i + 8:i + 18])
    elif t == b'IDAT':
        idat += d[i + 8:i + 8 + n]
    i += 12 + n
raw = zlib.decompress(idat)
bpp = {2: 3, 6: 4}.get(ctype, 4)
stride = w * bpp + 1
seen = set()
# Sample every 7th row unfiltered enough for a count: filter type 0 rows
# and the raw bytes of the others both vary with the picture's colours.
for y in range(0, len(raw) // stride, 7):
    row = raw[y * stride + 1:(y + 1) * stride]
    for x in range(0, len(row) - bpp, bpp * 5):
        seen.add(row[x:x + bpp])
print(len(seen))
PY
}

# A blank page's screenshot, for comparison.
printf '<!DOCTYPE html><html lang="ro"><title>x</title></html>\n' >"$T/blank.html"
run --screenshot="$T/blank.png" --window-size=1200,1600 "file://$T/blank.html"
[ -s "$T/blank.png" ] || { cat "$T/stderr"; fail "no screenshot of a blank page"; exit 1; }
blank=$(size "$T/blank.png")
echo "chromium.sh: a blank page's screenshot: $blank bytes"

n=0
for page in "$T"/out/*.html; do
	name=$(basename "$page" .html)
	n=$((n + 1))
	run --dump-dom "file://$page"
	console_errors "$name (DOM)"
	grep -q '<html lang="\(ro\|en\)"' "$T/stdout" || fail "$name: no lang in the DOM"
	grep -q '<h1>' "$T/stdout" || fail "$name: no heading in the DOM"
	if grep -qi '<script' "$T/stdout"; then fail "$name: a script in the DOM"; fi
	case "$name" in
	*.round.*|*.puzzle.*)
		[ "$(grep -o '<rect class="sq ' "$T/stdout" | wc -l)" -ge 225 ] ||
			fail "$name: no board of 225 squares in the DOM" ;;
	game-*)
		[ "$(grep -o '<path class="sq ' "$T/stdout" | wc -l)" -eq 6 ] &&
		[ "$(grep -o 'h40v40h-40z' "$T/stdout" | wc -l)" -eq 61 ] ||
			fail "$name: no empty board (61 premium squares) in the DOM" ;;
	esac
	for win in 1200,1600 390,844; do
		png="$T/$name.$win.png"
		run --screenshot="$png" --window-size="$win" "file://$page"
		console_errors "$name ($win)"
		[ -s "$png" ] || { fail "$name: no screenshot at $win"; continue; }
		s=$(size "$png")
		c=$(colours "$png")
		echo "chromium.sh: $name at $win: $s bytes, $c colours sampled"
		[ "$s" -gt $((blank * 3)) ] ||
			fail "$name at $win: screenshot of $s bytes, a blank page's is $blank"
		[ "$c" -gt 8 ] || fail "$name at $win: only $c colours"
	done
	case "$name" in
	*puzzle*)
		run --print-to-pdf="$T/$name.pdf" --no-pdf-header-footer "file://$page"
		[ -s "$T/$name.pdf" ] || { fail "$name: no PDF"; continue; }
		# The page tree's root counts the pages (the largest /Count).
		pages=$(grep -a -o '/Count [0-9]*' "$T/$name.pdf" |
		    sed 's/[^0-9]//g' | sort -n | tail -1)
		pages=${pages:-0}
		echo "chromium.sh: $name printed on $pages page(s)"
		[ "$pages" -eq 1 ] || fail "$name: printed on $pages pages, not one"
		;;
	esac
done
[ "$n" -ge 5 ] || fail "only $n pages rendered"

# Every page at a phone's 390 px scrolls no sideways (issue 14): the
# document no wider than the window (document.documentElement.scrollWidth
# <= innerWidth), measured in a 390 px iframe of a wrapper page (headless
# windows are at least 500 px wide; the iframe's media queries see 390)
# by a copy of the page with a script appended.  Besides the samples, the
# finished contest's index page with its seed made a long unbreakable
# string, 64 hex digits (a generated seed has 32; an organiser's --seed
# can be any length; no hyphen, where a browser may break a line): the
# seed and the command that checks it, printf '%s' 'SEED' | sha256sum,
# must wrap (without "main code{overflow-wrap:anywhere}" the page is 647
# px wide at 390).
long=0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef
for page in "$T"/out/contest-over.index.*.html; do
	[ -f "$page" ] || continue
	grep -q "'scrabmail-demo-2026' | sha256sum" "$page" ||
		fail "$(basename "$page"): no seed check command to lengthen"
	sed "s/scrabmail-demo-2026/$long/g" "$page" \
	    >"$T/out/long-seed.$(basename "$page" .html | sed 's/.*\.//').html"
done
w=0
for page in "$T"/out/*.html; do
	name=$(basename "$page" .html)
	cp "$page" "$T/wide-$name.html"
	cat >>"$T/wide-$name.html" <<'JS'
<script>
window.addEventListener('load', function () {
var de = document.documentElement;
(parent !== window ? parent.document.body : document.body).setAttribute('data-wide',
    'window=' + window.innerWidth + ' scrollwidth=' + de.scrollWidth);
});
</script>
JS
	printf '<!DOCTYPE html><html lang="en"><title>390</title><body style="margin:0"><iframe src="%s" width="390" height="844" style="border:0"></iframe></body></html>\n' \
	    "wide-$name.html" >"$T/phone-wide-$name.html"
	run --allow-file-access-from-files --dump-dom --window-size=1280,1200 \
	    "file://$T/phone-wide-$name.html"
	f=$(sed -n 's/.*data-wide="\([^"]*\)".*/\1/p' "$T/stdout" | head -1)
	[ -n "$f" ] || { fail "$name at 390 px: not measured"; continue; }
	set -- $(echo "$f" | tr '=' ' ')
	# window W scrollwidth S
	[ "$2" -eq 390 ] || fail "$name: a window of $2 px, not 390"
	[ "$4" -le "$2" ] || fail "$name at 390 px: scrolls sideways ($f)"
	case $name in long-seed.*)
		w=$((w + 1))
		echo "chromium.sh: $name at 390 px: $f"
		[ -n "${SCRABMAIL_SHOTS:-}" ] &&
			run --screenshot="$SCRABMAIL_SHOTS/$name.390.png" \
			    --window-size=390,1600 "file://$page" ;;
	esac
done
[ "$w" -ge 1 ] || fail "no page with a long seed measured"

# A game's page at a phone's 390 px and at 1280 px (issue 14): no
# horizontal scroll (document.documentElement.scrollWidth within the
# window), nothing wider than the window, the board at least 300 px wide
# and stacked above the list of turns at 390, beside it at 1280; and the
# anchors without script: #m1 shows turn 1's tiles only, #mN (the last)
# as many as the page with no anchor, each with one word framed.  Headless
# windows are at least 500 px wide, so the page is measured in a 390 px
# iframe of a wrapper page (its media queries see 390), by a copy of the
# page with a script appended that writes its figures into the wrapper's
# body (file:// pages may reach each other with
# --allow-file-access-from-files); at 1280 the window itself.
# test-game-page publishes a game of 30 turns, in play and over, beside
# test-report-champ's small games.
gp="$builddir/tests/unit/test-game-page"
if [ -x "$gp" ]; then
	SCRABMAIL_BULLETIN_OUT="$T/out" srcdir="$srcdir" "$gp" \
	    >"$T/gp.log" 2>&1 || { cat "$T/gp.log"; fail "test-game-page failed"; }
	[ -f "$T/out/game-30.en.html" ] || fail "no page of a game of 30 turns"
fi
g=0
for page in "$T"/out/game-*.html; do
	[ -f "$page" ] || continue
	g=$((g + 1))
	name=$(basename "$page" .html)
	turns=$(grep -o '<span class="at" id="m[0-9]*">' "$page" | wc -l)
	turns=$((turns - 1))
	cp "$page" "$T/fit-$name.html"
	cat >>"$T/fit-$name.html" <<'JS'
<script>
// Measured once loaded: the fragment's :target applies by then.
window.addEventListener('load', function () {
var de = document.documentElement, w = window.innerWidth, all = 0,
    els = document.body.getElementsByTagName('*'),
    svg = document.querySelector('svg.gb'), list = document.querySelector('ol.ml'),
    b = svg.getBoundingClientRect(), tiles = 0, words = 0,
    t = document.querySelectorAll('svg.gb rect.t, svg.gb rect.w');
// (Inside an SVG, scrollWidth means nothing: a <text> reports hundreds.)
for (var i = 0; i < els.length; i++) {
	var inside = els[i].namespaceURI == 'http://www.w3.org/2000/svg' &&
	    els[i].tagName != 'svg';
	if (!inside)
		all = Math.max(all, els[i].getBoundingClientRect().right,
		    els[i].scrollWidth);
}
for (var i = 0; i < t.length; i++)
	if (t[i].getBoundingClientRect().width > 0) {
		if (t[i].getAttribute('class') == 't') tiles++; else words++;
	}
var place = 'none';
if (list) {
	var l = list.getBoundingClientRect();
	place = l.top >= b.bottom - 1 ? 'below' : l.left >= b.right - 1 ? 'beside' : 'over';
}
var fit = 'window=' + w + ' scrollwidth=' + de.scrollWidth + ' right=' +
    Math.ceil(all) + ' board=' + Math.floor(b.width) + ' list=' + place +
    ' tiles=' + tiles + ' words=' + words;
(parent !== window ? parent.document.body : document.body).setAttribute('data-fit', fit);
});
</script>
JS
	printf '<!DOCTYPE html><html lang="en"><title>390</title><body style="margin:0"><iframe id="f" src="%s" width="390" height="844" style="border:0"></iframe></body></html>\n' \
	    "fit-$name.html" >"$T/phone-$name.html"
	# fit URL: the figures of the page at URL ("" when not measured).
	fit() {
		run --allow-file-access-from-files --dump-dom "$@"
		sed -n 's/.*data-fit="\([^"]*\)".*/\1/p' "$T/stdout" | head -1
	}
	for win in 390 1280; do
		if [ $win = 390 ]; then
			f=$(fit --window-size=1280,1200 "file://$T/phone-$name.html")
		else
			f=$(fit --window-size=1280,1200 "file://$T/fit-$name.html")
		fi
		[ -n "$f" ] || { fail "$name at $win px: not measured"; continue; }
		echo "chromium.sh: $name at $win px: $f"
		set -- $(echo "$f" | tr '=' ' ')
		# window W scrollwidth S right R board B list L tiles N words K
		[ "$2" -eq "$win" ] || fail "$name: a window of $2 px, not $win"
		[ "$4" -le "$2" ] || fail "$name at $win px: scrolls sideways ($f)"
		[ "$6" -le "$2" ] || fail "$name at $win px: wider than the window ($f)"
		[ "$8" -ge 300 ] || fail "$name at $win px: a board of $8 px"
		if [ "$turns" -gt 0 ]; then
			want=beside
			[ $win = 390 ] && want=below
			[ "${10}" = $want ] ||
				fail "$name at $win px: the list ${10} the board, not $want"
			[ "${14}" -eq 1 ] || fail "$name at $win px: ${14} words framed"
		fi
		[ $win = 1280 ] && all=${12}
	done
	# The anchors: the empty board, turn 1's tiles alone (those of its
	# group in the page), the last turn's board.
	if [ "$turns" -gt 1 ]; then
		first=$(tr -d '\n' <"$page" |
		    sed 's/.*<g class="k1">\(.*\)<g class="k2">.*/\1/' |
		    grep -o '<rect class="t"' | wc -l)
		f0=$(fit --window-size=1280,1200 "file://$T/fit-$name.html#m0")
		f1=$(fit --window-size=1280,1200 "file://$T/fit-$name.html#m1")
		fn=$(fit --window-size=1280,1200 "file://$T/fit-$name.html#m$turns")
		echo "chromium.sh: $name #m0: $f0; #m1: $f1; #m$turns: $fn"
		set -- $(echo "$f0" | tr '=' ' ')
		[ "${12:-x}" = 0 ] && [ "${14:-x}" = 0 ] ||
			fail "$name#m0: ${12:-?} tiles, ${14:-?} words shown"
		set -- $(echo "$f1" | tr '=' ' ')
		[ "$first" -ge 1 ] && [ "${12:-0}" -eq "$first" ] ||
			fail "$name#m1: ${12:-?} tiles shown, turn 1 put $first"
		set -- $(echo "$fn" | tr '=' ' ')
		[ "${12:-0}" -eq "$all" ] ||
			fail "$name#m$turns: ${12:-?} tiles shown, not $all"
	fi
	[ -n "${SCRABMAIL_SHOTS:-}" ] && for win in 1280,1200 390,2000; do
		run --screenshot="$SCRABMAIL_SHOTS/$name.$win.png" \
		    --window-size="$win" "file://$page"
	done
done
[ "$g" -ge 1 ] || fail "no game page rendered"

# The mails' HTML parts (tests/tools/html-check.c writes them while the
# golden cases run): no script or remote resource in the DOM, and at a
# phone's 390 px nothing wider than the window -- the board table above
# all (a copy of each mail with a measuring script appended reports the
# widest element's right edge and the page's scroll width) -- and a
# screenshot at 390 and at 1280 px well above a blank page's.
mkdir "$T/mail"
for c in 0019-game-four-players 0040-champ-link 0041-contest-link; do
	# (Whether the mails match the goldens is run.sh's own test.)
	GOLDEN_ONLY=$c GOLDEN_HTML_OUT="$T/mail" srcdir="$srcdir" \
	    builddir="$builddir" sh "$srcdir/tests/golden/run.sh" \
	    >"$T/golden.log" 2>&1 || true
done
m=0 boards=0
for mail in "$T"/mail/*.html; do
	[ -f "$mail" ] || continue
	m=$((m + 1))
	name=mail-$m
	if grep -qi '<script\|<style\|<link\|<svg\|<img' "$mail"; then
		fail "$name: script, style, link, svg or img in the mail"
	fi
	cp "$mail" "$T/$name.html"
	cat >>"$T/$name.html" <<'JS'
<script>
// Headless windows are at least 500 px wide: the body is made 390.
document.body.style.width = '390px';
var w = 390, right = 0, all = 0, tables = document.getElementsByTagName('table'),
    els = document.body.getElementsByTagName('*');
for (var i = 0; i < tables.length; i++)
	right = Math.max(right, tables[i].getBoundingClientRect().right);
for (var i = 0; i < els.length; i++)
	all = Math.max(all, els[i].getBoundingClientRect().right, els[i].scrollWidth);
document.body.setAttribute('data-fit', 'window=' + w + ' tables=' + tables.length +
    ' right=' + Math.ceil(right) + ' scroll=' + Math.ceil(all));
</script>
JS
	run --dump-dom --window-size=390,844 "file://$T/$name.html"
	fit=$(sed -n 's/.*data-fit="\([^"]*\)".*/\1/p' "$T/stdout" | head -1)
	[ -n "$fit" ] || { fail "$name: not measured"; continue; }
	set -- $(echo "$fit" | tr '=' ' ')
	# window W tables N right R scroll S
	[ "$4" -gt 0 ] && boards=$((boards + 1))
	[ "$6" -le "$2" ] && [ "$8" -le "$2" ] ||
		fail "$name at 390 px: $fit (wider than the window)"
	case $m in
	1|2|3|5|8)
		for win in 1280,1600 390,844; do
			png="$T/$name.$win.png"
			run --screenshot="$png" --window-size="$win" "file://$mail"
			console_errors "$name ($win)"
			s=$(size "$png")
			echo "chromium.sh: $name at $win: $s bytes"
			[ "$s" -gt $((blank * 3)) ] ||
				fail "$name at $win: screenshot of $s bytes"
			[ -n "${SCRABMAIL_SHOTS:-}" ] && cp "$png" "$SCRABMAIL_SHOTS/"
		done ;;
	esac
done
echo "chromium.sh: $m mails measured at 390 px, $boards with a board table"
[ "$m" -ge 10 ] || fail "only $m mails rendered"
[ "$boards" -ge 5 ] || fail "only $boards mails with a board table"
if [ "$fails" -ne 0 ]; then
	echo "chromium.sh: $fails failure(s)"
	exit 1
fi
echo "chromium.sh: $n pages looked at"
exit 0
