# the racks are secret until the end
game analysis 1
