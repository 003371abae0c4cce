<?xml version="1.0" encoding="UTF-8"?>
<!-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).

     puzzle-html.xsl: the printable puzzle of a round (puzzle.html) from
     the bulletin of the open round (kind="round"), for a newspaper to print
     as it is: the title, the round, the board drawn large, the rack as
     tiles, the deadline, the variant's rule and exactly how to enter by
     mail (the address, the lines TUR n / H8 CASA 8, the blanks).  One A4
     page in print (@page A4, board 122 mm wide, no navigation, black text
     on white; the premium squares keep their labels so that they read in
     black and white); on a screen the same page, narrower than the others.
     Layout only: the words are in strings.xml (common.xsl's "t"). -->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform">

  <xsl:import href="common.xsl"/>
  <xsl:import href="board.xsl"/>

  <xsl:output method="html" encoding="UTF-8" indent="yes"
      doctype-system="about:legacy-compat"/>
  <xsl:strip-space elements="*"/>

  <xsl:variable name="R" select="/bulletin/round[1]"/>

  <xsl:variable name="puzzle-css">
@page{size:A4 portrait;margin:10mm 13mm}
body.puzzle{max-width:46rem}
.puzzle header{text-align:center;border-bottom:2px solid #1b1b1b;margin-bottom:.6rem}
.puzzle h1{margin:.4rem 0 .1rem}
.puzzle .sub{font-size:1.15rem;margin:0 0 .4rem}
.puzzle figure.board{margin:.4rem auto;max-width:40rem}
.puzzle .facts{display:flex;flex-wrap:wrap;gap:.4rem 2rem;align-items:flex-end;justify-content:space-between}
.puzzle .facts > div{flex:1 1 auto}
.puzzle .deadline{font-size:1.1rem;font-weight:bold}
.puzzle h2{margin-top:1rem}
@media print{
body.puzzle{max-width:none;font-size:10pt;line-height:1.35}
.puzzle h1{font-size:17pt}
.puzzle .sub{font-size:12pt}
.puzzle figure.board{max-width:122mm;margin:1mm auto}
.puzzle svg.board{max-width:122mm !important}
.puzzle svg.rack{max-width:58mm !important}
.puzzle .rack-box{margin:0;flex:0 1 58mm}
.puzzle h2{font-size:12pt;margin:2.5mm 0 1mm}
.puzzle p{margin:1mm 0}
.puzzle pre.entry{font-size:11pt;padding:1mm 4mm;margin:1mm 4mm 1mm 0;background:none;border:1px solid #000;float:left}
.puzzle .legend{font-size:8pt}
}
</xsl:variable>

  <xsl:template match="/">
    <xsl:variable name="title">
      <xsl:call-template name="t">
        <xsl:with-param name="id" select="'puzzle-title'"/>
        <xsl:with-param name="a1" select="$C/@name"/>
      </xsl:call-template>
    </xsl:variable>
    <xsl:variable name="round">
      <xsl:call-template name="t">
        <xsl:with-param name="id" select="'round-n'"/>
        <xsl:with-param name="a1" select="$R/@number"/>
      </xsl:call-template>
    </xsl:variable>
    <html lang="{$L}">
      <xsl:call-template name="head">
        <xsl:with-param name="title" select="concat($title, ' — ', $round)"/>
        <xsl:with-param name="extra-css" select="$puzzle-css"/>
      </xsl:call-template>
      <body class="puzzle">
        <header>
          <h1><xsl:value-of select="$title"/></h1>
          <p class="sub">
            <xsl:value-of select="$round"/>
            <xsl:text> · </xsl:text>
            <xsl:call-template name="variant-name"/>
          </p>
        </header>
        <main>
          <xsl:call-template name="board-figure">
            <xsl:with-param name="b" select="$R/board"/>
            <xsl:with-param name="last" select="string($R/last/@move)"/>
            <xsl:with-param name="max-width" select="'40rem'"/>
            <xsl:with-param name="caption">
              <xsl:call-template name="t"><xsl:with-param name="id" select="'board.before'"/></xsl:call-template>
            </xsl:with-param>
          </xsl:call-template>
          <p class="legend"><xsl:call-template name="t"><xsl:with-param name="id" select="'legend'"/></xsl:call-template></p>
          <div class="facts">
            <div>
              <xsl:call-template name="racks">
                <xsl:with-param name="R" select="$R"/>
              </xsl:call-template>
            </div>
            <p class="deadline">
              <xsl:call-template name="t">
                <xsl:with-param name="id" select="'col.deadline'"/>
              </xsl:call-template>
              <xsl:text>: </xsl:text>
              <xsl:call-template name="date"><xsl:with-param name="iso" select="$R/@deadline"/><xsl:with-param name="deadline" select="true()"/></xsl:call-template>
            </p>
          </div>
          <p><xsl:call-template name="variant-rule"/></p>
          <h2><xsl:call-template name="t"><xsl:with-param name="id" select="'howto.head'"/></xsl:call-template></h2>
          <xsl:call-template name="how-to">
            <xsl:with-param name="R" select="$R"/>
          </xsl:call-template>
        </main>
      </body>
    </html>
  </xsl:template>

</xsl:stylesheet>
