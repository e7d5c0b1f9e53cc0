# Textes des leçons d’Orichalque (tutorials/orichalque). Termes du glossaire
# (docs/glossary.md, section « Orichalque ») : tuile de terrain, carte Action,
# plateau Actions, hoplite, lingot d’orichalque, créature, Titan, bénédiction,
# bâtiment, temple, médaillon d’orichalque, point de victoire, réserve générale
# et réserve personnelle, action supplémentaire, manche. Vous jouez Rouge ; les
# cases de l’île sont nommées comme dans la notation : rangée et numéro (c3).

## Les chapitres du cours

lessons-orichalque-chapter-1 = 1. Le but du jeu
lessons-orichalque-chapter-2 = 2. La mise en place et la métropole
lessons-orichalque-chapter-3 = 3. Le tour d’un joueur : carte et tuile
lessons-orichalque-chapter-4 = 4. Les Titans
lessons-orichalque-chapter-5 = 5. Les actions
lessons-orichalque-chapter-6 = 6. L’action supplémentaire
lessons-orichalque-chapter-7 = 7. La fin de la manche
lessons-orichalque-chapter-8 = 8. La course à la victoire

## Chapitre 1. Le but du jeu

lesson-orichalque-goal-title = Les deux conditions de victoire
lesson-orichalque-goal-intro = Orichalque est une course. Le premier à remplir à la fois les deux conditions gagne : avoir 5 points de victoire et plus aucune créature mythique sur son île.
lesson-orichalque-goal-intro-2 = Les points viennent des Titans (1 par tuile Titan), des temples et des médaillons d’orichalque (1 chacun). Dès que les deux conditions sont remplies, la partie s’arrête, même en pleine manche.
lesson-orichalque-goal-intro-3 = Vous avez déjà 5 points : 2 temples, 2 médaillons et Hypérion. Mais un Cerbère occupe encore le volcan c3.
lesson-orichalque-goal-goal = Gagnez la partie pendant ce tour.
lesson-orichalque-goal-hint-1 = Les points sont là. Qu’est-ce qui vous sépare encore de la victoire ?
lesson-orichalque-goal-hint-2 = Prenez la carte Combat (deuxième emplacement, gratuite), posez sa tuile et battez le Cerbère.
lesson-orichalque-goal-success = Victoire ! Le Cerbère est vaincu, l’île est libre, et vous aviez déjà 5 points : les deux conditions sont remplies, la partie s’arrête aussitôt.
lesson-orichalque-goal-fail = Le Cerbère reste sur l’île : vos 5 points ne suffisent pas encore, il vous faut la carte Combat.
lesson-orichalque-goal-illegal-afford = Vous n’avez qu’un hoplite, et cette carte coûte plus. Les deux premières cartes à gauche sont gratuites.
lesson-orichalque-goal-wrong-build = La carte Construction ne sert à rien ici : rien à construire, et le Cerbère reste sur l’île — pas de victoire.
lesson-orichalque-goal-wrong-other = La Production vous rapporte un lingot d’orichalque, mais le Cerbère reste sur l’île. Seule une île sans créature permet de gagner.
lesson-orichalque-goal-wrong-pass = Sans combat, le Cerbère reste sur l’île et vos 5 points ne vous font pas gagner.

## Chapitre 2. La mise en place et la métropole

lesson-orichalque-metropolis-title = La métropole et les ports
lesson-orichalque-metropolis-intro = En début de partie, chacun a une île vide, 1 hoplite et 1 lingot d’orichalque. Avant votre premier tour, vous posez la tuile Métropole sur votre île : c’est de là que partira l’exploration.
lesson-orichalque-metropolis-intro-2 = La métropole se pose forcément dans l’un des 3 ports : elle couvre la case montrée par la flèche du port et une case voisine. Vous recevez aussitôt de la réserve générale ce que montre ce port.
lesson-orichalque-metropolis-intro-3 = Sur cette île, le port du nord (a2) donne 1 hoplite et 1 lingot d’orichalque, le port de l’est (d6) 2 hoplites, le port du sud-ouest (g2) 2 lingots d’orichalque. La tuile Métropole porte déjà une mine et un camp d’entraînement.
lesson-orichalque-metropolis-goal = Posez la métropole de façon à avoir 3 hoplites.
lesson-orichalque-metropolis-hint-1 = Quel port donne le plus d’hoplites ?
lesson-orichalque-metropolis-hint-2 = Posez la métropole au port de l’est : sur la case d6 et une case voisine.
lesson-orichalque-metropolis-success = Exact : le port de l’est vous a donné 2 hoplites, vous en avez 3. Ce port est désormais utilisé : un port ne rapporte qu’une fois, quand on couvre sa case.
lesson-orichalque-metropolis-illegal-port = La métropole couvre la case d’un port (celle que montre la flèche) et une case voisine de l’île.
lesson-orichalque-metropolis-wrong-north = Le port du nord ne donne qu’un hoplite (et un lingot d’orichalque) : vous aurez 2 hoplites, pas 3.
lesson-orichalque-metropolis-wrong-southwest = Le port du sud-ouest donne 2 lingots d’orichalque, mais aucun hoplite : vous en resterez à 1.

## Chapitre 3. Le tour d’un joueur : carte et tuile

