# Textes des leçons d’Embrasement (tutorials/ablaze). Termes du glossaire
# (docs/glossary.md) : la File, la réserve, révéler, éliminer, défausser, pile,
# recouverte, jeton de corruption. Vous jouez Rouge (Bleu dans l’exemple de la
# phase de résolution).

## Chapitres du cours

lessons-ablaze-chapter-1 = 1. Les nouveautés
lessons-ablaze-chapter-2 = 2. Les personnages
lessons-ablaze-chapter-3 = 3. Les intrigues
lessons-ablaze-chapter-4 = 4. Les enchaînements

## Chapitre 1. Ce qui change dans Embrasement

lesson-ablaze-new-title = Ce qui change dans Embrasement
lesson-ablaze-new-intro = Dans Embrasement, chaque famille a 11 cartes. Dès la mise en place, le Jumeau attend face visible devant son propriétaire : seul le Prince le fera entrer dans la File.
lesson-ablaze-new-intro-2 = Les 10 autres cartes sont mélangées : 3 sont écartées, 7 forment votre main. Chaque famille a aussi un jeton de corruption, que la carte Corruption pose sur un personnage adverse.
lesson-ablaze-new-intro-3 = Il y a deux types de cartes. Un personnage révélé reste face visible dans la File et se résout à chaque tour ; une intrigue applique sa capacité puis va dans la défausse.
lesson-ablaze-new-intro-4 = Nous suivons ici la règle russe d’Embrasement (les noms de ses cartes peuvent différer de ceux de l’édition française) et gardons les mots de la règle de base : réserve, révéler, éliminer. Votre Reine (un personnage) est première, face cachée, avec 1 point d’influence dessus.
lesson-ablaze-new-goal = Gagnez 3 points d’influence ce tour-ci, et gardez la Reine face visible dans la File.
lesson-ablaze-new-hint-1 = Une carte face cachée peut rester cachée — ou être révélée.
lesson-ablaze-new-hint-2 = Révélez la Reine : prenez le point qui est dessus et gagnez-en 2 de plus.
lesson-ablaze-new-success = Exact ! La Reine est un personnage : elle reste face visible dans la File et rapportera encore 2 au prochain tour.
lesson-ablaze-new-wrong-bank = Face cachée, la Reine ne rapporte rien : elle reçoit seulement un point de plus, et vous en restez à 1.

## Chapitre 2. Les personnages

lesson-card-prince-title = Le Prince
lesson-card-prince-intro = Le Prince rapporte 1 point d’influence. Si vous l’avez révélé vous-même, posez votre Jumeau dans la File, face cachée.
lesson-card-prince-intro-2 = Le Jumeau se pose selon les règles habituelles : au début ou à la fin de la File, ou sur une de vos piles — jamais sur le Prince. Votre Prince est premier, suivi d’une carte cachée de Bleu.
lesson-card-prince-goal = Que votre Jumeau vous rapporte un point d’influence dès ce tour-ci.
lesson-card-prince-hint-1 = Les cartes se résolvent dans l’ordre : une carte posée plus loin dans la File sera encore atteinte ce tour-ci.
lesson-card-prince-hint-2 = Révélez le Prince, posez le Jumeau à la fin de la File, puis révélez-le quand la résolution l’atteint.
lesson-card-prince-success = Oui ! Le Prince a rapporté 1, et le Jumeau, posé en fin de File, a été atteint ce tour-ci : 1 de plus.
lesson-card-prince-wrong-bank = Face cachée, le Prince n’agit pas : le Jumeau attend toujours devant vous.
lesson-card-prince-wrong-start = Le début de la File est déjà passé : le Jumeau ne se résoudra qu’au prochain tour.
lesson-card-prince-wrong-twin-bank = Face cachée, le Jumeau ne rapporte rien : révélez-le, il vous donnera 1.

