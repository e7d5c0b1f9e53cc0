## The library of card combinations (issue 13, tutorials/combos/)

combos-library = Combos
combo-decree-twice-title = The Decree: a second time
combo-decree-twice-text = The Royal Decree moves the Heir, already resolved, to the end of the queue: the Heir resolves a second time and red gains 2 + 2 influence.
combo-shapeshifter-heir-title = The Shapeshifter and the Heir
combo-shapeshifter-heir-text = The Shapeshifter copies the Heir while no other Heir is revealed: red gains 2 influence.
combo-ambush-trap-title = The Ambush on a stack
combo-ambush-trap-text = The Ambush on top of the Conspiracy: blue's Soldier eliminates the Ambush, red gains 4 influence, the Soldier is discarded, and the Conspiracy brings 6 more.
combo-lords-court-title = The Lord's court
combo-lords-court-text = The Lord between two cards of its family: 1 influence plus 1 for each adjacent one — red gains 3.
combo-archer-conspiracy-title = The Archer against the Conspiracy
combo-archer-conspiracy-text = The Conspiracy at the end of the queue is still face down: blue's Archer eliminates it, its 2 influence go back to the supply and blue gains 1 for the elimination.
combo-assassination-ambush-title = The Assassination hits an Ambush
combo-assassination-ambush-text = The Assassination may eliminate any card, but this one is an Ambush: blue gains 1 influence for the elimination, red gains 4, and the Assassination is discarded.
combo-combination-queen-title = The Queen twice more
combo-combination-queen-text = The Combination is discarded first; it applies the revealed Queen's ability, and the token on it applies it once more: red gains 2 + 2 influence.
combo-cutthroat-queens-title = The Cutthroat and the Queens
combo-cutthroat-queens-text = The Cutthroat eliminates blue's Queen beside it and green's revealed Queen: red gains 2 influence for the eliminations and 1 more for each Queen.
combo-infiltration-deserter-title = The Infiltration and the Deserter
combo-infiltration-deserter-text = The Infiltration puts 1 influence on the Deserter; the Deserter eliminates the face-down Empress: red gains 1 from the Deserter, 1 for the elimination, 2 for the Infiltration and 1 for a character — 5 in all.
combo-trap-soldier-title = A Trap for the Soldier
combo-trap-soldier-text = A mixed table: blue's Soldier eliminates red's Trap; the Soldier is discarded and red takes 3 influence from blue.
combo-extortion-soldier-title = The Extortion and the Soldier
combo-extortion-soldier-text = A mixed table: blue's Soldier eliminates red's Extortion; red gains 2 influence for each of blue's 3 cards in the queue — 6 — and blue's face-down cards lose 1 influence each.
combo-archer-extortion-title = The Archer and the Extortion
combo-archer-extortion-text = A mixed table: red's Archer eliminates the last card — blue's Extortion; red gains 1 influence, and blue 2 for each of red's 2 cards in the queue: 4.