lesson-orichalque-turn-card-title = Phase 1 : choisir une carte Action
lesson-orichalque-turn-card-intro = Un tour compte 5 phases : choisir une carte Action, poser la tuile de terrain, faire l’action de la carte, faire une action supplémentaire et (à deux joueurs seulement) défausser une carte Action. Les deux premières sont obligatoires, et la cinquième aussi à deux joueurs.
lesson-orichalque-turn-card-intro-2 = La carte Action apporte la tuile de terrain posée dessus et fixe l’action de la phase 3. Les deux cartes de gauche du plateau Actions sont gratuites, les autres se paient en hoplites rendus à la réserve générale : la troisième coûte 1 hoplite.
lesson-orichalque-turn-card-intro-3 = Vous avez 5 lingots d’orichalque, juste de quoi forger un médaillon, et un médaillon se forge avec l’action Construction. Vous n’avez qu’un hoplite.
lesson-orichalque-turn-card-goal = Prenez une carte Construction.
lesson-orichalque-turn-card-hint-1 = Il y a deux cartes Construction. Laquelle pouvez-vous payer ?
lesson-orichalque-turn-card-hint-2 = Prenez la troisième carte en partant de la gauche et payez-la 1 hoplite.
lesson-orichalque-turn-card-success = Oui ! Vous avez payé 1 hoplite et pris la carte Construction avec sa tuile, et les cartes de droite ont glissé vers la gauche. Place à la phase 2 : la tuile doit être posée.
lesson-orichalque-turn-card-illegal-afford = La cinquième carte coûte 2 hoplites, et vous n’en avez qu’un.
lesson-orichalque-turn-card-wrong-produce = C’est une carte Production : vous auriez 6 lingots, mais la Construction ne viendrait qu’en action supplémentaire, payée 2 lingots — il vous en resterait 4, et un médaillon en coûte 5.
lesson-orichalque-turn-card-wrong-recruit = C’est une carte Recrutement. Un médaillon ne se forge qu’avec l’action Construction. Avec cette carte, vous ne pourriez le forger qu’en action supplémentaire, en donnant vos deux hoplites (le second viendrait du recrutement) ; la carte Construction, elle, vous donne cette action tout de suite.
lesson-orichalque-turn-card-wrong-fight = C’est une carte Combat, et elle coûte 1 hoplite : pour le même prix, la troisième carte donne une Construction.

lesson-orichalque-placement-title = Phase 2 : les trois règles de pose
lesson-orichalque-placement-intro = La tuile reçue avec la carte doit être posée ce tour-ci. Elle ne doit ni dépasser du bord de l’île ni recouvrir une autre tuile, et elle doit toucher au moins une tuile déjà posée ou la métropole.
lesson-orichalque-placement-intro-2 = Vous pouvez faire pivoter la tuile. Une tuile qui couvre la case d’un port rapporte aussitôt ce qu’il montre : le port de l’est (d6) donne 2 hoplites.
lesson-orichalque-placement-goal = Posez la tuile double de désert de façon à couvrir le port de l’est.
lesson-orichalque-placement-hint-1 = La case d6 ne touche encore rien : la tuile doit la couvrir, avec une case voisine de vos tuiles.
lesson-orichalque-placement-hint-2 = Posez la tuile sur d5 et d6 : d5 touche vos tuiles, d6 est le port.
lesson-orichalque-placement-success = Port atteint : la tuile touche vos tuiles et couvre d6, vous recevez 2 hoplites.
lesson-orichalque-placement-fail = Cette tuile ne couvre pas la case du port de l’est (d6) : un port ne rapporte que si une tuile se pose sur sa case.
lesson-orichalque-placement-illegal-island = Règle 1 : la tuile ne doit pas dépasser du bord de l’île.
lesson-orichalque-placement-illegal-taken = Règle 2 : une tuile ne se pose pas sur une autre tuile ni sur la métropole, et on ne déplace pas les tuiles posées.
lesson-orichalque-placement-illegal-touching = Règle 3 : la tuile doit toucher au moins une tuile déjà posée ou la métropole.
lesson-orichalque-placement-illegal-shape = Ces cases n’ont pas la forme de la tuile : une tuile double couvre deux cases voisines.
lesson-orichalque-placement-wrong-beside = La tuile touche le port sans le couvrir : la case d6 reste libre, et le port ne rapporte rien.

lesson-orichalque-port-title = Les ports
lesson-orichalque-port-intro = Chaque île a 3 ports. La métropole couvre le premier ; les autres s’atteignent avec des tuiles.
lesson-orichalque-port-intro-2 = Vous avez 3 lingots d’orichalque et une carte Construction, et le port du sud-ouest (g2) donne 2 lingots. Un médaillon coûte 5 lingots.
lesson-orichalque-port-goal = Forgez un médaillon d’orichalque pendant ce tour.
lesson-orichalque-port-hint-1 = Il manque 2 lingots. Où les trouver avant la phase 3 ?
lesson-orichalque-port-hint-2 = Posez la tuile sur g2, puis forgez le médaillon.
lesson-orichalque-port-success = Le port vous a donné 2 lingots pendant la phase 2, puis vous avez forgé le médaillon en phase 3 : 5 lingots retournent à la réserve générale, et vous gagnez 1 point de victoire.
lesson-orichalque-port-fail = Sans le port g2, vous n’avez que 3 lingots, et un médaillon en coûte 5 : pas de médaillon ce tour-ci.
lesson-orichalque-port-wrong-pass = L’action est facultative, mais sans elle pas de médaillon, alors que vous avez vos 5 lingots.

