# Textes des leçons d’Alliance (tutorials/alliance). Les termes sont ceux de
# notre glossaire (docs/glossary.md) : la File, la réserve, révéler, éliminer,
# défausser, pile, recouverte, conserver, jeton Verdict, OU. Vous jouez Rouge
# (dans l’exemple de la phase de résolution, Bleu ; à la table mixte, une
# famille d’une autre édition).

## Chapitres du cours

lessons-alliance-chapter-1 = 1. Les nouveautés
lessons-alliance-chapter-2 = 2. Les personnages
lessons-alliance-chapter-3 = 3. Les intrigues
lessons-alliance-chapter-4 = 4. Les enchaînements
lessons-alliance-chapter-5 = 5. La table mixte

## Chapitre 1. Les nouveautés

lesson-alliance-verdicts-title = Les jetons Verdict
lesson-alliance-verdicts-intro = Alliance ajoute 5 jetons Verdict, communs à toutes les familles. Un Juge pose un Verdict sur une carte, puis n’importe quel Juge peut éliminer une carte qui porte un Verdict.
lesson-alliance-verdicts-intro-2 = Un Verdict est posé sur votre Impératrice face visible. Le Juge bleu se résout après elle et va l’éliminer.
lesson-alliance-verdicts-intro-3 = Le Verdict reste sur une carte recouverte, mais une carte recouverte est hors d’atteinte des capacités des autres cartes.
lesson-alliance-verdicts-goal = Gardez votre Impératrice dans la File jusqu’à la fin du tour.
lesson-alliance-verdicts-hint-1 = On peut poser une carte sur une de ses propres cartes, même face visible.
lesson-alliance-verdicts-hint-2 = Posez le Fanatique sur votre Impératrice et laissez-le face cachée.
lesson-alliance-verdicts-success = Oui ! Le Verdict est resté sur l’Impératrice recouverte, mais le Juge ne peut pas l’atteindre. Le Juge n’offre que l’option qui peut faire quelque chose : sans carte à Verdict accessible, seulement « gagnez 1 et posez un Verdict ».
lesson-alliance-verdicts-wrong-beside = Posée au début ou à la fin de la File, votre carte ne protège pas l’Impératrice : le Juge bleu choisit la deuxième option et élimine l’Impératrice qui porte le Verdict.
lesson-alliance-verdicts-wrong-pact-kept = Le Pacte révélé est conservé et quitte la File : l’Impératrice redevient la carte du dessus. Elle se résout, puis le Juge bleu l’élimine — le Verdict est toujours sur elle.

lesson-alliance-kept-title = Les cartes conservées
lesson-alliance-kept-intro = Deux intrigues d’Alliance, l’Infiltration et le Pacte, sont conservées une fois révélées : on retire la carte de la File et on la pose devant soi. Sa capacité agit jusqu’à la fin de la partie.
lesson-alliance-kept-intro-2 = Les capacités des autres cartes n’atteignent pas une carte conservée. Votre Pacte, face cachée, porte 3 points et un Verdict.
lesson-alliance-kept-intro-3 = Le Juge bleu se résout après le Pacte et éliminera la carte qui porte le Verdict.
lesson-alliance-kept-goal = Gagnez 3 points avec le Pacte au début du tour suivant.
lesson-alliance-kept-hint-1 = Le Juge ne peut pas atteindre une carte qui n’est plus dans la File.
lesson-alliance-kept-hint-2 = Révélez le Pacte.
lesson-alliance-kept-success = Oui ! Le Pacte est conservé avec ses 3 points, le Verdict a rejoint les jetons Verdict communs, et le Juge n’avait rien à éliminer. Au début du tour, le Pacte a rapporté 3 — et il les rapportera au début de chaque tour, tant que vous aurez une carte dans la File.
lesson-alliance-kept-wrong-bank = Le Pacte est resté face cachée dans la File, avec son Verdict : le Juge bleu l’élimine, et les 4 points qu’il portait retournent à la réserve.

