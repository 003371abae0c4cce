#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# debian.sh: the Debian package, as a packager and an administrator meet
# it ('make check-package'; contrib/quickstart.sh check runs it as root).
# It builds the package from the tracked files of this checkout
# (dpkg-buildpackage -us -uc -b, the package's own tests left to make
# check: DEB_BUILD_OPTIONS=nocheck unless SM_PACKAGE_CHECK=1), checks it
# with lintian (no error, no warning), installs it in this machine, checks
# what it installed (files, conffile, user, modes, the unit's
# systemd-analyze exposure at most 2.0), runs 'scrabmail init' and
# 'scrabmail demo' as the service user, then purges it and checks that
# nothing is left but the system user (Debian leaves system users; this
# test removes the one it made).  Root and dpkg-buildpackage needed, else
# SKIP (77).  SM_KEEP=1 keeps the build directory.
set -u

srcdir=${srcdir:-$(cd "$(dirname "$0")/../.." && pwd)}
if [ "$(id -u)" != 0 ]; then
	echo "SKIP: the package test installs a package: run it as root"
	exit 77
fi
for tool in dpkg-buildpackage dh lintian git; do
	command -v "$tool" >/dev/null 2>&1 || {
		echo "SKIP: $tool is missing (apt-get install dpkg-dev" \
		    "debhelper lintian git)"
		exit 77
	}
done
if dpkg-query -W -f='${Status}' scrabmail 2>/dev/null |
    grep -q "ok installed"; then
	echo "SKIP: a scrabmail package is installed already; this test" \
	    "would remove it"
	exit 77
fi
[ -d "$srcdir/.git" ] || [ -f "$srcdir/.git" ] || {
	echo "SKIP: not a git checkout (the package is built from its" \
	    "tracked files)"
	exit 77
}

T=$(mktemp -d /tmp/smpkgXXXXXX)
chmod 755 "$T"
made_user=
cleanup() {
	if dpkg-query -W -f='${Status}' scrabmail 2>/dev/null |
	    grep -q "installed"; then
		apt-get purge -y -qq scrabmail >/dev/null 2>&1 ||
			dpkg --purge scrabmail >/dev/null 2>&1
	fi
	[ -n "$made_user" ] && deluser --quiet --system scrabmail \
	    >/dev/null 2>&1
	if [ -n "${SM_KEEP:-}" ]; then
		echo "kept $T (SM_KEEP)" >&2
	else
		rm -rf "$T"
	fi
}
trap cleanup EXIT
trap 'exit 1' INT TERM HUP

fail() {
	printf 'FAIL: %s\n' "$*" >&2
	exit 1
}
step() {
	printf '%s: %s\n' "$(date +%T)" "$*"
}

getent passwd scrabmail >/dev/null || made_user=yes

# --- build ---------------------------------------------------------------
step "copying the tracked files"
src=$T/scrabmail
mkdir "$src"
(cd "$srcdir" && git ls-files -z | xargs -0 tar -cf - --no-recursion) |
	tar -xf - -C "$src" || fail "copying the tree"
step "dpkg-buildpackage -us -uc -b"
opts="nocheck parallel=$(nproc)"
[ -n "${SM_PACKAGE_CHECK:-}" ] && opts="parallel=$(nproc)"
(cd "$src" && DEB_BUILD_OPTIONS="$opts" \
    dpkg-buildpackage -us -uc -b) >"$T/build.log" 2>&1 || {
	tail -n 40 "$T/build.log" >&2
	fail "dpkg-buildpackage failed (the log's end above)"
}
deb=$(ls "$T"/scrabmail_*.deb 2>/dev/null | grep -v dbgsym | head -n 1)
[ -f "$deb" ] || fail "no .deb built"
changes=$(ls "$T"/scrabmail_*.changes | head -n 1)

step "lintian"
lintian --fail-on error,warning --tag-display-limit 0 "$changes" \
    >"$T/lintian.log" 2>&1 || {
	cat "$T/lintian.log" >&2
	fail "lintian reports errors or warnings"
}
grep -E '^[EW]:' "$T/lintian.log" && fail "lintian: errors or warnings above"

# --- install -------------------------------------------------------------
# What the machine holds before, to compare after the purge.
snapshot() {
	find /etc /usr /var/lib /opt -xdev \
	    \( -path /var/lib/dpkg -o -path /var/lib/apt -o \
	    -path /etc/ld.so.cache \) -prune -o \
	    -print 2>/dev/null | grep -v -E '^/etc/(passwd|group|shadow|gshadow|subuid|subgid)-?$' |
	    sort
}
snapshot >"$T/before"

step "apt-get install $deb"
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    "$deb" >"$T/install.log" 2>&1 || {
	cat "$T/install.log" >&2
	fail "the package does not install"
}

for f in /usr/bin/scrabmail /usr/libexec/scrabmail/scrabmail-full \
    /usr/share/man/man1/scrabmail.1.gz \
    /usr/share/man/man5/scrabmail.conf.5.gz \
    /usr/share/man/man7/scrabmail-mail.7.gz \
    /usr/share/scrabmail/default.lex \
    /usr/share/scrabmail/templates/mail/reply.xsl \
    /usr/share/scrabmail/templates/bulletin/round-html.xsl \
    /lib/systemd/system/scrabmail.service \
    /etc/scrabmail/scrabmail.conf \
    /usr/share/doc/scrabmail/examples/procmailrc \
    /usr/share/doc/scrabmail/copyright; do
	[ -e "$f" ] || fail "$f is not installed"
