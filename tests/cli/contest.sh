#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# The command-line contract of duplicate contests: contest create, join,
# start, show, close-round, standings and tick; entries by mail on stdin.
. "$srcdir/tests/cli/lib.sh"

SCRABMAIL_TEMPLATES=$srcdir/templates
SCRABMAIL_DB=$T/db.sqlite
SCRABMAIL_NOW=2026-11-30T10:00:00Z
export SCRABMAIL_TEMPLATES SCRABMAIL_DB SCRABMAIL_NOW
unset SCRABMAIL_CONFIG
sm init
expect_rc 0

# --- usage --------------------------------------------------------------
sm contest create X
expect_rc 2
expect_in "no variant" "$err" "--variant is needed"
sm contest create X --variant chess
expect_rc 2
expect_in "bad variant" "$err" "unknown variant 'chess'"
# Names are checked like players' (issue 18): no line break, control
# character, leading, trailing or double space; diacritics are letters.
for bad in "$(printf 'Rau\nnume')" "$(printf 'a\tb')" "x  y" " x" "x " "" \
    "$(printf 'Z%.0s' $(seq 65))"; do
	sm contest create "$bad" --variant classic
	[ "$rc" -ne 0 ] || fail "contest named '$bad' created"
	expect_in "contest name" "$err" "contest name '"
	sm series create "$bad"
	[ "$rc" -ne 0 ] || fail "series named '$bad' created"
	expect_in "series name" "$err" "series name '"
	sm champ create "$bad"
	[ "$rc" -ne 0 ] || fail "championship named '$bad' created"
	expect_in "championship name" "$err" "championship name '"
done
sm contest create "$(printf 'Rau\nnume')" --variant classic
expect_in "escaped" "$err" "contest name 'Rau\\nnume': use 1 to 64 bytes"
sm contest list
case "$out" in *Rau*|*"x  y"*) fail "a bad name listed: $out" ;; esac
sm contest create X --variant classic --round-days 0
expect_rc 2
sm contest frobnicate X
expect_rc 2
sm contest show Nobody
expect_rc 1
expect_in "unknown contest" "$err" "no contest named 'Nobody'"

# --- an open contest ----------------------------------------------------
sm contest create Flacara --variant classic --seed 42 \
    --address concurs@ziar.test
expect_rc 0
sm contest create flacara --variant top
expect_rc 3
expect_in "name taken" "$err" "exists already"
sm contest show Flacara
expect_rc 1
expect_in "not started" "$err" "contest start"
sm contest start Flacara
expect_rc 0
expect_in "announcement printed" "$out" "A C F I N R T"
sm contest start Flacara
expect_rc 3
expect_in "twice" "$err" "started already"
sm contest show Flacara
expect_rc 0
expect_eq "show" "$(printf '%s\n' "$out" | head -n 4)" "round	1
board	15/15/15/15/15/15/15/15/15/15/15/15/15/15/15
rack	ACFINRT
deadline	2026-12-07T10:00:00Z"

entry() {	# USER NAME BODY
	printf 'From: %s <%s@example.ro>\nSubject: runda\nMessage-ID: <%s.%s@x>\nContent-Type: text/plain; charset=UTF-8\n\n%s\n' \
	    "$2" "$1" "$1" "$(date +%s%N)" "$3" | "$SCRABMAIL" ingest ||
		fail "ingest of $1's entry"
}
SCRABMAIL_NOW=2026-11-30T11:00:00Z
entry ana "Ana Pop" "TUR 1
H2 INFARCT 94"
entry dan Dan "TUR 1 H8 CANT 12"
entry eva Eva "NUME Eva Ionescu
TUR 1
H8 XYZ 30"
# Dan changes his mind before the deadline: the later entry counts.
entry dan Dan "TUR 1
8B INFARCT 90"
sm contest show Flacara
expect_eq "entries" "$(printf '%s\n' "$out" | grep '^entry')" "entry	Ana Pop	H2 INFARCT	94
entry	Dan	8B INFARCT	90
entry	Eva Ionescu	H8 XYZ	30"
# A late entry changes nothing.
SCRABMAIL_NOW=2026-12-07T10:00:01Z
entry ion Ion "TUR 1
H8 CANT"
sm contest show Flacara
[ "$(printf '%s\n' "$out" | grep -c '^entry')" -eq 3 ] ||
	fail "a late entry was recorded: $out"