lesson-card-twin-title = Le Jumeau
lesson-card-twin-intro = Le Jumeau rapporte 1 point d’influence. Quand un Jumeau est éliminé, chaque Prince non recouvert que contrôle le joueur qui contrôlait ce Jumeau est défaussé (d’ordinaire, le Prince de la même famille).
lesson-card-twin-intro-2 = Le Prince bleu est loin de votre Coupe-jarret, qui ne choisit sa cible que parmi les cartes adjacentes. Ses voisines : la Reine bleue et le Jumeau bleu.
lesson-card-twin-goal = Faites sortir le Prince bleu de la File.
lesson-card-twin-hint-1 = Le Prince est hors de portée : éliminez la carte qui lui est liée.
lesson-card-twin-hint-2 = Révélez le Coupe-jarret et éliminez le Jumeau (position 4).
lesson-card-twin-success = Oui ! Le Jumeau est éliminé (une seule carte : le Coupe-jarret ne rapporte rien), et Bleu défausse son Prince. Défausser n’est pas éliminer : personne ne gagne de point pour le Prince.
lesson-card-twin-wrong-bank = Face cachée, le Coupe-jarret n’élimine personne : le Prince bleu reste dans la File.
lesson-card-twin-wrong-queen = La Reine adverse vous a rapporté 1, mais le Prince bleu reste dans la File : seul le Jumeau lui est lié.

lesson-card-schemer-title = L’Intrigante
lesson-card-schemer-intro = L’Intrigante rapporte 1 point d’influence. Mais si une pile de deux cartes ou plus est à côté d’elle, elle est défaussée et ne rapporte rien.
lesson-card-schemer-intro-2 = Au début de la File, une pile de Bleu : le Malfrat sur la Reine. Ensuite vient votre Reine.
lesson-card-schemer-goal = Que votre Intrigante vous rapporte un point d’influence.
lesson-card-schemer-hint-1 = Tenez l’Intrigante loin de la pile.
lesson-card-schemer-hint-2 = Posez l’Intrigante à la fin de la File et révélez-la.
lesson-card-schemer-success = Exact : aucune pile à côté, l’Intrigante rapporte 1 et reste dans la File.
lesson-card-schemer-wrong-start = Au début de la File, l’Intrigante est à côté de la pile de Bleu : elle sera défaussée quand la résolution l’atteindra.
lesson-card-schemer-wrong-cover = Posée sur votre Reine, l’Intrigante se retrouve à côté de la pile de Bleu : elle est défaussée et ne vous rapporte rien. La Reine redevient la carte du dessus et se résout, mais le but est le point de l’Intrigante.
lesson-card-schemer-wrong-bank = Face cachée, l’Intrigante n’agit pas : seule une Intrigante révélée rapporte son point.

lesson-card-queen-title = La Reine
lesson-card-queen-intro = La Reine rapporte 2 points d’influence. Et qui élimine la Reine d’un autre joueur gagne 1 point de plus.
lesson-card-queen-intro-2 = Votre Apothicaire est premier ; il élimine une carte adjacente à une autre de vos cartes. À côté de votre carte cachée (position 3) : l’Intrigante bleue et la Reine bleue.
lesson-card-queen-goal = Gagnez 2 points d’influence avec l’Apothicaire.
lesson-card-queen-hint-1 = Quelle cible vaut le plus ?
lesson-card-queen-hint-2 = Révélez l’Apothicaire et éliminez la Reine bleue (position 4).
lesson-card-queen-success = Oui ! 1 point pour l’élimination, et 1 de plus pour la Reine adverse.
lesson-card-queen-wrong-bank = Face cachée, l’Apothicaire n’élimine personne : vous ne gagnez rien.
lesson-card-queen-wrong-schemer = Éliminer l’Intrigante ne rapporte qu’un point. La Reine vous en aurait donné 1 de plus.

lesson-card-cutthroat-title = Le Coupe-jarret
lesson-card-cutthroat-intro = Le Coupe-jarret élimine une carte adjacente et toutes les cartes face visible et non recouvertes des autres joueurs qui portent le même nom. S’il n’a éliminé qu’une carte, l’élimination ne rapporte rien.
lesson-card-cutthroat-intro-2 = Votre Coupe-jarret est entre l’Intrigante bleue et le Malfrat vert. Plus loin dans la File, un autre Malfrat, bleu.
lesson-card-cutthroat-goal = Éliminez deux cartes avec le Coupe-jarret.
lesson-card-cutthroat-hint-1 = Choisissez une voisine dont le nom se retrouve ailleurs dans la File, face visible.
lesson-card-cutthroat-hint-2 = Révélez le Coupe-jarret et éliminez le Malfrat vert (position 3).
lesson-card-cutthroat-success = Oui ! Les deux Malfrats sont éliminés : deux cartes, 2 points d’influence.
lesson-card-cutthroat-wrong-bank = Face cachée, le Coupe-jarret n’élimine personne.
lesson-card-cutthroat-wrong-schemer = L’Intrigante est seule de son nom : une seule carte éliminée, aucun point.

