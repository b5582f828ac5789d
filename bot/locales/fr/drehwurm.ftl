## Drehwurm, le jeu de cartes : mots et règles.

drehwurm-colour = { $colour ->
    [yellow] jaune
    [blue] bleu
    [red] rouge
   *[other] { $colour }
}
drehwurm-number = { $number ->
    [1] 1/10
   *[other] { $number }
}
drehwurm-worm-card = { drehwurm-colour } { drehwurm-number }
drehwurm-joker-card = joker { drehwurm-number }
drehwurm-chicken-card = poule { $colour ->
    [yellow] jaune
    [blue] bleue
    [red] rouge
   *[other] { $colour }
}
drehwurm-joker = joker
drehwurm-pile = pile
drehwurm-draw-pile = pioche
drehwurm-hand = ta main
drehwurm-cards = { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
drehwurm-chickens = { $count ->
    [one] { $count } poule
   *[other] { $count } poules
}
drehwurm-match = Manche { $number } sur { $total }

## Règles (la réponse privée de /drehwurm regles ; sous 2000 caractères)

rules-drehwurm-title = Drehwurm — comment jouer
rules-drehwurm =
    🎯 **But :** te débarrasser de tes cartes et marquer le plus de points sur autant de manches qu'il y a de joueurs.

    🃏 **Mise en place :** chacun reçoit 2 poules et 10 cartes ver. Trois piles sont au milieu, chacune faite d'une carte face cachée avec une carte face visible dessus.

    🔄 **Ton tour** — exactement une de ces actions :
    - **Jouer un ver** sur une pile : sa couleur diffère de la carte du dessus (un joker compte toujours comme différent) et son nombre est voisin de celui du dessus (1/10 est voisin de 2 et de 9). Puis toute la pile est retournée.
    - **Jouer une poule** sur une pile dont la carte du dessus est de la couleur de la poule, ou un joker : tu manges la pile et tu la gardes. Une nouvelle pile la remplace ; après la 2e et la 4e poule, une 4e puis une 5e pile s'ajoutent.
    - **Impossible de jouer ?** Pioche une carte ver et retourne la pile de ton choix.

    ⚡ **Hors tour :** quand une pile vient d'être retournée, chaque autre joueur peut y jouer un ver qui convient. Le plus rapide l'emporte, et la pile n'est pas retournée à nouveau.

    🏁 **Fin de manche :** un joueur n'a plus de cartes, toutes les poules ont été jouées, ou la pioche est vide quand il faut une carte.

    🧮 **Décompte :** pour chaque pile mangée, 3 points par ver de la couleur de la poule, 2 par joker, 1 par autre ver ; moins 1 point par carte restée en main.

    🔀 **Variantes :** débutants — pas de jeu hors tour ; confirmés — les vers joués hors tour doivent être de la même couleur.

## La table : le plateau public (langue du serveur) et la main privée de chaque joueur (sa langue)

drehwurm-board-piles = Piles
drehwurm-board-open = ⚡ ouverte
drehwurm-board-draw = Pioche : { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
drehwurm-final-line = { $place }. { $name } — { $score ->
    [one] { $score } point
   *[other] { $score } points
}
drehwurm-button-hand = Voir ma main

drehwurm-event-match-started = 🃏 La manche { $match } commence ; { $name } joue en premier.
drehwurm-event-turned = 🔄 La pile { $pile } est retournée : { $top } est dessus.
drehwurm-event-cannot-play = { $name } ne peut pas jouer et pioche une carte.
drehwurm-event-snapped = ⚡ { $name } : { $card } sur la pile { $pile }, hors tour !
drehwurm-event-match-ended = 🏁 La manche { $match } est terminée : { $reason ->
    [hand-empty] un joueur n'a plus de cartes
    [chickens-played] toutes les poules ont été jouées
    [draw-pile-empty] la pioche est vide
   *[other] il reste trop peu de joueurs
}.
drehwurm-event-removed = { $name } a manqué trois tours de suite et quitte la partie.
drehwurm-event-quit = { $name } a quitté la partie.

drehwurm-hand-title = Ta main
drehwurm-hand-empty = Aucune carte.
drehwurm-hand-your-turn = C'est ton tour : choisis un coup.
drehwurm-hand-cannot-play = Rien ne convient : tu pioches une carte, puis tu choisis une pile à retourner.
drehwurm-hand-wait = C'est au tour de { $name }.
drehwurm-hand-snap = ⚡ Pile { $pile } ouverte : sois le premier !
drehwurm-hand-removed = Tu as quitté cette partie.
drehwurm-hand-over = La partie est terminée.
drehwurm-hand-stopped = La partie a été arrêtée.
drehwurm-hand-window = ⏳ La pile { $pile } est ouverte hors tour : tes coups se débloquent { $when }.
drehwurm-hand-held = ⏳ Ton tour : tes autres coups { $when }.
drehwurm-hand-refreshed = La table a changé : voici ta main telle qu'elle est maintenant.
drehwurm-button-refresh = Actualiser
drehwurm-select-play = Choisis un coup…
drehwurm-not-started = La partie n'a pas encore commencé.
out-of-turn-too-late = Trop tard : on a joué sur cette pile depuis. Tu gardes ta carte.

## Le plateau et la main, dessinés pour un téléphone

drehwurm-board-pile = { $number } : { $top } ({ $count })
drehwurm-board-empty-pile = { $number } : —
drehwurm-board-players-title = Joueurs · points (cette manche)
drehwurm-board-player-line = { $name } · { $cards }🃏 { $chickens }🐔 · { $points } (+{ $match })
drehwurm-log-played = { $name } : { $card } sur la pile { $pile } → 🔄 { $top }
drehwurm-log-drew = { $name } ne peut pas jouer, pioche et retourne la pile { $pile } → 🔄 { $top }
drehwurm-board-turn = ▶️ { $name }
drehwurm-board-turn-until = ▶️ { $name } · ⏳ { $when }
drehwurm-log-ate = 🐔 { $name } : { $card } mange la pile { $pile } (+{ $points })
drehwurm-result-title = Manche { $match } : piles − cartes restantes = points → total
drehwurm-result-line = { $name } : { $eaten } − { $cards } = { $score } → { $total }
drehwurm-log-new-pile = ➕ La pile { $pile } s'ajoute : { $top }
drehwurm-button-worm = { $card } → pile { $pile }
drehwurm-button-chicken = { $card } mange la pile { $pile }
drehwurm-button-snap = ⚡ Hors tour { $card } → pile { $pile }
drehwurm-button-draw = Piocher, retourner { $pile }

## La fin : des totaux égaux partagent la victoire ; les points par manche sur l'image
drehwurm-ending-shared = { $count ->
    [2] Tous deux à { $points } points
   *[other] { $count } joueurs à { $points } points
} : { $names } partagent la victoire (Drehwurm n'a pas de départage).
drehwurm-card-matches = manches { $points }

## /drehwurm analyse : une partie terminée, joueur par joueur
cmd-drehwurm-review-name = analyse
cmd-drehwurm-review-desc = Comment une partie de Drehwurm terminée s'est passée pour chacun : piles, vers hors tour, donne
opt-drehwurm-review-game-name = partie
opt-drehwurm-review-game-desc = Le numéro de la partie (par défaut : ta dernière partie de Drehwurm terminée)
opt-drehwurm-review-public-name = public
opt-drehwurm-review-public-desc = Publier l'analyse dans le salon pour tout le monde
review-drehwurm-intro = Par manche : piles mangées − cartes restantes. « À portée » : la plus grosse pile qu'une des poules du joueur pouvait manger à ce moment (en garder une peut payer). « Manqué » : un de ses vers convenait à la pile ouverte, mais quelqu'un a été plus rapide ou personne ne l'a joué.
review-drehwurm-snaps = ⚡ Hors tour : { $won } réussis, { $missed } manqués
review-drehwurm-pages-hint = Un nom ouvre, en privé, les manches, piles et vers hors tour de ce joueur.
review-drehwurm-player = { $place }. { $name } — { $points } points
review-drehwurm-piles = 🐔 A mangé { $piles ->
    [one] { $piles } pile
   *[other] { $piles } piles
} pour { $points } points ; à portée à ces moments : { $reach }
review-drehwurm-no-pile-eaten = 🐔 N'a mangé aucune pile.
review-drehwurm-luck = 🍀 Chance de la donne : { $jokers ->
    [one] { $jokers } joker reçu
   *[other] { $jokers } jokers reçus
} (moyenne de la table { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) }) ; { $draws ->
    [0] quelque chose convenait toujours
    [one] une fois rien ne convenait
   *[other] { $draws } fois rien ne convenait
}

## /stats : la ligne Drehwurm d'un joueur
drehwurm-stats-line = Piles mangées : { $piles_eaten } · vers joués hors tour : { $snaps_won } · tours : { $turns }

## Lire la table : une table de Drehwurm en phrases
read-dw-match = Manche { $number } sur { $total }.
read-dw-pile = Pile { $number } : { $top } dessus, { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}.
read-dw-empty-pile = La pile { $number } est vide.
read-dw-open = La pile { $number } vient d'être retournée : elle est ouverte à un ver hors tour.
read-dw-draw = La pioche a { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}.
read-dw-player = { $you ->
    [yes] Tu as { $cards ->
        [one] { $cards } carte ver
       *[other] { $cards } cartes ver
    } et { $chickens ->
        [one] { $chickens } poule
       *[other] { $chickens } poules
    } ; { $points } points jusqu'ici, { $match } des piles mangées cette manche.
   *[no] { $name } a { $cards ->
        [one] { $cards } carte ver
       *[other] { $cards } cartes ver
    } et { $chickens ->
        [one] { $chickens } poule
       *[other] { $chickens } poules
    } ; { $points } points jusqu'ici, { $match } des piles mangées cette manche.
}
read-dw-hand = Tes cartes : { $cards }.
