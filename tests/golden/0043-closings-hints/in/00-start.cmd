game create ana bogdan --seed joc-doi
contest create Flacara --variant classic --seed 11 --address concurs@ziar.test
contest start Flacara
