# Words of the pictures (oriflamme/render): card descriptions, queue, scoreboard.
# Terms follow the base rulebook: File d’Influence, pile, points d’influence, face cachée.

render-card-named = { $name } ({ $family })
render-card-hidden = Carte inconnue ({ $family })
render-verdict = jeton Verdict
render-covered = sous une autre carte
render-bribed = jeton de corruption de { $player }
render-inactive = ne se résout pas avant le prochain tour
render-peek = visible de vous seul
render-peek-owner = visible de son propriétaire seul
render-next = suivante
render-direction-ltr = Sens de résolution : de gauche à droite
render-direction-rtl = Sens de résolution : de droite à gauche
render-status = Statut
render-turn = À jouer
render-winner = Vainqueur
render-twin-waiting = { $name } en attente
render-bribe-token = Jeton de corruption
render-to-place = pose une carte : { $player }
render-to-resolve = suivante : position { $n }
render-verdicts-left = jetons Verdict communs disponibles : { $n }
render-twin = En attente
render-your-hand = Votre main
render-empty = vide
