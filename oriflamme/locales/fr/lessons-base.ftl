# Textes des leçons du jeu de base (tutorials/base). Vous jouez la famille rouge, l’adversaire est Bleu.
# Termes de la règle : File d’Influence, points d’influence, face cachée/visible, éliminer, défausser, pile.

## Chapitre 1. Le but du jeu

lesson-goal-title = Le but : les points d’influence
lesson-goal-intro = Le joueur qui a le plus de points d’influence à la fin du 6e tour gagne. Chaque joueur commence avec 1 point d’influence.
lesson-goal-intro-2 = Chaque famille a 10 cartes : 3 sont écartées, 7 vont en main. À chaque tour, chacun pose une carte face cachée dans la File d’Influence ; puis les cartes de la File se résolvent l’une après l’autre.
lesson-goal-intro-3 = Ici, vous n’avez que 2 cartes en main : posez-en une et finissez le tour avec au moins 3 points.
lesson-goal-goal = Finissez le tour avec au moins 3 points d’influence.
lesson-goal-hint-1 = L’Héritier rapporte 2 points d’influence quand il se résout.
lesson-goal-hint-2 = Posez l’Héritier dans la File, puis révélez-le quand la résolution l’atteint.
lesson-goal-success = Bravo ! Les points d’influence devant vous sont votre score. Une carte face cachée n’agit pas tant que vous ne la révélez pas ; une carte révélée se résout à chaque tour, quand la résolution l’atteint.
lesson-goal-wrong-bank = Vous avez laissé la carte face cachée : le point est posé sur la carte, pas devant vous. Pour gagner des points maintenant, révélez-la.
lesson-goal-wrong-lord = Seul dans la File, le Seigneur ne rapporte qu’un point : vous finiriez le tour avec 2. L’Héritier, lui, rapporte 2.

## Chapitre 2. La phase de placement

lesson-placement-ends-title = Au début ou à la fin de la File
lesson-placement-ends-intro = Au premier tour, une nouvelle carte se pose soit au début de la File, soit à la fin. La File se résout du début à la fin : la place décide qui agit en premier.
lesson-placement-ends-intro-2 = Bleu a déjà posé un Soldat face cachée. Le Soldat élimine une carte adjacente.
lesson-placement-ends-intro-3 = Votre Archer, lui, élimine la première ou la dernière carte de la File. Éliminez le Soldat bleu avec lui.
lesson-placement-ends-goal = Éliminez le Soldat bleu avec votre Archer.
lesson-placement-ends-hint-1 = La carte au début de la File se résout la première. Qui doit agir en premier : votre Archer ou le Soldat ?
lesson-placement-ends-hint-2 = Posez l’Archer au début, révélez-le et éliminez la dernière carte, le Soldat.
lesson-placement-ends-success = Oui ! La carte au début de la File se résout la première. On pose une nouvelle carte au début ou à la fin de la File (dès le deuxième tour, aussi sur l’une de ses propres cartes, en pile), jamais entre deux cartes.
lesson-placement-ends-wrong-end = À la fin de la File, votre Archer se résout après le Soldat, et le Soldat élimine sa voisine : votre Archer.
lesson-placement-ends-wrong-self = L’Archer peut s’éliminer lui-même, puisqu’il est la première carte. Mais la cible, c’est le Soldat, la dernière carte.
lesson-placement-ends-wrong-heir = L’Héritier n’élimine personne : le Soldat bleu reste dans la File et élimine sa voisine, votre Héritier. Seul l’Archer peut atteindre le Soldat.
lesson-placement-ends-wrong-bank = Laissé face cachée, l’Archer n’agit pas. Puis le Soldat bleu se révèle et élimine sa voisine : votre Archer.

