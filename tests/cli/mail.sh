#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# The command-line contract of the storage and mail commands: init, player,
# ingest, send, spool, outbox, daemon; their exit statuses and messages.
. "$srcdir/tests/cli/lib.sh"

SCRABMAIL_TEMPLATES=$srcdir/templates
SCRABMAIL_DB=$T/db.sqlite
export SCRABMAIL_TEMPLATES SCRABMAIL_DB
unset SCRABMAIL_CONFIG SCRABMAIL_NOW

# --- init ---------------------------------------------------------------
# The latest schema version is the number of the last migration.
ver=$(ls "$srcdir"/db/migrations/*.sql | sed -n '$s|.*/0*\([0-9][0-9]*\)-.*|\1|p')
sm player list
expect_rc 3
expect_in "no database" "$err" "scrabmail --db $T/db.sqlite init"
sm init
expect_rc 0
expect_eq "init" "$out" "database created (schema version $ver)"
sm init
expect_eq "init again" "$out" "database is up to date (schema version $ver)"
printf 'this is not a database, just text that is long enough to matter..\n%.0s' \
    1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 > "$T/junk"
sm --db "$T/junk" init
expect_rc 3
expect_no_crash
expect_in "junk file" "$err" "junk"

# --- player ---------------------------------------------------------------
sm player add ion ion@example.ro --password parola1
expect_rc 0
expect_eq "add quiet" "$out" ""
sm player add ION other@example.ro --password parola2
expect_rc 3
expect_in "duplicate" "$err" "exists already"
sm player add "ion popescu" ip@example.ro
expect_rc 2
expect_in "bad name" "$err" "letters, digits"
sm player add maria maria-at-example.ro
expect_rc 2
expect_in "bad address" "$err" "not an e-mail address"
sm player add marian marian@example.ro --password MARIAN
expect_rc 2
expect_in "password = name" "$err" "must not be the player's name"
sm player add maria maria@example.ro --password abc
expect_rc 2
expect_in "short password" "$err" "at least 6"
sm player add maria maria@example.ro --lang en
expect_rc 0
expect_in "made-up password" "$out" "password for maria: "
pw=${out#password for maria: }
[ ${#pw} -eq 12 ] || fail "made-up password '$pw' is not 12 characters"
sm player list
expect_eq "list" "$out" "ion	ion@example.ro	ro	set
maria	maria@example.ro	en	set"
sm player passwd nobody --password parola9
expect_rc 1
expect_in "passwd unknown" "$err" "no player named 'nobody'"
sm player passwd maria --password altaparola
expect_rc 0
sm player frobnicate
expect_rc 2
# Real names: given at add, changed and cleared with set, shown by list
# after the password column (only when there is one).
sm player add ana ana@example.ro --password parola3 --real-name "Ana Popescu"
expect_rc 0
sm player set maria --real-name "Maria Ștefănescu"
expect_rc 0
sm player list
expect_eq "list with real names" "$out" "ana	ana@example.ro	ro	set	Ana Popescu
ion	ion@example.ro	ro	set
maria	maria@example.ro	en	set	Maria Ștefănescu"
sm player set ana --real-name ""
expect_rc 0
sm player list
expect_eq "real name cleared" "$(printf '%s\n' "$out" | head -1)" \
    "ana	ana@example.ro	ro	set"
sm player set ana --real-name "   "
expect_rc 2
expect_in "blank real name" "$err" "not only spaces"
sm player set ana --real-name "$(printf 'Ana\tPopescu')"
expect_rc 2
sm player set nobody --real-name "X"
expect_rc 1
expect_in "set unknown" "$err" "no player named 'nobody'"
sm player set ana
expect_rc 2
expect_in "set nothing" "$err" "--real-name"

# --- ingest on stdin, spool, outbox, send --------------------------------
msg='From: Maria <maria@example.ro>
To: arbitru@localhost
Subject: test
Message-ID: <cli-mail-1@example.ro>
Content-Type: text/plain; charset=UTF-8

SIGNON maria altaparola
WHOAMI'
rc=0
printf '%s\n' "$msg" | "$SCRABMAIL" ingest > "$T/o" 2> "$T/e" || rc=$?
[ $rc -eq 0 ] || fail "ingest: exit $rc: $(cat "$T/e")"
printf '%s\n' "$msg" | "$SCRABMAIL" ingest > "$T/o" 2> "$T/e" || rc=$?
[ $rc -eq 0 ] || fail "ingest again: exit $rc"
sm spool list
[ "$(printf '%s\n' "$out" | wc -l)" -eq 1 ] ||
	fail "the same message twice made two spool rows: $out"
expect_in "spool row" "$out" "	stdin	done	maria@example.ro	test	"
sm spool show 1
expect_eq "spool show" "$out" "$(printf '%s\n' "$msg" |
	sed 's/^SIGNON maria altaparola$/SIGNON maria ******/')"
sm spool show 99
expect_rc 1
sm spool retry 1
expect_rc 1
expect_in "retry done" "$err" "not failed"
sm outbox list
expect_in "queued" "$out" "	queued	0	maria@example.ro	"
sm send
expect_rc 2
expect_in "send nowhere" "$err" "--smtp"
sm send --smtp "bogus:whatever"
expect_rc 3
sm send --smtp "maildir:$T/sent"
expect_rc 0
expect_eq "send" "$out" "sent 1, deferred 0, failed 0"
[ "$(ls "$T/sent/new" | wc -l)" -eq 1 ] || fail "no message in the Maildir"
sm outbox list
expect_in "sent" "$out" "	sent	1	maria@example.ro	"
sm outbox show 1
expect_in "answer To" "$out" "maria@example.ro"
expect_in "answer In-Reply-To" "$out" "In-Reply-To: <cli-mail-1@example.ro>"
# --json: the row and the same text, parsed by a JSON parser.
sm outbox show 1
shown=$out
sm outbox show 1 --json
expect_rc 0
expect_eq "outbox show --json" "$(printf '%s' "$out" | python3 -c '
import json, sys
d = json.load(sys.stdin)
print(d["format"], d["kind"], d["id"], d["spool_id"], d["status"],
    d["attempts"], d["rcpt"], d["last_error"], d["sent"] is not None)')" \
    "scrabmail-list/1 outbox-message 1 1 sent 1 maria@example.ro None True"
expect_eq "outbox show --json: the message" "$(printf '%s' "$out" |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["message"])')" \
    "$shown"
sm spool show 1 --json
expect_rc 0
expect_eq "spool show --json" "$(printf '%s' "$out" | python3 -c '
import json, sys
d = json.load(sys.stdin)
print(d["kind"], d["id"], d["source"], d["status"], d["sender"],
    d["subject"], d["message_id"], d["reason"])')" \
    "spool-message 1 stdin done maria@example.ro test cli-mail-1@example.ro None"
expect_eq "spool show --json: the message, masked" "$(printf '%s' "$out" |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["message"])')" \
    "$(printf '%s\n' "$msg" |
	sed 's/^SIGNON maria altaparola$/SIGNON maria ******/')"
sm spool show 99 --json
expect_rc 1
expect_eq "nothing printed" "$out" ""
# list --json: the rows as 'show --json' gives them, without the message,
# the same as the tab-separated list.
sm spool list --json
expect_rc 0
expect_eq "spool list --json" "$(printf '%s' "$out" | python3 -c '
import json, sys
d = json.load(sys.stdin)
m = d["messages"]
print(d["format"], d["kind"], len(m), m[0]["id"], m[0]["source"],
    m[0]["status"], m[0]["sender"], m[0]["subject"], m[0]["message_id"],
    m[0]["reason"], m[0]["processed"] is not None, "message" in m[0])')" \
    "scrabmail-list/1 spool-messages 1 1 stdin done maria@example.ro test cli-mail-1@example.ro None True False"
json=$(printf '%s' "$out" | python3 -c '
import json, sys
for m in json.load(sys.stdin)["messages"]:
    print("\t".join(str(m[k]) if m[k] is not None else "" for k in
        ("id", "received", "source", "status", "sender", "subject",
        "reason")))')
sm spool list
expect_eq "spool list --json = spool list" "$json" "$out"
sm spool list --status failed --json
expect_rc 0
expect_eq "spool list --status failed --json" "$(printf '%s' "$out" |
    python3 -c 'import json, sys; d = json.load(sys.stdin)
print(d["kind"], d["messages"])')" "spool-messages []"
sm spool list --status nonsense --json
expect_rc 0
expect_eq "spool list --status nonsense --json" "$(printf '%s' "$out" |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["messages"])')" \
    "[]"
sm outbox list --json
expect_rc 0
expect_eq "outbox list --json" "$(printf '%s' "$out" | python3 -c '
import json, sys
d = json.load(sys.stdin)
m = d["messages"]
print(d["format"], d["kind"], len(m), m[0]["id"], m[0]["spool_id"],
    m[0]["status"], m[0]["attempts"], m[0]["rcpt"], m[0]["last_error"],
    m[0]["sent"] is not None, m[0]["subject"] != "", "message" in m[0])')" \
    "scrabmail-list/1 outbox-messages 1 1 1 sent 1 maria@example.ro None True True False"
json=$(printf '%s' "$out" | python3 -c '
import json, sys
for m in json.load(sys.stdin)["messages"]:
    print("\t".join(str(m[k]) if m[k] is not None else "" for k in
        ("id", "created", "status", "attempts", "rcpt", "subject",
        "last_error")))')
sm outbox list
expect_eq "outbox list --json = outbox list" "$json" "$out"
sm outbox list --status failed --json
expect_rc 0
expect_eq "outbox list --status failed --json" "$(printf '%s' "$out" |
    python3 -c 'import json, sys; d = json.load(sys.stdin)
print(d["kind"], d["messages"])')" "outbox-messages []"
sm spool list --failed --json
expect_rc 2
sm spool retry 1 --json
expect_rc 2

# Through a sendmail program: the message on stdin, the envelope in the
# arguments, and none of our files (the database) open in it.
cat > "$T/fake-sendmail" <<EOS
#!/bin/sh
printf '%s\n' "\$*" > "$T/sm.args"
cat > "$T/sm.stdin"
ls -l /proc/\$\$/fd > "$T/sm.fds" 2>&1
EOS
chmod +x "$T/fake-sendmail"
printf 'From: ion@example.ro\nSubject: s\nMessage-ID: <cli-mail-2@x>\n\nHELP\n' |
    "$SCRABMAIL" ingest > /dev/null
sm send --smtp "sendmail:$T/fake-sendmail"
expect_eq "sendmail" "$out" "sent 1, deferred 0, failed 0"
expect_eq "sendmail args" "$(cat "$T/sm.args")" \
    "-i -f scrabmail@localhost -- ion@example.ro"
expect_in "sendmail stdin" "$(cat "$T/sm.stdin")" "To: ion@example.ro"
if grep -q "db.sqlite" "$T/sm.fds"; then
	fail "the database is open in the sendmail program: $(cat "$T/sm.fds")"
fi

# A message that cannot be stored: exit 75 so that the MTA keeps it.
rc=0
printf '%s\n' "$msg" | "$SCRABMAIL" --db "$T/none/db" ingest \
    > /dev/null 2> "$T/e" || rc=$?
[ $rc -eq 75 ] || fail "ingest without a database: exit $rc, wanted 75"

# --- ingest from a Maildir -----------------------------------------------
mkdir -p "$T/in/new" "$T/in/cur" "$T/in/tmp"
for i in 1 2 3; do
	printf 'From: r%s@example.ro\nSubject: m%s\nMessage-ID: <md-%s@x>\n\nHELP\n' \
	    $i $i $i > "$T/in/new/100$i.M1P1.host"
done
sm ingest --maildir "$T/in"
expect_rc 0
expect_eq "maildir ingest" "$out" \
    "stored 3, seen 0, answered 3, silent 0, failed 0"
sm ingest --maildir "$T/in"
expect_eq "maildir again" "$out" \
    "stored 0, seen 0, answered 0, silent 0, failed 0"
[ "$(ls "$T/in/new" | wc -l)" -eq 0 ] || fail "new/ not emptied"
sm ingest --maildir "$T/in" --imap imap://x/INBOX
expect_rc 2

# The answers of a Maildir run are rendered by a second process (the
# answers' renderer, outbox.h): each mail the same as an answer rendered
# in its mail's transaction (one message on stdin), threading included;
# more mails than the renderer's backlog, so that both processes render,
# from a registered player (a real name) and from strangers (HELP in both
# languages, quoted-printable and 8-bit).
for db in eq1 eq2; do
	sm --db "$T/$db.sqlite" init
	sm --db "$T/$db.sqlite" player add dana dana@example.ro \
	    --password parola7 --real-name "Dana Pop"
	expect_rc 0
done
rm -rf "$T/eq" && mkdir -p "$T/eq/new" "$T/eq/cur" "$T/eq/tmp"
i=0
while [ $i -lt 40 ]; do
	i=$((i + 1))
	case $((i % 4)) in
	0) from='dana@example.ro' body='WHOAMI' ;;
	1) from="r$i@example.ro" body='AJUTOR' ;;
	2) from="r$i@example.ro" body='Bun=C4=83 ziua,
WHOAMI' ;;
	*) from="s$i@example.ro" body='Bună ziua, LISTA
