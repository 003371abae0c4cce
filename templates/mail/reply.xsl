<?xml version="1.0" encoding="UTF-8"?>
<!-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).

     reply.xsl: the answer to one incoming mail, from the XML document that
     report-reply.c builds:

       <reply lang="ro|en" kind="reply|round|results|reminder|over">
         <to name="..." addr="..."/>          (name may be missing)
         <subject>original subject</subject>   (may be missing)
         <item line="3" cmd="SIGNON" status="ok|error|ignored" code="signon.ok">
           <echo>SIGNON ion ******</echo>
           <arg name="player">ion</arg>
         </item> ...
         <notice code="mail.too-big"><arg name="size">...</arg> ...</notice> ...
       </reply>

     With the parameter part = "both" (what the program asks for) it prints
     the subject, the character U+E000 and the body, in one pass; a
     stylesheet that does not know "both" is run twice instead.
     With part = "subject" it prints the subject: for kind "reply" (the
     answer to a mail; also when kind is missing) "Re: " and the original
     one, or a fixed one; for the mails a contest sends by itself (kinds
     round, results, reminder, over) the subject the messages give for the
     first notice, in the first language.  Otherwise the body: the version
     in the player's language (greeting; for a reply with commands an
     introduction, for the other kinds an opening suited to the kind; each
     command line quoted with "> " and followed by what happened; the
     notices, each a paragraph or a block of lines; the closing), the
     link to the game's or round's page when the parameter base-url is
     set (page-url in common.xsl), then a short footer: help in the
     player's language, and one line in the other language saying how to
     get the mails in it.  The answer to HELP from an address no player
     has holds both versions under their headings, the first language's
     first, and help in both in the footer (see "both").  reply-html.xsl writes the HTML alternative of
     the same mail from the same document and messages.  The
     layout is here; the words are in messages-ro.xsl and messages-en.xsl,
     whose templates take precedence over those of common.xsl (imported
     first).  Quoted lines are never wrapped; every sentence is wrapped at
     78 columns, lines starting with blanks (a board diagram, standings)
     are left alone when they fit. -->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform">

  <xsl:import href="common.xsl"/>
  <xsl:import href="messages-en.xsl"/>
  <xsl:import href="messages-ro.xsl"/>

  <xsl:output method="text" encoding="UTF-8"/>
  <xsl:strip-space elements="reply item notice"/>

  <xsl:param name="part" select="'body'"/>
  <!-- base-url (common.xsl): where the published pages are, or ''. -->

  <!-- "ro" or "en", as strings (not result tree fragments: cheaper to
       use). -->
  <xsl:variable name="first"
      select="substring('roen', 1 + 2 * (/reply/@lang = 'en'), 2)"/>
  <xsl:variable name="second"
      select="substring('enro', 1 + 2 * (/reply/@lang = 'en'), 2)"/>

  <!-- The answer to a mail, or a mail a contest sends by itself. -->
  <xsl:variable name="is-reply" select="not(/reply/@kind) or
      /reply/@kind = '' or /reply/@kind = 'reply'"/>

  <!-- Both languages, the first one first, each under its heading: the
       answer to HELP from an address no player has (HELP's context
       "reader"), whose language is not known (the footer then gives help
       in both, instead of the other language's line). -->
  <xsl:variable name="both" select="$is-reply and
      /reply/item[@code = 'help']/args/@context = 'reader'"/>

  <xsl:template match="/">
    <xsl:choose>
      <xsl:when test="$part = 'subject'">
        <xsl:apply-templates select="reply" mode="subject"/>
      </xsl:when>
      <xsl:when test="$part = 'both'">
        <!-- The subject, U+E000, the body: one pass for the program. -->
        <xsl:apply-templates select="reply" mode="subject"/>
        <xsl:text>&#xE000;</xsl:text>
        <xsl:apply-templates select="reply" mode="body"/>
      </xsl:when>
      <xsl:otherwise>
        <xsl:apply-templates select="reply" mode="body"/>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- A contest's own mail: the subject of its first notice.  A reply:
       "Re: " once in front of the original subject, else a fixed one. -->
  <xsl:template match="reply" mode="subject">
    <xsl:variable name="s" select="normalize-space(subject)"/>
    <xsl:choose>
      <xsl:when test="not($is-reply) and notice">
        <xsl:for-each select="notice[1]">
          <xsl:call-template name="say-subject">
            <xsl:with-param name="lang" select="$first"/>
          </xsl:call-template>
        </xsl:for-each>
      </xsl:when>
      <xsl:when test="$is-reply and item[args/@game or
          (args/@contest and args/@round)]">
        <!-- An answer about a game or a round: what became of the last
             command line that names one (the state the mail left) ("Partida 12, mutarea 7: mutare
             refuzată"), so that two answers sort by move. -->
        <xsl:for-each select="item[args/@game or
            (args/@contest and args/@round)][last()]">
          <xsl:call-template name="say-subject">
            <xsl:with-param name="lang" select="$first"/>
          </xsl:call-template>
        </xsl:for-each>
      </xsl:when>
      <xsl:when test="$s != ''">
        <xsl:if test="translate(substring($s, 1, 3), 'RE', 're') != 're:'">
          <xsl:text>Re: </xsl:text>
        </xsl:if>
        <xsl:value-of select="$s"/>
      </xsl:when>
      <xsl:otherwise>
        <xsl:call-template name="say">
          <xsl:with-param name="lang" select="$first"/>
          <xsl:with-param name="what" select="'subject'"/>
        </xsl:call-template>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <xsl:template match="reply" mode="body">
    <xsl:choose>
      <xsl:when test="$both">
        <xsl:call-template name="say">
          <xsl:with-param name="lang" select="$first"/>
          <xsl:with-param name="what" select="'heading'"/>
        </xsl:call-template>
        <xsl:text>&#10;&#10;</xsl:text>
        <xsl:call-template name="version">
          <xsl:with-param name="lang" select="$first"/>
        </xsl:call-template>
        <xsl:text>&#10;</xsl:text>
        <xsl:call-template name="say">
          <xsl:with-param name="lang" select="$second"/>
          <xsl:with-param name="what" select="'heading'"/>
        </xsl:call-template>
        <xsl:text>&#10;&#10;</xsl:text>
        <xsl:call-template name="version">
          <xsl:with-param name="lang" select="$second"/>
        </xsl:call-template>
      </xsl:when>
      <xsl:otherwise>
        <xsl:call-template name="version">
          <xsl:with-param name="lang" select="$first"/>
        </xsl:call-template>
      </xsl:otherwise>
    </xsl:choose>
    <xsl:variable name="url">
      <xsl:call-template name="page-url"/>
    </xsl:variable>
    <xsl:if test="$url != ''">
      <xsl:text>&#10;</xsl:text>
      <xsl:call-template name="say">
        <xsl:with-param name="lang" select="$first"/>
        <xsl:with-param name="what" select="'page'"/>
      </xsl:call-template>
      <xsl:text> </xsl:text>
      <xsl:value-of select="$url"/>
      <xsl:text>&#10;</xsl:text>
    </xsl:if>
    <xsl:text>&#10;-- &#10;</xsl:text>
    <xsl:call-template name="tell">
      <xsl:with-param name="lang" select="$first"/>
      <xsl:with-param name="what" select="'footer'"/>
    </xsl:call-template>
    <xsl:call-template name="tell">
      <xsl:with-param name="lang" select="$second"/>
      <xsl:with-param name="what">
        <xsl:choose>
          <xsl:when test="$both">footer</xsl:when>
          <xsl:otherwise>other-language</xsl:otherwise>
        </xsl:choose>
      </xsl:with-param>
    </xsl:call-template>
  </xsl:template>

  <!-- One language's version of the reply; the context is <reply>. -->
  <xsl:template name="version">
    <xsl:param name="lang"/>
    <xsl:call-template name="tell">
      <xsl:with-param name="lang" select="$lang"/>
      <xsl:with-param name="what" select="'greeting'"/>
    </xsl:call-template>
    <xsl:text>&#10;</xsl:text>
    <xsl:choose>
      <xsl:when test="not($is-reply)">
        <xsl:call-template name="tell">
          <xsl:with-param name="lang" select="$lang"/>
          <xsl:with-param name="what" select="'opening'"/>
        </xsl:call-template>
        <xsl:text>&#10;</xsl:text>
      </xsl:when>
      <xsl:when test="item">
        <xsl:call-template name="tell">
          <xsl:with-param name="lang" select="$lang"/>
          <xsl:with-param name="what" select="'intro'"/>
        </xsl:call-template>
        <xsl:text>&#10;</xsl:text>
      </xsl:when>
    </xsl:choose>
    <xsl:for-each select="item">
      <xsl:if test="echo">
        <xsl:text>&gt; </xsl:text>
        <xsl:value-of select="echo"/>
        <xsl:text>&#10;</xsl:text>
      </xsl:if>
      <xsl:call-template name="tell">
        <xsl:with-param name="lang" select="$lang"/>
      </xsl:call-template>
      <xsl:text>&#10;</xsl:text>
    </xsl:for-each>
    <xsl:for-each select="notice">
      <xsl:call-template name="tell">
        <xsl:with-param name="lang" select="$lang"/>
      </xsl:call-template>
      <xsl:text>&#10;</xsl:text>
    </xsl:for-each>
    <xsl:call-template name="tell">
      <xsl:with-param name="lang" select="$lang"/>
      <xsl:with-param name="what" select="'closing'"/>
    </xsl:call-template>
  </xsl:template>

</xsl:stylesheet>