lesson-card-apothecary-title = L’Apothicaire
lesson-card-apothecary-intro = L’Apothicaire élimine une carte adjacente à une autre carte de votre famille, face visible ou cachée. S’il n’y en a aucune, sa capacité ne fait rien.
lesson-card-apothecary-intro-2 = Dans la File : le Malfrat bleu, votre Intrigante, la Reine bleue. Vous avez l’Apothicaire en main.
lesson-card-apothecary-goal = Éliminez le Malfrat bleu.
lesson-card-apothecary-hint-1 = L’Apothicaire a besoin d’une de vos cartes à côté de la cible : ne la recouvrez pas.
lesson-card-apothecary-hint-2 = Posez l’Apothicaire au début de la File, révélez-le et éliminez le Malfrat.
lesson-card-apothecary-success = Oui ! Le Malfrat était à côté de votre Intrigante : l’Apothicaire l’a éliminé.
lesson-card-apothecary-wrong-cover = L’Apothicaire recouvre votre seule autre carte : hormis lui, vous n’avez plus aucune carte du dessus dans la File, donc sa capacité ne fait rien.
lesson-card-apothecary-wrong-bank = Face cachée, l’Apothicaire n’élimine personne.
lesson-card-apothecary-wrong-queen = La Reine est aussi à côté de votre Intrigante, mais la cible est le Malfrat.

lesson-card-felon-title = Le Malfrat
lesson-card-felon-intro = Le Malfrat fait perdre à chaque joueur 1 point d’influence par carte de sa famille adjacente au Malfrat — son propriétaire compris.
lesson-card-felon-intro-2 = Votre Intrigante est entre la Reine bleue et l’Apothicaire bleu. Vous avez le Malfrat en main.
lesson-card-felon-goal = Faites perdre 2 points d’influence à Bleu avec le Malfrat.
lesson-card-felon-hint-1 = Il faut une place entre deux cartes bleues, et on ne pose jamais une carte entre deux autres.
lesson-card-felon-hint-2 = Posez le Malfrat sur votre Intrigante et révélez-le.
lesson-card-felon-success = Oui ! En haut de la pile, le Malfrat a deux voisines bleues : Bleu perd 2.
lesson-card-felon-wrong-end = À une extrémité de la File, le Malfrat n’a qu’une voisine bleue : Bleu ne perd qu’un point.
lesson-card-felon-wrong-bank = Face cachée, le Malfrat n’agit pas.

## Chapitre 3. Les intrigues

lesson-card-substitution-title = La Substitution
lesson-card-substitution-intro = La Substitution élimine une carte adjacente, puis c’est la Substitution elle-même qu’on défausse.
lesson-card-substitution-intro-2 = Si la carte éliminée était un personnage d’une autre famille, hors d’une pile, vous posez à sa place, face visible, le même personnage de votre famille, pris dans votre défausse ou vos cartes écartées.
lesson-card-substitution-intro-3 = Votre Substitution est entre le Malfrat bleu et la Reine bleue. Parmi vos cartes écartées, il y a une Reine, mais pas de Malfrat.
lesson-card-substitution-goal = Faites entrer votre Reine dans la File, face visible.
lesson-card-substitution-hint-1 = La Substitution met dans la File le même personnage que celui qu’elle a éliminé, mais pris dans votre famille.
lesson-card-substitution-hint-2 = Révélez la Substitution et éliminez la Reine bleue (position 3).
lesson-card-substitution-success = Oui ! La Reine bleue est éliminée (1 point, plus 1 pour la Reine adverse), la vôtre prend sa place et se résout aussitôt : +2.
lesson-card-substitution-wrong-bank = Face cachée, la Substitution n’agit pas : la Reine bleue rapporte encore 2 à Bleu.
lesson-card-substitution-wrong-felon = Vous n’avez pas de Malfrat écarté : pas de remplacement, et votre Reine reste écartée.

