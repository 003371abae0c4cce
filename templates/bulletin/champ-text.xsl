<?xml version="1.0" encoding="UTF-8"?>
<!-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).

     champ-text.xsl: a correspondence championship's bulletin as plain
     text (index.txt), for a mail to the players or a newspaper: the same
     content as champ-html.xsl (where it stands, the rules, the lexicon and
     the stand-in warning, the standings, the players by the percentage
     of the best moves (once a game is over), each group's crosstable, every
     game in brief with the names of its files), every line at most 78
     columns: paragraphs wrapped (common.xsl's "wrap"), the standings in
     fixed columns, the crosstable as a list per player (a grid would not
     fit a line once a group is large), one paragraph per game.
     Layout only: the words are in strings.xml (common.xsl's "t"). -->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform">

  <xsl:import href="champ-html.xsl"/>

  <xsl:output method="text" encoding="UTF-8"/>
  <xsl:strip-space elements="*"/>

  <xsl:variable name="nl" select="'&#10;'"/>

  <xsl:template match="/">
    <xsl:call-template name="heading">
      <xsl:with-param name="s">
        <xsl:call-template name="t">
          <xsl:with-param name="id" select="'champ-title'"/>
          <xsl:with-param name="a1" select="$CH/@name"/>
        </xsl:call-template>
      </xsl:with-param>
      <xsl:with-param name="ch" select="'='"/>
    </xsl:call-template>
    <xsl:call-template name="para">
      <xsl:with-param name="s"><xsl:call-template name="champ-status"/></xsl:with-param>
    </xsl:call-template>

    <xsl:call-template name="heading">
      <xsl:with-param name="s">
        <xsl:call-template name="t"><xsl:with-param name="id" select="'champ.rules.head'"/></xsl:call-template>
      </xsl:with-param>
    </xsl:call-template>
    <xsl:call-template name="para">
      <xsl:with-param name="s"><xsl:call-template name="champ-rules"/></xsl:with-param>
    </xsl:call-template>
    <xsl:call-template name="para">
      <xsl:with-param name="s"><xsl:call-template name="champ-lexicon"/></xsl:with-param>
    </xsl:call-template>
    <xsl:if test="$CH/lexicon/@stand-in = 'yes'">
      <xsl:call-template name="para">
        <xsl:with-param name="s">
          <xsl:text>!!! </xsl:text>
          <xsl:call-template name="t"><xsl:with-param name="id" select="'champ.standin'"/></xsl:call-template>
        </xsl:with-param>
      </xsl:call-template>
    </xsl:if>

    <xsl:call-template name="standings-text"/>
    <xsl:call-template name="analysis-text"/>
    <xsl:for-each select="/bulletin/crosstable[row]">
      <xsl:call-template name="crosstable-text"/>
    </xsl:for-each>
    <xsl:call-template name="games-text"/>
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

  <!-- Rank 4, name 20, points 7, spread 10, total 7, played 7,
       forfeits 11, and when rated the rating 5 and its change 5: 78. -->
  <xsl:template name="standings-text">
    <xsl:variable name="st" select="/bulletin/standings"/>
    <xsl:call-template name="heading">
      <xsl:with-param name="s">
        <xsl:call-template name="t">
          <xsl:with-param name="id">
            <xsl:choose>
              <xsl:when test="$CH/@status = 'over'">champ.standings.final</xsl:when>
              <xsl:otherwise>champ.standings.head</xsl:otherwise>
            </xsl:choose>
          </xsl:with-param>
        </xsl:call-template>
      </xsl:with-param>
    </xsl:call-template>
    <xsl:choose>
      <xsl:when test="$st/line">
        <xsl:call-template name="col"><xsl:with-param name="id" select="'col.rank'"/><xsl:with-param name="w" select="4"/></xsl:call-template>
        <xsl:text>  </xsl:text>
        <xsl:call-template name="col"><xsl:with-param name="id" select="'col.name'"/><xsl:with-param name="w" select="20"/><xsl:with-param name="right" select="false()"/></xsl:call-template>
        <xsl:call-template name="col"><xsl:with-param name="id" select="'col.points'"/><xsl:with-param name="w" select="7"/></xsl:call-template>
        <xsl:call-template name="col"><xsl:with-param name="id" select="'col.spread'"/><xsl:with-param name="w" select="10"/></xsl:call-template>
        <xsl:call-template name="col"><xsl:with-param name="id" select="'col.total'"/><xsl:with-param name="w" select="7"/></xsl:call-template>
        <xsl:call-template name="col"><xsl:with-param name="id" select="'col.played'"/><xsl:with-param name="w" select="7"/></xsl:call-template>
        <xsl:call-template name="col"><xsl:with-param name="id" select="'col.forfeits'"/><xsl:with-param name="w" select="11"/></xsl:call-template>
        <xsl:if test="$rated">
          <xsl:call-template name="col"><xsl:with-param name="id" select="'col.rating'"/><xsl:with-param name="w" select="10"/></xsl:call-template>
        </xsl:if>
        <xsl:value-of select="$nl"/>
        <xsl:for-each select="$st/line">
          <xsl:call-template name="pad"><xsl:with-param name="s" select="@rank"/><xsl:with-param name="w" select="4"/><xsl:with-param name="right" select="true()"/></xsl:call-template>
          <xsl:text>  </xsl:text>
          <xsl:call-template name="pad"><xsl:with-param name="s" select="@name"/><xsl:with-param name="w" select="20"/></xsl:call-template>
          <xsl:call-template name="pad">
            <xsl:with-param name="s"><xsl:call-template name="champ-points"><xsl:with-param name="p" select="@points"/></xsl:call-template></xsl:with-param>
            <xsl:with-param name="w" select="7"/><xsl:with-param name="right" select="true()"/>
          </xsl:call-template>
          <xsl:call-template name="pad">
            <xsl:with-param name="s"><xsl:call-template name="champ-signed"><xsl:with-param name="n" select="@spread"/></xsl:call-template></xsl:with-param>
            <xsl:with-param name="w" select="10"/><xsl:with-param name="right" select="true()"/>
          </xsl:call-template>
          <xsl:call-template name="pad"><xsl:with-param name="s" select="@total"/><xsl:with-param name="w" select="7"/><xsl:with-param name="right" select="true()"/></xsl:call-template>
          <xsl:call-template name="pad"><xsl:with-param name="s" select="@played"/><xsl:with-param name="w" select="7"/><xsl:with-param name="right" select="true()"/></xsl:call-template>
          <xsl:call-template name="pad"><xsl:with-param name="s" select="@forfeits"/><xsl:with-param name="w" select="11"/><xsl:with-param name="right" select="true()"/></xsl:call-template>
          <xsl:if test="$rated">
            <xsl:call-template name="pad"><xsl:with-param name="s" select="@rating"/><xsl:with-param name="w" select="5"/><xsl:with-param name="right" select="true()"/></xsl:call-template>
            <xsl:call-template name="pad">
              <xsl:with-param name="s"><xsl:call-template name="champ-signed"><xsl:with-param name="n" select="@rating-change"/></xsl:call-template></xsl:with-param>
              <xsl:with-param name="w" select="5"/><xsl:with-param name="right" select="true()"/>
            </xsl:call-template>
          </xsl:if>
          <xsl:value-of select="$nl"/>
        </xsl:for-each>
        <xsl:value-of select="$nl"/>
        <xsl:call-template name="para">
          <xsl:with-param name="s"><xsl:call-template name="t"><xsl:with-param name="id" select="'champ.standings.rule'"/></xsl:call-template></xsl:with-param>
        </xsl:call-template>
      </xsl:when>
      <xsl:otherwise>
        <xsl:call-template name="para">
          <xsl:with-param name="s"><xsl:call-template name="t"><xsl:with-param name="id" select="'champ.standings.none'"/></xsl:call-template></xsl:with-param>
        </xsl:call-template>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- The second table, once a game is over (the engine's analysis):
       rank 4, name 20, games 8, scored 10, best 10, percent 9: 63. -->
  <xsl:template name="analysis-text">
    <xsl:variable name="an" select="/bulletin/analysis"/>
    <xsl:if test="$an/line">
      <xsl:call-template name="heading">
        <xsl:with-param name="s"><xsl:call-template name="t"><xsl:with-param name="id" select="'champ.analysis.head'"/></xsl:call-template></xsl:with-param>
      </xsl:call-template>
      <xsl:call-template name="col"><xsl:with-param name="id" select="'col.rank'"/><xsl:with-param name="w" select="4"/></xsl:call-template>
      <xsl:text>  </xsl:text>
      <xsl:call-template name="col"><xsl:with-param name="id" select="'col.name'"/><xsl:with-param name="w" select="20"/><xsl:with-param name="right" select="false()"/></xsl:call-template>
      <xsl:call-template name="col"><xsl:with-param name="id" select="'col.games-over'"/><xsl:with-param name="w" select="8"/></xsl:call-template>
      <xsl:call-template name="col"><xsl:with-param name="id" select="'col.scored'"/><xsl:with-param name="w" select="10"/></xsl:call-template>
      <xsl:call-template name="col"><xsl:with-param name="id" select="'col.best-moves'"/><xsl:with-param name="w" select="10"/></xsl:call-template>
      <xsl:call-template name="col"><xsl:with-param name="id" select="'col.percent-best'"/><xsl:with-param name="w" select="9"/></xsl:call-template>
      <xsl:value-of select="$nl"/>
      <xsl:for-each select="$an/line">
        <xsl:call-template name="pad"><xsl:with-param name="s" select="@rank"/><xsl:with-param name="w" select="4"/><xsl:with-param name="right" select="true()"/></xsl:call-template>
        <xsl:text>  </xsl:text>
        <xsl:call-template name="pad"><xsl:with-param name="s" select="@name"/><xsl:with-param name="w" select="20"/></xsl:call-template>
        <xsl:call-template name="pad"><xsl:with-param name="s" select="@games"/><xsl:with-param name="w" select="8"/><xsl:with-param name="right" select="true()"/></xsl:call-template>
        <xsl:call-template name="pad"><xsl:with-param name="s" select="@scored"/><xsl:with-param name="w" select="10"/><xsl:with-param name="right" select="true()"/></xsl:call-template>
        <xsl:call-template name="pad"><xsl:with-param name="s" select="@best"/><xsl:with-param name="w" select="10"/><xsl:with-param name="right" select="true()"/></xsl:call-template>
        <xsl:call-template name="pad">
          <xsl:with-param name="s"><xsl:call-template name="percent"><xsl:with-param name="p" select="@percent"/></xsl:call-template></xsl:with-param>
          <xsl:with-param name="w" select="9"/><xsl:with-param name="right" select="true()"/>
        </xsl:call-template>
        <xsl:value-of select="$nl"/>
      </xsl:for-each>
      <xsl:value-of select="$nl"/>
      <xsl:call-template name="para">
        <xsl:with-param name="s"><xsl:call-template name="t"><xsl:with-param name="id" select="'champ.analysis.rule'"/></xsl:call-template></xsl:with-param>
      </xsl:call-template>
    </xsl:if>
  </xsl:template>

  <!-- The context <crosstable> as a list: each player, then a line per
       opponent with the games they played ("E 18–18 (partida 1)"). -->
  <xsl:template name="crosstable-text">
    <xsl:call-template name="heading">
      <xsl:with-param name="s"><xsl:call-template name="champ-crosstable-title"/></xsl:with-param>
    </xsl:call-template>
    <xsl:for-each select="row">
      <xsl:call-template name="wrap">
        <xsl:with-param name="s">
          <xsl:value-of select="concat(@number, '. ', @name, ' (')"/>
          <xsl:call-template name="champ-points"><xsl:with-param name="p" select="@points"/></xsl:call-template>
          <xsl:text>)</xsl:text>
        </xsl:with-param>
      </xsl:call-template>
      <xsl:for-each select="cell[game]">
        <xsl:call-template name="wrap">
          <xsl:with-param name="indent" select="'    '"/>
          <xsl:with-param name="s">
            <xsl:call-template name="t">
              <xsl:with-param name="id" select="'champ.crosstable.vs'"/>
              <xsl:with-param name="a1" select="@opponent"/>
            </xsl:call-template>
            <xsl:text>: </xsl:text>
            <xsl:for-each select="game">
              <xsl:if test="position() &gt; 1">; </xsl:if>
              <xsl:call-template name="champ-result"/>
              <xsl:if test="@forfeit">
                <xsl:text> </xsl:text>
                <xsl:call-template name="t"><xsl:with-param name="id" select="'res.F'"/></xsl:call-template>
              </xsl:if>
              <xsl:text> (</xsl:text>
              <xsl:call-template name="t">
                <xsl:with-param name="id" select="'champ.crosstable.game'"/>
                <xsl:with-param name="a1" select="@id"/>
              </xsl:call-template>
              <xsl:text>)</xsl:text>
            </xsl:for-each>
          </xsl:with-param>
        </xsl:call-template>
      </xsl:for-each>
    </xsl:for-each>
    <xsl:value-of select="$nl"/>
    <xsl:call-template name="para">
      <xsl:with-param name="s"><xsl:call-template name="t"><xsl:with-param name="id" select="'champ.crosstable.legend.text'"/></xsl:call-template></xsl:with-param>
    </xsl:call-template>
  </xsl:template>

  <!-- A paragraph per game: number and group, the seats and scores, where
       it stands, and its files. -->
  <xsl:template name="games-text">
    <xsl:call-template name="heading">
      <xsl:with-param name="s">
        <xsl:call-template name="t"><xsl:with-param name="id" select="'champ.games.head'"/></xsl:call-template>
      </xsl:with-param>
    </xsl:call-template>
    <xsl:choose>
      <xsl:when test="/bulletin/games/game">
        <xsl:for-each select="/bulletin/games/game">
          <xsl:call-template name="para">
            <xsl:with-param name="s">
              <xsl:call-template name="t">
                <xsl:with-param name="id" select="'game.n'"/>
                <xsl:with-param name="a1" select="@id"/>
              </xsl:call-template>
              <xsl:if test="$many-groups">
                <xsl:text> (</xsl:text>
                <xsl:call-template name="t">
                  <xsl:with-param name="id" select="'game.group'"/>
                  <xsl:with-param name="a1" select="@group"/>
                </xsl:call-template>
                <xsl:text>)</xsl:text>
              </xsl:if>
              <xsl:text>: </xsl:text>
              <xsl:call-template name="champ-seats"/>
              <xsl:text>. </xsl:text>
              <xsl:call-template name="champ-game-state"/>
              <xsl:value-of select="concat(' (game-', @id, '.html')"/>
              <xsl:if test="@status = 'over'">
                <xsl:value-of select="concat(', game-', @id, '.gcg')"/>
              </xsl:if>
              <xsl:text>)</xsl:text>
            </xsl:with-param>
          </xsl:call-template>
        </xsl:for-each>
      </xsl:when>
      <xsl:otherwise>
        <xsl:call-template name="para">
          <xsl:with-param name="s"><xsl:call-template name="t"><xsl:with-param name="id" select="'champ.games.none'"/></xsl:call-template></xsl:with-param>
        </xsl:call-template>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

</xsl:stylesheet>
