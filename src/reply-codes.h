/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * reply-codes.h: every result code the program puts in a reply (an item,
 * the answer to one command line, or a notice, a remark about the mail or
 * the content of a mail the program sends by itself), with the names of
 * its arguments, and the kinds of mail (report-reply.h).  The words are in
 * templates/mail/messages-ro.xsl and messages-en.xsl, one template per code
 * and language; tests/unit/test-reply-codes.c checks that every code here
 * has one in both files, that no template is left without a code here, and
 * that every argument a template reads is one the code is given.  The
 * check-style rule tests/style/check-reply-codes.pl checks that every
 * literal code, and every literal argument name, passed to
 * report_reply_item / report_reply_notice in src/ is here: a new code
 * without its templates fails one or the other.
 *
 * One list, REPLY_CODES(X), read two ways: each entry
 *
 *	X(ID, "code", where, "argument names, space separated")
 *
 * makes the constant RC_ID, the code as a string (static const char
 * RC_SIGNON_OK[] = "signon.ok"), which call sites use instead of the
 * literal: report_reply_item(..., RC_SIGNON_OK, "player", name, NULL).
 * Strings rather than an enum because codes travel as strings everywhere
 * (auth_check_new returns one, the outbox keeps replies as XML), so call
 * sites convert one literal at a time, mechanically: ID is the code in
 * capitals with '.' and '-' written '_' (the test checks it), and
 * tests/style/convert-reply-codes.pl does it for whole files.  And a test
 * or a tool expands the list into a table it iterates.  Codes no longer
 * written but still worded by the templates, for replies queued as XML
 * before a change, are in REPLY_CODES_KEPT, read the same way.
 *
 * The arguments (every value a string; "" when not given):
 *   addr        the address a mail came from
 *   adjust      a game's end-of-game rack adjustments, lines
 *   allowance   a player's leave days a year
 *   args, cmd   a command's keyword and the arguments it takes (usage)
 *   bag         tiles left in the bag
 *   best        the best score the entrants reached in a round
 *   board       a board diagram, lines starting with blanks
 *   candidates  the commands an abbreviation could mean
 *   code        a sign-up's confirmation code (a secret)
 *   champ       a championship's name
 *   commands    the list of mail commands (HELP)
 *   context     who asks HELP or LIST: "player" (signed on), "known" (a
 *               player's address, not signed on) or "reader"
 *   contest     a contest's name;  contests: several, comma separated
 *               (LIST: how many)
 *   crosstable  a championship's crosstable, lines
 *   current     a contest's current round number
 *   date, earliest, first, last   days (YYYY-MM-DD) of a leave
 *   days        days of a leave, or a championship's days per move
 *   deadline    a time as the organiser's zone writes it (a sign-up
 *               code's: "YYYY-MM-DD HH:MM UTC")
 *   decision    a sign-up: "approve" (waits for the organiser) or "auto"
 *   detail      why a mail could not be read
 *   entered     "1" when an entry for the open round is in;  several:
 *               "1" when the sender may enter more than one contest;
 *               tactic: "1" for a tactic contest (two moves)
 *   email, registered   a player's registered address;  from: the
 *               address a mail came from
 *   end         how a game ended;  resigned: who resigned
 *   end_scoring "on" or "off"
 *   entrants    the number of entries in a round
 *   expected    the move number a game expects
 *   game        a game's number;  games: how many;  id: a game's number
 *               where the answer is not about that game (HELP, LIST)
 *   gcg         a finished game's GCG file
 *   length      a message's length in characters;  lines: in lines;
 *               max_lines: the most lines a message may have
 *   hours, since, until   a downtime of the program;  hours: how long
 *               a sign-up code is good
 *   kind        a turn's kind (play, exchange, pass, resign), or a
 *               timeout's outcome;  cause: why the program took a turn
 *   lang        "ro" or "en"
 *   left        leave days left;  year: the year they count in
 *   limit, timeouts   a championship's timeout limit, a player's count
 *   lost        "1" when an illegal move cost the turn
 *   max, size, min   a limit, a size, a minimum (of a mail, a password)
 *   mine        "1" when it is the asking player's turn
 *   next        when a player may send a message again ("" never)
 *   opponents   a game's other players, comma separated
 *   minutes     how long sign-on stays locked
 *   move        a move as written back;  previous: the one it replaces
 *   moves       a game's moves, lines
 *   name        a reader's name in a contest, or a contest's name asked
 *   number      a move's number in a game (a game mail's subject shows it
 *               zero-padded, so that the mails sort)
 *   over        "1" when the move ended the game
 *   percent     of the sum of the tops;  rank, total: in the standings
 *   password    a new player's password (a secret, mailed once)
 *   player      a player's name;  players: the seats, in order
 *               (organiser.champ-over: how many)
 *   rack, rack2 tiles (a rack, or a tactic round's second group)
 *   rated       "1" for a rated championship
 *   received    when a held entry arrived, as the organiser's zone
 *               writes it;  judged: "1" when its release judged it (a
 *               contest that judges on receipt);  what: which of the
 *               sender's authentication checks failed
 *   realname    the real name a sign-up gave, or ""
 *   reason      an English sentence (the engine's; a sign-up's
 *               refusal: the organiser's words);  verdict (round
 *               results: the same), vcode, v_square, v_letter, v_words:
 *               the refusal as a code and its arguments (report-verdict.h)
 *   ro, en      a round's announcement as published, in each language
 *   round       a round's number;  rounds: how many
 *   score       a move's score;  top, top_score, tops: a round's top, its
 *               score, the equal tops;  bonus, warnings: an entry's
 *   scores      the players' scores, lines
 *   seed, seed_hash   a secret seed and its SHA-256
 *   signup      "1" when sign-up by mail is open (HELP), else ""
 *   standings   the standings, lines
 *   state, status   a game's status;  status (move.illegal): the
 *               engine's status name;  verdict there: the refusal's code
 *   text        a move as the player wrote it;  a message's text
 *   to          who a message was mailed to, comma separated
 *   timeout, action   when a turn times out and what happens then
 *   tries       wrong confirmation codes still allowed
 *   to_move     the player whose turn it is
 *   valid       "yes" or "no"
 *   variant     a game's or a contest's variant
 *   winner      a contest's winner
 *   word        the first word of a line not understood
 */
#ifndef SM_REPLY_CODES_H
#define SM_REPLY_CODES_H

/* Where a code goes. */
#define REPLY_ITEM	1	/* report_reply_item: one command line */
#define REPLY_NOTICE	2	/* report_reply_notice: the mail as a whole */

#define REPLY_CODES(X) \
	/* --- the mail as a whole (ingest.c) --- */ \
	X(MAIL_TOO_BIG, "mail.too-big", REPLY_NOTICE, "size max") \
	X(MAIL_NO_TEXT, "mail.no-text", REPLY_NOTICE, "") \
	X(MAIL_TOO_MANY_LINES, "mail.too-many-lines", REPLY_NOTICE, "max") \
	X(MAIL_UNREADABLE, "mail.unreadable", REPLY_NOTICE, "detail") \
	X(MAIL_NO_COMMANDS, "mail.no-commands", REPLY_NOTICE, "") \
	X(MAIL_OTHER_ADDRESS, "mail.other-address", REPLY_NOTICE, \
	    "from registered") \
	X(MAIL_COPY_FOR_REGISTERED, "mail.copy-for-registered", REPLY_NOTICE, \
	    "from") \
	/* --- the command lines (cmd.c) --- */ \
	X(CMD_UNKNOWN, "cmd.unknown", REPLY_ITEM, "word") \
	X(CMD_AMBIGUOUS, "cmd.ambiguous", REPLY_ITEM, "word candidates") \
	X(CMD_TOO_MANY, "cmd.too-many", REPLY_ITEM, "max") \
	X(CMD_IGNORED_AFTER_SIGNOFF, "cmd.ignored-after-signoff", \
	    REPLY_NOTICE, "") \
	X(CMD_END, "cmd.end", REPLY_NOTICE, "line rest") \
	X(CMD_PASSWORD_LINE, "cmd.password-line", REPLY_ITEM, "cmd") \
	X(CMD_MOVE_HINT, "cmd.move-hint", REPLY_ITEM, "move") \
	X(CMD_MOVE_HINT_GAME, "cmd.move-hint-game", REPLY_ITEM, \
	    "move game number") \
	X(CMD_MOVE_HINT_ROUND, "cmd.move-hint-round", REPLY_ITEM, \
	    "move contest round") \
	X(SIGNON_NEEDED, "signon.needed", REPLY_ITEM, "cmd") \
	/* --- the account: HELP, SIGNON, PASSWORD, LANGUAGE, WHOAMI, \
	 * SIGNOFF --- */ \
	X(HELP, "help", REPLY_ITEM, "games contests context signup") \
	X(HELP_COMMANDS, "help.commands", REPLY_ITEM, "commands signup") \
	X(HELP_GAME, "help.game", REPLY_ITEM, \
	    "id number mine to_move opponents deadline") \
	X(HELP_CONTEST, "help.contest", REPLY_ITEM, \
	    "name current deadline entered tactic several") \
	X(LIST, "list", REPLY_ITEM, "games contests context") \
	X(LIST_GAME, "list.game", REPLY_ITEM, \
	    "id opponents to_move mine number deadline scores variant") \
	X(LIST_CONTEST, "list.contest", REPLY_ITEM, \
	    "name current deadline entered") \
	X(STOP_OK, "stop.ok", REPLY_ITEM, "contests") \
	X(STOP_NONE, "stop.none", REPLY_ITEM, "") \
	X(SIGNON_OK, "signon.ok", REPLY_ITEM, "player") \
	X(SIGNON_USAGE, "signon.usage", REPLY_ITEM, "") \
	X(SIGNON_UNKNOWN_PLAYER, "signon.unknown-player", REPLY_ITEM, \
	    "player") \
	X(SIGNON_LOCKED, "signon.locked", REPLY_ITEM, "player minutes") \
	X(SIGNON_BAD_PASSWORD, "signon.bad-password", REPLY_ITEM, "player") \
	X(SIGNON_NO_PASSWORD, "signon.no-password", REPLY_ITEM, "player") \
	X(SIGNON_WARNING, "signon.warning", REPLY_NOTICE, \
	    "player from failures minutes") \
	X(PASSWORD_OK, "password.ok", REPLY_ITEM, "player") \
	X(PASSWORD_USAGE, "password.usage", REPLY_ITEM, "") \
	/* the three refusals of auth_check_new */ \
	X(PASSWORD_TOO_SHORT, "password.too-short", REPLY_ITEM, "min") \
	X(PASSWORD_SAME_AS_NAME, "password.same-as-name", REPLY_ITEM, "min") \
	X(PASSWORD_BAD_CHARS, "password.bad-chars", REPLY_ITEM, "min") \
	/* longer than the system can hash (account.h) */ \
	X(PASSWORD_TOO_LONG, "password.too-long", REPLY_ITEM, "max") \
	X(LANGUAGE_OK, "language.ok", REPLY_ITEM, "lang") \
	X(LANGUAGE_USAGE, "language.usage", REPLY_ITEM, "") \
	X(WHOAMI_PLAYER, "whoami.player", REPLY_ITEM, "player email lang") \
	X(WHOAMI_ANONYMOUS, "whoami.anonymous", REPLY_ITEM, "addr") \
	X(SIGNOFF_OK, "signoff.ok", REPLY_ITEM, "") \
	/* --- duplicate contests: CONTEST, NAME, ROUND (game-contest.c) --- */ \
	X(CONTEST_OK, "contest.ok", REPLY_ITEM, "contest") \
	X(CONTEST_UNKNOWN, "contest.unknown", REPLY_ITEM, "name") \
	X(NAME_OK, "name.ok", REPLY_ITEM, "name") \
	X(NAME_USAGE, "name.usage", REPLY_ITEM, "") \
	X(ROUND_USAGE, "round.usage", REPLY_ITEM, "") \
	X(ROUND_NO_MOVE, "round.no-move", REPLY_ITEM, "round") \
	X(ROUND_NO_CONTEST, "round.no-contest", REPLY_ITEM, "") \
	X(ROUND_WHICH_CONTEST, "round.which-contest", REPLY_ITEM, "contests") \
	X(ROUND_CLOSED, "round.closed", REPLY_ITEM, "contest round") \
	X(ROUND_UNKNOWN, "round.unknown", REPLY_ITEM, "contest round current") \
	X(ROUND_LATE, "round.late", REPLY_ITEM, "contest round deadline") \
	/* a round drawn at the close, opened at its time (--open) */ \
	X(ROUND_NOT_OPEN, "round.not-open", REPLY_ITEM, "contest round opens") \
	X(ROUND_NOT_ENTRANT, "round.not-entrant", REPLY_ITEM, "contest") \
	X(ROUND_BAD_MOVE, "round.bad-move", REPLY_ITEM, "text reason vcode") \
	X(ROUND_HELD, "round.held", REPLY_ITEM, \
	    "contest round move claimed address what") \
	X(ROUND_RECEIVED, "round.received", REPLY_ITEM, \
	    "contest round move claimed deadline") \
	X(ROUND_REPLACED, "round.replaced", REPLY_ITEM, \
	    "contest round move claimed previous deadline") \
	/* a contest that judges on receipt */ \
	X(ROUND_RECEIVED_JUDGED, "round.received-judged", REPLY_ITEM, \
	    "contest round move claimed deadline valid score reason vcode " \
	    "v_square v_letter v_words") \
	/* a contest's own mails: kinds round, results, reminder */ \
	X(ROUND_BULLETIN, "round.bulletin", REPLY_NOTICE, "contest round ro en") \
	X(ROUND_HOW_TO_STOP, "round.how-to-stop", REPLY_NOTICE, "contest") \
	X(ROUND_RESULTS, "round.results", REPLY_NOTICE, \
	    "contest round top top_score tops more_tops best entrants move " \
	    "score verdict vcode v_square v_letter v_words warnings wcodes " \
	    "claimed bonus rank " \
	    "total percent standings") \
	/* nobody played a valid move: the same letters again */ \
	X(ROUND_RESULTS_NONE, "round.results-none", REPLY_NOTICE, \
	    "contest round") \
	/* no move was possible: new letters */ \
	X(ROUND_RESULTS_NOMOVE, "round.results-nomove", REPLY_NOTICE, \
	    "contest round") \
	/* an arbiter's decision, in the results of the next round closed \
	 * (game_contest_decide) */ \
	X(ROUND_DECISION, "round.decision", REPLY_NOTICE, \
	    "contest kind round player warnings score previous reason") \
	/* the next round waits for its letters, given by hand \
	 * (game_contest_letters) */ \
	X(ROUND_WAITING, "round.waiting", REPLY_NOTICE, "contest round") \
	/* the next round opens at a given time (contest create --open) */ \
	X(ROUND_PLANNED, "round.planned", REPLY_NOTICE, "contest round opens") \
	/* the organiser's decision on a held entry (contest held NAME \
	 * release|reject ID), kind held */ \
	X(ROUND_HELD_RELEASED, "round.held-released", REPLY_NOTICE, \
	    "contest round move claimed received address deadline previous " \
	    "judged valid score reason vcode v_square v_letter v_words") \
	X(ROUND_HELD_REJECTED, "round.held-rejected", REPLY_NOTICE, \
	    "contest round move claimed received address what deadline") \
	X(ROUND_REMINDER, "round.reminder", REPLY_NOTICE, \
	    "contest round deadline") \
	X(CONTEST_OVER, "contest.over", REPLY_NOTICE, \
	    "contest rounds winner seed standings") \
	/* --- free games: MOVE, EXCHANGE, PASS, RESIGN, STATUS, HISTORY, \
	 * RESEND (game-play.c) --- */ \
	X(GAME_USAGE, "game.usage", REPLY_ITEM, "cmd args") \
	X(MOVE_UNKNOWN_GAME, "move.unknown-game", REPLY_ITEM, "game") \
	X(MOVE_NOT_IN_GAME, "move.not-in-game", REPLY_ITEM, "game player") \
	X(MOVE_GAME_OVER, "move.game-over", REPLY_ITEM, "game") \
	X(MOVE_STALE, "move.stale", REPLY_ITEM, "game number expected to_move") \
	X(MOVE_NOT_YOUR_TURN, "move.not-your-turn", REPLY_ITEM, \
	    "game to_move number") \
	X(MOVE_ILLEGAL, "move.illegal", REPLY_ITEM, \
	    "game number move reason status verdict v_square v_letter " \
	    "v_words rack bag lost") \
	X(MOVE_WRONG_PASS, "move.wrong-pass", REPLY_ITEM, \
	    "game number move reason status verdict v_square v_letter " \
	    "v_words rack bag lost over") \
	X(EXCHANGE_REFUSED, "exchange.refused", REPLY_ITEM, \
	    "game number move reason status verdict v_square v_letter " \
	    "v_words rack bag lost") \
	X(EXCHANGE_REFUSED_ONE, "exchange.refused-one", REPLY_ITEM, \
	    "game number move reason status verdict v_square v_letter " \
	    "v_words rack bag lost") \
	X(MOVE_OK, "move.ok", REPLY_ITEM, \
	    "game number move score total rack over") \
	X(EXCHANGE_OK, "exchange.ok", REPLY_ITEM, \
	    "game number move score total rack over") \
	X(PASS_OK, "pass.ok", REPLY_ITEM, \
	    "game number move score total rack over") \
	X(PASS_DECLINED, "pass.declined", REPLY_ITEM, \
	    "game number move score total rack over") \
	X(RESIGN_OK, "resign.ok", REPLY_ITEM, \
	    "game number move score total rack over") \
	X(STATUS, "status", REPLY_ITEM, \
	    "game state to_move mine number rack bag board scores deadline " \
	    "opening leader") \
	X(STATUS_NO_GAMES, "status.no-games", REPLY_ITEM, "") \
	X(HISTORY, "history", REPLY_ITEM, "game moves messages") \
	X(MESSAGE_OK, "message.ok", REPLY_ITEM, "game to text") \
	X(MESSAGE_USAGE, "message.usage", REPLY_ITEM, "") \
	X(MESSAGE_GAME_OVER, "message.game-over", REPLY_ITEM, "game") \
	X(MESSAGE_EMPTY, "message.empty", REPLY_ITEM, "game") \
	X(MESSAGE_TOO_LONG, "message.too-long", REPLY_ITEM, \
	    "game length lines max max_lines") \
	X(MESSAGE_TOO_MANY, "message.too-many", REPLY_ITEM, "game max next") \
	X(RESEND_OK, "resend.ok", REPLY_ITEM, "game") \
	X(RESEND_NO_GAMES, "resend.no-games", REPLY_ITEM, "") \
	/* a game's own mails: kind game */ \
	X(GAME_STARTED, "game.started", REPLY_NOTICE, \
	    "game variant players player first rack board scores number " \
	    "seed_hash end_scoring champ days opening leader") \
	X(GAME_MOVED, "game.moved", REPLY_NOTICE, \
	    "game number player kind move score total board scores cause") \
	X(GAME_MESSAGE, "game.message", REPLY_NOTICE, "game player text number") \
	X(GAME_YOUR_TURN, "game.your-turn", REPLY_NOTICE, \
	    "game number rack bag player deadline exchange") \
	X(GAME_RESEND, "game.resend", REPLY_NOTICE, \
	    "game state to_move mine number rack bag board scores deadline") \
	X(GAME_OVER, "game.over", REPLY_NOTICE, \
	    "game number variant end resigned limit scores adjust board seed " \
	    "seed_hash gcg a_turns a_scored a_best a_percent a_min " \
	    "a_missed") \
	/* --- the championships' clock (game-clock.c, game-champ.c) --- */ \
	X(GAME_REMINDER, "game.reminder", REPLY_NOTICE, \
	    "game number deadline timeout action limit timeouts board") \
	X(GAME_LATE, "game.late", REPLY_NOTICE, \
	    "game number deadline timeout action limit timeouts board") \
	X(GAME_TIMEOUT, "game.timeout", REPLY_NOTICE, \
	    "game number kind timeouts limit") \
	/* --- the arbiter's decisions (game-play.c) --- */ \
	X(GAME_ARBITER, "game.arbiter", REPLY_NOTICE, \
	    "game action number player kind move result deadline was " \
	    "replacement rack reason scores board") \
	X(LEAVE_OK, "leave.ok", REPLY_ITEM, "first last days left allowance") \
	X(LEAVE_NO_CHAMPIONSHIP, "leave.no-championship", REPLY_ITEM, "") \
	X(LEAVE_BAD_DATE, "leave.bad-date", REPLY_ITEM, "date") \
	X(LEAVE_PAST, "leave.past", REPLY_ITEM, "first earliest") \
	X(LEAVE_OVERLAP, "leave.overlap", REPLY_ITEM, "first last") \
	X(LEAVE_TOO_LONG, "leave.too-long", REPLY_ITEM, \
	    "days left allowance year") \
	X(CHAMP_LEAVE, "champ.leave", REPLY_NOTICE, "player first last game") \
	X(CHAMP_OVER, "champ.over", REPLY_NOTICE, \
	    "champ standings crosstable rated seed seed_hash") \
	/* --- sign-up by mail: REGISTER, CONFIRM, JOIN (account-signup.c) \
	 * --- */ \
	X(SIGNUP_USAGE, "signup.usage", REPLY_ITEM, "max") \
	X(SIGNUP_CODE, "signup.code", REPLY_ITEM, "player code hours deadline") \
	X(SIGNUP_CLOSED, "signup.closed", REPLY_ITEM, "") \
	X(SIGNUP_KNOWN_ADDRESS, "signup.known-address", REPLY_ITEM, \
	    "player addr") \
	X(SIGNUP_BAD_NAME, "signup.bad-name", REPLY_ITEM, "player max") \
	X(SIGNUP_NAME_TAKEN, "signup.name-taken", REPLY_ITEM, "player") \
	X(SIGNUP_TOO_MANY, "signup.too-many", REPLY_ITEM, "max") \
	X(CONFIRM_USAGE, "confirm.usage", REPLY_ITEM, "") \
	X(CONFIRM_PENDING, "confirm.pending", REPLY_ITEM, "player") \
	X(CONFIRM_APPROVED, "confirm.approved", REPLY_ITEM, "player") \
	X(CONFIRM_NO_REQUEST, "confirm.no-request", REPLY_ITEM, "addr") \
	X(CONFIRM_EXPIRED, "confirm.expired", REPLY_ITEM, "player") \
	X(CONFIRM_BAD_CODE, "confirm.bad-code", REPLY_ITEM, "player tries") \
	X(CONFIRM_VOIDED, "confirm.voided", REPLY_ITEM, "player") \
	X(CONFIRM_NAME_TAKEN, "confirm.name-taken", REPLY_ITEM, "player") \
	X(JOIN_USAGE, "join.usage", REPLY_ITEM, "") \
	X(JOIN_OK, "join.ok", REPLY_ITEM, "player champ") \
	X(JOIN_UNKNOWN, "join.unknown", REPLY_ITEM, "champ") \
	X(JOIN_NOT_OPEN, "join.not-open", REPLY_ITEM, "champ") \
	X(JOIN_STARTED, "join.started", REPLY_ITEM, "champ") \
	X(JOIN_ALREADY, "join.already", REPLY_ITEM, "champ") \
	/* the mails of an account: kind account */ \
	X(SIGNUP_WELCOME, "signup.welcome", REPLY_NOTICE, \
	    "player password addr") \
	X(SIGNUP_REJECTED, "signup.rejected", REPLY_NOTICE, "player reason") \
	/* the organiser's: kind organiser */ \
	/* the clock did not run: the championships' deadlines moved on \
	 * (game-clock.c) */ \
	X(ORGANISER_DOWNTIME, "organiser.downtime", REPLY_NOTICE, \
	    "since until hours games") \
	/* a championship's last game ended (game-champ.c) */ \
	X(ORGANISER_CHAMP_OVER, "organiser.champ-over", REPLY_NOTICE, \
	    "champ standings rated players") \
	X(ORGANISER_SIGNUP, "organiser.signup", REPLY_NOTICE, \
	    "player email realname decision") \
	X(ORGANISER_JOIN, "organiser.join", REPLY_NOTICE, \
	    "player email realname champ")

/* No longer written; worded still, for replies queued as XML before.
 * round.announce: a round's puzzle, before round.bulletin carried the
 * published announcement (kind round or results); champ.downtime: the
 * organiser's downtime notice of kind game, before organiser.downtime. */
#define REPLY_CODES_KEPT(X) \
	X(ROUND_ANNOUNCE, "round.announce", REPLY_NOTICE, \
	    "contest round variant board rack rack2 deadline address seed_hash") \
	X(CHAMP_DOWNTIME, "champ.downtime", REPLY_NOTICE, \
	    "since until hours games")

/* The kinds of mail (report_reply_set_kind): X(ID, "kind").  Every kind
 * but "reply" has an opening sentence in each language. */
#define REPLY_KINDS(X) \
	X(REPLY, "reply")		/* the answer to a mail */ \
	X(ROUND, "round")		/* a contest's round */ \
	X(RESULTS, "results")		/* a round's results (and the next) */ \
	X(REMINDER, "reminder")		/* a round's deadline is near */ \
	X(GAME, "game")			/* a game's news */ \
	X(CHAMPIONSHIP, "championship")	/* a championship's end: the final \
					   standings to its players */ \
	X(ACCOUNT, "account")		/* a player's account: welcome, \
					   refusal, sign-on news */ \
	X(HELD, "held")			/* the organiser's decision on an \
					   entry held for its sender's \
					   authentication */ \
	X(OVER, "over")			/* a contest the arbiter ended (a \
					   natural end comes with its last \
					   results, kind results) */ \
	X(ORGANISER, "organiser")	/* a note for the organiser (its own \
					   closing and footer) */

/* Worded by the templates, written by nobody (none at present). */
#define REPLY_KINDS_KEPT(X)

#define REPLY_CODE_CONSTANT(id, code, where, args) \
	static const char RC_##id[] = code;
REPLY_CODES(REPLY_CODE_CONSTANT)
REPLY_CODES_KEPT(REPLY_CODE_CONSTANT)
#undef REPLY_CODE_CONSTANT

#define REPLY_KIND_CONSTANT(id, kind) \
	static const char RK_##id[] = kind;
REPLY_KINDS(REPLY_KIND_CONSTANT)
REPLY_KINDS_KEPT(REPLY_KIND_CONSTANT)
#undef REPLY_KIND_CONSTANT

#endif
