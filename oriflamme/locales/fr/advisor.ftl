## Le joueur fort et le conseiller (issue 18)

w-bot-strong = Coups forts (calculés)
advisor-title = Conseiller
advisor-ask = Demander au conseiller
advisor-col-move = Coup
advisor-col-win = Chances de gagner
advisor-col-influence = Influence à la fin
advisor-not-yours = Le conseiller vous aide pour vos propres décisions : attendez que ce soit à vous de jouer.
advisor-finished = La partie est finie : rien à conseiller.
# $move : le meilleur coup en mots ; $win : un pourcentage ; $influence : un nombre
advisor-best = Meilleur coup : { $move }. Environ { $win } % de chances de gagner, environ { $influence } points d’influence à la fin.
advisor-gain = { $amount ->
    [0] Il ne rapporte rien tout de suite, mais mène à la meilleure fin de partie.
   *[other] Il rapporte { $amount_pts } tout de suite.
}
advisor-risk-soldier = Risque : { $by_card_def } { $by_player_of } à côté de votre carte « { $card } » peut l’éliminer.
advisor-risk-archer = Risque : { $by_card_def } { $by_player_of } peut éliminer votre carte « { $card } » au bout de la File.
advisor-risk-tokens = Risque : si votre carte « { $card } » est éliminée, l’influence posée dessus ({ $tokens_pts }) est perdue.
advisor-risk-none = Aucune carte face visible d’un adversaire ne la menace pour l’instant.
bot-pace-skip = Ne pas attendre

## The answer once the position has changed (issue 28)

advisor-stale = La position a changé : ce conseil portait sur la position précédente. Demandez à nouveau au conseiller.
advisor-best-row = meilleur coup