## Chapitre 4. Les Titans

lesson-orichalque-titan-attract-title = Attirer l’attention d’un Titan
lesson-orichalque-titan-attract-intro = Dès que vous formez une région d’au moins 3 cases rondes du même terrain, vous attirez l’attention de son Titan : Rhéa (forêts), Téthys (eau), Cronos (déserts) ou Hypérion (montagnes).
lesson-orichalque-titan-attract-intro-2 = La tuile Titan se pose au-dessus de votre île, face active visible : elle vaut 1 point de victoire et donne une bénédiction. Vous avez deux forêts voisines (c2 et d1) et une tuile simple de forêt.
lesson-orichalque-titan-attract-goal = Attirez l’attention de Rhéa.
lesson-orichalque-titan-attract-hint-1 = La nouvelle forêt doit toucher l’une de vos forêts.
lesson-orichalque-titan-attract-hint-2 = Posez la forêt sur e2 : avec d1 et c2, cela fait une région de 3 forêts.
lesson-orichalque-titan-attract-success = Rhéa est à vous : 3 forêts dans une même région. Sa tuile vaut 1 point, et sa bénédiction donne une construction de plus pendant l’action Construction.
lesson-orichalque-titan-attract-fail = Cette forêt ne touche pas vos forêts (c2, d1) : pas de région de 3 forêts, Rhéa reste au centre de la table.
lesson-orichalque-titan-attract-wrong-desert = Cette case touche un désert, pas une forêt : une forêt ne compte qu’avec les forêts voisines.

lesson-orichalque-titan-take-title = Prendre le Titan d’un autre joueur
lesson-orichalque-titan-take-intro = Un Titan rejoint celui qui forme une nouvelle région de 3 cases de son terrain, où qu’il soit, même chez un joueur dont la région est plus grande.
lesson-orichalque-titan-take-intro-2 = Cronos est chez Bleu, qui a 5 déserts. Vous avez deux déserts (f3 et g3) et une tuile simple de désert.
lesson-orichalque-titan-take-goal = Prenez Cronos à Bleu.
lesson-orichalque-titan-take-hint-1 = Trois déserts suffisent, même si Bleu en a cinq.
lesson-orichalque-titan-take-hint-2 = Posez le désert sur f4, à côté de f3.
lesson-orichalque-titan-take-success = Cronos est à vous, face active visible : Bleu perd 1 point, vous en gagnez 1. Prendre un Titan est un bon moyen de freiner un adversaire.
lesson-orichalque-titan-take-fail = Ce désert ne touche pas vos déserts (f3, g3) : pas de nouvelle région de 3 déserts, Cronos reste chez Bleu.
lesson-orichalque-titan-take-wrong-water = Cette case touche l’eau (e3), pas vos déserts : votre région de désert ne grandit pas.

lesson-orichalque-titan-blessing-title = La bénédiction d’un Titan
lesson-orichalque-titan-blessing-intro = La bénédiction d’un Titan renforce une action de la phase 3, une seule fois. Ensuite, sa tuile est retournée face inactive, mais elle vaut toujours 1 point.
lesson-orichalque-titan-blessing-intro-2 = Bénédiction de Cronos : une créature mythique est vaincue sans lancer de dés. Sur votre île, un Cyclope (c3, force 10) et un Cerbère (d3, force 4) ; vous avez 2 hoplites et une carte Combat.
lesson-orichalque-titan-blessing-goal = Débarrassez votre île des deux créatures pendant cette action Combat.
lesson-orichalque-titan-blessing-hint-1 = Une seule bénédiction, deux créatures. Laquelle est la plus dure à battre aux dés ?
lesson-orichalque-titan-blessing-hint-2 = Gardez la bénédiction de Cronos pour le Cyclope, et envoyez 1 hoplite contre le Cerbère.
lesson-orichalque-titan-blessing-success = L’île est libre ! Cronos a vaincu le Cyclope (force 10) sans dés, et vous avez battu le Cerbère (force 4) avec deux dés. Cronos est maintenant inactif, mais il vaut toujours 1 point.
lesson-orichalque-titan-blessing-fail = Une créature reste sur l’île. La bénédiction de Cronos ne sert qu’une fois, puis il passe face inactive : gardez-la pour le Cyclope et battez le Cerbère aux dés.
lesson-orichalque-titan-blessing-wrong-cerberus = Cronos a servi contre le faible Cerbère. Contre le Cyclope (force 10), vous ne pouvez lancer que 3 dés au plus : leur somme ne dépasse pas 9, et seul un crâne peut vous faire gagner.
lesson-orichalque-titan-blessing-wrong-cyclops-dice = Le Cyclope, force 10, contre vos dés : le total est trop faible, le combat est perdu et la phase 3 s’arrête. Cronos l’aurait battu sans lancer.

