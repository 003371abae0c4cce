<?xml version="1.0" encoding="UTF-8"?>
<!-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).

     index-html.xsl: a contest's front page (index.html) from the contest
     bulletin (kind="contest"): the contest's name, variant and rule, how
     it is entered, where it stands; the open round with links to its page
     and to the printable puzzle; the list of rounds, each linking its
     round-NN.html with its letters, top and best score; the first ten of
     the standings with a link to standings.html; the lexicon and its
     identity by words, with a visible warning when it is a stand-in for the
     official list; the SHA-256 of the seed of the draws and, once the
     contest is over, the seed itself with the command that checks it.
     Layout only: the words are in strings.xml (common.xsl's "t"). -->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform">

  <xsl:import href="common.xsl"/>
  <xsl:import href="board.xsl"/>

  <xsl:output method="html" encoding="UTF-8" indent="yes"
      doctype-system="about:legacy-compat"/>
  <xsl:strip-space elements="*"/>

  <xsl:template match="/">
    <xsl:variable name="title">
      <xsl:call-template name="t">
        <xsl:with-param name="id" select="'contest-title'"/>
        <xsl:with-param name="a1" select="$C/@name"/>
      </xsl:call-template>
    </xsl:variable>
    <html lang="{$L}">
      <xsl:call-template name="head">
        <xsl:with-param name="title" select="$title"/>
      </xsl:call-template>
      <body>
        <xsl:call-template name="nav">
          <xsl:with-param name="here" select="'index'"/>
        </xsl:call-template>
        <main>
          <h1><xsl:value-of select="$title"/></h1>
          <xsl:call-template name="about"/>
          <xsl:call-template name="open-round"/>
          <xsl:call-template name="rounds"/>
          <xsl:call-template name="standings"/>
          <xsl:call-template name="lexicon"/>
          <xsl:call-template name="seed"/>
        </main>
        <xsl:call-template name="footer"/>
      </body>
    </html>
  </xsl:template>

  <xsl:template name="about">
    <p>
      <xsl:call-template name="t">
        <xsl:with-param name="id" select="'kind'"/>
        <xsl:with-param name="a1"><xsl:call-template name="variant-name"/></xsl:with-param>
      </xsl:call-template>
      <xsl:text> </xsl:text>
      <xsl:call-template name="variant-rule"/>
    </p>
    <p>
      <xsl:call-template name="t">
        <xsl:with-param name="id" select="concat('entry.', $C/@entry)"/>
      </xsl:call-template>
      <xsl:if test="$C/@round-days != ''">
        <xsl:text> </xsl:text>
        <xsl:call-template name="t">
          <xsl:with-param name="id">
            <xsl:choose>
              <xsl:when test="$C/@round-days = 1">round-days.1</xsl:when>
              <xsl:when test="$C/@round-days mod 100 &gt;= 20 or $C/@round-days mod 100 = 0">round-days.de</xsl:when>
              <xsl:otherwise>round-days.n</xsl:otherwise>
            </xsl:choose>
          </xsl:with-param>
          <xsl:with-param name="a1" select="$C/@round-days"/>
        </xsl:call-template>
      </xsl:if>
      <xsl:if test="$C/@solo-bonus = 'yes'">
        <xsl:text> </xsl:text>
        <xsl:call-template name="t"><xsl:with-param name="id" select="'solo'"/></xsl:call-template>
      </xsl:if>
    </p>
    <p class="meta">
      <xsl:call-template name="t">
        <xsl:with-param name="id" select="concat('status.', $C/@status)"/>
        <xsl:with-param name="a1">
          <xsl:call-template name="count">
            <xsl:with-param name="n" select="$C/@rounds"/>
            <xsl:with-param name="noun" select="'rounds'"/>
          </xsl:call-template>
        </xsl:with-param>
      </xsl:call-template>
    </p>
  </xsl:template>

  <!-- The open round, if any: its deadline and where to find it. -->
  <xsl:template name="open-round">
    <xsl:for-each select="/bulletin/round[@status = 'open'][last()]">
      <h2>
        <xsl:call-template name="t">
          <xsl:with-param name="id" select="'round-n'"/>
          <xsl:with-param name="a1" select="@number"/>
        </xsl:call-template>
        <xsl:text> — </xsl:text>
        <xsl:call-template name="t"><xsl:with-param name="id" select="'round.open'"/></xsl:call-template>
      </h2>
      <p>
        <xsl:call-template name="t">
          <xsl:with-param name="id" select="'round.open-until'"/>
          <xsl:with-param name="a1">
            <xsl:call-template name="date"><xsl:with-param name="iso" select="@deadline"/><xsl:with-param name="deadline" select="true()"/></xsl:call-template>
          </xsl:with-param>
        </xsl:call-template>
      </p>
      <p>
        <a>
          <xsl:attribute name="href">
            <xsl:call-template name="round-file"><xsl:with-param name="n" select="@number"/></xsl:call-template>
          </xsl:attribute>
          <xsl:call-template name="t">
            <xsl:with-param name="id" select="'round-n'"/>
            <xsl:with-param name="a1" select="@number"/>
          </xsl:call-template>
        </a>
        <xsl:text> · </xsl:text>
        <a href="puzzle.html"><xsl:call-template name="t"><xsl:with-param name="id" select="'nav.puzzle'"/></xsl:call-template></a>
      </p>
    </xsl:for-each>
  </xsl:template>

  <xsl:template name="rounds">
    <xsl:if test="/bulletin/round">
      <h2><xsl:call-template name="t"><xsl:with-param name="id" select="'rounds.head'"/></xsl:call-template></h2>
      <div class="scroll">
        <table class="rounds">
          <thead>
            <tr>
              <th class="n" scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.round'"/></xsl:call-template></th>
              <th scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.rack'"/></xsl:call-template></th>
              <th scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.top'"/></xsl:call-template></th>
              <th class="n" scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.score'"/></xsl:call-template></th>
              <th class="n" scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.best'"/></xsl:call-template></th>
              <th class="n" scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.entrants'"/></xsl:call-template></th>
              <th scope="col"><xsl:call-template name="t"><xsl:with-param name="id" select="'col.deadline'"/></xsl:call-template></th>
            </tr>
          </thead>
          <tbody>
            <xsl:for-each select="/bulletin/round">
              <tr>
                <xsl:if test="@status = 'open'">
                  <xsl:attribute name="class">open</xsl:attribute>
                </xsl:if>
                <td class="n">
                  <a>
                    <xsl:attribute name="href">
                      <xsl:call-template name="round-file"><xsl:with-param name="n" select="@number"/></xsl:call-template>
                    </xsl:attribute>
                    <xsl:value-of select="@number"/>
                  </a>
                </td>
                <td class="move">
                  <xsl:value-of select="rack/@letters"/>
                  <xsl:if test="rack2">
                    <xsl:text> / </xsl:text>
                    <xsl:value-of select="rack2/@letters"/>
                  </xsl:if>
                </td>
                <xsl:choose>
                  <xsl:when test="@status = 'open'">
                    <td colspan="4">
                      <a href="puzzle.html"><xsl:call-template name="t"><xsl:with-param name="id" select="'round.solve'"/></xsl:call-template></a>
                    </td>
                  </xsl:when>
                  <xsl:otherwise>
                    <td class="move"><xsl:value-of select="top/@move"/></td>
                    <td class="n"><xsl:value-of select="top/@score"/></td>
                    <td class="n"><xsl:value-of select="best/@score"/></td>
                    <td class="n"><xsl:value-of select="best/@entrants"/></td>
                  </xsl:otherwise>
                </xsl:choose>
                <td>
                  <xsl:call-template name="date"><xsl:with-param name="iso" select="@deadline"/><xsl:with-param name="deadline" select="true()"/></xsl:call-template>
                </td>
              </tr>
            </xsl:for-each>
          </tbody>
        </table>
      </div>
    </xsl:if>
  </xsl:template>

  <xsl:template name="standings">
    <xsl:variable name="st" select="/bulletin/standings"/>
    <h2>
      <xsl:choose>
        <xsl:when test="$st and $C/@status = 'over'">
          <xsl:call-template name="t"><xsl:with-param name="id" select="'standings.final'"/></xsl:call-template>
        </xsl:when>
        <xsl:when test="$st">
          <xsl:call-template name="t">
            <xsl:with-param name="id" select="'standings.after'"/>
            <xsl:with-param name="a1" select="$st/@after-round"/>
          </xsl:call-template>
        </xsl:when>
        <xsl:otherwise>
          <xsl:call-template name="t"><xsl:with-param name="id" select="'nav.standings'"/></xsl:call-template>
        </xsl:otherwise>
      </xsl:choose>
    </h2>
    <xsl:choose>
      <xsl:when test="$st/line">
        <xsl:call-template name="standings-table">
          <xsl:with-param name="st" select="$st"/>
          <xsl:with-param name="limit" select="10"/>
        </xsl:call-template>
        <p><a href="standings.html"><xsl:call-template name="t"><xsl:with-param name="id" select="'standings.all'"/></xsl:call-template></a></p>
      </xsl:when>
      <xsl:otherwise>
        <p><xsl:call-template name="t"><xsl:with-param name="id" select="'standings.none'"/></xsl:call-template></p>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <xsl:template name="lexicon">
    <xsl:variable name="lx" select="$C/lexicon"/>
    <h2><xsl:call-template name="t"><xsl:with-param name="id" select="'lexicon.head'"/></xsl:call-template></h2>
    <p>
      <xsl:call-template name="t">
        <xsl:with-param name="id" select="'lexicon'"/>
        <xsl:with-param name="a1" select="$lx/@source"/>
        <xsl:with-param name="a2">
          <xsl:call-template name="count">
            <xsl:with-param name="n" select="$lx/@words"/>
            <xsl:with-param name="noun" select="'words'"/>
          </xsl:call-template>
        </xsl:with-param>
      </xsl:call-template>
      <xsl:text> </xsl:text>
      <code class="hash"><xsl:value-of select="$lx/@identity"/></code>
      <xsl:text>.</xsl:text>
    </p>
    <xsl:if test="$lx/@stand-in = 'yes'">
      <p class="warning" role="note">
        <strong>
          <xsl:call-template name="t"><xsl:with-param name="id" select="'standin'"/></xsl:call-template>
        </strong>
      </p>
    </xsl:if>
  </xsl:template>

  <xsl:template name="seed">
    <xsl:variable name="sd" select="$C/seed"/>
    <h2><xsl:call-template name="t"><xsl:with-param name="id" select="'seed.head'"/></xsl:call-template></h2>
    <p><xsl:call-template name="t"><xsl:with-param name="id" select="'seed.hash'"/></xsl:call-template></p>
    <p><code class="hash"><xsl:value-of select="$sd/@hash"/></code></p>
    <xsl:choose>
      <xsl:when test="$C/@status = 'over' and $sd/@seed">
        <p><xsl:call-template name="t"><xsl:with-param name="id" select="'seed.value'"/></xsl:call-template></p>
        <p><code class="hash"><xsl:value-of select="$sd/@seed"/></code></p>
        <p>
          <xsl:call-template name="t"><xsl:with-param name="id" select="'seed.verify.1'"/></xsl:call-template>
          <xsl:text> </xsl:text>
          <code>
            <xsl:text>printf '%s' '</xsl:text>
            <xsl:call-template name="shell-quoted">
              <xsl:with-param name="s" select="$sd/@seed"/>
            </xsl:call-template>
            <xsl:text>' | sha256sum</xsl:text>
          </code>
          <xsl:text> </xsl:text>
          <xsl:call-template name="t"><xsl:with-param name="id" select="'seed.verify.2'"/></xsl:call-template>
        </p>
      </xsl:when>
      <xsl:otherwise>
        <p><xsl:call-template name="t"><xsl:with-param name="id" select="'seed.later'"/></xsl:call-template></p>
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
