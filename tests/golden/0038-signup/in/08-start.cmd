championship join Cupa ion
championship start Cupa