lesson-placement-stacks-title = Les piles : dès le 2e tour
lesson-placement-stacks-intro = Dès le 2e tour, une carte peut aussi se poser sur une carte de votre famille dans la File : c’est une pile.
lesson-placement-stacks-intro-2 = Jamais entre deux piles, jamais sur la carte d’un autre joueur.
lesson-placement-stacks-intro-3 = L’Héritier bleu est au milieu de la File, à côté de votre Seigneur. Votre Soldat élimine une carte adjacente.
lesson-placement-stacks-goal = Éliminez l’Héritier bleu avec votre Soldat.
lesson-placement-stacks-hint-1 = Le Soldat élimine une carte adjacente. À côté de l’Héritier se trouve votre Seigneur.
lesson-placement-stacks-hint-2 = Posez le Soldat sur votre Seigneur, révélez le Soldat et éliminez l’Héritier.
lesson-placement-stacks-success = Exactement ! Une pile sur votre carte place la nouvelle carte au milieu de la File, hors de portée autrement. La carte recouverte n’agit pas tant qu’elle est recouverte.
lesson-placement-stacks-illegal-not-own = On ne peut poser une carte que sur une pile dont la carte du dessus est à vous.
lesson-placement-stacks-wrong-ends = Au bord de la File, le Soldat n’a qu’une voisine : le Seigneur bleu au début, votre Seigneur à la fin. L’Héritier est hors de sa portée.
lesson-placement-stacks-wrong-bank = Le Soldat est resté face cachée : il n’a rien éliminé, et l’Héritier bleu est toujours là.
lesson-placement-stacks-wrong-spy = L’Espion n’élimine personne : il vole seulement 1 point. L’Héritier bleu reste dans la File ; seul le Soldat peut l’éliminer.

## Chapitre 3. La phase de résolution

lesson-resolution-reveal-bank-title = Révéler ou laisser face cachée
lesson-resolution-reveal-bank-intro = Quand la phase de résolution atteint votre carte face cachée, vous choisissez : la révéler ou la laisser face cachée.
lesson-resolution-reveal-bank-intro-2 = Révélée, elle vous donne les points d’influence posés dessus et applique sa capacité. Laissée face cachée, elle reçoit 1 point de la réserve, pour plus tard.
lesson-resolution-reveal-bank-intro-3 = Votre Seigneur porte déjà 1 point, et votre Héritier est à côté. Finissez le tour avec au moins 6 points.
lesson-resolution-reveal-bank-goal = Finissez le tour avec au moins 6 points d’influence.
lesson-resolution-reveal-bank-hint-1 = Le Seigneur rapporte 1 point, plus 1 par carte adjacente de votre famille, même face cachée.
lesson-resolution-reveal-bank-hint-2 = Révélez le Seigneur (1 sur la carte + 2), puis révélez l’Héritier (+2).
lesson-resolution-reveal-bank-success = Oui ! En révélant une carte, vous prenez ses points et appliquez sa capacité. Une carte laissée face cachée accumule des points pour plus tard.
lesson-resolution-reveal-bank-wrong-bank-lord = Le Seigneur est resté face cachée : il porte 2 points, mais ils ne sont pas à vous, et sa capacité n’a pas joué.
lesson-resolution-reveal-bank-wrong-bank-heir = L’Héritier est resté face cachée : le point est posé sur la carte, et les 2 points que rapporte sa capacité vous échappent.

lesson-resolution-mandatory-title = Une carte révélée agit toujours
lesson-resolution-mandatory-intro = Une carte révélée n’a plus le choix : à chaque tour, quand la résolution l’atteint, elle applique sa capacité, même contre son propriétaire.
lesson-resolution-mandatory-intro-2 = Votre Soldat doit éliminer une carte adjacente : votre Héritier d’un côté, une carte bleue face cachée de l’autre.
lesson-resolution-mandatory-goal = Éliminez la carte bleue et gardez votre Héritier.
lesson-resolution-mandatory-hint-1 = Le Soldat a deux voisines : votre Héritier et une carte bleue face cachée.
lesson-resolution-mandatory-hint-2 = Éliminez la carte bleue à la fin de la File.
lesson-resolution-mandatory-success = Oui ! La capacité d’une carte révélée est obligatoire : si seules vos cartes sont à côté, le Soldat en élimine une.
lesson-resolution-mandatory-wrong-own = Vous avez éliminé votre propre Héritier. Vous gagnez le point d’élimination, mais perdez une carte qui rapporte 2 à chaque tour.

## Chapitre 4. L’élimination

lesson-elimination-gain-title = Éliminer : +1 et des points perdus
lesson-elimination-gain-intro = Quand votre carte élimine une carte, n’importe laquelle, même une des vôtres, vous gagnez 1 point d’influence.
lesson-elimination-gain-intro-2 = Si la carte éliminée était face cachée, on la révèle et ses points retournent à la réserve.
lesson-elimination-gain-intro-3 = Les cartes éliminées sont posées face visible devant leur propriétaire : tout le monde les voit.
lesson-elimination-gain-intro-4 = La résolution en est à votre Archer. À la fin de la File, Bleu a une carte face cachée qui porte 3 points.
lesson-elimination-gain-goal = Éliminez la carte bleue qui porte 3 points d’influence.
lesson-elimination-gain-hint-1 = Votre Archer élimine la première ou la dernière carte de la File.
lesson-elimination-gain-hint-2 = Éliminez la dernière carte de la File.
lesson-elimination-gain-success = Oui ! Vous gagnez 1 point, et les 3 points de la carte bleue sont perdus : Bleu ne les prendra jamais.
lesson-elimination-gain-wrong-self = L’Archer s’est éliminé lui-même : vous gagnez 1 point, mais la carte bleue et ses 3 points restent, et Bleu va la révéler.

