<?xml version="1.0" encoding="UTF-8"?>
<!-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).

     common.xsl: the machinery shared by the mail templates, with no words
     of its own.  "say" asks the messages of one language (messages-ro.xsl,
     messages-en.xsl: templates in mode "ro" or "en") for the sentence of
     the current item, notice or fixed piece of the reply; "tell" does the
     same and prints it as a paragraph wrapped at 78 columns; "wrap" is the
     word-wrapper (explicit line breaks are kept, a line that starts with
     blanks keeps them and its continuation lines are indented two more).
     The last-resort sentences below print the result code and its
     arguments, so that a code no messages file knows still says something.
     This file is imported first by reply.xsl, so every template of the
     messages files takes precedence over the ones here. -->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform">

  <!-- The widest line of a wrapped paragraph, in characters. -->
  <xsl:variable name="sm-width" select="78"/>

  <!-- The sentence of the context node in language lang (text). -->
  <xsl:template name="say">
    <xsl:param name="lang"/>
    <xsl:param name="what" select="''"/>
    <xsl:choose>
      <xsl:when test="$lang = 'en'">
        <xsl:apply-templates select="." mode="en">
          <xsl:with-param name="what" select="$what"/>
        </xsl:apply-templates>
      </xsl:when>
      <xsl:otherwise>
        <xsl:apply-templates select="." mode="ro">
          <xsl:with-param name="what" select="$what"/>
        </xsl:apply-templates>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- The same, wrapped, followed by a line break; nothing when the
       messages have nothing to say. -->
  <xsl:template name="tell">
    <xsl:param name="lang"/>
    <xsl:param name="what" select="''"/>
    <xsl:variable name="s">
      <xsl:call-template name="say">
        <xsl:with-param name="lang" select="$lang"/>
        <xsl:with-param name="what" select="$what"/>
      </xsl:call-template>
    </xsl:variable>
    <xsl:if test="normalize-space($s) != ''">
      <xsl:call-template name="wrap">
        <xsl:with-param name="text" select="string($s)"/>
      </xsl:call-template>
      <xsl:text>&#10;</xsl:text>
    </xsl:if>
  </xsl:template>

  <!-- text wrapped line by line (no final line break). -->
  <xsl:template name="wrap">
    <xsl:param name="text"/>
    <xsl:choose>
      <xsl:when test="contains($text, '&#10;')">
        <xsl:call-template name="wrap-line">
          <xsl:with-param name="line" select="substring-before($text, '&#10;')"/>
        </xsl:call-template>
        <xsl:text>&#10;</xsl:text>
        <xsl:call-template name="wrap">
          <xsl:with-param name="text" select="substring-after($text, '&#10;')"/>
        </xsl:call-template>
      </xsl:when>
      <xsl:otherwise>
        <xsl:call-template name="wrap-line">
          <xsl:with-param name="line" select="$text"/>
        </xsl:call-template>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- One line: its words filled up to sm-width. -->
  <xsl:template name="wrap-line">
    <xsl:param name="line"/>
    <xsl:variable name="words" select="normalize-space($line)"/>
    <!-- The blanks before the first word. -->
    <xsl:variable name="indent"
        select="substring-before($line, substring($words, 1, 1))"/>
    <xsl:if test="$words != ''">
      <xsl:call-template name="fill">
        <xsl:with-param name="line"
            select="concat($indent, substring-before(concat($words, ' '), ' '))"/>
        <xsl:with-param name="rest" select="substring-after($words, ' ')"/>
        <xsl:with-param name="hang">
          <xsl:if test="$indent != ''">
            <xsl:value-of select="concat($indent, '  ')"/>
          </xsl:if>
        </xsl:with-param>
      </xsl:call-template>
    </xsl:if>
  </xsl:template>

  <!-- line: what is already on the current output line; rest: the words
       left, separated by single spaces; hang: the indent of continuation
       lines.  A word longer than the line stays whole. -->
  <xsl:template name="fill">
    <xsl:param name="line"/>
    <xsl:param name="rest"/>
    <xsl:param name="hang"/>
    <xsl:variable name="word" select="substring-before(concat($rest, ' '), ' ')"/>
    <xsl:choose>
      <xsl:when test="$rest = ''">
        <xsl:value-of select="$line"/>
      </xsl:when>
      <xsl:when test="string-length($line) + 1 + string-length($word) &lt;= $sm-width">
        <xsl:call-template name="fill">
          <xsl:with-param name="line" select="concat($line, ' ', $word)"/>
          <xsl:with-param name="rest" select="substring-after($rest, ' ')"/>
          <xsl:with-param name="hang" select="$hang"/>
        </xsl:call-template>
      </xsl:when>
      <xsl:otherwise>
        <xsl:value-of select="$line"/>
        <xsl:text>&#10;</xsl:text>
        <xsl:call-template name="fill">
          <xsl:with-param name="line" select="concat($hang, $word)"/>
          <xsl:with-param name="rest" select="substring-after($rest, ' ')"/>
          <xsl:with-param name="hang" select="$hang"/>
        </xsl:call-template>
      </xsl:otherwise>
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

</xsl:stylesheet>
