# La classe : le fichier de progression, les devoirs par lien, la vue de la classe pour l’enseignant (issue 31).
# oriflamme/widgets/progress_transfer.py, assignment.py, class_view.py, handout_panel.py

## Le fichier de progression : le télécharger, l’ouvrir ailleurs

progress-download = Télécharger ma progression
progress-download-tip = Enregistrez le fichier de vos étoiles et ouvrez-le sur un autre ordinateur, dans Binder ou sur le site : les progressions se réunissent.
progress-download-none = Pas encore de progression : terminez une leçon, vous pourrez ensuite la télécharger.
progress-upload = Ouvrir un fichier de progression
progress-upload-tip = Un fichier téléchargé ici ou ailleurs : vos meilleures étoiles sont gardées, rien ne se perd.
progress-merged = Fichier « { $file } » réuni : { $lessons ->
    [one] { $lessons } leçon dans le fichier
   *[other] { $lessons } leçons dans le fichier
}, vous avez maintenant { $stars ->
    [one] { $stars } étoile
   *[other] { $stars } étoiles
} (nouvelles : { $gained }).
progress-merged-not-saved = Fichier « { $file } » réuni, mais la progression n’a pas pu être enregistrée : vos étoiles restent jusqu’à la fin de la session. Téléchargez votre progression pour ne pas la perdre.

## Pourquoi le fichier est refusé (votre progression n’a pas changé)

progress-file-too-big = Le fichier « { $file } » est trop gros pour un fichier de progression. Votre progression n’a pas changé.
progress-file-empty = Le fichier « { $file } » est vide. Votre progression n’a pas changé.
progress-file-not-text = Le fichier « { $file } » n’est pas du texte : ce n’est pas un fichier de progression. Votre progression n’a pas changé.
progress-file-not-json = Le fichier « { $file } » est abîmé, ou ce n’est pas un fichier de progression. Votre progression n’a pas changé.
progress-file-not-progress = Le fichier « { $file } » n’est pas un fichier de progression du tuteur. Votre progression n’a pas changé.
progress-file-newer = Le fichier « { $file } » a été écrit par une version plus récente du tuteur. Votre progression n’a pas changé.
progress-file-bad-entry = Dans le fichier « { $file } », l’entrée « { $detail } » est abîmée. Votre progression n’a pas changé.
progress-file-too-many = Le fichier « { $file } » a trop d’entrées pour un fichier de progression. Votre progression n’a pas changé.
progress-file-other-learner = Le fichier « { $file } » est la progression de « { $detail } ». Pour l’ouvrir, indiquez d’abord ce prénom. Votre progression n’a pas changé.
progress-file-unreadable = Le fichier n’a pas pu être lu.

## Les devoirs par lien : ce que voit l’élève

assignment-title = Devoir de la classe « { $klass } »
assignment-count = Fait : { $done } sur { $total }
assignment-name-note = Indiquez votre prénom en haut pour que votre enseignant voie votre progression.
assignment-open = Ouvrir
assignment-open-tip = Ouvrir la leçon « { $lesson } »
assignment-unavailable = « { $item } » : cet exercice n’existe pas dans cette version du tuteur.
assignment-bad-link = Le lien du devoir est abîmé.
assignment-error-no-items = Il ne contient aucune leçon.
assignment-error-too-many = Il contient trop d’éléments.
assignment-error-bad-item = Un de ses éléments est mal écrit.
assignment-error-no-class = Le nom de la classe manque.
assignment-error-long-class = Le nom de la classe est trop long (40 caractères au plus).

## Les devoirs par lien : l’outil du bureau de l’enseignant

assignment-tab = Devoir par lien
assignment-tab-tip = Faites une liste de leçons pour une classe et partagez-la par un lien
assignment-builder-title = Devoir par lien
assignment-builder-intro = Nommez la classe, choisissez les leçons dans l’ordre voulu et envoyez le lien aux élèves : il ouvre la liste des leçons avec leurs étoiles. L’avancement du devoir s’affiche dans « Ma classe ».
assignment-class = Classe
assignment-class-placeholder = par ex. 5e B
assignment-lang = Langue du lien
assignment-course = Cours
assignment-lesson = Leçon
assignment-add = Ajouter
assignment-add-course = Ajouter tout le cours
assignment-add-course-tip = Ajouter toutes les leçons de ce cours qui ne sont pas encore dans la liste
assignment-clear = Vider la liste
assignment-empty = Aucune leçon choisie pour l’instant.
assignment-up = Monter « { $lesson } »
assignment-down = Descendre « { $lesson } »
assignment-remove = Retirer « { $lesson } » de la liste
assignment-link = Devoir de la classe « { $klass } » : { $count ->
    [one] { $count } leçon
   *[other] { $count } leçons
}
assignment-copy = Copier le lien
assignment-copied = Copié
assignment-copy-failed = Copiez le lien :

## Ma classe (la vue de l’enseignant)