lesson-elimination-gap-title = La File se resserre
lesson-elimination-gap-intro = La carte éliminée sort de la File, qui se resserre : ses deux voisines se retrouvent côte à côte.
lesson-elimination-gap-intro-2 = Ensuite se résout la carte qui se trouve juste après l’emplacement de celle qui vient de se résoudre.
lesson-elimination-gap-intro-3 = Votre Soldat doit maintenant éliminer une carte adjacente. Votre Espion, à la fin de la File, se résoudra plus tard : il vole le propriétaire d’une carte adjacente.
lesson-elimination-gap-goal = Gagnez au moins 2 points d’influence pendant ce tour.
lesson-elimination-gap-hint-1 = Votre Espion vole le propriétaire d’une carte adjacente. Qui sera sa voisine après l’élimination ?
lesson-elimination-gap-hint-2 = Avec le Soldat, éliminez l’Héritier bleu ; puis, avec l’Espion, volez Bleu.
lesson-elimination-gap-success = Oui ! Vous avez éliminé l’Héritier, la carte bleue face cachée est restée voisine de l’Espion, et l’Espion a volé Bleu. Si vous aviez éliminé cette carte, la File se serait resserrée et l’Espion n’aurait plus eu pour voisin que votre Soldat.
lesson-elimination-gap-wrong-lord = La carte bleue est éliminée, la File se resserre, et la seule voisine de l’Espion est votre Soldat. Se voler soi-même ne rapporte rien.

## Chapitre 5. Les piles

lesson-stacks-protect-title = La pile protège
lesson-stacks-protect-intro = Une carte recouverte n’agit pas, ne peut pas être ciblée et ne reçoit pas de points.
lesson-stacks-protect-intro-2 = Le Soldat bleu s’apprête à éliminer votre Héritier.
lesson-stacks-protect-goal = Gardez votre Héritier dans la File jusqu’à la fin du tour.
lesson-stacks-protect-hint-1 = Le Soldat ne peut éliminer que la carte du dessus d’une pile.
lesson-stacks-protect-hint-2 = Posez une carte sur votre Héritier.
lesson-stacks-protect-success = Oui ! Le Soldat a éliminé la carte du dessus et l’Héritier est sauf. Il n’est plus recouvert et agira au prochain tour.
lesson-stacks-protect-wrong-beside = L’Héritier n’était pas recouvert et le Soldat l’a éliminé. Seule une carte posée dessus le protège.

lesson-stacks-cascade-title = La cascade
lesson-stacks-cascade-intro = Quand la carte du dessus quitte une pile, la carte dessous redevient active.
lesson-stacks-cascade-intro-2 = Si la résolution en est justement à cette pile, la carte dessous se résout aussitôt.
lesson-stacks-cascade-intro-3 = Votre Assassinat est posé sur votre Espion révélé.
lesson-stacks-cascade-goal = Éliminez l’Héritier bleu et gagnez au moins 2 points d’influence pendant ce tour.
lesson-stacks-cascade-hint-1 = L’Assassinat élimine n’importe quelle carte, puis il est défaussé. Et l’Espion, alors ?
lesson-stacks-cascade-hint-2 = Révélez l’Assassinat, éliminez l’Héritier, puis volez Bleu avec l’Espion.
lesson-stacks-cascade-success = Oui ! L’Assassinat défaussé, l’Espion est redevenu la carte du dessus de la pile et s’est résolu aussitôt. Un coup, deux actions.
lesson-stacks-cascade-wrong-bank = L’Assassinat est resté face cachée et recouvre l’Espion : aucune des deux cartes n’a agi.
lesson-stacks-cascade-wrong-lord = Vous avez éliminé le Seigneur : l’Héritier reste dans la File et rapporte 2 à Bleu.
lesson-stacks-cascade-wrong-self = L’Assassinat s’est éliminé lui-même : vous gagnez 1 point et l’Espion agit, mais l’Héritier bleu reste et rapporte 2 à Bleu.

## Chapitre 6. La fin de la partie

