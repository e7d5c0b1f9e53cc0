# Récit des événements : un message par type d’événement, event-<type-en-tirets>.
# Les arguments sont préparés par oriflamme.i18n.narrate (voir la docstring du module) :
#   champ-carte X (card, by_card, ability) : $X (nom seul), $X_def (l’Archer), $X_indef,
#       $X_de (de l’Archer, du Soldat), $X_a (à l’Archer, au Soldat), $X_poss (son Archer),
#       $X_gender (m, f), $X_known (yes/no : no = carte face cachée inconnue) ;
#   champ-joueur P (player, owner, victim, first_player) : $P (Rouge), $P_of (de Rouge) ;
#   quantité A (amount, tokens, score) : $A (nombre) et $A_pts (« 2 points d’influence ») ;
#   position N : $N_num, numéro pour les humains, à partir de 1 ;
#   oui/non : yes/no ; $self = yes si player et owner sont le même joueur ;
#   $itself = yes si la carte s’élimine elle-même ; $same = yes si card = ability ;
#   $where : start, end, only (File vide) ou stack (où la carte est posée).
# Le premier caractère de la phrase est mis en majuscule par narrate (« l’Archer » → « L’Archer »).

## Messages auxiliaires (ils reçoivent les arguments de l’événement qui les appelle)

own-card-acc = { $card_poss }
place-where = { $where ->
    [only] dans la File, jusque-là vide
    [start] au début de la File
    [end] à la fin de la File
   *[stack] sur sa pile (position { $position_num })
}

# carte corrompue (A9) : jamais « son Juge », mais à qui elle est et qui l’a corrompue
bribed-note = { $bribed_by_known ->
    [yes] { " " }({ $card_gender ->
            [f] corrompue
           *[m] corrompu
        } par { $bribed_by })
   *[no] {""}
}

## Tours

event-round-started = Tour { $round } sur 6. Premier joueur : { $first_player }.
event-resolution-started = Début de la phase de résolution : les cartes de la File sont résolues l’une après l’autre.
event-round-ended = Fin du tour { $round }.

## Cartes dans la File

