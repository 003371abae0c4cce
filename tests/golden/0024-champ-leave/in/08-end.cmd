championship show Concediu
game show 1
