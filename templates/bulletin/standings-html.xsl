<?xml version="1.0" encoding="UTF-8"?>
<!-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).

     standings-html.xsl: a contest's full standings (standings.html) from
     the contest bulletin (kind="contest"): every line after the last
     closed round (rank, name, total, percentage of the sum of the tops,
     tops found, warnings, penalty), with how the order is made.
     Layout only: the words are in strings.xml (common.xsl's "t"). -->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform">

  <xsl:import href="common.xsl"/>
  <xsl:import href="board.xsl"/>

  <xsl:output method="html" encoding="UTF-8" indent="yes"
      doctype-system="about:legacy-compat"/>
  <xsl:strip-space elements="*"/>

  <xsl:template match="/">
    <xsl:variable name="st" select="/bulletin/standings"/>
    <xsl:variable name="title">
      <xsl:call-template name="t">
        <xsl:with-param name="id" select="'standings-title'"/>
        <xsl:with-param name="a1" select="$C/@name"/>
      </xsl:call-template>
    </xsl:variable>
    <html lang="{$L}">
      <xsl:call-template name="head">
        <xsl:with-param name="title" select="$title"/>
      </xsl:call-template>
      <body>
        <xsl:call-template name="nav">
          <xsl:with-param name="here" select="'standings'"/>
        </xsl:call-template>
        <main>
          <h1><xsl:value-of select="$title"/></h1>
          <xsl:choose>
            <xsl:when test="$st/line">
              <p class="meta">
                <xsl:choose>
                  <xsl:when test="$C/@status = 'over'">
                    <xsl:call-template name="t"><xsl:with-param name="id" select="'standings.final'"/></xsl:call-template>
                  </xsl:when>
                  <xsl:otherwise>
                    <xsl:call-template name="t">
                      <xsl:with-param name="id" select="'standings.after'"/>
                      <xsl:with-param name="a1" select="$st/@after-round"/>
                    </xsl:call-template>
                  </xsl:otherwise>
                </xsl:choose>
                <xsl:text> · </xsl:text>
                <xsl:call-template name="count">
                  <xsl:with-param name="n" select="count($st/line)"/>
                  <xsl:with-param name="noun" select="'players'"/>
                </xsl:call-template>
              </p>
              <xsl:call-template name="standings-table">
                <xsl:with-param name="st" select="$st"/>
              </xsl:call-template>
            </xsl:when>
            <xsl:otherwise>
              <p><xsl:call-template name="t"><xsl:with-param name="id" select="'standings.none'"/></xsl:call-template></p>
            </xsl:otherwise>
          </xsl:choose>
          <xsl:call-template name="decisions-html"/>
        </main>
        <xsl:call-template name="footer"/>
      </body>
    </html>
  </xsl:template>

</xsl:stylesheet>