lesson-end-tokens-title = Les points sur les cartes ne comptent pas
lesson-end-tokens-intro = La partie se termine après le 6e tour. Seuls comptent les points d’influence devant les joueurs ; ceux restés sur des cartes de la File sont perdus.
lesson-end-tokens-intro-2 = Voici la dernière phase de résolution de la partie. Votre Seigneur, face cachée, porte 3 points.
lesson-end-tokens-goal = Gagnez la partie.
lesson-end-tokens-hint-1 = Votre Seigneur porte 3 points. Sont-ils à vous tant qu’ils sont sur la carte ?
lesson-end-tokens-hint-2 = Révélez le Seigneur.
lesson-end-tokens-success = Oui ! En fin de partie, les points sur les cartes ne comptent pas : prenez-les à temps.
lesson-end-tokens-wrong-bank = Les points sont restés sur le Seigneur, et en fin de partie ils ne comptent pas. Bleu gagne.

lesson-end-tiebreak-title = L’égalité
lesson-end-tiebreak-intro = En cas d’égalité, la règle donne la victoire au joueur qui a le plus de cartes de sa famille dans la File d’Influence. Elle ne dit rien des cartes recouvertes : comme les règles d’Embrasement et d’Alliance, nous ne comptons que la carte du dessus de chaque pile.
lesson-end-tiebreak-intro-2 = Si l’égalité persiste, la règle ne dit rien : nous considérons la victoire comme partagée.
lesson-end-tiebreak-intro-3 = C’est le 6e tour : Bleu et vous avez 4 points chacun et un Héritier chacun dans la File.
lesson-end-tiebreak-goal = Gagnez la partie.
lesson-end-tiebreak-hint-1 = Vous aurez autant de points que Bleu. Combien de vos cartes resteront dans la File ?
lesson-end-tiebreak-hint-2 = Posez le Complot à la fin de la File et laissez-le face cachée.
lesson-end-tiebreak-success = Oui ! Égalité de points, et vous gagnez grâce à vos cartes du dessus dans la File : 2 contre 1.
lesson-end-tiebreak-wrong-reveal = Le Complot ne portait aucun point : il ne rapporte rien et il est défaussé. Autant de cartes de chaque côté : victoire partagée.
lesson-end-tiebreak-wrong-cover = Posée sur votre Héritier, la carte le recouvre : vous n’avez toujours qu’une carte sur le dessus dans la File, comme Bleu. Et tant que votre Héritier est recouvert, l’Héritier bleu est seul révélé et gagne 2.

## Chapitre 7. Les cartes

lesson-card-archer-title = L’Archer
lesson-card-archer-intro = L’Archer élimine la première ou la dernière carte de la File, à vous ou non, face visible ou cachée.
lesson-card-archer-intro-2 = Votre Archer est face cachée au milieu de la File. L’Héritier bleu, à la fin de la File, porte déjà 2 points.
lesson-card-archer-goal = Bleu ne doit pas avoir plus de 2 points d’influence à la fin du tour.
lesson-card-archer-hint-1 = Quelle carte bleue ne s’est pas encore résolue ce tour-ci ?
lesson-card-archer-hint-2 = Révélez l’Archer et éliminez la dernière carte.
lesson-card-archer-success = Oui ! L’Archer atteint les deux extrémités de la File. Une carte face cachée éliminée perd ses points : ils retournent à la réserve.
lesson-card-archer-wrong-lord = Le Seigneur s’était déjà résolu ce tour-ci. L’Héritier reste : Bleu le révèle et gagne 4.
lesson-card-archer-wrong-bank = L’Archer est resté face cachée, et Bleu a révélé l’Héritier.

lesson-card-soldier-title = Le Soldat
lesson-card-soldier-intro = Le Soldat élimine une carte adjacente. Il frappe de près : sa place dans la File décide de tout.
lesson-card-soldier-goal = Éliminez l’Héritier bleu avec le Soldat.
lesson-card-soldier-hint-1 = L’Héritier est la dernière carte de la File.
lesson-card-soldier-hint-2 = Posez le Soldat à la fin, révélez-le et éliminez l’Héritier.
lesson-card-soldier-success = Oui ! Le Soldat élimine une voisine, d’un côté ou de l’autre.
lesson-card-soldier-wrong-start = Au début de la File, la voisine du Soldat est le Seigneur, pas l’Héritier.
lesson-card-soldier-wrong-bank = Le Soldat est resté face cachée : il n’a rien éliminé, et l’Héritier bleu est toujours là.
lesson-card-soldier-wrong-spy = L’Espion vole 1 point mais n’élimine personne : l’Héritier bleu reste dans la File. Seul le Soldat peut l’éliminer.

