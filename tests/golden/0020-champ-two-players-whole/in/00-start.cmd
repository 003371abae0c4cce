championship create Cupa --seed cupa-doi
championship join Cupa ana bogdan
championship start Cupa
championship show Cupa
game show 1
