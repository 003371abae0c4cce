game show 1
player list
