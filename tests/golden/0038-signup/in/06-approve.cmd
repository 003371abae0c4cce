player pending
player approve maria
player approve maria