lesson-alliance-diplomat-covered-title = Les points sur la Diplomate
lesson-alliance-diplomat-covered-intro = La Diplomate est la seule carte face visible de la File qui puisse porter des points d’influence. Recouverte, elle les garde ; éliminée, elle les perd.
lesson-alliance-diplomat-covered-intro-2 = Votre Diplomate porte 3 points. Le Déserteur bleu, devant elle, se résout en premier et éliminera une carte adjacente.
lesson-alliance-diplomat-covered-intro-3 = La Diplomate : gagnez 1 et posez 2 sur une autre Diplomate face visible, OU prenez tous les points de cette carte et défaussez-la.
lesson-alliance-diplomat-covered-goal = Prenez les 3 points de votre Diplomate.
lesson-alliance-diplomat-covered-hint-1 = Le Déserteur n’élimine que la carte du dessus d’une pile.
lesson-alliance-diplomat-covered-hint-2 = Posez une carte sur la Diplomate, puis, quand la Diplomate redevient la carte du dessus, choisissez la deuxième option.
lesson-alliance-diplomat-covered-success = Oui ! Le Déserteur a éliminé la carte du dessus, et la Diplomate est redevenue la carte du dessus avec ses 3 points. Elle est après le Déserteur : elle s’est résolue ce tour-ci.
lesson-alliance-diplomat-covered-wrong-beside = La Diplomate est restée voisine du Déserteur sans être recouverte : il l’élimine, et ses 3 points retournent à la réserve.
lesson-alliance-diplomat-covered-wrong-option-1 = La première option ne rapporte qu’un point : il n’y a pas d’autre Diplomate face visible, et les 3 points restent sur la carte.

lesson-alliance-insurrection-again-title = L’Insurrection reste dans la File
lesson-alliance-insurrection-again-intro = Révélée, l’Insurrection élimine ses deux voisines, puis se retourne face cachée, vide, et reste dans la File.
lesson-alliance-insurrection-again-intro-2 = Votre Insurrection a déjà servi : elle ne porte plus aucun point. Pour la révéler de nouveau, il lui faut au moins 1 point, peu importe d’où il vient.
lesson-alliance-insurrection-again-intro-3 = L’Impératrice bleue se résout avant elle et posera 1 point sur une carte adverse face cachée — la vôtre. Bleu évitera l’Insurrection s’il le peut.
lesson-alliance-insurrection-again-goal = Éliminez deux cartes avec l’Insurrection ce tour-ci.
lesson-alliance-insurrection-again-hint-1 = L’Impératrice a besoin d’une de vos cartes face cachée. Faites en sorte que l’Insurrection soit la seule.
lesson-alliance-insurrection-again-hint-2 = Posez votre carte au début de la File et révélez-la, puis révélez l’Insurrection.
lesson-alliance-insurrection-again-success = Oui ! À part l’Insurrection, vous n’aviez plus de carte face cachée : l’Impératrice bleue a dû lui donner son point. L’Insurrection a éliminé ses deux voisines, puis s’est de nouveau retournée face cachée.
lesson-alliance-insurrection-again-wrong-end = À la fin de la File, votre carte est face cachée quand l’Impératrice se résout : Bleu pose le point sur elle, pas sur l’Insurrection. Sans point, l’Insurrection ne peut pas être révélée ce tour-ci.
lesson-alliance-insurrection-again-wrong-cover = Votre carte recouvre l’Insurrection : l’Impératrice pose le point sur elle, et l’Insurrection ne peut pas être révélée ce tour-ci.
lesson-alliance-insurrection-again-wrong-bank = Votre nouvelle carte est restée face cachée : Bleu y pose le point de l’Impératrice, pas sur l’Insurrection. Sans point, l’Insurrection ne peut pas être révélée ce tour-ci.
lesson-alliance-insurrection-again-wrong-bank-insurrection = L’Insurrection est restée face cachée : elle porte maintenant 2 points, mais personne n’est éliminé.

## Chapitre 2. Les personnages

lesson-card-empress-title = L’Impératrice
lesson-card-empress-intro = L’Impératrice rapporte 2 points d’influence, puis pose 1 point de la réserve sur une carte adverse face cachée — celle que vous choisissez.
lesson-card-empress-intro-2 = Bleu a deux cartes face cachée. La première est une Insurrection sans aucun point : on ne peut la révéler que s’il y a quelque chose dessus.
lesson-card-empress-goal = Gagnez 2 points avec l’Impératrice et gardez votre Fanatique dans la File.
lesson-card-empress-hint-1 = Le point de l’Impératrice peut permettre à Bleu de révéler l’Insurrection.
lesson-card-empress-hint-2 = Révélez l’Impératrice et posez le point sur la carte bleue à la fin de la File.
lesson-card-empress-success = Oui ! Si un adversaire a une carte face cachée, l’Impératrice doit y poser un point : choisissez donc où il tombe. Un point sur l’Insurrection aurait permis à Bleu de la révéler et d’éliminer ses deux voisines.
lesson-card-empress-wrong-bank = L’Impératrice est restée face cachée : vous n’avez pas gagné les 2 points.
lesson-card-empress-wrong-insurrection = Le point est tombé sur l’Insurrection bleue : Bleu la révèle (1 point retourne à la réserve) et élimine ses deux voisines — votre Impératrice et votre Fanatique.