lesson-orichalque-titan-reactivate-title = Un Titan de nouveau actif
lesson-orichalque-titan-reactivate-intro = Un Titan utilisé reste face inactive. Il redevient actif dès que vous formez une nouvelle région de 3 cases de son terrain ou que vous agrandissez celle que vous avez.
lesson-orichalque-titan-reactivate-intro-2 = Votre Hypérion (montagnes) est inactif ; vous avez 3 montagnes (b3, b4, c4), la mine de la métropole et une carte Production avec une tuile de montagne. La bénédiction d’Hypérion double la production.
lesson-orichalque-titan-reactivate-goal = Gagnez 2 lingots d’orichalque pendant ce tour.
lesson-orichalque-titan-reactivate-hint-1 = Une seule mine donne 1 lingot. Comment en obtenir le double ?
lesson-orichalque-titan-reactivate-hint-2 = Posez la montagne contre vos montagnes (par exemple sur c3), puis produisez avec la bénédiction d’Hypérion.
lesson-orichalque-titan-reactivate-success = La montagne agrandit votre région, Hypérion redevient actif, et sa bénédiction double la production : 2 lingots au lieu d’un.
lesson-orichalque-titan-reactivate-fail = Sans Hypérion actif, une mine ne donne qu’un lingot. La tuile de montagne doit toucher vos montagnes pour agrandir leur région.
lesson-orichalque-titan-reactivate-wrong-produce = Sans bénédiction, une mine donne 1 lingot, alors qu’Hypérion est actif : servez-vous-en.

lesson-orichalque-oratory-title = L’oratoire : deux Titans
lesson-orichalque-oratory-intro = Un joueur ne garde qu’un Titan : le nouveau remplace l’ancien, qui retourne au centre de la table, face active visible. Un oratoire sur votre île vous permet d’en garder deux, et selon l’aide de jeu chaque oratoire de plus en permet un autre (c’est notre lecture de l’aide de jeu ; la règle ne parle que de deux).
lesson-orichalque-oratory-intro-2 = Grâce à votre oratoire, vous avez Rhéa (inactive) et Cronos (actif). Un Cyclope occupe le volcan c3, et la carte Combat apporte une tuile d’eau ; vous avez déjà deux cases d’eau (d2, e2).
lesson-orichalque-oratory-goal = Attirez l’attention de Téthys et battez le Cyclope.
lesson-orichalque-oratory-hint-1 = Un troisième Titan va arriver, et il faudra en laisser partir un. Lequel vous servira au combat ?
lesson-orichalque-oratory-hint-2 = Posez l’eau contre d2 et e2 (par exemple sur e3), laissez partir Rhéa, puis battez le Cyclope avec la bénédiction de Cronos.
lesson-orichalque-oratory-success = Téthys arrive, Rhéa retourne au centre, Cronos reste… et bat le Cyclope sans dés. Avec l’oratoire, vous gardez deux Titans, soit 2 points.
lesson-orichalque-oratory-fail = Raté : soit Téthys n’est pas venue, soit le Cyclope reste sur l’île. L’eau doit toucher d2 ou e2, et Cronos doit rester chez vous.
lesson-orichalque-oratory-wrong-kronos = Cronos retourne au centre de la table et emporte avec lui la victoire sans dés : avec 1 hoplite, vous lancez au plus 2 dés contre le Cyclope (force 10), et seul un crâne peut vous faire gagner (31 % de chances).

## Chapitre 5. Les actions

lesson-orichalque-produce-title = La Production d’orichalque
lesson-orichalque-produce-intro = La Production rapporte 1 lingot d’orichalque par mine de votre île. La mine de la métropole compte aussi.
lesson-orichalque-produce-intro-2 = Vous avez 2 lingots, deux mines (c2, c4) et celle de la métropole. Sans hoplite, seules les deux premières cartes vous sont accessibles.
lesson-orichalque-produce-goal = Finissez ce tour avec 5 lingots d’orichalque.
lesson-orichalque-produce-hint-1 = Combien de mines sur l’île, métropole comprise ?
lesson-orichalque-produce-hint-2 = Prenez la carte Production (deuxième emplacement), posez la tuile et produisez : 3 mines, 3 lingots.
lesson-orichalque-produce-success = 3 mines, 3 lingots : vous en avez 5, juste de quoi forger un médaillon.
lesson-orichalque-produce-fail = Sans Production, pas de lingot de plus : il faut la carte Production et son action.
lesson-orichalque-produce-illegal-afford = Vous n’avez aucun hoplite : à partir de la troisième, les cartes sont trop chères pour vous.
lesson-orichalque-produce-wrong-recruit = Le Recrutement rapporte des hoplites, pas d’orichalque : cette action ne vous donne aucun lingot, et vous n’atteindrez pas 5.
lesson-orichalque-produce-wrong-pass = L’action est facultative, mais sans elle vos 3 mines ne rapportent rien.

