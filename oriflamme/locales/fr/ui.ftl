# Textes généraux de l’interface. Termes de la règle d’Oriflamme :
# File d’Influence, pile, points d’influence, face cachée/visible, éliminer, défausser.
# Typographie : apostrophe ’, espace insécable avant : ; ! ? et à l’intérieur des « ».

lang-name = Français
    .order = 3
language = Langue
app-title = Oriflamme
edition-base = Oriflamme
edition-ablaze = Oriflamme : Embrasement
edition-alliance = Oriflamme : Alliance

## Jeu et apprentissage

game = Partie
new-game = Nouvelle partie
sandbox = Bac à sable
lessons = Leçons
lesson = Leçon { $number }
next-lesson = Leçon suivante
retry = Réessayer
undo = Annuler le coup
redo = Rejouer le coup
hint = Indice
goal = Objectif
well-done = Bravo !
try-again = Pas tout à fait. Réessayez.
lesson-complete = Leçon terminée !
stars = { $count ->
    [one] { $count } étoile
   *[other] { $count } étoiles
}
your-turn = À vous de jouer
waiting-for = En attente de { $player }…
list-and = et
list-or = ou

## Tour et phases

round = Tour { $round } sur 6
round-short = Tour { $round }
phase-placement = Phase de placement
phase-resolution = Phase de résolution
phase-finished = Partie terminée
first-player = Premier joueur
direction = Sens de résolution
direction-ltr = De gauche à droite
direction-rtl = De droite à gauche

## File d’Influence et zones

queue = File d’Influence
queue-start = Début de la File
queue-end = Fin de la File
queue-empty = La File d’Influence est vide
stack = Pile
on-stack = { $count ->
    [one] { $count } carte dans la pile
   *[other] { $count } cartes dans la pile
}
position = Position { $position }
face-up = Face visible
face-down = Face cachée
hand = Main
discard = Défausse
aside = Cartes écartées
kept = Cartes conservées
supply = Réserve
cards = { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}

## Actions

reveal = Révéler
bank = Laisser face cachée
bank-hint = Laisser la carte face cachée et y poser 1 point d’influence
place-start = Au début de la File
place-end = À la fin de la File
place-stack = Sur votre pile
option = Option { $option }

## Points d’influence et résultat

influence = Points d’influence
influence-amount = { $count ->
    [one] { $count } point d’influence
   *[other] { $count } points d’influence
}
score = Score
player = Joueur
family = Famille
winner = { $count ->
    [one] Vainqueur : { $players }
   *[other] Vainqueurs : { $players }
}

## Décisions attendues par le jeu (decision-<type de décision>)

decision-place = Jouez une carte de votre main dans la File d’Influence.
decision-place_twin = Placez le Jumeau dans la File.
decision-reveal = Révéler la carte ou la laisser face cachée ?
decision-target = Choisissez une cible.
decision-destination = Choisissez où la déplacer.
decision-option = Choisissez l’option de la capacité.
decision-swap = Choisissez la carte de votre main qui la remplace.
decision-combination = Prendre le point d’influence ou le défausser pour appliquer de nouveau une capacité ?
decision-source = Où prendre le personnage : dans la défausse ou parmi les cartes écartées ?

## Coups en toutes lettres (move_text) : arguments comme dans les événements (voir events.ftl)

move-play = { $where ->
    [start] Jouer { $card_def } au début de la File
    [end] Jouer { $card_def } à la fin de la File
   *[stack] Jouer { $card_def } sur la pile (position { $position_num })
}
move-reveal = Révéler la carte
move-bank = Laisser face cachée (+1 point d’influence sur la carte)
move-target = Choisir la carte en position { $position_num }
move-target-card = { $card_known ->
    [yes] Choisir { $card_def } { $owner_of } (position { $position_num })
   *[no] Choisir la carte face cachée { $owner_of } (position { $position_num })
}
move-copy-card = { $card_known ->
    [yes] Copier la capacité { $card_de } { $owner_of } (position { $position_num })
   *[no] Copier la capacité de la carte face cachée { $owner_of } (position { $position_num })
}
move-apply-card = { $card_known ->
    [yes] Appliquer la capacité { $card_de } { $owner_of } (position { $position_num })
   *[no] Appliquer la capacité de la carte face cachée { $owner_of } (position { $position_num })
}
move-option = Option { $option }
move-to = Déplacer en position { $position_num }
move-swap = Remplacer par { $card_def }
move-take = Prendre le point d’influence
move-repeat = Appliquer de nouveau la capacité
move-from = { $source ->
    [discard] Prendre dans la défausse
   *[aside] Prendre parmi les cartes écartées
}

## Joueurs (familles) : le nom sans article, comme dans la règle (« Rouge décide… ») ;
## .of — « de Rouge » : « l’Archer de Rouge ».

player-red = Rouge
    .of = de Rouge
player-blue = Bleu
    .of = de Bleu
player-green = Vert
    .of = de Vert
player-yellow = Jaune
    .of = de Jaune
player-purple = Violet
    .of = de Violet
# Joueur à l’identifiant inconnu : on montre l’identifiant tel quel.
player-other = { $id }
    .of = de { $id }