lesson-card-fanatic-title = Le Fanatique
lesson-card-fanatic-intro = Le Fanatique rapporte 1 point d’influence, et 1 de plus si vous n’avez aucune autre carte face visible dans la File. Une carte recouverte ne compte pas.
lesson-card-fanatic-intro-2 = Votre Fanatique et votre Impératrice sont côte à côte, face visible. C’est la phase de placement, et vous posez en premier.
lesson-card-fanatic-goal = Faites rapporter 2 points d’influence à votre Fanatique ce tour-ci.
lesson-card-fanatic-hint-1 = C’est votre Impératrice face visible qui gêne le Fanatique.
lesson-card-fanatic-hint-2 = Posez n’importe quelle carte sur l’Impératrice.
lesson-card-fanatic-success = Oui ! L’Impératrice recouverte ne compte pas, et le Fanatique rapporte 2. Le prix : l’Impératrice ne se résout pas tant qu’elle est recouverte.
lesson-card-fanatic-wrong-beside = Votre Impératrice reste face visible et n’est pas recouverte : le Fanatique ne rapporte qu’un point.
lesson-card-fanatic-wrong-cover-self = Vous avez recouvert le Fanatique lui-même, pas l’Impératrice : tant qu’il est recouvert, il ne se résout pas, et votre Impératrice reste face visible dans la File — même revenu sur le dessus de la pile, le Fanatique ne rapportera qu’un point.
lesson-card-fanatic-wrong-cover-judge = Vous avez recouvert le Fanatique lui-même, pas l’Impératrice : le Juge repose désormais sur lui, le Fanatique ne se résout donc plus tant qu’il est recouvert, et l’Impératrice reste face visible.

lesson-card-informant-title = L’Informatrice : deux options
lesson-card-informant-intro = L’Informatrice : gagnez autant de points qu’il y en a sur les cartes adverses face cachée voisines, OU échangez-la contre une carte de votre main.
lesson-card-informant-intro-2 = L’Informatrice revient en main, et la carte de votre main prend sa place, face cachée. Cette carte ne deviendra active qu’au tour suivant.
lesson-card-informant-intro-3 = Un Verdict est posé sur votre Informatrice, et le Juge bleu se résout après elle.
lesson-card-informant-goal = Empêchez le Juge bleu d’éliminer votre Informatrice.
lesson-card-informant-hint-1 = Le Verdict est posé sur la carte, pas sur la place dans la File.
lesson-card-informant-hint-2 = Choisissez la deuxième option et mettez n’importe quelle carte de votre main à la place de l’Informatrice.
lesson-card-informant-success = Oui ! L’Informatrice est revenue en main, et son jeton Verdict a rejoint les jetons Verdict communs. La nouvelle carte n’a pas de Verdict : le Juge ne fait que gagner 1 et poser un nouveau Verdict.
lesson-card-informant-wrong-option-1 = La première option vous a rapporté 2 points — autant que porte la carte bleue, dont les points restent en place —, mais l’Informatrice est restée dans la File avec son Verdict : le Juge bleu l’élimine.

lesson-card-diplomat-title = La Diplomate : deux options
lesson-card-diplomat-intro = La Diplomate est la seule carte face visible de la File qui puisse porter des points d’influence.
lesson-card-diplomat-intro-2 = La Diplomate : gagnez 1 et posez 2 sur une autre Diplomate face visible, OU prenez tous les points de cette carte et défaussez-la.
lesson-card-diplomat-intro-3 = C’est le 6e tour, le dernier : les points restés sur les cartes à la fin ne comptent pas. Votre Diplomate porte 4 points, la bleue 2.
lesson-card-diplomat-goal = Gagnez la partie.
lesson-card-diplomat-hint-1 = Après ce tour, les points sur les cartes seront perdus, et Bleu va prendre tout ce qui est sur sa Diplomate.
lesson-card-diplomat-hint-2 = Choisissez la deuxième option : prenez les 4 points et défaussez la Diplomate.
lesson-card-diplomat-success = Oui ! Vous avez pris 4 points : 7 contre 5. La première option vous aurait rapporté 1, et 2 de plus à la Diplomate bleue.
lesson-card-diplomat-wrong-option-1 = Vous avez gagné 1, mais posé 2 sur la Diplomate bleue, et vos 4 points sont restés sur la carte, où ils ne comptent pas. Bleu prend 4 : il a 7, vous 4.