lesson-orichalque-recruit-title = Le Recrutement d’hoplites
lesson-orichalque-recruit-intro = Le Recrutement rapporte 1 hoplite par camp d’entraînement de votre île, celui de la métropole compris. La bénédiction de Téthys double le nombre d’hoplites.
lesson-orichalque-recruit-intro-2 = Vous avez 1 hoplite, un camp d’entraînement (b4), celui de la métropole, une carte Recrutement et Téthys, active.
lesson-orichalque-recruit-goal = Réunissez 5 hoplites.
lesson-orichalque-recruit-hint-1 = Deux camps donnent 2 hoplites. Qui peut doubler ce nombre ?
lesson-orichalque-recruit-hint-2 = Recrutez avec la bénédiction de Téthys.
lesson-orichalque-recruit-success = 2 camps, doublés par Téthys : 4 hoplites, vous en avez 5. Téthys passe face inactive, mais vaut toujours 1 point.
lesson-orichalque-recruit-wrong-plain = Sans bénédiction, 2 camps ne donnent que 2 hoplites : 3 en tout, pas 5.
lesson-orichalque-recruit-wrong-pass = Sans Recrutement, pas de nouvel hoplite : vous en resterez à 1.

lesson-orichalque-fight-odds-title = Combat : estimez vos chances
lesson-orichalque-fight-odds-intro = Sur votre île, un Cerbère occupe le volcan c3 ; sa force est de 4. Vous avez une carte Combat et 3 hoplites.
lesson-orichalque-fight-odds-intro-2 = Vous lancez toujours 1 dé de combat, plus un par hoplite engagé (de 0 à 3). Vous gagnez si le total atteint la force de la créature, ou si un dé montre un crâne.
lesson-orichalque-fight-odds-goal = Battez le Cerbère en gardant au moins 2 hoplites pour une action supplémentaire.
lesson-orichalque-fight-odds-hint-1 = Regardez les chances de victoire sur le panneau de combat : combien d’hoplites suffisent pour gagner presque à coup sûr ?
lesson-orichalque-fight-odds-hint-2 = Engagez 1 hoplite : avec 2 dés, vous battez le Cerbère dans 86 % des cas.
lesson-orichalque-fight-odds-success = Le Cerbère est vaincu : vos 2 dés font 4. L’hoplite retourne à la réserve générale, le Cerbère rejoint votre réserve personnelle, son butin selon l’aide de jeu vous rapporte 1 lingot d’orichalque, et il vous reste 2 hoplites.
lesson-orichalque-fight-odds-illegal-too-many = Un combat engage au plus 3 hoplites (4 dés).
lesson-orichalque-fight-odds-wrong-0 = Sans hoplite, vous ne lancez qu’un dé : il ne dépasse jamais 3, seul un crâne peut battre le Cerbère (17 % de chances). Le dé montre 2 : combat perdu, la phase 3 s’arrête.
lesson-orichalque-fight-odds-wrong-more = Victoire, mais chèrement payée : les hoplites engagés retournent à la réserve générale. Un seul hoplite donnait déjà 86 %, et il vous en reste moins de 2 pour une action supplémentaire.
lesson-orichalque-fight-odds-wrong-pass = L’action est facultative, mais le Cerbère reste sur votre île : tant qu’une créature s’y trouve, vous ne pouvez pas gagner.

lesson-orichalque-fight-chain-title = Plusieurs combats en une action
lesson-orichalque-fight-chain-intro = Une seule action Combat permet d’affronter toutes les créatures de l’île l’une après l’autre, dans l’ordre de votre choix, tant que vous gagnez. Un combat perdu met fin à l’action.
lesson-orichalque-fight-chain-intro-2 = Après une défaite, les hoplites restent près de la créature et se battent de nouveau la prochaine fois que vous choisirez le Combat. Un hoplite attend déjà près de la Gorgone (c3, force 8).
lesson-orichalque-fight-chain-intro-3 = Il y a aussi un Cerbère (b3, force 4), et vous avez 2 hoplites. Le panneau de combat affiche les chances de chaque combat.
lesson-orichalque-fight-chain-goal = Débarrassez votre île des deux créatures pendant cette action.
lesson-orichalque-fight-chain-hint-1 = Multipliez les chances des deux combats. Faut-il engager vos deux hoplites contre la première créature ?
lesson-orichalque-fight-chain-hint-2 = D’abord le Cerbère avec 1 hoplite (86 %), puis la Gorgone avec 1 nouvel hoplite et celui qui attend (57 %).
lesson-orichalque-fight-chain-success = Les deux créatures sont vaincues : le Cerbère avec deux dés (4), la Gorgone avec trois (8). Le partage 1 + 1 donnait les meilleures chances de gagner les deux combats, environ 49 %.
lesson-orichalque-fight-chain-fail = Une créature reste sur l’île : après une défaite, l’action s’arrête. Le meilleur partage est un hoplite par créature, le Cerbère d’abord.
lesson-orichalque-fight-chain-illegal-too-many = Un combat engage au plus 3 hoplites, y compris ceux qui attendent déjà près de la créature.
lesson-orichalque-fight-chain-wrong-gorgon-first = La Gorgone tombe avec 4 dés, mais il ne vous reste plus d’hoplite : contre le Cerbère, 1 dé (17 %), qui montre 2 — défaite.
lesson-orichalque-fight-chain-wrong-cerberus-2 = Le Cerbère est vaincu, mais contre la Gorgone il ne reste que l’hoplite qui attend près d’elle : 2 dés (31 %), qui font 5 — défaite.
lesson-orichalque-fight-chain-wrong-cerberus-0 = Un seul dé contre le Cerbère, c’est 17 % : le dé montre 2, le combat est perdu et l’action s’arrête.

