# Words of the pictures (oriflamme/render): card descriptions, queue, scoreboard.
# Terms follow the base rulebook: File d'Influence, pile, points d'influence, face cachée.

render-card-named = { $name } ({ $family })
render-card-hidden = Carte inconnue ({ $family })
render-face-up = face visible
render-face-down = face cachée
render-tokens = { $n } { $n ->
    [one] point d'influence
   *[other] points d'influence
}
render-stack = pile de { $n } cartes
render-covered = recouverte
render-verdict = jeton Verdict
render-bribed = soudoyée par { $player }
render-inactive = inactive jusqu'au prochain tour
render-peek = visible de vous seul
render-position = position { $n }
render-next = suivante
render-queue = File d'Influence
render-queue-empty = La File d'Influence est vide
render-direction-ltr = Sens de résolution : de gauche à droite
render-direction-rtl = Sens de résolution : de droite à gauche
render-start = début
render-end = fin
render-family = Famille
render-influence = Influence
render-hand = Main
render-status = Statut
render-hand-count = { $n } { $n ->
    [one] carte
   *[other] cartes
}
render-first-player = premier joueur
render-turn = à jouer
render-winner = vainqueur
render-twin-waiting = { $name } en attente
render-bribe-token = jeton de corruption
render-round = Tour { $n } sur 6
render-phase-placement = Phase de placement
render-phase-resolution = Phase de résolution
render-phase-finished = Partie terminée
render-to-place = pose une carte : { $player }
render-to-resolve = suivante : position { $n }
render-verdicts-left = jetons Verdict en réserve : { $n }
render-discard = Défausse
render-aside = Écartées
render-kept = Conservées
render-twin = En attente
render-your-hand = Votre main
render-empty = vide
