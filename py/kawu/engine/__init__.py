"""The rules engine: cards, tricks, Hearts and Spades, deals, records (the save format), undo,
the decided-hand test and the errors refused at the edge. It imports nothing else of kawu."""