event-card-placed = { $reason ->
    [twin] { $player } fait entrer en jeu { card-twin.poss } et le pose face cachée { place-where }.
    [substitution] À la place de la carte éliminée, { $player } pose { own-card-acc } face visible.
    [swap] { $player } prend { $card_indef } dans sa main et { $card_gender ->
            [f] la
           *[m] le
        } pose face cachée à la place { card-informant.de }.
   *[placement] { $card_known ->
        [yes] { $face_up ->
            [yes] { $player } pose { $card_poss } face visible { place-where }.
           *[no] { $player } pose { $card_poss } face cachée { place-where }.
        }
       *[no] { $player } pose une carte face cachée { place-where }.
    }
}
event-card-banked = { $player } laisse { $card_poss } face cachée et y pose 1 point d’influence ({ $tokens } au total).
event-card-revealed = { $player } révèle { $card_poss }.
event-ability-applied = { $same ->
    [yes] { $player } applique la capacité { $card_de }.
   *[no] { $player } applique la capacité { $ability_de } grâce { $card_a }.
}
event-no-effect = { $reason ->
    [no_target] { $ability_id ->
        [combination] { $player } n’a aucun personnage face visible : { card-combination.def } n’applique aucune capacité.
        [shapeshifter] Aucun personnage face visible et non recouvert à côté { $card_de } : il n’a rien à copier.
       *[other] La capacité { $ability_de } n’a aucune cible : rien ne se passe.
    }
    [nothing_to_steal] { $victim_known ->
        [yes] { $victim_self ->
            [yes] { $card_def } ne vole rien : { $player } a choisi une de ses propres cartes.
           *[no] { $card_def } ne vole rien : { $victim } n’a aucun point d’influence.
        }
       *[no] { $card_def } ne vole rien : la carte choisie est à { $player } ou à un joueur sans point d’influence.
    }
    [same_name] { $card_def } { $player_of } ne rapporte rien : une autre carte « { $card } » est révélée dans la File.
    [copies_shapeshifter] Un { card-shapeshifter } copié n’a aucun effet.
    [nothing_to_gain] { $card_def } ne gagne rien : il n’y a aucun point d’influence sur les cartes adverses face cachée adjacentes.
    [no_bribery_token] { $player } n’a plus de jeton de corruption libre : { $card_def } n’a aucun effet.
    [no_token] Il n’y a aucun point d’influence sur { $card_def } : rien ne se passe.
   *[other] La capacité { $ability_de } n’a aucun effet.
}
eliminator = { $by_owner_known ->
    [yes] { $by_card_def } { $by_owner_of }, { $by_card_gender ->
            [f] corrompue
           *[m] corrompu
        } par { $player },
   *[no] { $by_card_def } { $player_of }
}
event-card-eliminated = { $itself ->
    [yes] { eliminator } s’élimine { $card_gender ->
            [f] elle-même
           *[m] lui-même
        }.
   *[no] { $was_face_down ->
        [yes] { $self ->
            [yes] { eliminator } élimine une de ses cartes face cachée : c’est { $card_def }.
           *[no] { eliminator } élimine une carte face cachée { $owner_of } : c’est { $card_def }.
        }
       *[no] { $self ->
            [yes] { eliminator } élimine { own-card-acc }.
           *[no] { eliminator } élimine { $card_def } { $owner_of }{ bribed-note }.
        }
    }
}
event-card-discarded = { $reason ->
    [ambush] { card-ambush.def } a frappé : { $card_def } { $owner_of } va dans la défausse.
    [trap] { card-trap.def } a frappé : { $card_def } { $owner_of } va dans la défausse.
    [schemer] { $card_def } est { $card_gender ->
            [f] adjacente
           *[m] adjacent
        } à une pile : { $owner } { $card_gender ->
            [f] la
           *[m] le
        } défausse.
    [deserter] Aucun personnage révélé n’est adjacent { $card_a } : { $owner } { $card_gender ->
            [f] la
           *[m] le
        } défausse.
    [prince] { card-prince.def } a été éliminé : { $card_def } { $owner_of } va dans la défausse.
    [twin] { card-twin.def } a été éliminé : { $card_def } { $owner_of } va dans la défausse.
   *[used] { $owner } défausse { $card_poss }.
}
event-card-uncovered = { $card_known ->
    [yes] Le dessus de la pile est maintenant { $card_def } { $owner_of }.
   *[no] Le dessus de la pile est maintenant une carte face cachée { $owner_of }.
}
event-card-moved = { $lifted ->
    [yes] { $self ->
        [yes] { $player } retire { own-card-acc } de la pile en position { $from_position_num } et { $card_gender ->
                [f] la pose seule
               *[m] le pose seul
            } juste avant cette pile.
       *[no] { $player } retire { $card_def } { $owner_of }{ bribed-note } de la pile en position { $from_position_num } et { $card_gender ->
                [f] la pose seule
               *[m] le pose seul
            } juste avant cette pile.
    }
   *[no] { $self ->
        [yes] { $player } déplace { own-card-acc } de la position { $from_position_num } à la position { $to_position_num }.
       *[no] { $player } déplace { $card_def } { $owner_of }{ bribed-note } de la position { $from_position_num } à la position { $to_position_num }.
    }
}

## Points d’influence

event-influence-gained = { $reason ->
    [tokens] { $player } récupère { $amount_pts } sur { $card_def }.
    [elimination] { $player } gagne { $amount_pts } pour l’élimination.
    [queen] { $player } gagne { $amount_pts } pour avoir éliminé { card-queen.def } d’un adversaire.
    [infiltration] { $player } gagne encore { $amount_pts } grâce { card-infiltration.a } : une carte face cachée a été éliminée.
    [pact] { $player } gagne { $amount_pts } grâce { card-pact.a }.
   *[ability] { $card_known ->
        [yes] { $player } gagne { $amount_pts } grâce { $card_a }.
       *[no] { $player } gagne { $amount_pts }.
    }
}
event-influence-lost = { $card_known ->
    [yes] { $player } perd { $amount_pts } à cause { $card_de }.
   *[no] { $player } perd { $amount_pts }.
}
event-influence-stolen = { $reason ->
    [trap] { card-trap } ! { $player } prend { $amount_pts } à { $victim }.
   *[ability] { $card_known ->
        [yes] { $player } vole { $amount_pts } à { $victim } grâce { $card_a }.
       *[no] { $player } vole { $amount_pts } à { $victim }.
    }
}
event-tokens-placed = { $player_known ->
    [yes] { $card_known ->
        [yes] { $self ->
            [yes] { $player } pose { $amount_pts } sur { own-card-acc }.
           *[no] { $player } pose { $amount_pts } sur { $card_def } { $owner_of }{ bribed-note }.
        }
       *[no] { $self ->
            [yes] { $player } pose { $amount_pts } sur une de ses cartes face cachée (position { $position_num }).
           *[no] { $player } pose { $amount_pts } sur une carte face cachée { $owner_of } (position { $position_num }).
        }
    }
   *[no] On pose { $amount_pts } sur { $card_def } { $owner_of }{ bribed-note }.
}
event-tokens-returned = { $reason ->
    [combination] { $owner } défausse { $amount_pts } { $card_de } pour appliquer de nouveau une capacité.
    [insurrection] { $owner } paie le prix de la révélation { card-insurrection.de } : { $amount_pts } { $amount ->
            [one] quitte la carte et retourne
           *[other] quittent la carte et retournent
        } à la réserve.
   *[eliminated] { $amount ->
        [one] { $amount_pts } quitte { $card_def } { $owner_of } et retourne à la réserve.
       *[other] { $amount_pts } quittent { $card_def } { $owner_of } et retournent à la réserve.
    }
}
event-tokens-returned-extortion = { $face_up ->
    [yes] { $amount ->
        [one] { $amount_pts } quitte { $card_def } { $owner_of } et retourne à la réserve.
       *[other] { $amount_pts } quittent { $card_def } { $owner_of } et retournent à la réserve.
    }
   *[no] À cause { card-extortion.de }, { $owner } rend à la réserve { $amount_pts } { $amount ->
        [one] posé
       *[other] posés
    } sur sa carte face cachée en position { $position_num }{ $card_known ->
        [yes] { " " }({ $card })
       *[no] { "" }
    }.
}

