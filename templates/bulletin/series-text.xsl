<?xml version="1.0" encoding="UTF-8"?>
<!-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).

     series-text.xsl: a series' bulletin as plain text (index.txt), for a
     mail to the players or a newspaper: the same content as
     series-html.xsl (where it stands, how it ranks, the contests in order
     with the place of their pages, the standings), every line at most 78
     columns: paragraphs wrapped (common.xsl's "wrap"), the standings in
     fixed columns, each player's results per contest on an indented line
     under theirs (a column per contest would not fit a line once a series
     is long).
     Layout only: the words are in strings.xml (common.xsl's "t"). -->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform">

  <xsl:import href="series-html.xsl"/>

  <xsl:output method="text" encoding="UTF-8"/>
  <xsl:strip-space elements="*"/>

  <xsl:variable name="nl" select="'&#10;'"/>

  <xsl:template match="/">
    <xsl:call-template name="heading">
      <xsl:with-param name="s"><xsl:call-template name="series-heading"/></xsl:with-param>
      <xsl:with-param name="ch" select="'='"/>
    </xsl:call-template>
    <xsl:call-template name="para">
      <xsl:with-param name="s"><xsl:call-template name="series-status"/></xsl:with-param>
    </xsl:call-template>
    <xsl:call-template name="para">
      <xsl:with-param name="s"><xsl:call-template name="series-rule"/></xsl:with-param>
    </xsl:call-template>
    <xsl:call-template name="para">
      <xsl:with-param name="s"><xsl:call-template name="t"><xsl:with-param name="id" select="'series.identity'"/></xsl:call-template></xsl:with-param>
    </xsl:call-template>
    <xsl:call-template name="contests-text"/>
    <xsl:call-template name="standings-text"/>
    <xsl:call-template name="wrap">
      <xsl:with-param name="s">
        <xsl:call-template name="t">
          <xsl:with-param name="id" select="'generated'"/>
          <xsl:with-param name="a1">
            <xsl:call-template name="date">
              <xsl:with-param name="iso" select="/bulletin/@generated"/>
            </xsl:call-template>
          </xsl:with-param>
        </xsl:call-template>
      </xsl:with-param>
    </xsl:call-template>
  </xsl:template>

  <!-- A heading underlined with ch, then an empty line. -->
  <xsl:template name="heading">
    <xsl:param name="s"/>
    <xsl:param name="ch" select="'-'"/>
    <xsl:value-of select="concat($s, $nl)"/>
    <xsl:call-template name="rule-line">
      <xsl:with-param name="n" select="string-length($s)"/>
      <xsl:with-param name="ch" select="$ch"/>
    </xsl:call-template>
    <xsl:value-of select="concat($nl, $nl)"/>
  </xsl:template>

  <!-- A wrapped paragraph followed by an empty line ("" prints nothing). -->
  <xsl:template name="para">
    <xsl:param name="s"/>
    <xsl:param name="indent" select="''"/>
    <xsl:if test="normalize-space($s) != ''">
      <xsl:call-template name="wrap">
        <xsl:with-param name="s" select="$s"/>
        <xsl:with-param name="indent" select="$indent"/>
      </xsl:call-template>
      <xsl:value-of select="$nl"/>
    </xsl:if>
  </xsl:template>

  <!-- The word of id padded to w (on the left unless right is false). -->
  <xsl:template name="col">
    <xsl:param name="id"/>
    <xsl:param name="w"/>
    <xsl:param name="right" select="true()"/>
    <xsl:call-template name="pad">
      <xsl:with-param name="s">
        <xsl:call-template name="t"><xsl:with-param name="id" select="$id"/></xsl:call-template>
      </xsl:with-param>
      <xsl:with-param name="w" select="$w"/>
      <xsl:with-param name="right" select="$right"/>
    </xsl:call-template>
  </xsl:template>

  <!-- A paragraph per contest: its number, name, variant, entry, status,
       closed rounds, sum of the tops and where its pages are. -->
  <xsl:template name="contests-text">
    <xsl:call-template name="heading">
      <xsl:with-param name="s"><xsl:call-template name="t"><xsl:with-param name="id" select="'series.contests.head'"/></xsl:call-template></xsl:with-param>
    </xsl:call-template>
    <xsl:choose>
      <xsl:when test="/bulletin/contests/contest">
        <xsl:for-each select="/bulletin/contests/contest">
          <xsl:call-template name="para">
            <xsl:with-param name="s">
              <xsl:value-of select="concat(@position, '. ', @name, ' — ')"/>
              <xsl:call-template name="variant-name-of"/>
              <xsl:text>, </xsl:text>
              <xsl:call-template name="t"><xsl:with-param name="id" select="concat('series.entry.', @entry)"/></xsl:call-template>
              <xsl:text>, </xsl:text>
              <xsl:call-template name="t"><xsl:with-param name="id" select="concat('series.cstatus.', @status)"/></xsl:call-template>
              <xsl:text>; </xsl:text>
              <xsl:call-template name="count">
                <xsl:with-param name="n" select="@rounds"/>
                <xsl:with-param name="noun" select="'rounds'"/>
              </xsl:call-template>
              <xsl:text>, </xsl:text>
              <xsl:call-template name="t">
                <xsl:with-param name="id" select="'series.sum'"/>
                <xsl:with-param name="a1">
                  <xsl:call-template name="count">
                    <xsl:with-param name="n" select="@sum-tops"/>
                    <xsl:with-param name="noun" select="'points'"/>
                  </xsl:call-template>
                </xsl:with-param>
              </xsl:call-template>
              <xsl:text> (</xsl:text>
              <xsl:call-template name="t">
                <xsl:with-param name="id" select="'series.contest.pages'"/>
                <xsl:with-param name="a1"><xsl:call-template name="series-contest-dir"/>/index.html</xsl:with-param>
              </xsl:call-template>
              <xsl:text>)</xsl:text>
            </xsl:with-param>
          </xsl:call-template>
        </xsl:for-each>
      </xsl:when>
      <xsl:otherwise>
        <xsl:call-template name="para">
          <xsl:with-param name="s"><xsl:call-template name="t"><xsl:with-param name="id" select="'series.contests.none'"/></xsl:call-template></xsl:with-param>
        </xsl:call-template>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- Rank 4, name 28, (top: tops 8,) total 9, percent 14, contests 12:
       at most 75 columns. -->
  <xsl:template name="standings-text">
    <xsl:variable name="contests" select="/bulletin/contests/contest"/>
    <xsl:call-template name="heading">
      <xsl:with-param name="s"><xsl:call-template name="series-standings-head"/></xsl:with-param>
    </xsl:call-template>
    <xsl:choose>
      <xsl:when test="/bulletin/standings/line">
        <xsl:call-template name="col"><xsl:with-param name="id" select="'col.rank'"/><xsl:with-param name="w" select="4"/></xsl:call-template>
        <xsl:text>  </xsl:text>
        <xsl:call-template name="col"><xsl:with-param name="id" select="'col.name'"/><xsl:with-param name="w" select="28"/><xsl:with-param name="right" select="false()"/></xsl:call-template>
        <xsl:if test="$top">
          <xsl:call-template name="col"><xsl:with-param name="id" select="'col.tops'"/><xsl:with-param name="w" select="8"/></xsl:call-template>
        </xsl:if>
        <xsl:call-template name="col"><xsl:with-param name="id" select="'col.total'"/><xsl:with-param name="w" select="9"/></xsl:call-template>
        <xsl:call-template name="col"><xsl:with-param name="id" select="'col.percent'"/><xsl:with-param name="w" select="14"/></xsl:call-template>
        <xsl:call-template name="col"><xsl:with-param name="id" select="'col.contests'"/><xsl:with-param name="w" select="12"/></xsl:call-template>
        <xsl:value-of select="$nl"/>
        <xsl:for-each select="/bulletin/standings/line">
          <xsl:variable name="line" select="."/>
          <xsl:call-template name="pad"><xsl:with-param name="s" select="@rank"/><xsl:with-param name="w" select="4"/><xsl:with-param name="right" select="true()"/></xsl:call-template>
          <xsl:text>  </xsl:text>
          <xsl:call-template name="pad"><xsl:with-param name="s" select="@name"/><xsl:with-param name="w" select="28"/></xsl:call-template>
          <xsl:if test="$top">
            <xsl:call-template name="pad"><xsl:with-param name="s" select="@tops"/><xsl:with-param name="w" select="8"/><xsl:with-param name="right" select="true()"/></xsl:call-template>
          </xsl:if>
          <xsl:call-template name="pad">
            <xsl:with-param name="s"><xsl:call-template name="num"><xsl:with-param name="n" select="@total"/></xsl:call-template></xsl:with-param>
            <xsl:with-param name="w" select="9"/><xsl:with-param name="right" select="true()"/>
          </xsl:call-template>
          <xsl:call-template name="pad">
            <xsl:with-param name="s"><xsl:call-template name="percent"><xsl:with-param name="p" select="@percent"/></xsl:call-template></xsl:with-param>
            <xsl:with-param name="w" select="14"/><xsl:with-param name="right" select="true()"/>
          </xsl:call-template>
          <xsl:call-template name="pad"><xsl:with-param name="s" select="@played"/><xsl:with-param name="w" select="12"/><xsl:with-param name="right" select="true()"/></xsl:call-template>
          <xsl:value-of select="$nl"/>
          <xsl:if test="count($contests) &gt; 1">
            <xsl:call-template name="wrap">
              <xsl:with-param name="indent" select="'      '"/>
              <xsl:with-param name="s">
                <xsl:call-template name="t">
                  <xsl:with-param name="id" select="'series.line.text'"/>
                  <xsl:with-param name="a1">
                    <xsl:for-each select="$contests">
                      <xsl:variable name="r" select="$line/result[@contest = current()/@position]"/>
                      <xsl:if test="position() &gt; 1">; </xsl:if>
                      <xsl:value-of select="concat(@position, ': ')"/>
                      <xsl:choose>
                        <xsl:when test="$r"><xsl:call-template name="num"><xsl:with-param name="n" select="$r/@value"/></xsl:call-template></xsl:when>
                        <xsl:otherwise>—</xsl:otherwise>
                      </xsl:choose>
                    </xsl:for-each>
                  </xsl:with-param>
                </xsl:call-template>
              </xsl:with-param>
            </xsl:call-template>
          </xsl:if>
        </xsl:for-each>
        <xsl:value-of select="$nl"/>
        <xsl:call-template name="para">
          <xsl:with-param name="s"><xsl:call-template name="t"><xsl:with-param name="id" select="'series.results.legend'"/></xsl:call-template></xsl:with-param>
        </xsl:call-template>
      </xsl:when>
      <xsl:otherwise>
        <xsl:call-template name="para">
          <xsl:with-param name="s"><xsl:call-template name="t"><xsl:with-param name="id" select="'series.standings.none'"/></xsl:call-template></xsl:with-param>
        </xsl:call-template>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

</xsl:stylesheet>