lesson-card-deserter-title = Le Déserteur
lesson-card-deserter-intro = Le Déserteur élimine une carte adjacente ; si c’est un personnage, vous gagnez 1 de plus. Puis le Déserteur est défaussé si aucun personnage face visible n’est à côté de lui.
lesson-card-deserter-intro-2 = Au début de la File, le Fanatique bleu face visible, puis une carte bleue face cachée. Bleu posera sa carte à la fin de la File.
lesson-card-deserter-goal = Éliminez une carte avec le Déserteur et gardez-le face visible dans la File.
lesson-card-deserter-hint-1 = Après l’élimination, un personnage face visible doit se retrouver à côté du Déserteur.
lesson-card-deserter-hint-2 = Posez le Déserteur à la fin de la File, révélez-le et éliminez la carte bleue entre lui et le Fanatique.
lesson-card-deserter-success = Oui ! Vous avez éliminé le Juge bleu, un personnage : 1 + 1. La File s’est resserrée, le Fanatique face visible est à côté, et le Déserteur reste.
lesson-card-deserter-wrong-start = Au début de la File, la seule voisine du Déserteur est le Fanatique. Le Déserteur l’élimine, puis plus aucun personnage face visible n’est à côté de lui : il est défaussé.
lesson-card-deserter-wrong-pact = Le Pacte n’élimine rien : on le révèle et on le conserve. Ici, seul le Déserteur peut éliminer une carte.
lesson-card-deserter-wrong-bank = Le Déserteur est resté face cachée et n’a rien éliminé.
lesson-card-deserter-wrong-far = Vous avez éliminé la carte bleue à la fin de la File. À côté du Déserteur, il n’y a plus qu’une carte bleue face cachée, pas un personnage face visible : il est défaussé.

lesson-card-judge-title = Le Juge : deux options
lesson-card-judge-intro = Le Juge : gagnez 1 et posez un jeton Verdict sur n’importe quelle carte de la File, OU éliminez n’importe quelle carte qui porte un jeton Verdict.
lesson-card-judge-intro-2 = Des Verdicts sont déjà posés sur votre Fanatique et sur l’Insurrection bleue, qui porte 2 points. Révélée, l’Insurrection éliminera ses deux voisines.
lesson-card-judge-goal = Éliminez l’Insurrection bleue avec votre Juge.
lesson-card-judge-hint-1 = Le Verdict est déjà sur l’Insurrection : inutile d’en poser un autre.
lesson-card-judge-hint-2 = Choisissez la deuxième option et éliminez la troisième carte de la File.
lesson-card-judge-success = Oui ! La deuxième option élimine n’importe quelle carte à Verdict, quel que soit le Juge qui l’a posé. La première ne vous aurait rapporté qu’un point et un nouveau Verdict.
lesson-card-judge-wrong-option-1 = La première option vous a rapporté 1 point et un Verdict de plus, mais l’Insurrection est restée : Bleu la révèle et élimine votre Fanatique et votre Impératrice.
lesson-card-judge-wrong-own = Vous avez éliminé votre propre Fanatique : avec son Verdict, c’était aussi une cible possible. Mais l’Insurrection bleue est restée, et Bleu élimine avec elle votre Juge et votre Impératrice.

## Chapitre 3. Les intrigues

lesson-card-insurrection-title = L’Insurrection
lesson-card-insurrection-intro = On ne peut révéler l’Insurrection que si elle porte au moins 1 point : 1 retourne à la réserve, vous prenez le reste. Elle élimine la carte avant elle, puis la carte après elle.
lesson-card-insurrection-intro-2 = Ensuite l’Insurrection est retournée face cachée, vide, et reste dans la File. Votre Insurrection porte 1 point, et Bleu posera sa carte au début de la File.
lesson-card-insurrection-goal = Éliminez deux cartes bleues avec l’Insurrection.
lesson-card-insurrection-hint-1 = L’Insurrection élimine ses deux voisines, à qui qu’elles soient.
lesson-card-insurrection-hint-2 = Posez votre carte à la fin de la File, et révélez l’Insurrection quand la résolution l’atteint.
lesson-card-insurrection-success = Oui ! Deux cartes bleues éliminées, +2. L’Insurrection est de nouveau face cachée, vide : pour la révéler encore, il faudra qu’un point s’y trouve.
lesson-card-insurrection-wrong-start = Bleu pose ensuite sa carte au début de la File, devant la vôtre. Votre carte se retrouve juste avant l’Insurrection, qui l’élimine avec le Fanatique bleu.
lesson-card-insurrection-wrong-cover = La carte posée dessus recouvre l’Insurrection : tant qu’elle est recouverte, elle ne se résout pas.
lesson-card-insurrection-wrong-bank = L’Insurrection est restée face cachée : elle porte maintenant 2 points, mais personne n’est éliminé.

