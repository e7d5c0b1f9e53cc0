# Décisions sur le plateau : le Jumeau qu’amène le Prince ; libellés courts des options ; légende des badges du tableau.
# Termes des livrets de règles et de docs/glossary.md : File, pile, face cachée, éliminer, défausser, jeton Verdict, jeton de corruption.

## Le Jumeau qu’amène le Prince (décision place_twin, A2)

w-status-twin = À vous : { card-prince.def } fait entrer { card-twin.def } en jeu. Où le poser ? Au début de la File, à la fin ou sur une de vos piles, mais pas sur { card-prince.def }.
w-twin-title = Le { card-twin } attend : choisissez sa place
teacher-twin-title = { $player } : le { card-twin } attend, choisissez sa place

## Libellés courts des options des cartes « A OU B » (w-option-<carte>-<numéro>)

w-option-informant-1 = Gagner autant de points que sur les cartes adverses face cachée adjacentes
w-option-informant-2 = Échanger avec une carte de la main
w-option-diplomat-1 = +1 point d’influence et 2 sur une autre { card-diplomat }
w-option-diplomat-2 = Prendre les points d’influence de la carte et la défausser
w-option-judge-1 = +1 point d’influence et un jeton Verdict sur une carte
w-option-judge-2 = Éliminer une carte portant un jeton Verdict

## Légende des badges du tableau des familles

render-legend-title = Légende
render-legend-twin = { $all ->
    [yes] Chaque famille a son { card-twin } en attente devant elle.
   *[no] « { render-twin-waiting } » : { card-twin.def } attend devant la famille, face visible.
} Le { card-prince } de cette famille le fait entrer dans la File quand son propriétaire révèle ce { card-prince } jusque-là face cachée ; si { card-prince.def } est éliminé, { card-twin.def } est défaussé, sauf s’il est recouvert dans une pile.
render-legend-bribe = { $all ->
    [yes] Aucun jeton de corruption n’a encore servi : chaque famille a toujours le sien.
   *[no] « { render-bribe-token } » : la famille qui porte ce signe n’a pas encore utilisé son jeton de corruption.
} La { card-bribery } permet de le poser sur un personnage adverse face visible qui n’est pas sur une pile : ce personnage joue désormais pour la famille qui l’a corrompu.

## Journal : un choix qui n’a encore rien causé (une cible, une option…)

w-log-target = { $card_known ->
    [yes] { $self ->
        [yes] { $player } choisit la cible { $by_card_de } : { own-card-acc } (position { $position_num }).
       *[no] { $player } choisit la cible { $by_card_de } : { $card_def } { $owner_of } (position { $position_num }).
    }
   *[no] { $self ->
        [yes] { $player } choisit la cible { $by_card_de } : une de ses cartes face cachée (position { $position_num }).
       *[no] { $player } choisit la cible { $by_card_de } : une carte face cachée { $owner_of } (position { $position_num }).
    }
}
w-log-choice = { $player } choisit : { $choice }.
