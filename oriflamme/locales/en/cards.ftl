# Cards: names and their forms, kind, ability text (English, a 4th language; never a fallback).
#
# card-<id> = the bare name; attributes: .def (the Archer), .indef (an Archer),
#   .poss (their Archer), .gender (m, f, n: n for things, so "itself").

## Base game

card-archer = Archer
    .def = the Archer
    .indef = an Archer
    .poss = their Archer
    .gender = m

card-soldier = Soldier
    .def = the Soldier
    .indef = a Soldier
    .poss = their Soldier
    .gender = m

card-spy = Spy
    .def = the Spy
    .indef = a Spy
    .poss = their Spy
    .gender = m

card-heir = Heir
    .def = the Heir
    .indef = an Heir
    .poss = their Heir
    .gender = m

card-shapeshifter = Shapeshifter
    .def = the Shapeshifter
    .indef = a Shapeshifter
    .poss = their Shapeshifter
    .gender = m

card-lord = Lord
    .def = the Lord
    .indef = a Lord
    .poss = their Lord
    .gender = m

card-assassination = Assassination
    .def = the Assassination
    .indef = an Assassination
    .poss = their Assassination
    .gender = n

card-royal_decree = Royal Decree
    .def = the Royal Decree
    .indef = a Royal Decree
    .poss = their Royal Decree
    .gender = n

card-ambush = Ambush
    .def = the Ambush
    .indef = an Ambush
    .poss = their Ambush
    .gender = n

card-conspiracy = Conspiracy
    .def = the Conspiracy
    .indef = a Conspiracy
    .poss = their Conspiracy
    .gender = n

## Ablaze

card-prince = Prince
    .def = the Prince
    .indef = a Prince
    .poss = their Prince
    .gender = m

card-twin = Twin
    .def = the Twin
    .indef = a Twin
    .poss = their Twin
    .gender = m

card-schemer = Schemer
    .def = the Schemer
    .indef = a Schemer
    .poss = their Schemer
    .gender = f

card-queen = Queen
    .def = the Queen
    .indef = a Queen
    .poss = their Queen
    .gender = f

card-cutthroat = Cutthroat
    .def = the Cutthroat
    .indef = a Cutthroat
    .poss = their Cutthroat
    .gender = m

card-apothecary = Apothecary
    .def = the Apothecary
    .indef = an Apothecary
    .poss = their Apothecary
    .gender = m

card-felon = Felon
    .def = the Felon
    .indef = a Felon
    .poss = their Felon
    .gender = m

card-substitution = Substitution
    .def = the Substitution
    .indef = a Substitution
    .poss = their Substitution
    .gender = n

card-bribery = Bribery
    .def = the Bribery
    .indef = a Bribery
    .poss = their Bribery
    .gender = n

card-combination = Combination
    .def = the Combination
    .indef = a Combination
    .poss = their Combination
    .gender = n

card-trap = Trap
    .def = the Trap
    .indef = a Trap
    .poss = their Trap
    .gender = n

## Alliance

card-empress = Empress
    .def = the Empress
    .indef = an Empress
    .poss = their Empress
    .gender = f

card-fanatic = Fanatic
    .def = the Fanatic
    .indef = a Fanatic
    .poss = their Fanatic
    .gender = m

card-informant = Informant
    .def = the Informant
    .indef = an Informant
    .poss = their Informant
    .gender = f

card-diplomat = Diplomat
    .def = the Diplomat
    .indef = a Diplomat
    .poss = their Diplomat
    .gender = f

card-deserter = Deserter
    .def = the Deserter
    .indef = a Deserter
    .poss = their Deserter
    .gender = m

card-judge = Judge
    .def = the Judge
    .indef = a Judge
    .poss = their Judge
    .gender = m

card-insurrection = Insurrection
    .def = the Insurrection
    .indef = an Insurrection
    .poss = their Insurrection
    .gender = n

card-extortion = Extortion
    .def = the Extortion
    .indef = an Extortion
    .poss = their Extortion
    .gender = n

card-infiltration = Infiltration
    .def = the Infiltration
    .indef = an Infiltration
    .poss = their Infiltration
    .gender = n

