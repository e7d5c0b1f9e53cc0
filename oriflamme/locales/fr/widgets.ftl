# Textes des widgets (oriflamme/widgets) : partie, main, décisions, journal, bac à sable, application.
# Termes du livret de règles : File d'Influence, pile, points d'influence, face cachée, éliminer, défausser.

w-lang-label = Langue
w-app-title = Oriflamme — apprendre les règles

## Ligne d'état

w-status-round = Tour { $round } sur 6
w-status-placement = Phase de placement
w-status-resolution = Phase de résolution
w-status-finished = Partie terminée
w-status-place = À vous : choisissez une carte de votre main, puis sa place dans la File d’Influence.
w-status-place-card = À vous : où poser la carte « { $card } » ? Au début de la File, à la fin ou sur une de vos piles.
w-status-place-card-ends = À vous : où poser la carte « { $card } » ? Au début de la File ou à la fin.
w-status-reveal = À vous : révéler la carte « { $card } » (position { $pos }) ou la laisser face cachée et y ajouter 1 point d’influence ?
w-status-target = À vous : choisissez la cible { $card_de }.
w-status-copy = À vous : choisissez le personnage dont { $card_def } copie la capacité.
w-status-apply = À vous : choisissez un de vos personnages face visible, dont { $card_def } applique la capacité.
w-status-option = À vous : quelle option de la capacité { $card_de } appliquer ?
w-status-option-copied = À vous : quelle option de la capacité { $card_de }, copiée par { $copier_def }, appliquer ?
w-status-destination = À vous : à quelle place de la File déplacer la carte choisie ?
w-status-swap = À vous : quelle carte de votre main poser à la place { $card_de } ?
w-status-token = À vous : prendre un point qui était sur { $card_def }, ou le défausser pour appliquer une capacité de plus ?
w-status-from = À vous : où prendre le personnage qu’amène { $card_def } — dans votre défausse ou parmi vos cartes écartées ?
w-status-other = À vous : que faire de la carte « { $card } » ?
w-status-waiting = C’est à { $player } de décider.
w-status-over = La partie est terminée : le bilan est ci-dessous.
w-status-replay = Relecture du journal : étape { $step } sur { $total }. Pour reprendre la partie, revenez à la position actuelle.

## Main et placement

w-hand-title = Votre main
w-hand-empty = Votre main est vide.
w-hand-card = Choisir la carte « { $card } »
w-place-title = Où la poser
w-place-start = Au début de la File
w-place-end = À la fin de la File
w-place-on = Sur la pile (position { $pos })
w-place-hint = Choisissez d’abord une carte de votre main.

## Décisions

w-decision-title = Décision
w-reveal = Révéler « { $card } »
w-bank = Laisser face cachée (+1 point d’influence sur la carte)
w-option = Option { $n }
w-option-text = Option { $n } : { $text }
w-target = Cible : position { $pos }
w-target-label = Choisir la cible : position { $pos }, { $desc }
w-choose-label = Choisir : position { $pos }, { $desc }
w-targets-title = Cibles possibles
w-characters-title = Personnages possibles
w-dest = Vers la position { $pos }
w-take = Prendre le point d’influence
w-repeat = Défausser le point d’influence et appliquer de nouveau la capacité
w-from-discard = Dans la défausse
w-from-aside = Parmi les cartes écartées
w-swap = Poser « { $card } »
w-move-other = Coup : { $move }
w-card-text = « { $card } » : { $text }

## Journal et annulation

w-log-title = Journal de la partie (le plus récent en haut)
w-log-empty = Rien ne s’est encore passé.
w-log-opening = Avant le premier coup
w-log-move = Coup { $n }
w-influence-delta = { $player } : { $amount ->
    [one] { $sign }{ $amount } point d’influence
   *[other] { $sign }{ $amount } points d’influence
}
w-undo = Annuler le coup
w-undo-tip = Revient juste avant votre coup, tant qu’aucune information cachée n’a été dévoilée.
w-undo-blocked = Impossible d’annuler : une information cachée a été dévoilée depuis.
w-step-back = Étape précédente
w-step-forward = Étape suivante
w-step-tip = Revoir les positions précédentes de la partie (lecture seule).
w-live = Revenir à la position actuelle
w-vetoed = Ce coup n’est pas possible pour l’instant.

