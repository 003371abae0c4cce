game create ana bogdan --variant maruntel --seed marunt
game show 1
