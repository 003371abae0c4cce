<?xml version="1.0" encoding="UTF-8"?>
<!-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).

     board.xsl: the board and the rack as pictures (inline SVG, nothing
     loaded from outside) for the HTML bulletins, and the board as a
     monospace diagram for the text bulletin.  Imported by the pages after
     common.xsl, whose "t" template gives the words (the premium labels,
     the titles).

     "board-svg" draws a <board> or <played-board> element of the bulletin
     (rows A-O of 15 <sq>): 15×15 squares in the usual colours (triple
     word red, double word pink, triple letter dark blue, double letter
     light blue, the centre pink with a star), each empty premium square
     labelled so that it still reads in black and white, row letters A-O
     on the left and column numbers 1-15 on top as on a real board; tiles
     are cream squares with the letter and its Romanian value; a blank
     shows its letter in lower case and in red, without a value; the
     squares of the word(s) of "last" (a move in Romanian notation, "H5
     XIST" across from H5, "8H XIST" down from H8, or two moves joined by
     " / " for the tactic variant) are drawn amber with a red outline.
     The picture has a <title>, a viewBox and width 100%, so it scales
     with the page.  Geometry: squares of 40 units after a margin of 28
     for the labels; 632 units square in all.

     "rack-svg" draws a rack ("AEIRST?": '?' is a blank, an empty tile);
     "board-text" draws the diagram of the mails (report-board.c): marks
     = - " ' * . for the empty squares, the word(s) of "last" in brackets,
     52 columns. -->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns="http://www.w3.org/2000/svg">

  <xsl:variable name="rows-abc" select="'ABCDEFGHIJKLMNO'"/>
  <!-- Romanian tile values; K, Q, W and Y exist only as blanks. -->
  <xsl:variable name="values"
      select="' A1 B9 C1 D2 E1 F8 G9 H10 I1 J10 L1 M4 N1 O1 P2 R1 S1 T1 U1 V8 X10 Z10 '"/>
  <xsl:variable name="upper" select="'ABCDEFGHIJKLMNOPQRSTUVWXYZ'"/>
  <xsl:variable name="lower" select="'abcdefghijklmnopqrstuvwxyz'"/>
  <xsl:variable name="row-names" select="'ABCDEFGHIJKLMNO'"/>

  <!-- The value of the tile letter l ("" for a letter that has none). -->
  <xsl:template name="tile-value">
    <xsl:param name="l"/>
    <xsl:value-of select="substring-before(substring-after($values,
        concat(' ', $l)), ' ')"/>
  </xsl:template>

  <!-- One move of "last" as "dir row col len" numbers: dir 1 across, 2
       down; "0 0 0 0" when it cannot be read. -->
  <xsl:template name="move-span">
    <xsl:param name="m"/>
    <xsl:variable name="mm" select="translate(normalize-space($m), $lower, $upper)"/>
    <xsl:variable name="coord" select="substring-before(concat($mm, ' '), ' ')"/>
    <xsl:variable name="word"
        select="substring-before(concat(substring-after($mm, ' '), ' '), ' ')"/>
    <xsl:variable name="first" select="substring($coord, 1, 1)"/>
    <xsl:variable name="lastch" select="substring($coord, string-length($coord))"/>
    <xsl:choose>
      <xsl:when test="$word = '' or $coord = ''">0 0 0 0</xsl:when>
      <xsl:when test="contains($rows-abc, $first)
          and string(number(substring($coord, 2))) != 'NaN'">
        <xsl:value-of select="concat('1 ',
            string-length(substring-before($rows-abc, $first)) + 1, ' ',
            number(substring($coord, 2)), ' ', string-length($word))"/>
      </xsl:when>
      <xsl:when test="contains($rows-abc, $lastch) and string(number(
          substring($coord, 1, string-length($coord) - 1))) != 'NaN'">
        <xsl:value-of select="concat('2 ',
            string-length(substring-before($rows-abc, $lastch)) + 1, ' ',
            number(substring($coord, 1, string-length($coord) - 1)), ' ',
            string-length($word))"/>
      </xsl:when>
      <xsl:otherwise>0 0 0 0</xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- Whether square (r, c) lies in the span "dir row col len". -->
  <xsl:template name="in-span">
    <xsl:param name="span"/>
    <xsl:param name="r"/>
    <xsl:param name="c"/>
    <xsl:variable name="d" select="substring-before($span, ' ')"/>
    <xsl:variable name="t1" select="substring-after($span, ' ')"/>
    <xsl:variable name="r0" select="number(substring-before($t1, ' '))"/>
    <xsl:variable name="t2" select="substring-after($t1, ' ')"/>
    <xsl:variable name="c0" select="number(substring-before($t2, ' '))"/>
    <xsl:variable name="n" select="number(substring-after($t2, ' '))"/>
    <xsl:if test="($d = '1' and $r = $r0 and $c &gt;= $c0 and $c &lt; $c0 + $n)
        or ($d = '2' and $c = $c0 and $r &gt;= $r0 and $r &lt; $r0 + $n)">1</xsl:if>
  </xsl:template>

  <!-- The spans of both moves of last, "dir row col len|dir row col len". -->
  <xsl:template name="spans">
    <xsl:param name="last"/>
    <xsl:call-template name="move-span">
      <xsl:with-param name="m" select="substring-before(concat($last, ' / '), ' / ')"/>
    </xsl:call-template>
    <xsl:text>|</xsl:text>
    <xsl:call-template name="move-span">
      <xsl:with-param name="m" select="substring-after($last, ' / ')"/>
    </xsl:call-template>
  </xsl:template>

  <xsl:template name="highlighted">
    <xsl:param name="spans"/>
    <xsl:param name="r"/>
    <xsl:param name="c"/>
    <xsl:call-template name="in-span">
      <xsl:with-param name="span" select="substring-before($spans, '|')"/>
      <xsl:with-param name="r" select="$r"/>
      <xsl:with-param name="c" select="$c"/>
    </xsl:call-template>
    <xsl:call-template name="in-span">
      <xsl:with-param name="span" select="substring-after($spans, '|')"/>
      <xsl:with-param name="r" select="$r"/>
      <xsl:with-param name="c" select="$c"/>
    </xsl:call-template>
  </xsl:template>

  <!-- ===================== SVG ===================== -->

  <xsl:template name="board-svg">
    <xsl:param name="board"/>
    <xsl:param name="last" select="''"/>
    <xsl:param name="title" select="''"/>
    <xsl:param name="max-width" select="'38rem'"/>
    <xsl:variable name="spans">
      <xsl:call-template name="spans">
        <xsl:with-param name="last" select="$last"/>
      </xsl:call-template>
    </xsl:variable>
    <svg class="board" viewBox="0 0 632 632" width="100%" role="img"
        style="max-width:{$max-width}" font-family="DejaVu Sans, Verdana, Arial, sans-serif">
      <title>
        <xsl:call-template name="t">
          <xsl:with-param name="id" select="'svg.board'"/>
          <xsl:with-param name="a1" select="$title"/>
        </xsl:call-template>
      </title>
      <xsl:text>&#10;</xsl:text>
      <rect class="frame" x="24" y="24" width="606" height="606" fill="#8a9a7a"/>
      <g class="labels" font-size="16" font-weight="bold" fill="#444" text-anchor="middle">
        <xsl:call-template name="svg-col-numbers"/>
        <xsl:for-each select="$board/row">
          <xsl:variable name="r" select="string-length(substring-before($rows-abc, @name)) + 1"/>
          <text x="13" y="{28 + ($r - 1) * 40 + 26}"><xsl:value-of select="@name"/></text>
        </xsl:for-each>
      </g>
      <xsl:text>&#10;</xsl:text>
      <xsl:for-each select="$board/row">
        <xsl:variable name="r" select="string-length(substring-before($rows-abc, @name)) + 1"/>
        <xsl:for-each select="sq">
          <xsl:call-template name="svg-square">
            <xsl:with-param name="r" select="$r"/>
            <xsl:with-param name="spans" select="$spans"/>
          </xsl:call-template>
          <xsl:text>&#10;</xsl:text>
        </xsl:for-each>
      </xsl:for-each>
    </svg>
  </xsl:template>

  <xsl:template name="svg-col-numbers">
    <xsl:param name="c" select="1"/>
    <text x="{28 + ($c - 1) * 40 + 20}" y="19"><xsl:value-of select="$c"/></text>
    <xsl:if test="$c &lt; 15">
      <xsl:call-template name="svg-col-numbers">
        <xsl:with-param name="c" select="$c + 1"/>
      </xsl:call-template>
    </xsl:if>
  </xsl:template>

  <!-- One square (the context <sq>) of row r. -->
  <xsl:template name="svg-square">
    <xsl:param name="r"/>
    <xsl:param name="spans"/>
    <xsl:variable name="c" select="number(@col)"/>
    <xsl:variable name="x" select="28 + ($c - 1) * 40"/>
    <xsl:variable name="y" select="28 + ($r - 1) * 40"/>
    <xsl:variable name="p" select="string(@premium)"/>
    <rect class="sq p{$p}" x="{$x}" y="{$y}" width="40" height="40" stroke="#fdfcf8" stroke-width="1.5">
      <xsl:attribute name="fill">
        <xsl:choose>
          <xsl:when test="$p = '3W'">#d0362a</xsl:when>
          <xsl:when test="$p = '2W' or $p = 'centre'">#f2a7b5</xsl:when>
          <xsl:when test="$p = '3L'">#2c5ba6</xsl:when>
          <xsl:when test="$p = '2L'">#a7d2ee</xsl:when>
          <xsl:otherwise>#dfe6d2</xsl:otherwise>
        </xsl:choose>
      </xsl:attribute>
    </rect>
    <xsl:choose>
      <xsl:when test="@tile and @tile != ''">
        <xsl:variable name="hl">
          <xsl:call-template name="highlighted">
            <xsl:with-param name="spans" select="$spans"/>
            <xsl:with-param name="r" select="$r"/>
            <xsl:with-param name="c" select="$c"/>
          </xsl:call-template>
        </xsl:variable>
        <xsl:variable name="blank" select="@blank = 'yes'"/>
        <rect x="{$x + 2.5}" y="{$y + 2.5}" width="35" height="35" rx="4">
          <xsl:choose>
            <xsl:when test="$hl != ''">
              <xsl:attribute name="class">tile hl</xsl:attribute>
              <xsl:attribute name="fill">#ffd66b</xsl:attribute>
              <xsl:attribute name="stroke">#c2185b</xsl:attribute>
              <xsl:attribute name="stroke-width">3</xsl:attribute>
            </xsl:when>
            <xsl:otherwise>
              <xsl:attribute name="class">tile</xsl:attribute>
              <xsl:attribute name="fill">#f6e6b8</xsl:attribute>
              <xsl:attribute name="stroke">#a88a4c</xsl:attribute>
              <xsl:attribute name="stroke-width">1.2</xsl:attribute>
            </xsl:otherwise>
          </xsl:choose>
        </rect>
        <xsl:call-template name="svg-letter">
          <xsl:with-param name="l" select="@tile"/>
          <xsl:with-param name="blank" select="$blank"/>
          <xsl:with-param name="x" select="$x"/>
          <xsl:with-param name="y" select="$y"/>
        </xsl:call-template>
      </xsl:when>
      <xsl:when test="$p = 'centre'">
        <polygon class="star" transform="translate({$x},{$y})" fill="#7a1f33"
            points="20,7 23.2,15.6 32.4,16 25.2,21.7 27.6,30.5 20,25.5 12.4,30.5 14.8,21.7 7.6,16 16.8,15.6"/>
      </xsl:when>
      <xsl:when test="$p = '3W' or $p = '2W' or $p = '3L' or $p = '2L'">
        <text class="pl" x="{$x + 20}" y="{$y + 24.5}" font-size="12" text-anchor="middle">
          <xsl:attribute name="fill">
            <xsl:choose>
              <xsl:when test="$p = '3W' or $p = '3L'">#ffffff</xsl:when>
              <xsl:when test="$p = '2W'">#6b1020</xsl:when>
              <xsl:otherwise>#0f3555</xsl:otherwise>
            </xsl:choose>
          </xsl:attribute>
          <xsl:call-template name="t">
            <xsl:with-param name="id" select="concat('prem.', $p)"/>
          </xsl:call-template>
        </text>
      </xsl:when>
    </xsl:choose>
  </xsl:template>

  <!-- The letter l of a tile at (x, y) (a square of 40): upper case with
       its value, or for a blank lower case in red without a value. -->
  <xsl:template name="svg-letter">
    <xsl:param name="l"/>
    <xsl:param name="blank"/>
    <xsl:param name="x"/>
    <xsl:param name="y"/>
    <xsl:choose>
      <xsl:when test="$blank">
        <text class="tl blank" x="{$x + 20}" y="{$y + 27}" font-size="23" font-weight="bold" text-anchor="middle" fill="#c0281b">
          <xsl:value-of select="translate($l, $upper, $lower)"/>
        </text>
      </xsl:when>
      <xsl:otherwise>
        <text class="tl" x="{$x + 18}" y="{$y + 28}" font-size="23" font-weight="bold" text-anchor="middle" fill="#1d1a14">
          <xsl:value-of select="$l"/>
        </text>
        <text class="tv" x="{$x + 35}" y="{$y + 35}" font-size="10" text-anchor="end" fill="#1d1a14">
          <xsl:call-template name="tile-value">
            <xsl:with-param name="l" select="$l"/>
          </xsl:call-template>
        </text>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- A rack of letters as tiles in a row; '?' an empty tile (a blank). -->
  <xsl:template name="rack-svg">
    <xsl:param name="letters"/>
    <xsl:param name="max-width" select="'22rem'"/>
    <xsl:variable name="n" select="string-length($letters)"/>
    <svg class="rack" viewBox="0 0 {$n * 44 + 4} 48" width="100%" role="img"
        style="max-width:{$max-width}" font-family="DejaVu Sans, Verdana, Arial, sans-serif">
      <title>
        <xsl:call-template name="t">
          <xsl:with-param name="id" select="'svg.rack'"/>
          <xsl:with-param name="a1">
            <xsl:call-template name="spaced">
              <xsl:with-param name="s" select="$letters"/>
            </xsl:call-template>
          </xsl:with-param>
        </xsl:call-template>
      </title>
      <xsl:call-template name="rack-tiles">
        <xsl:with-param name="letters" select="$letters"/>
      </xsl:call-template>
    </svg>
  </xsl:template>

  <xsl:template name="rack-tiles">
    <xsl:param name="letters"/>
    <xsl:param name="i" select="0"/>
    <xsl:if test="$letters != ''">
      <xsl:variable name="l" select="substring($letters, 1, 1)"/>
      <rect class="tile" x="{$i * 44 + 4}" y="4" width="40" height="40" rx="5"
          fill="#f6e6b8" stroke="#a88a4c" stroke-width="1.5"/>
      <xsl:choose>
        <xsl:when test="$l = '?'">
          <text class="tl blank" x="{$i * 44 + 24}" y="31" font-size="15" text-anchor="middle" fill="#b9a06a">?</text>
        </xsl:when>
        <xsl:otherwise>
          <xsl:call-template name="svg-letter">
            <xsl:with-param name="l" select="$l"/>
            <xsl:with-param name="blank" select="false()"/>
            <xsl:with-param name="x" select="$i * 44 + 4"/>
            <xsl:with-param name="y" select="4"/>
          </xsl:call-template>
        </xsl:otherwise>
      </xsl:choose>
      <xsl:call-template name="rack-tiles">
        <xsl:with-param name="letters" select="substring($letters, 2)"/>
        <xsl:with-param name="i" select="$i + 1"/>
      </xsl:call-template>
    </xsl:if>
  </xsl:template>

  <!-- "A E I R S T ?": the letters of s separated by blanks. -->
  <xsl:template name="spaced">
    <xsl:param name="s"/>
    <xsl:value-of select="substring($s, 1, 1)"/>
    <xsl:if test="string-length($s) &gt; 1">
      <xsl:text> </xsl:text>
      <xsl:call-template name="spaced">
        <xsl:with-param name="s" select="substring($s, 2)"/>
      </xsl:call-template>
    </xsl:if>
  </xsl:template>

  <!-- ===================== One board for a whole game ===================== -->

  <!-- "game-board-svg": a game's page draws one board for every turn
       (game-html.xsl): the empty board once, then the tiles each turn
       put down, nested (<g class="k1"> holds turn 1's new tiles and
       <g class="k2">, which holds turn 2's and <g class="k3">, ...), so
       that hiding group kN+1 shows the board after turn N; then one
       rectangle per played word (class "w wN": turn N's squares marked
       last="yes"), all hidden but the one the page's style shows (class
       "cur" on turn cur's: the word last played).
       The empty board is written out here, not made from the bulletin's
       <board> (its premiums never change; a game's page is made for every
       game of a championship, and its 225 squares were most of the
       page's work): the plain squares as one rectangle ruled by one path
       (the lines between the squares, drawn as each square's outline
       was), then one path per premium, a square each (class "sq pX", the
       premium as in <sq premium>), the premiums' words and the centre's
       star.  The colours, fonts and sizes are classes styled by
       "game-board-css" (the page's own style sheet), so that a tile costs
       some 130 bytes and a 30-move game's page stays small.  Same
       geometry as "board-svg": squares of 40 units after a margin of 28,
       632 in all.  moves: the game's <move> elements in order, each with
       the <tile>s it put down and a play's <word> (championship.rng). -->
  <xsl:template name="game-board-svg">
    <xsl:param name="moves"/>
    <xsl:param name="title" select="''"/>
    <xsl:param name="cur" select="0"/>
    <svg class="gb" viewBox="0 0 632 632" role="img">
      <title>
        <xsl:call-template name="t">
          <xsl:with-param name="id" select="'svg.board'"/>
          <xsl:with-param name="a1" select="$title"/>
        </xsl:call-template>
      </title>
      <xsl:text>&#10;</xsl:text>
      <g class="lab"><text x="48" y="19">1</text><text x="88" y="19">2</text><text x="128" y="19">3</text><text x="168" y="19">4</text><text x="208" y="19">5</text><text x="248" y="19">6</text><text x="288" y="19">7</text><text x="328" y="19">8</text><text x="368" y="19">9</text><text x="408" y="19">10</text><text x="448" y="19">11</text><text x="488" y="19">12</text><text x="528" y="19">13</text><text x="568" y="19">14</text><text x="608" y="19">15</text><text x="13" y="54">A</text><text x="13" y="94">B</text><text x="13" y="134">C</text><text x="13" y="174">D</text><text x="13" y="214">E</text><text x="13" y="254">F</text><text x="13" y="294">G</text><text x="13" y="334">H</text><text x="13" y="374">I</text><text x="13" y="414">J</text><text x="13" y="454">K</text><text x="13" y="494">L</text><text x="13" y="534">M</text><text x="13" y="574">N</text><text x="13" y="614">O</text></g>
      <xsl:text>&#10;</xsl:text>
      <xsl:variable name="w3W">
        <xsl:call-template name="t">
          <xsl:with-param name="id" select="'prem.3W'"/>
        </xsl:call-template>
      </xsl:variable>
      <xsl:variable name="w2W">
        <xsl:call-template name="t">
          <xsl:with-param name="id" select="'prem.2W'"/>
        </xsl:call-template>
      </xsl:variable>
      <xsl:variable name="w3L">
        <xsl:call-template name="t">
          <xsl:with-param name="id" select="'prem.3L'"/>
        </xsl:call-template>
      </xsl:variable>
      <xsl:variable name="w2L">
        <xsl:call-template name="t">
          <xsl:with-param name="id" select="'prem.2L'"/>
        </xsl:call-template>
      </xsl:variable>
      <rect class="sq pnone" x="28" y="28" width="600" height="600"/>
      <xsl:text>&#10;</xsl:text>
      <path class="sq pnone" d="M68 28V628M108 28V628M148 28V628M188 28V628M228 28V628M268 28V628M308 28V628M348 28V628M388 28V628M428 28V628M468 28V628M508 28V628M548 28V628M588 28V628M28 68H628M28 108H628M28 148H628M28 188H628M28 228H628M28 268H628M28 308H628M28 348H628M28 388H628M28 428H628M28 468H628M28 508H628M28 548H628M28 588H628"/>
      <xsl:text>&#10;</xsl:text>
      <path class="sq p3W" d="M28 28h40v40h-40zM308 28h40v40h-40zM588 28h40v40h-40zM28 308h40v40h-40zM588 308h40v40h-40zM28 588h40v40h-40zM308 588h40v40h-40zM588 588h40v40h-40z"/>
      <xsl:text>&#10;</xsl:text>
      <path class="sq p2W" d="M68 68h40v40h-40zM548 68h40v40h-40zM108 108h40v40h-40zM508 108h40v40h-40zM148 148h40v40h-40zM468 148h40v40h-40zM188 188h40v40h-40zM428 188h40v40h-40zM188 428h40v40h-40zM428 428h40v40h-40zM148 468h40v40h-40zM468 468h40v40h-40zM108 508h40v40h-40zM508 508h40v40h-40zM68 548h40v40h-40zM548 548h40v40h-40z"/>
      <xsl:text>&#10;</xsl:text>
      <path class="sq pcentre" d="M308 308h40v40h-40z"/>
      <xsl:text>&#10;</xsl:text>
      <path class="sq p3L" d="M228 68h40v40h-40zM388 68h40v40h-40zM68 228h40v40h-40zM228 228h40v40h-40zM388 228h40v40h-40zM548 228h40v40h-40zM68 388h40v40h-40zM228 388h40v40h-40zM388 388h40v40h-40zM548 388h40v40h-40zM228 548h40v40h-40zM388 548h40v40h-40z"/>
      <xsl:text>&#10;</xsl:text>
      <path class="sq p2L" d="M148 28h40v40h-40zM468 28h40v40h-40zM268 108h40v40h-40zM348 108h40v40h-40zM28 148h40v40h-40zM308 148h40v40h-40zM588 148h40v40h-40zM108 268h40v40h-40zM268 268h40v40h-40zM348 268h40v40h-40zM508 268h40v40h-40zM148 308h40v40h-40zM468 308h40v40h-40zM108 348h40v40h-40zM268 348h40v40h-40zM348 348h40v40h-40zM508 348h40v40h-40zM28 468h40v40h-40zM308 468h40v40h-40zM588 468h40v40h-40zM268 508h40v40h-40zM348 508h40v40h-40zM148 588h40v40h-40zM468 588h40v40h-40z"/>
      <xsl:text>&#10;</xsl:text>
      <text class="pl pl3W" x="48" y="52.5"><xsl:value-of select="$w3W"/></text>
      <text class="pl pl2L" x="168" y="52.5"><xsl:value-of select="$w2L"/></text>
      <text class="pl pl3W" x="328" y="52.5"><xsl:value-of select="$w3W"/></text>
      <text class="pl pl2L" x="488" y="52.5"><xsl:value-of select="$w2L"/></text>
      <text class="pl pl3W" x="608" y="52.5"><xsl:value-of select="$w3W"/></text>
      <text class="pl pl2W" x="88" y="92.5"><xsl:value-of select="$w2W"/></text>
      <text class="pl pl3L" x="248" y="92.5"><xsl:value-of select="$w3L"/></text>
      <text class="pl pl3L" x="408" y="92.5"><xsl:value-of select="$w3L"/></text>
      <text class="pl pl2W" x="568" y="92.5"><xsl:value-of select="$w2W"/></text>
      <text class="pl pl2W" x="128" y="132.5"><xsl:value-of select="$w2W"/></text>
      <text class="pl pl2L" x="288" y="132.5"><xsl:value-of select="$w2L"/></text>
      <text class="pl pl2L" x="368" y="132.5"><xsl:value-of select="$w2L"/></text>
      <text class="pl pl2W" x="528" y="132.5"><xsl:value-of select="$w2W"/></text>
      <text class="pl pl2L" x="48" y="172.5"><xsl:value-of select="$w2L"/></text>
      <text class="pl pl2W" x="168" y="172.5"><xsl:value-of select="$w2W"/></text>
      <text class="pl pl2L" x="328" y="172.5"><xsl:value-of select="$w2L"/></text>
      <text class="pl pl2W" x="488" y="172.5"><xsl:value-of select="$w2W"/></text>
      <text class="pl pl2L" x="608" y="172.5"><xsl:value-of select="$w2L"/></text>
      <text class="pl pl2W" x="208" y="212.5"><xsl:value-of select="$w2W"/></text>
      <text class="pl pl2W" x="448" y="212.5"><xsl:value-of select="$w2W"/></text>
      <text class="pl pl3L" x="88" y="252.5"><xsl:value-of select="$w3L"/></text>
      <text class="pl pl3L" x="248" y="252.5"><xsl:value-of select="$w3L"/></text>
      <text class="pl pl3L" x="408" y="252.5"><xsl:value-of select="$w3L"/></text>
      <text class="pl pl3L" x="568" y="252.5"><xsl:value-of select="$w3L"/></text>
      <text class="pl pl2L" x="128" y="292.5"><xsl:value-of select="$w2L"/></text>
      <text class="pl pl2L" x="288" y="292.5"><xsl:value-of select="$w2L"/></text>
      <text class="pl pl2L" x="368" y="292.5"><xsl:value-of select="$w2L"/></text>
      <text class="pl pl2L" x="528" y="292.5"><xsl:value-of select="$w2L"/></text>
      <text class="pl pl3W" x="48" y="332.5"><xsl:value-of select="$w3W"/></text>
      <text class="pl pl2L" x="168" y="332.5"><xsl:value-of select="$w2L"/></text>
      <polygon class="star" transform="translate(308,308)" points="20,7 23.2,15.6 32.4,16 25.2,21.7 27.6,30.5 20,25.5 12.4,30.5 14.8,21.7 7.6,16 16.8,15.6"/>
      <text class="pl pl2L" x="488" y="332.5"><xsl:value-of select="$w2L"/></text>
      <text class="pl pl3W" x="608" y="332.5"><xsl:value-of select="$w3W"/></text>
      <text class="pl pl2L" x="128" y="372.5"><xsl:value-of select="$w2L"/></text>
      <text class="pl pl2L" x="288" y="372.5"><xsl:value-of select="$w2L"/></text>
      <text class="pl pl2L" x="368" y="372.5"><xsl:value-of select="$w2L"/></text>
      <text class="pl pl2L" x="528" y="372.5"><xsl:value-of select="$w2L"/></text>
      <text class="pl pl3L" x="88" y="412.5"><xsl:value-of select="$w3L"/></text>
      <text class="pl pl3L" x="248" y="412.5"><xsl:value-of select="$w3L"/></text>
      <text class="pl pl3L" x="408" y="412.5"><xsl:value-of select="$w3L"/></text>
      <text class="pl pl3L" x="568" y="412.5"><xsl:value-of select="$w3L"/></text>
      <text class="pl pl2W" x="208" y="452.5"><xsl:value-of select="$w2W"/></text>
      <text class="pl pl2W" x="448" y="452.5"><xsl:value-of select="$w2W"/></text>
      <text class="pl pl2L" x="48" y="492.5"><xsl:value-of select="$w2L"/></text>
      <text class="pl pl2W" x="168" y="492.5"><xsl:value-of select="$w2W"/></text>
      <text class="pl pl2L" x="328" y="492.5"><xsl:value-of select="$w2L"/></text>
      <text class="pl pl2W" x="488" y="492.5"><xsl:value-of select="$w2W"/></text>
      <text class="pl pl2L" x="608" y="492.5"><xsl:value-of select="$w2L"/></text>
      <text class="pl pl2W" x="128" y="532.5"><xsl:value-of select="$w2W"/></text>
      <text class="pl pl2L" x="288" y="532.5"><xsl:value-of select="$w2L"/></text>
      <text class="pl pl2L" x="368" y="532.5"><xsl:value-of select="$w2L"/></text>
      <text class="pl pl2W" x="528" y="532.5"><xsl:value-of select="$w2W"/></text>
      <text class="pl pl2W" x="88" y="572.5"><xsl:value-of select="$w2W"/></text>
      <text class="pl pl3L" x="248" y="572.5"><xsl:value-of select="$w3L"/></text>
      <text class="pl pl3L" x="408" y="572.5"><xsl:value-of select="$w3L"/></text>
      <text class="pl pl2W" x="568" y="572.5"><xsl:value-of select="$w2W"/></text>
      <text class="pl pl3W" x="48" y="612.5"><xsl:value-of select="$w3W"/></text>
      <text class="pl pl2L" x="168" y="612.5"><xsl:value-of select="$w2L"/></text>
      <text class="pl pl3W" x="328" y="612.5"><xsl:value-of select="$w3W"/></text>
      <text class="pl pl2L" x="488" y="612.5"><xsl:value-of select="$w2L"/></text>
      <text class="pl pl3W" x="608" y="612.5"><xsl:value-of select="$w3W"/></text>
      <xsl:text>&#10;</xsl:text>
      <xsl:call-template name="game-tiles">
        <xsl:with-param name="moves" select="$moves"/>
      </xsl:call-template>
      <xsl:for-each select="$moves">
        <xsl:variable name="m" select="word"/>
        <xsl:if test="$m">
          <xsl:variable name="n" select="number($m/@length) - 1"/>
          <xsl:variable name="r1" select="string-length(substring-before($row-names, $m/@row))"/>
          <xsl:variable name="r2" select="$r1 + $n * number($m/@dir = 'down')"/>
          <xsl:variable name="c1" select="number($m/@col) - 1"/>
          <xsl:variable name="c2" select="$c1 + $n * number($m/@dir = 'across')"/>
          <rect class="w w{position()}{substring(' cur', 1, 4 * number(position() = $cur))}" x="{28 + $c1 * 40 + 1.5}" y="{28 + $r1 * 40 + 1.5}"
              width="{($c2 - $c1 + 1) * 40 - 3}" height="{($r2 - $r1 + 1) * 40 - 3}" rx="4"/>
        </xsl:if>
      </xsl:for-each>
    </svg>
  </xsl:template>

  <!-- The tiles of turn k of moves and, nested in the same group, those
       of every later turn (see "game-board-svg"): the turn's <tile>
       elements, the tiles it put down (championship.rng). -->
  <xsl:template name="game-tiles">
    <xsl:param name="moves"/>
    <xsl:param name="k" select="1"/>
    <xsl:if test="$k &lt;= count($moves)">
      <g class="k{$k}">
        <xsl:for-each select="$moves[$k]/tile">
          <xsl:call-template name="game-tile">
            <xsl:with-param name="x" select="28 + (number(@col) - 1) * 40"/>
            <xsl:with-param name="y" select="28 + string-length(substring-before($row-names, @row)) * 40"/>
          </xsl:call-template>
        </xsl:for-each>
        <xsl:text>&#10;</xsl:text>
        <xsl:call-template name="game-tiles">
          <xsl:with-param name="moves" select="$moves"/>
          <xsl:with-param name="k" select="$k + 1"/>
        </xsl:call-template>
      </g>
    </xsl:if>
  </xsl:template>

  <!-- The context <tile>'s letter at (x, y), styled by class: "l" a letter
       with its value "v", "b" a blank's letter (lower case, no value). -->
  <xsl:template name="game-tile">
    <xsl:param name="x"/>
    <xsl:param name="y"/>
    <rect class="t" x="{$x + 2.5}" y="{$y + 2.5}" width="35" height="35" rx="4"/>
    <xsl:choose>
      <xsl:when test="@blank = 'yes'">
        <text class="b" x="{$x + 20}" y="{$y + 27}"><xsl:value-of select="translate(@letter, $upper, $lower)"/></text>
      </xsl:when>
      <xsl:otherwise>
        <text class="l" x="{$x + 18}" y="{$y + 28}"><xsl:value-of select="@letter"/></text>
        <text class="v" x="{$x + 35}" y="{$y + 35}">
          <xsl:call-template name="tile-value">
            <xsl:with-param name="l" select="@letter"/>
          </xsl:call-template>
        </text>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- The style of "game-board-svg" (the colours of "board-svg"). -->
  <xsl:variable name="game-board-css">
svg.gb{display:block;width:100%;height:auto;font-family:"DejaVu Sans",Verdana,Arial,sans-serif}
.gb .lab{font-size:16px;font-weight:bold;fill:#444;text-anchor:middle}
.gb .sq{fill:#dfe6d2;stroke:#fdfcf8;stroke-width:1.5}
.gb .p3W{fill:#d0362a}.gb .p2W,.gb .pcentre{fill:#f2a7b5}.gb .p3L{fill:#2c5ba6}.gb .p2L{fill:#a7d2ee}
.gb .star{fill:#7a1f33}
.gb .pl{font-size:12px;text-anchor:middle}.gb .pl3W,.gb .pl3L{fill:#fff}.gb .pl2W{fill:#6b1020}.gb .pl2L{fill:#0f3555}
.gb .t{fill:#f6e6b8;stroke:#a88a4c;stroke-width:1.2}
.gb .l,.gb .b{font-size:23px;font-weight:bold;text-anchor:middle;fill:#1d1a14}
.gb .b{fill:#c0281b}
.gb .v{font-size:10px;text-anchor:end;fill:#1d1a14}
.gb .w{display:none;fill:#ffd66b;mix-blend-mode:multiply;stroke:#c2185b;stroke-width:3}
@supports not (mix-blend-mode:multiply){.gb .w{fill:none}}
</xsl:variable>

  <!-- ===================== Text ===================== -->

  <!-- The diagram of the mails: 17 lines of at most 52 columns, each
       starting with two blanks (the column numbers with four). -->
  <xsl:template name="board-text">
    <xsl:param name="board"/>
    <xsl:param name="last" select="''"/>
    <xsl:variable name="spans">
      <xsl:call-template name="spans">
        <xsl:with-param name="last" select="$last"/>
      </xsl:call-template>
    </xsl:variable>
    <xsl:variable name="numbers"
        select="'     1  2  3  4  5  6  7  8  9 10 11 12 13 14 15&#10;'"/>
    <xsl:value-of select="$numbers"/>
    <xsl:for-each select="$board/row">
      <xsl:variable name="r" select="string-length(substring-before($rows-abc, @name)) + 1"/>
      <xsl:value-of select="concat('  ', @name, ' ')"/>
      <xsl:for-each select="sq">
        <xsl:variable name="hl">
          <xsl:call-template name="highlighted">
            <xsl:with-param name="spans" select="$spans"/>
            <xsl:with-param name="r" select="$r"/>
            <xsl:with-param name="c" select="number(@col)"/>
          </xsl:call-template>
        </xsl:variable>
        <xsl:choose>
          <xsl:when test="$hl != '' and @tile">[</xsl:when>
          <xsl:otherwise><xsl:text> </xsl:text></xsl:otherwise>
        </xsl:choose>
        <xsl:choose>
          <xsl:when test="@tile and @blank = 'yes'">
            <xsl:value-of select="translate(@tile, $upper, $lower)"/>
          </xsl:when>
          <xsl:when test="@tile"><xsl:value-of select="@tile"/></xsl:when>
          <xsl:when test="@premium = '3W'">=</xsl:when>
          <xsl:when test="@premium = '2W'">-</xsl:when>
          <xsl:when test="@premium = '3L'">"</xsl:when>
          <xsl:when test="@premium = '2L'">'</xsl:when>
          <xsl:when test="@premium = 'centre'">*</xsl:when>
          <xsl:otherwise>.</xsl:otherwise>
        </xsl:choose>
        <xsl:choose>
          <xsl:when test="$hl != '' and @tile">]</xsl:when>
          <xsl:otherwise><xsl:text> </xsl:text></xsl:otherwise>
        </xsl:choose>
      </xsl:for-each>
      <xsl:value-of select="concat('  ', @name, '&#10;')"/>
    </xsl:for-each>
    <xsl:value-of select="$numbers"/>
  </xsl:template>

</xsl:stylesheet>
