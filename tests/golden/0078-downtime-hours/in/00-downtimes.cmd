championship create Scurt --seed scurt
championship join Scurt ana bogdan
championship start Scurt
tick
+61 minutes
tick
+90 minutes
tick
+1200 minutes
tick
+1230 minutes
tick
