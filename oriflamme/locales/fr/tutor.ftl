# Les mots du tuteur (oriflamme/tutor, oriflamme/widgets/lesson*.py).
tutor-menu-title = Leçons
tutor-chapter-1 = 1. Le but du jeu
tutor-chapter-2 = 2. La phase de placement
tutor-chapter-3 = 3. La phase de résolution
tutor-chapter-4 = 4. L’élimination
tutor-chapter-5 = 5. Les piles
tutor-chapter-6 = 6. La fin de la partie
tutor-chapter-7 = 7. Les cartes
tutor-chapter-8 = 8. Les enchaînements
tutor-open = Commencer
tutor-reset = Effacer les étoiles
tutor-reset-tip = Effacer les étoiles de la leçon « { $lesson } »
tutor-stars-label = { $stars ->
    [one] { $stars } étoile sur { $max }
   *[other] { $stars } étoiles sur { $max }
}
tutor-done = faite
tutor-step = Étape { $n } sur { $total }
tutor-intro-again = Relire l’introduction de la leçon
tutor-hint = Indice
tutor-retry = Recommencer
tutor-next-lesson = Leçon suivante
tutor-menu = Retour aux leçons
tutor-continue = Suite
tutor-goal = Objectif
tutor-feedback = Ce qui s’est passé
tutor-story-forced = Ensuite, plus de choix : il ne reste qu’un coup, « { $move } ».
tutor-story-for-you = { $again ->
        [yes] Ensuite, nous jouons de nouveau à votre place : « { $move } ».
       *[no] Pour montrer la suite, nous jouons ce coup à votre place (vous ne l’avez pas choisi) : « { $move } ».
    }
tutor-stars = Étoiles : { $stars } sur 3
tutor-not-done = pas encore faite
tutor-overview = Leçons faites : { $done } sur { $total } · étoiles : { $stars } sur { $max }
tutor-your-move = À vous de jouer.
tutor-good = Bien !
tutor-success = Leçon réussie !
# the status line of a won lesson's board, frozen (issue 28)
tutor-board-done = Leçon réussie : plus aucun coup à jouer sur ce plateau. Ensuite : « Leçon suivante » ou « Recommencer ».
tutor-try-again = Essayez encore : la position n’a pas changé.
tutor-hint-move = Le coup : { $move }
tutor-wrong-generic = Ce coup est permis, mais il ne vous laisse plus aucun moyen d’atteindre l’objectif.
tutor-illegal-generic = Ce coup n’est pas permis.
tutor-progress-corrupt = Le fichier de progression était endommagé ; il a été conservé sous le nom { $backup }. La progression repart de zéro.
tutor-progress-unreadable = Impossible de lire le fichier de progression : { $error }
tutor-log-so-far = Depuis le début de la leçon

## À qui est cette progression (issue 19 : une classe sur un serveur ; le fichier de progression)

tutor-progress-corrupt-kept = Le fichier de progression { $path } était endommagé et n’a pas pu être mis de côté ({ $error }). La progression repart de zéro ; l’ancien fichier est resté à sa place.
tutor-progress-not-saved = Impossible d’enregistrer la progression dans { $path } ({ $error }). Vos étoiles restent jusqu’à la fin de la séance et seront enregistrées dès que possible.
tutor-learner-label = Votre prénom
tutor-learner-placeholder = Saisissez ou choisissez un prénom
tutor-learner-use = C’est moi
tutor-learner-tip = Vos étoiles seront enregistrées à part, sous ce prénom.
tutor-learner-current = { $known ->
    [yes] Votre progression est enregistrée sous le prénom « { $name } ».
   *[no] { $where ->
        [browser] Aucun prénom indiqué : cette progression est enregistrée dans ce navigateur et commune à tous ceux qui l’utilisent sans indiquer de prénom.
       *[server] Aucun prénom indiqué : cette progression est commune à tous ceux qui n’ont pas indiqué de prénom.
    }
}

## Courses: one per edition that has lessons (the lessons menu's top row)

tutor-course-base = Oriflamme
tutor-course-ablaze = Embrasement
tutor-course-alliance = Alliance
tutor-course-tip = Cours « { $course } », leçons terminées : { $done } sur { $total }

## Le cours d’Orichalque

tutor-course-orichalque = Orichalque

## Stars explained where they are given (issue 28)

tutor-stars-rule = 3 étoiles : leçon réussie sans indice et sans coup de trop. Chaque indice et chaque coup au-delà du nécessaire retire une étoile ; il en reste toujours au moins 1. Un coup erroné que la leçon a expliqué puis annulé ne retire rien.
tutor-stars-why = Cette fois, indices utilisés : { $hints } ; coups de trop : { $extra }.
