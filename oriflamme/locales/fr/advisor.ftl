## Le joueur fort et le conseiller (issue 18)

w-bot-strong = Fort
    .tip = Calcule la partie plusieurs coups à l’avance
advisor-title = Conseiller
advisor-ask = Demander au conseiller
advisor-col-move = Coup
advisor-col-win = Chances de gagner
advisor-col-influence = Influence à la fin
advisor-not-yours = Le conseiller vous aide pour vos propres décisions : attendez que ce soit à vous de jouer.
advisor-finished = La partie est finie : rien à conseiller.
# $move : le meilleur coup en mots ; $win : un pourcentage ; $influence : un nombre
advisor-best = Meilleur coup : { $move }. { $win } de chances de gagner, environ { $score } points d’influence à la fin.
advisor-gain = { $amount ->
    [0] Il ne rapporte rien tout de suite, mais mène au meilleur résultat final.
   *[other] Il rapporte { $amount_pts } tout de suite.
}
advisor-risk-tokens = { $tokens ->
    [one] Le point d’influence posé dessus retournerait
   *[other] Les { $tokens_pts } posés dessus retourneraient
} alors à la réserve.
advisor-risk-none = Le conseiller ne voit pas comment un adversaire pourrait éliminer votre carte « { $card } » d’ici la fin du tour.
bot-pace-skip = Ne pas attendre
advisor-threat-card = { $card } { $player_of }
advisor-hidden-card = une carte face cachée { $player_of }
advisor-risk-eliminate = Risque : d’ici la fin du tour, votre carte « { $card } » peut être éliminée par { $by }.
advisor-risk-steal = { $by } peut choisir votre carte « { $card } » pour vous voler un point d’influence.
advisor-risk-bait = Si une carte adverse élimine votre carte « { $card } », vous gagnez { $gain_pts } : elle est faite pour cela.

## The answer once the position has changed (issue 28)

advisor-stale = La position a changé : ce conseil portait sur la position précédente. Demandez à nouveau au conseiller.
advisor-best-row = meilleur coup

## Any game's advisor: a chance in words, never «about 0 %» (issue 25)

advisor-best-plain = Meilleur coup : { $move }. { $win } de chances de gagner.
advisor-percent = { $kind ->
    [low] Moins de 1 %
    [high] Plus de 99 %
   *[about] Environ { $n } %
}
advisor-percent-cell = { $kind ->
    [low] < 1 %
    [high] > 99 %
   *[about] { $n } %
}