lesson-card-extortion-title = L’Extorsion
lesson-card-extortion-intro = L’Extorsion : OU révélez-la — ses points retournent à la réserve, vous gagnez 1 et elle est défaussée —, OU attendez qu’une carte adverse l’élimine. Vous gagnez alors 2 par carte du dessus de cet adversaire dans la File (seulement celles du dessus : c’est notre lecture de « par carte » dans le texte de l’Extorsion), et il perd 1 point sur chacune de ses cartes du dessus face cachée qui en portent.
lesson-card-extortion-intro-2 = Le Déserteur bleu, au début de la File, doit éliminer une carte adjacente. Bleu préfère éliminer votre carte plutôt que son Fanatique.
lesson-card-extortion-goal = Gagnez au moins 8 points d’influence avec l’Extorsion.
lesson-card-extortion-hint-1 = L’Extorsion doit se trouver à côté du Déserteur bleu et rester face cachée.
lesson-card-extortion-hint-2 = Posez l’Extorsion au début de la File et laissez-la face cachée.
lesson-card-extortion-success = Oui ! Bleu a 4 cartes du dessus dans la File : vous gagnez 8, et 1 point est retiré de la carte bleue face cachée. Voilà pourquoi la deuxième capacité de l’Extorsion est son principal intérêt.
lesson-card-extortion-wrong-end = Posée à la fin de la File, l’Extorsion est loin du Déserteur : il élimine le Fanatique bleu, et vous révélez ensuite l’Extorsion pour 1 point seulement.
lesson-card-extortion-wrong-pact = Le Pacte ne rapporte rien quand un adversaire l’élimine — et ici, il n’a même pas été éliminé : nous l’avons révélé à votre place, et il a été conservé. Des deux cartes de votre main, seule l’Extorsion rapporte quand une carte adverse l’élimine.
lesson-card-extortion-wrong-reveal = Révélée par vous, l’Extorsion ne rapporte qu’un point et est défaussée. Le Déserteur élimine le Fanatique bleu.

lesson-card-infiltration-title = L’Infiltration
lesson-card-infiltration-intro = L’Infiltration pose 1 point sur chacune de vos cartes face cachée, puis vous la conservez devant vous. Désormais, chaque fois que vous éliminez une carte face cachée, vous gagnez 2 de plus.
lesson-card-infiltration-intro-2 = Une carte conservée n’est plus dans la File : aucune capacité ne peut l’atteindre. Votre Déserteur face visible se résout après l’Infiltration.
lesson-card-infiltration-goal = Gagnez 2 points grâce à l’Infiltration conservée.
lesson-card-infiltration-hint-1 = Le bonus de l’Infiltration ne vient que pour une carte face cachée, et seulement une fois l’Infiltration conservée.
lesson-card-infiltration-hint-2 = Révélez l’Infiltration, puis éliminez avec le Déserteur la carte bleue face cachée.
lesson-card-infiltration-success = Oui ! 1 pour l’élimination, 1 pour le personnage grâce au Déserteur, et 2 grâce à l’Infiltration. Elle agira jusqu’à la fin de la partie.
lesson-card-infiltration-wrong-bank = L’Infiltration est restée face cachée dans la File : sa capacité ne joue pas. Le Déserteur élimine le Fanatique bleu : 1 point pour l’élimination et 1 pour le personnage, mais pas les 2 de l’Infiltration ; puis le Déserteur est défaussé.
lesson-card-infiltration-wrong-face-up = Le Fanatique bleu est face visible : l’Infiltration ne rapporte rien pour lui. De plus, aucun personnage face visible ne reste à côté du Déserteur : il est défaussé.

lesson-card-pact-title = Le Pacte
lesson-card-pact-intro = Révélé, le Pacte est conservé avec les points qu’il porte. Au début de chaque tour suivant, si vous avez au moins 1 carte dans la File, vous gagnez autant qu’il y a de points sur le Pacte.
lesson-card-pact-intro-2 = Votre Pacte porte 2 points. Le Déserteur bleu, à la fin de la File, éliminera une carte adjacente.
lesson-card-pact-goal = Gagnez 2 points avec le Pacte au début du tour suivant.
lesson-card-pact-hint-1 = Une fois le Pacte conservé, une de vos cartes doit rester dans la File, loin du Déserteur.
lesson-card-pact-hint-2 = Posez votre carte au début de la File, puis révélez le Pacte.
lesson-card-pact-success = Oui ! Au début du tour, le Pacte a rapporté 2, car votre carte est restée dans la File. À la fin de la partie, les points du Pacte comptent aussi pour vous.
lesson-card-pact-wrong-end = Posée à la fin de la File, votre carte est à côté du Déserteur, qui l’élimine. Au début du tour suivant, vous n’avez plus aucune carte dans la File : le Pacte ne rapporte rien.
lesson-card-pact-wrong-cover = La carte posée dessus recouvre le Pacte : impossible de le révéler ce tour-ci.
lesson-card-pact-wrong-bank = Le Pacte est resté face cachée : il porte maintenant 3 points, mais il n’est pas conservé et ne rapporte rien au début du tour.

