contest create Flacara --variant classic --seed 11 --address concurs@ziar.test
contest start Flacara
