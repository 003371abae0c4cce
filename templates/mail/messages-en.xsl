<?xml version="1.0" encoding="UTF-8"?>
<!-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).

     messages-en.xsl: the English words of the replies, imported by
     reply.xsl; the same templates as messages-ro.xsl, in mode "en" (see
     there how to reword them: one sentence per line inside its template,
     a line break is <xsl:text>&#10;</xsl:text>). -->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform">

  <!-- The fixed pieces of the reply. -->
  <xsl:template match="reply" mode="en">
    <xsl:param name="what"/>
    <xsl:choose>
      <!-- The pieces every answer asks for first, in the order it asks
           for them (each xsl:when is a test at every use). -->
      <xsl:when test="$what = 'greeting'">
        <xsl:text>Hello</xsl:text>
        <xsl:if test="normalize-space(to/@name) != ''">
          <xsl:text> </xsl:text>
          <xsl:value-of select="normalize-space(to/@name)"/>
        </xsl:if>
        <xsl:text>,</xsl:text>
      </xsl:when>
      <xsl:when test="$what = 'intro'">This is what happened with each command of your mail:</xsl:when>
      <xsl:when test="$what = 'closing'">
        <xsl:choose>
          <xsl:when test="@kind = 'organiser'">scrabmail</xsl:when>
          <xsl:otherwise>Regards,<xsl:text>&#10;</xsl:text>The arbiter</xsl:otherwise>
        </xsl:choose>
      </xsl:when>
      <xsl:when test="$what = 'footer'">
        <xsl:choose>
          <xsl:when test="@kind = 'organiser'">The commands: scrabmail --help; the manual: man scrabmail.</xsl:when>
          <xsl:otherwise>Help: send a mail that holds only the line HELP.</xsl:otherwise>
        </xsl:choose>
      </xsl:when>
      <xsl:when test="$what = 'other-language'">
        <xsl:choose>
          <xsl:when test="@kind = 'organiser'">In English: these notes are written in the language of the lang setting (scrabmail.conf).</xsl:when>
          <xsl:when test="(@kind = 'round' or @kind = 'results' or @kind = 'reminder' or @kind = 'over' or @kind = 'held' or item/args/@contest)">In English: this contest writes its mails in Romanian; the commands work in English too (ROUND, NAME, HELP).</xsl:when>
          <xsl:otherwise>In English: after SIGNON, the command LANGUAGE en brings your mails in English.</xsl:otherwise>
        </xsl:choose>
      </xsl:when>
      <xsl:when test="$what = 'subject'">Reply to your commands</xsl:when>
      <xsl:when test="$what = 'opening'">
        <xsl:choose>
          <xsl:when test="@kind = 'round'">Here is a new round for you to solve.</xsl:when>
          <xsl:when test="@kind = 'results'">Here are the results of the round just closed<xsl:if test="notice[@code='round.announce' or @code='round.bulletin']">, and the next round</xsl:if>.</xsl:when>
          <xsl:when test="@kind = 'reminder'">A reminder about the deadline of the current round.</xsl:when>
          <xsl:when test="@kind = 'over'">The contest is over. Thank you for taking part!</xsl:when>
          <xsl:when test="@kind = 'held'">News of an entry held for checking.</xsl:when>
          <xsl:when test="@kind = 'championship'">The championship is over. Thank you for taking part!</xsl:when>
          <xsl:when test="@kind = 'game'">News of your game by mail.</xsl:when>
          <xsl:when test="@kind = 'account'">News of your player account.</xsl:when>
          <xsl:when test="@kind = 'organiser'">A note for the organiser.</xsl:when>
        </xsl:choose>
      </xsl:when>
      <xsl:when test="$what = 'heading'">========================== English version ===========================</xsl:when>
      <xsl:when test="$what = 'page'">On the web:</xsl:when>
      <xsl:when test="$what = 'legend-last'">the last move</xsl:when>
      <xsl:when test="$what = 'legend-tw'">word ×3</xsl:when>
      <xsl:when test="$what = 'legend-dw'">word ×2</xsl:when>
      <xsl:when test="$what = 'legend-tl'">letter ×3</xsl:when>
      <xsl:when test="$what = 'legend-dl'">letter ×2</xsl:when>
    </xsl:choose>
  </xsl:template>

  <!-- Answers to command lines. -->
  <xsl:template match="item[@code='help']" mode="en"><xsl:for-each select="args"><xsl:choose><xsl:when test="@context = 'player' and @games = '0' and @contests = '0'">You are not playing any game by mail now, and no contest you can send moves to is open. The commands are below.</xsl:when><xsl:when test="@context = 'player' and @games = '0'">You are not playing any game by mail now. The contests you can send moves to:</xsl:when><xsl:when test="@context = 'player'">What you can do now:</xsl:when><xsl:otherwise><xsl:choose><xsl:when test="@context = 'known'">You write from a registered player's address: put the line SIGNON player password before the line HELP, and the answer will show your games too.</xsl:when><xsl:when test="@signup = '1'">You are not a registered player. Open contests take moves without registering (ROUND); to play games by mail, send REGISTER name [real name] from your address.</xsl:when><xsl:otherwise>You are not a registered player. Open contests take moves without registering (ROUND); to play games by mail, ask the organiser to register you.</xsl:otherwise></xsl:choose><xsl:if test="@contests != '0'"> The contests you can send moves to:</xsl:if></xsl:otherwise></xsl:choose></xsl:for-each></xsl:template>

  <xsl:template match="item[@code='help.commands']" mode="en">
    <xsl:text>Write one command per line, at the start of the mail, in English or in Romanian (the Romanian word is in brackets).&#10;&#10;</xsl:text>
    <xsl:text>Your account:&#10;</xsl:text>
    <xsl:text>  HELP (AJUTOR) - this help, with your games and contests;&#10;</xsl:text>
    <xsl:text>  SIGNON player password - identifies you as the registered player of that name; commands that need it go after this line;&#10;</xsl:text>
    <xsl:text>  PASSWORD new-password (PAROLA) - changes your password, after SIGNON;&#10;</xsl:text>
    <xsl:text>  LANGUAGE ro|en (LIMBA) - the language of your mails, after SIGNON;&#10;</xsl:text>
    <xsl:text>  WHOAMI (CINESUNT) - shows who the arbiter takes you to be;&#10;</xsl:text>
    <xsl:text>  SIGNOFF (GATA) - the end of the commands: what follows is not read.&#10;</xsl:text>
    <xsl:if test="args/@signup = '1'">
      <xsl:text>  REGISTER name [real name] (INSCRIERE) - ask to become a player, from an address that is no player's; the answer brings a code;&#10;</xsl:text>
      <xsl:text>  CONFIRM code (CONFIRMARE) - send the code back, from the same address;&#10;</xsl:text>
      <xsl:text>  JOIN championship (INTRU) - enters you in a championship that takes entries by mail, after SIGNON.&#10;</xsl:text>
    </xsl:if>
    <xsl:text>&#10;Games by mail, after SIGNON:&#10;</xsl:text>
    <xsl:text>  LIST (LISTA) - your games and contests: whose turn, the deadline, the score;&#10;</xsl:text>
    <xsl:text>  MOVE game number move (MUTARE) - for example MOVE 12 7 H8 CASA: in game 12, its move 7, the word CASA from H8;&#10;</xsl:text>
    <xsl:text>  EXCHANGE game number letters (SCHIMB), PASS game number (PAS), RESIGN game (ABANDON);&#10;</xsl:text>
    <xsl:text>  STATUS [game] (STARE), HISTORY game (ISTORIC), RESEND [game] (RETRIMITE) - the position, the moves and messages, the position mailed again;&#10;</xsl:text>
    <xsl:text>  MESSAGE game text (MESAJ) - a message to your opponents in the game; the text may go on over the next lines, up to an empty line;&#10;</xsl:text>
    <xsl:text>  NAME real name (NUME) - the name the mails greet you by and the standings show;&#10;</xsl:text>
    <xsl:text>  LEAVE days [first-day] (VACANTA) - days of absence in a championship.&#10;</xsl:text>
    <xsl:text>&#10;Duplicate contests:&#10;</xsl:text>
    <xsl:text>  ROUND n move (TUR) - your move for round n, for example ROUND 7 H8 CASA 8: the square, the whole word, the score;&#10;</xsl:text>
    <xsl:text>  NAME your name (NUME) - your name in the contest's standings;&#10;</xsl:text>
    <xsl:text>  CONTEST name (CONCURS) - the contest the next lines are for, when you play in several;&#10;</xsl:text>
    <xsl:text>  STOP - no more rounds of an open contest.</xsl:text>
  </xsl:template>

  <xsl:template match="item[@code='help.game']" mode="en"><xsl:for-each select="args">Game <xsl:value-of select="@id"/>, with <xsl:value-of select="@opponents"/>: <xsl:choose><xsl:when test="@mine = '1'">it is your turn, move <xsl:value-of select="@number"/><xsl:if test="@deadline != ''">, due by <xsl:value-of select="@deadline"/></xsl:if>. Write, after SIGNON: MOVE <xsl:value-of select="@id"/><xsl:text> </xsl:text><xsl:value-of select="@number"/>, then the square and the word (for example MOVE <xsl:value-of select="@id"/><xsl:text> </xsl:text><xsl:value-of select="@number"/> H8 CASA), or EXCHANGE <xsl:value-of select="@id"/><xsl:text> </xsl:text><xsl:value-of select="@number"/> LETTERS, or PASS <xsl:value-of select="@id"/><xsl:text> </xsl:text><xsl:value-of select="@number"/>.</xsl:when><xsl:otherwise><xsl:value-of select="@to_move"/> is to play move <xsl:value-of select="@number"/><xsl:if test="@deadline != ''">, due by <xsl:value-of select="@deadline"/></xsl:if>. We will write when it is your turn; meanwhile MESSAGE <xsl:value-of select="@id"/> followed by a text sends your <xsl:choose><xsl:when test="contains(@opponents, ', ')">opponents</xsl:when><xsl:otherwise>opponent</xsl:otherwise></xsl:choose> a message.</xsl:otherwise></xsl:choose></xsl:for-each></xsl:template>


  <xsl:template match="item[@code='help.contest']" mode="en"><xsl:for-each select="args">Contest "<xsl:value-of select="@name"/>": <xsl:choose><xsl:when test="@current = '0'">the next round is not open yet; it will be mailed to you when it starts.</xsl:when><xsl:otherwise><xsl:if test="@entered = '1'">your move for round <xsl:value-of select="@current"/> has arrived; another move sent for the same round replaces it. </xsl:if><xsl:if test="@entered != '1'">round <xsl:value-of select="@current"/> is open. </xsl:if>The deadline: <xsl:choose><xsl:when test="@deadline != ''"><xsl:value-of select="@deadline"/></xsl:when><xsl:otherwise>the one in the round's announcement</xsl:otherwise></xsl:choose>. Write the move like this: <xsl:if test="@several = '1'">CONTEST <xsl:value-of select="@name"/> on a line, then </xsl:if>ROUND <xsl:value-of select="@current"/> H8 CASA 8 (the square, the whole word, the score)<xsl:if test="@tactic = '1'">, and the second move on the next line</xsl:if>.</xsl:otherwise></xsl:choose></xsl:for-each></xsl:template>

  <xsl:template match="item[@code='list']" mode="en"><xsl:for-each select="args"><xsl:if test="@context = 'known'">To see your games too, put the line SIGNON player password before the line LIST. </xsl:if><xsl:choose><xsl:when test="@games = '0' and @contests = '0' and @context = 'player'">You are not playing any game by mail now, and no contest you can send moves to is open.</xsl:when><xsl:when test="@games = '0' and @contests = '0'">No contest you can send moves to from this address is open.</xsl:when><xsl:when test="@games = '0' and @context = 'player'">You are not playing any game by mail now. The contests you can send moves to:</xsl:when><xsl:when test="@games = '0'">The contests you can send moves to:</xsl:when><xsl:when test="@contests = '0'">Your games, those where it is your turn first:</xsl:when><xsl:otherwise>Your games, those where it is your turn first, then the contests you can send moves to:</xsl:otherwise></xsl:choose></xsl:for-each></xsl:template>

  <xsl:template match="item[@code='list.game']" mode="en"><xsl:for-each select="args">Game <xsl:value-of select="@id"/><xsl:if test="@variant = 'maruntel'"> (liber mărunțel)</xsl:if>, with <xsl:value-of select="@opponents"/>: <xsl:choose><xsl:when test="@mine = '1'">your turn, move <xsl:value-of select="@number"/></xsl:when><xsl:otherwise><xsl:value-of select="@to_move"/> is to play move <xsl:value-of select="@number"/></xsl:otherwise></xsl:choose><xsl:choose><xsl:when test="@deadline != ''">, due by <xsl:value-of select="@deadline"/></xsl:when><xsl:otherwise>, no deadline</xsl:otherwise></xsl:choose>. Score: <xsl:value-of select="@scores"/>.</xsl:for-each></xsl:template>

  <xsl:template match="item[@code='list.contest']" mode="en"><xsl:for-each select="args">Contest "<xsl:value-of select="@name"/>": <xsl:choose><xsl:when test="@current = '0'">the next round is not open yet.</xsl:when><xsl:otherwise>round <xsl:value-of select="@current"/><xsl:if test="@deadline != ''">, due by <xsl:value-of select="@deadline"/></xsl:if>; <xsl:choose><xsl:when test="@entered = '1'">your move has arrived.</xsl:when><xsl:otherwise>you have not sent your move yet (ROUND <xsl:value-of select="@current"/> move).</xsl:otherwise></xsl:choose></xsl:otherwise></xsl:choose></xsl:for-each></xsl:template>

  <xsl:template match="item[@code='message.ok']" mode="en"><xsl:for-each select="args">Your message in game <xsl:value-of select="@game"/> was sent to <xsl:value-of select="@to"/>. The text sent:&#10;<xsl:value-of select="@text"/></xsl:for-each></xsl:template>
  <xsl:template match="item[@code='message.usage']" mode="en">MESSAGE is written: MESSAGE game text, after SIGNON (for example: MESSAGE 12 Nice move!). The text may go on over the next lines, up to an empty line. Nothing was sent.</xsl:template>
  <xsl:template match="item[@code='message.game-over']" mode="en"><xsl:for-each select="args">Game <xsl:value-of select="@game"/> is over, so the message was not sent: messages go only to games in play.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='message.empty']" mode="en"><xsl:for-each select="args">The message for game <xsl:value-of select="@game"/> has no text, so it was not sent. Write the text after the game's number: MESSAGE <xsl:value-of select="@game"/> your text.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='message.too-long']" mode="en"><xsl:for-each select="args">The message for game <xsl:value-of select="@game"/> is too long (<xsl:call-template name="en.nr"><xsl:with-param name="n" select="@length"/><xsl:with-param name="one" select="'character'"/><xsl:with-param name="many" select="'characters'"/></xsl:call-template>, <xsl:call-template name="en.nr"><xsl:with-param name="n" select="@lines"/><xsl:with-param name="one" select="'line'"/><xsl:with-param name="many" select="'lines'"/></xsl:call-template>), so it was not sent. A message has at most <xsl:call-template name="en.nr"><xsl:with-param name="n" select="@max"/><xsl:with-param name="one" select="'character'"/><xsl:with-param name="many" select="'characters'"/></xsl:call-template> and at most <xsl:call-template name="en.nr"><xsl:with-param name="n" select="@max_lines"/><xsl:with-param name="one" select="'line'"/><xsl:with-param name="many" select="'lines'"/></xsl:call-template>; shorten it or split it in several.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='message.too-many']" mode="en"><xsl:for-each select="args"><xsl:choose><xsl:when test="@max = '0'">The organiser does not allow messages between players, so the message for game <xsl:value-of select="@game"/> was not sent.</xsl:when><xsl:otherwise>You have already sent <xsl:call-template name="en.nr"><xsl:with-param name="n" select="@max"/><xsl:with-param name="one" select="'message'"/><xsl:with-param name="many" select="'messages'"/></xsl:call-template> in the last 24 hours, as many as the organiser allows, so the message for game <xsl:value-of select="@game"/> was not sent.<xsl:if test="@next != ''"> You may send again after <xsl:value-of select="@next"/>.</xsl:if></xsl:otherwise></xsl:choose></xsl:for-each></xsl:template>

  <xsl:template match="item[@code='signon.ok']" mode="en">You are signed on as player <xsl:value-of select="arg[@name='player']"/>.</xsl:template>

  <xsl:template match="item[@code='signon.unknown-player']" mode="en">There is no registered player called "<xsl:value-of select="arg[@name='player']"/>". Check the spelling, or ask the organiser to register you.</xsl:template>

  <xsl:template match="item[@code='signon.bad-password']" mode="en">That is not the password of player <xsl:value-of select="arg[@name='player']"/>, so you are not signed on and the commands that need it were not carried out. Check the password and send them again.</xsl:template>

  <xsl:template match="item[@code='signon.usage']" mode="en">SIGNON is written: SIGNON player password (for example: SIGNON popescu.ion my-password).</xsl:template>

  <xsl:template match="item[@code='signon.needed']" mode="en">The command <xsl:value-of select="arg[@name='cmd']"/> needs you to sign on first: put a line SIGNON player password before it. It was not carried out.</xsl:template>

  <xsl:template match="item[@code='password.ok']" mode="en">Your password has been changed. Use the new one from now on.</xsl:template>

  <xsl:template match="item[@code='password.usage']" mode="en">PASSWORD is written: PASSWORD new-password, on a line after SIGNON.</xsl:template>

  <xsl:template match="item[@code='password.too-long']" mode="en">The new password is too long: at most <xsl:value-of select="arg[@name='max']"/> bytes. The old password stays valid.</xsl:template>
  <xsl:template match="item[@code='password.too-short']" mode="en">The new password is too short: it needs at least <xsl:call-template name="en.nr"><xsl:with-param name="n" select="arg[@name='min']"/><xsl:with-param name="one" select="'character'"/><xsl:with-param name="many" select="'characters'"/></xsl:call-template>. The old password stays valid.</xsl:template>

  <xsl:template match="item[@code='password.same-as-name']" mode="en">The new password cannot be the same as the player name. The old password stays valid.</xsl:template>

  <xsl:template match="item[@code='password.bad-chars']" mode="en">The new password must not hold spaces or control characters. The old password is still valid.</xsl:template>

  <xsl:template match="notice[@code='signon.warning']" mode="en-subject"><xsl:for-each select="args">Wrong passwords for player <xsl:value-of select="@player"/></xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='signon.warning']" mode="en"><xsl:for-each select="args">Someone writing from <xsl:value-of select="@from"/> tried to sign on as player <xsl:value-of select="@player"/> and gave a wrong password <xsl:call-template name="en.nr"><xsl:with-param name="n" select="@failures"/><xsl:with-param name="one" select="'time'"/><xsl:with-param name="many" select="'times'"/></xsl:call-template> in a row. Signing on as <xsl:value-of select="@player"/> from that address is now blocked for <xsl:call-template name="en.nr"><xsl:with-param name="n" select="@minutes"/><xsl:with-param name="one" select="'minute'"/><xsl:with-param name="many" select="'minutes'"/></xsl:call-template>. Your registered address, where this mail goes, is not blocked: you can sign on as usual. If it was you, wait and try again; if it was not, it is best to choose a new password (a SIGNON line, then PASSWORD new-password) and tell the organiser. We write about this at most once a day.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='signon.no-password']" mode="en">Player <xsl:value-of select="arg[@name='player']"/> has no password yet, so you cannot sign on. Ask the organiser for one.</xsl:template>

  <xsl:template match="item[@code='signon.locked']" mode="en">Too many wrong passwords for player <xsl:value-of select="arg[@name='player']"/> came from this address, so signing on as <xsl:value-of select="arg[@name='player']"/> from it is blocked for another <xsl:call-template name="en.nr"><xsl:with-param name="n" select="arg[@name='minutes']"/><xsl:with-param name="one" select="'minute'"/><xsl:with-param name="many" select="'minutes'"/></xsl:call-template>. Try again after that; if it was not you, tell the organiser.</xsl:template>

  <xsl:template match="item[@code='signoff.ok']" mode="en">The end of the commands.</xsl:template>

  <xsl:template match="item[@code='stop.ok']" mode="en">From now on you will not be sent the results and the next rounds of the contest: <xsl:value-of select="arg[@name='contests']"/>. To play again, send a move for the current round (ROUND n move) and you will receive them again.</xsl:template>

  <xsl:template match="item[@code='stop.none']" mode="en">This address plays in no running open contest, so there was nothing to stop.</xsl:template>

  <xsl:template match="item[@code='language.ok']" mode="en">From your next mail on, your mails come in <xsl:choose><xsl:when test="arg[@name='lang'] = 'en'">English</xsl:when><xsl:otherwise>Romanian</xsl:otherwise></xsl:choose>.</xsl:template>

  <xsl:template match="item[@code='language.usage']" mode="en">LANGUAGE is written: LANGUAGE ro or LANGUAGE en, on a line after SIGNON.</xsl:template>

  <xsl:template match="item[@code='whoami.player']" mode="en">You are player <xsl:value-of select="arg[@name='player']"/>, registered with the address <xsl:value-of select="arg[@name='email']"/>.</xsl:template>

  <xsl:template match="item[@code='whoami.anonymous']" mode="en">You are not signed on. This mail came from <xsl:value-of select="arg[@name='addr']"/>; to sign on, send the line SIGNON player password.</xsl:template>

  <xsl:template match="item[@code='cmd.unknown']" mode="en">I do not know the command "<xsl:value-of select="arg[@name='word']"/>". Send HELP for the list of commands.</xsl:template>

  <xsl:template match="item[@code='cmd.ambiguous']" mode="en">"<xsl:value-of select="arg[@name='word']"/>" could be the start of several commands (<xsl:value-of select="arg[@name='candidates']"/>); write more of the command.</xsl:template>

  <xsl:template match="item[@code='cmd.too-many']" mode="en">Too many commands in one mail: only the first <xsl:value-of select="arg[@name='max']"/> were carried out, not this one nor those after it. Send them in another mail.</xsl:template>

  <xsl:template match="notice[@code='cmd.ignored-after-signoff']" mode="en">The lines after SIGNOFF were not read: the commands end there.</xsl:template>

  <xsl:template match="item[@code='cmd.password-line']" mode="en"><xsl:choose><xsl:when test="arg[@name='cmd'] = 'PASSWORD'">This line was not read, and it is not shown: it follows a PASSWORD command without the new password, so it may be the password itself. Write the new password on the same line as the command: PASSWORD new-password.</xsl:when><xsl:otherwise>This line was not read, and it is not shown: it follows a SIGNON command without a password, so it may be the password itself. Write the password on the same line as the command: SIGNON player password (for example: SIGNON popescu.ion my-password).</xsl:otherwise></xsl:choose></xsl:template>
  <xsl:template match="notice[@code='cmd.end']" mode="en">The line "<xsl:value-of select="arg[@name='line']"/>" is not a command, so the commands of your mail end there<xsl:if test="arg[@name='rest'] != ''">; the lines after it were not read</xsl:if>. If you meant a command, send it again on a line of its own (HELP lists the commands).</xsl:template>

  <xsl:template match="item[@code='cmd.move-hint-game']" mode="en">This line looks like a move, but the command is missing. It is your turn in game <xsl:value-of select="arg[@name='game']"/>; write it like this: MOVE <xsl:value-of select="arg[@name='game']"/><xsl:text> </xsl:text><xsl:value-of select="arg[@name='number']"/><xsl:text> </xsl:text><xsl:value-of select="arg[@name='move']"/></xsl:template>

  <xsl:template match="item[@code='cmd.move-hint-round']" mode="en">This line looks like a move for the contest "<xsl:value-of select="arg[@name='contest']"/>", but the round number is missing. Write it like this: ROUND <xsl:value-of select="arg[@name='round']"/><xsl:text> </xsl:text><xsl:value-of select="arg[@name='move']"/></xsl:template>

  <xsl:template match="item[@code='cmd.move-hint']" mode="en">This line looks like a move, but I do not know which game it is for. For a game write MOVE, the game's number, the move's number and the move, for example MOVE 12 5 <xsl:value-of select="arg[@name='move']"/> (after SIGNON); for a contest round write ROUND, the round's number and the move, for example ROUND 3 <xsl:value-of select="arg[@name='move']"/>.</xsl:template>

  <!-- Remarks about the mail as a whole. -->
  <xsl:template match="notice[@code='mail.no-commands']" mode="en">I found no command in your mail. Write the commands as plain text, one per line, at the start of the mail; send HELP for the list of commands.</xsl:template>

  <xsl:template match="notice[@code='mail.too-big']" mode="en">Your mail is too big (<xsl:value-of select="arg[@name='size']"/> KB; the limit is <xsl:value-of select="arg[@name='max']"/> KB) and was not read. Send the commands in a shorter mail, without attachments.</xsl:template>

  <xsl:template match="notice[@code='mail.unreadable']" mode="en">Your mail could not be read (<xsl:value-of select="arg[@name='detail']"/>). Please send it again as plain text.</xsl:template>

  <xsl:template match="notice[@code='mail.no-text']" mode="en">Your mail has no text part I can read (only attachments, for example). Write the commands in the body of the mail.</xsl:template>

  <xsl:template match="notice[@code='mail.too-many-lines']" mode="en">Your mail has too many lines (the limit is <xsl:value-of select="arg[@name='max']"/>); only the first <xsl:value-of select="arg[@name='max']"/> were read.</xsl:template>

  <xsl:template match="notice[@code='mail.other-address']" mode="en">This mail came from <xsl:value-of select="arg[@name='from']"/>, which is not your registered address; a copy of this reply also goes to your registered address, <xsl:value-of select="arg[@name='registered']"/>.</xsl:template>

  <xsl:template match="notice[@code='mail.copy-for-registered']" mode="en">You receive this copy at your registered address because the mail answered here was sent in your name from <xsl:value-of select="arg[@name='from']"/>. If you did not send it, change your password and tell the organiser.</xsl:template>

  <!-- ================= Duplicate contests ================= -->
  <!-- Shared pieces (see messages-ro.xsl for the arguments). -->

  <!-- n followed by its noun (by default "point", "points"), singular
       for 1. -->
  <xsl:template name="en.nr">
    <xsl:param name="n"/>
    <xsl:param name="one" select="'point'"/>
    <xsl:param name="many" select="'points'"/>
    <xsl:value-of select="$n"/>
    <xsl:text> </xsl:text>
    <xsl:choose>
      <xsl:when test="$n = 1 or $n = -1">
        <xsl:value-of select="$one"/>
      </xsl:when>
      <xsl:otherwise>
        <xsl:value-of select="$many"/>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- "1st", "2nd", "3rd", "4th", "11th", "101st"; a value that is not a
       whole number as it is. -->
  <xsl:template name="en.ordinal">
    <xsl:param name="n"/>
    <xsl:variable name="v" select="number($n)"/>
    <xsl:value-of select="$n"/>
    <xsl:if test="$v = floor($v) and $v &gt; 0">
      <xsl:choose>
        <xsl:when test="$v mod 100 &gt;= 11 and $v mod 100 &lt;= 13">th</xsl:when>
        <xsl:when test="$v mod 10 = 1">st</xsl:when>
        <xsl:when test="$v mod 10 = 2">nd</xsl:when>
        <xsl:when test="$v mod 10 = 3">rd</xsl:when>
        <xsl:otherwise>th</xsl:otherwise>
      </xsl:choose>
    </xsl:if>
  </xsl:template>

  <!-- 'round 7 of the "Flacăra" contest' -->
  <xsl:template name="en.round-of">
    <xsl:text>round </xsl:text>
    <xsl:value-of select="@round"/>
    <xsl:text> of the "</xsl:text>
    <xsl:value-of select="@contest"/>
    <xsl:text>" contest</xsl:text>
  </xsl:template>

  <xsl:template name="en.claimed">
    <xsl:choose>
      <xsl:when test="@claimed != ''"> (claimed score: <xsl:value-of select="@claimed"/>)</xsl:when>
      <xsl:otherwise> (no score claimed)</xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <xsl:template name="en.deadline">
    <xsl:text>the deadline</xsl:text>
    <xsl:if test="@deadline != ''">
      <xsl:text> (</xsl:text>
      <xsl:value-of select="@deadline"/>
      <xsl:text>)</xsl:text>
    </xsl:if>
  </xsl:template>

  <xsl:template name="en.until-deadline">All entries are judged after <xsl:call-template name="en.deadline"/>; until then, a new entry for the same round replaces this one.</xsl:template>

  <xsl:template name="en.how-to">
    <xsl:param name="round" select="'7'"/>
    <xsl:param name="tactic" select="false()"/>
    <xsl:text>&#10;  TUR </xsl:text>
    <xsl:value-of select="$round"/>
    <xsl:text>&#10;  H8 CASA 8&#10;</xsl:text>
    <xsl:if test="$tactic">
      <xsl:text>  9G TEI 6&#10;  TOTAL 14&#10;</xsl:text>
    </xsl:if>
    <xsl:choose>
      <xsl:when test="$tactic">that is, the round number (TUR or ROUND) on the first line, then the two moves, each on its own line, in the order you play them: the square of the first letter (H8 for a word across, 8H for a word down), the whole word, including the letters already on the board, and the move's score; on the last line, TOTAL and the sum of the two scores.</xsl:when>
      <xsl:otherwise>that is, the round number (TUR or ROUND) on the first line and the move on the next: the square of the first letter (H8 for a word across, 8H for a word down), the whole word, including the letters already on the board, and the score you claim.</xsl:otherwise>
    </xsl:choose>
    <xsl:text> Mark a blank with 0 after the letter it stands for (C0ASA), or as a lower-case letter in a word written in capitals (cASA).</xsl:text>
  </xsl:template>

  <xsl:template name="en.variant-name">
    <xsl:param name="v"/>
    <xsl:choose>
      <xsl:when test="$v = 'classic' or $v = ''">classic duplicate</xsl:when>
      <xsl:when test="$v = 'metagrama' or $v = 'metagramă'">duplicate, metagramă variant</xsl:when>
      <xsl:otherwise>duplicate, <xsl:value-of select="$v"/> variant</xsl:otherwise>
    </xsl:choose>
  </xsl:template>
  <xsl:template name="en.variant-rule">
    <xsl:param name="v"/>
    <xsl:choose>
      <xsl:when test="$v = 'classic' or $v = ''">Everyone has the same letters; each entrant scores their own move, and the top move is played on the board for the next round.</xsl:when>
      <xsl:when test="$v = 'top'">Top variant: the ranking counts the top moves found, not the points.</xsl:when>
      <xsl:when test="$v = 'eliptic'">Eliptic variant: 8 letters are drawn; use at most 7 of them.</xsl:when>
      <xsl:when test="$v = 'completiv'">Completiv variant: 6 letters are drawn; you choose the seventh from the letters left in the bag.</xsl:when>
      <xsl:when test="$v = 'superjoker'">Superjoker variant: 5 letters are drawn; you choose the other two from the letters left in the bag.</xsl:when>
      <xsl:when test="$v = 'tactic'">Tactic variant: play two moves in a row, one with the letters of each group (the second on the board left by the first); give the score of each; the round's score is their total.</xsl:when>
      <xsl:when test="$v = 'metagrama' or $v = 'metagramă'">Metagramă variant: you may swap one of these letters (any one) for one letter left in the bag, then play with the letters you get.</xsl:when>
    </xsl:choose>
  </xsl:template>

  <xsl:template name="en.percent">
    <xsl:param name="p"/>
    <xsl:value-of select="translate($p, '%', '')"/>
    <xsl:text>%</xsl:text>
  </xsl:template>

  <!-- Answers to the lines of an entry. -->
  <xsl:template match="item[@code='round.received']" mode="en"><xsl:for-each select="args">We have received your entry for <xsl:call-template name="en.round-of"/>: <xsl:value-of select="@move"/><xsl:call-template name="en.claimed"/>. <xsl:call-template name="en.until-deadline"/></xsl:for-each></xsl:template>

  <xsl:template match="item[@code='round.received-judged']" mode="en">
    <xsl:for-each select="args">
      <xsl:text>We have received your entry for </xsl:text>
      <xsl:call-template name="en.round-of"/>
      <xsl:text>: </xsl:text>
      <xsl:value-of select="@move"/>
      <xsl:call-template name="en.claimed"/>
      <xsl:text>. </xsl:text>
      <xsl:choose>
        <xsl:when test="@valid = 'yes'">
          <xsl:text>The move is valid and scores </xsl:text>
          <xsl:call-template name="en.nr">
            <xsl:with-param name="n" select="@score"/>
          </xsl:call-template>
          <xsl:text>.</xsl:text>
          <xsl:if test="@claimed != '' and
              number(@claimed) != number(@score)">
            <xsl:text> Note: the score you claimed (</xsl:text>
            <xsl:value-of select="@claimed"/>
            <xsl:text>) is not the right one.</xsl:text>
          </xsl:if>
          <xsl:text> Until </xsl:text>
          <xsl:call-template name="en.deadline"/>
          <xsl:text> you may send another entry for the same round, which will replace this one.</xsl:text>
        </xsl:when>
        <xsl:otherwise>
          <xsl:text>The move is not valid</xsl:text>
          <xsl:choose>
            <xsl:when test="@reason != ''">
              <xsl:text>: </xsl:text>
              <xsl:call-template name="end-sentence">
                <xsl:with-param name="s" select="normalize-space(@reason)"/>
              </xsl:call-template>
            </xsl:when>
            <xsl:otherwise>.</xsl:otherwise>
          </xsl:choose>
          <xsl:text> As it stands it would score 0; until </xsl:text>
          <xsl:call-template name="en.deadline"/>
          <xsl:text> you may send another entry, which will replace this one.</xsl:text>
        </xsl:otherwise>
      </xsl:choose>
    </xsl:for-each>
  </xsl:template>

  <xsl:template match="item[@code='round.replaced']" mode="en"><xsl:for-each select="args">We have received your new entry for <xsl:call-template name="en.round-of"/>: <xsl:value-of select="@move"/><xsl:call-template name="en.claimed"/>. It replaces the one you sent before, <xsl:value-of select="@previous"/>. <xsl:call-template name="en.until-deadline"/></xsl:for-each></xsl:template>

  <xsl:template match="item[@code='round.held']" mode="en"><xsl:for-each select="args">Your entry for <xsl:call-template name="en.round-of"/>, <xsl:value-of select="@move"/><xsl:call-template name="en.claimed"/>, is held and does not count for now: the mail server that received it could not confirm that it was sent from the mailbox <xsl:value-of select="@address"/> (the <xsl:value-of select="@what"/> check failed). Anyone can write an address on a mail's From line, so an entry counts only when it comes from the mailbox itself; the organiser may still accept this one. If you did not send it, someone else used your address; your own entries are not affected.&#10;&#10;What to do: send your entries from <xsl:value-of select="@address"/> itself, through your e-mail provider's own server (it signs the mail it sends), not through another server, a forwarding service or a web form that writes your address as the sender. If you have a player password, a line SIGNON player password before the ROUND line is enough.</xsl:for-each></xsl:template>

  <xsl:template match="notice[@code='round.held-released']" mode="en-subject"><xsl:for-each select="args"><xsl:call-template name="en.round-subject"><xsl:with-param name="what">held move accepted</xsl:with-param></xsl:call-template></xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='round.held-released']" mode="en">
    <xsl:for-each select="args">
      <xsl:text>The organiser has accepted your entry for </xsl:text>
      <xsl:call-template name="en.round-of"/>
      <xsl:text>, </xsl:text>
      <xsl:value-of select="@move"/>
      <xsl:call-template name="en.claimed"/>
      <xsl:text>, which arrived on </xsl:text>
      <xsl:value-of select="@received"/>
      <xsl:text> and was held because the mail server could not confirm that it came from </xsl:text>
      <xsl:value-of select="@address"/>
      <xsl:text>. It now counts as if it had been received then</xsl:text>
      <xsl:if test="@previous != ''">
        <xsl:text>, and it replaces the entry you sent before, </xsl:text>
        <xsl:value-of select="@previous"/>
      </xsl:if>
      <xsl:text>. </xsl:text>
      <xsl:choose>
        <xsl:when test="@judged = '1' and @valid = 'yes'">
          <xsl:text>The move is valid and scores </xsl:text>
          <xsl:call-template name="en.nr">
            <xsl:with-param name="n" select="@score"/>
          </xsl:call-template>
          <xsl:text>.</xsl:text>
          <xsl:if test="@claimed != '' and
              number(@claimed) != number(@score)">
            <xsl:text> Note: the score you claimed (</xsl:text>
            <xsl:value-of select="@claimed"/>
            <xsl:text>) is not the right one.</xsl:text>
          </xsl:if>
        </xsl:when>
        <xsl:when test="@judged = '1'">
          <xsl:text>The move is not valid</xsl:text>
          <xsl:choose>
            <xsl:when test="@reason != ''">
              <xsl:text>: </xsl:text>
              <xsl:call-template name="end-sentence">
                <xsl:with-param name="s" select="normalize-space(@reason)"/>
              </xsl:call-template>
            </xsl:when>
            <xsl:otherwise>.</xsl:otherwise>
          </xsl:choose>
          <xsl:text> As it stands it scores 0.</xsl:text>
        </xsl:when>
        <xsl:otherwise>
          <xsl:text>It will be judged with the other entries after </xsl:text>
          <xsl:call-template name="en.deadline"/>
          <xsl:text>.</xsl:text>
        </xsl:otherwise>
      </xsl:choose>
      <xsl:text>&#10;&#10;What to do: nothing for this entry; until </xsl:text>
      <xsl:call-template name="en.deadline"/>
      <xsl:text> a new entry for the same round replaces it. So that your next entries count at once, without waiting for the organiser, send them from </xsl:text>
      <xsl:value-of select="@address"/>
      <xsl:text> itself, through your e-mail provider's own server (it signs the mail it sends). If you did not send this entry, send your own for the round before the deadline: it will replace this one.</xsl:text>
    </xsl:for-each>
  </xsl:template>
  <xsl:template match="notice[@code='round.held-rejected']" mode="en-subject"><xsl:for-each select="args"><xsl:call-template name="en.round-subject"><xsl:with-param name="what">held move rejected</xsl:with-param></xsl:call-template></xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='round.held-rejected']" mode="en">
    <xsl:for-each select="args">
      <xsl:text>The organiser has rejected the entry for </xsl:text>
      <xsl:call-template name="en.round-of"/>
      <xsl:text>, </xsl:text>
      <xsl:value-of select="@move"/>
      <xsl:call-template name="en.claimed"/>
      <xsl:text>, that arrived on </xsl:text>
      <xsl:value-of select="@received"/>
      <xsl:text> with the address </xsl:text>
      <xsl:value-of select="@address"/>
      <xsl:text> as its sender: it does not count. It had been held because the mail server that received it could not confirm that it was sent from that mailbox (the </xsl:text>
      <xsl:value-of select="@what"/>
      <xsl:text> check failed).&#10;&#10;What to do: </xsl:text>
      <xsl:choose>
        <xsl:when test="@deadline != ''">
          <xsl:text>if you sent it, send your entry again before </xsl:text>
          <xsl:call-template name="en.deadline"/>
          <xsl:text>, from </xsl:text>
        </xsl:when>
        <xsl:otherwise>
          <xsl:text>the round is closed, so this entry can no longer count; if you sent it, send your entries for the next rounds from </xsl:text>
        </xsl:otherwise>
      </xsl:choose>
      <xsl:value-of select="@address"/>
      <xsl:text> itself, through your e-mail provider's own server (it signs the mail it sends), not through another server, a forwarding service or a web form that writes your address as the sender. If you have a player password, a line SIGNON player password before the ROUND line is enough. If you did not send it, someone else used your address: there is nothing to do, your own entries are not affected.</xsl:text>
    </xsl:for-each>
  </xsl:template>

  <xsl:template match="item[@code='round.late']" mode="en"><xsl:for-each select="args">Your entry for <xsl:call-template name="en.round-of"/> arrived after <xsl:call-template name="en.deadline"/> and was not counted.</xsl:for-each></xsl:template>

  <xsl:template match="item[@code='round.not-open']" mode="en"><xsl:for-each select="args">Round <xsl:value-of select="@round"/> of the "<xsl:value-of select="@contest"/>" contest has not opened yet: it opens at <xsl:value-of select="@opens"/>. This entry was not recorded; send it once you have received the round.</xsl:for-each></xsl:template>

  <xsl:template match="item[@code='round.closed']" mode="en"><xsl:for-each select="args">Round <xsl:value-of select="@round"/> of the "<xsl:value-of select="@contest"/>" contest is already closed and its results have been sent to the entrants; this entry was not counted.</xsl:for-each></xsl:template>

  <xsl:template match="item[@code='round.unknown']" mode="en">
    <xsl:for-each select="args">
      <xsl:text>The "</xsl:text>
      <xsl:value-of select="@contest"/>
      <xsl:text>" contest has no round </xsl:text>
      <xsl:value-of select="@round"/>
      <xsl:if test="@current != ''">
        <xsl:text>; the current round is </xsl:text>
        <xsl:value-of select="@current"/>
      </xsl:if>
      <xsl:text>. Check the number on the TUR (ROUND) line; the entry was not recorded.</xsl:text>
    </xsl:for-each>
  </xsl:template>

  <xsl:template match="item[@code='round.no-contest']" mode="en">
    <xsl:for-each select="args">
      <xsl:text>I found no running contest this entry could be meant for, so it was not recorded.</xsl:text>
      <xsl:choose>
        <xsl:when test="@contests != ''">
          <xsl:text> The contests running now are: </xsl:text>
          <xsl:value-of select="@contests"/>
          <xsl:text>; name the one you mean on a line CONTEST name (or CONCURS name), before the TUR line.</xsl:text>
        </xsl:when>
        <xsl:otherwise> If the entry is for a particular contest, write its name, as it appears in the round's announcement, on a line CONTEST name (or CONCURS name), before the TUR line.</xsl:otherwise>
      </xsl:choose>
    </xsl:for-each>
  </xsl:template>

  <xsl:template match="item[@code='round.which-contest']" mode="en">
    <xsl:for-each select="args">
      <xsl:variable name="c" select="normalize-space(@contests)"/>
      <xsl:text>Several contests are running (</xsl:text>
      <xsl:value-of select="$c"/>
      <xsl:text>); so that I know which one this entry is for, put a line CONTEST name (or CONCURS name) before the TUR line</xsl:text>
      <xsl:if test="contains($c, ',')">
        <xsl:text> (for example: CONTEST </xsl:text>
        <xsl:value-of select="substring-before($c, ',')"/>
        <xsl:text>)</xsl:text>
      </xsl:if>
      <xsl:text>. The entry was not recorded.</xsl:text>
    </xsl:for-each>
  </xsl:template>

  <xsl:template match="item[@code='round.not-entrant']" mode="en"><xsl:for-each select="args">The "<xsl:value-of select="@contest"/>" contest is open to its registered players only, and this mail does not come from one of them; the entry was not recorded. If you are registered, sign on first with a line SIGNON player password before the TUR line.</xsl:for-each></xsl:template>

  <xsl:template match="item[@code='round.usage']" mode="en">
    <xsl:for-each select="args">
      <xsl:text>An entry for a contest is written:</xsl:text>
      <xsl:call-template name="en.how-to"/>
      <xsl:text> You may also write it all on one line: TUR 7 H8 CASA 8.</xsl:text>
    </xsl:for-each>
  </xsl:template>

  <xsl:template match="item[@code='round.bad-move']" mode="en">
    <xsl:for-each select="args">
      <xsl:text>I could not read the move "</xsl:text>
      <xsl:value-of select="@text"/>
      <xsl:text>"</xsl:text>
      <xsl:choose>
        <xsl:when test="@reason != ''">
          <xsl:text>: </xsl:text>
          <xsl:call-template name="end-sentence">
            <xsl:with-param name="s" select="normalize-space(@reason)"/>
          </xsl:call-template>
        </xsl:when>
        <xsl:otherwise>.</xsl:otherwise>
      </xsl:choose>
      <xsl:text> Write a move like H8 CASA 8: the square of the first letter, the whole word and the score you claim. The entry was not recorded.</xsl:text>
    </xsl:for-each>
  </xsl:template>

  <xsl:template match="item[@code='round.no-move']" mode="en"><xsl:for-each select="args">The line for round <xsl:value-of select="@round"/> is not followed by a move: write it on the next line (for example H8 CASA 8) or on the same line (TUR <xsl:value-of select="@round"/> H8 CASA 8). Nothing was recorded for round <xsl:value-of select="@round"/>.</xsl:for-each></xsl:template>

  <xsl:template match="item[@code='name.ok']" mode="en"><xsl:for-each select="args">Your name will appear in the results and standings as "<xsl:value-of select="@name"/>".</xsl:for-each></xsl:template>

  <xsl:template match="item[@code='name.usage']" mode="en"><xsl:for-each select="args">NAME is written: NAME followed by the name to show in the results and standings (for example: NAME Ion Popescu).</xsl:for-each></xsl:template>

  <xsl:template match="item[@code='contest.ok']" mode="en"><xsl:for-each select="args">The lines that follow are for the "<xsl:value-of select="@contest"/>" contest.</xsl:for-each></xsl:template>

  <xsl:template match="item[@code='contest.unknown']" mode="en"><xsl:for-each select="args">There is no contest called "<xsl:value-of select="@name"/>"; check the name in the round's announcement.</xsl:for-each></xsl:template>

  <!-- The subjects of a game's and a contest's mails begin alike, so that a
       mail client sorting by subject keeps them in order: "Game 12 · move
       007 · " (the number zero-padded to three digits; left out when not a
       number) and "Contest Flacara · round 03 · " (two digits), then what.
       game, number, contest and round are by default the context's
       (args).  The start is move 000, and its "a new game" sorts before any
       other mail of move 000 (a message). -->
  <xsl:template name="en.game-subject">
    <xsl:param name="game" select="@game"/>
    <xsl:param name="number" select="@number"/>
    <xsl:param name="what"/>
    <xsl:text>Game </xsl:text>
    <xsl:value-of select="$game"/>
    <xsl:if test="string(number($number)) != 'NaN'">
      <xsl:text> · move </xsl:text>
      <xsl:value-of select="format-number($number, '000')"/>
    </xsl:if>
    <xsl:text> · </xsl:text>
    <xsl:value-of select="$what"/>
  </xsl:template>
  <xsl:template name="en.round-subject">
    <xsl:param name="contest" select="@contest"/>
    <xsl:param name="round" select="@round"/>
    <xsl:param name="what"/>
    <xsl:text>Contest </xsl:text>
    <xsl:value-of select="$contest"/>
    <xsl:if test="string(number($round)) != 'NaN'">
      <xsl:text> · round </xsl:text>
      <xsl:value-of select="format-number($round, '00')"/>
    </xsl:if>
    <xsl:text> · </xsl:text>
    <xsl:value-of select="$what"/>
  </xsl:template>

  <!-- The mails of a contest: subjects. -->
  <xsl:template match="notice[@code='round.bulletin']" mode="en-subject"><xsl:for-each select="args"><xsl:call-template name="en.round-subject"><xsl:with-param name="what">new round</xsl:with-param></xsl:call-template></xsl:for-each></xsl:template>
  <!-- A round's announcement as published (templates/bulletin/round-text.xsl,
       made by the program): printed as it is, in this language. -->
  <xsl:template match="notice[@code='round.bulletin']" mode="en"><xsl:value-of select="args/@en"/></xsl:template>

  <xsl:template match="notice[@code='round.how-to-stop']" mode="en">You will receive the rounds of the "<xsl:value-of select="arg[@name='contest']"/>" contest until its end, even if you skip one. If you no longer want them, send a mail that holds only the line STOP.</xsl:template>
  <xsl:template match="notice[@code='round.announce']" mode="en-subject"><xsl:for-each select="args"><xsl:call-template name="en.round-subject"><xsl:with-param name="what">new round</xsl:with-param></xsl:call-template></xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='round.results' or @code='round.results-none' or @code='round.results-nomove']" mode="en-subject"><xsl:for-each select="args"><xsl:call-template name="en.round-subject"><xsl:with-param name="what">results</xsl:with-param></xsl:call-template></xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='round.reminder']" mode="en-subject"><xsl:for-each select="args"><xsl:call-template name="en.round-subject"><xsl:with-param name="what">reminder</xsl:with-param></xsl:call-template></xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='contest.over']" mode="en-subject"><xsl:for-each select="args"><xsl:call-template name="en.round-subject"><xsl:with-param name="round" select="@rounds"/><xsl:with-param name="what">final results</xsl:with-param></xsl:call-template></xsl:for-each></xsl:template>

  <!-- The key under a board diagram, and a blank line (reply-html.xsl
       draws its own key instead, in colours). -->
  <xsl:template name="en.board-key">
    <xsl:param name="last" select="false()"/>
    <xsl:text>  Key: = triple word   - double word   " triple letter   ' double letter&#10;</xsl:text>
    <xsl:text>       * centre (double word)</xsl:text>
    <xsl:if test="$last">   [ ] the last word played</xsl:if>
    <xsl:text>&#10;&#10;</xsl:text>
  </xsl:template>

  <!-- The puzzle. -->
  <xsl:template match="notice[@code='round.announce']" mode="en">
    <xsl:for-each select="args">
      <xsl:variable name="v" select="@variant"/>
      <xsl:variable name="board" select="@board"/>
      <xsl:text>The "</xsl:text>
      <xsl:value-of select="@contest"/>
      <xsl:text>" contest, round </xsl:text>
      <xsl:value-of select="@round"/>
      <xsl:text> (</xsl:text>
      <xsl:call-template name="en.variant-name">
        <xsl:with-param name="v" select="$v"/>
      </xsl:call-template>
      <xsl:text>)&#10;&#10;</xsl:text>
      <xsl:call-template name="block">
        <xsl:with-param name="s" select="$board"/>
      </xsl:call-template>
      <xsl:call-template name="en.board-key">
        <xsl:with-param name="last" select="contains($board, '[')"/>
      </xsl:call-template>
      <xsl:choose>
        <xsl:when test="@rack2 != ''">
          <xsl:text>The letters:&#10;  group 1:  </xsl:text>
          <xsl:value-of select="@rack"/>
          <xsl:text>&#10;  group 2:  </xsl:text>
          <xsl:value-of select="@rack2"/>
        </xsl:when>
        <xsl:otherwise>
          <xsl:text>The letters:  </xsl:text>
          <xsl:value-of select="@rack"/>
        </xsl:otherwise>
      </xsl:choose>
      <xsl:if test="contains(@rack, '?') or contains(@rack2, '?')">
        <xsl:text>&#10;(? is a blank)</xsl:text>
      </xsl:if>
      <xsl:text>&#10;&#10;</xsl:text>
      <xsl:call-template name="en.variant-rule">
        <xsl:with-param name="v" select="$v"/>
      </xsl:call-template>
      <xsl:text>&#10;&#10;Send your entry</xsl:text>
      <xsl:if test="@deadline != ''">
        <xsl:text> by </xsl:text>
        <xsl:value-of select="@deadline"/>
      </xsl:if>
      <xsl:if test="@address != ''">
        <xsl:text>, to </xsl:text>
        <xsl:value-of select="@address"/>
      </xsl:if>
      <xsl:text>, in a mail holding the lines:</xsl:text>
      <xsl:call-template name="en.how-to">
        <xsl:with-param name="round" select="@round"/>
        <xsl:with-param name="tactic" select="$v = 'tactic'"/>
      </xsl:call-template>
      <xsl:text> Until the deadline you may send another entry; the last one received counts.</xsl:text>
      <xsl:if test="@seed_hash != ''">
        <xsl:text>&#10;&#10;The letters of every round are drawn in advance from a seed kept secret until the end of the contest. Its SHA-256 is:&#10;  </xsl:text>
        <xsl:value-of select="@seed_hash"/>
        <xsl:text>&#10;The seed will be published at the end, so that anyone can check the draws.</xsl:text>
      </xsl:if>
    </xsl:for-each>
  </xsl:template>

  <!-- One entrant's results. -->
  <xsl:template match="notice[@code='round.results']" mode="en">
    <xsl:for-each select="args">
      <xsl:variable name="tops" select="normalize-space(@tops)"/>
      <xsl:variable name="top-variant" select="@variant = 'top'"/>
      <xsl:text>Results of </xsl:text>
      <xsl:call-template name="en.round-of"/>
      <xsl:text>&#10;&#10;The top move, played on the board: </xsl:text>
      <xsl:value-of select="@top"/>
      <xsl:text>, </xsl:text>
      <xsl:call-template name="en.nr">
        <xsl:with-param name="n" select="@top_score"/>
      </xsl:call-template>
      <xsl:text>.</xsl:text>
      <xsl:if test="$tops != ''">
        <xsl:choose>
          <xsl:when test="contains($tops, ';') or contains($tops, ',')"> Other moves with the same score: </xsl:when>
          <xsl:otherwise> Another move with the same score: </xsl:otherwise>
        </xsl:choose>
        <xsl:value-of select="$tops"/>
        <xsl:if test="number(@more_tops) &gt; 0"> and <xsl:value-of select="@more_tops"/> more (all in the contest's bulletin)</xsl:if>
        <xsl:text>.</xsl:text>
      </xsl:if>
      <xsl:text> The best score reached by the entrants: </xsl:text>
      <xsl:call-template name="en.nr">
        <xsl:with-param name="n" select="@best"/>
      </xsl:call-template>
      <xsl:text> (</xsl:text>
      <xsl:call-template name="en.nr">
        <xsl:with-param name="n" select="@entrants"/>
        <xsl:with-param name="one" select="'entrant'"/>
        <xsl:with-param name="many" select="'entrants'"/>
      </xsl:call-template>
      <xsl:text> in this round).&#10;&#10;</xsl:text>
      <xsl:choose>
        <xsl:when test="not(@move != '')">
          <xsl:text>You sent no move for this round, so it brings you 0 points.</xsl:text>
        </xsl:when>
        <xsl:when test="@verdict != ''">
          <xsl:text>Your move, </xsl:text>
          <xsl:value-of select="@move"/>
          <xsl:text>, was not accepted: </xsl:text>
          <xsl:call-template name="end-sentence">
            <xsl:with-param name="s" select="normalize-space(@verdict)"/>
          </xsl:call-template>
          <xsl:text> It scores 0.</xsl:text>
        </xsl:when>
        <xsl:otherwise>
          <xsl:text>Your move: </xsl:text>
          <xsl:value-of select="@move"/>
          <xsl:text>, </xsl:text>
          <xsl:call-template name="en.nr">
            <xsl:with-param name="n" select="@score"/>
          </xsl:call-template>
          <xsl:text>.</xsl:text>
          <xsl:if test="number(@score) = number(@top_score)"> You found the top - well done!</xsl:if>
        </xsl:otherwise>
      </xsl:choose>
      <xsl:variable name="w" select="normalize-space(@warnings)"/>
      <xsl:choose>
        <xsl:when test="$w = '' or $w = '0'"/>
        <xsl:when test="$w = '1' and normalize-space(@wcodes) != ''"> You received a technical warning in this round: <xsl:call-template name="en.warnings"/>.</xsl:when>
        <xsl:when test="string(number($w)) != 'NaN' and normalize-space(@wcodes) != ''"> You received <xsl:call-template name="en.nr"><xsl:with-param name="n" select="$w"/><xsl:with-param name="one" select="'technical warning'"/><xsl:with-param name="many" select="'technical warnings'"/></xsl:call-template> in this round: <xsl:call-template name="en.warnings"/>.</xsl:when>
        <xsl:when test="$w = '1'"> You received a technical warning in this round.</xsl:when>
        <xsl:when test="string(number($w)) != 'NaN'"> You received <xsl:call-template name="en.nr"><xsl:with-param name="n" select="$w"/><xsl:with-param name="one" select="'technical warning'"/><xsl:with-param name="many" select="'technical warnings'"/></xsl:call-template> in this round.</xsl:when>
        <xsl:otherwise> Technical warning: <xsl:call-template name="end-sentence"><xsl:with-param name="s" select="$w"/></xsl:call-template></xsl:otherwise>
      </xsl:choose>
      <xsl:if test="@bonus != '' and number(@bonus) != 0">
        <xsl:text> You also get a solo bonus of </xsl:text>
        <xsl:call-template name="en.nr">
          <xsl:with-param name="n" select="@bonus"/>
        </xsl:call-template>
        <xsl:text>: you alone reached the best score of the round.</xsl:text>
      </xsl:if>
      <xsl:text>&#10;&#10;After this round you are </xsl:text>
      <xsl:call-template name="en.ordinal">
        <xsl:with-param name="n" select="@rank"/>
      </xsl:call-template>
      <xsl:text>, with a total of </xsl:text>
      <xsl:choose>
        <xsl:when test="$top-variant">
          <xsl:call-template name="en.nr">
            <xsl:with-param name="n" select="@total"/>
            <xsl:with-param name="one" select="'top'"/>
            <xsl:with-param name="many" select="'tops'"/>
          </xsl:call-template>
        </xsl:when>
        <xsl:otherwise>
          <xsl:call-template name="en.nr">
            <xsl:with-param name="n" select="@total"/>
          </xsl:call-template>
        </xsl:otherwise>
      </xsl:choose>
      <xsl:if test="@percent != ''">
        <xsl:text> (</xsl:text>
        <xsl:call-template name="en.percent">
          <xsl:with-param name="p" select="normalize-space(@percent)"/>
        </xsl:call-template>
        <xsl:text> of the sum of the tops)</xsl:text>
      </xsl:if>
      <xsl:text>.</xsl:text>
      <xsl:if test="@standings != ''">
        <xsl:text>&#10;&#10;The standings after round </xsl:text>
        <xsl:value-of select="@round"/>
        <xsl:text> (the first 10):&#10;</xsl:text>
        <xsl:call-template name="block">
          <xsl:with-param name="s" select="@standings"/>
          <xsl:with-param name="last" select="true()"/>
        </xsl:call-template>
      </xsl:if>
    </xsl:for-each>
  </xsl:template>

  <!-- An arbiter's decision, told in the results of the next round closed. -->
  <xsl:template match="notice[@code='round.decision']" mode="en">
    <xsl:for-each select="args">
      <xsl:choose>
        <xsl:when test="@kind = 'technical'">The arbiter gave <xsl:value-of select="@player"/> a technical warning in round <xsl:value-of select="@round"/></xsl:when>
        <xsl:when test="@kind = 'disciplinary'">The arbiter gave <xsl:value-of select="@player"/> a disciplinary warning (worth 4 technical ones) in round <xsl:value-of select="@round"/></xsl:when>
        <xsl:when test="@kind = 'eliminate'">The arbiter eliminated <xsl:value-of select="@player"/> from the game</xsl:when>
        <xsl:when test="@kind = 'annul'">The arbiter annulled the entry of <xsl:value-of select="@player"/> in round <xsl:value-of select="@round"/> (<xsl:value-of select="@previous"/> → 0 points)</xsl:when>
        <xsl:when test="@kind = 'correct'">The arbiter corrected the score of the entry of <xsl:value-of select="@player"/> in round <xsl:value-of select="@round"/> (<xsl:value-of select="@previous"/> → <xsl:call-template name="en.nr"><xsl:with-param name="n" select="@score"/></xsl:call-template>)</xsl:when>
        <xsl:when test="@kind = 'cancel-round'">The arbiter cancelled round <xsl:value-of select="@round"/>: it counts for nobody</xsl:when>
        <xsl:when test="@kind = 'last-round'">The arbiter fixed the contest's last round: round <xsl:value-of select="@round"/></xsl:when>
        <xsl:otherwise>The arbiter ended the contest</xsl:otherwise>
      </xsl:choose>
      <xsl:if test="@reason != ''">. Reason: <xsl:value-of select="@reason"/></xsl:if>
      <xsl:text>.</xsl:text>
    </xsl:for-each>
  </xsl:template>

  <xsl:template match="notice[@code='round.results-none']" mode="en"><xsl:for-each select="args">Round <xsl:value-of select="@round"/> of the "<xsl:value-of select="@contest"/>" contest: nobody played a valid move, though one was possible. As the rules say, the round is played again with the same letters.</xsl:for-each></xsl:template>

  <xsl:template match="notice[@code='round.results-nomove']" mode="en">
    <xsl:for-each select="args">Round <xsl:value-of select="@round"/> of the "<xsl:value-of select="@contest"/>" contest: no valid move could be made with its letters. As the rules say, new letters are drawn for the next round.</xsl:for-each>
  </xsl:template>

  <xsl:template match="notice[@code='round.waiting']" mode="en">
    <xsl:for-each select="args">The letters of round <xsl:value-of select="@round"/> of the "<xsl:value-of select="@contest"/>" contest are not drawn by the program: the arbiter gives them by hand. You will receive the round as soon as they are given; its deadline counts from then.</xsl:for-each>
  </xsl:template>

  <xsl:template match="notice[@code='round.planned']" mode="en">
    <xsl:for-each select="args">Round <xsl:value-of select="@round"/> of the "<xsl:value-of select="@contest"/>" contest opens at <xsl:value-of select="@opens"/>; you will receive it then, and its deadline counts from the opening.</xsl:for-each>
  </xsl:template>

  <xsl:template match="notice[@code='round.reminder']" mode="en">
    <xsl:for-each select="args">
      <xsl:text>You have not yet sent your entry for </xsl:text>
      <xsl:call-template name="en.round-of"/>
      <xsl:text>. The deadline is </xsl:text>
      <xsl:value-of select="@deadline"/>
      <xsl:if test="@address != ''">
        <xsl:text>; send it to </xsl:text>
        <xsl:value-of select="@address"/>
      </xsl:if>
      <xsl:text>. If you have sent it in the meantime, please disregard this message.</xsl:text>
    </xsl:for-each>
  </xsl:template>

  <xsl:template match="notice[@code='contest.over']" mode="en">
    <xsl:for-each select="args">
      <xsl:variable name="winner" select="normalize-space(@winner)"/>
      <xsl:text>The "</xsl:text>
      <xsl:value-of select="@contest"/>
      <xsl:text>" contest is over after </xsl:text>
      <xsl:call-template name="en.nr">
        <xsl:with-param name="n" select="@rounds"/>
        <xsl:with-param name="one" select="'round'"/>
        <xsl:with-param name="many" select="'rounds'"/>
      </xsl:call-template>
      <xsl:text>.</xsl:text>
      <xsl:if test="$winner != ''">
        <xsl:choose>
          <xsl:when test="contains($winner, ',')"> The winners, tied, are </xsl:when>
          <xsl:otherwise> The winner is </xsl:otherwise>
        </xsl:choose>
        <xsl:value-of select="$winner"/>
        <xsl:text> - congratulations!</xsl:text>
      </xsl:if>
      <xsl:if test="@rank != ''">
        <xsl:text> You finished </xsl:text>
        <xsl:call-template name="en.ordinal">
          <xsl:with-param name="n" select="@rank"/>
        </xsl:call-template>
        <xsl:if test="@total != ''">
          <xsl:text>, with </xsl:text>
          <xsl:call-template name="en.nr">
            <xsl:with-param name="n" select="@total"/>
          </xsl:call-template>
        </xsl:if>
        <xsl:if test="@percent != ''">
          <xsl:text> (</xsl:text>
          <xsl:call-template name="en.percent">
            <xsl:with-param name="p" select="normalize-space(@percent)"/>
          </xsl:call-template>
          <xsl:text> of the sum of the tops)</xsl:text>
        </xsl:if>
        <xsl:text>.</xsl:text>
      </xsl:if>
      <xsl:if test="@standings != ''">
        <xsl:text>&#10;&#10;The final standings:&#10;</xsl:text>
        <xsl:call-template name="block">
          <xsl:with-param name="s" select="@standings"/>
          <xsl:with-param name="last" select="true()"/>
        </xsl:call-template>
      </xsl:if>
      <xsl:if test="@seed != ''">
        <xsl:text>&#10;&#10;The seed the letters of every round were drawn from, whose SHA-256 was announced with the first round, is:&#10;  </xsl:text>
        <xsl:value-of select="@seed"/>
        <xsl:text>&#10;With it, anyone can check the draws.</xsl:text>
      </xsl:if>
    </xsl:for-each>
  </xsl:template>

  <!-- A code without a sentence above: say what happened and show it. -->
  <xsl:template match="item" mode="en">
    <xsl:choose>
      <xsl:when test="@status = 'ok'">Done</xsl:when>
      <xsl:when test="@status = 'ignored'">Line ignored</xsl:when>
      <xsl:otherwise>Not done</xsl:otherwise>
    </xsl:choose>
    <xsl:text> (code </xsl:text>
    <xsl:call-template name="code-and-args"/>
    <xsl:text>).</xsl:text>
  </xsl:template>
  <xsl:template match="notice" mode="en">
    <xsl:text>Note (code </xsl:text>
    <xsl:call-template name="code-and-args"/>
    <xsl:text>).</xsl:text>
  </xsl:template>

  <!-- Free games by mail (game-play.c): the answers to the turns. -->
  <xsl:template match="item[@code='game.usage']" mode="en"><xsl:for-each select="args"><xsl:value-of select="@cmd"/> is written: <xsl:value-of select="@cmd"/><xsl:text> </xsl:text><xsl:value-of select="@args"/><xsl:choose><xsl:when test="@cmd = 'LEAVE'"> (for example: LEAVE 7 2026-12-20: seven days from 20 December; without the first day, from tomorrow)</xsl:when><xsl:otherwise> (for example: MOVE 12 7 H8 CASA, EXCHANGE 12 7 AEI, PASS 12 7, RESIGN 12, STATUS 12, HISTORY 12)</xsl:otherwise></xsl:choose>. Nothing was done.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='move.unknown-game']" mode="en"><xsl:for-each select="args">There is no game number <xsl:value-of select="@game"/>. Check the number in the game's mails.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='move.not-in-game']" mode="en"><xsl:for-each select="args">Player <xsl:value-of select="@player"/> does not play in game <xsl:value-of select="@game"/>, so nothing was done. Check the game's number.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='move.game-over']" mode="en"><xsl:for-each select="args">Game <xsl:value-of select="@game"/> is over; nothing was done.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='move.not-your-turn']" mode="en"><xsl:for-each select="args">It is not your turn in game <xsl:value-of select="@game"/>: <xsl:value-of select="@to_move"/> is to play move <xsl:value-of select="@number"/>. Nothing was done; you will get a mail when it is your turn.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='move.stale']" mode="en"><xsl:for-each select="args">This line is for move <xsl:value-of select="@number"/> of game <xsl:value-of select="@game"/>, but the game is at move <xsl:value-of select="@expected"/>: it was probably sent before, or the number is wrong. It was ignored and nothing changed<xsl:choose><xsl:when test="@to_move != ''">; it is now <xsl:value-of select="@to_move"/>'s turn (move <xsl:value-of select="@expected"/>), and you will get a mail when it is yours.</xsl:when><xsl:otherwise>; if you meant to play now, write move number <xsl:value-of select="@expected"/>.</xsl:otherwise></xsl:choose></xsl:for-each></xsl:template>
  <xsl:template match="item[@code='move.illegal']" mode="en"><xsl:for-each select="args">The move "<xsl:value-of select="@move"/>" cannot be played: <xsl:call-template name="end-sentence"><xsl:with-param name="s" select="normalize-space(@reason)"/></xsl:call-template><xsl:choose><xsl:when test="@lost = '1'"> In this championship an illegal move costs the turn: move <xsl:value-of select="@number"/> counts as a pass. Your letters stay: <xsl:value-of select="@rack"/>.</xsl:when><xsl:otherwise> Nothing was recorded and it is still your turn: send move <xsl:value-of select="@number"/> again. Your letters: <xsl:value-of select="@rack"/>.</xsl:otherwise></xsl:choose></xsl:for-each></xsl:template>
  <xsl:template match="item[@code='move.wrong-pass']" mode="en"><xsl:for-each select="args">The move "<xsl:value-of select="@move"/>" is refused: <xsl:call-template name="end-sentence"><xsl:with-param name="s" select="normalize-space(@reason)"/></xsl:call-template> In liber mărunțel a wrong move counts as a pass (the rules: "nu poate, nu doreşte sau depunerea este greşită"), so move <xsl:value-of select="@number"/> is recorded as your pass<xsl:choose><xsl:when test="@over = '1'">, and with it the game is over; the final mail follows.</xsl:when><xsl:otherwise> and the turn goes on. Your letter stays: <xsl:value-of select="@rack"/>.</xsl:otherwise></xsl:choose></xsl:for-each></xsl:template>
  <xsl:template match="item[@code='exchange.refused']" mode="en"><xsl:for-each select="args">The exchange of "<xsl:value-of select="@move"/>" is refused: <xsl:call-template name="end-sentence"><xsl:with-param name="s" select="normalize-space(@reason)"/></xsl:call-template> It is still your turn; the bag holds <xsl:call-template name="en.nr"><xsl:with-param name="n" select="@bag"/><xsl:with-param name="one" select="'tile'"/><xsl:with-param name="many" select="'tiles'"/></xsl:call-template>. Your letters: <xsl:value-of select="@rack"/>.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='move.ok']" mode="en"><xsl:for-each select="args">Game <xsl:value-of select="@game"/>, move <xsl:value-of select="@number"/>: <xsl:value-of select="@move"/> is played for <xsl:call-template name="en.nr"><xsl:with-param name="n" select="@score"/></xsl:call-template>; your total is <xsl:value-of select="@total"/>.<xsl:if test="@rack != ''"> Your new letters: <xsl:value-of select="@rack"/>.</xsl:if></xsl:for-each></xsl:template>
  <xsl:template match="item[@code='exchange.refused-one']" mode="en"><xsl:for-each select="args">The exchange of "<xsl:value-of select="@move"/>" is refused: <xsl:call-template name="end-sentence"><xsl:with-param name="s" select="normalize-space(@reason)"/></xsl:call-template> In liber mărunțel the exchange is of your one letter, while the bag holds letters (it holds <xsl:value-of select="@bag"/>). It is still your turn. Your letter: <xsl:value-of select="@rack"/>.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='exchange.ok']" mode="en"><xsl:for-each select="args">Game <xsl:value-of select="@game"/>, move <xsl:value-of select="@number"/>: you put back <xsl:value-of select="@move"/>. Your new letters: <xsl:value-of select="@rack"/>.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='pass.ok']" mode="en"><xsl:for-each select="args">Game <xsl:value-of select="@game"/>, move <xsl:value-of select="@number"/>: you pass.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='pass.declined']" mode="en"><xsl:for-each select="args">Game <xsl:value-of select="@game"/>, move <xsl:value-of select="@number"/>: you pass. After three passes in a row you had the right to exchange your letter; passing instead counts as having exchanged it in this turn (the rules: "se consideră că a efectuat această operaţie")<xsl:choose><xsl:when test="@over = '1'">. The game is over; the final mail follows.</xsl:when><xsl:otherwise>, so the right is used and comes back after three more passes. Your letter stays: <xsl:value-of select="@rack"/>.</xsl:otherwise></xsl:choose></xsl:for-each></xsl:template>
  <xsl:template match="item[@code='resign.ok']" mode="en"><xsl:for-each select="args">You resigned game <xsl:value-of select="@game"/>. The game is over; the final mail follows.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='status']" mode="en">
    <xsl:for-each select="args">
      <xsl:text>Game </xsl:text><xsl:value-of select="@game"/>
      <xsl:choose>
        <xsl:when test="@state = 'over'"> is over.</xsl:when>
        <xsl:when test="@mine = '1'">: it is your turn, move <xsl:value-of select="@number"/>.</xsl:when>
        <xsl:otherwise>: <xsl:value-of select="@to_move"/> is to play move <xsl:value-of select="@number"/>.</xsl:otherwise>
      </xsl:choose>
      <xsl:if test="@deadline != ''"> The move is due by <xsl:value-of select="@deadline"/>.</xsl:if>
      <xsl:if test="@opening != ''"> The game was opened by its leader, <xsl:choose><xsl:when test="@leader != ''"><xsl:value-of select="@leader"/> (player 1)</xsl:when><xsl:otherwise>the arbiter</xsl:otherwise></xsl:choose>, with <xsl:value-of select="@opening"/>, scored for nobody.</xsl:if>
      <xsl:text>&#10;&#10;</xsl:text>
      <xsl:call-template name="block"><xsl:with-param name="s" select="@board"/></xsl:call-template>
      <xsl:text>&#10;Your letters: </xsl:text><xsl:value-of select="@rack"/>
      <xsl:text> (</xsl:text><xsl:call-template name="en.nr"><xsl:with-param name="n" select="@bag"/><xsl:with-param name="one" select="'tile'"/><xsl:with-param name="many" select="'tiles'"/></xsl:call-template><xsl:text> in the bag)&#10;Scores:&#10;</xsl:text>
      <xsl:call-template name="block"><xsl:with-param name="s" select="@scores"/><xsl:with-param name="last" select="true()"/></xsl:call-template>
    </xsl:for-each>
  </xsl:template>
  <xsl:template match="item[@code='history']" mode="en">
    <xsl:for-each select="args">
      <xsl:text>The turns of game </xsl:text><xsl:value-of select="@game"/><xsl:text> (number, player, kind, move, score, total):&#10;</xsl:text>
      <xsl:choose>
        <xsl:when test="normalize-space(@moves) = ''">  (none yet)</xsl:when>
        <xsl:otherwise><xsl:call-template name="block"><xsl:with-param name="s"><xsl:call-template name="words"><xsl:with-param name="s" select="@moves"/><xsl:with-param name="lang" select="'en'"/></xsl:call-template></xsl:with-param><xsl:with-param name="last" select="true()"/></xsl:call-template></xsl:otherwise>
      </xsl:choose>
      <xsl:if test="contains(@moves, '&#xE001;kind.opening&#xE001;')"><xsl:text>&#10;Move 1 is the opening, made by the game's leader (the arbiter where no player is named) and scored for nobody.</xsl:text></xsl:if>
      <xsl:if test="normalize-space(@messages) != ''"><xsl:text>&#10;&#10;The players' messages (in square brackets, the number of moves played by then), which are not published:&#10;</xsl:text><xsl:call-template name="block"><xsl:with-param name="s" select="@messages"/><xsl:with-param name="last" select="true()"/></xsl:call-template></xsl:if>
    </xsl:for-each>
  </xsl:template>
  <!-- The words of the program's blocks (common.xsl's "words"): a turn's
       kind in a game's history, a crosstable's results. -->
  <xsl:template name="en.word">
    <xsl:param name="key"/>
    <xsl:choose>
      <xsl:when test="$key = 'kind.play'">play</xsl:when>
      <xsl:when test="$key = 'kind.exchange'">exchange</xsl:when>
      <xsl:when test="$key = 'kind.pass'">pass</xsl:when>
      <xsl:when test="$key = 'kind.resign'">resign</xsl:when>
      <xsl:when test="$key = 'kind.timeout'">timeout</xsl:when>
      <xsl:when test="$key = 'kind.end'">end</xsl:when>
      <xsl:when test="$key = 'kind.opening'">opening</xsl:when>
      <xsl:when test="$key = 'wrong-move'">(wrong move)</xsl:when>
      <xsl:when test="$key = 'group'">group</xsl:when>
      <xsl:when test="$key = 'res.W'">W</xsl:when>
      <xsl:when test="$key = 'res.D'">D</xsl:when>
      <xsl:when test="$key = 'res.L'">L</xsl:when>
      <xsl:when test="$key = 'res.F.timeout'">T</xsl:when>
      <xsl:when test="$key = 'res.F.resign'">R</xsl:when>
      <xsl:when test="$key = 'res.F.adjudicated'">A</xsl:when>
      <xsl:otherwise><xsl:value-of select="$key"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>
  <xsl:template name="en.word-width">
    <xsl:param name="key"/>
    <xsl:choose>
      <xsl:when test="starts-with($key, 'kind.')">8</xsl:when>
      <xsl:when test="$key = 'wrong-move'">18</xsl:when>
      <xsl:otherwise>0</xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- Free games by mail: the game's own mails. -->
  <xsl:template match="notice[@code='game.message']" mode="en-subject"><xsl:for-each select="args"><xsl:call-template name="en.game-subject"><xsl:with-param name="what">message from <xsl:value-of select="@player"/></xsl:with-param></xsl:call-template></xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='game.message']" mode="en">
    <xsl:for-each select="args">
      <xsl:value-of select="@player"/><xsl:text> writes to you in game </xsl:text><xsl:value-of select="@game"/>
      <xsl:choose>
        <xsl:when test="@number = '0'"> (before the first move):</xsl:when>
        <xsl:otherwise> (after move <xsl:value-of select="@number"/>):</xsl:otherwise>
      </xsl:choose>
      <xsl:text>&#10;&#10;</xsl:text>
      <xsl:value-of select="@text"/>
      <xsl:text>&#10;&#10;To answer, send a mail with the lines&#10;  SIGNON name password&#10;  MESSAGE </xsl:text><xsl:value-of select="@game"/><xsl:text> your text&#10;Messages stay in the game's history (HISTORY </xsl:text><xsl:value-of select="@game"/><xsl:text>) and are not published on its pages.</xsl:text>
    </xsl:for-each>
  </xsl:template>
  <xsl:template match="notice[@code='game.started']" mode="en-subject"><xsl:for-each select="args"><xsl:call-template name="en.game-subject"><xsl:with-param name="number" select="@number - 1"/><xsl:with-param name="what">a new game</xsl:with-param></xsl:call-template></xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='game.moved']" mode="en-subject"><xsl:for-each select="args"><xsl:call-template name="en.game-subject"><xsl:with-param name="what"><xsl:value-of select="@player"/><xsl:choose><xsl:when test="@kind = 'play'"> played</xsl:when><xsl:when test="@kind = 'exchange'"> exchanged</xsl:when><xsl:when test="@kind = 'pass'"> passed</xsl:when><xsl:when test="@cause = 'timeout'"> lost on time</xsl:when><xsl:otherwise> resigned</xsl:otherwise></xsl:choose></xsl:with-param></xsl:call-template></xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='game.your-turn']" mode="en-subject"><xsl:for-each select="args"><xsl:call-template name="en.game-subject"><xsl:with-param name="what">your turn</xsl:with-param></xsl:call-template></xsl:for-each></xsl:template>
  <!-- The subject of an answer about a game or a round (see
       messages-ro.xsl). -->
  <xsl:template match="item[args/@game]" mode="en-subject"><xsl:call-template name="en.game-subject"><xsl:with-param name="game" select="args/@game"/><xsl:with-param name="number" select="args/@number[. != '0']"/><xsl:with-param name="what"><xsl:choose><xsl:when test="@code = 'move.ok'">move played</xsl:when><xsl:when test="@code = 'exchange.ok'">exchange made</xsl:when><xsl:when test="@code = 'pass.ok' or @code = 'pass.declined'">pass received</xsl:when><xsl:when test="@code = 'resign.ok'">resignation received</xsl:when><xsl:when test="@status = 'error' and (@cmd = 'MOVE' or @cmd = 'EXCHANGE' or @cmd = 'PASS' or @cmd = 'RESIGN')">move refused</xsl:when><xsl:when test="@status = 'error'">command refused</xsl:when><xsl:when test="@code = 'history'">history</xsl:when><xsl:when test="@code = 'message.ok'">message sent</xsl:when><xsl:when test="@code = 'status'">status</xsl:when><xsl:when test="@code = 'game.resend'">position</xsl:when><xsl:otherwise>answer</xsl:otherwise></xsl:choose></xsl:with-param></xsl:call-template></xsl:template>
  <xsl:template match="item[args/@contest and args/@round]" mode="en-subject"><xsl:call-template name="en.round-subject"><xsl:with-param name="contest" select="args/@contest"/><xsl:with-param name="round" select="args/@round"/><xsl:with-param name="what"><xsl:choose><xsl:when test="@code = 'round.replaced'">move replaced</xsl:when><xsl:when test="@code = 'round.held'">move held</xsl:when><xsl:when test="@status = 'ok'">move received</xsl:when><xsl:otherwise>move refused</xsl:otherwise></xsl:choose></xsl:with-param></xsl:call-template></xsl:template>
  <xsl:template match="notice[@code='game.over']" mode="en-subject"><xsl:for-each select="args"><xsl:call-template name="en.game-subject"><xsl:with-param name="what">final result</xsl:with-param></xsl:call-template></xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='game.started']" mode="en">
    <xsl:for-each select="args">
      <xsl:text>Game </xsl:text><xsl:value-of select="@game"/>
      <xsl:text> (</xsl:text><xsl:choose><xsl:when test="@variant = 'maruntel'">liber mărunțel</xsl:when><xsl:otherwise>free game</xsl:otherwise></xsl:choose>
      <xsl:text>) begins. The players, in the order they play: </xsl:text><xsl:value-of select="@players"/>
      <xsl:choose>
        <xsl:when test="@opening != ''"><xsl:text>. The game's leader, </xsl:text><xsl:choose><xsl:when test="@leader != ''"><xsl:value-of select="@leader"/> (player 1)</xsl:when><xsl:otherwise>the arbiter</xsl:otherwise></xsl:choose><xsl:text>, has opened with </xsl:text><xsl:value-of select="@opening"/><xsl:text>, scored for nobody; </xsl:text><xsl:value-of select="@first"/><xsl:text> makes the first scored move. Each player holds one letter.&#10;&#10;</xsl:text></xsl:when>
        <xsl:otherwise><xsl:text>. </xsl:text><xsl:value-of select="@first"/><xsl:text> plays first.&#10;&#10;</xsl:text></xsl:otherwise>
      </xsl:choose>
      <xsl:call-template name="block"><xsl:with-param name="s" select="@board"/></xsl:call-template>
      <xsl:call-template name="en.board-key"/>
      <xsl:text>Your letters (only you get them): </xsl:text><xsl:value-of select="@rack"/>
      <xsl:text>&#10;&#10;How to play: when it is your turn, send a mail with the lines&#10;  SIGNON your-name your-password&#10;  MOVE </xsl:text><xsl:value-of select="@game"/><xsl:text> N H8 CASA&#10;where N is the move number given in the mail telling you it is your turn, H8 the square of the first letter (row letter first: across; column number first: down) and CASA the whole word. Also: EXCHANGE </xsl:text><xsl:value-of select="@game"/><xsl:text> N LETTERS, PASS </xsl:text><xsl:value-of select="@game"/><xsl:text> N, RESIGN </xsl:text><xsl:value-of select="@game"/><xsl:text>, STATUS </xsl:text><xsl:value-of select="@game"/><xsl:text>, HISTORY </xsl:text><xsl:value-of select="@game"/><xsl:text>.</xsl:text>
      <xsl:if test="@end_scoring = 'on'"> At the end the letters left on the racks are counted.</xsl:if>
      <xsl:if test="@champ != ''"><xsl:text>&#10;&#10;This is a game of the championship </xsl:text><xsl:value-of select="@champ"/><xsl:text>: </xsl:text><xsl:call-template name="en.nr"><xsl:with-param name="n" select="@days"/><xsl:with-param name="one" select="'day'"/><xsl:with-param name="many" select="'days'"/></xsl:call-template><xsl:text> a move, counted in whole days (the day the turn begins does not count). RESEND </xsl:text><xsl:value-of select="@game"/><xsl:text> mails you the position again; LEAVE DAYS [FIRST-DAY] declares days of absence, during which your clock stops.</xsl:text></xsl:if>
      <xsl:text>&#10;&#10;The letters are drawn from a seed kept secret until the end of the game. Its SHA-256 is:&#10;  </xsl:text><xsl:value-of select="@seed_hash"/>
    </xsl:for-each>
  </xsl:template>
  <xsl:template match="notice[@code='game.moved']" mode="en">
    <xsl:for-each select="args">
      <xsl:text>Game </xsl:text><xsl:value-of select="@game"/><xsl:text>, move </xsl:text><xsl:value-of select="@number"/><xsl:text>: </xsl:text><xsl:value-of select="@player"/>
      <xsl:choose>
        <xsl:when test="@kind = 'play'"> played <xsl:value-of select="@move"/> for <xsl:call-template name="en.nr"><xsl:with-param name="n" select="@score"/></xsl:call-template> (total <xsl:value-of select="@total"/>).</xsl:when>
        <xsl:when test="@kind = 'exchange'"> exchanged <xsl:call-template name="en.nr"><xsl:with-param name="n" select="string-length(@move)"/><xsl:with-param name="one" select="'tile'"/><xsl:with-param name="many" select="'tiles'"/></xsl:call-template>.</xsl:when>
        <xsl:when test="@kind = 'pass' and @cause = 'timeout'"> passed: their time ran out.</xsl:when>
        <xsl:when test="@kind = 'pass' and @cause = 'illegal'"> passed: their move was illegal, which costs the turn here.</xsl:when>
        <xsl:when test="@kind = 'pass' and @cause = 'wrong'"> passed: their move was wrong, and in liber mărunțel a wrong move counts as a pass.</xsl:when>
        <xsl:when test="@kind = 'pass' and @cause = 'declined'"> passed instead of exchanging their letter, which counts as having exchanged it.</xsl:when>
        <xsl:when test="@kind = 'pass'"> passed.</xsl:when>
        <xsl:when test="@cause = 'timeout'"> lost the game on time.</xsl:when>
        <xsl:otherwise> resigned.</xsl:otherwise>
      </xsl:choose>
      <xsl:text>&#10;&#10;</xsl:text>
      <xsl:call-template name="block"><xsl:with-param name="s" select="@board"/></xsl:call-template>
      <xsl:text>&#10;Scores:&#10;</xsl:text>
      <xsl:call-template name="block"><xsl:with-param name="s" select="@scores"/><xsl:with-param name="last" select="true()"/></xsl:call-template>
    </xsl:for-each>
  </xsl:template>
  <xsl:template match="notice[@code='game.your-turn']" mode="en"><xsl:for-each select="args">It is your turn in game <xsl:value-of select="@game"/>. Your letters: <xsl:value-of select="@rack"/> (<xsl:call-template name="en.nr"><xsl:with-param name="n" select="@bag"/><xsl:with-param name="one" select="'tile'"/><xsl:with-param name="many" select="'tiles'"/></xsl:call-template> in the bag). Write your move as: MOVE <xsl:value-of select="@game"/><xsl:text> </xsl:text><xsl:value-of select="@number"/> H8 CASA (or EXCHANGE <xsl:value-of select="@game"/><xsl:text> </xsl:text><xsl:value-of select="@number"/> LETTERS, PASS <xsl:value-of select="@game"/><xsl:text> </xsl:text><xsl:value-of select="@number"/>).<xsl:choose><xsl:when test="@exchange = 'due'"> You have passed three times in a row, so you may exchange your letter now (EXCHANGE <xsl:value-of select="@game"/><xsl:text> </xsl:text><xsl:value-of select="@number"/><xsl:text> </xsl:text><xsl:value-of select="@rack"/>); if you pass instead, that counts as having exchanged it.</xsl:when><xsl:when test="@exchange = 'may'"> Every player has passed in a row, so you may exchange your letter now (EXCHANGE <xsl:value-of select="@game"/><xsl:text> </xsl:text><xsl:value-of select="@number"/><xsl:text> </xsl:text><xsl:value-of select="@rack"/>).</xsl:when></xsl:choose><xsl:if test="@deadline != ''"> Play by <xsl:value-of select="@deadline"/>.</xsl:if></xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='game.over']" mode="en">
    <xsl:for-each select="args">
      <xsl:text>Game </xsl:text><xsl:value-of select="@game"/><xsl:text> is over</xsl:text>
      <xsl:choose>
        <xsl:when test="@end = 'timeout'">: <xsl:value-of select="@resigned"/> lost on time (<xsl:call-template name="en.nr"><xsl:with-param name="n" select="@limit"/><xsl:with-param name="one" select="'timeout'"/><xsl:with-param name="many" select="'timeouts'"/></xsl:call-template>, the championship's limit).</xsl:when>
        <xsl:when test="@end = 'resign'">: <xsl:value-of select="@resigned"/> resigned.</xsl:when>
        <xsl:when test="@end = 'out' and @variant = 'maruntel'">: every letter has been placed.</xsl:when>
        <xsl:when test="@end = 'out'">: a player has used all their tiles and the bag is empty.</xsl:when>
        <xsl:when test="@end = 'blocked'">: it is blocked. After repeated passes and exchanges (four rounds in a row) no letter was placed, though the bag still holds letters.</xsl:when>
        <xsl:when test="@variant = 'maruntel'">: the bag is empty and every player still holding a letter passed in turn.</xsl:when>
        <xsl:otherwise>: every player passed in two rounds in a row (exchanges and moves, even worth nothing, are not passes).</xsl:otherwise>
      </xsl:choose>
      <xsl:text> Final result:&#10;</xsl:text>
      <xsl:call-template name="block"><xsl:with-param name="s" select="@scores"/></xsl:call-template>
      <xsl:if test="@adjust != ''">
        <xsl:text>The letters left on the racks, counted:&#10;</xsl:text>
        <xsl:call-template name="block"><xsl:with-param name="s" select="@adjust"/></xsl:call-template>
      </xsl:if>
      <xsl:text>&#10;</xsl:text>
      <xsl:call-template name="block"><xsl:with-param name="s" select="@board"/></xsl:call-template>
      <xsl:text>&#10;The seed of the draws was: </xsl:text><xsl:value-of select="@seed"/>
      <xsl:text> (its SHA-256, announced at the start: </xsl:text><xsl:value-of select="@seed_hash"/>
      <xsl:text>).</xsl:text>
      <!-- The engine's analysis of the player's own turns (game-analysis.h). -->
      <xsl:if test="@a_turns != '' and @a_turns != '0'">
        <xsl:text>&#10;&#10;The engine's analysis of your moves: they scored </xsl:text><xsl:call-template name="en.nr"><xsl:with-param name="n" select="@a_scored"/></xsl:call-template>
        <xsl:text>; the best move of your rack at each turn would have scored </xsl:text><xsl:value-of select="@a_best"/>
        <xsl:text>, so you made </xsl:text><xsl:value-of select="@a_percent"/>
        <xsl:text> % of the best. The best move is the highest-scoring one, equal scores ranked as a duplicate's top: a ranking by score alone, not by what the letters kept are worth.</xsl:text>
        <xsl:choose>
          <xsl:when test="@a_missed != ''">
            <xsl:text>&#10;&#10;Your turns where the best move scored at least </xsl:text><xsl:call-template name="en.nr"><xsl:with-param name="n" select="@a_min"/></xsl:call-template>
            <xsl:text> more (the turn, your move and its score | the best move and its score | the difference; - is a pass, -LETTERS an exchange):&#10;</xsl:text>
            <xsl:call-template name="block"><xsl:with-param name="s" select="@a_missed"/><xsl:with-param name="last" select="true()"/></xsl:call-template>
          </xsl:when>
          <xsl:otherwise><xsl:text> None of your moves scored </xsl:text><xsl:call-template name="en.nr"><xsl:with-param name="n" select="@a_min"/></xsl:call-template><xsl:text> or more below the best.</xsl:text></xsl:otherwise>
        </xsl:choose>
      </xsl:if>
      <!-- GCG is written for games of two players only (gcg.h). -->
      <xsl:if test="@gcg != ''">
        <xsl:text>&#10;&#10;The game's record in GCG (for Quackle or Macondo):&#10;</xsl:text>
        <xsl:call-template name="block"><xsl:with-param name="s" select="@gcg"/><xsl:with-param name="last" select="true()"/></xsl:call-template>
      </xsl:if>
    </xsl:for-each>
  </xsl:template>

  <!-- Championships (game-champ.c): the clock, leave, the end. -->
  <xsl:template match="notice[@code='game.arbiter']" mode="en-subject"><xsl:for-each select="args"><xsl:call-template name="en.game-subject"><xsl:with-param name="what"><xsl:choose><xsl:when test="@action = 'takeback'">the arbiter took back move <xsl:value-of select="@number"/></xsl:when><xsl:when test="@action = 'deadline'">the arbiter moved the deadline to <xsl:value-of select="@deadline"/></xsl:when><xsl:when test="@action = 'replace'"><xsl:value-of select="@replacement"/> replaces <xsl:value-of select="@player"/></xsl:when><xsl:otherwise>the arbiter's result</xsl:otherwise></xsl:choose></xsl:with-param></xsl:call-template></xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='game.arbiter']" mode="en">
    <xsl:for-each select="args">
      <xsl:choose>
        <xsl:when test="@action = 'replace'">
          <xsl:text>The arbiter has replaced </xsl:text><xsl:value-of select="@player"/><xsl:text> by </xsl:text><xsl:value-of select="@replacement"/><xsl:text> in game </xsl:text><xsl:value-of select="@game"/><xsl:text>: </xsl:text><xsl:value-of select="@replacement"/><xsl:text> plays on from the same position, with the same letters and score. Reason: </xsl:text><xsl:value-of select="@reason"/>
          <xsl:if test="@rack != ''"><xsl:text>&#10;&#10;Your letters (only you get them): </xsl:text><xsl:value-of select="@rack"/><xsl:text>. HISTORY </xsl:text><xsl:value-of select="@game"/><xsl:text> shows the game so far; the commands are in the mail HELP brings.</xsl:text></xsl:if>
          <xsl:text>&#10;&#10;The scores now:&#10;</xsl:text>
        </xsl:when>
        <xsl:when test="@action = 'deadline'">
          <xsl:text>The arbiter has moved the deadline of move </xsl:text><xsl:value-of select="@number"/><xsl:text> of game </xsl:text><xsl:value-of select="@game"/><xsl:text> (</xsl:text><xsl:value-of select="@player"/><xsl:text> to play) from </xsl:text><xsl:value-of select="@was"/><xsl:text> to </xsl:text><xsl:value-of select="@deadline"/><xsl:text>. Reason: </xsl:text><xsl:value-of select="@reason"/>
        </xsl:when>
        <xsl:when test="@action = 'takeback'">
          <xsl:text>The arbiter has taken back move </xsl:text><xsl:value-of select="@number"/><xsl:text> of game </xsl:text><xsl:value-of select="@game"/><xsl:text>: </xsl:text>
          <xsl:choose>
            <xsl:when test="@kind = 'play'"><xsl:value-of select="@player"/>'s play <xsl:value-of select="@move"/></xsl:when>
            <xsl:when test="@kind = 'exchange'"><xsl:value-of select="@player"/>'s exchange of <xsl:call-template name="en.nr"><xsl:with-param name="n" select="string-length(@move)"/><xsl:with-param name="one" select="'tile'"/><xsl:with-param name="many" select="'tiles'"/></xsl:call-template></xsl:when>
            <xsl:when test="@kind = 'pass'"><xsl:value-of select="@player"/>'s pass</xsl:when>
            <xsl:otherwise><xsl:value-of select="@player"/>'s resignation</xsl:otherwise>
          </xsl:choose>
          <xsl:text>. Reason: </xsl:text><xsl:value-of select="@reason"/>
          <xsl:text>&#10;&#10;The game goes on from the position before that move: the board, the letters, the scores and the clock are as they were then. The scores now:&#10;</xsl:text>
        </xsl:when>
        <xsl:otherwise>
          <xsl:text>The arbiter has decided the result of game </xsl:text><xsl:value-of select="@game"/><xsl:text>: </xsl:text>
          <xsl:choose>
            <xsl:when test="@result = 'win'"><xsl:value-of select="@player"/> wins</xsl:when>
            <xsl:when test="@result = 'draw'">a draw</xsl:when>
            <xsl:otherwise>a loss for every player</xsl:otherwise>
          </xsl:choose>
          <xsl:text>. Reason: </xsl:text><xsl:value-of select="@reason"/>
          <xsl:text>&#10;&#10;The game is over; the standings count this result. The scores when the game was stopped:&#10;</xsl:text>
        </xsl:otherwise>
      </xsl:choose>
      <xsl:if test="@action != 'deadline'">
        <xsl:call-template name="block"><xsl:with-param name="s" select="@scores"/></xsl:call-template>
        <xsl:text>&#10;</xsl:text>
        <xsl:call-template name="block"><xsl:with-param name="s" select="@board"/><xsl:with-param name="last" select="true()"/></xsl:call-template>
      </xsl:if>
    </xsl:for-each>
  </xsl:template>
  <xsl:template match="notice[@code='game.timeout']" mode="en-subject"><xsl:for-each select="args"><xsl:call-template name="en.game-subject"><xsl:with-param name="what">your time ran out</xsl:with-param></xsl:call-template></xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='game.timeout']" mode="en"><xsl:for-each select="args">Your time for move <xsl:value-of select="@number"/> of game <xsl:value-of select="@game"/> ran out<xsl:choose><xsl:when test="@kind = 'resign'">: this was timeout <xsl:value-of select="@timeouts"/>, the championship's limit, and you lose the game.</xsl:when><xsl:otherwise>: it counts as a pass (timeouts in this game: <xsl:value-of select="@timeouts"/><xsl:if test="@limit != '0'">; the game is lost at <xsl:value-of select="@limit"/></xsl:if>).</xsl:otherwise></xsl:choose></xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='game.reminder']" mode="en-subject"><xsl:for-each select="args"><xsl:call-template name="en.game-subject"><xsl:with-param name="what">a reminder, your move is due by <xsl:value-of select="@deadline"/></xsl:with-param></xsl:call-template></xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='game.reminder']" mode="en">
    <xsl:for-each select="args">
      <xsl:text>A reminder: it is your turn in game </xsl:text><xsl:value-of select="@game"/><xsl:text> and your move is due by </xsl:text><xsl:value-of select="@deadline"/><xsl:text>.&#10;&#10;</xsl:text>
      <xsl:call-template name="block"><xsl:with-param name="s" select="@board"/><xsl:with-param name="last" select="true()"/></xsl:call-template>
    </xsl:for-each>
  </xsl:template>
  <xsl:template match="notice[@code='game.late']" mode="en-subject"><xsl:for-each select="args"><xsl:call-template name="en.game-subject"><xsl:with-param name="what">your move is late</xsl:with-param></xsl:call-template></xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='game.late']" mode="en">
    <xsl:for-each select="args">
      <xsl:text>Your move in game </xsl:text><xsl:value-of select="@game"/><xsl:text> was due by </xsl:text><xsl:value-of select="@deadline"/><xsl:text>. If it has not arrived by </xsl:text><xsl:value-of select="@timeout"/>
      <xsl:choose>
        <xsl:when test="@action = 'forfeit'">, it is a timeout (this game's timeouts so far: <xsl:value-of select="@timeouts"/>; at <xsl:value-of select="@limit"/> the game is lost).</xsl:when>
        <xsl:otherwise>, it counts as a pass.</xsl:otherwise>
      </xsl:choose>
      <xsl:text>&#10;&#10;</xsl:text>
      <xsl:call-template name="block"><xsl:with-param name="s" select="@board"/><xsl:with-param name="last" select="true()"/></xsl:call-template>
    </xsl:for-each>
  </xsl:template>
  <xsl:template match="notice[@code='game.resend']" mode="en-subject"><xsl:for-each select="args"><xsl:call-template name="en.game-subject"><xsl:with-param name="what">the position</xsl:with-param></xsl:call-template></xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='game.resend']" mode="en">
    <xsl:for-each select="args">
      <xsl:text>Game </xsl:text><xsl:value-of select="@game"/>
      <xsl:choose>
        <xsl:when test="@state = 'over'"> is over.</xsl:when>
        <xsl:when test="@mine = '1'">: it is your turn, move <xsl:value-of select="@number"/>.</xsl:when>
        <xsl:otherwise>: <xsl:value-of select="@to_move"/> is to play move <xsl:value-of select="@number"/>.</xsl:otherwise>
      </xsl:choose>
      <xsl:if test="@deadline != ''"> The move is due by <xsl:value-of select="@deadline"/>.</xsl:if>
      <xsl:text>&#10;&#10;</xsl:text>
      <xsl:call-template name="block"><xsl:with-param name="s" select="@board"/></xsl:call-template>
      <xsl:text>&#10;</xsl:text><xsl:if test="@mine != '1'"><xsl:text>Your letters: </xsl:text><xsl:value-of select="@rack"/>
      <xsl:text> (</xsl:text><xsl:call-template name="en.nr"><xsl:with-param name="n" select="@bag"/><xsl:with-param name="one" select="'tile'"/><xsl:with-param name="many" select="'tiles'"/></xsl:call-template><xsl:text> in the bag)&#10;</xsl:text></xsl:if>
      <xsl:text>Scores:&#10;</xsl:text>
      <xsl:call-template name="block"><xsl:with-param name="s" select="@scores"/><xsl:with-param name="last" select="true()"/></xsl:call-template>
    </xsl:for-each>
  </xsl:template>
  <xsl:template match="item[@code='resend.ok']" mode="en"><xsl:for-each select="args">The position of game <xsl:value-of select="@game"/> is mailed to you again, in a mail of its own.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='status.no-games']" mode="en">You are not playing any game now.</xsl:template>
  <xsl:template match="item[@code='resend.no-games']" mode="en">You are not playing any game now: there is nothing to send again.</xsl:template>
  <xsl:template match="item[@code='leave.ok']" mode="en"><xsl:for-each select="args">Your leave is recorded: from <xsl:value-of select="@first"/> to <xsl:value-of select="@last"/> (<xsl:call-template name="en.nr"><xsl:with-param name="n" select="@days"/><xsl:with-param name="one" select="'day'"/><xsl:with-param name="many" select="'days'"/></xsl:call-template>). Your clock stops in your championship games on those days, and your opponents are told. Days of leave left for that year: <xsl:value-of select="@left"/> of <xsl:value-of select="@allowance"/>.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='leave.no-championship']" mode="en">Leave is for the players of a championship that is under way, and you play in none. Nothing was recorded.</xsl:template>
  <xsl:template match="item[@code='leave.bad-date']" mode="en"><xsl:for-each select="args">The date "<xsl:value-of select="@date"/>" cannot be read: write it as 2026-12-20 or 20.12.2026. Nothing was recorded.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='leave.past']" mode="en"><xsl:for-each select="args">Leave is declared for days to come: it can begin on <xsl:value-of select="@earliest"/> at the earliest, not on <xsl:value-of select="@first"/>. Nothing was recorded.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='leave.overlap']" mode="en"><xsl:for-each select="args">The days from <xsl:value-of select="@first"/> to <xsl:value-of select="@last"/> overlap a leave you already declared. Nothing was recorded.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='leave.too-long']" mode="en"><xsl:for-each select="args">The leave asked for (<xsl:call-template name="en.nr"><xsl:with-param name="n" select="@days"/><xsl:with-param name="one" select="'day'"/><xsl:with-param name="many" select="'days'"/></xsl:call-template>) is longer than what you have left for <xsl:value-of select="@year"/>: <xsl:value-of select="@left"/> of <xsl:call-template name="en.nr"><xsl:with-param name="n" select="@allowance"/><xsl:with-param name="one" select="'day'"/><xsl:with-param name="many" select="'days'"/></xsl:call-template>. Nothing was recorded.</xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='champ.leave']" mode="en-subject"><xsl:for-each select="args"><xsl:value-of select="@player"/> is on leave</xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='champ.leave']" mode="en"><xsl:for-each select="args"><xsl:value-of select="@player"/> is on leave from <xsl:value-of select="@first"/> to <xsl:value-of select="@last"/>: on those days the clock of their moves stops in the games you play together (game <xsl:value-of select="@game"/> among them).</xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='champ.over']" mode="en-subject"><xsl:for-each select="args">Championship <xsl:value-of select="@champ"/> · the final standings</xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='champ.over']" mode="en">
    <xsl:for-each select="args">
      <xsl:text>Every game of the championship </xsl:text><xsl:value-of select="@champ"/><xsl:text> is over. The final standings (rank, player, points, spread, total score</xsl:text><xsl:if test="@rated = '1'">, rating and its change</xsl:if><xsl:text>):&#10;&#10;</xsl:text>
      <xsl:call-template name="block"><xsl:with-param name="s" select="@standings"/></xsl:call-template>
      <xsl:text>&#10;The crosstable (W win, D draw, L loss, your score first; T: lost on time, R: lost by resignation, A: adjudicated by the arbiter):&#10;</xsl:text>
      <xsl:call-template name="block"><xsl:with-param name="s"><xsl:call-template name="words"><xsl:with-param name="s" select="@crosstable"/><xsl:with-param name="lang" select="'en'"/></xsl:call-template></xsl:with-param></xsl:call-template>
    </xsl:for-each>
  </xsl:template>
  <xsl:template match="notice[@code='organiser.champ-over']" mode="en-subject"><xsl:for-each select="args">Championship <xsl:value-of select="@champ"/> is over: the final standings</xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='organiser.champ-over']" mode="en">
    <xsl:for-each select="args">
      <xsl:text>Every game of the championship </xsl:text><xsl:value-of select="@champ"/><xsl:text> is over. Its </xsl:text><xsl:call-template name="en.nr"><xsl:with-param name="n" select="@players"/><xsl:with-param name="one" select="'player has'"/><xsl:with-param name="many" select="'players have'"/></xsl:call-template><xsl:text> been mailed the final standings and the crosstable</xsl:text><xsl:if test="@rated = '1'">, and their ratings have been updated</xsl:if><xsl:text>. The final standings (rank, player, points, spread, total score</xsl:text><xsl:if test="@rated = '1'">, rating and its change</xsl:if><xsl:text>):&#10;&#10;</xsl:text>
      <xsl:call-template name="block"><xsl:with-param name="s" select="@standings"/></xsl:call-template>
      <xsl:text>&#10;What to do: publish the final pages with scrabmail publish </xsl:text><xsl:value-of select="@champ"/><xsl:text>; scrabmail championship show </xsl:text><xsl:value-of select="@champ"/><xsl:text> keeps the standings and every game. A new season is a new championship (scrabmail championship create).</xsl:text>
    </xsl:for-each>
  </xsl:template>
  <xsl:template match="notice[@code='organiser.downtime']" mode="en-subject"><xsl:for-each select="args">scrabmail did not run for <xsl:call-template name="en.nr"><xsl:with-param name="n" select="@hours"/><xsl:with-param name="one" select="'hour'"/><xsl:with-param name="many" select="'hours'"/></xsl:call-template>: deadlines moved on</xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='organiser.downtime']" mode="en"><xsl:for-each select="args">scrabmail did not run from <xsl:value-of select="@since"/> to <xsl:value-of select="@until"/> (<xsl:call-template name="en.nr"><xsl:with-param name="n" select="@hours"/><xsl:with-param name="one" select="'hour'"/><xsl:with-param name="many" select="'hours'"/></xsl:call-template>): in that time no deadline was checked. So that nobody loses a game on time because of it, the deadlines of <xsl:call-template name="en.nr"><xsl:with-param name="n" select="@games"/><xsl:with-param name="one" select="'championship game'"/><xsl:with-param name="many" select="'championship games'"/></xsl:call-template> have been moved on by that time; the players were not told. Mail that arrived meanwhile is taken in as usual.&#10;&#10;What to do: find out why scrabmail stopped (its log: journalctl -u scrabmail, or the output of the cron job that runs scrabmail daemon --once) so that it does not happen again. If the players should know of the new deadlines, write to them yourself. The downtime_minutes setting (scrabmail.conf) says after how long a gap the deadlines are moved on (0: never).</xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='champ.downtime']" mode="en-subject">scrabmail was down: deadlines moved on</xsl:template>
  <xsl:template match="notice[@code='champ.downtime']" mode="en"><xsl:for-each select="args">The clock did not run from <xsl:value-of select="@since"/> to <xsl:value-of select="@until"/> (<xsl:call-template name="en.nr"><xsl:with-param name="n" select="@hours"/><xsl:with-param name="one" select="'hour'"/><xsl:with-param name="many" select="'hours'"/></xsl:call-template>). The deadlines of <xsl:call-template name="en.nr"><xsl:with-param name="n" select="@games"/><xsl:with-param name="one" select="'championship game'"/><xsl:with-param name="many" select="'championship games'"/></xsl:call-template> moved on by that time, so that nobody was timed out by the downtime. Mail that arrived meanwhile is taken in as usual.</xsl:for-each></xsl:template>

  <!-- What a results mail's technical warnings were for: the codes of
       @wcodes (report_verdict_warnings, src/report-verdict.h), each
       worded, joined by "; "; @claimed is the score claimed. -->
  <xsl:template name="en.warnings">
    <xsl:param name="codes" select="concat(normalize-space(@wcodes), ' ')"/>
    <xsl:param name="first" select="true()"/>
    <xsl:variable name="c" select="substring-before($codes, ' ')"/>
    <xsl:if test="$c != ''">
      <xsl:if test="not($first)">; </xsl:if>
      <xsl:choose>
        <xsl:when test="$c = 'score'">the score you claimed, <xsl:value-of select="@claimed"/>, is not the right one</xsl:when>
        <xsl:when test="$c = 'score-missing'">you did not claim the move's score</xsl:when>
        <xsl:when test="$c = 'coord'">the coordinate was written the other way round (H8 means across, 8H down), and the move was read the way it is legal</xsl:when>
        <xsl:when test="$c = 'blank'">a blank was not marked as one, or a letter was marked as a blank when no blank was left to play</xsl:when>
        <xsl:when test="$c = 'score2'">the second move's claimed score is missing or wrong</xsl:when>
        <xsl:when test="$c = 'total'">the claimed total is missing or wrong</xsl:when>
        <xsl:otherwise><xsl:value-of select="$c"/></xsl:otherwise>
      </xsl:choose>
      <xsl:call-template name="en.warnings">
        <xsl:with-param name="codes" select="substring-after($codes, ' ')"/>
        <xsl:with-param name="first" select="false()"/>
      </xsl:call-template>
    </xsl:if>
  </xsl:template>

  <!-- Sign-up by mail: REGISTER, CONFIRM, JOIN (account-signup.c). -->
  <xsl:template match="item[@code='signup.usage']" mode="en"><xsl:for-each select="args">REGISTER is written: REGISTER name, then, if you like, your real name (for example: REGISTER popescu.ion Ion Popescu). The name is the one you will sign on with: at most <xsl:call-template name="en.nr"><xsl:with-param name="n" select="@max"/><xsl:with-param name="one" select="'letter'"/><xsl:with-param name="many" select="'letters'"/></xsl:call-template> without diacritics, digits, ".", "_" or "-".</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='signup.code']" mode="en"><xsl:for-each select="args">Your request to register as player <xsl:value-of select="@player"/> has arrived. To confirm it, send from this address within <xsl:value-of select="@hours"/> hour<xsl:if test="@hours != 1">s</xsl:if> (by <xsl:value-of select="@deadline"/>) a mail holding only the line:<xsl:text>&#10;</xsl:text>  CONFIRM <xsl:value-of select="@code"/><xsl:text>&#10;</xsl:text>If you did not ask to register, do nothing: the request runs out by itself.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='signup.closed']" mode="en">Registration by mail is not open: to become a player, ask the organiser to register you. Nothing was recorded.</xsl:template>
  <xsl:template match="item[@code='signup.known-address']" mode="en"><xsl:for-each select="args">The address <xsl:value-of select="@addr"/> is already player <xsl:value-of select="@player"/>'s: sign on with the line SIGNON <xsl:value-of select="@player"/> password. If you forgot the password, write to the organiser.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='signup.bad-name']" mode="en"><xsl:for-each select="args">The name "<xsl:value-of select="@player"/>" cannot be used: choose one of at most <xsl:call-template name="en.nr"><xsl:with-param name="n" select="@max"/><xsl:with-param name="one" select="'character'"/><xsl:with-param name="many" select="'characters'"/></xsl:call-template>, only letters without diacritics, digits, ".", "_" or "-" (you will type it in the SIGNON line). Nothing was recorded.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='signup.name-taken']" mode="en"><xsl:for-each select="args">The name "<xsl:value-of select="@player"/>" is taken already (by a player or another request): choose another and send REGISTER name again. Nothing was recorded.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='signup.too-many']" mode="en"><xsl:for-each select="args">This address has asked to register <xsl:call-template name="en.nr"><xsl:with-param name="n" select="@max"/><xsl:with-param name="one" select="'time'"/><xsl:with-param name="many" select="'times'"/></xsl:call-template> in the last 24 hours already: try again tomorrow. No new code was sent.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='confirm.usage']" mode="en">CONFIRM is written: CONFIRM code, with the code you received in answer to REGISTER.</xsl:template>
  <xsl:template match="item[@code='confirm.pending']" mode="en"><xsl:for-each select="args">Your address is confirmed. The request to register as player <xsl:value-of select="@player"/> now waits for the organiser's approval; your password and the instructions will come in a separate mail as soon as it is approved.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='confirm.approved']" mode="en"><xsl:for-each select="args">Your address is confirmed and you are registered as player <xsl:value-of select="@player"/>. Your password and the instructions come in a separate mail.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='confirm.no-request']" mode="en"><xsl:for-each select="args">There is no unconfirmed request to register from the address <xsl:value-of select="@addr"/>. Send the code from the address that sent REGISTER; if it ran out, send REGISTER name again.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='confirm.expired']" mode="en"><xsl:for-each select="args">The code of the request to register as player <xsl:value-of select="@player"/> has run out. Send REGISTER <xsl:value-of select="@player"/> again for a new one.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='confirm.bad-code']" mode="en"><xsl:for-each select="args">That is not the code of the request to register as player <xsl:value-of select="@player"/>. Check the code in the mail you received; you may try <xsl:choose><xsl:when test="@tries = 1">once more</xsl:when><xsl:otherwise><xsl:value-of select="@tries"/> more times</xsl:otherwise></xsl:choose>.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='confirm.voided']" mode="en"><xsl:for-each select="args">That is not the code of the request to register as player <xsl:value-of select="@player"/>, and no tries are left: the request is void. Send REGISTER name again for a new code.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='confirm.name-taken']" mode="en"><xsl:for-each select="args">Meanwhile the name "<xsl:value-of select="@player"/>" or your address was registered otherwise, so the request can no longer be approved and is void. Send REGISTER with another name, or write to the organiser.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='join.usage']" mode="en">JOIN is written: JOIN championship (for example: JOIN Winter-Cup).</xsl:template>
  <xsl:template match="item[@code='join.ok']" mode="en"><xsl:for-each select="args">You are entered in the championship <xsl:value-of select="@champ"/>. The games begin when the organiser starts it; you will get a mail for each game.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='join.unknown']" mode="en"><xsl:for-each select="args">There is no championship called "<xsl:value-of select="@champ"/>". Check the name.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='join.not-open']" mode="en"><xsl:for-each select="args">The championship <xsl:value-of select="@champ"/> takes no entries by mail: ask the organiser to enter you.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='join.started']" mode="en"><xsl:for-each select="args">The championship <xsl:value-of select="@champ"/> has started already: players join before the start.</xsl:for-each></xsl:template>
  <xsl:template match="item[@code='join.already']" mode="en"><xsl:for-each select="args">You are in the championship <xsl:value-of select="@champ"/> already: nothing changed.</xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='signup.welcome']" mode="en-subject"><xsl:for-each select="args">Welcome, <xsl:value-of select="@player"/>: your password</xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='signup.welcome']" mode="en">
    <xsl:for-each select="args">
      <xsl:text>You are registered as player </xsl:text><xsl:value-of select="@player"/><xsl:text>. Your password is in the line below, ready to copy to the top of your mails; keep it, as it is not sent again (you can change it at any time with PASSWORD new-password):&#10;</xsl:text>
      <xsl:text>  SIGNON </xsl:text><xsl:value-of select="@player"/><xsl:text> </xsl:text><xsl:value-of select="@password"/><xsl:text>&#10;</xsl:text>
      <xsl:text>Commands go to </xsl:text><xsl:value-of select="@addr"/><xsl:text>, one a line, at the start of the mail; those for games after the SIGNON line:&#10;</xsl:text>
      <xsl:text>  HELP - the list of commands;&#10;</xsl:text>
      <xsl:text>  PASSWORD new-password - changes your password;&#10;</xsl:text>
      <xsl:text>  LANGUAGE ro|en - the language your answers come in first;&#10;</xsl:text>
      <xsl:text>  JOIN championship - enters you in a championship that takes entries, before its start;&#10;</xsl:text>
      <xsl:text>  STATUS - your games: the board, your rack, the scores, whose turn;&#10;</xsl:text>
      <xsl:text>  MOVE game number move - a move, for example MOVE 12 7 H8 CASA (game 12, move 7);&#10;</xsl:text>
      <xsl:text>  EXCHANGE game number letters, PASS game number, RESIGN game;&#10;</xsl:text>
      <xsl:text>  LEAVE days - days of absence in a championship;&#10;</xsl:text>
      <xsl:text>  ROUND n move - an entry for round n of a duplicate contest.&#10;</xsl:text>
      <xsl:text>Enjoy your games!</xsl:text>
    </xsl:for-each>
  </xsl:template>
  <xsl:template match="notice[@code='signup.rejected']" mode="en-subject"><xsl:for-each select="args">Your request to register as <xsl:value-of select="@player"/> was not approved</xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='signup.rejected']" mode="en"><xsl:for-each select="args">The organiser did not approve your request to register as player <xsl:value-of select="@player"/><xsl:choose><xsl:when test="normalize-space(@reason) != ''">. The reason: <xsl:value-of select="@reason"/></xsl:when><xsl:otherwise>.</xsl:otherwise></xsl:choose> For more, write to the organiser.</xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='organiser.signup']" mode="en-subject"><xsl:for-each select="args">New sign-up: <xsl:value-of select="@player"/></xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='organiser.signup']" mode="en"><xsl:for-each select="args"><xsl:value-of select="@player"/> (<xsl:value-of select="@email"/><xsl:if test="normalize-space(@realname) != ''">, <xsl:value-of select="@realname"/></xsl:if>) asked to register as a player and confirmed the address. <xsl:choose><xsl:when test="@decision = 'auto'">The registration was made automatically (signup = auto): the player got a password.</xsl:when><xsl:otherwise>The request waits for your decision: scrabmail player approve <xsl:value-of select="@player"/>, or scrabmail player reject <xsl:value-of select="@player"/> --reason "...". The requests waiting: scrabmail player pending.</xsl:otherwise></xsl:choose></xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='organiser.join']" mode="en-subject"><xsl:for-each select="args"><xsl:value-of select="@player"/> joined the championship <xsl:value-of select="@champ"/></xsl:for-each></xsl:template>
  <xsl:template match="notice[@code='organiser.join']" mode="en"><xsl:for-each select="args">Player <xsl:value-of select="@player"/> (<xsl:value-of select="@email"/>) entered the championship <xsl:value-of select="@champ"/> by mail. Its players: scrabmail championship show <xsl:value-of select="@champ"/>.</xsl:for-each></xsl:template>

</xsl:stylesheet>
