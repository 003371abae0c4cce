#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# quickstart.sh: set up a fresh Debian 12 machine and build scrabmail, then
#   demo   run the embedded default job (scrabmail demo), or
#   check  run the whole test suite (make check) and, as root, the Debian
#          package's test (make check-package: build, lintian, install,
#          run, purge).
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
# the package's test builds and checks a .deb.
[ "$what" = check ] && deps="$deps dovecot-imapd dovecot-pop3d dovecot-lmtpd
postfix openssl chromium fonts-dejavu-core perl python3 libxml2-utils
procmail fetchmail dpkg-dev debhelper lintian git"
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
	exec ./scrabmail demo
fi
if ! make -j"$jobs" check; then
	# Show what failed, so a CI log tells the story.
	for log in $(find tests -name '*.log' ! -name 'test-suite.log'); do
		trs=${log%.log}.trs
		if [ -f "$trs" ] && grep -q '^:test-result: \(FAIL\|ERROR\)' "$trs"; then
			echo "===== $log"
			tail -n 60 "$log"
		fi
	done
	exit 1
fi
# The Debian package (root: it installs and purges it; a minute or two).
if [ "$(id -u)" = 0 ]; then
	make check-package
fi