HELP' ;;
	esac
	cte=8bit
	[ $((i % 4)) -eq 2 ] && cte=quoted-printable
	printf 'From: R %s <%s>\nSubject: m%s\nMessage-ID: <eq-%s@x>\nReferences: <eq-0@x>\nMIME-Version: 1.0\nContent-Type: text/plain; charset=UTF-8\nContent-Transfer-Encoding: %s\n\n%s\n' \
	    $i "$from" $i $i "$cte" "$body" > "$T/eq/new/$((1700000000 + i)).M${i}P1.host"
done
SCRABMAIL_NOW=2026-12-01T09:00:00Z sm --db "$T/eq1.sqlite" ingest --maildir "$T/eq"
expect_eq "renderer: ingest" "$out" \
    "stored 40, seen 0, answered 40, silent 0, failed 0"
for f in $(ls "$T/eq/cur" | sort -t. -k1,1n); do
	SCRABMAIL_NOW=2026-12-01T09:00:00Z sm --db "$T/eq2.sqlite" ingest \
	    < "$T/eq/cur/$f"
done
masked_outbox() {	# DB: every queued mail, Message-IDs and boundaries masked
	for id in $("$SCRABMAIL" --db "$1" outbox list | cut -f1); do
		"$SCRABMAIL" --db "$1" outbox show "$id" | tr -d '\r' | sed -e \
		    's/^\(Message-I[Dd]: *\)<[^>]*>/\1<M>/' -e \
		    's/boundary="[^"]*"/boundary="B"/' -e \
		    's/^--=-[A-Za-z0-9+\/_]\{8,\}\(--\)\{0,1\}$/--B\1/'
	done
}
masked_outbox "$T/eq1.sqlite" > "$T/eq1.out"
masked_outbox "$T/eq2.sqlite" > "$T/eq2.out"
[ "$(grep -c '^In-Reply-To: <eq-' "$T/eq1.out")" -eq 40 ] ||
	fail "renderer: not 40 answers threaded"