## Embrasement et Alliance : corruption, verdicts, cartes conservées

event-card-bribed = { $self ->
    [yes] { $player } pose son propre jeton de corruption sur { own-card-acc } : cette carte joue de nouveau pour { $player }.
   *[no] { $player } corrompt { $card_def } { $owner_of } : cette carte joue désormais pour { $player }.
}{ $previous_known ->
        [yes] { " " }{ $previous } récupère son jeton de corruption.
       *[no] {""}
    }
event-bribe-returned = { $card_def } { $owner_of } quitte la File : le jeton de corruption revient à { $player }.
event-verdict-placed = { $card_known ->
    [yes] { $self ->
        [yes] { $player } pose un jeton Verdict sur { own-card-acc }.
       *[no] { $player } pose un jeton Verdict sur { $card_def } { $owner_of }{ bribed-note }.
    }
   *[no] { $self ->
        [yes] { $player } pose un jeton Verdict sur une de ses cartes face cachée (position { $position_num }).
       *[no] { $player } pose un jeton Verdict sur une carte face cachée { $owner_of } (position { $position_num }).
    }
}
event-verdict-returned = Le jeton Verdict { $card_de } { $owner_of } rejoint les jetons Verdict communs ({ $verdicts_left ->
        [one] { $verdicts_left } jeton disponible
       *[other] { $verdicts_left } jetons disponibles
    }).
event-card-kept = { $player } conserve { $card_poss } : cette carte reste devant lui jusqu’à la fin de la partie{ $tokens ->
        [0] .
       *[other] , avec { $tokens_pts } dessus.
    }
event-card-swapped = { $player } remplace { $returned_def } par { $card_indef } de sa main, face cachée, et reprend { $returned_def } en main. La nouvelle carte n’agira qu’au tour suivant.
event-card-turned-down = { $card_def } { $owner_of } est de nouveau { $card_gender ->
        [f] retournée
       *[m] retourné
    } face cachée.

## Fin de la partie

# G12 à une table du seul jeu de base : les cartes du dessus sont notre lecture (Embrasement et Alliance l’impriment)
tiebreak-reading-note = La règle du jeu de base ne dit rien des cartes recouvertes ; nous ne comptons que celles du dessus.
# the same reading, short, for the log line beside the final panel that gives the note in full
tiebreak-reading-aside = (seules les cartes du dessus comptent : c’est ainsi que nous lisons la règle du jeu de base)
event-game-ended = Fin de la partie. { $tiebreak ->
    [queue_cards] Égalité de points ({ $score }), mais { $winners } a le plus de cartes de sa famille sur le dessus des piles de la File d’Influence et l’emporte{ $tiebreak_basis ->
            [reading] { " " }{ tiebreak-reading-aside }
           *[other] {""}
        }.
    [shared] Égalité parfaite : { $winners } se partagent la victoire, avec { $score_pts } chacun.
   *[none] { $winners } l’emporte avec { $score_pts }.
}

## Options sans effet possible (G17)

event-no-effect-no_option = Aucune des deux options de la capacité { $ability_de } ne peut agir : rien ne se passe.
