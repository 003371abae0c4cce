#!/bin/sh
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# The arbiter of a game (issue 15): game takeback and game adjudicate,
# their refusals (no reason, unknown game, nothing to take back, a game
# over, a winner not in the game), the position restored exactly, the
# decisions in the game's history and in the players' mails, and the
# championship's standings counting an adjudicated result.
. "$srcdir/tests/cli/lib.sh"

SCRABMAIL_TEMPLATES=$srcdir/templates
SCRABMAIL_DB=$T/db.sqlite
SCRABMAIL_NOW=2026-11-30T10:00:00Z
export SCRABMAIL_TEMPLATES SCRABMAIL_DB SCRABMAIL_NOW
unset SCRABMAIL_CONFIG
sm init
expect_rc 0
sm player add ana ana@example.ro --password parola1 --lang en
sm player add bogdan bogdan@example.ro --password parola2 --lang ro

# The body of the last mail queued, decoded.
last_mail() {
	id=$("$SCRABMAIL" outbox list | tail -n 1 | cut -f1)
	"$SCRABMAIL" outbox show "$id" |
	    perl -MMIME::QuotedPrint -0777 -ne 'print decode_qp($_)' |
	    tr '\n' ' ' | tr -s ' '
}
# The body of the last mail to NAME@example.ro, decoded.
mail_to() {
	id=$("$SCRABMAIL" outbox list | awk -F'\t' -v a="$1@example.ro" \
	    '$5 == a { i = $1 } END { print i }')
	"$SCRABMAIL" outbox show "$id" |
	    perl -MMIME::QuotedPrint -0777 -ne 'print decode_qp($_)' |
	    tr '\n' ' ' | tr -s ' '
}
mails() { "$SCRABMAIL" outbox list | wc -l; }
n=0
mail() {	# USER PASSWORD LINES
	n=$((n + 1))
	SCRABMAIL_NOW=2026-11-30T10:$(printf %02d $n):00Z
	printf 'From: %s <%s@example.ro>\nSubject: game\nMessage-ID: <%s.%s@x>\nContent-Type: text/plain; charset=UTF-8\n\nSIGNON %s %s\n%s\n' \
	    "$1" "$1" "$1" "$n" "$1" "$2" "$3" | "$SCRABMAIL" ingest ||
		fail "ingest of $1's mail"
}

sm game create ana bogdan --seed joc-doi
expect_rc 0

# --- refusals -----------------------------------------------------------
sm game takeback 1
expect_rc 2
expect_in "no reason" "$err" "--reason TEXT is required"
sm game takeback 1 --reason "  "
expect_rc 2
expect_in "blank reason" "$err" "--reason TEXT is required"
sm game takeback 9 --reason "x"
expect_rc 1
expect_in "unknown game" "$err" "no game number 9"
sm game takeback 1 --reason "x"
expect_rc 1
expect_in "nothing" "$err" "game 1 has no move to take back"
sm game adjudicate 1 --reason "x"
expect_rc 2
expect_in "no result" "$err" "the result"
sm game adjudicate 1 dan --reason "x"
expect_rc 1
expect_in "not in game" "$err" "'dan' does not play in game 1"

# --- takeback: the exact position before the move ------------------------
before=$("$SCRABMAIL" game show 1)
mail bogdan parola2 "MOVE 1 1 H2 ASISTAT"
after=$("$SCRABMAIL" game show 1)
[ "$before" != "$after" ] || fail "the move changed nothing"
m0=$(mails)
sm game takeback 1 --reason "bogdan typed the wrong word"
expect_rc 0
expect_eq "two notices" "$(($(mails) - m0))" "2"
expect_in "notice (ro)" "$(mail_to bogdan)" "Arbitrul a anulat mutarea 1 a partidei 1: depunerea H2 ASISTAT a jucătorului bogdan. Motivul: bogdan typed the wrong word"
expect_in "your turn again" "$(mail_to bogdan)" "Este rândul dumneavoastră în partida 1"
expect_in "notice (en)" "$(mail_to ana)" "The arbiter has taken back move 1 of game 1: bogdan's play H2 ASISTAT. Reason: bogdan typed the wrong word"
case $(mail_to ana) in *"It is your turn"*) fail "ana told it is her turn" ;; esac
sm game show 1
expect_eq "position restored" "$out" "$before
arbiter	takeback	1 bogdan play H2 ASISTAT	bogdan typed the wrong word"
mail ana parola1 "HISTORY 1"
expect_in "history" "$(last_mail)" "arbiter: takeback 1 bogdan play H2 ASISTAT (bogdan typed the wrong word)"
mail bogdan parola2 "MOVE 1 1 H2 ASISTAT"
expect_in "the move again" "$(last_mail)" "H2 ASISTAT"

# --- adjudication --------------------------------------------------------
m0=$(mails)
sm game adjudicate 1 win:ana --reason "bogdan left the club"
expect_rc 0
expect_eq "two notices" "$(($(mails) - m0))" "2"
expect_in "notice (ro)" "$(mail_to bogdan)" "Arbitrul a hotărât rezultatul partidei 1: câștigă ana. Motivul: bogdan left the club"
expect_in "notice (en)" "$(mail_to ana)" "The arbiter has decided the result of game 1: ana wins. Reason: bogdan left the club"
expect_in "scores as they stood" "$(mail_to ana)" "bogdan 66"
sm game show 1
expect_in "over" "$out" "game	1	bogdan,ana	over	-"
expect_in "recorded" "$out" "arbiter	adjudicate	win ana	bogdan left the club"
sm game adjudicate 1 draw --reason "x"
expect_rc 1
expect_in "over" "$err" "game 1 is over"
sm game takeback 1 --reason "x"
expect_rc 1
expect_in "final" "$err" "its end is final"
mail bogdan parola2 "PASS 1 2"
expect_in "no move after" "$(last_mail)" "Partida 1 s-a încheiat"

