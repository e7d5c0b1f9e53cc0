# Cartes : noms et leurs formes, genre, type, texte de la capacité.
#
# card-<id> = le nom seul (« Archer ») ; attributs :
#   .def (l’Archer, la Reine, le Soldat), .indef (un Archer), .de (de l’Archer, du Soldat),
#   .a (à l’Archer, au Soldat), .poss (son Archer, sa Reine, son Embuscade), .gender (m, f).
# Les noms et capacités du jeu de base viennent de la règle française ; les autres
# sont nos traductions, dans la terminologie de cette règle (voir docs/glossary.md).

## Jeu de base

card-archer = Archer
    .def = l’Archer
    .indef = un Archer
    .de = de l’Archer
    .a = à l’Archer
    .poss = son Archer
    .gender = m

card-soldier = Soldat
    .def = le Soldat
    .indef = un Soldat
    .de = du Soldat
    .a = au Soldat
    .poss = son Soldat
    .gender = m

card-spy = Espion
    .def = l’Espion
    .indef = un Espion
    .de = de l’Espion
    .a = à l’Espion
    .poss = son Espion
    .gender = m

card-heir = Héritier
    .def = l’Héritier
    .indef = un Héritier
    .de = de l’Héritier
    .a = à l’Héritier
    .poss = son Héritier
    .gender = m

card-shapeshifter = Changeforme
    .def = le Changeforme
    .indef = un Changeforme
    .de = du Changeforme
    .a = au Changeforme
    .poss = son Changeforme
    .gender = m

card-lord = Seigneur
    .def = le Seigneur
    .indef = un Seigneur
    .de = du Seigneur
    .a = au Seigneur
    .poss = son Seigneur
    .gender = m

card-assassination = Assassinat
    .def = l’Assassinat
    .indef = un Assassinat
    .de = de l’Assassinat
    .a = à l’Assassinat
    .poss = son Assassinat
    .gender = m

card-royal_decree = Décret Royal
    .def = le Décret Royal
    .indef = un Décret Royal
    .de = du Décret Royal
    .a = au Décret Royal
    .poss = son Décret Royal
    .gender = m

card-ambush = Embuscade
    .def = l’Embuscade
    .indef = une Embuscade
    .de = de l’Embuscade
    .a = à l’Embuscade
    .poss = son Embuscade
    .gender = f

card-conspiracy = Complot
    .def = le Complot
    .indef = un Complot
    .de = du Complot
    .a = au Complot
    .poss = son Complot
    .gender = m


## Embrasement

card-prince = Prince
    .def = le Prince
    .indef = un Prince
    .de = du Prince
    .a = au Prince
    .poss = son Prince
    .gender = m

card-twin = Jumeau
    .def = le Jumeau
    .indef = un Jumeau
    .de = du Jumeau
    .a = au Jumeau
    .poss = son Jumeau
    .gender = m

card-schemer = Intrigante
    .def = l’Intrigante
    .indef = une Intrigante
    .de = de l’Intrigante
    .a = à l’Intrigante
    .poss = son Intrigante
    .gender = f

card-queen = Reine
    .def = la Reine
    .indef = une Reine
    .de = de la Reine
    .a = à la Reine
    .poss = sa Reine
    .gender = f

card-cutthroat = Coupe-jarret
    .def = le Coupe-jarret
    .indef = un Coupe-jarret
    .de = du Coupe-jarret
    .a = au Coupe-jarret
    .poss = son Coupe-jarret
    .gender = m

card-apothecary = Apothicaire
    .def = l’Apothicaire
    .indef = un Apothicaire
    .de = de l’Apothicaire
    .a = à l’Apothicaire
    .poss = son Apothicaire
    .gender = m

card-felon = Malfrat
    .def = le Malfrat
    .indef = un Malfrat
    .de = du Malfrat
    .a = au Malfrat
    .poss = son Malfrat
    .gender = m

card-substitution = Substitution
    .def = la Substitution
    .indef = une Substitution
    .de = de la Substitution
    .a = à la Substitution
    .poss = sa Substitution
    .gender = f

