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
cardref-intro = Les 31 cartes des trois éditions : ce que fait chacune et comment les règles tranchent les cas délicats.
cardref-search = Chercher
cardref-search-placeholder = Nom d’une carte…
cardref-count = { $shown ->
    [one] { $shown } carte sur { $total }
   *[other] { $shown } cartes sur { $total }
}
cardref-none = Aucune carte ne porte ce nom.
cardref-ability = Capacité
cardref-rulings = Précisions de règles
cardref-lesson = Leçon : { $title }
cardref-lesson-tip = Ouvrir la leçon sur cette carte

cardref-ruling-archer = L’Archer peut s’éliminer lui-même s’il est premier ou dernier de la File — même si l’autre extrémité porte une autre carte. (B1)
cardref-ruling-soldier = Seule une carte adjacente au Soldat peut être éliminée ; seul dans la File, il ne fait rien. (B2)
cardref-ruling-spy = Le point d’influence est volé dans la réserve du joueur, jamais sur la carte. Choisir l’une de vos cartes ne vole rien. (B3)
cardref-ruling-heir = Toute autre carte face visible non recouverte du même nom — de n’importe quelle famille — annule le gain. (B4)
cardref-ruling-shapeshifter = Il copie un personnage adjacent face visible et non recouvert comme si sa capacité était imprimée sur lui, depuis sa propre place, en gardant son nom. Rien à copier : aucun effet. (B5)
cardref-ruling-lord = Chaque carte du dessus adjacente qui vous appartient compte, face visible ou face cachée. (B6)
cardref-ruling-assassination = Il peut éliminer n’importe quelle carte de la File, lui-même compris ; puis il est défaussé s’il est encore là. (B7)
cardref-ruling-royal_decree = La carte se déplace avec ses points d’influence vers une nouvelle place, jamais sur une autre carte ni là où elle était ; la carte qu’elle recouvrait n’est plus recouverte. Puis le Décret est défaussé. (B8)
cardref-ruling-ambush = Révélée par son propriétaire : il gagne 1, puis elle est défaussée. Éliminée par un adversaire : son propriétaire gagne 4 et la carte attaquante est défaussée. Éliminée par une carte de son propriétaire : seulement le 1 habituel. (B9)
cardref-ruling-conspiracy = Les points d’influence posés dessus comptent double : 3 points en rapportent 6. Puis il est défaussé. (B10)
cardref-ruling-prince = Le Jumeau n’entre dans la File que si le propriétaire du Prince l’a révélé ce tour-ci alors qu’il était face cachée, et jamais sur le Prince. Dès que le Prince est éliminé, le Jumeau non recouvert de sa famille est défaussé. (A2)
cardref-ruling-twin = Le Jumeau attend face visible devant son propriétaire et entre dans la File avec le Prince. Dès qu’il est éliminé, chaque Prince non recouvert du même propriétaire est défaussé. (A1, A3)
cardref-ruling-schemer = Une pile de 2 cartes ou plus à côté d’elle la fait se défausser ; sinon elle gagne 1. (A4)
cardref-ruling-queen = Qui élimine la Reine d’un autre joueur gagne 1 point d’influence de plus. (A5)
cardref-ruling-cutthroat = Il élimine aussi les cartes face visible non recouvertes des autres joueurs portant le même nom ; si une seule carte est éliminée en tout, il ne gagne rien pour elle. (A5)
cardref-ruling-apothecary = La cible doit être adjacente à une autre de vos cartes (pas l’Apothicaire) ; elle peut appartenir à n’importe qui, l’Apothicaire compris. (A6)
cardref-ruling-felon = Chaque joueur, son propriétaire compris, perd 1 pour chacune de ses cartes adjacentes au Malfrat. (A7)
cardref-ruling-substitution = Un personnage d’un autre joueur, seul à sa place, est remplacé par le même personnage de votre famille, face visible, pris dans votre défausse ou vos cartes écartées. Un Prince amené ainsi n’amène pas le Jumeau. (A8)
cardref-ruling-bribery = Le jeton de corruption va sur un personnage face visible d’un autre joueur, seul à sa place : désormais vous contrôlez cette carte. Si elle quitte la File, elle va dans la défausse de sa famille. (A9)
cardref-ruling-combination = Elle est d’abord défaussée ; puis un personnage face visible que vous contrôlez applique sa capacité, et chaque point d’influence qui était dessus est soit pris, soit défaussé pour appliquer de nouveau une capacité. (A10)
cardref-ruling-trap = Révélé par son propriétaire : il gagne 1, puis il est défaussé. Éliminé par un autre joueur : son propriétaire prend 3 points d’influence à ce joueur et la carte attaquante est défaussée. (A11)
cardref-ruling-empress = Le point d’influence va sur une carte du dessus face cachée d’un adversaire, s’il y en a une. (L1)
cardref-ruling-fanatic = Le second point d’influence demande que toutes vos autres cartes de la File soient face cachée ou recouvertes. (L2)
cardref-ruling-informant = La carte posée à sa place reste face cachée et inactive jusqu’à la manche suivante ; l’Informatrice revient dans votre main. (L3, G18)
cardref-ruling-diplomat = Les points d’influence d’une Diplomate restent quand elle est recouverte et retournent à la réserve quand elle est éliminée. (L4)
cardref-ruling-deserter = Il ne reste que si un personnage face visible lui est adjacent après l’élimination ; sinon il est défaussé. (L5)
cardref-ruling-judge = Au plus un jeton Verdict par carte, 5 en tout. Un Verdict reste sur une carte recouverte et revient quand sa carte quitte la File. (L6)
cardref-ruling-insurrection = Elle ne peut être révélée qu’avec au moins 1 point d’influence dessus ; elle élimine la carte avant elle, puis la carte après elle, et se retourne face cachée. (L7)
cardref-ruling-extortion = Éliminée par un adversaire : son propriétaire gagne 2 par carte du dessus de cet adversaire dans la File, et cet adversaire perd 1 point d’influence sur chacune de ses cartes du dessus face cachée qui en porte. (L8)
cardref-ruling-infiltration = La carte reste devant vous : désormais chaque carte face cachée que vous éliminez rapporte 2 de plus. (L9, L11)
cardref-ruling-pact = Ses points d’influence ne sont pas pris : le Pacte reste devant vous avec eux, les rapporte au début de chaque tour suivant tant que vous avez une carte dans la File, et compte à la fin. (L10)
