## Taille des cartes sur la table (oriflamme/widgets/card_size.py)

w-card-size = Taille des cartes
w-card-size-auto = Auto
w-card-size-sm = Petites
w-card-size-md = Moyennes
w-card-size-lg = Grandes
w-card-size-xl = Immenses
w-card-size-auto-tip = Ajuster les cartes à la largeur de l’écran
w-card-size-sm-tip = Petites cartes (pour un téléphone)
w-card-size-md-tip = Cartes moyennes
w-card-size-lg-tip = Grandes cartes, avec leur texte
w-card-size-xl-tip = Très grandes cartes, avec leur texte (lisibles du fond de la classe)

## Les cartes, une par une (oriflamme/widgets/card_reference.py)

w-tab-cards = Cartes
cardref-intro = Les 31 cartes des trois éditions : ce que fait chacune et comment nous lisons les cas délicats (là où les règles se taisent, le choix est le nôtre).
cardref-search = Chercher
cardref-search-placeholder = Nom d’une carte…
cardref-count = { $shown ->
    [one] { $shown } carte sur { $total }
   *[other] { $shown } cartes sur { $total }
}
cardref-none = Aucune carte ne porte ce nom.
cardref-ability = Capacité
cardref-rulings = Précisions de règles
cardref-lesson = Leçon « { $title } »
cardref-lesson-tip = Ouvrir la leçon sur cette carte
cardref-teacher = Numéros des précisions (pour l’enseignant)