card-bribery = Corruption
    .def = la Corruption
    .indef = une Corruption
    .de = de la Corruption
    .a = à la Corruption
    .poss = sa Corruption
    .gender = f

card-combination = Combinaison
    .def = la Combinaison
    .indef = une Combinaison
    .de = de la Combinaison
    .a = à la Combinaison
    .poss = sa Combinaison
    .gender = f

card-trap = Piège
    .def = le Piège
    .indef = un Piège
    .de = du Piège
    .a = au Piège
    .poss = son Piège
    .gender = m


## Alliance

card-empress = Impératrice
    .def = l’Impératrice
    .indef = une Impératrice
    .de = de l’Impératrice
    .a = à l’Impératrice
    .poss = son Impératrice
    .gender = f

card-fanatic = Fanatique
    .def = le Fanatique
    .indef = un Fanatique
    .de = du Fanatique
    .a = au Fanatique
    .poss = son Fanatique
    .gender = m

card-informant = Informatrice
    .def = l’Informatrice
    .indef = une Informatrice
    .de = de l’Informatrice
    .a = à l’Informatrice
    .poss = son Informatrice
    .gender = f

card-diplomat = Diplomate
    .def = la Diplomate
    .indef = une Diplomate
    .de = de la Diplomate
    .a = à la Diplomate
    .poss = sa Diplomate
    .gender = f

card-deserter = Déserteur
    .def = le Déserteur
    .indef = un Déserteur
    .de = du Déserteur
    .a = au Déserteur
    .poss = son Déserteur
    .gender = m

card-judge = Juge
    .def = le Juge
    .indef = un Juge
    .de = du Juge
    .a = au Juge
    .poss = son Juge
    .gender = m

card-insurrection = Insurrection
    .def = l’Insurrection
    .indef = une Insurrection
    .de = de l’Insurrection
    .a = à l’Insurrection
    .poss = son Insurrection
    .gender = f

card-extortion = Extorsion
    .def = l’Extorsion
    .indef = une Extorsion
    .de = de l’Extorsion
    .a = à l’Extorsion
    .poss = son Extorsion
    .gender = f

card-infiltration = Infiltration
    .def = l’Infiltration
    .indef = une Infiltration
    .de = de l’Infiltration
    .a = à l’Infiltration
    .poss = son Infiltration
    .gender = f

card-pact = Pacte
    .def = le Pacte
    .indef = un Pacte
    .de = du Pacte
    .a = au Pacte
    .poss = son Pacte
    .gender = m

## Carte face cachée que le joueur ne voit pas (card = None dans les événements)

card-hidden = carte
    .def = une carte
    .indef = une carte
    .de = d’une carte
    .a = à une carte
    .poss = sa carte
    .gender = f

## Type de carte

kind-character = Personnage
kind-intrigue = Intrigue

## Capacités (jeu de base : texte de la règle ; le reste : notre traduction)

ability-archer = Éliminez la première ou la dernière carte de la File.
ability-soldier = Éliminez une carte adjacente.
ability-spy = Volez 1 jeton à un joueur dont l’une des cartes est adjacente.
ability-heir = S’il n’y a pas d’autre carte révélée du même nom, gagnez 2 jetons.
ability-shapeshifter = Copiez la capacité d’un personnage adjacent.
ability-lord = Gagnez un jeton et 1 jeton supplémentaire par carte adjacente de votre famille.
ability-assassination = Éliminez une carte n’importe où dans la File. Défaussez l’Assassinat.
ability-royal_decree = Déplacez une carte n’importe où dans la File sauf sur une autre carte. Défaussez le Décret Royal.
ability-ambush =
    Défaussez les jetons présents sur l’Embuscade puis gagnez 1 jeton. Défaussez l’Embuscade.
    OU
    Si l’Embuscade est éliminée par une carte adverse, défaussez la carte adverse et gagnez 4 jetons.
ability-conspiracy = Gagnez le double de jetons présents sur le Complot. Défaussez le Complot.