## Chapitre 4. Les enchaînements

lesson-combo-activation-example-title = L’exemple de résolution de la règle d’Alliance
lesson-combo-activation-example-intro = L’exemple de la règle d’Alliance. Cette fois, vous jouez Bleu ; les cartes se résolvent de gauche à droite.
lesson-combo-activation-example-intro-2 = Rouge laisse sa première carte face cachée et y pose 1 point. La résolution en est à votre Déserteur, qui porte 1 point.
lesson-combo-activation-example-intro-3 = À droite du Déserteur, la deuxième carte de Rouge, avec 2 points. La dernière de la File est votre Fanatique face visible.
lesson-combo-activation-example-goal = Éliminez la carte de Rouge qui porte 2 points et finissez le tour avec au moins 6 points.
lesson-combo-activation-example-hint-1 = Éliminer une carte face cachée fait perdre les points qu’elle porte. Et le Fanatique rapporte 2 quand vous n’avez aucune autre carte face visible dans la File.
lesson-combo-activation-example-hint-2 = Révélez le Déserteur et éliminez la carte à sa droite.
lesson-combo-activation-example-success = Comme dans la règle : 1 pris sur le Déserteur, 1 pour l’élimination, 1 pour le personnage. Aucun personnage face visible à côté : le Déserteur est défaussé, et le Fanatique rapporte 1 + 1. Vous avez 6.
lesson-combo-activation-example-wrong-bank = Le Déserteur est resté face cachée : il n’a rien éliminé, et les 2 points sur la carte de Rouge y sont toujours.
lesson-combo-activation-example-wrong-judge = Vous avez éliminé la première carte de Rouge, qui portait 1 point. Sa carte à 2 points reste dans la File, et ces points (3 désormais) attendent toujours Rouge.

lesson-combo-infiltration-stack-title = L’Infiltration sur le Déserteur
lesson-combo-infiltration-stack-intro = L’exemple de la règle : vous avez posé l’Infiltration sur votre Déserteur face visible. Révélée, l’Infiltration est conservée, et le Déserteur redevient la carte du dessus.
lesson-combo-infiltration-stack-intro-2 = Ce Déserteur se résout aussitôt. À gauche de la pile, une carte bleue face cachée ; à droite, l’Impératrice bleue face visible.
lesson-combo-infiltration-stack-goal = Gagnez 2 points grâce à l’Infiltration et gardez le Déserteur dans la File.
lesson-combo-infiltration-stack-hint-1 = Le bonus de l’Infiltration vient pour une carte face cachée, et le Déserteur a besoin d’un personnage face visible à côté.
lesson-combo-infiltration-stack-hint-2 = Révélez l’Infiltration, puis éliminez avec le Déserteur la première carte de la File.
lesson-combo-infiltration-stack-success = Oui ! 1 + 1 pour le personnage + 2 grâce à l’Infiltration, et le Déserteur reste à côté de l’Impératrice face visible.
lesson-combo-infiltration-stack-wrong-bank = L’Infiltration est restée face cachée et recouvre le Déserteur : il ne se résout pas.
lesson-combo-infiltration-stack-wrong-empress = L’Impératrice est face visible : l’Infiltration ne rapporte rien pour elle. Et il ne reste à côté du Déserteur qu’une carte face cachée : il est défaussé.

