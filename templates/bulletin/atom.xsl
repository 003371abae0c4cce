<?xml version="1.0" encoding="UTF-8"?>
<!-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).

     atom.xsl: a contest's Atom 1.0 feed (feed.atom, RFC 4287) from the
     contest bulletin (kind="contest"): one entry per round drawn, newest
     first; an open round says it is to be solved, a closed one gives its
     top and best score.  Ids are tag: URIs (RFC 4151) that stay the same
     from one publication to the next: the authority is the contest's
     address (else "scrabmail.invalid"), the date the year of round 1's
     deadline, the specific part the contest's name with diacritics folded
     and every other character outside [A-Za-z0-9._~-] made "-".  Links are
     the parameter base (a URL prefix, default "": relative links) followed
     by the page's file name.  The time of a closed round's entry is its
     deadline, of the open round the deadline of the round before (when it
     was drawn), of the feed the bulletin's generation.
     The words are in strings.xml (common.xsl's "t"). -->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns="http://www.w3.org/2005/Atom">

  <xsl:import href="common.xsl"/>
  <xsl:import href="board.xsl"/>

  <xsl:output method="xml" encoding="UTF-8" indent="yes"/>
  <xsl:strip-space elements="*"/>

  <xsl:variable name="safe"
      select="'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._~-'"/>
  <xsl:variable name="folded"
      select="translate($C/@name, 'ăâîșțşţĂÂÎȘȚŞŢ ', 'aaiststAAISTST-')"/>
  <xsl:variable name="slug"
      select="translate($folded, translate($folded, $safe, ''),
          '----------------------------------------------------------------')"/>
  <xsl:variable name="authority">
    <xsl:choose>
      <xsl:when test="contains($C/address, '@') and
          translate(normalize-space($C/address), $safe, '') = '@'">
        <xsl:value-of select="normalize-space($C/address)"/>
      </xsl:when>
      <xsl:otherwise>scrabmail.invalid</xsl:otherwise>
    </xsl:choose>
  </xsl:variable>
  <xsl:variable name="year">
    <xsl:variable name="y" select="substring(/bulletin/round[1]/@deadline, 1, 4)"/>
    <xsl:choose>
      <xsl:when test="string-length($y) = 4 and string(number($y)) != 'NaN'">
        <xsl:value-of select="$y"/>
      </xsl:when>
      <xsl:otherwise>
        <xsl:value-of select="substring(/bulletin/@generated, 1, 4)"/>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:variable>
  <xsl:variable name="tag" select="concat('tag:', $authority, ',', $year, ':', $slug)"/>

  <xsl:template match="/">
    <feed xml:lang="{$L}">
      <title>
        <xsl:call-template name="t">
          <xsl:with-param name="id" select="'feed-title'"/>
          <xsl:with-param name="a1" select="$C/@name"/>
        </xsl:call-template>
      </title>
      <subtitle>
        <xsl:call-template name="t">
          <xsl:with-param name="id" select="'kind'"/>
          <xsl:with-param name="a1"><xsl:call-template name="variant-name"/></xsl:with-param>
        </xsl:call-template>
      </subtitle>
      <id><xsl:value-of select="$tag"/></id>
      <link rel="self" type="application/atom+xml" href="{$base}feed.atom"/>
      <link rel="alternate" type="text/html" href="{$base}index.html"/>
      <updated><xsl:value-of select="/bulletin/@generated"/></updated>
      <author>
        <name><xsl:value-of select="$C/@name"/></name>
        <xsl:if test="$authority != 'scrabmail.invalid'">
          <email><xsl:value-of select="$authority"/></email>
        </xsl:if>
      </author>
      <generator>scrabmail</generator>
      <xsl:for-each select="/bulletin/round">
        <xsl:sort select="@number" data-type="number" order="descending"/>
        <xsl:call-template name="entry"/>
      </xsl:for-each>
    </feed>
  </xsl:template>

  <xsl:template name="entry">
    <xsl:variable name="n" select="@number"/>
    <xsl:variable name="file">
      <xsl:call-template name="round-file"><xsl:with-param name="n" select="$n"/></xsl:call-template>
    </xsl:variable>
    <entry>
      <title>
        <xsl:call-template name="t">
          <xsl:with-param name="id" select="'round-n'"/>
          <xsl:with-param name="a1" select="$n"/>
        </xsl:call-template>
        <xsl:text> — </xsl:text>
        <xsl:choose>
          <xsl:when test="@status = 'open'">
            <xsl:call-template name="t"><xsl:with-param name="id" select="'round.open'"/></xsl:call-template>
          </xsl:when>
          <xsl:otherwise>
            <xsl:value-of select="top/@move"/>
            <xsl:text>, </xsl:text>
            <xsl:call-template name="count">
              <xsl:with-param name="n" select="top/@score"/>
              <xsl:with-param name="noun" select="'points'"/>
            </xsl:call-template>
          </xsl:otherwise>
        </xsl:choose>
      </title>
      <id><xsl:value-of select="concat($tag, '/round-', $n)"/></id>
      <link rel="alternate" type="text/html" href="{$base}{$file}"/>
      <updated>
        <xsl:variable name="prev" select="/bulletin/round[@number = $n - 1]/@deadline"/>
        <xsl:choose>
          <xsl:when test="@status != 'open'"><xsl:value-of select="@deadline"/></xsl:when>
          <xsl:when test="$prev"><xsl:value-of select="$prev"/></xsl:when>
          <xsl:otherwise><xsl:value-of select="/bulletin/@generated"/></xsl:otherwise>
        </xsl:choose>
      </updated>
      <summary type="text">
        <xsl:call-template name="t"><xsl:with-param name="id" select="'rack'"/></xsl:call-template>
        <xsl:text>: </xsl:text>
        <xsl:value-of select="rack/@letters"/>
        <xsl:if test="rack2">
          <xsl:text> / </xsl:text>
          <xsl:value-of select="rack2/@letters"/>
        </xsl:if>
        <xsl:text>. </xsl:text>
        <xsl:choose>
          <xsl:when test="@status = 'open'">
            <xsl:call-template name="t">
              <xsl:with-param name="id" select="'round.open-until'"/>
              <xsl:with-param name="a1">
                <xsl:call-template name="date"><xsl:with-param name="iso" select="@deadline"/><xsl:with-param name="deadline" select="true()"/></xsl:call-template>
              </xsl:with-param>
            </xsl:call-template>
          </xsl:when>
          <xsl:otherwise>
            <xsl:if test="top">
              <xsl:call-template name="t">
                <xsl:with-param name="id">
                  <xsl:choose>
                    <xsl:when test="@outcome = 'played'">top</xsl:when>
                    <xsl:otherwise>top.notplayed</xsl:otherwise>
                  </xsl:choose>
                </xsl:with-param>
                <xsl:with-param name="a1" select="top/@move"/>
                <xsl:with-param name="a2">
                  <xsl:call-template name="count">
                    <xsl:with-param name="n" select="top/@score"/>
                    <xsl:with-param name="noun" select="'points'"/>
                  </xsl:call-template>
                </xsl:with-param>
              </xsl:call-template>
            </xsl:if>
            <xsl:if test="best">
              <xsl:text> </xsl:text>
              <xsl:call-template name="t">
                <xsl:with-param name="id" select="'best'"/>
                <xsl:with-param name="a1">
                  <xsl:call-template name="count">
                    <xsl:with-param name="n" select="best/@score"/>
                    <xsl:with-param name="noun" select="'points'"/>
                  </xsl:call-template>
                </xsl:with-param>
                <xsl:with-param name="a2">
                  <xsl:call-template name="count">
                    <xsl:with-param name="n" select="best/@entrants"/>
                    <xsl:with-param name="noun" select="'entrants'"/>
                  </xsl:call-template>
                </xsl:with-param>
              </xsl:call-template>
            </xsl:if>
          </xsl:otherwise>
        </xsl:choose>
      </summary>
    </entry>
  </xsl:template>

</xsl:stylesheet>