lesson-card-bribery-title = La Corruption
lesson-card-bribery-intro = La Corruption pose votre jeton de corruption sur un personnage face visible d’un autre joueur, s’il n’est pas dans une pile. Ce personnage joue désormais pour votre famille (s’il quitte la File, il va dans la défausse de la sienne), et la Corruption est défaussée.
lesson-card-bribery-intro-2 = Votre Corruption est première, suivie de la Reine bleue et de l’Intrigante bleue.
lesson-card-bribery-goal = Que la Reine bleue vous rapporte 2 points d’influence.
lesson-card-bribery-hint-1 = Un personnage travaille pour celui dont le jeton de corruption est posé dessus.
lesson-card-bribery-hint-2 = Révélez la Corruption et posez votre jeton de corruption sur la Reine (position 2).
lesson-card-bribery-success = Oui ! La Reine est à vous : elle s’est résolue juste après la Corruption et vous a rapporté 2.
lesson-card-bribery-wrong-bank = Face cachée, la Corruption n’agit pas : la Reine rapporte 2 à Bleu.
lesson-card-bribery-wrong-schemer = L’Intrigante vous rapportera 1, mais la Reine donnera toujours 2 à Bleu.

lesson-card-combination-title = La Combinaison
lesson-card-combination-intro = La Combinaison est d’abord défaussée. Puis vous appliquez la capacité d’un de vos personnages face visible.
lesson-card-combination-intro-2 = Chaque point qui était sur la Combinaison peut être pris — ou défaussé pour appliquer une capacité de plus (du même personnage ou d’un autre).
lesson-card-combination-intro-3 = Votre Reine s’est déjà résolue ce tour-ci. Ensuite vient votre Combinaison, avec 2 points d’influence dessus.
lesson-card-combination-goal = Gagnez 6 points d’influence grâce à la Reine.
lesson-card-combination-hint-1 = Un point pris vaut 1 ; défaussé pour appliquer encore la Reine, il en vaut 2.
lesson-card-combination-hint-2 = Révélez la Combinaison, choisissez la Reine, puis défaussez deux fois un point pour appliquer encore sa capacité.
lesson-card-combination-success = Oui ! La capacité de la Reine s’est appliquée trois fois : 2 + 2 + 2. Chaque point de la Combinaison en a valu deux.
lesson-card-combination-wrong-bank = Face cachée, la Combinaison n’agit pas : elle reçoit seulement un point de plus.
lesson-card-combination-wrong-take = Un point pris rapporte 1, un point défaussé pour appliquer encore la Reine en rapporte 2 : vous n’atteindrez plus 6.

lesson-card-trap-title = Le Piège
lesson-card-trap-intro = Si vous révélez vous-même le Piège, les points qui sont dessus retournent à la réserve, vous gagnez 1 point d’influence et le Piège est défaussé.
lesson-card-trap-intro-2 = Mais si une carte d’un autre joueur élimine le Piège, ce joueur gagne 1 pour l’élimination, puis vous lui prenez 3 points. La carte qui a attaqué est défaussée.
lesson-card-trap-intro-3 = Le Coupe-jarret bleu est premier, suivi de la Reine bleue. Vous avez le Piège en main.
lesson-card-trap-goal = Prenez 3 points à Bleu avec le Piège.
lesson-card-trap-hint-1 = Le Coupe-jarret doit éliminer une carte adjacente. Posez le Piège à côté de lui — et ne le révélez pas.
lesson-card-trap-hint-2 = Posez le Piège au début de la File et laissez-le face cachée.
lesson-card-trap-success = Pris ! Le Coupe-jarret a éliminé le Piège (une seule carte : rien pour lui), vous avez pris 3 à Bleu, et le Coupe-jarret est défaussé.
lesson-card-trap-wrong-end = À la fin de la File, le Piège n’est pas à côté du Coupe-jarret : celui-ci éliminera sa propre Reine.
lesson-card-trap-wrong-reveal = Révélé par vous, le Piège rapporte 1 et part dans la défausse : le Coupe-jarret n’a plus que sa propre Reine à éliminer.