lesson-combo-infiltration-insurrection-title = L’Infiltration et l’Insurrection
lesson-combo-infiltration-insurrection-intro = Le conseil de la règle : pour révéler plus vite l’Insurrection, servez-vous de l’Infiltration. Votre Insurrection ne porte encore aucun point.
lesson-combo-infiltration-insurrection-intro-2 = L’Infiltration pose 1 point sur chacune de vos cartes face cachée. Les deux voisines de l’Insurrection sont des cartes bleues face cachée.
lesson-combo-infiltration-insurrection-goal = Éliminez deux cartes avec l’Insurrection et gagnez 4 points grâce à l’Infiltration.
lesson-combo-infiltration-insurrection-hint-1 = D’abord l’Infiltration, puis l’Insurrection : révélez les deux.
lesson-combo-infiltration-insurrection-hint-2 = Révélez l’Infiltration, puis l’Insurrection quand la résolution l’atteint.
lesson-combo-infiltration-insurrection-success = Oui ! L’Infiltration a donné un point à l’Insurrection, qui a éliminé deux cartes face cachée : 1 + 2 pour chacune. L’Insurrection est de nouveau face cachée.
lesson-combo-infiltration-insurrection-wrong-bank = L’Infiltration est restée face cachée : l’Insurrection ne porte aucun point, impossible de la révéler ce tour-ci.
lesson-combo-infiltration-insurrection-wrong-bank-insurrection = L’Insurrection est restée face cachée : elle porte 2 points, mais personne n’est éliminé.

lesson-combo-empress-informant-title = L’Impératrice et l’Informatrice
lesson-combo-empress-informant-intro = L’Impératrice pose un point sur une carte adverse face cachée. Si cette carte est à côté de votre Informatrice, l’Informatrice le compte aussi : elle vous rapporte autant que portent les cartes adverses face cachée voisines, sans rien leur prendre.
lesson-combo-empress-informant-intro-2 = Votre Informatrice face visible se résout après l’Impératrice. À côté d’elle, une carte bleue face cachée qui porte 1 point.
lesson-combo-empress-informant-goal = Gagnez au moins 2 points avec l’Informatrice.
lesson-combo-empress-informant-hint-1 = L’Informatrice ne compte que les points des cartes adverses face cachée voisines.
lesson-combo-empress-informant-hint-2 = Révélez l’Impératrice, posez le point sur la carte bleue voisine de l’Informatrice, puis choisissez la première option de l’Informatrice.
lesson-combo-empress-informant-success = Oui ! Le point posé par l’Impératrice a augmenté le gain de l’Informatrice : 2 au lieu de 1. Les points restent sur la carte bleue — l’Informatrice ne lui prend rien.
lesson-combo-empress-informant-wrong-bank = L’Impératrice est restée face cachée : la carte bleue voisine de l’Informatrice ne porte qu’un point.
lesson-combo-empress-informant-wrong-far = Le point est tombé sur la carte bleue à la fin de la File, qui n’est pas voisine de l’Informatrice.
lesson-combo-empress-informant-wrong-swap = La deuxième option remet l’Informatrice en main et ne rapporte rien maintenant. La première vous aurait rapporté 2 points.

lesson-combo-two-judges-title = Deux Juges
lesson-combo-two-judges-intro = Les jetons Verdict sont communs : un Verdict posé par un Juge peut servir au Juge d’une autre famille. Deux Juges de familles différentes peuvent ainsi éliminer ensemble une carte adverse.
lesson-combo-two-judges-intro-2 = Votre Juge se résout en premier, puis le Juge vert, qui éliminera une carte à Verdict. Ensuite vient l’Insurrection bleue, qui porte 2 points.
lesson-combo-two-judges-goal = Éliminez l’Insurrection bleue avec l’aide du Juge vert.
lesson-combo-two-judges-hint-1 = Aucun Verdict n’est encore en jeu : votre Juge ne peut que poser un Verdict. Où ?
lesson-combo-two-judges-hint-2 = Choisissez la première option et posez le Verdict sur la troisième carte de la File, l’Insurrection bleue.
lesson-combo-two-judges-success = Oui ! Vous avez posé le Verdict, et le Juge vert a éliminé l’Insurrection : une alliance de deux familles. Vous gagnez 1 pour la première option, Vert 1 pour l’élimination.
lesson-combo-two-judges-wrong-other = Le Juge vert élimine la carte sur laquelle vous avez posé le Verdict ; l’Insurrection bleue reste, et Bleu la révèle.

## Chapitre 5. La table mixte

