game adjudicate 1 bogdan --reason "ana s-a retras din club (ana withdrew)"
