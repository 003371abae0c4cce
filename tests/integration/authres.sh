#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# authres.sh: sender authentication of an open contest ([auth] require =
# dmarc) on the Authentication-Results headers real milters write.  A real
# Postfix on loopback (mailservers.sh) runs the real OpenDKIM (verifying,
# its public key from TestPublicKeys) and OpenDMARC (SPF checked itself,
# DMARC from OpenDKIM's header) as milters, authserv-id mx.ziar.test; the
# milters run in a network and mount namespace of their own whose
# resolv.conf points at dns-txt.py (the domains' SPF and DMARC records),
# nothing of the host's is touched.  Four mails are sent over SMTP to
# Postfix, delivered by LMTP into Dovecot's Maildir, and each delivered
# file is given to 'scrabmail ingest':
#   A  From ana@good.example, DKIM-signed by good.example, sent from an
#      address SPF allows: dkim, spf, dmarc pass -> recorded
#   B  From ana@good.example forged (envelope bad.example, no signature):
#      dmarc=fail -> held, the answer names DMARC
#   C  From ion@nodmarc.example (no DMARC record), signed, the body changed
#      after signing: dmarc=none, dkim=fail, spf=pass -> recorded (the
#      rule: with no DMARC verdict, one pass saves a fail)
#   D  From eva@good.example forged like B, carrying forged headers:
#      another authserv-id's "dmarc=pass" and ours below a Received of the
#      sender's -> ignored, held (DMARC)
#   E  like B with a forged header of ours and no Received of the sender's
#      (it sits right under our MTA's headers, where nothing tells it
#      apart) -> still held: across our headers a fail wins
# What is not real: SPF.  The milters' libspf2 passes every loopback
# client ("localhost is always allowed"), so every spf= here is pass, as
# the headers show; SPF records are served all the same.
. "$srcdir/tests/integration/lib.sh"

for x in opendkim opendmarc opendkim-genkey opendkim-testmsg unshare ip \
    python3; do
	command -v $x >/dev/null 2>&1 ||
		{ echo "SKIP: $x is missing (apt-get install opendkim opendkim-tools opendmarc)"; exit 77; }
done
unshare -mn true 2>/dev/null ||
	{ echo "SKIP: no mount and network namespaces here (unshare -mn)"; exit 77; }
start_servers
PF=$T/srv/pf
M=$T/m
mkdir -p "$M"
chmod 755 "$M"

# good.example's DKIM key (nodmarc.example signs with it too).
opendkim-genkey -D "$M" -d good.example -s sel -b 1024 ||
	fail "opendkim-genkey"
pub=$(tr -d '\n\t"() ' <"$M/sel.txt" | sed 's/.*p=\([A-Za-z0-9+/=]*\).*/\1/')
[ -n "$pub" ] || fail "no public key in sel.txt"
printf 'sel._domainkey.good.example v=DKIM1; k=rsa; p=%s\n' "$pub" >"$M/keys"
printf 'sel._domainkey.nodmarc.example v=DKIM1; k=rsa; p=%s\n' "$pub" >>"$M/keys"
cat >"$M/dns" <<EOF
_dmarc.good.example v=DMARC1; p=reject
good.example v=spf1 ip4:127.0.0.2 -all
bad.example v=spf1 -all
_dmarc.bad.example v=DMARC1; p=none
nodmarc.example v=spf1 -all
EOF
echo 192.0.2.1 >"$M/internal"
echo 'nameserver 127.0.0.1' >"$M/resolv.conf"
cat >"$M/opendkim.conf" <<EOF
Mode v
AuthservID mx.ziar.test
Socket local:$M/dkim.sock
UMask 000
PidFile $M/dkim.pid
TestPublicKeys $M/keys
InternalHosts $M/internal
AlwaysAddARHeader yes
Syslog no
Background yes
EOF
cat >"$M/opendmarc.conf" <<EOF
AuthservID mx.ziar.test
TrustedAuthservIDs mx.ziar.test
Socket local:$M/dmarc.sock
UMask 000
PidFile $M/dmarc.pid
IgnoreHosts $M/internal
SPFSelfValidate true
SPFIgnoreResults true
RejectFailures false
FailureReports false
Syslog false
Background true
EOF
cat >"$M/start" <<EOF
ip link set lo up || exit 1
mount --bind $M/resolv.conf /etc/resolv.conf || exit 1
python3 $srcdir/tests/integration/dns-txt.py $M/dns $M/dns.ready \
    >$M/dns.log 2>&1 </dev/null &
echo \$! >$M/dns.pid
i=0; while [ ! -s $M/dns.ready ] && [ \$i -lt 100 ]; do sleep 0.1; i=\$((i+1)); done
opendkim -x $M/opendkim.conf >$M/opendkim.log 2>&1 </dev/null || exit 1
opendmarc -c $M/opendmarc.conf >$M/opendmarc.log 2>&1 </dev/null || exit 1
EOF
milters_stop() {
	for p in dkim dmarc dns; do
		[ -s "$M/$p.pid" ] && kill "$(cat "$M/$p.pid")" 2>/dev/null
	done
	lib_cleanup
}
trap milters_stop EXIT
unshare -mn sh "$M/start" || fail "the milters did not start: $(cat "$M"/*.log)"
i=0
while { [ ! -S "$M/dkim.sock" ] || [ ! -S "$M/dmarc.sock" ]; } &&
    [ $i -lt 100 ]; do
	sleep 0.1
	i=$((i + 1))
done
[ -S "$M/dkim.sock" ] && [ -S "$M/dmarc.sock" ] ||
	fail "no milter sockets: $(cat "$M"/*.log)"