# --- deadline -------------------------------------------------------------
sm game deadline 1 2026-12-20 --reason "x"
expect_rc 1
expect_in "over" "$err" "game 1 is over"
sm game create ana bogdan --seed liber
free_game=$out
sm game deadline "$free_game" 2026-12-20 --reason "x"
expect_rc 1
expect_in "no clock" "$err" "is not a championship's game"
sm game deadline "$free_game" --reason "x"
expect_rc 2
expect_in "no date" "$err" "the new deadline's day"

# --- the standings count the arbiter's results ---------------------------
sm player add cristi cristi@example.ro --password parola3 --lang en
sm championship create Trei --seed t
sm championship join Trei ana bogdan cristi
sm championship start Trei
expect_eq "three games" "$out" "3 games"
sm championship show Trei
g_ab=$(printf '%s\n' "$out" | awk -F'\t' '$3 ~ /ana/ && $3 ~ /bogdan/ { print $2 }')
g_bc=$(printf '%s\n' "$out" | awk -F'\t' '$3 ~ /bogdan/ && $3 ~ /cristi/ { print $2 }')
g_ac=$(printf '%s\n' "$out" | awk -F'\t' '$3 ~ /ana/ && $3 ~ /cristi/ { print $2 }')
sm game deadline "$g_ab" 2026-11-29 --reason "x"
expect_rc 1
expect_in "past" "$err" "'2026-11-29' is not a day after today"
sm game deadline "$g_ab" 2026-12-20 --reason "the post was on strike"
expect_rc 0
expect_in "notice (en)" "$(mail_to ana)" "The arbiter has moved the deadline of move 1 of game $g_ab"
expect_in "notice (en) dates" "$(mail_to ana)" "to 2026-12-20 24:00 (UTC). Reason: the post was on strike"
expect_in "notice (ro)" "$(mail_to bogdan)" "Arbitrul a mutat termenul mutării 1 a partidei $g_ab"
sm game show "$g_ab"
expect_in "recorded" "$out" "arbiter	deadline	1 "
sm game adjudicate "$g_ab" draw --reason "both asked for it"
expect_rc 0
sm game adjudicate "$g_bc" double-loss --reason "neither played"
expect_rc 0
sm game adjudicate "$g_ac" cristi --reason "ana withdrew"
expect_rc 0
sm championship standings Trei
expect_eq "standings" "$out" "1	cristi	1	0
2	ana	0.5	0
2	bogdan	0.5	0"
sm championship crosstable Trei
expect_in "double loss" "$out" "cristi	1	0	ana: W 0:0 F	bogdan: L 0:0 F"
expect_in "draw" "$out" "ana	0.5	0	cristi: L 0:0 F	bogdan: D 0:0"

# --- replace ----------------------------------------------------------------
sm player add dan dan@example.ro --password parola4 --lang ro
sm championship create Patru --seed p
sm championship join Patru ana bogdan cristi
sm championship start Patru
sm championship show Patru
g_ab=$(printf '%s\n' "$out" | awk -F'\t' '$3 ~ /ana/ && $3 ~ /bogdan/ { print $2 }')
g_bc=$(printf '%s\n' "$out" | awk -F'\t' '$3 ~ /bogdan/ && $3 ~ /cristi/ { print $2 }')
sm game adjudicate "$g_ab" ana --reason "played at the club"
before=$("$SCRABMAIL" game show "$g_bc" | sed 1d)
sm championship replace Patru bogdan dan
expect_rc 2
expect_in "no reason" "$err" "--reason TEXT is required"
sm championship replace Nope bogdan dan --reason "x"
expect_rc 1
sm championship replace Patru nobody dan --reason "x"
expect_rc 1
expect_in "unknown old" "$err" "no player named 'nobody'"
sm championship replace Patru bogdan ana --reason "x"
expect_rc 1
expect_in "already in" "$err" "player 'ana' is already in championship 'Patru'"
m0=$(mails)
sm championship replace Patru bogdan dan --reason "bogdan moved abroad"
expect_rc 0
expect_eq "one game" "$out" "1 game taken over"
expect_eq "two notices" "$(($(mails) - m0))" "2"
expect_in "notice (ro)" "$(mail_to dan)" "Arbitrul l-a înlocuit pe bogdan cu dan în partida $g_bc"
expect_in "the rack (ro)" "$(mail_to dan)" "Literele dumneavoastră (le primiți numai dumneavoastră):"
expect_in "notice (en)" "$(mail_to cristi)" "The arbiter has replaced bogdan by dan in game $g_bc: dan plays on"
case $(mail_to cristi) in *"Your letters"*) fail "cristi got dan's rack" ;; esac
sm game show "$g_bc"
expect_in "dan seated" "$out" "cristi,dan"
expect_in "recorded" "$out" "arbiter	replace	bogdan -> dan	bogdan moved abroad"
expect_eq "same position" "$(printf '%s\n' "$out" | sed 1d | grep -v '^arbiter')" "$before"
sm game show "$g_ab"
expect_in "finished game kept" "$out" "bogdan"
sm championship standings Patru
expect_in "dan in the standings" "$out" "dan"
expect_in "bogdan's result kept" "$out" "bogdan	0	0"
sm championship replace Patru bogdan dan --reason "again"
expect_rc 1
expect_in "nothing left" "$err" "already in championship"
exit 0