lesson-orichalque-build-title = Construire un bâtiment
lesson-orichalque-build-intro = Un bâtiment se prend sur le plateau Construction et se pose sur une case libre du terrain indiqué par son emplacement. Un volcan vide compte comme n’importe quel terrain.
lesson-orichalque-build-intro-2 = On ne construit pas sur une case voisine d’une créature mythique. Une Gorgone occupe d3 ; une mine attend sur l’emplacement forêt, un camp d’entraînement sur l’emplacement eau.
lesson-orichalque-build-goal = Construisez une mine.
lesson-orichalque-build-hint-1 = La mine demande une forêt ou un volcan vide qui ne touche pas la Gorgone.
lesson-orichalque-build-hint-2 = Construisez la mine sur le volcan vide b3 (ou sur la forêt c2).
lesson-orichalque-build-success = La mine est construite, et le lingot posé dessus est à vous. Une case portant un bâtiment ne compte plus comme terrain : on n’y construit plus, et elle ne compte plus pour les Titans.
lesson-orichalque-build-fail = Toujours pas de mine : elle est sur l’emplacement forêt, il lui faut donc une forêt ou un volcan vide qui ne touche pas la Gorgone.
lesson-orichalque-build-illegal-creature = Cette case est voisine de la Gorgone : on ne construit pas à côté d’une créature mythique.
lesson-orichalque-build-illegal-terrain = Ce terrain n’est pas celui de l’emplacement du bâtiment : la mine demande une forêt (ou un volcan vide).
lesson-orichalque-build-illegal-free = Cette case n’est pas libre : métropole, bâtiment, temple ou créature, ou pas encore de tuile.
lesson-orichalque-build-wrong-camp = Vous avez construit un camp d’entraînement, pas une mine : l’action Construction ne permet qu’une construction.
lesson-orichalque-build-wrong-pass = Sans construction, pas de mine.

lesson-orichalque-temple-title = Construire un temple
lesson-orichalque-temple-intro = Un temple couvre 4 cases rondes libres disposées en losange, toutes de terrains différents (un volcan vide compte comme n’importe quel terrain). Jamais de temple à côté d’une créature.
lesson-orichalque-temple-intro-2 = Un temple vous rapporte 1 point de victoire. Sur votre île, un Cyclope occupe le volcan c5.
lesson-orichalque-temple-goal = Construisez un temple.
lesson-orichalque-temple-hint-1 = Cherchez un losange avec une forêt, de l’eau, un désert et autre chose, par exemple un volcan vide.
lesson-orichalque-temple-hint-2 = Construisez le temple sur c3, d2, d3 et e3 : forêt, eau, désert et volcan vide.
lesson-orichalque-temple-success = Le temple est debout : forêt, eau, désert, et le volcan comme quatrième terrain. Ces 4 cases ne comptent plus comme terrain, et vous gagnez 1 point.
lesson-orichalque-temple-fail = Pas de temple : essayez le losange c3, d2, d3 et e3, avec 4 terrains différents, dont aucune case ne touche le Cyclope.
lesson-orichalque-temple-illegal-terrains = Deux cases de ce losange ont le même terrain ; un temple demande 4 terrains différents (un volcan vide compte comme n’importe lequel).
lesson-orichalque-temple-illegal-creature = Une des cases est voisine du Cyclope : pas de temple à côté d’une créature.
lesson-orichalque-temple-illegal-diamond = Ces 4 cases ne forment pas un losange : deux cases voisines et leurs deux voisines communes.
lesson-orichalque-temple-illegal-free = Une des cases n’est pas libre : pas de tuile, ou déjà occupée.
lesson-orichalque-temple-wrong-pass = Sans construction, ni temple ni point.

lesson-orichalque-medallion-title = Le médaillon d’orichalque
lesson-orichalque-medallion-intro = L’action Construction permet de forger un médaillon : 5 lingots d’orichalque rendus à la réserve générale contre 1 point de victoire.
lesson-orichalque-medallion-intro-2 = La bénédiction de Rhéa donne une seconde construction dans la même action : bâtiment, temple ou médaillon. Vous avez 3 points (2 médaillons et Rhéa), 10 lingots, et votre île est libre.
lesson-orichalque-medallion-goal = Gagnez la partie avec cette action.
lesson-orichalque-medallion-hint-1 = Un bâtiment ne rapporte aucun point. Combien de médaillons pouvez-vous forger ?
lesson-orichalque-medallion-hint-2 = Forgez un médaillon, puis un second grâce à la bénédiction de Rhéa.
lesson-orichalque-medallion-success = Deux médaillons : 5 points, île libre, victoire ! Rhéa vous a offert la seconde construction et passe face inactive.
lesson-orichalque-medallion-fail = Un bâtiment (les statues) ne rapporte aucun point : pour arriver à 5, il faut deux médaillons.
lesson-orichalque-medallion-wrong-pass = Un seul médaillon ne suffit pas : 4 points. Rhéa offre une construction de plus, forgez un second médaillon.
lesson-orichalque-medallion-wrong-pass-first = Sans l’action Construction, vous restez à 3 points ; payée en orichalque, l’action supplémentaire ne vous laisserait de quoi forger qu’un médaillon, soit 4 points. Forgez un médaillon, puis un second grâce à Rhéa.
lesson-orichalque-medallion-wrong-statues = Les statues ne rapportent aucun point, et la bénédiction de Rhéa ne sert qu’une fois : il ne vous reste qu’une construction, donc un seul médaillon, soit 4 points.

