tick
contest show Flacara --round 1
contest standings Flacara
contest show Flacara