lesson-card-spy-title = L’Espion
lesson-card-spy-intro = L’Espion vole 1 point d’influence au joueur dont une carte lui est adjacente : il le prend devant ce joueur, jamais sur la carte. Se voler soi-même n’a aucun effet.
lesson-card-spy-intro-2 = Votre Espion est face cachée entre l’Héritier bleu et votre Seigneur.
lesson-card-spy-goal = Finissez le tour avec au moins 5 points d’influence.
lesson-card-spy-hint-1 = L’Espion a deux voisines : l’Héritier bleu et votre Seigneur.
lesson-card-spy-hint-2 = Révélez l’Espion et choisissez l’Héritier bleu.
lesson-card-spy-success = Oui ! L’Espion vous rapporte 1 et en retire 1 à l’adversaire.
lesson-card-spy-wrong-own = Vous avez choisi votre propre carte : on ne se vole pas soi-même.
lesson-card-spy-wrong-bank = L’Espion est resté face cachée et n’a rien volé.

lesson-card-heir-title = L’Héritier
lesson-card-heir-intro = L’Héritier rapporte 2 points d’influence s’il n’y a pas d’autre Héritier révélé et non recouvert dans la File, de n’importe quelle famille.
lesson-card-heir-intro-2 = Deux Héritiers révélés : aucun des deux ne rapporte rien.
lesson-card-heir-intro-3 = L’Héritier bleu est déjà révélé et s’apprête à gagner 2 ce tour-ci.
lesson-card-heir-goal = Empêchez Bleu de gagner des points ce tour-ci.
lesson-card-heir-hint-1 = Votre Héritier révélé bloque aussi celui de Bleu. Encore faut-il qu’il soit révélé à temps.
lesson-card-heir-hint-2 = Posez l’Héritier au début de la File et révélez-le.
lesson-card-heir-success = Oui ! Votre Héritier s’est révélé avant que celui de Bleu ne se résolve : dès lors, aucun des deux ne rapporte rien. Bloquer l’adversaire vaut parfois mieux que gagner soi-même.
lesson-card-heir-wrong-end = À la fin de la File, votre Héritier se révèle après la résolution de celui de Bleu, qui a déjà gagné 2.
lesson-card-heir-wrong-bank = L’Héritier est resté face cachée : l’Héritier bleu est seul révélé et gagne 2.
lesson-card-heir-wrong-soldier-start = Au début de la File, la seule voisine du Soldat est votre Seigneur : le Soldat doit l’éliminer, et l’Héritier bleu gagne 2.
lesson-card-heir-wrong-soldier-end = À la fin de la File, le Soldat se résout après l’Héritier bleu : il peut l’éliminer, mais l’Héritier a déjà gagné 2.
lesson-card-heir-wrong-soldier-bank = Le Soldat est resté face cachée et n’a rien éliminé : l’Héritier bleu se résout et gagne 2.

lesson-card-shapeshifter-title = Le Changeforme
lesson-card-shapeshifter-intro = Le Changeforme copie la capacité d’un personnage adjacent révélé et l’applique depuis sa propre place.
lesson-card-shapeshifter-intro-2 = Le Soldat bleu s’apprête à éliminer votre Héritier.
lesson-card-shapeshifter-goal = Éliminez le Soldat bleu et gardez votre Héritier.
lesson-card-shapeshifter-hint-1 = Et si le Changeforme copiait la capacité du Soldat ?
lesson-card-shapeshifter-hint-2 = Révélez le Changeforme, copiez le Soldat et éliminez le Soldat bleu.
lesson-card-shapeshifter-success = Oui ! Le Changeforme a copié la capacité du Soldat et a éliminé la menace avant qu’elle n’agisse.
lesson-card-shapeshifter-wrong-lord = Copier le Seigneur rapporte 1 point, mais le Soldat bleu va éliminer votre Héritier.
lesson-card-shapeshifter-wrong-lord-target = Vous avez éliminé le Seigneur, pas le Soldat : le Soldat bleu reste dans la File et élimine votre Héritier.
lesson-card-shapeshifter-wrong-bank = Le Changeforme est resté face cachée : rien n’arrête le Soldat bleu, qui élimine votre Héritier.

