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
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform">

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

  <!-- The same, followed by a line break; nothing when the
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
      <xsl:value-of select="$s"/>
      <xsl:text>&#10;</xsl:text>
    </xsl:if>
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
