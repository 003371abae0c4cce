championship create Cupa --seed iarna
championship join Cupa ana bogdan
championship start Cupa