lesson-card-lord-title = Le Seigneur
lesson-card-lord-intro = Le Seigneur rapporte 1 point d’influence, plus 1 par carte adjacente de votre famille, face visible ou cachée.
lesson-card-lord-intro-2 = Votre Seigneur est au début de la File, et l’Héritier bleu est à côté de lui.
lesson-card-lord-goal = Faites rapporter à votre Seigneur au moins 2 points d’influence pendant ce tour.
lesson-card-lord-hint-1 = Le Seigneur a besoin d’une voisine de votre famille.
lesson-card-lord-hint-2 = Posez le Complot au début de la File, à côté du Seigneur, et laissez-le face cachée.
lesson-card-lord-success = Oui ! Une de vos cartes à côté, et le Seigneur rapporte 1 de plus.
lesson-card-lord-wrong-end = À la fin de la File, le Complot n’est pas à côté du Seigneur : le Seigneur ne rapporte qu’un point.
lesson-card-lord-wrong-reveal = Le Complot ne portait aucun point : il rapporte 0, il est défaussé et le Seigneur n’a plus de voisine à vous.
lesson-card-lord-wrong-cover = Posé sur le Seigneur, le Complot le recouvre au lieu d’être à côté : le Seigneur n’a aucune voisine de votre famille, et tant qu’il est recouvert, il n’agit pas.
lesson-card-lord-wrong-archer-end = À la fin de la File, l’Archer n’est pas à côté du Seigneur : le Seigneur ne rapportera qu’un point.
lesson-card-lord-wrong-archer-cover = L’Archer recouvre votre Seigneur au lieu de se poser à côté. Même quand l’Archer s’élimine lui-même et que le Seigneur redevient la carte du dessus, il n’a aucune voisine de votre famille : il ne rapporte qu’un point.
lesson-card-lord-wrong-archer-self = L’Archer s’est éliminé lui-même : vous avez gagné le point de l’élimination, mais le Seigneur n’a plus de voisine de votre famille et ne rapporte qu’un point.

lesson-card-assassination-title = L’Assassinat
lesson-card-assassination-intro = L’Assassinat élimine une carte n’importe où dans la File, puis il est défaussé.
lesson-card-assassination-intro-2 = À la fin de la File, Bleu a un Complot qui porte 4 points.
lesson-card-assassination-goal = Bleu ne doit pas avoir plus de 3 points d’influence à la fin du tour.
lesson-card-assassination-hint-1 = La vraie menace n’est pas à côté, elle est à la fin de la File.
lesson-card-assassination-hint-2 = Révélez l’Assassinat et éliminez la dernière carte.
lesson-card-assassination-success = Oui ! L’Assassinat atteint n’importe quelle carte, et les 4 points du Complot sont perdus.
lesson-card-assassination-wrong-spy = L’Espion est éliminé, mais Bleu révèle le Complot et gagne 8.
lesson-card-assassination-wrong-bank = L’Assassinat est resté face cachée, et Bleu a révélé le Complot : 8 points.
lesson-card-assassination-wrong-self = L’Assassinat s’est éliminé lui-même : vous gagnez 1 point, mais Bleu révèle le Complot et gagne 8.
lesson-card-assassination-wrong-lord = Vous avez éliminé votre propre Seigneur : +1 pour vous, mais Bleu révèle le Complot et gagne 8.

lesson-card-royal-decree-title = Le Décret Royal
lesson-card-royal-decree-intro = Le Décret Royal déplace une carte n’importe où dans la File (jamais sur une autre carte), puis il est défaussé.
lesson-card-royal-decree-intro-2 = Une carte déplacée avant le Décret ne se résout plus ce tour-ci : la résolution y est déjà passée.
lesson-card-royal-decree-intro-3 = Le Soldat bleu menace votre Héritier.
lesson-card-royal-decree-goal = Gardez votre Héritier dans la File jusqu’à la fin du tour.
lesson-card-royal-decree-hint-1 = Déplacez le Soldat bleu là où la résolution est déjà passée.
lesson-card-royal-decree-hint-2 = Révélez le Décret, choisissez le Soldat et déplacez-le au début de la File.
lesson-card-royal-decree-success = Oui ! Le Soldat s’est retrouvé avant le Décret et ne s’est pas résolu ce tour-ci.
lesson-card-royal-decree-wrong-heir = Une fois le Décret défaussé, la File se resserre et l’Héritier se retrouve à côté du Soldat.
lesson-card-royal-decree-wrong-after = Le Soldat reste après le Décret, à côté de l’Héritier : il va se résoudre et l’éliminer.
lesson-card-royal-decree-wrong-bank = Le Décret est resté face cachée : le Soldat bleu se résout et élimine votre Héritier.

