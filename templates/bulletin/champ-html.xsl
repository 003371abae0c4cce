<?xml version="1.0" encoding="UTF-8"?>
<!-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).

     champ-html.xsl: a correspondence championship's page (index.html)
     from its bulletin (kind="championship"; the contract is
     templates/championship.rng): the name, where it stands, the rules (the
     variant, the groups, the time for a move and what a timeout or an
     illegal move costs, the end count, the rating), the lexicon with a
     visible warning when it is a stand-in for the official list; the
     standings (points 1 a win, 0.5 a draw, the spread, the total, the
     games played, still going and forfeited, the rating and its change
     when rated); once a game is over, the players ranked by the
     percentage of the best moves (the engine's analysis, a static
     ranking by score stated under the table); a crosstable per group
     (each cell the games of the row's
     player against the column's, each linking its page game-ID.html, with
     a mark for a forfeit); every game in brief, linking game-ID.html and,
     once over, its record game-ID.gcg.

     The named templates after the page (champ-*) are shared by
     champ-text.xsl and game-html.xsl, which import this file.
     Layout only: the words are in strings.xml (common.xsl's "t"). -->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform">

  <xsl:import href="common.xsl"/>
  <xsl:import href="board.xsl"/>

  <xsl:output method="html" encoding="UTF-8" indent="yes"
      doctype-system="about:legacy-compat"/>
  <xsl:strip-space elements="*"/>

  <xsl:variable name="CH" select="/bulletin/championship"/>
  <xsl:variable name="rated" select="$CH/@rated = 'yes'"/>
  <xsl:variable name="many-groups" select="count(/bulletin/crosstable) &gt; 1"/>

  <!-- What the championship pages add to common.xsl's style. -->
  <xsl:variable name="champ-css">
table.crosstable td.x{text-align:center;white-space:nowrap;min-width:4.5rem}
table.crosstable td.self{background:#ece6d6}
table.crosstable th.num{text-align:center}
a.res{text-decoration:none}
abbr.forfeit{font-weight:bold;color:#8a1c1c;text-decoration:none;margin-left:.2rem}
.pos{color:#1c5e20}
.neg{color:#8a1c1c}
@media print{abbr.forfeit,.pos,.neg{color:#000}}
</xsl:variable>

  <xsl:template match="/">
    <xsl:variable name="title">
      <xsl:call-template name="t">
        <xsl:with-param name="id" select="'champ-title'"/>
        <xsl:with-param name="a1" select="$CH/@name"/>
      </xsl:call-template>
    </xsl:variable>
    <html lang="{$L}">
      <xsl:call-template name="head">
        <xsl:with-param name="title" select="$title"/>
        <xsl:with-param name="extra-css" select="$champ-css"/>
      </xsl:call-template>
      <body>
        <main>
          <h1><xsl:value-of select="$title"/></h1>
          <p class="meta"><xsl:call-template name="champ-status"/></p>
          <h2><xsl:call-template name="t"><xsl:with-param name="id" select="'champ.rules.head'"/></xsl:call-template></h2>
          <p><xsl:call-template name="champ-rules"/></p>
          <p><xsl:call-template name="champ-lexicon"/></p>
          <xsl:if test="$CH/lexicon/@stand-in = 'yes'">
            <p class="warning" role="note">
              <strong><xsl:call-template name="t"><xsl:with-param name="id" select="'champ.standin'"/></xsl:call-template></strong>
            </p>
          </xsl:if>
          <xsl:call-template name="standings"/>
          <xsl:call-template name="champ-analysis"/>
          <xsl:for-each select="/bulletin/crosstable[row]">
            <xsl:call-template name="crosstable"/>
          </xsl:for-each>
          <xsl:call-template name="games"/>
        </main>
        <xsl:call-template name="footer"/>
      </body>
    </html>
  </xsl:template>

  <xsl:template name="standings">
    <xsl:variable name="st" select="/bulletin/standings"/>
    <h2>
      <xsl:call-template name="t">
        <xsl:with-param name="id">
          <xsl:choose>
            <xsl:when test="$CH/@status = 'over'">champ.standings.final</xsl:when>
            <xsl:otherwise>champ.standings.head</xsl:otherwise>
          </xsl:choose>
        </xsl:with-param>
      </xsl:call-template>
    </h2>
    <xsl:choose>
      <xsl:when test="$st/line">
        <div class="scroll">
          <table class="standings">
            <thead>
              <tr>
                <th class="n" scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.rank'"/></xsl:call-template></th>
                <th scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.name'"/></xsl:call-template></th>
                <xsl:if test="$many-groups">
                  <th class="n" scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.group'"/></xsl:call-template></th>
                </xsl:if>
                <th class="n" scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.points'"/></xsl:call-template></th>
                <th class="n" scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.spread'"/></xsl:call-template></th>
                <th class="n" scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.total'"/></xsl:call-template></th>
                <th class="n" scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.played'"/></xsl:call-template></th>
                <th class="n" scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.playing'"/></xsl:call-template></th>
                <th class="n" scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.forfeits'"/></xsl:call-template></th>
                <xsl:if test="$rated">
                  <th class="n" scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.rating'"/></xsl:call-template></th>
                  <th class="n" scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.rating-change'"/></xsl:call-template></th>
                </xsl:if>
              </tr>
            </thead>
            <tbody>
              <xsl:for-each select="$st/line">
                <tr>
                  <td class="n"><xsl:value-of select="@rank"/></td>
                  <td class="name"><xsl:value-of select="@name"/></td>
                  <xsl:if test="$many-groups">
                    <td class="n"><xsl:value-of select="@group"/></td>
                  </xsl:if>
                  <td class="n"><xsl:call-template name="champ-points"><xsl:with-param name="p" select="@points"/></xsl:call-template></td>
                  <td class="n"><xsl:call-template name="champ-signed"><xsl:with-param name="n" select="@spread"/></xsl:call-template></td>
                  <td class="n"><xsl:call-template name="num"><xsl:with-param name="n" select="@total"/></xsl:call-template></td>
                  <td class="n"><xsl:value-of select="@played"/></td>
                  <td class="n"><xsl:value-of select="@playing"/></td>
                  <td class="n"><xsl:value-of select="@forfeits"/></td>
                  <xsl:if test="$rated">
                    <td class="n"><xsl:value-of select="@rating"/></td>
                    <td class="n"><xsl:call-template name="champ-signed"><xsl:with-param name="n" select="@rating-change"/></xsl:call-template></td>
                  </xsl:if>
                </tr>
              </xsl:for-each>
            </tbody>
          </table>
        </div>
        <p class="meta"><xsl:call-template name="t"><xsl:with-param name="id" select="'champ.standings.rule'"/></xsl:call-template></p>
      </xsl:when>
      <xsl:otherwise>
        <p><xsl:call-template name="t"><xsl:with-param name="id" select="'champ.standings.none'"/></xsl:call-template></p>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- The second table, once a game is over: the players by the
       percentage of the best moves (the engine's analysis). -->
  <xsl:template name="champ-analysis">
    <xsl:variable name="an" select="/bulletin/analysis"/>
    <xsl:if test="$an/line">
      <h2><xsl:call-template name="t"><xsl:with-param name="id" select="'champ.analysis.head'"/></xsl:call-template></h2>
      <div class="scroll">
        <table class="standings analysis">
          <thead>
            <tr>
              <th class="n" scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.rank'"/></xsl:call-template></th>
              <th scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.name'"/></xsl:call-template></th>
              <th class="n" scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.games-over'"/></xsl:call-template></th>
              <th class="n" scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.scored'"/></xsl:call-template></th>
              <th class="n" scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.best-moves'"/></xsl:call-template></th>
              <th class="n" scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.percent-best'"/></xsl:call-template></th>
            </tr>
          </thead>
          <tbody>
            <xsl:for-each select="$an/line">
              <tr>
                <td class="n"><xsl:value-of select="@rank"/></td>
                <td class="name"><xsl:value-of select="@name"/></td>
                <td class="n"><xsl:value-of select="@games"/></td>
                <td class="n"><xsl:call-template name="num"><xsl:with-param name="n" select="@scored"/></xsl:call-template></td>
                <td class="n"><xsl:call-template name="num"><xsl:with-param name="n" select="@best"/></xsl:call-template></td>
                <td class="n"><xsl:call-template name="percent"><xsl:with-param name="p" select="@percent"/></xsl:call-template></td>
              </tr>
            </xsl:for-each>
          </tbody>
        </table>
      </div>
      <p class="meta"><xsl:call-template name="t"><xsl:with-param name="id" select="'champ.analysis.rule'"/></xsl:call-template></p>
    </xsl:if>
  </xsl:template>

  <!-- The crosstable of the context <crosstable>: the rows' players
       numbered, a column per player by number, the diagonal shaded. -->
  <xsl:template name="crosstable">
    <xsl:variable name="X" select="."/>
    <h2><xsl:call-template name="champ-crosstable-title"/></h2>
    <div class="scroll">
      <table class="crosstable">
        <thead>
          <tr>
            <th class="n" scope="col">#</th>
            <th scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.name'"/></xsl:call-template></th>
            <xsl:for-each select="row">
              <th class="num" scope="col" title="{@name}"><xsl:value-of select="@number"/></th>
            </xsl:for-each>
            <th class="n" scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.points'"/></xsl:call-template></th>
          </tr>
        </thead>
        <tbody>
          <xsl:for-each select="row">
            <xsl:variable name="me" select="."/>
            <tr>
              <td class="n"><xsl:value-of select="@number"/></td>
              <th scope="row" class="name"><xsl:value-of select="@name"/></th>
              <xsl:for-each select="$X/row">
                <xsl:choose>
                  <xsl:when test="@number = $me/@number">
                    <td class="x self">—</td>
                  </xsl:when>
                  <xsl:otherwise>
                    <xsl:variable name="them" select="@name"/>
                    <td class="x">
                      <xsl:for-each select="$me/cell[@opponent = $them]/game">
                        <xsl:if test="position() &gt; 1"><br/></xsl:if>
                        <a class="res" href="game-{@id}.html">
                          <xsl:attribute name="title">
                            <xsl:call-template name="t">
                              <xsl:with-param name="id" select="'game.n'"/>
                              <xsl:with-param name="a1" select="@id"/>
                            </xsl:call-template>
                          </xsl:attribute>
                          <xsl:call-template name="champ-result"/>
                        </a>
                        <xsl:if test="@forfeit">
                          <abbr class="forfeit">
                            <xsl:attribute name="title">
                              <xsl:call-template name="t">
                                <xsl:with-param name="id">
                                  <xsl:choose>
                                    <xsl:when test="@end = 'timeout'">res.F.title.timeout</xsl:when>
                                    <xsl:when test="@end = 'resign'">res.F.title.resign</xsl:when>
                                    <xsl:otherwise>res.F.title</xsl:otherwise>
                                  </xsl:choose>
                                </xsl:with-param>
                              </xsl:call-template>
                            </xsl:attribute>
                            <xsl:call-template name="t"><xsl:with-param name="id" select="'res.F'"/></xsl:call-template>
                          </abbr>
                        </xsl:if>
                      </xsl:for-each>
                    </td>
                  </xsl:otherwise>
                </xsl:choose>
              </xsl:for-each>
              <td class="n"><xsl:call-template name="champ-points"><xsl:with-param name="p" select="@points"/></xsl:call-template></td>
            </tr>
          </xsl:for-each>
        </tbody>
      </table>
    </div>
    <p class="legend"><xsl:call-template name="t"><xsl:with-param name="id" select="'champ.crosstable.legend'"/></xsl:call-template></p>
  </xsl:template>

  <xsl:template name="games">
    <h2><xsl:call-template name="t"><xsl:with-param name="id" select="'champ.games.head'"/></xsl:call-template></h2>
    <xsl:choose>
      <xsl:when test="/bulletin/games/game">
        <div class="scroll">
          <table class="games">
            <thead>
              <tr>
                <th class="n" scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.game'"/></xsl:call-template></th>
                <xsl:if test="$many-groups">
                  <th class="n" scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.group'"/></xsl:call-template></th>
                </xsl:if>
                <th scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.players'"/></xsl:call-template></th>
                <th scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.state'"/></xsl:call-template></th>
                <th scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.files'"/></xsl:call-template></th>
              </tr>
            </thead>
            <tbody>
              <xsl:for-each select="/bulletin/games/game">
                <tr>
                  <xsl:if test="@status = 'playing'">
                    <xsl:attribute name="class">open</xsl:attribute>
                  </xsl:if>
                  <td class="n"><a href="game-{@id}.html"><xsl:value-of select="@id"/></a></td>
                  <xsl:if test="$many-groups">
                    <td class="n"><xsl:value-of select="@group"/></td>
                  </xsl:if>
                  <td><xsl:call-template name="champ-seats"/></td>
                  <td><xsl:call-template name="champ-game-state"/></td>
                  <td>
                    <a href="game-{@id}.html">HTML</a>
                    <xsl:if test="@status = 'over'">
                      <xsl:text> · </xsl:text>
                      <a href="game-{@id}.gcg" type="text/plain">GCG</a>
                    </xsl:if>
                  </td>
                </tr>
              </xsl:for-each>
            </tbody>
          </table>
        </div>
      </xsl:when>
      <xsl:otherwise>
        <p><xsl:call-template name="t"><xsl:with-param name="id" select="'champ.games.none'"/></xsl:call-template></p>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- ============ Shared with champ-text.xsl and game-html.xsl ============ -->

  <!-- Points from the bulletin ("1.5") with the language's decimal mark. -->
  <xsl:template name="champ-points">
    <xsl:param name="p"/>
    <xsl:choose>
      <xsl:when test="$L = 'en'"><xsl:value-of select="$p"/></xsl:when>
      <xsl:otherwise><xsl:value-of select="translate($p, '.', ',')"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- A difference with its sign: +12, 0, −9 (a real minus sign). -->
  <xsl:template name="champ-signed">
    <xsl:param name="n"/>
    <xsl:choose>
      <xsl:when test="$n &gt; 0"><xsl:value-of select="concat('+', $n)"/></xsl:when>
      <xsl:when test="$n &lt; 0"><xsl:value-of select="concat('−', -$n)"/></xsl:when>
      <xsl:otherwise>0</xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- n points, counted ("24 de puncte"), a negative one with a minus. -->
  <xsl:template name="champ-count-points">
    <xsl:param name="n"/>
    <xsl:if test="$n &lt; 0">−</xsl:if>
    <xsl:call-template name="count">
      <xsl:with-param name="n" select="($n &gt;= 0) * $n - ($n &lt; 0) * $n"/>
      <xsl:with-param name="noun" select="'points'"/>
    </xsl:call-template>
  </xsl:template>

  <!-- The context crosstable <game>: "E 18–18". -->
  <xsl:template name="champ-result">
    <xsl:call-template name="t"><xsl:with-param name="id" select="concat('res.', @result)"/></xsl:call-template>
    <xsl:value-of select="concat(' ', @score, '–', @opponent-score)"/>
  </xsl:template>

  <xsl:template name="champ-crosstable-title">
    <xsl:choose>
      <xsl:when test="$many-groups">
        <xsl:call-template name="t">
          <xsl:with-param name="id" select="'champ.crosstable.group'"/>
          <xsl:with-param name="a1" select="@group"/>
        </xsl:call-template>
      </xsl:when>
      <xsl:otherwise>
        <xsl:call-template name="t"><xsl:with-param name="id" select="'champ.crosstable.head'"/></xsl:call-template>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- The seats of the context <game>: "Ana 18 – Bogdan 18". -->
  <xsl:template name="champ-seats">
    <xsl:for-each select="seat">
      <xsl:if test="position() &gt; 1"> – </xsl:if>
      <xsl:value-of select="concat(@name, ' ', @score)"/>
    </xsl:for-each>
  </xsl:template>

  <!-- Where the context <game> stands: whose turn and until when, or its
       result and how it ended. -->
  <xsl:template name="champ-game-state">
    <xsl:choose>
      <xsl:when test="@status = 'playing' and @to-move and @deadline">
        <xsl:call-template name="t">
          <xsl:with-param name="id" select="'game.turn'"/>
          <xsl:with-param name="a1" select="@to-move"/>
          <xsl:with-param name="a2">
            <xsl:call-template name="date"><xsl:with-param name="iso" select="@deadline"/><xsl:with-param name="deadline" select="true()"/></xsl:call-template>
          </xsl:with-param>
        </xsl:call-template>
      </xsl:when>
      <xsl:when test="@status = 'playing' and @to-move">
        <xsl:call-template name="t">
          <xsl:with-param name="id" select="'game.turn.nodeadline'"/>
          <xsl:with-param name="a1" select="@to-move"/>
        </xsl:call-template>
      </xsl:when>
      <xsl:when test="@status = 'over'">
        <xsl:choose>
          <xsl:when test="count(seat[@rank = 1]) = 1">
            <xsl:call-template name="t">
              <xsl:with-param name="id" select="'game.won'"/>
              <xsl:with-param name="a1" select="seat[@rank = 1]/@name"/>
            </xsl:call-template>
          </xsl:when>
          <xsl:otherwise>
            <xsl:call-template name="t"><xsl:with-param name="id" select="'game.draw'"/></xsl:call-template>
          </xsl:otherwise>
        </xsl:choose>
        <xsl:text> </xsl:text>
        <xsl:call-template name="t"><xsl:with-param name="id" select="concat('game.end.', @end)"/></xsl:call-template>
      </xsl:when>
      <xsl:otherwise>
        <xsl:call-template name="t"><xsl:with-param name="id" select="'game.playing.sentence'"/></xsl:call-template>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <xsl:template name="champ-status">
    <xsl:call-template name="t"><xsl:with-param name="id" select="concat('champ.status.', $CH/@status)"/></xsl:call-template>
    <xsl:if test="$CH/@started">
      <xsl:text> </xsl:text>
      <xsl:call-template name="t">
        <xsl:with-param name="id" select="'champ.started'"/>
        <xsl:with-param name="a1">
          <xsl:call-template name="date"><xsl:with-param name="iso" select="$CH/@started"/></xsl:call-template>
        </xsl:with-param>
      </xsl:call-template>
    </xsl:if>
  </xsl:template>

  <!-- The rules as one paragraph of sentences. -->
  <xsl:template name="champ-rules">
    <xsl:call-template name="t">
      <xsl:with-param name="id" select="'champ.kind'"/>
      <xsl:with-param name="a1">
        <xsl:call-template name="t"><xsl:with-param name="id" select="concat('champ.variant.', $CH/@variant)"/></xsl:call-template>
      </xsl:with-param>
      <xsl:with-param name="a2">
        <xsl:call-template name="count">
          <xsl:with-param name="n" select="$CH/@players-per-game"/>
          <xsl:with-param name="noun" select="'players'"/>
        </xsl:call-template>
      </xsl:with-param>
    </xsl:call-template>
    <xsl:text> </xsl:text>
    <xsl:choose>
      <xsl:when test="$CH/@groups = 1">
        <xsl:call-template name="t"><xsl:with-param name="id" select="'champ.groups.1'"/></xsl:call-template>
      </xsl:when>
      <xsl:otherwise>
        <xsl:call-template name="t">
          <xsl:with-param name="id" select="'champ.groups.n'"/>
          <xsl:with-param name="a1">
            <xsl:call-template name="count">
              <xsl:with-param name="n" select="$CH/@groups"/>
              <xsl:with-param name="noun" select="'groups'"/>
            </xsl:call-template>
          </xsl:with-param>
        </xsl:call-template>
      </xsl:otherwise>
    </xsl:choose>
    <xsl:text> </xsl:text>
    <xsl:call-template name="t">
      <xsl:with-param name="id" select="'champ.days'"/>
      <xsl:with-param name="a1">
        <xsl:call-template name="count">
          <xsl:with-param name="n" select="$CH/@days-per-move"/>
          <xsl:with-param name="noun" select="'days'"/>
        </xsl:call-template>
      </xsl:with-param>
    </xsl:call-template>
    <xsl:text> </xsl:text>
    <xsl:call-template name="t">
      <xsl:with-param name="id">
        <xsl:choose>
          <xsl:when test="$CH/@timeout = 'forfeit' and $CH/@timeout-limit = 1">champ.timeout.forfeit.1</xsl:when>
          <xsl:when test="$CH/@timeout = 'forfeit'">champ.timeout.forfeit.n</xsl:when>
          <xsl:otherwise>champ.timeout.pass</xsl:otherwise>
        </xsl:choose>
      </xsl:with-param>
      <xsl:with-param name="a1" select="$CH/@timeout-limit"/>
    </xsl:call-template>
    <xsl:text> </xsl:text>
    <xsl:call-template name="t"><xsl:with-param name="id" select="concat('champ.illegal.', $CH/@illegal)"/></xsl:call-template>
    <xsl:text> </xsl:text>
    <xsl:call-template name="t"><xsl:with-param name="id" select="concat('champ.end-scoring.', $CH/@end-scoring)"/></xsl:call-template>
    <xsl:if test="$rated">
      <xsl:text> </xsl:text>
      <xsl:call-template name="t"><xsl:with-param name="id" select="'champ.rated'"/></xsl:call-template>
    </xsl:if>
    <xsl:choose>
      <xsl:when test="/bulletin/@timezone">
        <xsl:text> </xsl:text>
        <xsl:call-template name="t">
          <xsl:with-param name="id" select="'champ.timezone.local'"/>
          <xsl:with-param name="a1" select="/bulletin/@timezone"/>
        </xsl:call-template>
      </xsl:when>
      <xsl:when test="$CH/@timezone">
        <xsl:text> </xsl:text>
        <xsl:call-template name="t">
          <xsl:with-param name="id" select="'champ.timezone'"/>
          <xsl:with-param name="a1" select="$CH/@timezone"/>
        </xsl:call-template>
      </xsl:when>
    </xsl:choose>
  </xsl:template>

  <xsl:template name="champ-lexicon">
    <xsl:call-template name="t">
      <xsl:with-param name="id" select="'champ.lexicon'"/>
      <xsl:with-param name="a1" select="$CH/lexicon/@source"/>
    </xsl:call-template>
  </xsl:template>

  <!-- The navigation of a game's page: back to the championship. -->
  <xsl:template name="champ-nav">
    <nav>
      <xsl:attribute name="aria-label">
        <xsl:call-template name="t"><xsl:with-param name="id" select="'nav'"/></xsl:call-template>
      </xsl:attribute>
      <a href="index.html"><xsl:call-template name="t"><xsl:with-param name="id" select="'champ.nav'"/></xsl:call-template></a>
    </nav>
  </xsl:template>

</xsl:stylesheet>