# --- the deadline: tick closes the round ---------------------------------
SCRABMAIL_NOW=2026-12-07T10:05:00Z
sm tick
expect_eq "tick" "$out" "closed 1, reminded 0"
sm contest show Flacara --round 1
expect_in "top" "$out" "top	H2 INFARCT	94"
expect_in "equivalent top" "$out" "tops	8B INFARCT"
expect_in "Ana's top" "$out" "entry	Ana Pop	H2 INFARCT	94	94	0	ok"
expect_in "Dan's top (claimed score wrong)" "$out" "entry	Dan	8B INFARCT	90	94	1	ok"
expect_in "Eva refused" "$out" "entry	Eva Ionescu	H8 XYZ	30	0	0	"
sm contest standings Flacara
expect_eq "standings" "$out" "1	Ana Pop	94	100.0
1	Dan	94	100.0
3	Eva Ionescu	0	0.0"
sm contest show Flacara
expect_eq "round 2" "$(printf '%s\n' "$out" | head -n 2)" "round	2
board	15/15/15/15/15/15/15/1INFARCT7/15/15/15/15/15/15/15"
sm tick
expect_eq "nothing due" "$out" "closed 0, reminded 0"
# The results are queued as their data (no subject yet) and rendered when
# shown or sent; a broken template fails those rows with the reason and
# loses nothing.
sm outbox list --status queued
id=$(printf '%s\n' "$out" | awk -F'\t' '$5 == "ana@example.ro" { print $1 }' | tail -n 1)
expect_eq "deferred row has no subject yet" \
    "$(printf '%s\n' "$out" | awk -F'\t' -v id="$id" '$1 == id { print $6 }')" ""
