<?xml version="1.0" encoding="UTF-8"?>
<!-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).

     common.xsl: the machinery shared by the mail templates, with no words
     of its own.  "say" asks the messages of one language (messages-ro.xsl,
     messages-en.xsl: templates in mode "ro" or "en") for the sentence of
     the current item, notice or fixed piece of the reply; "tell" does the
     same and prints it as a paragraph.  A paragraph is written on one line:
     the program wraps the text at 78 columns after the stylesheet
     (report-reply.c; quoted lines are never wrapped, a line that starts
     with blanks keeps them and its continuation lines are indented two
     more).
     The last-resort sentences below print the result code and its
     arguments, so that a code no messages file knows still says something.
     This file is imported first by reply.xsl, so every template of the
     messages files takes precedence over the ones here. -->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns:str="http://exslt.org/strings"
    xmlns:sm="urn:x-scrabmail:xslt"
    extension-element-prefixes="sm"
    exclude-result-prefixes="str">

  <!-- Where the pages of "scrabmail publish" are found (the base_url
       setting, without a final "/"), or '': no links. -->
  <xsl:param name="base-url" select="''"/>

  <!-- The address of the page this mail is about, or nothing: base-url,
       then the reply's page attribute (a championship's game, set by the
       program: "<championship>/game-12.html"), else for a round of a
       contest "<contest>/round-07.html" from the first item or notice
       naming both; the directory is the name with "/" and "\" and a
       leading "." made "_", as "scrabmail publish" names it beside a
       series.  Percent-encoded (EXSLT str:encode-uri). -->
  <xsl:template name="page-url">
    <xsl:if test="$base-url != ''">
      <xsl:variable name="a" select="(/reply/item | /reply/notice)/args[@contest and
          @round and string(number(@round)) != 'NaN'][1]"/>
      <xsl:variable name="page">
        <xsl:choose>
          <xsl:when test="/reply/@page != ''">
            <xsl:value-of select="/reply/@page"/>
          </xsl:when>
          <xsl:when test="$a">
            <xsl:variable name="d" select="translate($a/@contest, '/\', '__')"/>
            <xsl:if test="starts-with($d, '.')">_</xsl:if>
            <xsl:value-of select="substring($d, 1 + starts-with($d, '.'))"/>
            <xsl:text>/round-</xsl:text>
            <xsl:value-of select="format-number($a/@round, '00')"/>
            <xsl:text>.html</xsl:text>
          </xsl:when>
        </xsl:choose>
      </xsl:variable>
      <xsl:if test="$page != ''">
        <xsl:value-of select="$base-url"/>
        <xsl:text>/</xsl:text>
        <xsl:value-of select="str:encode-uri($page, false())"/>
      </xsl:if>
    </xsl:if>
  </xsl:template>

  <!-- The sentence of the context node in language lang (text).
       sm:apply-templates is the program's (src/report-xslt.c): the same
       as the xsl:apply-templates in its xsl:fallback, but it finds the
       message of an item or notice by its code at once instead of
       trying every template of the mode in turn. -->
  <xsl:template name="say">
    <xsl:param name="lang"/>
    <xsl:param name="what" select="''"/>
    <xsl:choose>
      <xsl:when test="$lang = 'en'">
        <sm:apply-templates mode="en">
          <xsl:fallback>
            <xsl:apply-templates select="." mode="en">
              <xsl:with-param name="what" select="$what"/>
            </xsl:apply-templates>
          </xsl:fallback>
        </sm:apply-templates>
      </xsl:when>
      <xsl:otherwise>
        <sm:apply-templates mode="ro">
          <xsl:fallback>
            <xsl:apply-templates select="." mode="ro">
              <xsl:with-param name="what" select="$what"/>
            </xsl:apply-templates>
          </xsl:fallback>
        </sm:apply-templates>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- The same, followed by a line break.  (Written out in full rather
       than calling "say", and printed as it comes rather than held in a
       variable to test it first: each call and each result tree fragment
       costs, and a contest sends thousands of mails at once.) -->
  <xsl:template name="tell">
    <xsl:param name="lang"/>
    <xsl:param name="what" select="''"/>
    <xsl:choose>
      <xsl:when test="$lang = 'en'">
        <sm:apply-templates mode="en">
          <xsl:fallback>
            <xsl:apply-templates select="." mode="en">
              <xsl:with-param name="what" select="$what"/>
            </xsl:apply-templates>
          </xsl:fallback>
        </sm:apply-templates>
      </xsl:when>
      <xsl:otherwise>
        <sm:apply-templates mode="ro">
          <xsl:fallback>
            <xsl:apply-templates select="." mode="ro">
              <xsl:with-param name="what" select="$what"/>
            </xsl:apply-templates>
          </xsl:fallback>
        </sm:apply-templates>
      </xsl:otherwise>
    </xsl:choose>
    <xsl:text>&#10;</xsl:text>
  </xsl:template>

  <!-- The subject of a contest's own mail, from its first notice (the
       context) in language lang: the messages' templates in mode
       "ro-subject" or "en-subject". -->
  <xsl:template name="say-subject">
    <xsl:param name="lang"/>
    <xsl:choose>
      <xsl:when test="$lang = 'en'">
        <xsl:apply-templates select="." mode="en-subject"/>
      </xsl:when>
      <xsl:otherwise>
        <xsl:apply-templates select="." mode="ro-subject"/>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- The value s followed by a full stop, unless it ends with one (or
       with "!", "?" or an ellipsis): for reasons passed as arguments. -->
  <xsl:template name="end-sentence">
    <xsl:param name="s"/>
    <xsl:value-of select="$s"/>
    <xsl:if test="not(contains('.!?&#x2026;', substring($s, string-length($s))))
        or $s = ''">
      <xsl:text>.</xsl:text>
    </xsl:if>
  </xsl:template>

  <!-- A block of lines (a board diagram, standings) as it is, ending with
       exactly one line break, or with none when last (the end of a
       notice, which the layout ends). -->
  <xsl:template name="block">
    <xsl:param name="s"/>
    <xsl:param name="last" select="false()"/>
    <xsl:variable name="nl"
        select="substring($s, string-length($s)) = '&#10;'"/>
    <xsl:choose>
      <xsl:when test="$last and $nl">
        <xsl:value-of select="substring($s, 1, string-length($s) - 1)"/>
      </xsl:when>
      <xsl:otherwise>
        <xsl:value-of select="$s"/>
        <xsl:if test="not($last) and not($nl)">
          <xsl:text>&#10;</xsl:text>
        </xsl:if>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- A block the program wrote with words for the reader as keys
       between two U+E001 (game-play.h's GAME_PLAY_KEY: "  3   ana
       &#xE001;kind.play&#xE001; H8 CASA ...": a game's history, a
       crosstable): each key replaced by the messages' word in lang
       (messages-ro.xsl's "ro.word", messages-en.xsl's "en.word"), padded
       with blanks to the width the messages give ("ro.word-width",
       "en.word-width"; 0: none), the rest copied. -->
  <xsl:template name="words">
    <xsl:param name="s"/>
    <xsl:param name="lang"/>
    <xsl:variable name="rest" select="substring-after($s, '&#xE001;')"/>
    <xsl:choose>
      <xsl:when test="contains($rest, '&#xE001;')">
        <xsl:variable name="key" select="substring-before($rest, '&#xE001;')"/>
        <xsl:variable name="word">
          <xsl:choose>
            <xsl:when test="$lang = 'ro'"><xsl:call-template name="ro.word"><xsl:with-param name="key" select="$key"/></xsl:call-template></xsl:when>
            <xsl:otherwise><xsl:call-template name="en.word"><xsl:with-param name="key" select="$key"/></xsl:call-template></xsl:otherwise>
          </xsl:choose>
        </xsl:variable>
        <xsl:variable name="width">
          <xsl:choose>
            <xsl:when test="$lang = 'ro'"><xsl:call-template name="ro.word-width"><xsl:with-param name="key" select="$key"/></xsl:call-template></xsl:when>
            <xsl:otherwise><xsl:call-template name="en.word-width"><xsl:with-param name="key" select="$key"/></xsl:call-template></xsl:otherwise>
          </xsl:choose>
        </xsl:variable>
        <xsl:value-of select="substring-before($s, '&#xE001;')"/>
        <xsl:value-of select="$word"/>
        <xsl:value-of select="substring('                              ', 1, number($width) - string-length($word))"/>
        <xsl:call-template name="words">
          <xsl:with-param name="s" select="substring-after($rest, '&#xE001;')"/>
          <xsl:with-param name="lang" select="$lang"/>
        </xsl:call-template>
      </xsl:when>
      <xsl:otherwise><xsl:value-of select="$s"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- "code: name = value, name = value" of the context item or notice. -->
  <xsl:template name="code-and-args">
    <xsl:value-of select="@code"/>
    <xsl:for-each select="arg">
      <xsl:choose>
        <xsl:when test="position() = 1">: </xsl:when>
        <xsl:otherwise>, </xsl:otherwise>
      </xsl:choose>
      <xsl:value-of select="@name"/>
      <xsl:text> = </xsl:text>
      <xsl:value-of select="."/>
    </xsl:for-each>
  </xsl:template>

  <!-- Last resort for a code that no messages file knows. -->
  <xsl:template match="item | notice" mode="ro">
    <xsl:text>[</xsl:text>
    <xsl:call-template name="code-and-args"/>
    <xsl:text>]</xsl:text>
  </xsl:template>
  <xsl:template match="item | notice" mode="en">
    <xsl:text>[</xsl:text>
    <xsl:call-template name="code-and-args"/>
    <xsl:text>]</xsl:text>
  </xsl:template>

  <!-- A notice without a subject of its own: the fixed subject. -->
  <xsl:template match="item | notice" mode="ro-subject">
    <xsl:apply-templates select="/reply" mode="ro">
      <xsl:with-param name="what" select="'subject'"/>
    </xsl:apply-templates>
  </xsl:template>
  <xsl:template match="item | notice" mode="en-subject">
    <xsl:apply-templates select="/reply" mode="en">
      <xsl:with-param name="what" select="'subject'"/>
    </xsl:apply-templates>
  </xsl:template>

</xsl:stylesheet>