cmp -s "$T/eq1.out" "$T/eq2.out" ||
	fail "renderer: the Maildir run's answers differ from stdin's: $(diff "$T/eq2.out" "$T/eq1.out" | head -20)"
# Every row rendered and left as a row queued rendered (no data kept).
n=$(sqlite3 "$T/eq1.sqlite" "SELECT count(*) FROM outbox WHERE length(raw) = 0 OR xml IS NOT NULL OR answer IS NOT NULL" 2>/dev/null || echo skip)
[ "$n" = 0 ] || [ "$n" = skip ] || fail "renderer: $n rows not rendered"

# --- configuration --------------------------------------------------------
printf '[scrabmail]\nadress = x@y\n' > "$T/bad.conf"
sm --config "$T/bad.conf" player list
expect_rc 3
expect_in "unknown key" "$err" "unknown setting 'adress' in [scrabmail]"
printf '[limits]\nmax_commands = lots\n' > "$T/bad2.conf"
sm --config "$T/bad2.conf" player list
expect_rc 3
expect_in "bad number" "$err" "[limits] max_commands = 'lots'"
# The shipped example is a valid configuration.
sm --config "$srcdir/contrib/scrabmail.conf.example" --db "$T/db.sqlite" \
    player list
expect_rc 0

# --- daemon ----------------------------------------------------------------
mkdir -p "$T/dm/new" "$T/dm/cur" "$T/dm/tmp"
printf 'From: d@example.ro\nSubject: d\nMessage-ID: <dm-1@x>\n\nWHOAMI\n' \
    > "$T/dm/new/2001.M1P1.host"
