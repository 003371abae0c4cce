<?xml version="1.0" encoding="UTF-8"?>
<!-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).

     game-html.xsl: one game of a correspondence championship
     (game-ID.html) from its bulletin (kind="game"; the contract is
     templates/championship.rng): the heading, the players with their
     scores (and places once over), the result and how the game ended or
     whose turn it is and until when, the link to the record in GCG
     (game-ID.gcg, once over); then every turn: who, what (the move, the
     exchange, a pass and why, a resignation, the final count), its
     score and the total, the rack before it (once the game is over: the
     bulletin of a game in play has none), and the board after it as an
     inline SVG (board.xsl's "board-svg") with the word just played
     outlined (the squares the bulletin marks last="yes"), and once the
     game is over the best move of the rack beside each player's turn
     (the engine's analysis, with a sentence saying its ranking is by
     score alone, as the duplicate top's); finally the
     seed's fingerprint and, once over, the seed with the command that
     checks it.
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
        <xsl:with-param name="extra-css" select="$champ-css"/>
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

  <xsl:template name="moves">
    <h2><xsl:call-template name="t"><xsl:with-param name="id" select="'game.moves.head'"/></xsl:call-template></h2>
    <xsl:choose>
      <xsl:when test="$G/move">
        <div class="moves">
          <xsl:for-each select="$G/move">
            <xsl:call-template name="move"/>
          </xsl:for-each>
        </div>
      </xsl:when>
      <xsl:otherwise>
        <p><xsl:call-template name="t"><xsl:with-param name="id" select="'game.moves.none'"/></xsl:call-template></p>
        <div class="boards">
          <figure class="board">
            <xsl:call-template name="board-svg">
              <xsl:with-param name="board" select="$G/board"/>
              <xsl:with-param name="max-width" select="'30rem'"/>
              <xsl:with-param name="title">
                <xsl:call-template name="t"><xsl:with-param name="id" select="'game.board.now'"/></xsl:call-template>
              </xsl:with-param>
            </xsl:call-template>
          </figure>
        </div>
      </xsl:otherwise>
    </xsl:choose>
    <xsl:if test="$G/move/@best">
      <p class="legend"><xsl:call-template name="t"><xsl:with-param name="id" select="'game.analysis.rule'"/></xsl:call-template></p>
    </xsl:if>
    <p class="legend"><xsl:call-template name="t"><xsl:with-param name="id" select="'legend'"/></xsl:call-template></p>
  </xsl:template>

  <!-- The outlined word of the context <move>'s board as a move for
       board.xsl ("H8 ????" across, "8H ????" down), from the squares
       marked last="yes"; "" when none is. -->
  <xsl:template name="marked">
    <xsl:variable name="m" select="board/row/sq[@last = 'yes']"/>
    <xsl:if test="$m">
      <xsl:variable name="r" select="string($m[1]/../@name)"/>
      <xsl:variable name="w" select="substring('???????????????', 1, count($m))"/>
      <xsl:choose>
        <xsl:when test="count($m[../@name = $r]) = count($m)">
          <xsl:value-of select="concat($r, $m[1]/@col, ' ', $w)"/>
        </xsl:when>
        <xsl:otherwise>
          <xsl:value-of select="concat($m[1]/@col, $r, ' ', $w)"/>
        </xsl:otherwise>
      </xsl:choose>
    </xsl:if>
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

  <!-- One turn: who and what, the rack and the time, the board after it. -->
  <xsl:template name="move">
    <xsl:variable name="last">
      <xsl:call-template name="marked"/>
    </xsl:variable>
    <xsl:variable name="caption">
      <xsl:call-template name="t">
        <xsl:with-param name="id" select="'move.board'"/>
        <xsl:with-param name="a1" select="@number"/>
      </xsl:call-template>
      <xsl:if test="$last != ''">
        <xsl:text>. </xsl:text>
        <xsl:call-template name="t">
          <xsl:with-param name="id" select="'move.outlined'"/>
          <xsl:with-param name="a1" select="@text"/>
        </xsl:call-template>
      </xsl:if>
    </xsl:variable>
    <section class="turn" id="move-{position()}">
      <h3>
        <xsl:call-template name="t">
          <xsl:with-param name="id" select="'move.head'"/>
          <xsl:with-param name="a1" select="@number"/>
          <xsl:with-param name="a2">
            <xsl:choose>
              <xsl:when test="@kind = 'opening' and @player = '-'"><xsl:call-template name="t"><xsl:with-param name="id" select="'move.arbiter'"/></xsl:call-template></xsl:when>
              <xsl:otherwise><xsl:value-of select="@player"/></xsl:otherwise>
            </xsl:choose>
          </xsl:with-param>
        </xsl:call-template>
      </h3>
      <p><xsl:call-template name="move-text"/></p>
      <xsl:if test="@best">
        <p class="best">
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
        </p>
      </xsl:if>
      <p class="meta">
        <xsl:if test="@rack != ''">
          <xsl:call-template name="t">
            <xsl:with-param name="id" select="'move.rack'"/>
            <xsl:with-param name="a1"><xsl:call-template name="spaced"><xsl:with-param name="s" select="@rack"/></xsl:call-template></xsl:with-param>
          </xsl:call-template>
          <xsl:if test="@time"> · </xsl:if>
        </xsl:if>
        <xsl:call-template name="date"><xsl:with-param name="iso" select="@time"/></xsl:call-template>
      </p>
      <figure class="board">
        <xsl:call-template name="board-svg">
          <xsl:with-param name="board" select="board"/>
          <xsl:with-param name="last" select="$last"/>
          <xsl:with-param name="max-width" select="'30rem'"/>
          <xsl:with-param name="title" select="$caption"/>
        </xsl:call-template>
        <figcaption><xsl:value-of select="$caption"/><xsl:text>.</xsl:text></figcaption>
      </figure>
    </section>
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
