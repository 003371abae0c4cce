contest show Rapid
contest held Rapid release 2
contest held Rapid release 3
contest held Rapid reject 1
contest show Rapid
contest show Rapid --json
