#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
# scrabmail mail transport: the local transports, no server needed.  The
# maildir: sender and the Maildir fetcher (a round trip, bytes kept, the S
# flag only on STORED, tmp/ ignored, a missing Maildir refused), and the
# sendmail: sender against fake sendmail programs (its arguments and
# stdin, exit 75 a TEMPFAIL, 67 a PERMFAIL, one not reading its input).
. "$srcdir/tests/integration/lib.sh"

mkmsg "$T/m1" 1
mkmsg "$T/m2" 2
printf 'From: a@example.org\r\nSubject: crlf\r\n\r\nbody\r\n' >"$T/crlf"

# --- maildir: out, Maildir in ---------------------------------------------
MD=$T/md
nd send "maildir:$MD" - - - one@example.org two@example.org "$T/m1" "$T/m2" \
    "$T/crlf"
expect_rc 0
expect_eq "maildir send" "$out" "OK
OK
OK"
[ -d "$MD/tmp" ] && [ -d "$MD/cur" ] || fail "maildir: tmp/ cur/ not made"
expect_eq "files in new/" "$(ls "$MD/new" | wc -l | tr -d ' ')" 3
expect_eq "tmp/ emptied" "$(ls "$MD/tmp" | wc -l | tr -d ' ')" 0

# A delivery in progress in tmp/ and a message already seen are not read.
printf 'Subject: in progress\n\n' >"$MD/tmp/99.partial"
printf 'Subject: seen\n\n' >"$MD/cur/1.seen.host:2,S"
printf 'Subject: flagged\n\nflagged body\n' >"$MD/cur/x.flagged.host:2,F"

mkdir "$T/o1"
nd fetch "maildir:$MD" - - - "$T/o1" keep=2
expect_rc 0
expect_in "count" "$out" "count 4"
expect_not_in "tmp/ ignored" "$(cat "$T"/o1/*.eml)" "in progress"
expect_not_in "seen skipped" "$(cat "$T"/o1/*.eml)" "Subject: seen"
# File name order: 1795... (time) names sort before "2.flagged".
set -- $(printf '%s\n' "$out" | awk '$1 ~ /^[0-9]+$/ { print $2 }')
ref_m1=$1 ref_m2=$2 ref_crlf=$3
expect_eq "ref of the flagged one" "$4" "x.flagged.host"
# Bytes kept: LF line ends on disk (CRLF input converted).
cmp -s "$T/o1/1.eml" "$T/m1" || fail "maildir: m1 bytes differ"
cmp -s "$T/o1/2.eml" "$T/m2" || fail "maildir: m2 bytes differ"
printf 'From: a@example.org\nSubject: crlf\n\nbody\n' | cmp -s - "$T/o1/3.eml" ||
    fail "maildir: CRLF not turned into LF"
# STORED ones are in cur/ with S (F kept, in order), the KEEP one is not.
[ -f "$MD/cur/$ref_m1:2,S" ] || fail "m1 not marked: $(ls "$MD/cur")"
[ -f "$MD/new/$ref_m2" ] || fail "m2 (KEEP) moved: $(ls "$MD/new")"
[ -f "$MD/cur/x.flagged.host:2,FS" ] || fail "F flag lost: $(ls "$MD/cur")"

# The next cycle sees only the kept one, by the same ref.
mkdir "$T/o2"
nd fetch "maildir:$MD" - - - "$T/o2"
expect_rc 0
expect_eq "second cycle" "$out" "1 $ref_m2
count 1"
mkdir "$T/o3"
nd fetch "maildir:$MD" - - - "$T/o3"
expect_eq "third cycle" "$out" "count 0"
# STOP leaves the message alone.
nd send "maildir:$MD" - - - one@example.org two@example.org "$T/m1"
nd fetch "maildir:$MD" - - - "$T/o3" stop-after=0
expect_rc 0
expect_eq "STOP" "$(ls "$MD/new" | wc -l | tr -d ' ')" 1

