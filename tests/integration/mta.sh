#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# mta.sh: the MTA recipes of contrib/mta/ deliver through a real Postfix
# on loopback (mailservers.sh) into a database the daemon also uses, and a
# message that cannot be stored is kept and delivered on the retry.
#
# The recipes are used as shipped, with only their paths, address and user
# replaced: the pipe transport of postfix-master.cf; procmailrc run by
# procmail from a second pipe transport; the dot-forward line, which
# Postfix's local(8) runs as it runs an alias (the same code, as the
# file's owner for a .forward, as default_privs for an alias); fetchmailrc
# fetching from Dovecot's IMAPS.  (Exim cannot be installed beside
# Postfix: its recipe is not tried.)  The
# daemon's user is 'daemon' here and the MTA's user 'mail', sharing the
# group 'mail' of a setgid directory, as contrib/mta/README tells
# (scrabmail and arbitru on a real system).  For each recipe: a mail is
# stored; then the database is made unwritable, the next mail is deferred
# by Postfix (exit 75) and left in its queue; then the database is made
# writable again, the queue flushed, and the mail is stored.
. "$srcdir/tests/integration/lib.sh"

command -v setpriv >/dev/null 2>&1 ||
	{ echo "SKIP: setpriv (util-linux) is missing"; exit 77; }
getent passwd mail >/dev/null && getent passwd daemon >/dev/null ||
	{ echo "SKIP: no users mail and daemon here"; exit 77; }
start_servers
PF=$T/srv/pf

# What the daemon's and the MTA's users run, out of reach of the build
# tree (which they may not be able to read).
S=$T/state
install -d -o root -g mail -m 2770 "$S"
# The answers go to a Maildir both users write (the maildir: transport
# makes missing directories 0700, its owner's only).
install -d -o root -g mail -m 2770 "$S/outgoing" "$S/outgoing/tmp" \
    "$S/outgoing/new" "$S/outgoing/cur"
install -d -m 755 "$T/bin"
install -m 755 "$SCRABMAIL" "$T/bin/scrabmail"
# The front runs the whole program from beside itself (cli-front.c).
install -m 755 "$(dirname "$SCRABMAIL")/scrabmail-full" \
    "$T/bin/scrabmail-full"
cp -R "$srcdir/templates" "$T/templates"
chmod -R a+rX "$T/templates"
cat >"$T/scrabmail.conf" <<EOF
[scrabmail]
database = $S/scrabmail.db
address = arbitru@scrabble.test
templates = $T/templates

[smtp]
url = maildir:$S/outgoing
password = unused
EOF
chown root:mail "$T/scrabmail.conf"
chmod 640 "$T/scrabmail.conf"

# The recipes, with this test's paths.
sub() {
	sed -e "s,/usr/bin/scrabmail,$T/bin/scrabmail,g" \
	    -e "s,/etc/scrabmail/scrabmail.conf,$T/scrabmail.conf,g" \
	    -e "s,arbitru@scrabble\\\\.example\\\\.ro,proc@scrabble\\\\.test,g" \
	    -e "s,/usr/bin/procmail -m /etc/scrabmail/procmailrc,/usr/bin/procmail -m $T/procmailrc,g" \
	    -e "s,user=scrabmail,user=mail,g" "$@"
}
sub "$srcdir/contrib/mta/procmailrc" >"$T/procmailrc"
chmod 644 "$T/procmailrc"
grep -q '^\* ^TO_proc@scrabble\\.test$' "$T/procmailrc" ||
	fail "procmailrc: the address was not replaced"
sub "$srcdir/contrib/mta/postfix-master.cf" | grep -v '^#' >"$T/pipe.cf"
grep -q "user=mail argv=$T/bin/scrabmail " "$T/pipe.cf" ||
	fail "postfix-master.cf: unexpected pipe line: $(cat "$T/pipe.cf")"
forward=$(sub "$srcdir/contrib/mta/dot-forward")