ability-prince = Si vous l’avez révélé vous-même, placez le Jumeau dans la File. Gagnez 1 jeton. Dès que le Prince est éliminé, défaussez le Jumeau de sa famille s’il n’est pas recouvert.
ability-twin = Gagnez 1 jeton. Dès que le Jumeau est éliminé, défaussez le Prince de sa famille s’il n’est pas recouvert.
ability-schemer = Défaussez cette carte si elle est adjacente à une pile de cartes. Sinon, gagnez 1 jeton.
ability-queen = Gagnez 2 jetons. Si un autre joueur élimine la Reine, il gagne 1 jeton supplémentaire.
ability-cutthroat = Éliminez une carte adjacente et toutes les cartes révélées des autres joueurs portant le même nom. Si une seule carte a été éliminée, vous ne gagnez pas de jeton pour l’élimination.
ability-apothecary = Éliminez une carte adjacente à une autre carte de votre famille.
ability-felon = Chaque joueur perd 1 jeton par carte de sa famille adjacente à cette carte.
ability-substitution = Éliminez une carte adjacente. Si c’était un personnage d’une autre famille, remplacez-le par le même personnage de votre famille, face visible (pris dans votre défausse ou parmi vos trois cartes écartées). Défaussez cette carte.
ability-bribery = Placez votre jeton de corruption sur un personnage révélé d’un autre joueur (hors pile). Ce personnage appartient désormais à votre famille. Défaussez cette carte.
ability-combination = Défaussez cette carte. Appliquez la capacité d’un personnage révélé de votre famille. Chaque jeton présent sur la Combinaison peut être gagné ou défaussé pour appliquer une capacité une nouvelle fois.
ability-trap = Si vous l’avez révélé vous-même, défaussez les jetons présents sur le Piège puis gagnez 1 jeton. Défaussez le Piège. S’il est éliminé par une carte adverse, défaussez la carte adverse et prenez 3 jetons au joueur qui l’a éliminé.

ability-empress = Gagnez 2 jetons. Placez 1 jeton sur une carte face cachée d’un adversaire.
ability-fanatic = Gagnez 1 jeton. Si aucune autre de vos cartes n’est révélée dans la File, gagnez 1 jeton supplémentaire.
ability-informant =
    Gagnez autant de jetons qu’il y en a sur les cartes adverses face cachée qui lui sont adjacentes.
    OU
    Échangez cette carte contre une carte de votre main, posée face cachée.
ability-diplomat =
    Gagnez 1 jeton. Placez 2 jetons sur une autre Diplomate révélée.
    OU
    Prenez tous les jetons présents sur cette carte, puis défaussez-la.
ability-deserter = Éliminez une carte adjacente. Si c’était un personnage, gagnez 1 jeton supplémentaire. Puis défaussez le Déserteur si aucun personnage révélé ne lui est adjacent.
ability-judge =
    Gagnez 1 jeton. Placez un jeton Verdict sur une carte de la File.
    OU
    Éliminez une carte portant un jeton Verdict.
ability-insurrection = Défaussez 1 jeton de cette carte pour la révéler. Éliminez les deux cartes adjacentes, puis retournez cette carte face cachée.
ability-extortion =
    Défaussez les jetons présents sur cette carte et gagnez 1 jeton. Défaussez cette carte.
    OU
    Si l’Extorsion est éliminée par une carte adverse, gagnez 2 jetons par carte de cet adversaire dans la File. Ce joueur défausse 1 jeton de chacune de ses cartes face cachée.
ability-infiltration =
    Placez 1 jeton sur chacune de vos cartes face cachée. Conservez cette carte.
    ❖ Quand vous éliminez une carte face cachée, gagnez 2 jetons supplémentaires.
ability-pact =
    Conservez cette carte. Les jetons qui s’y trouvent y restent.
    ❖ Au début de chaque tour, si vous avez au moins 1 carte dans la File, gagnez autant de jetons qu’il y en a sur le Pacte.
