championship create Strict --illegal-move pass --seed strict
championship join Strict ana bogdan
championship start Strict
