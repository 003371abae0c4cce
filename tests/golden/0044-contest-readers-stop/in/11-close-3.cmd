+7 days
tick
contest show Flacara