lesson-card-ambush-title = L’Embuscade
lesson-card-ambush-intro = Si une carte adverse élimine votre Embuscade, vous gagnez 4 points d’influence et la carte adverse est défaussée.
lesson-card-ambush-intro-2 = Si vous la révélez vous-même, elle ne rapporte qu’un point.
lesson-card-ambush-intro-3 = Le Soldat bleu doit éliminer une carte adjacente : entre son propre Seigneur et une carte rouge face cachée, il choisira la carte rouge.
lesson-card-ambush-goal = Faites tomber le Soldat bleu dans votre Embuscade.
lesson-card-ambush-hint-1 = L’Embuscade doit être à côté du Soldat, et rester face cachée.
lesson-card-ambush-hint-2 = Posez l’Embuscade au début de la File et laissez-la face cachée.
lesson-card-ambush-success = L’Embuscade a réussi : Bleu gagne 1 pour l’élimination, vous 4, et le Soldat bleu est défaussé.
lesson-card-ambush-wrong-end = À la fin de la File, l’Embuscade n’est pas à côté du Soldat : la seule voisine du Soldat est le Seigneur bleu, que le Soldat doit éliminer.
lesson-card-ambush-wrong-reveal = Révélée, l’Embuscade ne rapporte qu’un point et part à la défausse. Il ne reste au Soldat que le Seigneur bleu à éliminer : l’Embuscade n’a pris personne.
lesson-card-ambush-wrong-spy = Le Soldat élimine bien votre carte… mais c’est l’Espion, pas l’Embuscade : pas de 4 points.
lesson-card-ambush-wrong-spy-end = À la fin de la File, l’Espion n’est pas à côté du Soldat : la seule voisine du Soldat est le Seigneur bleu, que le Soldat doit éliminer. L’Embuscade est restée en main et n’a pris personne.

lesson-card-conspiracy-title = Le Complot
lesson-card-conspiracy-intro = Révélé, le Complot rapporte le double des points posés dessus, puis il est défaussé.
lesson-card-conspiracy-intro-2 = Plus il reste face cachée, plus il rapporte.
lesson-card-conspiracy-intro-3 = Nous sommes au 5e tour sur 6. Votre Complot porte 2 points ; vous avez 3 points, Bleu en a 8.
lesson-card-conspiracy-goal = Gagnez la partie.
lesson-card-conspiracy-hint-1 = Le Complot porte 2 points. Au prochain tour, il peut en porter 3.
lesson-card-conspiracy-hint-2 = Laissez le Complot face cachée ; au 6e tour, posez l’Héritier, puis révélez les deux cartes.
lesson-card-conspiracy-success = Oui ! La patience paie : les 3 points du Complot sont devenus 6.
lesson-card-conspiracy-wrong-early = Révélé maintenant, le Complot ne rapporte que 4 : trop peu pour rattraper Bleu.
lesson-card-conspiracy-wrong-cover = Posée sur le Complot, une carte le recouvre : tant qu’il est recouvert, le Complot ne peut pas être révélé, et à la fin, les points sur les cartes ne comptent pas.
lesson-card-conspiracy-wrong-bank-last = C’est le dernier tour : les points laissés sur une carte face cachée ne compteront pas à la fin. Révélez-la maintenant.
lesson-card-conspiracy-wrong-archer-self = L’Archer s’élimine lui-même : 10 points chacun ; Bleu a plus de cartes sur le dessus dans la File, il l’emporte.
lesson-card-conspiracy-wrong-archer-cover = Posé sur le Complot, l’Archer doit éliminer la première ou la dernière carte de la File. Ici, il s’est éliminé lui-même : le Complot est redevenu la carte du dessus et vous a rapporté 6, mais Bleu et vous avez 10 points chacun, et Bleu a plus de cartes du dessus dans la File : il l’emporte. S’il avait éliminé le Seigneur, l’Archer serait resté sur le Complot, et les points sur le Complot n’auraient pas compté à la fin.

## Chapitre 8. Les enchaînements

