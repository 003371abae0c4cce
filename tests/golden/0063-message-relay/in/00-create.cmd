game create ana bogdan --seed joc-doi