# Delivery order, not string order: the microseconds are not zero-padded.
M2=$T/md2
mkdir -p "$M2/new" "$M2/cur" "$M2/tmp" "$T/o4"
printf 'Subject: second\n\n' >"$M2/new/1700000000.M100000P7.host"
printf 'Subject: first\n\n' >"$M2/new/1700000000.M99999P7.host"
printf 'Subject: third\n\n' >"$M2/cur/1700000001.M5P7.host:2,"
printf 'Subject: odd name\n\n' >"$M2/new/odd-name"
nd fetch "maildir:$M2" - - - "$T/o4"
expect_rc 0
expect_eq "delivery order" "$out" "1 1700000000.M99999P7.host
2 1700000000.M100000P7.host
3 1700000001.M5P7.host
4 odd-name
count 4"
[ -f "$M2/cur/1700000001.M5P7.host:2,S" ] || fail "cur/ with no flags: $(ls "$M2/cur")"

nd fetch "maildir:$T/nonexistent" - - - "$T/o3"
expect_rc 1
expect_in "missing Maildir" "$err" "$T/nonexistent/new: No such file"
expect_in "missing Maildir advice" "$err" "is it a Maildir"

# --- sendmail: --------------------------------------------------------------
cat >"$T/fake-sendmail" <<EOS
#!/bin/sh
for a in "\$@"; do printf '[%s]\n' "\$a"; done >"$T/sm.args"
cat >"$T/sm.stdin"
EOS
printf '#!/bin/sh\ncat >/dev/null\necho "mail queue full" >&2\nexit 75\n' \
    >"$T/sendmail-75"
printf '#!/bin/sh\ncat >/dev/null\necho "no such user" >&2\nexit 67\n' \
    >"$T/sendmail-67"
printf '#!/bin/sh\nexit 0\n' >"$T/sendmail-noread"
chmod +x "$T/fake-sendmail" "$T/sendmail-75" "$T/sendmail-67" \
    "$T/sendmail-noread"

nd send "sendmail:$T/fake-sendmail" - - - one@example.org -two@example.org \
    "$T/crlf"
expect_rc 0
expect_eq "sendmail OK" "$out" "OK"
expect_eq "sendmail arguments" "$(cat "$T/sm.args")" "[-i]
[-f]
[one@example.org]
[--]
[-two@example.org]"
printf 'From: a@example.org\nSubject: crlf\n\nbody\n' | cmp -s - "$T/sm.stdin" ||
    fail "sendmail: stdin is not the message with LF line ends"

nd send "sendmail:$T/fake-sendmail" - - - "" two@example.org "$T/m1"
expect_rc 0
expect_in "null sender" "$(cat "$T/sm.args")" "[-f]
[<>]"
cmp -s "$T/m1" "$T/sm.stdin" || fail "sendmail: m1 bytes differ"

nd send "sendmail:$T/sendmail-75" - - - one@example.org two@example.org "$T/m1"
expect_rc 1
expect_eq "exit 75" "$out" "TEMPFAIL"
expect_in "exit 75 cause" "$err" "exited 75: mail queue full"

nd send "sendmail:$T/sendmail-67" - - - one@example.org two@example.org "$T/m1"
expect_rc 2
expect_eq "exit 67" "$out" "PERMFAIL"
expect_in "exit 67 cause" "$err" "no such user"

# A big message to a program that never reads it: no SIGPIPE, no OK.
awk 'BEGIN { for (i = 0; i < 20000; i++) print "line " i " of a long message" }' \
    >"$T/big"
nd send "sendmail:$T/sendmail-noread" - - - one@example.org two@example.org \
    "$T/big"
expect_rc 1
expect_eq "not read" "$out" "TEMPFAIL"
expect_in "not read cause" "$err" "without reading the whole message"

nd send "sendmail:relative/sendmail" - - - a@example.org b@example.org "$T/m1"
expect_rc 3
expect_in "relative path" "$err" "absolute path"
nd send "sendmail:$T/none" - - - a@example.org b@example.org "$T/m1"
expect_rc 3
expect_in "missing program" "$err" "No such file"
nd send "gopher://x" - - - a@example.org b@example.org "$T/m1"
expect_rc 3
expect_in "unknown scheme" "$err" "unknown kind of outgoing mail URL"
# Addresses that would inject into a command line or envelope.
nd send "sendmail:$T/fake-sendmail" - - - a@example.org "b@example.org
RCPT TO:<x@y>" "$T/m1"
expect_rc 2
expect_in "newline in address" "$err" "refused address"
exit 0
