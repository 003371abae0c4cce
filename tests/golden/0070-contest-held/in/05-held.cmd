contest held Flacara
contest held Flacara reject 1
contest held Flacara release 2
contest held Flacara release 2
contest held Flacara
contest show Flacara
