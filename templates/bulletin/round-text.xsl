<?xml version="1.0" encoding="UTF-8"?>
<!-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).

     round-text.xsl: a round's bulletin as plain text (round-NN.txt), for
     a mail body or a newspaper's text desk: the same content as
     round-html.xsl, every line at most 78 columns (paragraphs wrapped
     here; a word longer than a line stands alone), the boards drawn as
     the mails draw them (board.xsl's "board-text", the outlined word in
     brackets), the tables in fixed columns with the move last so that a
     long tactic move never pushes the others.
     Layout only: the words are in strings.xml (common.xsl's "t"). -->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform">

  <xsl:import href="common.xsl"/>
  <xsl:import href="board.xsl"/>

  <xsl:output method="text" encoding="UTF-8"/>
  <xsl:strip-space elements="*"/>

  <xsl:variable name="R" select="/bulletin/round[1]"/>
  <xsl:variable name="nl" select="'&#10;'"/>

  <xsl:template match="/">
    <xsl:variable name="title">
      <xsl:call-template name="t">
        <xsl:with-param name="id" select="'round-title'"/>
        <xsl:with-param name="a1" select="$C/@name"/>
        <xsl:with-param name="a2" select="$R/@number"/>
      </xsl:call-template>
    </xsl:variable>
    <xsl:call-template name="heading">
      <xsl:with-param name="s" select="$title"/>
      <xsl:with-param name="ch" select="'='"/>
    </xsl:call-template>
    <xsl:call-template name="variant-name"/>
    <xsl:text> · </xsl:text>
    <xsl:call-template name="t">
      <xsl:with-param name="id" select="concat('round.', $R/@status)"/>
    </xsl:call-template>
    <xsl:value-of select="concat($nl, $nl)"/>
    <xsl:for-each select="$C/series">
      <xsl:call-template name="para">
        <xsl:with-param name="s">
          <xsl:call-template name="t">
            <xsl:with-param name="id" select="'series.part'"/>
            <xsl:with-param name="a1">
              <xsl:choose>
                <xsl:when test="@title"><xsl:value-of select="@title"/></xsl:when>
                <xsl:otherwise><xsl:value-of select="@name"/></xsl:otherwise>
              </xsl:choose>
            </xsl:with-param>
          </xsl:call-template>
        </xsl:with-param>
      </xsl:call-template>
    </xsl:for-each>
    <xsl:call-template name="para">
      <xsl:with-param name="s"><xsl:call-template name="variant-rule"/></xsl:with-param>
    </xsl:call-template>
    <xsl:call-template name="racks-text"/>
    <xsl:call-template name="para">
      <xsl:with-param name="s">
        <xsl:call-template name="t">
          <xsl:with-param name="id">
            <xsl:choose>
              <xsl:when test="$R/@status = 'open'">round.open-until</xsl:when>
              <xsl:otherwise>round.closed-on</xsl:otherwise>
            </xsl:choose>
          </xsl:with-param>
          <xsl:with-param name="a1">
            <xsl:call-template name="date"><xsl:with-param name="iso" select="$R/@deadline"/><xsl:with-param name="deadline" select="true()"/></xsl:call-template>
          </xsl:with-param>
        </xsl:call-template>
      </xsl:with-param>
    </xsl:call-template>
    <xsl:call-template name="board-block">
      <xsl:with-param name="b" select="$R/board"/>
      <xsl:with-param name="last" select="string($R/last/@move)"/>
      <xsl:with-param name="caption-id" select="'board.before'"/>
      <xsl:with-param name="hl-id" select="'board.last'"/>
    </xsl:call-template>
    <xsl:choose>
      <xsl:when test="$R/@status = 'open'">
        <xsl:call-template name="how-to-text"/>
      </xsl:when>
      <xsl:otherwise>
        <xsl:call-template name="results-text"/>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- A heading underlined with ch. -->
  <xsl:template name="heading">
    <xsl:param name="s"/>
    <xsl:param name="ch" select="'-'"/>
    <xsl:value-of select="concat($s, $nl)"/>
    <xsl:call-template name="rule-line">
      <xsl:with-param name="n" select="string-length($s)"/>
      <xsl:with-param name="ch" select="$ch"/>
    </xsl:call-template>
    <xsl:value-of select="$nl"/>
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

  <xsl:template name="racks-text">
    <xsl:choose>
      <xsl:when test="$R/rack2">
        <xsl:call-template name="t"><xsl:with-param name="id" select="'rack'"/></xsl:call-template>
        <xsl:text>:&#10;  </xsl:text>
        <xsl:call-template name="t"><xsl:with-param name="id" select="'rack.1'"/></xsl:call-template>
        <xsl:text>:  </xsl:text>
        <xsl:call-template name="spaced"><xsl:with-param name="s" select="$R/rack/@letters"/></xsl:call-template>
        <xsl:text>&#10;  </xsl:text>
        <xsl:call-template name="t"><xsl:with-param name="id" select="'rack.2'"/></xsl:call-template>
        <xsl:text>:  </xsl:text>
        <xsl:call-template name="spaced"><xsl:with-param name="s" select="$R/rack2/@letters"/></xsl:call-template>
      </xsl:when>
      <xsl:otherwise>
        <xsl:call-template name="t"><xsl:with-param name="id" select="'rack'"/></xsl:call-template>
        <xsl:text>:  </xsl:text>
        <xsl:call-template name="spaced"><xsl:with-param name="s" select="$R/rack/@letters"/></xsl:call-template>
      </xsl:otherwise>
    </xsl:choose>
    <xsl:value-of select="$nl"/>
    <xsl:if test="contains($R/rack/@letters, '?') or contains($R/rack2/@letters, '?')">
      <xsl:call-template name="wrap">
        <xsl:with-param name="s">
          <xsl:call-template name="t"><xsl:with-param name="id" select="'rack.blank'"/></xsl:call-template>
        </xsl:with-param>
      </xsl:call-template>
    </xsl:if>
    <xsl:value-of select="$nl"/>
  </xsl:template>

  <!-- A board with its caption and the legend. -->
  <xsl:template name="board-block">
    <xsl:param name="b"/>
    <xsl:param name="last"/>
    <xsl:param name="caption-id"/>
    <xsl:param name="hl-id"/>
    <xsl:call-template name="wrap">
      <xsl:with-param name="s">
        <xsl:call-template name="t"><xsl:with-param name="id" select="$caption-id"/></xsl:call-template>
        <xsl:text>. </xsl:text>
        <xsl:if test="$last != ''">
          <xsl:call-template name="t">
            <xsl:with-param name="id" select="$hl-id"/>
            <xsl:with-param name="a1" select="$last"/>
          </xsl:call-template>
        </xsl:if>
        <xsl:if test="not($b/row/sq[@tile])">
          <xsl:call-template name="t"><xsl:with-param name="id" select="'board.empty'"/></xsl:call-template>
        </xsl:if>
      </xsl:with-param>
    </xsl:call-template>
    <xsl:value-of select="$nl"/>
    <xsl:call-template name="board-text">
      <xsl:with-param name="board" select="$b"/>
      <xsl:with-param name="last" select="$last"/>
    </xsl:call-template>
    <xsl:variable name="legend1">
      <xsl:call-template name="t"><xsl:with-param name="id" select="'legend.text.1'"/></xsl:call-template>
    </xsl:variable>
    <xsl:value-of select="concat('  ', $legend1, $nl)"/>
    <!-- The second line under the first one's text, after "Legend: ". -->
    <xsl:value-of select="substring($blanks, 1,
        string-length(substring-before($legend1, ':')) + 4)"/>
    <xsl:call-template name="t"><xsl:with-param name="id" select="'legend.text.2'"/></xsl:call-template>
    <xsl:value-of select="concat($nl, $nl)"/>
  </xsl:template>

  <xsl:template name="how-to-text">
    <xsl:variable name="tactic" select="$C/@variant = 'tactic'"/>
    <xsl:variable name="addr" select="normalize-space($C/address)"/>
    <xsl:call-template name="heading">
      <xsl:with-param name="s">
        <xsl:call-template name="t"><xsl:with-param name="id" select="'howto.head'"/></xsl:call-template>
      </xsl:with-param>
    </xsl:call-template>
    <xsl:call-template name="wrap">
      <xsl:with-param name="s">
        <xsl:call-template name="t">
          <xsl:with-param name="id">
            <xsl:text>howto.send</xsl:text>
            <xsl:if test="$tactic">-tactic</xsl:if>
            <xsl:if test="$addr = ''">-noaddr</xsl:if>
          </xsl:with-param>
          <xsl:with-param name="a1">
            <xsl:call-template name="date"><xsl:with-param name="iso" select="$R/@deadline"/><xsl:with-param name="deadline" select="true()"/></xsl:call-template>
          </xsl:with-param>
          <xsl:with-param name="a2" select="$addr"/>
        </xsl:call-template>
      </xsl:with-param>
    </xsl:call-template>
    <xsl:value-of select="concat('  TUR ', $R/@number, $nl, '  H8 CASA 8', $nl)"/>
    <xsl:if test="$tactic">
      <xsl:value-of select="concat('  9G TEI 6', $nl, '  TOTAL 14', $nl)"/>
    </xsl:if>
    <xsl:call-template name="para">
      <xsl:with-param name="s">
        <xsl:call-template name="t">
          <xsl:with-param name="id">
            <xsl:choose>
              <xsl:when test="$tactic">howto.explain-tactic</xsl:when>
              <xsl:otherwise>howto.explain</xsl:otherwise>
            </xsl:choose>
          </xsl:with-param>
        </xsl:call-template>
        <xsl:text> </xsl:text>
        <xsl:call-template name="t"><xsl:with-param name="id" select="'howto.blank'"/></xsl:call-template>
        <xsl:text> </xsl:text>
        <xsl:call-template name="t"><xsl:with-param name="id" select="'howto.replace'"/></xsl:call-template>
      </xsl:with-param>
    </xsl:call-template>
    <xsl:call-template name="wrap">
      <xsl:with-param name="s">
        <xsl:call-template name="t">
          <xsl:with-param name="id">
            <xsl:choose>
              <xsl:when test="$C/@entry = 'registered'">howto.registered</xsl:when>
              <xsl:otherwise>howto.open</xsl:otherwise>
            </xsl:choose>
          </xsl:with-param>
        </xsl:call-template>
        <xsl:text> </xsl:text>
        <xsl:call-template name="t"><xsl:with-param name="id" select="'howto.results'"/></xsl:call-template>
      </xsl:with-param>
    </xsl:call-template>
  </xsl:template>

  <xsl:template name="results-text">
    <xsl:call-template name="heading">
      <xsl:with-param name="s">
        <xsl:call-template name="t"><xsl:with-param name="id" select="'results.head'"/></xsl:call-template>
      </xsl:with-param>
    </xsl:call-template>
    <xsl:if test="$R/top">
      <xsl:call-template name="wrap">
        <xsl:with-param name="s">
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
        </xsl:with-param>
      </xsl:call-template>
    </xsl:if>
    <xsl:if test="$R/best">
      <xsl:call-template name="wrap">
        <xsl:with-param name="s">
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
        </xsl:with-param>
      </xsl:call-template>
    </xsl:if>
    <xsl:if test="$R/@outcome = 'repeated' or $R/@outcome = 'none'">
      <xsl:call-template name="wrap">
        <xsl:with-param name="s">
          <xsl:call-template name="t">
            <xsl:with-param name="id" select="concat('outcome.', $R/@outcome)"/>
          </xsl:call-template>
        </xsl:with-param>
      </xsl:call-template>
    </xsl:if>
    <xsl:value-of select="$nl"/>
    <xsl:if test="$R/played-board">
      <xsl:call-template name="board-block">
        <xsl:with-param name="b" select="$R/played-board"/>
        <xsl:with-param name="last" select="string($R/top/@move)"/>
        <xsl:with-param name="caption-id" select="'board.after'"/>
        <xsl:with-param name="hl-id" select="'board.top'"/>
      </xsl:call-template>
    </xsl:if>

    <xsl:call-template name="heading">
      <xsl:with-param name="s">
        <xsl:call-template name="t"><xsl:with-param name="id" select="'entries.head'"/></xsl:call-template>
      </xsl:with-param>
    </xsl:call-template>
    <xsl:choose>
      <xsl:when test="$R/entries/entry">
        <xsl:call-template name="entries-text"/>
      </xsl:when>
      <xsl:otherwise>
        <xsl:call-template name="wrap">
          <xsl:with-param name="s">
            <xsl:call-template name="t"><xsl:with-param name="id" select="'entries.none'"/></xsl:call-template>
          </xsl:with-param>
        </xsl:call-template>
      </xsl:otherwise>
    </xsl:choose>

    <xsl:if test="/bulletin/standings">
      <xsl:value-of select="$nl"/>
      <xsl:call-template name="heading">
        <xsl:with-param name="s">
          <xsl:call-template name="t">
            <xsl:with-param name="id" select="'standings.after'"/>
            <xsl:with-param name="a1" select="/bulletin/standings/@after-round"/>
          </xsl:call-template>
        </xsl:with-param>
      </xsl:call-template>
      <xsl:call-template name="standings-text">
        <xsl:with-param name="st" select="/bulletin/standings"/>
        <xsl:with-param name="limit" select="100"/>
      </xsl:call-template>
    </xsl:if>

    <xsl:if test="/bulletin/decisions">
      <xsl:value-of select="$nl"/>
      <xsl:call-template name="heading">
        <xsl:with-param name="s">
          <xsl:call-template name="t">
            <xsl:with-param name="id" select="'decisions.title'"/>
          </xsl:call-template>
        </xsl:with-param>
      </xsl:call-template>
      <xsl:for-each select="/bulletin/decisions/decision">
        <xsl:text>  - </xsl:text>
        <xsl:call-template name="decision-text"/>
        <xsl:value-of select="$nl"/>
      </xsl:for-each>
    </xsl:if>
  </xsl:template>

  <!-- Column header helper: the word of id padded to w. -->
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

  <!-- Rank 4, name 20, claimed 8, score 8, bonus 6, warnings 7, top 5,
       then two blanks and the move (62 columns before it). -->
  <xsl:template name="entries-text">
    <xsl:call-template name="col"><xsl:with-param name="id" select="'col.rank'"/><xsl:with-param name="w" select="4"/></xsl:call-template>
    <xsl:text>  </xsl:text>
    <xsl:call-template name="col"><xsl:with-param name="id" select="'col.name'"/><xsl:with-param name="w" select="20"/><xsl:with-param name="right" select="false()"/></xsl:call-template>
    <xsl:call-template name="col"><xsl:with-param name="id" select="'col.claimed'"/><xsl:with-param name="w" select="8"/></xsl:call-template>
    <xsl:call-template name="col"><xsl:with-param name="id" select="'col.score'"/><xsl:with-param name="w" select="8"/></xsl:call-template>
    <xsl:call-template name="col"><xsl:with-param name="id" select="'col.bonus'"/><xsl:with-param name="w" select="6"/></xsl:call-template>
    <xsl:call-template name="col"><xsl:with-param name="id" select="'col.warnings'"/><xsl:with-param name="w" select="7"/></xsl:call-template>
    <xsl:call-template name="col"><xsl:with-param name="id" select="'col.top-found'"/><xsl:with-param name="w" select="5"/></xsl:call-template>
    <xsl:text>  </xsl:text>
    <xsl:call-template name="t"><xsl:with-param name="id" select="'col.move'"/></xsl:call-template>
    <xsl:value-of select="$nl"/>
    <xsl:for-each select="$R/entries/entry">
      <!-- The cells padded as common.xsl's "pad" does, written out:
           a round lists thousands of entries and a template call per
           cell costs more than the rest of the line. -->
      <xsl:variable name="rank" select="substring(@rank, 1, 4)"/>
      <xsl:variable name="name" select="substring(@name, 1, 20)"/>
      <xsl:variable name="claimed" select="substring(@claimed, 1, 8)"/>
      <xsl:variable name="score" select="substring(@score, 1, 8)"/>
      <xsl:variable name="bonus" select="substring(@bonus, 1, 6)"/>
      <xsl:variable name="warnings" select="substring(@warnings, 1, 7)"/>
      <xsl:value-of select="concat(
          substring($blanks, 1, 4 - string-length($rank)), $rank, '  ',
          $name, substring($blanks, 1, 20 - string-length($name)),
          substring($blanks, 1, 8 - string-length($claimed)), $claimed,
          substring($blanks, 1, 8 - string-length($score)), $score,
          substring($blanks, 1, 6 - string-length($bonus)), $bonus,
          substring($blanks, 1, 7 - string-length($warnings)), $warnings)"/>
      <xsl:choose>
        <xsl:when test="@top = 'yes'"><xsl:text>    ✓</xsl:text></xsl:when>
        <xsl:when test="@valid = 'no'"><xsl:text>    ✗</xsl:text></xsl:when>
        <xsl:otherwise><xsl:text>     </xsl:text></xsl:otherwise>
      </xsl:choose>
      <!-- A move that would pass column 78 goes on a line of its own. -->
      <xsl:choose>
        <xsl:when test="string-length(@move) &gt; 16">
          <xsl:value-of select="concat($nl, '      ', @move, $nl)"/>
        </xsl:when>
        <xsl:otherwise>
          <xsl:value-of select="concat('  ', @move, $nl)"/>
        </xsl:otherwise>
      </xsl:choose>
      <xsl:if test="@valid = 'no'">
        <xsl:call-template name="wrap">
          <xsl:with-param name="indent" select="'      '"/>
          <xsl:with-param name="s">
            <xsl:call-template name="t">
              <xsl:with-param name="id" select="'refused'"/>
              <xsl:with-param name="a1"><xsl:call-template name="verdict"/></xsl:with-param>
            </xsl:call-template>
          </xsl:with-param>
        </xsl:call-template>
      </xsl:if>
      <xsl:if test="@warning-codes">
        <xsl:call-template name="wrap">
          <xsl:with-param name="indent" select="'      '"/>
          <xsl:with-param name="s"><xsl:call-template name="warned"/></xsl:with-param>
        </xsl:call-template>
      </xsl:if>
    </xsl:for-each>
  </xsl:template>

  <!-- Rank 4, name 24, total 8, percent 13, tops 8, warnings 8,
       penalty 11. -->
  <xsl:template name="standings-text">
    <xsl:param name="st"/>
    <xsl:param name="limit"/>
    <xsl:variable name="n" select="count($st/line)"/>
    <xsl:call-template name="col"><xsl:with-param name="id" select="'col.rank'"/><xsl:with-param name="w" select="4"/></xsl:call-template>
    <xsl:text>  </xsl:text>
    <xsl:call-template name="col"><xsl:with-param name="id" select="'col.name'"/><xsl:with-param name="w" select="22"/><xsl:with-param name="right" select="false()"/></xsl:call-template>
    <xsl:call-template name="col"><xsl:with-param name="id" select="'col.total'"/><xsl:with-param name="w" select="8"/></xsl:call-template>
    <xsl:call-template name="col"><xsl:with-param name="id" select="'col.percent'"/><xsl:with-param name="w" select="14"/></xsl:call-template>
    <xsl:call-template name="col"><xsl:with-param name="id" select="'col.tops'"/><xsl:with-param name="w" select="8"/></xsl:call-template>
    <xsl:call-template name="col"><xsl:with-param name="id" select="'col.warnings'"/><xsl:with-param name="w" select="8"/></xsl:call-template>
    <xsl:call-template name="col"><xsl:with-param name="id" select="'col.penalty'"/><xsl:with-param name="w" select="12"/></xsl:call-template>
    <xsl:value-of select="$nl"/>
    <xsl:for-each select="$st/line[position() &lt;= $limit]">
      <xsl:call-template name="pad"><xsl:with-param name="s" select="@rank"/><xsl:with-param name="w" select="4"/><xsl:with-param name="right" select="true()"/></xsl:call-template>
      <xsl:text>  </xsl:text>
      <xsl:call-template name="pad"><xsl:with-param name="s" select="@name"/><xsl:with-param name="w" select="22"/></xsl:call-template>
      <xsl:call-template name="pad"><xsl:with-param name="s" select="@total"/><xsl:with-param name="w" select="8"/><xsl:with-param name="right" select="true()"/></xsl:call-template>
      <xsl:call-template name="pad">
        <xsl:with-param name="s"><xsl:call-template name="percent"><xsl:with-param name="p" select="@percent"/></xsl:call-template></xsl:with-param>
        <xsl:with-param name="w" select="14"/><xsl:with-param name="right" select="true()"/>
      </xsl:call-template>
      <xsl:call-template name="pad"><xsl:with-param name="s" select="@tops"/><xsl:with-param name="w" select="8"/><xsl:with-param name="right" select="true()"/></xsl:call-template>
      <xsl:call-template name="pad"><xsl:with-param name="s" select="@warnings"/><xsl:with-param name="w" select="8"/><xsl:with-param name="right" select="true()"/></xsl:call-template>
      <xsl:call-template name="pad"><xsl:with-param name="s" select="@penalty"/><xsl:with-param name="w" select="12"/><xsl:with-param name="right" select="true()"/></xsl:call-template>
      <xsl:value-of select="$nl"/>
    </xsl:for-each>
    <xsl:if test="$n &gt; $limit">
      <xsl:text>  </xsl:text>
      <xsl:call-template name="t">
        <xsl:with-param name="id" select="'standings.more'"/>
        <xsl:with-param name="a1">
          <xsl:call-template name="count">
            <xsl:with-param name="n" select="$n - $limit"/>
            <xsl:with-param name="noun" select="'players'"/>
          </xsl:call-template>
        </xsl:with-param>
      </xsl:call-template>
      <xsl:value-of select="$nl"/>
    </xsl:if>
    <xsl:value-of select="$nl"/>
    <xsl:call-template name="wrap">
      <xsl:with-param name="s">
        <xsl:call-template name="t">
          <xsl:with-param name="id" select="'standings.sum'"/>
          <xsl:with-param name="a1">
            <xsl:call-template name="count">
              <xsl:with-param name="n" select="$st/@sum-tops"/>
              <xsl:with-param name="noun" select="'points'"/>
            </xsl:call-template>
          </xsl:with-param>
        </xsl:call-template>
        <xsl:text> </xsl:text>
        <xsl:call-template name="t">
          <xsl:with-param name="id">
            <xsl:choose>
              <xsl:when test="$C/@variant = 'top'">standings.rule.top</xsl:when>
              <xsl:otherwise>standings.rule.classic</xsl:otherwise>
            </xsl:choose>
          </xsl:with-param>
        </xsl:call-template>
      </xsl:with-param>
    </xsl:call-template>
  </xsl:template>

</xsl:stylesheet>
