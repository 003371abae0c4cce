<?xml version="1.0" encoding="UTF-8"?>
<!-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).

     game-html.xsl: one game of a correspondence championship
     (game-ID.html) from its bulletin (kind="game"; the contract is
     templates/championship.rng): the heading, the players with their
     scores (and places once over), the result and how the game ended or
     whose turn it is and until when, the link to the record in GCG
     (game-ID.gcg, once over); then one board beside the list of the
     turns (side by side from 900 px, the list below the board on a
     phone).  Each turn of the list says who, what (the move, the
     exchange, a pass and why, a resignation, the final count), its score
     and the total, the rack before it (once the game is over: the
     bulletin of a game in play has none), and once over the best move of
     the rack (the engine's analysis, with a sentence saying its ranking
     is by score alone, as the duplicate top's); it links #mN, the board
     after the Nth turn of the list (#m0: the empty board).  No script:
     the page holds an empty anchor per turn before the board and the
     list, and its style (made here, a few rules per turn) hides the
     tiles of later turns when anchor N is the :target, shows that
     turn's caption (with links to the turns before and after) and
     outlines the word last played up to it; with no anchor the board is
     the game's last position.  board.xsl's "game-board-svg" draws the
     board once (see there).  Finally the seed's fingerprint and, once
     over, the seed with the command that checks it.
     Layout only: the words are in strings.xml (common.xsl's "t"). -->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform">

  <xsl:import href="champ-html.xsl"/>

  <xsl:output method="html" encoding="UTF-8" indent="yes"
      doctype-system="about:legacy-compat"/>
  <xsl:strip-space elements="*"/>

  <xsl:variable name="G" select="/bulletin/game"/>

  <xsl:template match="/">
    <xsl:variable name="title">
      <xsl:call-template name="t">
        <xsl:with-param name="id" select="'game-title'"/>
        <xsl:with-param name="a1" select="$CH/@name"/>
        <xsl:with-param name="a2" select="$G/@id"/>
      </xsl:call-template>
    </xsl:variable>
    <html lang="{$L}">
      <xsl:call-template name="head">
        <xsl:with-param name="title" select="$title"/>
        <xsl:with-param name="extra-css" select="concat($champ-css, $game-board-css, $game-css, $turn-css)"/>
      </xsl:call-template>
      <body>
        <xsl:call-template name="champ-nav"/>
        <main>
          <h1><xsl:value-of select="$title"/></h1>
          <p class="meta">
            <xsl:call-template name="t">
              <xsl:with-param name="id" select="concat('champ.variant.', $CH/@variant)"/>
            </xsl:call-template>
            <xsl:text> · </xsl:text>
            <xsl:call-template name="t">
              <xsl:with-param name="id" select="'game.group'"/>
              <xsl:with-param name="a1" select="$G/@group"/>
            </xsl:call-template>
            <xsl:text> · </xsl:text>
            <xsl:call-template name="t">
              <xsl:with-param name="id" select="concat('game.', $G/@status)"/>
            </xsl:call-template>
          </p>
          <xsl:call-template name="players"/>
          <xsl:call-template name="moves"/>
          <xsl:call-template name="seed"/>
        </main>
        <xsl:call-template name="footer"/>
      </body>
    </html>
  </xsl:template>

  <xsl:template name="players">
    <h2><xsl:call-template name="t"><xsl:with-param name="id" select="'game.players.head'"/></xsl:call-template></h2>
    <div class="scroll">
      <table class="seats">
        <thead>
          <tr>
            <xsl:if test="$G/@status = 'over'">
              <th class="n" scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.rank'"/></xsl:call-template></th>
            </xsl:if>
            <th scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.seat'"/></xsl:call-template></th>
            <th class="n" scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.score'"/></xsl:call-template></th>
            <xsl:if test="$G/seat/@forfeit = 'yes'">
              <th scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.remark'"/></xsl:call-template></th>
            </xsl:if>
          </tr>
        </thead>
        <tbody>
          <xsl:for-each select="$G/seat">
            <tr>
              <xsl:if test="@name = $G/@to-move">
                <xsl:attribute name="class">open</xsl:attribute>
              </xsl:if>
              <xsl:if test="$G/@status = 'over'">
                <td class="n"><xsl:value-of select="@rank"/></td>
              </xsl:if>
              <td class="name"><xsl:value-of select="@name"/></td>
              <td class="n"><xsl:value-of select="@score"/></td>
              <xsl:if test="$G/seat/@forfeit = 'yes'">
                <td>
                  <xsl:if test="@forfeit = 'yes'">
                    <!-- Which it was, from the game's end: on time or by
                         resignation. -->
                    <xsl:call-template name="t">
                      <xsl:with-param name="id">
                        <xsl:choose>
                          <xsl:when test="$G/@end = 'timeout'">game.forfeit.timeout</xsl:when>
                          <xsl:when test="$G/@end = 'resign'">game.forfeit.resign</xsl:when>
                          <xsl:otherwise>game.forfeit</xsl:otherwise>
                        </xsl:choose>
                      </xsl:with-param>
                    </xsl:call-template>
                  </xsl:if>
                </td>
              </xsl:if>
            </tr>
          </xsl:for-each>
        </tbody>
      </table>
    </div>
    <p>
      <xsl:for-each select="$G">
        <xsl:call-template name="champ-game-state"/>
      </xsl:for-each>
    </p>
    <xsl:if test="$G/@status = 'over'">
      <p><a href="game-{$G/@id}.gcg" type="text/plain"><xsl:call-template name="t"><xsl:with-param name="id" select="'game.gcg'"/></xsl:call-template></a></p>
    </xsl:if>
  </xsl:template>

  <!-- The layout of the board and the list of turns. -->
  <xsl:variable name="game-css">
.at{display:block;height:0;scroll-margin-top:.3rem}
.game{margin:.6rem 0}
.game figure.board{margin:0;max-width:36rem}
.cap{display:none;font-size:.95rem;margin:.3rem 0 .8rem}
.cap.cur{display:block}
.cap p{margin:.2rem 0}
.step{display:flex;flex-wrap:wrap;gap:.2rem 1.5rem;font-family:"DejaVu Sans",Arial,sans-serif;font-size:.92rem}
ol.ml{list-style:none;margin:0;padding:0;border-top:1px solid #e2ddcf}
.ml li{padding:.35rem .5rem;border-bottom:1px solid #e2ddcf;overflow-wrap:anywhere}
.ml li.cur{background:#fff3c4}
.ml a.h{display:block;font-family:"DejaVu Sans",Arial,sans-serif;font-weight:bold;font-size:.95rem}
.ml .d{display:block}
.ml .meta,.ml .best{display:block;font-size:.88rem}
:target~.game .cap.cur{display:none}
:target~.game .gb .w.cur{display:none}
:target~.game .ml li.cur{background:none}
.gb .w.cur{display:inline}
@media (min-width:900px){.game{display:grid;grid-template-columns:minmax(0,34rem) minmax(0,1fr);gap:0 2rem;align-items:start}.side{position:sticky;top:.3rem}ol.ml{max-height:calc(100vh - 1rem);overflow-y:auto}}
@media print{.step{display:none}ol.ml{max-height:none;overflow:visible}}
</xsl:variable>

  <!-- The rules of each turn's anchor (see the file's comment): #mN
       hides turn N+1's tiles (and so every later turn's), shows caption
       N, marks row N of the list and outlines the word of the last play
       up to turn N. -->
  <xsl:variable name="turn-css">
    <xsl:if test="$G/move">
      <xsl:text>#m0:target~.game .k1</xsl:text>
      <xsl:for-each select="$G/move[position() &lt; last()]">
        <xsl:value-of select="concat(',#m', position(), ':target~.game .k', position() + 1)"/>
      </xsl:for-each>
      <xsl:text>{display:none}&#10;#m0:target~.game .c0</xsl:text>
      <xsl:for-each select="$G/move">
        <xsl:variable name="k" select="position()"/>
        <xsl:variable name="played" select="$G/move[position() &lt;= $k][word][last()]"/>
        <xsl:value-of select="concat(',#m', $k, ':target~.game .c', $k)"/>
        <xsl:if test="$played">
          <xsl:value-of select="concat(',#m', $k, ':target~.game .w', count($played/preceding-sibling::move) + 1)"/>
        </xsl:if>
      </xsl:for-each>
      <xsl:text>{display:block}&#10;#m1:target~.game .l1</xsl:text>
      <xsl:for-each select="$G/move[position() &gt; 1]">
        <xsl:value-of select="concat(',#m', position() + 1, ':target~.game .l', position() + 1)"/>
      </xsl:for-each>
      <xsl:text>{background:#fff3c4}&#10;</xsl:text>
    </xsl:if>
  </xsl:variable>

  <xsl:template name="moves">
    <h2><xsl:call-template name="t"><xsl:with-param name="id" select="'game.moves.head'"/></xsl:call-template></h2>
    <xsl:choose>
      <xsl:when test="$G/move">
        <p class="legend"><xsl:call-template name="t"><xsl:with-param name="id" select="'game.moves.how'"/></xsl:call-template></p>
        <span class="at" id="m0"></span>
        <xsl:for-each select="$G/move">
          <span class="at" id="m{position()}"></span>
        </xsl:for-each>
        <xsl:variable name="n" select="count($G/move)"/>
        <xsl:variable name="played" select="$G/move[word][last()]"/>
        <div class="game">
          <div class="side">
            <figure class="board">
              <xsl:call-template name="game-board-svg">
                <xsl:with-param name="moves" select="$G/move"/>
                <xsl:with-param name="cur" select="count($played/preceding-sibling::move) + 1"/>
                <xsl:with-param name="title">
                  <xsl:call-template name="t"><xsl:with-param name="id" select="'game.board.chosen'"/></xsl:call-template>
                </xsl:with-param>
              </xsl:call-template>
            </figure>
            <div class="cap c0">
              <p><strong><xsl:call-template name="t"><xsl:with-param name="id" select="'game.board.start'"/></xsl:call-template></strong></p>
              <p class="step"><a href="#m1"><xsl:call-template name="t"><xsl:with-param name="id" select="'step.next'"/></xsl:call-template></a></p>
            </div>
            <xsl:for-each select="$G/move">
              <xsl:call-template name="caption">
                <xsl:with-param name="k" select="position()"/>
                <xsl:with-param name="n" select="$n"/>
              </xsl:call-template>
            </xsl:for-each>
          </div>
          <ol class="ml">
            <xsl:for-each select="$G/move">
              <xsl:call-template name="move">
                <xsl:with-param name="k" select="position()"/>
                <xsl:with-param name="n" select="$n"/>
              </xsl:call-template>
            </xsl:for-each>
          </ol>
        </div>
      </xsl:when>
      <xsl:otherwise>
        <p><xsl:call-template name="t"><xsl:with-param name="id" select="'game.moves.none'"/></xsl:call-template></p>
        <figure class="board">
          <xsl:call-template name="game-board-svg">
            <xsl:with-param name="moves" select="$G/move"/>
            <xsl:with-param name="title">
              <xsl:call-template name="t"><xsl:with-param name="id" select="'game.board.now'"/></xsl:call-template>
            </xsl:with-param>
          </xsl:call-template>
        </figure>
      </xsl:otherwise>
    </xsl:choose>
    <xsl:if test="$G/move/@best">
      <p class="legend"><xsl:call-template name="t"><xsl:with-param name="id" select="'game.analysis.rule'"/></xsl:call-template></p>
    </xsl:if>
    <p class="legend"><xsl:call-template name="t"><xsl:with-param name="id" select="'legend'"/></xsl:call-template></p>
  </xsl:template>

  <!-- Who played the context <move>: the player, or the arbiter for an
       opening nobody led. -->
  <xsl:template name="who">
    <xsl:choose>
      <xsl:when test="@kind = 'opening' and @player = '-'"><xsl:call-template name="t"><xsl:with-param name="id" select="'move.arbiter'"/></xsl:call-template></xsl:when>
      <xsl:otherwise><xsl:value-of select="@player"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- The caption of the board after the context <move>, turn k of n:
       shown when #mk is the target (the last one when none is). -->
  <xsl:template name="caption">
    <xsl:param name="k"/>
    <xsl:param name="n"/>
    <xsl:variable name="k0" select="$k"/>
    <xsl:variable name="played" select="../move[position() &lt;= $k0][word][last()]"/>
    <div>
      <xsl:attribute name="class">
        <xsl:value-of select="concat('cap c', $k)"/>
        <xsl:if test="$k = $n"> cur</xsl:if>
      </xsl:attribute>
      <p>
        <strong>
          <xsl:call-template name="t">
            <xsl:with-param name="id" select="'move.board'"/>
            <xsl:with-param name="a1" select="@number"/>
          </xsl:call-template>
        </strong>
        <xsl:text> (</xsl:text>
        <xsl:call-template name="who"/>
        <xsl:text>)</xsl:text>
        <xsl:if test="$played">
          <xsl:text>. </xsl:text>
          <xsl:call-template name="t">
            <xsl:with-param name="id" select="'move.outlined'"/>
            <xsl:with-param name="a1" select="$played/@text"/>
          </xsl:call-template>
        </xsl:if>
        <xsl:text>.</xsl:text>
      </p>
      <p class="step">
        <a href="#m{$k - 1}"><xsl:call-template name="t"><xsl:with-param name="id" select="'step.prev'"/></xsl:call-template></a>
        <xsl:if test="$k &lt; $n">
          <xsl:text> </xsl:text>
          <a href="#m{$k + 1}"><xsl:call-template name="t"><xsl:with-param name="id" select="'step.next'"/></xsl:call-template></a>
        </xsl:if>
      </p>
    </div>
  </xsl:template>

  <!-- What the context <move> did, as a sentence. -->
  <xsl:template name="move-text">
    <xsl:variable name="total">
      <xsl:call-template name="num"><xsl:with-param name="n" select="@total"/></xsl:call-template>
    </xsl:variable>
    <xsl:variable name="pts">
      <xsl:call-template name="champ-count-points"><xsl:with-param name="n" select="@score"/></xsl:call-template>
    </xsl:variable>
    <xsl:choose>
      <xsl:when test="@kind = 'play'">
        <xsl:call-template name="t">
          <xsl:with-param name="id" select="'move.play'"/>
          <xsl:with-param name="a1" select="@text"/>
          <xsl:with-param name="a2" select="$pts"/>
          <xsl:with-param name="a3" select="$total"/>
        </xsl:call-template>
      </xsl:when>
      <xsl:when test="@kind = 'exchange' and @text != ''">
        <xsl:call-template name="t">
          <xsl:with-param name="id" select="'move.exchange'"/>
          <xsl:with-param name="a1" select="@text"/>
          <xsl:with-param name="a2" select="$total"/>
        </xsl:call-template>
      </xsl:when>
      <xsl:when test="@kind = 'exchange'">
        <xsl:call-template name="t">
          <xsl:with-param name="id" select="'move.exchange-hidden'"/>
          <xsl:with-param name="a1" select="$total"/>
        </xsl:call-template>
      </xsl:when>
      <xsl:when test="@kind = 'opening'">
        <xsl:call-template name="t">
          <xsl:with-param name="id" select="'move.opening'"/>
          <xsl:with-param name="a1" select="@text"/>
        </xsl:call-template>
      </xsl:when>
      <xsl:when test="@kind = 'pass' and @cause = 'illegal'">
        <xsl:call-template name="t">
          <xsl:with-param name="id" select="'move.pass.illegal'"/>
          <xsl:with-param name="a1" select="@text"/>
          <xsl:with-param name="a2" select="$total"/>
        </xsl:call-template>
      </xsl:when>
      <xsl:when test="@kind = 'pass'">
        <xsl:call-template name="t">
          <xsl:with-param name="id">
            <xsl:choose>
              <xsl:when test="@cause = 'timeout'">move.pass.timeout</xsl:when>
              <xsl:otherwise>move.pass</xsl:otherwise>
            </xsl:choose>
          </xsl:with-param>
          <xsl:with-param name="a1" select="$total"/>
        </xsl:call-template>
      </xsl:when>
      <xsl:when test="@kind = 'resign'">
        <xsl:call-template name="t">
          <xsl:with-param name="id">
            <xsl:choose>
              <xsl:when test="@cause = 'timeout'">move.resign.timeout</xsl:when>
              <xsl:otherwise>move.resign</xsl:otherwise>
            </xsl:choose>
          </xsl:with-param>
        </xsl:call-template>
      </xsl:when>
      <xsl:otherwise>
        <xsl:call-template name="t">
          <xsl:with-param name="id" select="'move.end'"/>
          <xsl:with-param name="a1" select="@text"/>
          <xsl:with-param name="a2" select="$pts"/>
          <xsl:with-param name="a3" select="$total"/>
        </xsl:call-template>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- Turn k of n (the context <move>) in the list: who and what, the
       rack and the time, the best move once over; its heading links the
       board after it. -->
  <xsl:template name="move">
    <xsl:param name="k"/>
    <xsl:param name="n"/>
    <li>
      <xsl:attribute name="class">
        <xsl:value-of select="concat('l', $k)"/>
        <xsl:if test="$k = $n"> cur</xsl:if>
      </xsl:attribute>
      <a class="h" href="#m{$k}">
        <xsl:call-template name="t">
          <xsl:with-param name="id" select="'move.head'"/>
          <xsl:with-param name="a1" select="@number"/>
          <xsl:with-param name="a2"><xsl:call-template name="who"/></xsl:with-param>
        </xsl:call-template>
      </a>
      <xsl:text> </xsl:text>
      <span class="d"><xsl:call-template name="move-text"/></span>
      <xsl:if test="@best">
        <xsl:text> </xsl:text>
        <span class="best">
          <xsl:choose>
            <xsl:when test="@best = '-'"><xsl:call-template name="t"><xsl:with-param name="id" select="'move.best.none'"/></xsl:call-template></xsl:when>
            <xsl:otherwise>
              <xsl:call-template name="t">
                <xsl:with-param name="id" select="'move.best'"/>
                <xsl:with-param name="a1" select="@best"/>
                <xsl:with-param name="a2"><xsl:call-template name="champ-count-points"><xsl:with-param name="n" select="@best-score"/></xsl:call-template></xsl:with-param>
              </xsl:call-template>
            </xsl:otherwise>
          </xsl:choose>
        </span>
      </xsl:if>
      <xsl:text> </xsl:text>
      <span class="meta">
        <xsl:if test="@rack != ''">
          <xsl:call-template name="t">
            <xsl:with-param name="id" select="'move.rack'"/>
            <xsl:with-param name="a1"><xsl:call-template name="spaced"><xsl:with-param name="s" select="@rack"/></xsl:call-template></xsl:with-param>
          </xsl:call-template>
          <xsl:if test="@time"> · </xsl:if>
        </xsl:if>
        <xsl:call-template name="date"><xsl:with-param name="iso" select="@time"/></xsl:call-template>
      </span>
    </li>
  </xsl:template>

  <xsl:template name="seed">
    <h2><xsl:call-template name="t"><xsl:with-param name="id" select="'seed.head'"/></xsl:call-template></h2>
    <p><xsl:call-template name="t"><xsl:with-param name="id" select="'game.seed.hash'"/></xsl:call-template></p>
    <p><code class="hash"><xsl:value-of select="$G/@seed-hash"/></code></p>
    <xsl:choose>
      <xsl:when test="$G/seed">
        <p><xsl:call-template name="t"><xsl:with-param name="id" select="'game.seed.value'"/></xsl:call-template></p>
        <p><code class="hash"><xsl:value-of select="$G/seed/@value"/></code></p>
        <p>
          <xsl:call-template name="t"><xsl:with-param name="id" select="'seed.verify.1'"/></xsl:call-template>
          <xsl:text> </xsl:text>
          <code>
            <xsl:text>printf '%s' '</xsl:text>
            <xsl:call-template name="shell-quoted">
              <xsl:with-param name="s" select="$G/seed/@value"/>
            </xsl:call-template>
            <xsl:text>' | sha256sum</xsl:text>
          </code>
          <xsl:text> </xsl:text>
          <xsl:call-template name="t"><xsl:with-param name="id" select="'game.seed.verify'"/></xsl:call-template>
        </p>
      </xsl:when>
      <xsl:otherwise>
        <p><xsl:call-template name="t"><xsl:with-param name="id" select="'game.seed.later'"/></xsl:call-template></p>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- s for use between single quotes in a shell: each ' as '\''. -->
  <xsl:template name="shell-quoted">
    <xsl:param name="s"/>
    <xsl:choose>
      <xsl:when test="contains($s, &quot;'&quot;)">
        <xsl:value-of select="substring-before($s, &quot;'&quot;)"/>
        <xsl:text>'\''</xsl:text>
        <xsl:call-template name="shell-quoted">
          <xsl:with-param name="s" select="substring-after($s, &quot;'&quot;)"/>
        </xsl:call-template>
      </xsl:when>
      <xsl:otherwise><xsl:value-of select="$s"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

</xsl:stylesheet>