## Chapitre 6. L’action supplémentaire

lesson-orichalque-extra-hoplites-title = Une action supplémentaire pour 2 hoplites
lesson-orichalque-extra-hoplites-intro = Phase 4 : avant la fin du tour, vous pouvez faire une action supplémentaire, même celle de la phase 3, et même si vous avez renoncé à l’action de la phase 3.
lesson-orichalque-extra-hoplites-intro-2 = Elle se paie 2 hoplites (Combat, Construction ou Production), 2 lingots d’orichalque (Combat, Construction ou Recrutement) ou 2 créatures vaincues (n’importe laquelle des quatre actions).
lesson-orichalque-extra-hoplites-intro-3 = Vous venez de recruter ; vous avez 3 hoplites, 3 lingots, une mine (c4) et celle de la métropole.
lesson-orichalque-extra-hoplites-goal = Réunissez 5 lingots d’orichalque.
lesson-orichalque-extra-hoplites-hint-1 = Quelle action supplémentaire rapporte de l’orichalque, et comment la payer sans céder de lingots ?
lesson-orichalque-extra-hoplites-hint-2 = Payez 2 hoplites pour une Production supplémentaire.
lesson-orichalque-extra-hoplites-success = 2 hoplites rendus à la réserve générale, 2 mines, 2 lingots : vous en avez 5.
lesson-orichalque-extra-hoplites-illegal-payment = Les hoplites ne paient pas un Recrutement : 2 hoplites achètent un Combat, une Construction ou une Production.
lesson-orichalque-extra-hoplites-wrong-recruit = Vous avez payé le Recrutement avec 2 lingots : vous avez davantage d’hoplites, mais il ne vous reste qu’un lingot.
lesson-orichalque-extra-hoplites-wrong-pass = Sans action supplémentaire, vous en restez à 3 lingots.

lesson-orichalque-extra-orichalcum-title = Une action supplémentaire pour 2 lingots
lesson-orichalque-extra-orichalcum-intro = 2 lingots d’orichalque achètent un Combat, une Construction ou un Recrutement. Un Recrutement ne se paie jamais en hoplites.
lesson-orichalque-extra-orichalcum-intro-2 = Vous venez de produire ; vous avez 2 hoplites, 2 lingots, un camp d’entraînement (c3) et celui de la métropole.
lesson-orichalque-extra-orichalcum-goal = Réunissez 4 hoplites.
lesson-orichalque-extra-orichalcum-hint-1 = Le Recrutement donne des hoplites. Avec quoi peut-on le payer ?
lesson-orichalque-extra-orichalcum-hint-2 = Payez 2 lingots pour un Recrutement supplémentaire.
lesson-orichalque-extra-orichalcum-success = 2 lingots rendus à la réserve générale, 2 camps, 2 hoplites : vous en avez 4.
lesson-orichalque-extra-orichalcum-illegal-payment = Un Recrutement ne se paie pas en hoplites : seulement en lingots d’orichalque ou en créatures vaincues.
lesson-orichalque-extra-orichalcum-wrong-produce = Vous avez payé la Production avec vos hoplites : davantage de lingots, mais plus aucun hoplite.
lesson-orichalque-extra-orichalcum-wrong-pass = Sans action supplémentaire, vous en restez à 2 hoplites.

lesson-orichalque-extra-creatures-title = Une action supplémentaire pour 2 créatures
lesson-orichalque-extra-creatures-intro = Les créatures vaincues servent aussi de paiement : 2 d’entre elles achètent n’importe laquelle des quatre actions, puis retournent dans le sac des créatures.
lesson-orichalque-extra-creatures-intro-2 = Vous avez 4 points, une île libre, 1 hoplite, 1 lingot et 2 créatures vaincues. Le losange c3, d2, d3 et e3 attend un temple.
lesson-orichalque-extra-creatures-goal = Gagnez la partie pendant ce tour.
lesson-orichalque-extra-creatures-hint-1 = Il manque un point, et vous n’avez pas assez d’hoplites ni d’orichalque pour payer.
lesson-orichalque-extra-creatures-hint-2 = Payez une Construction avec vos deux créatures et bâtissez le temple.
lesson-orichalque-extra-creatures-success = Les deux créatures retournent dans le sac, le temple est bâti : 5 points et une île libre, victoire !
lesson-orichalque-extra-creatures-wrong-other = Cette action ne rapporte aucun point : seul un temple, donc une Construction, vous donnera le cinquième.
lesson-orichalque-extra-creatures-wrong-pass = Sans action supplémentaire, vous en restez à 4 points.
lesson-orichalque-extra-creatures-wrong-statues = Les statues ne rapportent aucun point, et l’action supplémentaire ne permet qu’une construction : 4 points.

## Chapitre 7. La fin de la manche