done
dpkg-query -W -f='${Conffiles}\n' scrabmail |
	grep -q '^ /etc/scrabmail/scrabmail.conf ' ||
	fail "/etc/scrabmail/scrabmail.conf is not a conffile"
getent passwd scrabmail | grep -q '^scrabmail:[^:]*:[0-9]*:[0-9]*:[^:]*:/var/lib/scrabmail:' ||
	fail "no system user scrabmail with home /var/lib/scrabmail"
getent group scrabmail >/dev/null || fail "no group scrabmail"
got=$(stat -c '%a %U %G' /var/lib/scrabmail)
[ "$got" = "2770 scrabmail scrabmail" ] ||
	fail "/var/lib/scrabmail is '$got', not '2770 scrabmail scrabmail'"
got=$(stat -c '%a %U %G' /etc/scrabmail/scrabmail.conf)
[ "$got" = "640 root scrabmail" ] ||
	fail "the configuration is '$got', not '640 root scrabmail'"
grep -q '^ExecStart=/usr/bin/scrabmail ' /lib/systemd/system/scrabmail.service ||
	fail "the unit does not run /usr/bin/scrabmail"
if command -v systemd-analyze >/dev/null 2>&1; then
	score=$(cd / && systemd-analyze security --offline=true \
	    /lib/systemd/system/scrabmail.service 2>/dev/null |
	    sed -n 's/.*Overall exposure level for scrabmail.service: \([0-9.]*\).*/\1/p')
	[ -n "$score" ] || fail "systemd-analyze gave no exposure level"
	awk -v s="$score" 'BEGIN { exit !(s <= 2.0) }' ||
		fail "systemd-analyze security: $score, more than 2.0"
	step "systemd-analyze security: $score"
	# The unit's syntax, its commands and its man pages.
	(cd / && systemd-analyze verify \
	    /lib/systemd/system/scrabmail.service) >"$T/verify.out" 2>&1
	grep -v "^$" "$T/verify.out" | grep -q . && {
		cat "$T/verify.out" >&2
		fail "systemd-analyze verify complains about the unit"
	}
fi

# --- run as the service user --------------------------------------------
step "init and demo as the user scrabmail"
# Passwords in the configuration: 640 root:scrabmail draws no warning.
cp /etc/scrabmail/scrabmail.conf "$T/conf.orig"
printf '\n[smtp]\nurl = maildir:/var/lib/scrabmail/outgoing\npassword = x\n' \
    >>/etc/scrabmail/scrabmail.conf
(cd /var/lib/scrabmail && runuser -u scrabmail -- /usr/bin/scrabmail \
    --config /etc/scrabmail/scrabmail.conf init) >"$T/init.out" 2>&1 ||
	{ cat "$T/init.out" >&2; fail "scrabmail init as scrabmail"; }
grep -q "others can read" "$T/init.out" &&
	fail "640 root:scrabmail draws the warning: $(cat "$T/init.out")"
cp "$T/conf.orig" /etc/scrabmail/scrabmail.conf
[ -f /var/lib/scrabmail/scrabmail.db ] || fail "init made no database"
[ "$(stat -c %G /var/lib/scrabmail/scrabmail.db)" = scrabmail ] ||
	fail "the database's group is not scrabmail"
(cd /var/lib/scrabmail && runuser -u scrabmail -- /usr/bin/scrabmail demo \
    --out /var/lib/scrabmail/demo) >"$T/demo.out" 2>&1 ||
	{ tail -n 20 "$T/demo.out" >&2; fail "scrabmail demo as scrabmail"; }
grep -q "/var/lib/scrabmail/demo" "$T/demo.out" ||
	fail "demo did not name its directory: $(tail -n 3 "$T/demo.out")"
[ -s /var/lib/scrabmail/demo/standings.txt ] ||
	fail "demo wrote no standings in /var/lib/scrabmail/demo"
# One cycle of the daemon as the unit runs it (no systemd here to run the
# unit itself).
(cd /var/lib/scrabmail && runuser -u scrabmail -- sh -c 'umask 0007; exec \
    /usr/bin/scrabmail --config /etc/scrabmail/scrabmail.conf daemon --once') \
    >"$T/daemon.out" 2>&1 ||
	{ cat "$T/daemon.out" >&2; fail "daemon --once as scrabmail"; }
# The lexicon the program finds by itself is the installed one.
got=$(cd / && runuser -u scrabmail -- /usr/bin/scrabmail check CASA 2>&1)
[ "$got" = "CASA valid" ] || fail "check CASA as scrabmail: $got"

# --- purge ---------------------------------------------------------------
step "apt-get purge"
apt-get purge -y -qq scrabmail >"$T/purge.log" 2>&1 ||
	{ cat "$T/purge.log" >&2; fail "apt-get purge failed"; }
if [ -n "$made_user" ]; then
	getent passwd scrabmail >/dev/null ||
		fail "the system user was removed (Debian keeps system users)"
	deluser --quiet --system scrabmail >/dev/null 2>&1
	getent group scrabmail >/dev/null && delgroup --quiet --system \
	    scrabmail >/dev/null 2>&1
	made_user=
fi
snapshot >"$T/after"
if ! diff -u "$T/before" "$T/after" >"$T/left.diff"; then
	cat "$T/left.diff" >&2
	fail "the purge left files behind (or removed some), above"
fi
step "check-package: built, installed, ran and purged cleanly"
