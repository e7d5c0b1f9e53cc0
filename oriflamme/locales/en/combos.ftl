## The library of card combinations (issue 13, tutorials/combos/)

combos-library = Combos
combo-decree-twice-title = The Royal Decree: the Heir a second time
combo-decree-twice-text = The Royal Decree moves the Heir, already resolved, to the end of the queue: the Heir resolves a second time and Red gains 2 + 2 influence.
combo-shapeshifter-heir-title = The Shapeshifter and the Heir
combo-shapeshifter-heir-text = The Shapeshifter copies the ability of the revealed Heir beside it and only checks for other Shapeshifters: Red gains 2 influence, while both revealed Heirs bring nothing.
combo-ambush-trap-title = The Ambush on a stack
combo-ambush-trap-text = The Ambush lies on top of the Conspiracy: Blue's Soldier eliminates the Ambush, Red gains 4 influence, the Soldier is discarded, and the Conspiracy brings 6 more.
combo-lords-court-title = The Lord's court
combo-lords-court-text = The Lord between two cards of its family: 1 influence plus 1 for each adjacent one — Red gains 3.
combo-archer-conspiracy-title = The Archer against the Conspiracy
combo-archer-conspiracy-text = The Conspiracy at the end of the queue is still face down: Blue's Archer eliminates it, its 2 influence go back to the supply and Blue gains 1 for the elimination.
combo-assassination-ambush-title = The Assassination hits an Ambush
combo-assassination-ambush-text = The Assassination may eliminate any card, but this one is an Ambush: Blue gains 1 influence for the elimination, Red gains 4, and the Assassination is discarded.
combo-combination-queen-title = The Queen twice more
combo-combination-queen-text = The Combination is discarded first; then Red applies the revealed Queen's ability, and the influence that lay on the Combination applies it once more: Red gains 2 + 2 influence.
combo-cutthroat-queens-title = The Cutthroat and the Queens
combo-cutthroat-queens-text = The Cutthroat eliminates Blue's adjacent Queen and Green's revealed Queen: Red gains 2 influence for the two eliminations and 1 more for each Queen.
combo-infiltration-deserter-title = The Infiltration and the Deserter
combo-infiltration-deserter-text = The Infiltration puts 1 influence on the Deserter; the Deserter eliminates the face-down Empress: Red gains 1 from the Deserter, 1 for the elimination, 2 for the Infiltration and 1 for a character — 5 in all.
combo-trap-soldier-title = The Soldier and the Trap
combo-trap-soldier-text = Families from different editions: Blue's Soldier eliminates a face-down card of Red's — it is the Trap; the Soldier is discarded and Red takes 3 influence from Blue.
combo-extortion-soldier-title = The Extortion and the Soldier
combo-extortion-soldier-text = Families from different editions: Blue's Soldier eliminates Red's Extortion; Red gains 2 influence for each of Blue's 3 top cards in the queue — 6 — and each of Blue's face-down top cards that carries influence returns 1 to the supply.
combo-archer-extortion-title = The Archer and the Extortion
combo-archer-extortion-text = Families from different editions: Red's Archer eliminates the last card — Blue's Extortion; Red gains 1 influence, and Blue 2 for each of Red's 2 top cards in the queue: 4.
