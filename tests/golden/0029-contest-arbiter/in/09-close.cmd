+7 days
tick
contest cancel-round Arbitru --round 2 --reason "literele anunțate greșit în ziar"
contest eliminate Arbitru dan@example.ro --reason "a trimis depunerile altui jucător"
contest standings Arbitru
contest show Arbitru --round 2
