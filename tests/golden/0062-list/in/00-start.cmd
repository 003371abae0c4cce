championship create "Cupa de iarnă" --seed iarna
championship join "Cupa de iarnă" ana bogdan
championship start "Cupa de iarnă"
game create ana cristi --seed joc-doi
game create ana cristi --seed joc-trei
contest create Flacara --variant classic --seed 11 --address concurs@ziar.test
contest start Flacara
contest create Luceafarul --variant classic --seed 12 --address luceafarul@ziar.test
contest start Luceafarul
