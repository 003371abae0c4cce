game create ana bogdan --seed joc-doi
game create bogdan cristi --seed joc-trei
