<?xml version="1.0" encoding="UTF-8"?>
<!-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).

     series-html.xsl: a series' page (index.html) from its bulletin
     (kind="series"; the contract is templates/series.rng): the title,
     where it stands (contests and closed rounds so far, or final), how it
     ranks (classic: the total; top: the tops, then the sharers, then the
     points of the tops; the percentage of the sum of all the tops); its
     contests in order, each linking its own pages (published beside this
     page, in a directory named after the contest: "Flacara/index.html");
     the standings, with a column per contest (its total, or its tops)
     and "—" where the player did not take part.

     The named templates after the page (series-*) are shared by
     series-text.xsl, which imports this file.
     Layout only: the words are in strings.xml (common.xsl's "t"). -->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform">

  <xsl:import href="common.xsl"/>

  <xsl:output method="html" encoding="UTF-8" indent="yes"
      doctype-system="about:legacy-compat"/>
  <xsl:strip-space elements="*"/>

  <xsl:variable name="SE" select="/bulletin/series"/>
  <xsl:variable name="top" select="$SE/@scoring = 'top'"/>

  <xsl:variable name="series-css">
table.series td.r{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap;color:#333}
table.series td.absent{text-align:center;color:#999}
table.series th.c abbr,table.series td.absent abbr{text-decoration:none}
</xsl:variable>

  <xsl:template match="/">
    <xsl:variable name="title"><xsl:call-template name="series-heading"/></xsl:variable>
    <html lang="{$L}">
      <xsl:call-template name="head">
        <xsl:with-param name="title" select="$title"/>
        <xsl:with-param name="extra-css" select="$series-css"/>
      </xsl:call-template>
      <body>
        <main>
          <h1><xsl:value-of select="$title"/></h1>
          <p class="meta"><xsl:call-template name="series-status"/></p>
          <p><xsl:call-template name="series-rule"/></p>
          <p class="meta"><xsl:call-template name="t"><xsl:with-param name="id" select="'series.identity'"/></xsl:call-template></p>
          <xsl:call-template name="contests"/>
          <xsl:call-template name="standings"/>
        </main>
        <xsl:call-template name="footer"/>
      </body>
    </html>
  </xsl:template>

  <xsl:template name="contests">
    <h2><xsl:call-template name="t"><xsl:with-param name="id" select="'series.contests.head'"/></xsl:call-template></h2>
    <xsl:choose>
      <xsl:when test="/bulletin/contests/contest">
        <div class="scroll">
          <table class="contests">
            <thead>
              <tr>
                <th class="n" scope="col">#</th>
                <th scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.contest'"/></xsl:call-template></th>
                <th scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.variant'"/></xsl:call-template></th>
                <th scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.entry'"/></xsl:call-template></th>
                <th scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.status'"/></xsl:call-template></th>
                <th class="n" scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.rounds'"/></xsl:call-template></th>
                <th class="n" scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.sum-tops'"/></xsl:call-template></th>
                <th class="n" scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.entrants'"/></xsl:call-template></th>
              </tr>
            </thead>
            <tbody>
              <xsl:for-each select="/bulletin/contests/contest">
                <tr>
                  <td class="n"><xsl:value-of select="@position"/></td>
                  <td class="name">
                    <a>
                      <xsl:attribute name="href"><xsl:call-template name="series-contest-dir"/>/index.html</xsl:attribute>
                      <xsl:value-of select="@name"/>
                    </a>
                  </td>
                  <td><xsl:call-template name="variant-name-of"/></td>
                  <td><xsl:call-template name="t"><xsl:with-param name="id" select="concat('series.entry.', @entry)"/></xsl:call-template></td>
                  <td><xsl:call-template name="t"><xsl:with-param name="id" select="concat('series.cstatus.', @status)"/></xsl:call-template></td>
                  <td class="n"><xsl:value-of select="@rounds"/></td>
                  <td class="n"><xsl:call-template name="num"><xsl:with-param name="n" select="@sum-tops"/></xsl:call-template></td>
                  <td class="n"><xsl:value-of select="@entrants"/></td>
                </tr>
              </xsl:for-each>
            </tbody>
          </table>
        </div>
      </xsl:when>
      <xsl:otherwise>
        <p><xsl:call-template name="t"><xsl:with-param name="id" select="'series.contests.none'"/></xsl:call-template></p>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <xsl:template name="standings">
    <xsl:variable name="contests" select="/bulletin/contests/contest"/>
    <h2><xsl:call-template name="series-standings-head"/></h2>
    <xsl:choose>
      <xsl:when test="/bulletin/standings/line">
        <div class="scroll">
          <table class="standings series">
            <thead>
              <tr>
                <th class="n" scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.rank'"/></xsl:call-template></th>
                <th scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.name'"/></xsl:call-template></th>
                <xsl:choose>
                  <xsl:when test="$top">
                    <th class="n" scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.tops'"/></xsl:call-template></th>
                    <th class="n" scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.total'"/></xsl:call-template></th>
                  </xsl:when>
                  <xsl:otherwise>
                    <th class="n" scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.total'"/></xsl:call-template></th>
                  </xsl:otherwise>
                </xsl:choose>
                <th class="n" scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.percent'"/></xsl:call-template></th>
                <th class="n" scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.contests'"/></xsl:call-template></th>
                <xsl:for-each select="$contests">
                  <th class="c" scope="col"><abbr title="{@name}"><xsl:value-of select="@position"/></abbr></th>
                </xsl:for-each>
              </tr>
            </thead>
            <tbody>
              <xsl:for-each select="/bulletin/standings/line">
                <xsl:variable name="line" select="."/>
                <tr>
                  <td class="n"><xsl:value-of select="@rank"/></td>
                  <td class="name"><xsl:value-of select="@name"/></td>
                  <xsl:if test="$top">
                    <td class="n"><xsl:value-of select="@tops"/></td>
                  </xsl:if>
                  <td class="n"><xsl:call-template name="num"><xsl:with-param name="n" select="@total"/></xsl:call-template></td>
                  <td class="n"><xsl:call-template name="percent"><xsl:with-param name="p" select="@percent"/></xsl:call-template></td>
                  <td class="n"><xsl:value-of select="@played"/></td>
                  <xsl:for-each select="$contests">
                    <xsl:variable name="r" select="$line/result[@contest = current()/@position]"/>
                    <xsl:choose>
                      <xsl:when test="$r">
                        <td class="r"><xsl:call-template name="num"><xsl:with-param name="n" select="$r/@value"/></xsl:call-template></td>
                      </xsl:when>
                      <xsl:otherwise>
                        <td class="absent">
                          <abbr>
                            <xsl:attribute name="title"><xsl:call-template name="t"><xsl:with-param name="id" select="'series.absent'"/></xsl:call-template></xsl:attribute>
                            <xsl:text>—</xsl:text>
                          </abbr>
                        </td>
                      </xsl:otherwise>
                    </xsl:choose>
                  </xsl:for-each>
                </tr>
              </xsl:for-each>
            </tbody>
          </table>
        </div>
        <p class="legend"><xsl:call-template name="t"><xsl:with-param name="id" select="'series.results.legend'"/></xsl:call-template></p>
      </xsl:when>
      <xsl:otherwise>
        <p><xsl:call-template name="t"><xsl:with-param name="id" select="'series.standings.none'"/></xsl:call-template></p>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- ===================== shared with series-text.xsl ===================== -->

  <!-- The page's title: the series' own title, else "Seria „NAME”". -->
  <xsl:template name="series-heading">
    <xsl:choose>
      <xsl:when test="$SE/@title"><xsl:value-of select="$SE/@title"/></xsl:when>
      <xsl:otherwise>
        <xsl:call-template name="t">
          <xsl:with-param name="id" select="'series-title'"/>
          <xsl:with-param name="a1" select="$SE/@name"/>
        </xsl:call-template>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <xsl:template name="series-status">
    <xsl:call-template name="t">
      <xsl:with-param name="id" select="concat('series.status.', $SE/@status)"/>
      <xsl:with-param name="a1">
        <xsl:call-template name="count">
          <xsl:with-param name="n" select="count(/bulletin/contests/contest)"/>
          <xsl:with-param name="noun" select="'contests'"/>
        </xsl:call-template>
      </xsl:with-param>
      <xsl:with-param name="a2">
        <xsl:call-template name="count">
          <xsl:with-param name="n" select="sum(/bulletin/contests/contest/@rounds)"/>
          <xsl:with-param name="noun" select="'rounds'"/>
        </xsl:call-template>
      </xsl:with-param>
    </xsl:call-template>
  </xsl:template>

  <xsl:template name="series-rule">
    <xsl:call-template name="t">
      <xsl:with-param name="id">
        <xsl:choose>
          <xsl:when test="$top">series.rule.top</xsl:when>
          <xsl:otherwise>series.rule.classic</xsl:otherwise>
        </xsl:choose>
      </xsl:with-param>
      <xsl:with-param name="a1">
        <xsl:call-template name="count">
          <xsl:with-param name="n" select="$SE/@sum-tops"/>
          <xsl:with-param name="noun" select="'points'"/>
        </xsl:call-template>
      </xsl:with-param>
    </xsl:call-template>
  </xsl:template>

  <xsl:template name="series-standings-head">
    <xsl:call-template name="t">
      <xsl:with-param name="id">
        <xsl:choose>
          <xsl:when test="$SE/@status = 'over'">series.standings.final</xsl:when>
          <xsl:otherwise>series.standings.head</xsl:otherwise>
        </xsl:choose>
      </xsl:with-param>
    </xsl:call-template>
  </xsl:template>

  <!-- The directory of the context <contest>'s pages beside this page:
       its name, a path separator or a leading dot made "_" (as "scrabmail
       publish" names it, cli-publish.c's contest_dir). -->
  <xsl:template name="series-contest-dir">
    <xsl:variable name="d" select="translate(@name, '/\', '__')"/>
    <xsl:choose>
      <xsl:when test="starts-with($d, '.')"><xsl:value-of select="concat('_', substring($d, 2))"/></xsl:when>
      <xsl:otherwise><xsl:value-of select="$d"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- The context <contest>'s variant, worded. -->
  <xsl:template name="variant-name-of">
    <xsl:variable name="k">
      <xsl:call-template name="variant-key">
        <xsl:with-param name="v" select="@variant"/>
      </xsl:call-template>
    </xsl:variable>
    <xsl:choose>
      <xsl:when test="$S/s[@id = concat('variant.', $k)]">
        <xsl:call-template name="t">
          <xsl:with-param name="id" select="concat('variant.', $k)"/>
        </xsl:call-template>
      </xsl:when>
      <xsl:otherwise><xsl:value-of select="@variant"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

</xsl:stylesheet>
