championship create "Cupa de iarnă" --seed iarna
championship join "Cupa de iarnă" ana bogdan
championship start "Cupa de iarnă"
game create ana cristi --seed joc-doi
contest create Flacara --variant classic --seed 11 --address concurs@ziar.test
contest start Flacara