## Chapitre 4. Les enchaînements

lesson-combo-events-example-title = L’exemple de résolution de la règle d’Embrasement
lesson-combo-events-example-intro = Voici l’exemple de phase de résolution de la règle : les cartes se résolvent de gauche à droite. Vous jouez Bleu.
lesson-combo-events-example-intro-2 = Rouge laisse sa première carte face cachée ; vient ensuite votre Coupe-jarret caché, avec 1 point dessus, et à sa droite une carte cachée de Rouge avec 2 points. La File se termine par une carte cachée de Vert et votre Malfrat face visible.
lesson-combo-events-example-intro-3 = Si le Coupe-jarret n’a éliminé qu’une carte, l’élimination ne rapporte rien. Mais la Reine d’un adversaire rapporte 1.
lesson-combo-events-example-goal = Comme dans l’exemple : éliminez la carte de droite de Rouge et gagnez 2 points d’influence ce tour-ci.
lesson-combo-events-example-hint-1 = Révélé, le Coupe-jarret doit éliminer une carte adjacente : à vous de choisir laquelle.
lesson-combo-events-example-hint-2 = Révélez le Coupe-jarret (son point est pour vous) et éliminez la carte de droite (position 3).
lesson-combo-events-example-success = Comme dans la règle : les 2 points de la Reine retournent à la réserve, le Coupe-jarret ne rapporte rien pour une seule carte, mais vous gagnez 1 pour avoir éliminé la Reine d’un adversaire. Vert laisse sa carte face cachée et perd 1 point à cause de votre Malfrat : ce point retourne à la réserve.
lesson-combo-events-example-wrong-bank = Le Coupe-jarret reste caché : vous ne gagnez rien, et la carte cachée de Rouge reçoit un point de plus.
lesson-combo-events-example-wrong-left = À gauche, c’était l’Intrigante : une seule carte éliminée ne rapporte aucun point. À droite se trouvait la Reine, qui vous aurait donné 1.

lesson-combo-twin-princes-title = Le Jumeau et deux Princes
lesson-combo-twin-princes-intro = Un exemple de la règle : Bleu a deux Princes — le sien et celui de Vert, corrompu — et un seul Jumeau.
lesson-combo-twin-princes-intro-2 = Si un Prince est éliminé, le Jumeau est défaussé. Si le Jumeau est éliminé, les deux Princes sont défaussés.
lesson-combo-twin-princes-intro-3 = Votre Apothicaire est dernier. À côté de votre Reine : le Jumeau bleu et le Prince bleu.
lesson-combo-twin-princes-goal = Faites sortir les deux Princes de la File.
lesson-combo-twin-princes-hint-1 = Un seul Jumeau est lié aux deux Princes à la fois.
lesson-combo-twin-princes-hint-2 = Révélez l’Apothicaire et éliminez le Jumeau (position 2).
lesson-combo-twin-princes-success = Oui ! Le Jumeau est éliminé, et les deux Princes sont défaussés. Le Prince corrompu va dans la défausse de Vert, et Bleu récupère son jeton de corruption.
lesson-combo-twin-princes-wrong-bank = Face cachée, l’Apothicaire n’élimine personne : les deux Princes restent dans la File.
lesson-combo-twin-princes-wrong-prince = Un Prince éliminé, c’est le Jumeau défaussé. Mais l’autre Prince, le corrompu, reste dans la File.