cardref-ruling-archer = L’Archer peut s’éliminer lui-même s’il est premier ou dernier de la File — même si l’autre extrémité porte une autre carte.
cardref-ruling-soldier = Face visible, le Soldat doit éliminer une carte adjacente, même une carte de son propriétaire ; seul dans la File, il ne fait rien.
cardref-ruling-spy = Le point d’influence est pris directement au propriétaire de la carte choisie, jamais sur la carte. Choisir une carte du propriétaire de l’Espion ne vole rien.
cardref-ruling-heir = Si une autre carte face visible non recouverte du même nom — de n’importe quelle famille — est dans la File, l’Héritier ne gagne rien.
cardref-ruling-shapeshifter = Il applique la capacité d’un personnage adjacent face visible et non recouvert comme si elle était imprimée sur le Changeforme : depuis sa propre place et sous son propre nom. Ainsi, un Héritier copié cherche un autre Changeforme, et copier un Changeforme n’a aucun effet. Rien à copier : aucun effet.
cardref-ruling-lord = Chaque carte du dessus adjacente qui appartient au propriétaire { card-lord.de } compte, face visible ou face cachée.
cardref-ruling-assassination = Il peut éliminer n’importe quelle carte de la File, lui-même compris ; puis il est défaussé s’il est encore là.
cardref-ruling-royal_decree = Il déplace une carte du dessus, de n’importe quelle famille, avec ses points d’influence vers une nouvelle place, jamais sur une autre carte ni là où elle était ; la carte qu’elle recouvrait n’est plus recouverte. Déplacée après le Décret, la carte se résout ce tour-ci, même si elle s’est déjà résolue ; déplacée avant, elle ne se résout plus ce tour-ci. Puis le Décret est défaussé.
cardref-ruling-ambush = Révélée par son propriétaire : les points d’influence posés dessus retournent à la réserve, il gagne 1, puis elle est défaussée. Éliminée par une carte adverse : l’adversaire gagne le 1 habituel, le propriétaire de l’Embuscade gagne 4 et la carte attaquante est défaussée. Éliminée par une carte de son propriétaire : seulement le 1 habituel, et la carte qui l’a éliminée reste dans la File.
cardref-ruling-conspiracy = Les points d’influence posés dessus comptent double : 3 points en rapportent 6. Puis il est défaussé.
cardref-ruling-prince = Le Prince ne fait entrer le Jumeau dans la File que lorsque son propriétaire le révèle alors qu’il était face cachée (un Prince face visible qui se résout de nouveau n’amène personne) : face cachée, au début, à la fin ou sur une de ses piles, jamais sur le Prince. Dès que le Prince est éliminé, chaque Jumeau non recouvert que contrôle le même joueur est défaussé, qu’il soit dans la File ou encore en attente.
cardref-ruling-twin = Le Jumeau attend face visible devant son propriétaire ; seul le Prince le fait entrer dans la File (face cachée). Dès que le Jumeau est éliminé, chaque Prince non recouvert que contrôle le même joueur est défaussé, y compris un Prince qu’il a corrompu.
cardref-ruling-schemer = Si une pile de 2 cartes ou plus lui est adjacente, l’Intrigante est défaussée (ce n’est pas une élimination : personne ne gagne 1) ; sinon son propriétaire gagne 1.
cardref-ruling-queen = Qui élimine la Reine d’un autre joueur gagne 1 point d’influence de plus.
cardref-ruling-cutthroat = Il élimine aussi les cartes face visible non recouvertes des autres joueurs portant le même nom que la carte adjacente ; si une seule carte est éliminée en tout, son propriétaire ne gagne pas le point de l’élimination (le point de plus de la Reine compte quand même).
cardref-ruling-apothecary = La cible doit être adjacente à une autre carte du propriétaire de l’Apothicaire (pas l’Apothicaire lui-même), face visible ou face cachée ; la cible peut appartenir à n’importe qui, l’Apothicaire compris.
cardref-ruling-felon = Chaque joueur, son propriétaire compris, perd 1 pour chacune de ses cartes adjacentes au Malfrat.
cardref-ruling-substitution = Si la carte éliminée est un personnage d’un autre joueur qui n’était pas sur une pile, le propriétaire de la Substitution met à la place de ce personnage le même personnage de sa propre famille, face visible, pris dans sa défausse ou parmi ses cartes écartées ; s’il n’en a pas, pas de remplacement. Un Prince amené ainsi n’amène pas le Jumeau.
cardref-ruling-bribery = Le jeton de corruption va sur un personnage face visible qui n’est pas dans une pile, que contrôle un autre joueur : désormais le propriétaire de la Corruption contrôle cette carte. Si elle quitte la File, elle va dans la défausse de sa famille et le jeton de corruption retourne à qui l’a posé. Le propriétaire de la Corruption peut aussi reprendre ainsi son propre personnage corrompu par un autre joueur : son jeton de corruption s’y pose et l’autre joueur récupère le sien.
cardref-ruling-combination = Elle est d’abord défaussée ; puis un personnage face visible que contrôle son propriétaire applique sa capacité, et chaque point d’influence qui était sur la Combinaison est soit pris, soit défaussé pour appliquer de nouveau une capacité (le même personnage est permis). Aucun personnage face visible : les points sont simplement pris.
cardref-ruling-trap = Révélé par son propriétaire : les points d’influence posés dessus retournent à la réserve, le propriétaire gagne 1, puis le Piège est défaussé. Éliminé par une carte d’un autre joueur : ce joueur gagne d’abord le 1 habituel, puis le propriétaire du Piège lui prend 3 points d’influence (ce qu’il a, jusqu’à 3) et la carte attaquante est défaussée. Éliminé par une carte de son propriétaire : seulement le 1 habituel.
cardref-ruling-empress = Le point d’influence va sur une carte du dessus face cachée d’un adversaire, s’il y en a une.
cardref-ruling-fanatic = Le second point d’influence demande que toutes les autres cartes du propriétaire du Fanatique dans la File soient face cachée ou recouvertes.
cardref-ruling-informant = Sa première option ne retire rien des cartes : les points d’influence y restent. La carte posée à sa place reste face cachée et inactive jusqu’au tour suivant ; l’Informatrice revient dans la main de son propriétaire.
cardref-ruling-diplomat = Les points d’influence d’une Diplomate restent quand elle est recouverte et retournent à la réserve quand elle est éliminée.
cardref-ruling-deserter = Il élimine une carte adjacente : son propriétaire gagne le 1 habituel, et 1 de plus si c’était un personnage. Le Déserteur ne reste que si un personnage face visible lui est adjacent après l’élimination ; sinon il est défaussé.
cardref-ruling-judge = Au plus un jeton Verdict par carte, 5 en tout ; quand il n’en reste plus, la première option rapporte seulement 1. Un jeton Verdict reste sur une carte recouverte et rejoint les jetons Verdict communs quand sa carte quitte la File.
cardref-ruling-insurrection = Elle ne peut être révélée qu’avec au moins 1 point d’influence dessus : 1 retourne à la réserve, son propriétaire prend le reste. Elle élimine la carte avant elle, puis la carte après elle, se retourne face cachée et reste dans la File.
cardref-ruling-extortion = Révélée par son propriétaire : ses points d’influence retournent à la réserve, son propriétaire gagne 1 point, puis elle est défaussée. Éliminée par une carte adverse : cet adversaire gagne d’abord le 1 habituel, puis le propriétaire de l’Extorsion gagne 2 par carte du dessus de cet adversaire dans la File (la carte qui l’élimine comprise ; seulement celles du dessus : c’est notre lecture de « par carte » dans le texte de l’Extorsion), et cet adversaire perd 1 point d’influence sur chacune de ses cartes du dessus face cachée qui en porte.
cardref-ruling-infiltration = Elle pose d’abord 1 point d’influence sur chacune des cartes du dessus face cachée de son propriétaire, puis elle est conservée devant lui : désormais chaque carte face cachée qu’il élimine lui rapporte 2 de plus.
cardref-ruling-pact = Ses points d’influence ne sont pas pris : le Pacte est conservé avec eux. Au début de chaque tour suivant, si son propriétaire a une carte dans la File (même recouverte), il gagne autant de points que le Pacte en porte ; à la fin de la partie, ces points comptent pour lui.
