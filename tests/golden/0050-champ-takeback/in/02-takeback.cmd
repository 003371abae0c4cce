game takeback 1 --reason "ana a scris VIN în loc de VINE (she meant VINE)"