lesson-combo-bribed-queen-title = La Reine corrompue
lesson-combo-bribed-queen-intro = Bleu a corrompu votre Reine : ses 2 points d’influence vont à Bleu. Mais vous avez aussi une Corruption.
lesson-combo-bribed-queen-intro-2 = La Corruption peut aussi viser votre propre Reine : votre jeton de corruption s’y pose, Bleu récupère le sien, et la Reine redevient vôtre.
lesson-combo-bribed-queen-goal = Que votre Reine vous rapporte 2 points, dès ce tour-ci.
lesson-combo-bribed-queen-hint-1 = La Reine est juste après la Corruption.
lesson-combo-bribed-queen-hint-2 = Révélez la Corruption et choisissez la Reine (position 2).
lesson-combo-bribed-queen-success = Oui ! Votre jeton de corruption est maintenant sur la Reine, Bleu a récupéré le sien, et la Reine, suivante dans la File, vous rapporte 2.
lesson-combo-bribed-queen-wrong-bank = Face cachée, la Corruption n’agit pas : la Reine rapporte encore 2 à Bleu.
lesson-combo-bribed-queen-wrong-felon = Le Malfrat est à vous, mais la Reine joue toujours pour Bleu : ses 2 points sont allés à Bleu.

lesson-combo-substitution-stack-title = La Substitution sur la Reine
lesson-combo-substitution-stack-intro = Un exemple de la règle : une Substitution posée sur sa propre Reine face visible. Quand la Substitution est défaussée, la Reine redevient la carte du dessus et se résout aussitôt.
lesson-combo-substitution-stack-intro-2 = Votre Reine est première, suivie du Coupe-jarret bleu : il éliminera sa voisine, votre Reine.
lesson-combo-substitution-stack-intro-3 = Vous avez une Substitution en main. Vous n’avez pas de Coupe-jarret parmi vos cartes écartées.
lesson-combo-substitution-stack-goal = Éliminez le Coupe-jarret, gardez la Reine dans la File et gagnez ses 2 points.
lesson-combo-substitution-stack-hint-1 = La pile cache la Reine au Coupe-jarret — et place la Substitution juste à côté de lui.
lesson-combo-substitution-stack-hint-2 = Posez la Substitution sur la Reine, révélez-la et éliminez le Coupe-jarret (position 2).
lesson-combo-substitution-stack-success = Comme dans la règle : la Substitution élimine le Coupe-jarret et part dans la défausse ; la Reine redevient la carte du dessus et rapporte aussitôt 2.
lesson-combo-substitution-stack-wrong-start = Au début de la File, la seule voisine de la Substitution est votre Reine : la Substitution doit l’éliminer.
lesson-combo-substitution-stack-wrong-end = À la fin de la File, la Substitution se résout en dernier : le Coupe-jarret aura déjà éliminé votre Reine.
lesson-combo-substitution-stack-wrong-bank = Le Coupe-jarret élimine la Substitution restée cachée ; la Reine redevient la carte du dessus, mais ne se résoudra plus ce tour-ci.

lesson-combo-trap-apothecary-title = Le Piège et l’Apothicaire
lesson-combo-trap-apothecary-intro = Un exemple de la règle : l’Apothicaire d’un autre joueur élimine le Piège. Le propriétaire de l’Apothicaire gagne 1 pour l’élimination, puis le propriétaire du Piège lui prend 3 points, et l’Apothicaire est défaussé.
lesson-combo-trap-apothecary-intro-2 = L’Apothicaire bleu est premier, suivi de la Reine bleue. L’Apothicaire élimine une carte adjacente à une autre carte de sa famille : à côté de la Reine bleue.
lesson-combo-trap-apothecary-intro-3 = Vous avez le Piège en main. Si aucune autre carte n’est à côté de la Reine, l’Apothicaire devra s’éliminer lui-même.
lesson-combo-trap-apothecary-goal = Prenez 3 points à Bleu avec le Piège, et envoyez son Apothicaire à la défausse.
lesson-combo-trap-apothecary-hint-1 = L’Apothicaire ne frappe qu’à côté d’une autre carte bleue.
lesson-combo-trap-apothecary-hint-2 = Posez le Piège à la fin de la File, à côté de la Reine bleue.
lesson-combo-trap-apothecary-success = Comme dans la règle : Bleu gagne 1 pour l’élimination, vous lui prenez 3, et l’Apothicaire est défaussé. Si votre propre Apothicaire avait éliminé votre Piège, vous n’auriez gagné qu’un point, et l’Apothicaire serait resté dans la File.
lesson-combo-trap-apothecary-wrong-start = Au début de la File, le Piège n’est pas à côté de la Reine : l’Apothicaire s’élimine lui-même, et le Piège ne prend rien.