cat > "$T/daemon.conf" <<CONF
[maildir]
path = $T/dm
[smtp]
url = maildir:$T/dsent
[daemon]
interval = 1
CONF
sm --config "$T/daemon.conf" daemon --once
expect_rc 0
grep -q '^To: d@example.ro' "$T"/dsent/new/* ||
	fail "daemon --once did not send the answer"
sm outbox list --status queued
expect_eq "daemon --once left queued mail" "$out" ""
# A running daemon holds the lock; SIGTERM stops it cleanly.
"$SCRABMAIL" --config "$T/daemon.conf" daemon 2> "$T/d1.err" &
pid=$!
i=0
while ! grep -q "daemon started" "$T/d1.err" 2>/dev/null; do
	i=$((i + 1)); [ $i -lt 100 ] || fail "daemon did not start"
	sleep 0.1
done
sm --config "$T/daemon.conf" daemon --once
expect_rc 3
expect_in "lock" "$err" "another scrabmail daemon runs"
# The lock is the database's, not its path's: through a symbolic link too.
ln -s "$T/db.sqlite" "$T/link.sqlite"
sm --config "$T/daemon.conf" --db "$T/link.sqlite" daemon --once
expect_rc 3
expect_in "lock through a link" "$err" "another scrabmail daemon runs"
# SIGHUP re-reads the configuration; a broken one is refused and the running
# one kept.
kill -HUP $pid
i=0
while ! grep -q "configuration reloaded" "$T/d1.err"; do
	i=$((i + 1)); [ $i -lt 100 ] || fail "no reload after SIGHUP"
	sleep 0.1
done
cp "$T/daemon.conf" "$T/daemon.conf.good"
printf '[daemon]\ninterval = never\n' > "$T/daemon.conf"
kill -HUP $pid
i=0
while ! grep -q "keeping the running configuration" "$T/d1.err"; do
	i=$((i + 1)); [ $i -lt 100 ] || fail "a broken config was not refused"
	sleep 0.1
done
kill -0 $pid 2>/dev/null || fail "the daemon died on a broken config"
mv "$T/daemon.conf.good" "$T/daemon.conf"
kill -TERM $pid
rc=0
wait $pid || rc=$?
[ $rc -eq 0 ] || fail "daemon exit $rc after SIGTERM: $(cat "$T/d1.err")"
grep -q "daemon stopped" "$T/d1.err" || fail "no clean stop: $(cat "$T/d1.err")"
# --- one writer of mail per database ----------------------------------------
# The mail writer's lock (DB.writer beside the real file): held by another
# process, send, ingest and spool retry wait SCRABMAIL_LOCK_WAIT seconds and
# give up with 75 (an MTA keeps the message), touching nothing.
mkdir -p "$T/race/new" "$T/race/cur" "$T/race/tmp"
i=0
while [ $i -lt 30 ]; do
	printf 'From: r%d@example.ro\nSubject: r\nMessage-ID: <race-%d@x>\n\nWHOAMI\n' \
	    $i $i > "$T/race/new/30$i.M1P1.host"
	i=$((i + 1))
done
sm ingest --maildir "$T/race"
expect_rc 0
expect_in "race ingest" "$out" "stored 30,"
sm outbox list --status queued
queued=$(printf '%s\n' "$out" | grep -c .)
[ "$queued" -ge 30 ] || fail "only $queued queued: $out"
# One process that holds the lock and dies with it.
sh -c 'exec 9>>"$1"; flock 9; exec sleep 30' sh "$T/db.sqlite.writer" &
holder=$!
i=0
until ! flock -n "$T/db.sqlite.writer" true; do
	i=$((i + 1)); [ $i -lt 100 ] || fail "flock(1) did not take the lock"
	sleep 0.1
done
SCRABMAIL_LOCK_WAIT=1 sm --db "$T/link.sqlite" send --smtp "maildir:$T/rsent"
expect_rc 75
expect_in "send busy" "$err" "is taking in or sending mail on"
[ ! -d "$T/rsent/new" ] || [ -z "$(ls "$T/rsent/new")" ] ||
	fail "send sent while another process held the lock"
printf 'From: late@example.ro\nSubject: x\nMessage-ID: <late-1@x>\n\nWHOAMI\n' \
    > "$T/late.eml"
SCRABMAIL_LOCK_WAIT=0 sm ingest < "$T/late.eml"
expect_rc 75
expect_in "ingest busy" "$err" "try again later"
sm spool list
case "$out" in *late-1*) fail "ingest stored while locked: $out" ;; esac
SCRABMAIL_LOCK_WAIT=0 sm spool retry 1
expect_rc 75
# The daemon's cycle waits for it too, and runs once it is free.
cat > "$T/race.conf" <<CONF
[smtp]
url = maildir:$T/rsent
[daemon]
interval = 1
CONF
"$SCRABMAIL" --config "$T/race.conf" daemon 2> "$T/d2.err" &
dpid=$!
sleep 1.5
[ ! -d "$T/rsent/new" ] || [ -z "$(ls "$T/rsent/new")" ] ||
	fail "the daemon sent while another process held the lock"
kill $holder
wait $holder 2>/dev/null || true
# A manual send beside the running daemon: every mail once.
for k in 1 2 3 4 5 6; do
	SCRABMAIL_LOCK_WAIT=20 sm send --smtp "maildir:$T/rsent"
	expect_rc 0
done
i=0
while [ "$(ls "$T/rsent/new" 2>/dev/null | wc -l)" -lt "$queued" ]; do
	i=$((i + 1)); [ $i -lt 100 ] || fail "the queue was not sent"
	sleep 0.1
done
kill -TERM $dpid
wait $dpid || fail "daemon: $(cat "$T/d2.err")"
sent=$(ls "$T/rsent/new" | wc -l)
[ "$sent" -eq "$queued" ] || fail "$sent mails sent for $queued queued"
dups=$(cat "$T"/rsent/new/* | grep -i '^Message-ID:' | sort | uniq -d)
[ -z "$dups" ] || fail "sent twice: $dups"
# --- a server that refuses everything --------------------------------------
# Three permanent refusals in a row are the server's problem ("554 Relay
# access denied" for every mail): they stay queued, the rest waits, exit 3.
# A refusal among accepted mail is the address's: failed, and 'outbox
# retry ID | --failed' queues it again.
SCRABMAIL_DB=$T/refuse.sqlite
sm init
expect_rc 0
i=0
while [ $i -lt 5 ]; do
	printf 'From: p%d@example.ro\nSubject: p\nMessage-ID: <ref-%d@x>\n\nWHOAMI\n' \
	    $i $i | "$SCRABMAIL" ingest > /dev/null || fail "ingest $i"
	i=$((i + 1))
done
cat > "$T/refuse-all" <<EOS
#!/bin/sh
cat > /dev/null
echo "554 5.7.1 Relay access denied"
exit 77
EOS
cat > "$T/refuse-p1" <<EOS
#!/bin/sh
cat > /dev/null
case "\$*" in *p1@example.ro*) echo "550 5.1.1 no such user"; exit 67 ;; esac
exit 0
EOS
chmod +x "$T/refuse-all" "$T/refuse-p1"
sm send --smtp "sendmail:$T/refuse-all"
expect_rc 3
expect_eq "refused" "$out" \
    "sent 0, deferred 0, failed 0, refused by the server 3 (kept queued)"
expect_in "refused said" "$err" "refused 3 mails in a row"
sm outbox list --status failed
expect_eq "none failed" "$out" ""
sm outbox list --status queued
expect_eq "all queued" "$(printf '%s\n' "$out" | grep -c .)" 5
expect_eq "three tried" "$(printf '%s\n' "$out" | cut -f4 | tr '\n' ' ')" \
    "1 1 1 0 0 "
# Fixed: due again after the usual delay (a minute).
SCRABMAIL_NOW=$(date -u -d '+2 minutes' +%Y-%m-%dT%H:%M:%SZ) \
    sm send --smtp "sendmail:$T/refuse-p1"
expect_rc 0
expect_eq "one refused" "$out" "sent 4, deferred 0, failed 1"
sm outbox list --status failed
expect_in "p1 failed" "$out" "p1@example.ro"
expect_in "p1 reason" "$out" "no such user"
id=$(printf '%s\n' "$out" | cut -f1)
sm outbox retry 1
expect_rc 1
expect_in "retry sent" "$err" "not failed"
sm outbox retry
expect_rc 2
sm outbox retry "$id" --failed
expect_rc 2
sm spool retry --failed
expect_rc 2
sm outbox retry "$id"
expect_rc 0
expect_eq "retry one" "$out" "1 message queued again for the next send"
sm outbox list --status failed
expect_eq "requeued" "$out" ""
SCRABMAIL_NOW=$(date -u -d '+3 minutes' +%Y-%m-%dT%H:%M:%SZ) \
    sm send --smtp "sendmail:$T/refuse-p1"
expect_eq "failed again" "$out" "sent 0, deferred 0, failed 1"
sm outbox retry --failed
expect_eq "retry all" "$out" "1 message queued again for the next send"
sm outbox list --status queued
expect_in "p1 queued" "$out" "p1@example.ro"
# Refused for good in a row, but older than give_up_hours (120): given up,
# not kept for ever.
i=5
while [ $i -lt 8 ]; do
	printf 'From: p%d@example.ro\nSubject: p\nMessage-ID: <ref-%d@x>\n\nWHOAMI\n' \
	    $i $i | "$SCRABMAIL" ingest > /dev/null || fail "ingest $i"
	i=$((i + 1))
done
SCRABMAIL_NOW=$(date -u -d '+6 days' +%Y-%m-%dT%H:%M:%SZ) \
    sm send --smtp "sendmail:$T/refuse-all"
expect_rc 0
expect_eq "old refusals given up" "$out" "sent 0, deferred 0, failed 3"
sm outbox list --status queued
expect_eq "the rest waits" "$(printf '%s\n' "$out" | grep -c .)" 1
# --- no password in a spool or outbox view (issue 18) -----------------------
# The lines of the issue: a SIGNON past the command limit, 'SIGNON: bob pw',
# the typo 'SINGON bob pw', a glued keyword, PAROLA/PASSWORD, a quoted line,
# a Subject, a password on the line after a SIGNON or PAROLA without one;
# then the same in base64.
{
	printf 'From: bob@example.ro\nSubject: SIGNON bob Subiect1pw\n'
	printf 'Message-ID: <pw-1@x>\nContent-Type: text/plain\n\n'
	printf 'SIGNON: bob Doi2pw\nSINGON bob Trei3pw\nSIGNONPatru4pw\n'
	printf 'PAROLA Cinci5pw\npassword Sase6pw\n> SIGNON bob Sapte7pw\n'
	printf 'SIGNON bob\nUnspe11pw\nPAROLA\n\nDoispe12 pw\n'
	i=0
	while [ $i -lt 60 ]; do
		printf 'WHOAMI\n'
		i=$((i + 1))
	done
	printf 'SIGNON bob Opt8pw\nPASSWORD Noua9pw\nWHOAMI is kept\n'
} > "$T/pw-plain"
{
	printf 'From: bob@example.ro\nSubject: b64\nMessage-ID: <pw-2@x>\n'
	printf 'Content-Type: text/plain; charset=UTF-8\n'
	printf 'Content-Transfer-Encoding: base64\n\n'
	printf 'SIGNON bob Zece10pw\nWHOAMI\nSIGNON bob\nTreispe13pw\n' | base64
} > "$T/pw-b64"
for f in pw-plain pw-b64; do
	"$SCRABMAIL" ingest < "$T/$f" > /dev/null 2>&1 || fail "ingest $f"
	sm spool list
	id=$(printf '%s\n' "$out" | tail -n 1 | cut -f 1)
	sm spool show "$id"
	expect_rc 0
	case "$out" in
	*[0-9]pw*) fail "spool show $f shows a password: $out" ;;
	esac
	sm spool show "$id" --json
	expect_rc 0
	case "$out" in
	*[0-9]pw*) fail "spool show --json $f shows a password: $out" ;;
	esac
	for what in spool outbox; do
		sm $what list --json
		expect_rc 0
		case "$out" in
		*[0-9]pw*) fail "$what list --json after $f shows a password: $out" ;;
		esac
		sm $what list
		case "$out" in
		*[0-9]pw*) fail "$what list after $f shows a password: $out" ;;
		esac
	done
	sm outbox list
	oid=$(printf '%s\n' "$out" | tail -n 1 | cut -f 1)
	sm outbox show "$oid"
	case "$out" in
	*[0-9]pw*) fail "outbox show $f shows a password: $out" ;;
	esac
done
sm spool show "$(($id - 1))"
expect_in "masked signon" "$out" "SIGNON: bob ******"
expect_in "masked typo" "$out" "SINGON bob ******"
expect_in "masked quote" "$out" "> SIGNON bob ******"
expect_in "masked subject" "$out" "Subject: SIGNON bob ******"
expect_in "other lines kept" "$out" "WHOAMI is kept"
sm spool show "$id"
expect_in "base64 decoded" "$out" "SIGNON bob ******"

# --- retention: prune, delete, retention_days (issue 18) --------------------
SCRABMAIL_DB=$T/ret.sqlite
sm init
i=1
for day in 2025-01-10 2025-01-11 2025-03-01; do
	printf 'From: r%d@example.ro\nSubject: r%d\nMessage-ID: <ret-%d@x>\n\nWHOAMI\n' \
	    $i $i $i > "$T/ret-$i"
	SCRABMAIL_NOW=${day}T10:00:00Z "$SCRABMAIL" ingest < "$T/ret-$i" \
	    > /dev/null || fail "ingest ret-$i"
	if [ $i -lt 3 ]; then
		SCRABMAIL_NOW=${day}T10:05:00Z \
		    sm send --smtp "maildir:$T/ret-sent"
		expect_rc 0
	fi
	i=$((i + 1))
done
# A queued answer of 2025-01-12 is never pruned.
printf 'From: q@example.ro\nSubject: q\nMessage-ID: <ret-q@x>\n\nWHOAMI\n' |
    SCRABMAIL_NOW=2025-01-12T10:00:00Z "$SCRABMAIL" ingest > /dev/null
sm spool prune
expect_rc 2
sm spool prune --before yesterday
expect_rc 2
sm spool prune --before 2025-02-01
expect_rc 0
expect_eq "spool prune" "$out" "the text of 3 processed messages received before 2025-02-01 pruned"
sm spool show 1
expect_eq "pruned" "$out" "[message 1: its text was pruned or deleted]"
sm spool show 1 --json
expect_eq "pruned, JSON" "$(printf '%s' "$out" | python3 -c '
import json, sys; d = json.load(sys.stdin); print(d["status"], d["message"])')" \
    "done None"
sm spool show 3
expect_in "kept" "$out" "Subject: r3"
sm outbox prune --before 2025-02-01
expect_eq "outbox prune" "$out" "2 sent or failed messages created before 2025-02-01 deleted"
sm outbox list
expect_in "queued kept" "$out" "q@example.ro"
expect_in "newer kept" "$out" "r3@example.ro"
case "$out" in *r1@example.ro*) fail "outbox prune kept r1: $out" ;; esac
# A pruned message fetched again is still known: not answered twice.
"$SCRABMAIL" ingest < "$T/ret-1" > /dev/null || fail "ingest ret-1 again"
sm spool list
expect_eq "known" "$(printf '%s\n' "$out" | grep -c .)" 4
sm spool delete 3
expect_eq "delete" "$out" "message 3 deleted"
sm spool show 3
expect_eq "deleted" "$out" "[message 3: its text was pruned or deleted]"
sm spool delete 99
expect_rc 1
# The daemon applies retention_days once a day.
SCRABMAIL_DB=$T/ret2.sqlite
sm init
printf 'From: o@example.ro\nSubject: o\nMessage-ID: <ret-o@x>\n\nWHOAMI\n' |
    SCRABMAIL_NOW=2025-01-01T10:00:00Z "$SCRABMAIL" ingest > /dev/null
SCRABMAIL_NOW=2025-01-01T10:01:00Z sm send --smtp "maildir:$T/ret-sent"
mkdir -p "$T/rdm/new" "$T/rdm/cur" "$T/rdm/tmp"
cat > "$T/ret.conf" <<CONF
[maildir]
path = $T/rdm
[smtp]
url = maildir:$T/ret-sent
[daemon]
retention_days = 30
CONF
SCRABMAIL_NOW=2025-01-20T10:00:00Z sm --config "$T/ret.conf" daemon --once
expect_rc 0
sm spool show 1
expect_in "younger than 30 days" "$out" "Subject: o"
SCRABMAIL_NOW=2025-02-15T10:00:00Z sm --config "$T/ret.conf" daemon --once
expect_rc 0
expect_in "retention said" "$err" "retention (30 days): the text of 1 message pruned from the spool, 1 sent or failed message from the outbox"
sm spool show 1
expect_eq "retention pruned" "$out" "[message 1: its text was pruned or deleted]"
sm outbox list
expect_eq "outbox emptied" "$out" ""
# Not again the same day.
SCRABMAIL_NOW=2025-02-15T12:00:00Z sm --config "$T/ret.conf" daemon --once
case "$err" in *retention*) fail "retention ran twice a day: $err" ;; esac

# --- size limits before storing (issue 18) -----------------------------------
# [limits] max_message_size: a Maildir message over it is read for its
# headers only (never whole), stored so and answered from them; stdin too.
SCRABMAIL_DB=$T/size.sqlite
sm init
printf '[limits]\nmax_message_size = 4096\n' > "$T/size.conf"
mkdir -p "$T/big/new" "$T/big/cur" "$T/big/tmp"
{
	printf 'From: mare@example.ro\nSubject: mare\nMessage-ID: <big-1@x>\n\n'
	yes 'SIGNON mare parola1' | head -c 200000
} > "$T/big/new/2001.M1P1.host"
printf 'From: mic@example.ro\nSubject: mic\nMessage-ID: <big-2@x>\n\nWHOAMI\n' \
    > "$T/big/new/2002.M1P1.host"
sm --config "$T/size.conf" ingest --maildir "$T/big"
expect_rc 0
expect_eq "maildir sizes" "$out" \
    "stored 2, seen 0, answered 2, silent 0, failed 0"
sm spool show 1
expect_eq "headers only" "$out" "X-Scrabmail-Oversized: 200059 4096
From: mare@example.ro
Subject: mare
Message-ID: <big-1@x>"
sm spool list
expect_in "reason" "$out" ", the limit is 4 KB."
sm outbox show 1
body=$(printf '%s\n' "$out" | tr -d '\r')
expect_in "answered ro" "$body" "prea mare (196 KB; limita este de 4 KB)"
expect_in "other language line" "$body" "In English: after SIGNON, the command LANGUAGE en"
sm spool show 2
expect_in "small whole" "$out" "WHOAMI"
# On stdin: the same.
cp "$T/big/cur/"2001* "$T/big-stdin"
sed -i 's/big-1@x/big-3@x/' "$T/big-stdin"
"$SCRABMAIL" --config "$T/size.conf" ingest < "$T/big-stdin" > /dev/null ||
	fail "ingest a big message on stdin"
sm spool show 3
expect_in "stdin headers only" "$(printf '%s\n' "$out" | head -n 1)" \
    "X-Scrabmail-Oversized: 200059 4096"
[ "$(printf '%s\n' "$out" | wc -c)" -lt 200 ] || fail "stored whole: $out"

# --- the daemon's log (issue 15): each line on stderr begins with the time
# on the organiser's wall clock, ISO 8601 with its offset (EET in winter,
# EEST in summer); on the journal's stream (JOURNAL_STREAM names stderr's
# device and inode) with its priority instead, <6> info, <3> a lost
# source; --log-level keeps the more urgent only. ---------------------------
mkdir -p "$T/lg/new" "$T/lg/cur" "$T/lg/tmp"
printf 'From: l@example.ro\nSubject: l\nMessage-ID: <lg-1@x>\n\nWHOAMI\n' \
    > "$T/lg/new/3001.M1P1.host"
cat > "$T/log.conf" <<CONF
[scrabmail]
address = arbitru@example.ro
timezone = Europe/Bucharest
[maildir]
path = $T/lg
[smtp]
url = maildir:$T/lgsent
CONF
sm --db "$T/log.sqlite" init
SCRABMAIL_NOW=2026-12-01T18:00:00Z sm --config "$T/log.conf" \
    --db "$T/log.sqlite" daemon --once
expect_rc 0
expect_eq "stamped log, winter" "$err" "2026-12-01T20:00:00+02:00 scrabmail: daemon started on $T/log.sqlite (source maildir, every 60 s)
2026-12-01T20:00:00+02:00 scrabmail: took in 1 message
2026-12-01T20:00:00+02:00 scrabmail: sent 1, deferred 0, failed 0, refused by the server 0
2026-12-01T20:00:00+02:00 scrabmail: daemon stopped"
SCRABMAIL_NOW=2027-07-01T18:00:00Z sm --config "$T/log.conf" \
    --db "$T/log.sqlite" daemon --once
expect_eq "stamped log, summer" "$(printf '%s\n' "$err" | head -n 1 | cut -c1-26)" \
    "2027-07-01T21:00:00+03:00 "
# The journal: priorities, no time (journald stamps the lines).
rm -rf "$T/lg"
: > "$T/journal"
JOURNAL_STREAM=$(stat -c '%d:%i' "$T/journal") SCRABMAIL_NOW=2026-12-01T18:00:00Z \
    "$SCRABMAIL" --config "$T/log.conf" --db "$T/log.sqlite" daemon --once \
    2>> "$T/journal" && fail "a lost source exited 0"
expect_eq "journal priorities" "$(cut -c1-22 "$T/journal")" "<6>scrabmail: daemon s
<3>scrabmail: mail sou
<6>scrabmail: daemon s"
# --log-level error: the lost source only.
SCRABMAIL_NOW=2026-12-01T18:00:00Z sm --config "$T/log.conf" \
    --db "$T/log.sqlite" daemon --once --log-level error
expect_rc 4
expect_eq "errors only" "$(printf '%s\n' "$err" | cut -c1-51)" \
    "2026-12-01T20:00:00+02:00 scrabmail: mail source ma"
sm daemon --once --log-level loud
expect_rc 2
expect_in "bad level" "$err" "--log-level loud: write error, warning or info"

exit 0