class-tab = Ma classe
class-tab-tip = La progression de chaque élève sur ce serveur : étoiles, essais, erreurs
class-title = Ma classe
class-gate-intro = On voit ici la progression de tous les élèves de ce serveur. Saisissez le mot de passe de l’enseignant.
class-password = Mot de passe de l’enseignant
class-unlock = Ouvrir
class-gate-wrong = Mot de passe incorrect. { $left ->
    [one] Il reste { $left } essai.
   *[other] Il reste { $left } essais.
}
class-gate-locked = Trop de mots de passe incorrects. Rechargez la page pour réessayer.
class-course = Cours
class-filter = Classe
class-filter-all = Tous les élèves
class-assignment = Devoir
class-assignment-none = Sans devoir : les leçons du cours
class-assignment-option = « { $klass } » : { $count ->
    [one] { $count } élément
   *[other] { $count } éléments
}
class-sort = Trier
class-sort-name = par prénom
class-sort-stuck = qui est bloqué
class-sort-stars = par étoiles
class-sort-done = par leçons réussies
class-sort-attempts = par essais
class-sort-mistakes = par erreurs
class-sort-seen = par dernière activité
class-order = Inverser
class-order-tip = Ordre inverse
class-refresh = Actualiser
class-auto = Actualiser toutes les { $seconds } s
class-upload = Ajouter des fichiers d’élèves
class-upload-tip = Les fichiers de progression que les élèves ont téléchargés dans Binder ou sur le site (plusieurs à la fois)
class-forget = Retirer les fichiers ajoutés
class-forget-tip = N’afficher que la progression enregistrée sur ce serveur
class-files-merged = { $count ->
    [one] { $count } fichier ajouté
   *[other] { $count } fichiers ajoutés
} : { $names }.
class-summary = { $count ->
    [one] { $count } élève
   *[other] { $count } élèves
} · fichiers lus à { $read }{ $files ->
    [0] {""}
    [one] {" "}· { $files } élève d’un fichier ajouté
   *[other] {" "}· { $files } élèves de fichiers ajoutés
}
class-empty = Aucun élève n’a encore indiqué son prénom sur ce serveur. Les élèves le saisissent en haut de l’onglet « Leçons ».
class-caption = Progression de la classe : { $what }
class-col-learner = Élève
class-col-assignment = Devoir
class-col-stars = Étoiles
class-col-done = Leçons
class-col-seen = Dernière fois
class-assignment-done = { $done } sur { $total }
class-assignment-not-opened = L’élève n’a pas encore ouvert le lien de ce devoir
class-badge-file = fichier
class-badge-unreadable = illisible
class-cell-none = Pas encore d’essai
class-cell = { $stars ->
    [one] { $stars } étoile
   *[other] { $stars } étoiles
} sur 3 · { $attempts ->
    [one] { $attempts } essai
   *[other] { $attempts } essais
} · { $mistakes ->
    [one] { $mistakes } erreur
   *[other] { $mistakes } erreurs
} · dernière fois : { $seen }
class-cell-tries = { $attempts }×
class-legend = ★ : étoiles de la leçon (sur 3) ; « 3× » : nombre d’essais. Fond rouge : { $stuck } essais ou plus, et pas encore d’étoile. Survolez une case pour le détail.
class-mistakes-title = Les coups erronés les plus fréquents
class-mistakes-none = Pas encore d’erreur.
class-mistakes-lesson = Leçon
class-mistakes-move = Le coup, et ce que la leçon en dit
class-mistakes-rules = Règles
class-mistakes-times = Fois
class-mistakes-learners = Élèves
class-rules-title = Les erreurs par règle (numéros des précisions)
class-rules-none = Pas encore d’erreur liée à une règle.
class-rules-rule = Règle
class-rules-lessons = Leçons
class-rules-times = Erreurs
class-rules-learners = Élèves
class-csv = Télécharger le tableau (CSV)
class-csv-tip = Un tableau pour tableur : une ligne par élève et par leçon
class-csv-learner = Élève
class-csv-classes = Classe
class-csv-course = Cours
class-csv-lesson-id = Code de la leçon
class-csv-lesson = Leçon
class-csv-stars = Étoiles
class-csv-attempts = Essais
class-csv-wins = Réussites
class-csv-mistakes = Erreurs
class-csv-seen = Dernière fois

## Les aides de jeu à imprimer

handouts-tab = Aides de jeu à imprimer
handouts-tab-tip = Une aide de jeu par jeu et par langue, sur une feuille A4
handouts-title = Aides de jeu à imprimer
handouts-intro = Une aide de jeu au format A4 : le déroulement d’un tour, chaque carte avec sa capacité et les précisions de règles ; pour Orichalque, les bâtiments, les créatures et les chances au combat.
handout-edition = Jeu
handout-lang = Langue
handout-make = Préparer
handout-open = Ouvrir pour imprimer
handout-download = Télécharger la page (HTML)
handout-pdf-make = Créer le PDF
handout-pdf-tip = Le serveur imprime la page en PDF (quelques secondes)
handout-pdf = Télécharger le PDF
handout-pdf-working = Création du PDF…
handout-pdf-failed = Le PDF n’a pas pu être créé sur le serveur. Ouvrez la page pour imprimer et enregistrez-la en PDF depuis la fenêtre d’impression du navigateur.
