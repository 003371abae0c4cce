+7 days
tick
# The arbiter's decisions on round 1, each with its reason.
contest warn Arbitru dan@example.ro --disciplinary --round 1 --reason "a vorbit cu alt jucător în timpul rundei"
contest annul Arbitru bogdan@example.ro --round 1 --reason "depunere copiată"
contest correct Arbitru "Elena Dumitrescu" --round 1 --score 20 --reason "cuvânt admis la contestație"
contest last-round Arbitru 7
contest last-round Arbitru 6 --reason "prea devreme"
contest standings Arbitru
contest show Arbitru
