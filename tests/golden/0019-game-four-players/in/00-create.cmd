game create ana bogdan dan elena --seed joc-patru
