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
      <xsl:when test="$what = 'subject'">Reply to your commands</xsl:when>
      <xsl:when test="$what = 'greeting'">
        <xsl:text>Hello</xsl:text>
        <xsl:if test="normalize-space(to/@name) != ''">
          <xsl:text> </xsl:text>
          <xsl:value-of select="normalize-space(to/@name)"/>
        </xsl:if>
        <xsl:text>,</xsl:text>
      </xsl:when>
      <xsl:when test="$what = 'intro'">This is what happened with each command of your mail:</xsl:when>
      <xsl:when test="$what = 'closing'">Regards,<xsl:text>&#10;</xsl:text>The arbiter</xsl:when>
      <xsl:when test="$what = 'heading'">========================== English version ===========================</xsl:when>
      <xsl:when test="$what = 'footer'">Help: send a mail that holds only the line HELP.</xsl:when>
    </xsl:choose>
  </xsl:template>

  <!-- Answers to command lines. -->
  <xsl:template match="item[@code='help']" mode="en">
    <xsl:text>The commands you can send, one per line, at the start of the mail:&#10;</xsl:text>
    <xsl:text>  HELP (or AJUTOR) - sends this help;&#10;</xsl:text>
    <xsl:text>  SIGNON player password - identifies you as the registered player of that name; commands that need it go after this line;&#10;</xsl:text>
    <xsl:text>  PASSWORD new-password (or PAROLA) - changes your password, after SIGNON;&#10;</xsl:text>
    <xsl:text>  LANGUAGE ro|en (or LIMBA) - the language your answers come in first, after SIGNON;&#10;</xsl:text>
    <xsl:text>  WHOAMI (or CINESUNT) - shows who the arbiter takes you to be;&#10;</xsl:text>
    <xsl:text>  SIGNOFF (or GATA) - the end of the commands: what follows is not read.&#10;</xsl:text>
    <xsl:text>The commands for games (moves, rounds, contests) are described in the instructions sent for each game or contest.</xsl:text>
  </xsl:template>

  <xsl:template match="item[@code='signon.ok']" mode="en">You are signed on as player <xsl:value-of select="arg[@name='player']"/>.</xsl:template>

  <xsl:template match="item[@code='signon.unknown-player']" mode="en">There is no registered player called "<xsl:value-of select="arg[@name='player']"/>". Check the spelling, or ask the organiser to register you.</xsl:template>

  <xsl:template match="item[@code='signon.bad-password']" mode="en">That is not the password of player <xsl:value-of select="arg[@name='player']"/>, so you are not signed on and the commands that need it were not carried out. Check the password and send them again.</xsl:template>

  <xsl:template match="item[@code='signon.usage']" mode="en">SIGNON is written: SIGNON player password (for example: SIGNON popescu.ion my-password).</xsl:template>

  <xsl:template match="item[@code='signon.needed']" mode="en">The command <xsl:value-of select="arg[@name='cmd']"/> needs you to sign on first: put a line SIGNON player password before it. It was not carried out.</xsl:template>

  <xsl:template match="item[@code='password.ok']" mode="en">Your password has been changed. Use the new one from now on.</xsl:template>

  <xsl:template match="item[@code='password.usage']" mode="en">PASSWORD is written: PASSWORD new-password, on a line after SIGNON.</xsl:template>

  <xsl:template match="item[@code='password.too-short']" mode="en">The new password is too short: it needs at least <xsl:value-of select="arg[@name='min']"/> characters. The old password stays valid.</xsl:template>

  <xsl:template match="item[@code='password.same-as-name']" mode="en">The new password cannot be the same as the player name. The old password stays valid.</xsl:template>

  <xsl:template match="item[@code='password.bad-chars']" mode="en">The new password must not hold spaces or control characters. The old password is still valid.</xsl:template>

  <xsl:template match="item[@code='signon.no-password']" mode="en">Player <xsl:value-of select="arg[@name='player']"/> has no password yet, so you cannot sign on. Ask the organiser for one.</xsl:template>

  <xsl:template match="item[@code='signon.locked']" mode="en">There were too many wrong sign-ons for player <xsl:value-of select="arg[@name='player']"/>; signing on is blocked for another <xsl:value-of select="arg[@name='minutes']"/> minutes. Try again after that; if it was not you, tell the organiser.</xsl:template>

  <xsl:template match="item[@code='signoff.ok']" mode="en">The end of the commands.</xsl:template>

  <xsl:template match="item[@code='language.ok']" mode="en">From your next mail on, your answers come first in <xsl:choose><xsl:when test="arg[@name='lang'] = 'en'">English</xsl:when><xsl:otherwise>Romanian</xsl:otherwise></xsl:choose>.</xsl:template>

  <xsl:template match="item[@code='language.usage']" mode="en">LANGUAGE is written: LANGUAGE ro or LANGUAGE en, on a line after SIGNON.</xsl:template>

  <xsl:template match="item[@code='whoami.player']" mode="en">You are player <xsl:value-of select="arg[@name='player']"/>, registered with the address <xsl:value-of select="arg[@name='email']"/>.</xsl:template>

  <xsl:template match="item[@code='whoami.anonymous']" mode="en">You are not signed on. This mail came from <xsl:value-of select="arg[@name='addr']"/>; to sign on, send the line SIGNON player password.</xsl:template>

  <xsl:template match="item[@code='cmd.unknown']" mode="en">I do not know the command "<xsl:value-of select="arg[@name='word']"/>". Send HELP for the list of commands.</xsl:template>

  <xsl:template match="item[@code='cmd.ambiguous']" mode="en">"<xsl:value-of select="arg[@name='word']"/>" could be the start of several commands (<xsl:value-of select="arg[@name='candidates']"/>); write more of the command.</xsl:template>

  <xsl:template match="item[@code='cmd.too-many']" mode="en">Too many commands in one mail: only the first <xsl:value-of select="arg[@name='max']"/> were carried out, not this one nor those after it. Send them in another mail.</xsl:template>

  <xsl:template match="item[@code='cmd.ignored-after-signoff']" mode="en">Lines after SIGNOFF are not read; this one was ignored.</xsl:template>

  <!-- Remarks about the mail as a whole. -->
  <xsl:template match="notice[@code='mail.no-commands']" mode="en">I found no command in your mail. Write the commands as plain text, one per line, at the start of the mail; send HELP for the list of commands.</xsl:template>

  <xsl:template match="notice[@code='mail.too-big']" mode="en">Your mail is too big (<xsl:value-of select="arg[@name='size']"/> KB; the limit is <xsl:value-of select="arg[@name='max']"/> KB) and was not read. Send the commands in a shorter mail, without attachments.</xsl:template>

  <xsl:template match="notice[@code='mail.unreadable']" mode="en">Your mail could not be read (<xsl:value-of select="arg[@name='detail']"/>). Please send it again as plain text.</xsl:template>

  <xsl:template match="notice[@code='mail.no-text']" mode="en">Your mail has no text part I can read (only attachments, for example). Write the commands in the body of the mail.</xsl:template>

  <xsl:template match="notice[@code='mail.too-many-lines']" mode="en">Your mail has too many lines (the limit is <xsl:value-of select="arg[@name='max']"/>); only the first <xsl:value-of select="arg[@name='max']"/> were read.</xsl:template>

  <xsl:template match="notice[@code='mail.other-address']" mode="en">This mail came from <xsl:value-of select="arg[@name='from']"/>, which is not your registered address; a copy of this reply also goes to your registered address, <xsl:value-of select="arg[@name='registered']"/>.</xsl:template>

  <xsl:template match="notice[@code='mail.copy-for-registered']" mode="en">You receive this copy at your registered address because the mail answered here was sent in your name from <xsl:value-of select="arg[@name='from']"/>. If you did not send it, change your password and tell the organiser.</xsl:template>

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

</xsl:stylesheet>