# Postfix: scrabble.test is ours; arbitru@ goes to the pipe transport,
# proc@ to procmail through a pipe, fwd@ to local(8) with the .forward line.
cat "$T/pipe.cf" >>"$PF/master.cf"
if command -v procmail >/dev/null 2>&1; then
	have_procmail=yes
	printf 'procmail unix - n n - 1 pipe\n  flags=DR user=mail argv=/usr/bin/procmail -m %s\n' \
	    "$T/procmailrc" >>"$PF/master.cf"
else
	have_procmail=
	echo "procmail is not installed: its recipe is not tried" >&2
fi
cat >"$PF/transport" <<EOF
arbitru@scrabble.test scrabmail:
proc@scrabble.test procmail:
EOF
# (texthash: "key value"; aliases(5) would say "key: value".)
printf 'fwd %s\n' "$forward" >"$PF/aliases"
postconf -c "$PF" -e "mydestination = scrabble.test" \
    "transport_maps = texthash:$PF/transport" \
    "alias_maps = texthash:$PF/aliases" "default_privs = mail" ||
	fail "postconf"
postfix -c "$PF" reload >>"$T/srv/log/start.log" 2>&1 ||
	fail "postfix reload"
sleep 1

as_daemon() {
	setpriv --reuid=daemon --regid=daemon --groups=mail -- \
	    sh -c 'umask 007; exec "$@"' sh "$T/bin/scrabmail" \
	    --config "$T/scrabmail.conf" "$@"
}
as_daemon init >/dev/null || fail "init as the daemon's user"
[ "$(stat -c '%a %G' "$S/scrabmail.db")" = "660 mail" ] ||
	fail "the database is $(stat -c '%a %G' "$S/scrabmail.db"), not 660 mail"

n=0
send() {	# send TO: one mail from a player, through Postfix's sendmail
	n=$((n + 1))
	printf 'From: Ion <ion@example.org>\nTo: %s\nSubject: test %s\nMessage-ID: <mta-%s-%s@example.org>\nDate: %s\n\nHELP\n' \
	    "$1" "$n" "$n" "$$" "$(date -R)" |
	    sendmail -C "$PF" -i -f ion@example.org "$1" ||
		fail "sendmail to $1"
}
stored() {
	as_daemon spool list 2>/dev/null | grep -c "	test " || :
}
wait_stored() {	# wait_stored N: the spool holds N messages (20 s at most)
	i=0
	while [ "$(stored)" != "$1" ] && [ $i -lt 200 ]; do
		sleep 0.1
		i=$((i + 1))
	done
	[ "$(stored)" = "$1" ] || {
		tail -n 15 "$T/srv/log/postfix.log" >&2
		fail "$2: the spool holds $(stored) messages, not $1"
	}
}
queued() {
	postqueue -c "$PF" -j 2>/dev/null | grep -c '"queue_name": *"deferred"' || :
}
wait_deferred() {	# the queue holds a deferred message (20 s at most)
	i=0
	while [ "$(queued)" = 0 ] && [ $i -lt 200 ]; do
		sleep 0.1
		i=$((i + 1))
	done
	[ "$(queued)" != 0 ] || {
		tail -n 15 "$T/srv/log/postfix.log" >&2
		fail "$1: the message was not deferred"
	}
}

k=0
try() {	# try NAME ADDRESS: delivered; deferred on exit 75; retried
	send "$2"
	k=$((k + 1))
	wait_stored $k "$1"
	chmod 640 "$S/scrabmail.db"	# the MTA's user cannot write it now
	send "$2"
	wait_deferred "$1"
	grep -q "to=<$2>.*status=deferred" "$T/srv/log/postfix.log" ||
		fail "$1: no deferral in Postfix's log"
	[ "$(stored)" = $k ] || fail "$1: stored while it could not be"
	chmod 660 "$S/scrabmail.db"
	postqueue -c "$PF" -f
	k=$((k + 1))
	wait_stored $k "$1 (the retry)"
	i=0
	while [ "$(queued)" != 0 ] && [ $i -lt 100 ]; do
		sleep 0.1
		i=$((i + 1))
	done
	[ "$(queued)" = 0 ] || fail "$1: still queued after the retry"
	echo "ok: $1: delivered, deferred on exit 75, delivered on the retry"
}

