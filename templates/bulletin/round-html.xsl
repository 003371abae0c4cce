<?xml version="1.0" encoding="UTF-8"?>
<!-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).

     round-html.xsl: a round's page (round-NN.html) from the bulletin of
     one round (kind="round"; see doc on the bulletin XML).  The heading,
     the variant and its rule, the rack as tiles and the deadline, then:
     - for a closed round: the board before the round (the previous move
       outlined) beside the board after the top (the top outlined), the top
       and its equivalent tops, the best score and how many entered, what
       happened when no move was valid, the table of entries (rank, name,
       move, claimed score, score, bonus, warnings, top, the reason of a
       refusal) and the standings after the round (the first 100 lines);
     - for an open round: the board and how to enter by mail, with a link
       to the printable puzzle.
     Layout only: the words are in strings.xml (common.xsl's "t"). -->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform">

  <xsl:import href="common.xsl"/>
  <xsl:import href="board.xsl"/>

  <xsl:output method="html" encoding="UTF-8" indent="yes"
      doctype-system="about:legacy-compat"/>
  <xsl:strip-space elements="*"/>

  <xsl:variable name="R" select="/bulletin/round[1]"/>

  <!-- The entries table's columns, styled by their place: a row of
       thousands has no class per cell. -->
  <xsl:variable name="entries-css">
table.entries td:nth-child(1),table.entries td:nth-child(n+4):nth-child(-n+7){text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
table.entries td:nth-child(8){text-align:center}
table.entries td:nth-child(2){white-space:nowrap}
table.entries td:nth-child(3){font-family:"DejaVu Sans Mono",Consolas,"Courier New",monospace;white-space:nowrap}
tr.top-row td:nth-child(2){font-weight:bold}
</xsl:variable>

  <xsl:template match="/">
    <xsl:variable name="title">
      <xsl:call-template name="t">
        <xsl:with-param name="id" select="'round-title'"/>
        <xsl:with-param name="a1" select="$C/@name"/>
        <xsl:with-param name="a2" select="$R/@number"/>
      </xsl:call-template>
    </xsl:variable>
    <html lang="{$L}">
      <xsl:call-template name="head">
        <xsl:with-param name="title" select="$title"/>
        <xsl:with-param name="extra-css" select="$entries-css"/>
      </xsl:call-template>
      <body>
        <xsl:call-template name="nav">
          <xsl:with-param name="here" select="'round'"/>
        </xsl:call-template>
        <main>
          <h1><xsl:value-of select="$title"/></h1>
          <p class="meta">
            <xsl:call-template name="variant-name"/>
            <xsl:text> · </xsl:text>
            <xsl:call-template name="t">
              <xsl:with-param name="id" select="concat('round.', $R/@status)"/>
            </xsl:call-template>
            <xsl:call-template name="prev-next"/>
          </p>
          <p><xsl:call-template name="variant-rule"/></p>
          <xsl:call-template name="racks">
            <xsl:with-param name="R" select="$R"/>
          </xsl:call-template>
          <p>
            <xsl:call-template name="t">
              <xsl:with-param name="id">
                <xsl:choose>
                  <xsl:when test="$R/@status = 'open'">round.open-until</xsl:when>
                  <xsl:otherwise>round.closed-on</xsl:otherwise>
                </xsl:choose>
              </xsl:with-param>
              <xsl:with-param name="a1">
                <xsl:call-template name="date">
                  <xsl:with-param name="iso" select="$R/@deadline"/>
                </xsl:call-template>
              </xsl:with-param>
            </xsl:call-template>
          </p>
          <xsl:choose>
            <xsl:when test="$R/@status = 'open'">
              <xsl:call-template name="open-round"/>
            </xsl:when>
            <xsl:otherwise>
              <xsl:call-template name="closed-round"/>
            </xsl:otherwise>
          </xsl:choose>
          <xsl:call-template name="decisions-html"/>
        </main>
        <xsl:call-template name="footer"/>
      </body>
    </html>
  </xsl:template>

  <!-- Links to the previous and the next round, when they exist. -->
  <xsl:template name="prev-next">
    <xsl:variable name="n" select="number($R/@number)"/>
    <xsl:if test="$n &gt; 1">
      <xsl:text> · </xsl:text>
      <a rel="prev">
        <xsl:attribute name="href">
          <xsl:call-template name="round-file"><xsl:with-param name="n" select="$n - 1"/></xsl:call-template>
        </xsl:attribute>
        <xsl:call-template name="t">
          <xsl:with-param name="id" select="'nav.prev'"/>
          <xsl:with-param name="a1" select="$n - 1"/>
        </xsl:call-template>
      </a>
    </xsl:if>
    <xsl:if test="$R/@next = 'yes'">
      <xsl:text> · </xsl:text>
      <a rel="next">
        <xsl:attribute name="href">
          <xsl:call-template name="round-file"><xsl:with-param name="n" select="$n + 1"/></xsl:call-template>
        </xsl:attribute>
        <xsl:call-template name="t">
          <xsl:with-param name="id" select="'nav.next'"/>
          <xsl:with-param name="a1" select="$n + 1"/>
        </xsl:call-template>
      </a>
    </xsl:if>
  </xsl:template>

  <xsl:template name="legend">
    <p class="legend"><xsl:call-template name="t"><xsl:with-param name="id" select="'legend'"/></xsl:call-template></p>
  </xsl:template>

  <xsl:template name="open-round">
    <div class="boards">
      <xsl:call-template name="board-figure">
        <xsl:with-param name="b" select="$R/board"/>
        <xsl:with-param name="last" select="string($R/last/@move)"/>
        <xsl:with-param name="caption">
          <xsl:call-template name="t"><xsl:with-param name="id" select="'board.before'"/></xsl:call-template>
        </xsl:with-param>
      </xsl:call-template>
    </div>
    <xsl:call-template name="legend"/>
    <h2><xsl:call-template name="t"><xsl:with-param name="id" select="'howto.head'"/></xsl:call-template></h2>
    <xsl:call-template name="how-to">
      <xsl:with-param name="R" select="$R"/>
    </xsl:call-template>
    <p class="noprint">
      <a href="puzzle.html"><xsl:call-template name="t"><xsl:with-param name="id" select="'nav.puzzle'"/></xsl:call-template></a>
    </p>
  </xsl:template>

  <xsl:template name="closed-round">
    <div class="boards">
      <xsl:call-template name="board-figure">
        <xsl:with-param name="b" select="$R/board"/>
        <xsl:with-param name="last" select="string($R/last/@move)"/>
        <xsl:with-param name="caption">
          <xsl:call-template name="t"><xsl:with-param name="id" select="'board.before'"/></xsl:call-template>
        </xsl:with-param>
      </xsl:call-template>
      <xsl:if test="$R/played-board">
        <xsl:call-template name="board-figure">
          <xsl:with-param name="b" select="$R/played-board"/>
          <xsl:with-param name="last" select="string($R/top/@move)"/>
          <xsl:with-param name="hl-id" select="'board.top'"/>
          <xsl:with-param name="caption">
            <xsl:call-template name="t"><xsl:with-param name="id" select="'board.after'"/></xsl:call-template>
          </xsl:with-param>
        </xsl:call-template>
      </xsl:if>
    </div>
    <xsl:call-template name="legend"/>

    <h2><xsl:call-template name="t"><xsl:with-param name="id" select="'results.head'"/></xsl:call-template></h2>
    <xsl:if test="$R/top">
      <p>
        <xsl:call-template name="t">
          <xsl:with-param name="id">
            <xsl:choose>
              <xsl:when test="$R/@outcome = 'played'">top</xsl:when>
              <xsl:otherwise>top.notplayed</xsl:otherwise>
            </xsl:choose>
          </xsl:with-param>
          <xsl:with-param name="a1" select="$R/top/@move"/>
          <xsl:with-param name="a2">
            <xsl:call-template name="count">
              <xsl:with-param name="n" select="$R/top/@score"/>
              <xsl:with-param name="noun" select="'points'"/>
            </xsl:call-template>
          </xsl:with-param>
        </xsl:call-template>
        <xsl:if test="$R/equivalent">
          <xsl:text> </xsl:text>
          <xsl:call-template name="t">
            <xsl:with-param name="id" select="'equivalents'"/>
            <xsl:with-param name="a1">
              <xsl:for-each select="$R/equivalent">
                <xsl:if test="position() &gt; 1">; </xsl:if>
                <xsl:value-of select="@move"/>
              </xsl:for-each>
            </xsl:with-param>
          </xsl:call-template>
        </xsl:if>
      </p>
    </xsl:if>
    <xsl:if test="$R/best">
      <p>
        <xsl:call-template name="t">
          <xsl:with-param name="id" select="'best'"/>
          <xsl:with-param name="a1">
            <xsl:call-template name="count">
              <xsl:with-param name="n" select="$R/best/@score"/>
              <xsl:with-param name="noun" select="'points'"/>
            </xsl:call-template>
          </xsl:with-param>
          <xsl:with-param name="a2">
            <xsl:call-template name="count">
              <xsl:with-param name="n" select="$R/best/@entrants"/>
              <xsl:with-param name="noun" select="'entrants'"/>
            </xsl:call-template>
          </xsl:with-param>
        </xsl:call-template>
      </p>
    </xsl:if>
    <xsl:if test="$R/@outcome = 'repeated' or $R/@outcome = 'none'">
      <p>
        <xsl:call-template name="t">
          <xsl:with-param name="id" select="concat('outcome.', $R/@outcome)"/>
        </xsl:call-template>
      </p>
    </xsl:if>

    <h2><xsl:call-template name="t"><xsl:with-param name="id" select="'entries.head'"/></xsl:call-template></h2>
    <xsl:choose>
      <xsl:when test="$R/entries/entry">
        <xsl:call-template name="entries-table"/>
      </xsl:when>
      <xsl:otherwise>
        <p><xsl:call-template name="t"><xsl:with-param name="id" select="'entries.none'"/></xsl:call-template></p>
      </xsl:otherwise>
    </xsl:choose>

    <xsl:if test="/bulletin/standings">
      <h2>
        <xsl:call-template name="t">
          <xsl:with-param name="id" select="'standings.after'"/>
          <xsl:with-param name="a1" select="/bulletin/standings/@after-round"/>
        </xsl:call-template>
      </h2>
      <xsl:call-template name="standings-table">
        <xsl:with-param name="st" select="/bulletin/standings"/>
        <xsl:with-param name="limit" select="100"/>
      </xsl:call-template>
    </xsl:if>
  </xsl:template>

  <xsl:template name="entries-table">
    <!-- Looked up once: thousands of rows show it. -->
    <xsl:variable name="top-title">
      <xsl:call-template name="t"><xsl:with-param name="id" select="'top-found'"/></xsl:call-template>
    </xsl:variable>
    <div class="scroll">
      <table class="entries">
        <thead>
          <tr>
            <th class="n" scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.rank'"/></xsl:call-template></th>
            <th scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.name'"/></xsl:call-template></th>
            <th scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.move'"/></xsl:call-template></th>
            <th class="n" scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.claimed'"/></xsl:call-template></th>
            <th class="n" scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.score'"/></xsl:call-template></th>
            <th class="n" scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.bonus'"/></xsl:call-template></th>
            <th class="n" scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.warnings'"/></xsl:call-template></th>
            <th class="c" scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.top-found'"/></xsl:call-template></th>
            <th scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.remark'"/></xsl:call-template></th>
          </tr>
        </thead>
        <tbody>
          <xsl:for-each select="$R/entries/entry">
            <tr>
              <xsl:choose>
                <xsl:when test="@valid = 'no'">
                  <xsl:attribute name="class">refused</xsl:attribute>
                </xsl:when>
                <xsl:when test="@top = 'yes'">
                  <xsl:attribute name="class">top-row</xsl:attribute>
                </xsl:when>
              </xsl:choose>
              <!-- No class per cell (thousands of rows): the columns
                   are styled by their place ($entries-css). -->
              <td><xsl:value-of select="@rank"/></td>
              <td><xsl:value-of select="@name"/></td>
              <td><xsl:value-of select="@move"/></td>
              <td><xsl:value-of select="@claimed"/></td>
              <td><xsl:value-of select="@score"/></td>
              <td><xsl:value-of select="@bonus"/></td>
              <td><xsl:value-of select="@warnings"/></td>
              <td>
                <xsl:if test="@top = 'yes'">
                  <span title="{$top-title}">✓</span>
                </xsl:if>
              </td>
              <td>
                <xsl:if test="@valid = 'no'">
                  <xsl:call-template name="t">
                    <xsl:with-param name="id" select="'refused'"/>
                    <xsl:with-param name="a1"><xsl:call-template name="verdict"/></xsl:with-param>
                  </xsl:call-template>
                </xsl:if>
                <xsl:if test="@valid = 'no' and @warning-codes">; </xsl:if>
                <xsl:if test="@warning-codes"><xsl:call-template name="warned"/></xsl:if>
              </td>
            </tr>
          </xsl:for-each>
        </tbody>
      </table>
    </div>
  </xsl:template>

</xsl:stylesheet>