sm outbox show "$id"
expect_in "rendered on show" "$out" "To: Ana Pop <ana@example.ro>"
expect_in "results subject" "$out" "Subject: "
mkdir -p "$T/badtpl/mail"
cp "$srcdir"/templates/mail/*.xsl "$T/badtpl/mail/"
printf '<broken' > "$T/badtpl/mail/messages-ro.xsl"
SCRABMAIL_TEMPLATES=$T/badtpl sm send --smtp "maildir:$T/sent"
expect_rc 3
expect_in "broken template named" "$err" "messages-ro.xsl"
sm send --smtp "maildir:$T/sent"
expect_rc 0
expect_in "sent after all" "$out" "failed 0"
grep -l "^To: Ana Pop" "$T"/sent/new/* > /dev/null ||
	fail "Ana's results were not sent"
# Results went to the three who entered in time (and answers to all four).
sm outbox list
[ "$(printf '%s\n' "$out" | grep -c 'ana@example.ro')" -eq 2 ] ||
	fail "Ana should have a receipt and results: $out"
[ "$(printf '%s\n' "$out" | grep -c 'ion@example.ro')" -eq 1 ] ||
	fail "Ion (late) should have only the answer: $out"

# --- the arbiter's decisions, each with a reason --------------------------
sm contest warn Flacara Dan --round 1 --reason "scris ilizibil"
expect_rc 2
expect_in "which warning" "$err" "--technical or --disciplinary"
sm contest warn Flacara Dan --technical --round 1
expect_rc 2
expect_in "reason needed" "$err" "--reason TEXT is needed"
sm contest annul Flacara Dan --reason "copiat"
expect_rc 2
expect_in "round needed" "$err" "--round N is needed"
sm contest correct Flacara Dan --round 1 --reason "recalculat"
expect_rc 2
expect_in "score needed" "$err" "--score S is needed"
sm contest warn Flacara Nimeni --technical --round 1 --reason "x"
expect_rc 3
expect_in "no such entrant" "$err" "has no entrant 'Nimeni'"
sm contest annul Flacara Dan --round 2 --reason "copiat"
expect_rc 3
expect_in "round 2 not judged" "$err" "no judged entry in round 2"
# A disciplinary warning counts 4 technical ones: Dan has 1 + 4 = 5, the
# 4th and the 5th cost 5 points each.
sm contest warn Flacara dan@example.ro --disciplinary --round 1 \
    --reason "a vorbit în timpul rundei"
expect_rc 0
sm contest correct Flacara "Eva Ionescu" --round 1 --score 20 \
    --reason "cuvânt admis la contestație"
expect_rc 0
sm contest annul Flacara "Ana Pop" --round 1 --reason "depunere copiată"
expect_rc 0
sm contest standings Flacara
expect_eq "standings after the decisions" "$out" "1	Dan	84	89.4
2	Eva Ionescu	20	21.3
3	Ana Pop	0	0.0"
sm contest eliminate Flacara eva@example.ro --reason "abatere gravă"
expect_rc 0
sm contest standings Flacara
expect_eq "eliminated: out of the standings" "$out" "1	Dan	84	89.4
2	Ana Pop	0	0.0"
sm contest show Flacara --round 1
expect_in "annulled entry scores 0" "$out" "entry	Ana Pop	H2 INFARCT	94	0	0	ok"
expect_eq "history" "$(printf '%s\n' "$out" | grep '^decision')" "decision	1	Dan	disciplinary	4	-	-	a vorbit în timpul rundei
decision	1	Eva Ionescu	correct	0	20	0	cuvânt admis la contestație
decision	1	Ana Pop	annul	0	0	94	depunere copiată
decision	-	Eva Ionescu	eliminate	0	-	-	abatere gravă"
# The bulletins show the decisions with their reasons (the round's in its
# own pages, all on the standings page), in both languages.
sm publish Flacara --out "$T/pub"
expect_rc 0
grep -q "Deciziile arbitrului" "$T/pub/round-01.txt" ||
	fail "round-01.txt: no decisions"
grep -q "Dan: avertisment disciplinar în runda 1 (cât 4 avertismente tehnice) — a vorbit în timpul rundei" \
    "$T/pub/round-01.txt" || fail "round-01.txt: the warning and its reason"
grep -q "Ana Pop: depunerea din runda 1 anulată (94 → 0 puncte) — depunere copiată" \
    "$T/pub/standings.html" || fail "standings.html: the annulled entry"
grep -q "Eva Ionescu: eliminat din joc — abatere gravă" \
    "$T/pub/standings.html" || fail "standings.html: the elimination"
sm publish Flacara --out "$T/pub-en" --lang en
expect_rc 0
grep -q "Eva Ionescu: the score of the entry of round 1 corrected (0 → 20 points) — cuvânt admis la contestație" \
    "$T/pub-en/round-01.txt" || fail "round-01.txt (en): the correction"
# The eliminated player's entries are no longer taken.
SCRABMAIL_NOW=2026-12-07T11:00:00Z
entry eva Eva "TUR 2
H8 CANT"
sm contest show Flacara
[ "$(printf '%s\n' "$out" | grep -c '^entry')" -eq 0 ] ||
	fail "an eliminated player's entry was taken: $out"

# --- the rounds: --rounds, last-round, cancel-round, end ------------------
sm contest create Scurt --variant classic --seed 9 --rounds 1
expect_rc 0
sm contest start Scurt
# close-round names the round (issue 18): not drawn yet, before its
# deadline, or without --round: refused, nothing done.
sm contest close-round Scurt
expect_rc 2
expect_in "--round needed" "$err" "--round N is needed"
sm contest close-round Scurt --round 2
expect_rc 1
expect_in "not drawn" "$err" "round 2 of Scurt is not drawn yet: the open round is 1"
sm contest close-round Scurt --round 1
expect_rc 1
expect_in "early" "$err" "round 1 of Scurt is open until 2026-12-14"
expect_in "early, force" "$err" "--force closes it"
sm contest show Scurt
expect_in "still open" "$out" "status	open"
sm contest close-round Scurt --round 1 --force
expect_rc 0
sm contest show Scurt
expect_in "over after round 1" "$out" "round	1"
sm contest cancel-round Scurt --round 1 --reason "x"
expect_rc 3
expect_in "over" "$err" "is over"
sm contest create Lung --variant classic --seed 10
sm contest start Lung
sm contest last-round Lung 5
expect_rc 3
expect_in "5 ahead" "$err" "so 6 at the soonest"
sm contest last-round Lung 6
expect_rc 0
sm contest cancel-round Lung --reason "x"
expect_rc 2
sm contest cancel-round Lung --round 1 --reason "literele anunțate greșit"
expect_rc 0
# The open round closed now: the next one printed to publish, as at the
# deadline.
expect_in "next round printed" "$out" "Lung — runda 2"
sm contest show Lung
expect_eq "round 2 drawn" "$(printf '%s\n' "$out" | head -n 1)" "round	2"
sm contest end Lung --reason "sala închisă"
expect_rc 0
sm contest show Lung
expect_in "round 2 closed" "$out" "status	closed"
expect_eq "history" "$(printf '%s\n' "$out" | grep '^decision')" "decision	6	-	last-round	0	-	-	
decision	1	-	cancel-round	0	-	-	literele anunțate greșit
decision	2	-	end	0	-	-	sala închisă"

# --- the end mails the final standings (registered: every entrant) --------
sm player add ion ion@example.ro --password parola1
sm player add ana ana@example.ro --password parola2
sm contest create Final --variant classic --seed 12 --entry registered
sm contest join Final ion
sm contest join Final ana
sm contest start Final
sm outbox list
n=$(printf '%s\n' "$out" | wc -l)
sm contest end Final --reason "hall closed"
sm outbox list
expect_eq "closing mails" "$(printf '%s\n' "$out" | tail -n 2 | cut -f5)" "ion@example.ro
ana@example.ro"
expect_eq "two mails" "$(printf '%s\n' "$out" | wc -l)" "$((n + 2))"
sm outbox show "$(printf '%s\n' "$out" | tail -n 1 | cut -f1)"
expect_in "final results" "$out" "Clasamentul final:"
expect_in "the end's reason" "$out" "concursul. Motivul: hall closed."

# --- letters given by hand ------------------------------------------------
sm contest create Mana --variant classic --seed 3 --manual-draw \
    --address mana@ziar.test
expect_rc 0
sm contest start Mana
expect_rc 0
expect_in "waits" "$out" "round 1 waits for its letters"
sm contest show Mana
expect_rc 0
expect_eq "waiting" "$(printf '%s\n' "$out" | head -n 1 | cut -f1,2)" "waiting	1"
sm contest close-round Mana --round 1
expect_rc 1
expect_in "nothing open" "$err" "no open round: round 1 waits for its letters"
sm contest letters Mana AEIRST --reason "sala"
expect_rc 1
expect_in "size" "$err" "round 1 takes 7 letters, 6 given"
sm contest letters Mana BCDFGHA --reason "sala"
expect_rc 1
expect_in "rule" "$err" "at least 2 vowels and 2 consonants"
sm contest letters Mana XXAEIRT --reason "sala"
expect_rc 1
expect_in "stock" "$err" "holds 1 X"
sm contest letters Mana 'AEI%RST' --reason "sala"
expect_rc 2
sm contest letters Mana AEIRSTU
expect_rc 2
expect_in "reason" "$err" "--reason TEXT is needed"
sm contest letters Mana AEIRST? --round 2 --reason "sala"
expect_rc 1
expect_in "next round" "$err" "1 is (leave --round out)"
sm contest letters Mana 'AEIRST?' --reason "replay"
expect_rc 0
expect_in "round 1 printed" "$out" "Mana — runda 1"
sm contest show Mana
expect_in "rack" "$out" "rack	AEIRST?"
expect_in "history" "$out" "letters	1	AEIRST?	used	replay"
# Nobody played: the round is played again with the same letters, no wait.
sm contest close-round Mana --round 1 --force
expect_rc 0
expect_in "round 2 printed" "$out" "Mana — runda 2"
sm contest show Mana
expect_in "same letters" "$out" "rack	AEIRST?"
# A top played: round 3 waits for its letters.
entry eva Eva "CONCURS Mana
TUR 2
H2 AERISiT 64"
sm contest close-round Mana --round 2 --force
expect_rc 0
expect_in "round 3 waits" "$out" "round 3 waits for its letters"
sm contest show Mana
expect_eq "waiting 3" "$(printf '%s\n' "$out" | head -n 1 | cut -f1,2)" "waiting	3"
sm contest letters Mana CASETRU --reason "again"
expect_rc 0
expect_in "round 3 printed" "$out" "Mana — runda 3"
sm contest show Mana --round 3
expect_in "round 3 open" "$out" "status	open"

# A seeded contest: the arbiter gives round 1 before the start, and round
# 2 while round 1 is open (checked after the program's top, used at the
# close).
sm contest create Dirijat --variant classic --seed 42
sm contest letters Dirijat CASETRU --reason "runda din sală"
expect_rc 0
expect_in "kept" "$out" "kept for the next round"
sm contest start Dirijat
sm contest show Dirijat
expect_in "round 1 given" "$out" "rack	ACERSTU"
sm contest letters Dirijat DOLIMAN --round 2 --reason "runda 2 din sală"
expect_rc 0
sm contest letters Dirijat BCDFGHA --round 2 --reason "x"
expect_rc 1
entry eva Eva "CONCURS Dirijat
TUR 1
H2 ASTRUCE 66"
sm contest close-round Dirijat --round 1 --force
sm contest show Dirijat
expect_in "round 2 given" "$out" "rack	ADILMNO"

# --- review: the round held at its deadline, the arbiter's top -------------
sm contest create Revizie --variant classic --seed 42 --review on
sm contest start Revizie
SCRABMAIL_NOW=2026-12-30T10:00:00Z
sm tick
sm contest show Revizie
expect_in "held past its deadline" "$out" "status	open"
sm contest review Revizie
expect_rc 0
expect_eq "first top" "$(printf '%s\n' "$out" | head -n 1)" "top	1	H2 INFARCT	94"
expect_eq "room's best, no entry" "$(printf '%s\n' "$out" | tail -n 1)" "best	0	0"
second=$(printf '%s\n' "$out" | awk -F'\t' '$2 == 2 { print $3 }')
[ -n "$second" ] || fail "no second top: $out"
sm contest close-round Revizie --round 1 --top 999
expect_rc 3
expect_in "no such top" "$err" "no top 999"
sm contest close-round Revizie --round 1 --top 2
expect_rc 0
sm contest show Revizie --round 1
expect_in "the arbiter's top played" "$out" "top	$second	94"

# --- a registered contest -------------------------------------------------
sm player add ion ion@example.ro --password parola1
sm contest create Camp --variant classic --entry registered --seed 7
sm contest join Camp ion
expect_rc 0
sm contest join Camp ion
expect_rc 3
expect_in "twice" "$err" "already"
sm contest join Camp nobody
expect_rc 3
sm contest start Camp
expect_rc 0
expect_eq "nothing printed for a registered contest" "$out" ""
sm outbox list
expect_in "round 1 mailed to the player" "$out" "ion@example.ro"
# Not signed on: refused; signed on: received.
entry ion Ion "CONCURS Camp
TUR 1
H8 CANT"
sm contest show Camp
[ "$(printf '%s\n' "$out" | grep -c '^entry')" -eq 0 ] ||
	fail "an entry without SIGNON was taken: $out"
entry ion Ion "SIGNON ion parola1
CONCURS Camp
TUR 1 H8 CANT"
sm contest show Camp
expect_in "registered entry" "$out" "entry	ion	H8 CANT	-"
sm contest close-round Camp --round 1 --force
expect_rc 0
sm contest standings Camp
expect_in "standings" "$out" "1	ion	"
# A rerun after a crash ("did it finish?") leaves round 2 alone.
sm contest close-round Camp --round 1 --force
expect_rc 0
expect_in "rerun" "$out" "round 1 of Camp was closed already (at "
expect_in "rerun, nothing" "$out" "nothing done"
sm contest show Camp
expect_eq "round 2 still open" "$(printf '%s\n' "$out" | head -n 1)" "round	2"
expect_in "round 2 open" "$out" "status	open"
# --- two open contests: the address a mail is sent to chooses -------------
sm contest create Ziar2 --variant classic --seed 3 --address rebus@ziar2.test
sm contest start Ziar2
expect_rc 0
to_mail() {	# TO BODY
	printf 'From: Gelu <gelu@example.ro>\nTo: Concurs <%s>\nSubject: x\nMessage-ID: <g.%s@x>\nContent-Type: text/plain\n\n%s\n' \
	    "$1" "$(date +%s%N)" "$2" | "$SCRABMAIL" ingest || fail "ingest"
}
SCRABMAIL_NOW=2026-12-07T11:00:00Z
to_mail REBUS@ziar2.test "TUR 1
H8 CASA"
sm contest show Ziar2
expect_in "routed by To" "$out" "entry	Gelu	H8 CASA	-"
to_mail someone@else.test "TUR 2
H8 CASA"
sm outbox list
last=$(printf '%s\n' "$out" | tail -n 1 | cut -f1)
sm outbox show "$last"
expect_in "which contest" "$out" "CONCURS"
# --- the organiser's options ---------------------------------------------
sm contest create Ordine --variant classic --tactic-order imposed
expect_rc 3
expect_in "imposed outside tactic" "$err" "is for a tactic contest"
sm contest create Ordine --variant tactic --tactic-order later
expect_rc 2
expect_in "bad order" "$err" "write free or imposed"
sm contest create Ordine --variant superjoker --redraw-triples
expect_rc 3
expect_in "superjoker" "$err" "does not apply to superjoker"
sm contest create Ordine --variant tactic --seed 11 --tactic-order imposed
expect_rc 0
sm contest start Ordine
expect_in "order announced" "$out" "Ordinea grupelor este impusă"
sm contest show Ordine
expect_eq "order shown" "$(printf '%s\n' "$out" | sed -n 3,5p)" "rack	IIISSTX
rack2	AAMOSTU
order	imposed"
# Seed tri8 draws A A A C E R T; with --redraw-triples, another rack.
sm contest create Triplu --variant classic --seed tri8
sm contest start Triplu
sm contest show Triplu
expect_eq "triple kept" "$(printf '%s\n' "$out" | sed -n 3p)" "rack	AAACERT"
case $out in *"triples	"*) fail "triples shown without the option" ;; esac
sm contest create Triplu2 --variant classic --seed tri8 --redraw-triples
sm contest start Triplu2
expect_in "triples announced" "$out" "trei sau mai multe litere la fel"
sm contest show Triplu2
expect_eq "triple redrawn" "$(printf '%s\n' "$out" | sed -n 3,4p)" "rack	AEEGITX
triples	1"

# --- no move possible: the game cannot go on ----------------------------
printf 'XX\nZZ\n' > "$T/tiny.txt"
"$SCRABMAIL" lexicon build --quiet -o "$T/tiny.lex" "$T/tiny.txt" ||
	fail "lexicon build"
# A rack with which no move exists is never published (seed 000): with
# this lexicon no rack the rules allow gives a move, so no round 1.
sm contest create Nimic --variant classic --seed 5 --lexicon "$T/tiny.lex"
sm contest start Nimic
expect_rc 3
expect_in "no move" "$err" "no move is possible with any letters left"

# The organiser's time zone ([scrabmail] timezone): the receipt gives the
# deadline in it.
printf '[scrabmail]\ntimezone = Europe/Bucharest\n' > "$T/tz.conf"
SCRABMAIL_CONFIG=$T/tz.conf
SCRABMAIL_DB=$T/tz.sqlite
SCRABMAIL_NOW=2026-11-30T10:00:00Z
export SCRABMAIL_CONFIG
sm init
sm contest create Ora --variant classic --seed ora --round-days 7
sm contest start Ora
entry ana "Ana Pop" "TUR 1
H8 CASA 8"
id=$("$SCRABMAIL" outbox list | tail -n 1 | cut -f1)
expect_in "local deadline" "$("$SCRABMAIL" outbox show "$id" |
    perl -MMIME::QuotedPrint -0777 -ne 'print decode_qp($_)' | tr '\n' ' ')" \
    "2026-12-07 12:00 (Europe/Bucharest)"
exit 0
