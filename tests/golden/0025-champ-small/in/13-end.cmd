championship show Mic
championship standings Mic
championship standings Mic --ratings
championship crosstable Mic
game show 3
game show 6