postconf -c "$PF" -e "relay_domains = ziar.test" \
    "smtpd_milters = unix:$M/dkim.sock, unix:$M/dmarc.sock" \
    "milter_default_action = tempfail" || fail "postconf"
postfix -c "$PF" reload >>"$T/srv/log/start.log" 2>&1 || fail "postfix reload"
sleep 1

# The mails.
msg() {	# msg FROM ID EXTRA-HEADERS BODY
	printf '%bFrom: %s\nTo: reader@ziar.test\nSubject: runda 1\nMessage-ID: <%s@test>\nDate: %s\n\n%s\n' \
	    "$3" "$1" "$2" "$(date -R)" "$4"
}
msg 'Ana <ana@good.example>' A '' 'TUR 1
8H XIST 26' | opendkim-testmsg -d good.example -s sel -k "$M/sel.private" \
    >"$M/A.eml" || fail "signing A"
msg 'Ana <ana@good.example>' B '' 'TUR 1
H8 XI 10' >"$M/B.eml"
msg 'Ion <ion@nodmarc.example>' C '' 'TUR 1
H8 XIST 26' | opendkim-testmsg -d nodmarc.example -s sel -k "$M/sel.private" |
    sed 's/^H8 XIST 26$/H8 XIST 25/' >"$M/C.eml" || fail "signing C"
msg 'Eva <eva@good.example>' D \
    'Authentication-Results: mx.ziar.test.evil.example; dmarc=pass; spf=pass; dkim=pass\nReceived: from [10.0.0.2] by smtp.bad.example; Mon, 30 Nov 2026 10:00:00 +0000\nAuthentication-Results: mx.ziar.test; dmarc=pass header.from=bad.example; spf=pass\n' \
    'TUR 1
8H XIST 26' >"$M/D.eml"
msg 'Eva <eva@good.example>' E \
    'Authentication-Results: mx.ziar.test; dmarc=pass header.from=good.example; spf=pass; dkim=pass\n' \
    'TUR 1
H8 XIST 26' >"$M/E.eml"
grep -q '^DKIM-Signature:' "$M/A.eml" || fail "A is not signed"
python3 - "$SM_SMTP_PORT" "$M" <<'EOF' || fail "SMTP"
import smtplib, sys
port, m = int(sys.argv[1]), sys.argv[2]
for name, sender in (('A', 'ana@good.example'), ('B', 'x@bad.example'),
                     ('C', 'ion@nodmarc.example'), ('D', 'eva@bad.example'),
                     ('E', 'eva@bad.example')):
    # From 127.0.0.2: OpenDMARC's own SPF check passes 127.0.0.1 always.
    with smtplib.SMTP('127.0.0.1', port,
                      source_address=('127.0.0.2', 0)) as s:
        s.sendmail(sender, ['reader@ziar.test'],
                   open('%s/%s.eml' % (m, name), 'rb').read())
EOF
sm_wait_mail reader 5 || fail "5 mails not delivered: $(tail -n 20 "$T/srv/log/postfix.log")"

cat >"$T/scrabmail.conf" <<EOF
[scrabmail]
database = $T/db.sqlite
address = arbitru@ziar.test
lang = ro
lexicon = $(cd "$builddir" && pwd)/lexicon/default.lex

[auth]
authserv_id = mx.ziar.test
require = dmarc
EOF
sm() { "$SCRABMAIL" --config "$T/scrabmail.conf" "$@"; }
SCRABMAIL_TEMPLATES=$srcdir/templates
export SCRABMAIL_TEMPLATES
sm init >/dev/null || fail "init"
sm contest create Flacara --variant classic --seed 11 >/dev/null &&
    sm contest start Flacara >/dev/null || fail "contest"
for id in A B C D E; do
	f=$(grep -l "^Message-I[Dd]: <$id@test>" \
	    "$SM_MAILROOT"/reader/Maildir/new/* "$SM_MAILROOT"/reader/Maildir/cur/* \
	    2>/dev/null | head -n 1)
	[ -n "$f" ] || fail "mail $id not found"
	echo "--- $id as delivered (the headers Postfix and the milters wrote)"
	awk '/^$/ { exit } /^Authentication-Results:/ { p = 1; print; next }
	    /^[ \t]/ { if (p) print; next } { p = 0 }' "$f"
	# E: the milters removed our forged header (OpenDKIM removes those
	# of its own authserv-id); D's, below the sender's Received, stays.
	n=$(grep -c '^Authentication-Results: mx.ziar.test; dmarc=pass header.from=' "$f" || :)
	case $id in
	D) expect_eq "D's forged header of ours" "$n" 1 ;;
	E) expect_eq "E's forged header of ours" "$n" 0 ;;
	esac
	sm ingest <"$f" >/dev/null 2>&1 || fail "ingest $id"
done

held=$(sm contest held Flacara) || fail "contest held"
echo "--- held"
echo "$held"
expect_eq "held entries" "$(echo "$held" | wc -l)" 3
expect_in "B held" "$held" "	ana@good.example	H8 XI	"
expect_eq "B's verdict" "$(echo "$held" | grep 'ana@good' | cut -f6)" DMARC
expect_eq "D and E held" "$(echo "$held" | grep -c '	eva@good.example	.*	DMARC$')" 2
show=$(sm contest show Flacara)
expect_eq "entries recorded" "$(echo "$show" | grep -c '^entry	')" 2
expect_in "A recorded" "$show" "entry	Ana	8H XIST	26"
expect_in "C recorded" "$show" "entry	Ion	H8 XIST	25"
# The answers: received for A and C, held for B (to the forged address),
# D and E.
out=$(sm outbox list)
expect_eq "answers held" "$(echo "$out" | grep -c 'mutare reținută')" 3
expect_eq "answers received" "$(echo "$out" | grep -c 'mutare primită')" 2
echo "ok: authres"
