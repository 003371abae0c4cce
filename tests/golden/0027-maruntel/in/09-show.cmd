game show 1
game gcg 1
