#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# quickstart.sh: set up a fresh Debian 12 machine and build scrabmail, then
#   demo   run the embedded default job (scrabmail demo), or
#   check  run the whole test suite (make check), the fault-injection
#          suite (make check-crash), the whole suite again built with
#          AddressSanitizer and UndefinedBehaviorSanitizer (in build-asan/,
#          a copy of the sources; the browser test in the first pass
#          only; ASAN_SUBSET=1: only the unit suites,
#          goldens and fuzz corpora; SKIP_ASAN=1 skips it) and, as root,
#          the Debian package's test (make check-package: build, lintian,
#          install, run, purge).  Each pass ends with every suite's time
#          (make check-times).
# As root it installs what is missing with apt-get; otherwise it says what
# to install.  Safe to run again: it only does what is not done yet.
set -eu

what=${1:-demo}
case "$what" in
demo|check) ;;
*) echo "usage: sh contrib/quickstart.sh [demo|check]" >&2; exit 2 ;;
esac

cd "$(dirname "$0")/.."

# tzdata: championships count their days in the organiser's time zone.
deps="gcc make autoconf automake libtool pkg-config libcmocka-dev
hunspell-ro hunspell-tools libsqlite3-dev libgmime-3.0-dev libglib2.0-dev
libcurl4-openssl-dev libxml2-dev libxslt1-dev libcrypt-dev libjson-glib-dev
tzdata"
# The integration tests start real mail servers on loopback (and deliver
# through procmail), and render the published pages in a headless browser;
# the package's test builds and checks a .deb; the lexicon identity test
# reads and alters contest rows with the sqlite3 program; authres.sh runs
# OpenDKIM and OpenDMARC as Postfix's milters.
[ "$what" = check ] && deps="$deps dovecot-imapd dovecot-pop3d dovecot-lmtpd
postfix openssl chromium fonts-dejavu-core perl python3 libxml2-utils
procmail fetchmail dpkg-dev debhelper lintian git sqlite3 opendkim
opendkim-tools opendmarc"
missing=
for p in $deps; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" ||
		missing="$missing $p"
done
if [ -n "$missing" ]; then
	if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
		echo "quickstart: installing$missing"
		apt-get update -qq
		DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
			--no-install-recommends $missing >/dev/null
	else
		echo "quickstart: missing packages:$missing" >&2
		echo "quickstart: install them with: sudo apt-get install$missing" >&2
		exit 1
	fi
fi

[ -x configure ] || autoreconf -fi
[ -f Makefile ] || ./configure
jobs=$(nproc 2>/dev/null || echo 2)
make -j"$jobs"

if [ "$what" = demo ]; then
	# Not installed: the build tree's lexicon and the source's templates
	# (the program keeps no build-tree path of its own).
	SCRABMAIL_LEXICON=$PWD/lexicon/default.lex
	SCRABMAIL_TEMPLATES=$PWD/templates
	export SCRABMAIL_LEXICON SCRABMAIL_TEMPLATES
	exec ./scrabmail demo
fi
# Show what failed, so a CI log tells the story.
show_failures() {
	for log in $(find tests -name '*.log' ! -name 'test-suite.log'); do
		trs=${log%.log}.trs
		if [ -f "$trs" ] && grep -q '^:test-result: \(FAIL\|ERROR\)' "$trs"; then
			echo "===== $log"
			tail -n 60 "$log"
		fi
	done
}
if ! make -j"$jobs" check; then
	show_failures
	exit 1
fi
make check-times
make check-crash
# The whole suite again under AddressSanitizer and UBSan (ASAN_SUBSET=1:
# only make check-sanitizer-subset, the unit suites, the goldens and the
# fuzz corpora), in a copy of the sources (an in-tree build forbids a
# second build directory), any undefined behaviour fatal.  Measured on
# 2 cores (bench/README.md, "CI's time"): the pass took 30 min on
# 2026-12-02 (2,219 s CPU; the browser test 387 s of it, the goldens 653,
# the contest suites' tactic rounds 405); the browser test now runs in the
# first pass only (SKIP_BROWSER below), the tactic rounds' search stops
# early, and the longest suites start first: 17.1 min (1,569 s CPU), the
# whole of 'quickstart.sh check' 33.5 min with its packages installed.
# Since 2026-12-03 the contest suite's bulletins no longer go through
# ASan's strstr (200 -> 42 s CPU), the golden driver runs fewer processes
# a case and the browser test starts one browser for all its pages
# (368 -> 109 s CPU in the first pass).
if [ "${SKIP_ASAN:-}" != 1 ]; then
	start=$(date +%s)
	rm -rf build-asan
	mkdir build-asan
	if [ -d .git ] && command -v git >/dev/null 2>&1; then
		git ls-files -z | xargs -0 tar -cf - | tar -xf - -C build-asan
	else
		tar -cf - --exclude=./build-asan . | tar -xf - -C build-asan
		(cd build-asan && make distclean >/dev/null 2>&1 || true)
	fi
	cd build-asan
	autoreconf -fi
	# -fsanitize=address,undefined -fno-omit-frame-pointer
	# -fno-sanitize-recover=undefined (configure.ac).
	./configure --enable-asan CFLAGS='-O1 -g' >/dev/null
	make -j"$jobs" >/dev/null
	UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
	ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
	# The browser checks (tests/integration/chromium.sh) do not change
	# with the sanitizers: run in the first pass only.
	SKIP_BROWSER=1
	export UBSAN_OPTIONS ASAN_OPTIONS SKIP_BROWSER
	asan_target=check
	[ "${ASAN_SUBSET:-}" = 1 ] && asan_target=check-sanitizer-subset
	if ! make -j"$jobs" $asan_target; then
		show_failures
		exit 1
	fi
	make check-times
	cd ..
	echo "quickstart: ASan+UBSan suite took $(($(date +%s) - start)) s"
fi
# The Debian package (root: it installs and purges it; a minute or two).
if [ "$(id -u)" = 0 ]; then
	make check-package
fi