card-pact = Pact
    .def = the Pact
    .indef = a Pact
    .poss = their Pact
    .gender = n

## A face-down card the reader cannot see (card = None in events)

card-hidden = card
    .def = a card
    .indef = a card
    .poss = a card of theirs
    .gender = n

## Kind

kind-character = Character
kind-intrigue = Intrigue

## Abilities

ability-archer = Eliminate the first or the last card of the queue.
ability-soldier = Eliminate an adjacent card.
ability-spy = Steal 1 influence from a player who has a card adjacent to this one.
ability-heir = If there is no other revealed card with the same name, gain 2 influence.
ability-shapeshifter = Copy the ability of an adjacent character.
ability-lord = Gain 1 influence, plus 1 for each adjacent card of your family.
ability-assassination = Eliminate any card in the queue. Discard the Assassination.
ability-royal_decree = Move a card anywhere in the queue, except onto another card. Discard the Royal Decree.
ability-ambush =
    Discard the influence on the Ambush, then gain 1 influence. Discard the Ambush.
    OR
    If the Ambush is eliminated by an opponent's card, discard that card and gain 4 influence.
ability-conspiracy = Gain twice the influence on the Conspiracy. Discard the Conspiracy.

ability-prince = If you revealed it yourself, put your Twin into the queue. Gain 1 influence. As soon as the Prince is eliminated, discard the Twin of its family unless it is covered.
ability-twin = Gain 1 influence. As soon as the Twin is eliminated, discard the Prince of its family unless it is covered.
ability-schemer = Discard this card if it is adjacent to a stack of cards. Otherwise, gain 1 influence.
ability-queen = Gain 2 influence. A player who eliminates another player's Queen gains 1 more influence.
ability-cutthroat = Eliminate an adjacent card and every revealed card of the other players with the same name. If only one card was eliminated, do not gain the influence for eliminating.
ability-apothecary = Eliminate a card adjacent to another card of your family.
ability-felon = Every player loses 1 influence for each card of their family adjacent to this card.
ability-substitution = Eliminate an adjacent card. If it was another family's character, replace it with the same character of your family, face up (from your discard or your three set-aside cards). Discard this card.
ability-bribery = Put your bribery token on a revealed character of another player (not in a stack). That character now belongs to your family. Discard this card.
ability-combination = Discard this card. Apply the ability of a revealed character of your family. Each influence token on the Combination may be taken or discarded to apply an ability again.
ability-trap = If you revealed it yourself, discard the influence on it and gain 1 influence. Discard this card. If it is eliminated by another player's card, discard that card and take 3 influence from that player.

ability-empress = Gain 2 influence. Put 1 influence on a face-down card of an opponent.
ability-fanatic = Gain 1 influence. If you have no other revealed card in the queue, gain 1 more influence.
ability-informant =
    Gain as much influence as lies on the adjacent face-down cards of your opponents.
    OR
    Swap this card with a card from your hand, played face down.
ability-diplomat =
    Gain 1 influence. Put 2 influence on another revealed Diplomat.
    OR
    Take all the influence on this card, then discard it.
ability-deserter = Eliminate an adjacent card. If it was a character, gain 1 more influence. Then discard the Deserter unless a revealed character is adjacent to it.
ability-judge =
    Gain 1 influence. Put a verdict token on any card in the queue.
    OR
    Eliminate a card that carries a verdict token.
ability-insurrection = Discard 1 influence from this card to reveal it. Eliminate both adjacent cards, then turn this card face down again.
ability-extortion =
    Discard the influence on this card and gain 1 influence. Discard this card.
    OR
    If the Extortion is eliminated by an opponent's card, gain 2 influence for each card of that opponent in the queue. That player discards 1 influence from each of their face-down cards.
ability-infiltration =
    Put 1 influence on each of your face-down cards. Keep this card.
    ❖ Whenever you eliminate a face-down card, gain 2 more influence.
ability-pact =
    Keep this card. The influence on it stays there.
    ❖ At the start of each round, if you have at least 1 card in the queue, gain as much influence as lies on the Pact.
