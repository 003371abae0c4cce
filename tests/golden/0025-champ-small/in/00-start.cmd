championship create Mic --rated --seed mic
championship join Mic ana bogdan dan elena
championship start Mic
championship show Mic