lesson-mixed-infiltration-trap-title = L’Infiltration contre le Piège
lesson-mixed-infiltration-trap-intro = Table mixte : chaque famille joue ses propres cartes. Vous êtes Bleu et jouez Embrasement ; Rouge joue Alliance.
lesson-mixed-infiltration-trap-intro-2 = Rouge a conservé l’Infiltration : pour chaque carte face cachée qu’il élimine, il gagne 2 de plus. Son Déserteur face visible éliminera une carte adjacente — la vôtre si elle est à côté.
lesson-mixed-infiltration-trap-intro-3 = Éliminé par une carte d’un autre joueur, votre Piège prend 3 points à celui qui l’a éliminé. Rouge a 0 point pour l’instant.
lesson-mixed-infiltration-trap-goal = Prenez 3 points à Rouge avec votre Piège.
lesson-mixed-infiltration-trap-hint-1 = Rouge gagne d’abord tout ce que l’élimination lui rapporte, et seulement ensuite le Piège prend son dû.
lesson-mixed-infiltration-trap-hint-2 = Posez le Piège au début de la File, à côté du Déserteur, et laissez-le face cachée.
lesson-mixed-infiltration-trap-success = Oui ! Rouge a gagné 1 pour l’élimination et 2 grâce à l’Infiltration, et le Piège lui a pris les 3 ; le Déserteur est défaussé. On ne prend jamais plus qu’un joueur n’a : sans l’Infiltration, le Piège n’aurait pris qu’un point.
lesson-mixed-infiltration-trap-wrong-end = Posé à la fin de la File, le Piège n’est pas à côté du Déserteur : celui-ci élimine le Fanatique rouge, et vous révélez ensuite le Piège pour 1 point seulement.
lesson-mixed-infiltration-trap-wrong-queen = La Reine ne prend rien à celui qui l’élimine : seul le Piège prendra des points à Rouge.
lesson-mixed-infiltration-trap-wrong-reveal = Révélé par vous, le Piège ne rapporte qu’un point et est défaussé. Le Déserteur élimine le Fanatique rouge.

lesson-mixed-bribed-judge-title = Le Juge corrompu
lesson-mixed-bribed-judge-intro = Table mixte : vous jouez Embrasement, Bleu joue Alliance. Votre Corruption pose votre jeton de corruption sur un personnage adverse face visible : c’est vous qui le contrôlez désormais.
lesson-mixed-bribed-judge-intro-2 = Un Verdict est posé sur l’Insurrection bleue, qui porte 2 points. Le Juge bleu se résout juste après votre Corruption.
lesson-mixed-bribed-judge-goal = Éliminez l’Insurrection bleue avec le Juge bleu.
lesson-mixed-bribed-judge-hint-1 = Le Juge corrompu agit pour vous : c’est vous qui choisissez l’option.
lesson-mixed-bribed-judge-hint-2 = Révélez la Corruption, corrompez le Juge, puis choisissez sa deuxième option.
lesson-mixed-bribed-judge-success = Oui ! Le Juge corrompu est à vous : vous avez choisi l’option et gagné 1 point pour l’élimination. Le Verdict a rejoint les jetons Verdict communs.
lesson-mixed-bribed-judge-wrong-bank = La Corruption est restée face cachée. Le Juge bleu pose un Verdict sur votre Reine, et l’Insurrection élimine le Juge et la Reine.
lesson-mixed-bribed-judge-wrong-option-1 = La première option vous a rapporté 1 point et un nouveau Verdict, mais l’Insurrection est restée : Bleu la révèle et élimine ses deux voisines, le Juge (votre jeton de corruption vous revient) et votre Reine.

lesson-mixed-shapeshifter-deserter-title = Le Changeforme copie le Déserteur
lesson-mixed-shapeshifter-deserter-intro = Table mixte : votre Changeforme vient du jeu de base, Bleu joue Alliance. Le Changeforme applique la capacité d’un personnage face visible adjacent comme si elle était imprimée sur lui.
lesson-mixed-shapeshifter-deserter-intro-2 = À côté, le Déserteur bleu. Copié, le Déserteur élimine une voisine du Changeforme, puis le Changeforme est défaussé si aucun personnage face visible n’est à côté de lui.
lesson-mixed-shapeshifter-deserter-goal = Éliminez avec le Changeforme la carte bleue face cachée et gardez-le dans la File.
lesson-mixed-shapeshifter-deserter-hint-1 = Le Changeforme lit la capacité copiée à sa place : « une carte adjacente » est une voisine du Changeforme, et « le Déserteur » à défausser, c’est le Changeforme lui-même.
lesson-mixed-shapeshifter-deserter-hint-2 = Copiez le Déserteur, puis éliminez la première carte de la File.
lesson-mixed-shapeshifter-deserter-success = Oui ! Vous avez éliminé le Juge bleu : 1 + 1 pour le personnage. Le Déserteur face visible est resté à côté : le Changeforme n’est pas défaussé.
lesson-mixed-shapeshifter-deserter-wrong-deserter = Vous avez éliminé le Déserteur lui-même. Il n’y a plus qu’une carte face cachée à côté du Changeforme : il est défaussé, comme le serait le Déserteur à sa place.
