game create ana bogdan --seed joc-doi
game show 1
