#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# The command-line contract of sign-up by mail: the signup setting, "player
# pending|approve|reject", "championship create --open-signup"; the new
# player's password printed nowhere, in the welcome mail only, and starred
# in the outbox once sent.
. "$srcdir/tests/cli/lib.sh"

SCRABMAIL_TEMPLATES=$srcdir/templates
SCRABMAIL_DB=$T/db.sqlite
SCRABMAIL_CONFIG=$T/conf
export SCRABMAIL_TEMPLATES SCRABMAIL_DB SCRABMAIL_CONFIG
unset SCRABMAIL_NOW

conf() {
	printf '[scrabmail]\naddress = arbitru@example.ro\norganiser = org@example.ro\n%s\n' \
	    "$1" > "$T/conf"
}

mail() {	# FROM ID LINE: a mail taken in
	printf 'From: %s\nTo: arbitru@example.ro\nSubject: s\nMessage-ID: <%s@example.ro>\n\n%s\n' \
	    "$1" "$2" "$3" > "$T/in.eml"
	sm ingest < "$T/in.eml"
	expect_rc 0
}

last_mail() {	# the newest outbox row, whole, quoted-printable decoded
	id=$("$SCRABMAIL" outbox list | tail -n 1 | cut -f1)
	"$SCRABMAIL" outbox show "$id" | tr -d '\r' |
	    perl -MMIME::QuotedPrint -0777 -ne 'print decode_qp($_)'
}

# --- the setting ----------------------------------------------------------
conf 'signup = open'
sm init
expect_rc 3
expect_in "bad signup" "$err" "signup = 'open': write closed, approve or auto"
conf 'signup_code_hours = 0'
sm init
expect_rc 3
expect_in "bad hours" "$err" "signup_code_hours"
printf '[scrabmail]\nsignup = approve\n' > "$T/conf"
sm init
expect_rc 0
expect_in "no organiser" "$err" "signup = approve but no organiser address"
rm -f "$SCRABMAIL_DB"*
conf ''
sm init
expect_rc 0
expect_eq "closed: no warning" "$err" ""

# Closed by default: REGISTER is refused, nothing recorded.
mail maria@example.ro c1 'REGISTER maria'
expect_in "closed" "$(last_mail)" "Înscrierea prin poștă nu este deschisă"
sm player pending
expect_rc 0
expect_eq "nothing pending" "$out" ""

# --- approve ------------------------------------------------------------
conf 'signup = approve'
mail 'Maria Ionescu <maria@example.ro>' a1 'INSCRIERE maria Maria Ionescu'
code=$(last_mail | sed -n 's/^  CONFIRM[A-Z]* \([a-z2-9]\{8\}\)$/\1/p')
[ ${#code} -eq 8 ] || fail "no code in the answer: '$code'"
mail maria@example.ro a2 "CONFIRMARE $code"
expect_in "confirmed" "$(last_mail)" "Adresa este confirmată. Cererea"
sm player pending
expect_rc 0
case $out in
maria'	'maria@example.ro'	'ro'	'*'	'Maria\ Ionescu) ;;
*) fail "pending: $out" ;;
esac
sm player approve nobody
expect_rc 1
expect_in "approve unknown" "$err" "no confirmed request from 'nobody'"
sm player reject nobody
expect_rc 1
sm player approve Maria
expect_rc 0
expect_eq "approve" "$out" \
    "maria approved: welcome mail with the password queued (maria@example.ro)"
welcome=$(last_mail)
pw=$(printf '%s\n' "$welcome" | sed -n 's/^  SIGNON maria \([a-z2-9]\{12\}\)$/\1/p' |
    head -n 1)
[ ${#pw} -eq 12 ] || fail "no password in the welcome mail"
case "$out$err" in *"$pw"*) fail "the password was printed" ;; esac
sm player list
expect_in "player made" "$out" "maria	maria@example.ro	ro	set"
sm player pending
expect_eq "none pending" "$out" ""
sm player approve maria
expect_rc 1
# The password signs on.
mail maria@example.ro a3 "SIGNON maria $pw"
expect_in "signed on" "$(last_mail)" "identificat drept jucătorul maria"
# Sent: the stored copy has stars, the code's answer too.
sm send --smtp "maildir:$T/sent"
expect_rc 0
grep -rq "$pw" "$T/sent/new" || fail "the password did not go out"
for id in $("$SCRABMAIL" outbox list | cut -f1); do
	"$SCRABMAIL" outbox show "$id"
done > "$T/all"
grep -q "$pw" "$T/all" && fail "the password is still in the outbox"
grep -q "$code" "$T/all" && fail "the code is still in the outbox"
grep -q "  SIGNON maria \*\{12\}" "$T/all" || fail "no starred password"
sqlite3 "$SCRABMAIL_DB" .dump 2>/dev/null | grep -q "$pw" &&
    fail "the password is in the database"

# --- reject -------------------------------------------------------------
mail ana@example.ro r1 'REGISTER ana'
code=$(last_mail | sed -n 's/^  CONFIRM[A-Z]* \([a-z2-9]\{8\}\)$/\1/p')
mail ana@example.ro r2 "CONFIRM $code"
sm player reject ana --reason "unknown to the club"
expect_rc 0
expect_eq "reject" "$out" "ana rejected: told by mail (ana@example.ro)"
expect_in "rejection mail" "$(last_mail)" "unknown to the club"
sm player list
case $out in *ana*) fail "ana was made a player" ;; esac

# --- championship --open-signup -----------------------------------------
sm championship create Cupa --open-signup
expect_rc 0
mail maria@example.ro j1 "SIGNON maria $pw
INTRU Cupa"
expect_in "joined" "$(last_mail)" "Sunteți înscris în campionatul Cupa"
sm championship create Liga
mail maria@example.ro j2 "SIGNON maria $pw
INTRU Liga"
expect_in "not open" "$(last_mail)" "nu primește înscrieri prin poștă"
sm player --help
expect_in "help" "$out" "player approve NAME"
exit 0