try "Postfix pipe transport" arbitru@scrabble.test
[ -n "$have_procmail" ] && try "procmail" proc@scrabble.test
try ".forward line through local(8)" fwd@scrabble.test

# fetchmail, as shipped but for the server (Dovecot's IMAPS here, named
# localhost as its certificate says) and the paths: a message waits on the server while ingest exits 75 and is
# fetched, stored and deleted on the next poll.
if command -v fetchmail >/dev/null 2>&1; then
	install -d -o mail -g mail -m 700 "$T/fm"
	sub "$srcdir/contrib/mta/fetchmailrc" | sed \
	    -e '/^set daemon/d' \
	    -e "s,/home/arbitru/fetchmail.log,$T/fm/fetchmail.log," \
	    -e "s,^poll mail.example.ro protocol imap port 993,poll localhost via 127.0.0.1 protocol imap port $SM_IMAPS_PORT," \
	    -e "s,user \"arbitru\" password \"secret\" ssl sslcertck,user \"reader\" password \"secret\" ssl sslcertck sslcertfile \"$SM_CAFILE\" sslcommonname localhost," \
	    >"$T/fm/fetchmailrc"
	grep -q "^poll localhost via 127.0.0.1 .*$SM_IMAPS_PORT" "$T/fm/fetchmailrc" &&
	    grep -q "sslcertfile" "$T/fm/fetchmailrc" &&
	    grep -q "mda \"$T/bin/scrabmail " "$T/fm/fetchmailrc" ||
		fail "fetchmailrc: unexpected after the replacements"
	grep -v '^#' "$T/fm/fetchmailrc" | grep -q '~' &&
		fail "fetchmailrc holds a ~ outside its comments"
	chown mail:mail "$T/fm/fetchmailrc"
	chmod 600 "$T/fm/fetchmailrc"
	fetch() {
		setpriv --reuid=mail --regid=mail --init-groups -- \
		    env HOME="$T/fm" fetchmail -f "$T/fm/fetchmailrc" \
		    --nosyslog >>"$T/fm/out" 2>&1 || :
	}
	send reader@example.org
	sm_wait_mail reader 1 || fail "fetchmail: the message did not arrive"
	chmod 640 "$S/scrabmail.db"
	fetch
	[ "$(stored)" = $k ] || fail "fetchmail: stored while it could not be"
	[ "$(sm_count_mail reader)" = 1 ] ||
		fail "fetchmail: the message left the server: $(cat "$T/fm/out")"
	chmod 660 "$S/scrabmail.db"
	fetch
	k=$((k + 1))
	[ "$(stored)" = $k ] ||
		fail "fetchmail: not stored on the retry: $(cat "$T/fm/out")"
	[ "$(sm_count_mail reader)" = 0 ] ||
		fail "fetchmail: the message stayed on the server"
	echo "ok: fetchmail: kept on the server on exit 75, stored on the next poll"
else
	echo "fetchmail is not installed: its recipe is not tried" >&2
fi

# Everything the daemon's user finds in the shared directory is its
# group's and group-writable: the daemon can use what the MTA created.
bad=$(find "$S" -name 'scrabmail.db*' ! -perm -060 -o -name 'scrabmail.db*' ! -group mail)
[ -z "$bad" ] || fail "not group-writable in the shared directory: $bad"
as_daemon send >"$T/send.out" 2>&1 || fail "send as the daemon's user: $(cat "$T/send.out")"
[ "$(ls "$S/outgoing/new" | wc -l)" -ge "$k" ] ||
	fail "the daemon sent $(ls "$S/outgoing/new" | wc -l) answers, not $k"
