<?xml version="1.0" encoding="UTF-8"?>
<!-- scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).

     messages-ro.xsl: the Romanian words of the replies, imported by
     reply.xsl.  One template per result code, in mode "ro": "item" for the
     answer to one command line, "notice" for a remark about the whole
     mail; the arguments are the "arg" children (arg[@name='player']).
     The "reply" template holds the fixed pieces (subject, greeting, ...).
     To reword or translate, copy the templates directory, edit this file
     and point the program's templates setting at the copy.

     Write each sentence on one line inside its template (text outside
     xsl:text keeps the spaces and line breaks of the file); a line break
     is <xsl:text>&#10;</xsl:text>.  Paragraphs are wrapped at 78 columns
     by reply.xsl; a line that starts with blanks is a list entry whose
     continuation lines are indented. -->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform">

  <!-- The fixed pieces of the reply. -->
  <xsl:template match="reply" mode="ro">
    <xsl:param name="what"/>
    <xsl:choose>
      <xsl:when test="$what = 'subject'">Răspuns la comenzile dumneavoastră</xsl:when>
      <xsl:when test="$what = 'greeting'">
        <xsl:text>Bună ziua</xsl:text>
        <xsl:if test="normalize-space(to/@name) != ''">
          <xsl:text>, </xsl:text>
          <xsl:value-of select="normalize-space(to/@name)"/>
        </xsl:if>
        <xsl:text>,</xsl:text>
      </xsl:when>
      <xsl:when test="$what = 'intro'">Iată ce s-a întâmplat cu fiecare comandă din mesajul dumneavoastră:</xsl:when>
      <xsl:when test="$what = 'closing'">Cu stimă,<xsl:text>&#10;</xsl:text>Arbitrul</xsl:when>
      <xsl:when test="$what = 'heading'">=================== Versiunea în limba română ===================</xsl:when>
      <xsl:when test="$what = 'footer'">Ajutor: trimiteți un mesaj care conține doar rândul AJUTOR.</xsl:when>
    </xsl:choose>
  </xsl:template>

  <!-- Answers to command lines. -->
  <xsl:template match="item[@code='help']" mode="ro">
    <xsl:text>Comenzile pe care le puteți trimite, câte una pe rând, la începutul mesajului:&#10;</xsl:text>
    <xsl:text>  AJUTOR (sau HELP) – trimite acest ajutor;&#10;</xsl:text>
    <xsl:text>  SIGNON jucător parolă – vă identifică drept jucătorul înscris cu acest nume; comenzile care cer identificare se pun după acest rând;&#10;</xsl:text>
    <xsl:text>  PAROLA parolă-nouă (sau PASSWORD) – vă schimbă parola, după SIGNON;&#10;</xsl:text>
    <xsl:text>  LIMBA ro|en (sau LANGUAGE) – limba în care primiți răspunsurile întâi, după SIGNON;&#10;</xsl:text>
    <xsl:text>  CINESUNT (sau WHOAMI) – arată ca cine vă recunoaște arbitrul;&#10;</xsl:text>
    <xsl:text>  GATA (sau SIGNOFF) – sfârșitul comenzilor: ce urmează nu se mai citește.&#10;</xsl:text>
    <xsl:text>Comenzile pentru partide (mutări, runde, concursuri) sunt descrise în instrucțiunile trimise pentru fiecare partidă sau concurs.</xsl:text>
  </xsl:template>

  <xsl:template match="item[@code='signon.ok']" mode="ro">Sunteți identificat drept jucătorul <xsl:value-of select="arg[@name='player']"/>.</xsl:template>

  <xsl:template match="item[@code='signon.unknown-player']" mode="ro">Nu există niciun jucător înscris cu numele „<xsl:value-of select="arg[@name='player']"/>”. Verificați cum l-ați scris sau cereți organizatorului să vă înscrie.</xsl:template>

  <xsl:template match="item[@code='signon.bad-password']" mode="ro">Parola nu este cea a jucătorului <xsl:value-of select="arg[@name='player']"/>, așa că nu sunteți identificat, iar comenzile care cer identificare nu au fost executate. Verificați parola și trimiteți din nou.</xsl:template>

  <xsl:template match="item[@code='signon.usage']" mode="ro">Comanda SIGNON se scrie astfel: SIGNON jucător parolă (de exemplu: SIGNON popescu.ion parola-mea).</xsl:template>

  <xsl:template match="item[@code='signon.needed']" mode="ro">Comanda <xsl:value-of select="arg[@name='cmd']"/> cere să vă identificați mai întâi: puneți înaintea ei un rând SIGNON jucător parolă. Comanda nu a fost executată.</xsl:template>

  <xsl:template match="item[@code='password.ok']" mode="ro">Parola a fost schimbată. De acum înainte folosiți parola nouă.</xsl:template>

  <xsl:template match="item[@code='password.usage']" mode="ro">Comanda PAROLA se scrie astfel: PAROLA parolă-nouă, pe un rând aflat după SIGNON.</xsl:template>

  <xsl:template match="item[@code='password.too-short']" mode="ro">Parola nouă este prea scurtă: numărul minim de caractere este <xsl:value-of select="arg[@name='min']"/>. Parola veche rămâne valabilă.</xsl:template>

  <xsl:template match="item[@code='password.same-as-name']" mode="ro">Parola nouă nu poate fi identică cu numele de jucător. Parola veche rămâne valabilă.</xsl:template>

  <xsl:template match="item[@code='password.bad-chars']" mode="ro">Parola nouă nu poate conține spații sau caractere de control. Parola veche rămâne valabilă.</xsl:template>

  <xsl:template match="item[@code='signon.no-password']" mode="ro">Jucătorul <xsl:value-of select="arg[@name='player']"/> nu are încă o parolă, așa că nu vă puteți identifica. Cereți organizatorului o parolă.</xsl:template>

  <xsl:template match="item[@code='signon.locked']" mode="ro">Au fost prea multe încercări greșite de identificare pentru jucătorul <xsl:value-of select="arg[@name='player']"/>; identificarea este blocată încă <xsl:value-of select="arg[@name='minutes']"/> minute. Încercați din nou după aceea; dacă nu ați încercat dumneavoastră, anunțați organizatorul.</xsl:template>

  <xsl:template match="item[@code='signoff.ok']" mode="ro">Sfârșitul comenzilor.</xsl:template>

  <xsl:template match="item[@code='language.ok']" mode="ro">De la următorul mesaj veți primi răspunsurile întâi în <xsl:choose><xsl:when test="arg[@name='lang'] = 'en'">engleză</xsl:when><xsl:otherwise>română</xsl:otherwise></xsl:choose>.</xsl:template>

  <xsl:template match="item[@code='language.usage']" mode="ro">Comanda LIMBA se scrie astfel: LIMBA ro sau LIMBA en, pe un rând aflat după SIGNON.</xsl:template>

  <xsl:template match="item[@code='whoami.player']" mode="ro">Sunteți jucătorul <xsl:value-of select="arg[@name='player']"/>, cu adresa înregistrată <xsl:value-of select="arg[@name='email']"/>.</xsl:template>

  <xsl:template match="item[@code='whoami.anonymous']" mode="ro">Nu sunteți identificat. Mesajul a venit de la <xsl:value-of select="arg[@name='addr']"/>; pentru a vă identifica, trimiteți rândul SIGNON jucător parolă.</xsl:template>

  <xsl:template match="item[@code='cmd.unknown']" mode="ro">Nu cunosc comanda „<xsl:value-of select="arg[@name='word']"/>”. Trimiteți AJUTOR pentru lista comenzilor.</xsl:template>

  <xsl:template match="item[@code='cmd.ambiguous']" mode="ro">„<xsl:value-of select="arg[@name='word']"/>” poate fi începutul mai multor comenzi (<xsl:value-of select="arg[@name='candidates']"/>); scrieți comanda mai pe larg.</xsl:template>

  <xsl:template match="item[@code='cmd.too-many']" mode="ro">Mesajul are prea multe comenzi: au fost executate doar primele <xsl:value-of select="arg[@name='max']"/>, iar aceasta și cele care urmează, nu. Trimiteți-le într-un mesaj separat.</xsl:template>

  <xsl:template match="item[@code='cmd.ignored-after-signoff']" mode="ro">Rândurile de după SIGNOFF nu se citesc; acesta a fost ignorat.</xsl:template>

  <!-- Remarks about the mail as a whole. -->
  <xsl:template match="notice[@code='mail.no-commands']" mode="ro">Nu am găsit nicio comandă în mesajul dumneavoastră. Scrieți comenzile în text simplu, câte una pe rând, la începutul mesajului; trimiteți AJUTOR pentru lista comenzilor.</xsl:template>

  <xsl:template match="notice[@code='mail.too-big']" mode="ro">Mesajul dumneavoastră este prea mare (<xsl:value-of select="arg[@name='size']"/> KB; limita este de <xsl:value-of select="arg[@name='max']"/> KB) și nu a fost citit. Trimiteți comenzile într-un mesaj mai scurt, fără atașamente.</xsl:template>

  <xsl:template match="notice[@code='mail.unreadable']" mode="ro">Mesajul dumneavoastră nu a putut fi citit (<xsl:value-of select="arg[@name='detail']"/>). Vă rugăm să-l trimiteți din nou, ca text simplu.</xsl:template>

  <xsl:template match="notice[@code='mail.no-text']" mode="ro">Mesajul dumneavoastră nu are o parte de text pe care s-o pot citi (are, de exemplu, doar atașamente). Scrieți comenzile direct în corpul mesajului.</xsl:template>

  <xsl:template match="notice[@code='mail.too-many-lines']" mode="ro">Mesajul are prea multe rânduri (limita: <xsl:value-of select="arg[@name='max']"/>); au fost citite doar primele <xsl:value-of select="arg[@name='max']"/>.</xsl:template>

  <xsl:template match="notice[@code='mail.other-address']" mode="ro">Acest mesaj a venit de la <xsl:value-of select="arg[@name='from']"/>, care nu este adresa dumneavoastră înregistrată; o copie a acestui răspuns merge și la adresa înregistrată, <xsl:value-of select="arg[@name='registered']"/>.</xsl:template>

  <xsl:template match="notice[@code='mail.copy-for-registered']" mode="ro">Primiți această copie la adresa înregistrată pentru că mesajul la care răspundem a fost trimis în numele dumneavoastră de la <xsl:value-of select="arg[@name='from']"/>. Dacă nu l-ați trimis dumneavoastră, schimbați-vă parola și anunțați organizatorul.</xsl:template>

  <!-- A code without a sentence above: say what happened and show it. -->
  <xsl:template match="item" mode="ro">
    <xsl:choose>
      <xsl:when test="@status = 'ok'">Comanda a fost executată</xsl:when>
      <xsl:when test="@status = 'ignored'">Rândul a fost ignorat</xsl:when>
      <xsl:otherwise>Comanda nu a fost executată</xsl:otherwise>
    </xsl:choose>
    <xsl:text> (cod </xsl:text>
    <xsl:call-template name="code-and-args"/>
    <xsl:text>).</xsl:text>
  </xsl:template>
  <xsl:template match="notice" mode="ro">
    <xsl:text>Observație (cod </xsl:text>
    <xsl:call-template name="code-and-args"/>
    <xsl:text>).</xsl:text>
  </xsl:template>

</xsl:stylesheet>
