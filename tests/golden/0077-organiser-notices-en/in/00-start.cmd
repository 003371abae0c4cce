championship create Scurt --seed scurt --rated
championship join Scurt ana bogdan
championship start Scurt
tick
+4 days
tick