lesson-combo-decree-twice-title = Le Décret : une seconde fois
lesson-combo-decree-twice-intro = Le Décret Royal peut déplacer après lui une carte qui s’est déjà résolue : elle se résout alors une seconde fois ce tour-ci.
lesson-combo-decree-twice-intro-2 = Votre Héritier et votre Décret sont face cachée, l’Héritier en premier.
lesson-combo-decree-twice-goal = Faites se résoudre votre Héritier deux fois ce tour-ci.
lesson-combo-decree-twice-hint-1 = L’Héritier s’est déjà résolu. Où le déplacer pour que la résolution l’atteigne encore ?
lesson-combo-decree-twice-hint-2 = Révélez l’Héritier, puis le Décret ; déplacez l’Héritier à la fin de la File.
lesson-combo-decree-twice-success = Oui ! L’Héritier s’est résolu deux fois : +4 en un seul tour.
lesson-combo-decree-twice-wrong-lord = Vous avez choisi le Seigneur bleu, pas l’Héritier : votre Héritier ne se résoudra plus ce tour-ci.
lesson-combo-decree-twice-wrong-bank = Le Décret est resté face cachée : l’Héritier ne bouge pas et ne se résout qu’une fois.
lesson-combo-decree-twice-wrong-bank-heir = Laissé face cachée quand la résolution l’a atteint, l’Héritier n’a rien rapporté : même déplacé après le Décret, sa capacité ne s’appliquera qu’une fois. Révélez-le d’abord.

lesson-combo-ambush-trap-title = L’Embuscade sur une pile
lesson-combo-ambush-trap-intro = Posée sur une pile, l’Embuscade protège la carte dessous et attend l’adversaire.
lesson-combo-ambush-trap-intro-2 = Votre Complot porte 3 points, et le Soldat bleu le vise.
lesson-combo-ambush-trap-goal = Gagnez au moins 10 points d’influence pendant ce tour.
lesson-combo-ambush-trap-hint-1 = Recouvrez le Complot avec l’Embuscade.
lesson-combo-ambush-trap-hint-2 = Posez l’Embuscade sur le Complot, puis révélez le Complot.
lesson-combo-ambush-trap-success = Oui ! L’Embuscade rapporte 4, le Soldat est défaussé, et le Complot, qui n’est plus recouvert, se révèle avec tous ses points et rapporte 6.
lesson-combo-ambush-trap-wrong-end = Le Complot est resté sans protection : le Soldat l’a éliminé et ses 3 points sont perdus.
lesson-combo-ambush-trap-wrong-bank = Le Complot est resté face cachée : il n’a rien rapporté ce tour-ci.
lesson-combo-ambush-trap-wrong-start = Au début de la File, l’Embuscade est bien à côté du Soldat, mais le Complot aussi : Bleu choisit le Complot, et ses 3 points sont perdus.
lesson-combo-ambush-trap-wrong-spy-beside = Un Espion à côté ne protège pas le Complot : le Soldat élimine le Complot, et ses 3 points sont perdus. Seule une carte posée dessus le protège.
lesson-combo-ambush-trap-wrong-spy-cover = L’Espion protège le Complot, mais un Espion éliminé ne vous rapporte rien ; seule l’Embuscade aurait rapporté 4. Ici, 6 en tout, pas 10.

lesson-combo-shapeshifter-heir-title = Le Changeforme et l’Héritier
lesson-combo-shapeshifter-heir-intro = Le Changeforme copie la capacité, pas le nom.
lesson-combo-shapeshifter-heir-intro-2 = En copiant l’Héritier, il cherche un autre Changeforme révélé, pas un Héritier.
lesson-combo-shapeshifter-heir-intro-3 = Il y a déjà deux Héritiers révélés dans la File : aucun des deux ne rapporte rien.
lesson-combo-shapeshifter-heir-goal = Gagnez au moins 2 points d’influence pendant ce tour.
lesson-combo-shapeshifter-heir-hint-1 = Le Changeforme doit être à côté d’un Héritier.
lesson-combo-shapeshifter-heir-hint-2 = Posez le Changeforme au début de la File, révélez-le et copiez l’Héritier.
lesson-combo-shapeshifter-heir-success = Oui ! Le Changeforme qui a copié l’Héritier rapporte 2, alors que les vrais Héritiers ne rapportent rien.
lesson-combo-shapeshifter-heir-wrong-end = À la fin de la File, le Changeforme n’est à côté que du Seigneur : la copie rapporte 1.
lesson-combo-shapeshifter-heir-wrong-bank = Le Changeforme est resté face cachée : il n’a rien copié, et les deux Héritiers révélés ne rapportent rien.
lesson-combo-shapeshifter-heir-wrong-spy = L’Espion rapporte au plus 1 point, et s’il recouvre votre Héritier, c’est l’Héritier bleu qui gagne 2. Seul le Changeforme qui copie un Héritier peut vous rapporter 2.