## Bilan

w-final-title = Bilan de la partie
w-final-row = { $player } : { $score ->
    [one] { $score } point d’influence
   *[other] { $score } points d’influence
}, { $cards ->
    [one] { $cards } carte du dessus dans la File
   *[other] { $cards } cartes du dessus dans la File
}
w-final-winner = { $count ->
    [one] { $players } gagne !
   *[other] { $players } se partagent la victoire !
}
w-final-you-won = Vous avez gagné !
w-final-you-lost = Pas de victoire pour cette fois.
w-tiebreak-none = { $player } a le plus de points d’influence : { $score }.
w-tiebreak-queue_cards = Égalité aux points d’influence ({ $score }). L’emporte le joueur qui a le plus de cartes de sa famille sur le dessus des piles de la File d’Influence : { $player } ({ $cards }).{ $basis ->
    [reading] { " " }{ tiebreak-reading-note }
   *[other] {""}
}
w-tiebreak-shared = Ils sont à égalité aux points d’influence ({ $score }) et au nombre de cartes de leur famille sur le dessus des piles ({ $cards }).{ $basis ->
    [reading] { " " }{ tiebreak-reading-note }
   *[other] {""}
} Aucune règle ne tranche une telle égalité ; nous considérons que les joueurs se partagent la victoire.

## Bac à sable

w-sandbox-title = Bac à sable : une partie entière contre l’ordinateur
w-sandbox-intro = Jouez les six tours d’une partie avec une famille, contre des adversaires joués par l’ordinateur.
w-edition = Édition
w-edition-base = Oriflamme
w-edition-ablaze = Oriflamme : Embrasement
w-edition-alliance = Oriflamme : Alliance
w-opponents = Nombre d’adversaires
w-bot-kind = Niveau des adversaires
w-bot-random = Facile
    .tip = Joue au hasard
w-bot-greedy = Moyen
    .tip = Prend à chaque fois ce qui rapporte le plus tout de suite
w-seed = Numéro de donne
w-new-game = Nouvelle partie
w-you-play = Votre famille : { $player }.

## Application

w-tab-lessons = Leçons
w-tab-sandbox = Bac à sable
w-tab-about = Le jeu
w-about-html =
    <h3>Oriflamme en cinq minutes</h3>
    <p>Chaque famille a le même jeu de cartes : des personnages et des intrigues. La partie dure six tours. À la fin, le joueur qui a le plus de points d’influence l’emporte ; en cas d’égalité, celui qui a le plus de cartes du dessus de sa famille dans la File d’Influence. { tiebreak-reading-note }</p>
    <p><b>Phase de placement.</b> À tour de rôle, chacun pose une carte de sa main face cachée : au début de la File d’Influence, à la fin, ou (dès le deuxième tour) sur une de ses piles — la carte du dessous est alors recouverte et inactive.</p>
    <p><b>Phase de résolution.</b> Les cartes de la File se résolvent l’une après l’autre. Le propriétaire d’une carte face cachée choisit : la révéler et appliquer sa capacité (en prenant les points d’influence posés dessus), ou la laisser face cachée et y ajouter 1 point d’influence.</p>
    <p><b>Élimination.</b> Qui élimine une carte gagne 1 point d’influence. Les intrigues du jeu de base sont défaussées après leur effet ; dans Alliance, l’Insurrection se retourne face cachée et reste dans la File, et l’Infiltration et le Pacte sont conservés.</p>
    <p>Le bac à sable permet de jouer une partie entière contre l’ordinateur ; le journal explique chaque événement et chaque changement de points d’influence.</p>

## Page d'accueil

w-landing-title = Oriflamme en français
w-landing-text = Apprenez de façon interactive les règles du jeu de cartes Oriflamme (et de ses éditions Embrasement et Alliance) : leçons, bac à sable contre l’ordinateur, journal qui explique chaque événement.

## Cours de leçons sur la page d’accueil (issue 11)

w-landing-courses = Cours de leçons : { $courses }.
w-landing-course = { $course } ({ $count ->
    [one] { $count } leçon
   *[other] { $count } leçons
})

## Accessibility (issue 28)

w-skip-to-lesson = Aller à la leçon
