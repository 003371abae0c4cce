championship create Concediu --leave-days 10 --seed concediu
championship join Concediu ana bogdan
championship start Concediu
championship show Concediu
