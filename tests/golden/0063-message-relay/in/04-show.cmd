game show 1
