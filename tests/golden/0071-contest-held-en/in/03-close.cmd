contest held Flacara
+7 days
tick
contest held Flacara release 1
contest held Flacara release x
contest held Flacara reject 1
contest held Flacara
contest standings Flacara
