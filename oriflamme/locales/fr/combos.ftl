## The library of card combinations (issue 13, tutorials/combos/)
## «Combinaison» is an Ablaze card: the library is «Les enchaînements» (style-fr.md).

combos-library = Les enchaînements
combo-decree-twice-title = Le Décret Royal : l’Héritier une seconde fois
combo-decree-twice-text = Le Décret Royal déplace l’Héritier, déjà résolu, à la fin de la File : l’Héritier est résolu une seconde fois et Rouge gagne 2 + 2 points d’influence.
combo-shapeshifter-heir-title = Le Changeforme et l’Héritier
combo-shapeshifter-heir-text = Le Changeforme copie la capacité de l’Héritier révélé à côté de lui et ne vérifie que l’absence d’autres Changeformes : Rouge gagne 2 points d’influence, tandis que les deux Héritiers révélés ne rapportent rien.
combo-ambush-trap-title = L’Embuscade sur une pile
combo-ambush-trap-text = L’Embuscade recouvre le Complot : le Soldat de Bleu élimine l’Embuscade, Rouge gagne 4 points d’influence, le Soldat est défaussé et le Complot en rapporte encore 6.
combo-lords-court-title = La cour du Seigneur
combo-lords-court-text = Le Seigneur entre deux cartes de sa famille : 1 point d’influence, plus 1 pour chaque carte adjacente — Rouge gagne 3.
combo-archer-conspiracy-title = L’Archer contre le Complot
combo-archer-conspiracy-text = Le Complot, à la fin de la File, est encore face cachée : l’Archer de Bleu l’élimine, ses 2 points d’influence retournent à la réserve et Bleu gagne 1 point pour l’élimination.
combo-assassination-ambush-title = L’Assassinat tombe sur une Embuscade
combo-assassination-ambush-text = L’Assassinat peut éliminer n’importe quelle carte, mais celle-ci est une Embuscade : Bleu gagne 1 point d’influence pour l’élimination, Rouge en gagne 4 et l’Assassinat est défaussé.
combo-combination-queen-title = La Reine, deux fois de plus
combo-combination-queen-text = La Combinaison est d’abord défaussée ; puis Rouge applique la capacité de la Reine révélée, et le point d’influence posé sur la Combinaison permet de l’appliquer encore une fois : Rouge gagne 2 + 2 points d’influence.
combo-cutthroat-queens-title = Le Coupe-jarret et les Reines
combo-cutthroat-queens-text = Le Coupe-jarret élimine la Reine de Bleu adjacente et la Reine révélée de Vert : Rouge gagne 2 points d’influence pour les deux éliminations et 1 de plus pour chaque Reine.
combo-infiltration-deserter-title = L’Infiltration et le Déserteur
combo-infiltration-deserter-text = L’Infiltration pose 1 point d’influence sur le Déserteur ; le Déserteur élimine l’Impératrice face cachée : Rouge gagne 1 point pris sur le Déserteur, 1 pour l’élimination, 2 grâce à l’Infiltration et 1 pour un personnage — 5 en tout.
combo-trap-soldier-title = Le Soldat et le { card-trap }
combo-trap-soldier-text = Des familles d’éditions différentes : le Soldat de Bleu élimine une carte face cachée de Rouge — c’est le { card-trap } ; le Soldat est défaussé et Rouge prend 3 points d’influence à Bleu.
combo-extortion-soldier-title = L’Extorsion et le Soldat
combo-extortion-soldier-text = Des familles d’éditions différentes : le Soldat de Bleu élimine l’Extorsion de Rouge ; Rouge gagne 2 points d’influence pour chacune des 3 cartes du dessus de Bleu dans la File — 6 — et chaque carte face cachée de Bleu qui porte des points en rend 1 à la réserve.
combo-archer-extortion-title = L’Archer et l’Extorsion
combo-archer-extortion-text = Des familles d’éditions différentes : l’Archer de Rouge élimine la dernière carte — l’Extorsion de Bleu ; Rouge gagne 1 point d’influence, et Bleu 2 pour chacune des 2 cartes du dessus de Rouge dans la File, soit 4.
