player pending
player approve john
player reject anna --reason "We do not know you: please write to the club first."
player pending