lesson-orichalque-discard-title = Phase 5 : défausser une carte (à deux)
lesson-orichalque-discard-intro = À deux joueurs, vous défaussez en fin de tour une carte du plateau Actions. Sa tuile repart sous sa pile, ses créatures dans le sac.
lesson-orichalque-discard-intro-2 = Bleu a 5 points et un seul Cerbère sur son île. C’est à lui de jouer ensuite.
lesson-orichalque-discard-goal = Empêchez Bleu de gagner au tour suivant.
lesson-orichalque-discard-hint-1 = Quelle carte permettrait à Bleu de battre son Cerbère ?
lesson-orichalque-discard-hint-2 = Défaussez la carte Combat (premier emplacement).
lesson-orichalque-discard-success = La carte Combat est défaussée : à son prochain tour, Bleu ne pourra pas affronter son Cerbère, et la course continue.
lesson-orichalque-discard-wrong = La carte Combat est restée : Bleu la prendra, pourra battre son Cerbère et gagner alors avec ses 5 points.

lesson-orichalque-first-player-title = Le pion Premier joueur
lesson-orichalque-first-player-intro = En fin de manche, le joueur qui a le plus d’hoplites dans sa réserve personnelle prend le pion Premier joueur (les hoplites qui attendent près d’une créature ne comptent pas). Celui qui le détient ne participe pas à la comparaison : on n’est jamais premier deux manches de suite.
lesson-orichalque-first-player-intro-2 = En cas d’égalité, le détenteur du pion choisit. Le joueur à droite du nouveau premier joueur reçoit 1 hoplite.
lesson-orichalque-first-player-intro-3 = Bleu détient le pion, Vert a 2 hoplites ; vous en avez 1, avec un camp d’entraînement (c4) et une carte Recrutement. Vous jouez en dernier dans cette manche.
lesson-orichalque-first-player-goal = Devenez premier joueur de la manche suivante.
lesson-orichalque-first-player-hint-1 = Il vous faut plus d’hoplites que Vert : en cas d’égalité, c’est Bleu, le détenteur du pion, qui choisirait.
lesson-orichalque-first-player-hint-2 = Recrutez (2 camps, 2 hoplites), puis renoncez à l’action supplémentaire.
lesson-orichalque-first-player-success = 3 hoplites contre 2 pour Vert : le pion est à vous. Vert, assis à votre droite, reçoit 1 hoplite.
lesson-orichalque-first-player-wrong-pass = Avec 1 hoplite, vous êtes derrière Vert (2) : le pion Premier joueur va à Vert.
lesson-orichalque-first-player-wrong-extra = L’action supplémentaire vous a coûté 2 hoplites : il vous en reste 1, contre 2 pour Vert, et le pion va à Vert.

## Chapitre 8. La course à la victoire

lesson-orichalque-race-title = La course à la victoire
lesson-orichalque-race-intro = Bleu a 5 points et un seul Cerbère sur son île : il peut gagner à son prochain tour. Vous avez 3 points (2 temples et un médaillon), 6 lingots, 1 hoplite et un Cerbère sur le volcan b3.
lesson-orichalque-race-intro-2 = Cronos est chez Bleu, et vous avez deux déserts voisins (c3, d3). La troisième carte en partant de la gauche est un Combat avec une tuile de désert.
lesson-orichalque-race-intro-3 = Servez-vous de toutes les phases du tour : carte, tuile, action et action supplémentaire.
lesson-orichalque-race-goal = Gagnez la partie pendant ce tour.
lesson-orichalque-race-hint-1 = Il vous faut encore 2 points et une île libre. Un Titan, une bénédiction, un médaillon…
lesson-orichalque-race-hint-2 = Prenez la troisième carte (Combat), posez le désert contre vos déserts (c3, d3), battez le Cerbère avec la bénédiction de Cronos, puis payez 2 lingots pour une Construction supplémentaire : le médaillon suivra.
lesson-orichalque-race-success = Victoire ! Le désert a pris Cronos à Bleu (vous passez à 4 points, Bleu retombe à 4), Cronos a battu le Cerbère (île libre, +1 lingot de butin selon l’aide de jeu), 2 lingots ont payé la Construction, et les 5 restants ont forgé le médaillon.
lesson-orichalque-race-fail = La victoire n’est plus possible ce tour-ci : il faut Cronos (un désert qui touche c3 ou d3), sa bénédiction contre le Cerbère et un médaillon pendant l’action supplémentaire.
lesson-orichalque-race-illegal-afford = Cette carte coûte plus que votre unique hoplite.
lesson-orichalque-race-wrong-build = La carte Construction vous donne un médaillon (vous aurez 4 points en tout), mais le Cerbère reste sur l’île, et Bleu peut gagner à son prochain tour.
lesson-orichalque-race-wrong-produce = La carte Production ne donne ni point ni combat : contre le Cerbère, il ne reste que l’action supplémentaire, sans Cronos, et plus aucune action pour le médaillon. Pas de victoire ce tour-ci, et Bleu peut gagner à son prochain tour.
lesson-orichalque-race-wrong-dice = Sans hoplite, 1 seul dé contre une force de 4 : il montre 1, défaite. Cronos aurait gagné sans lancer.
lesson-orichalque-race-wrong-recruit = Le Recrutement ne rapporte aucun point : un médaillon se forge avec une Construction, et c’est elle qu’il faut payer en lingots.
