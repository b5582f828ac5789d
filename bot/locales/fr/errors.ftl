## Refus pour les codes IllegalAction des moteurs de règles : illegal-<code>.

illegal-unknown-edition = Cette édition n'existe pas.
illegal-variant-classic-only = Les variantes ne concernent que l'édition classique.
illegal-unknown-action = Cette action est inconnue.
illegal-player-count = Ce jeu se joue de { $min } à { $max } joueurs.
illegal-game-over = La partie est déjà terminée.
illegal-not-your-turn = Ce n'est pas ton tour.
illegal-cannot-roll = Tu ne peux pas lancer maintenant.
illegal-nothing-to-undo = Il n'y a rien à annuler pour l'instant.
illegal-nothing-to-pick = Lance d'abord les dés.
illegal-face-not-in-roll = Il n'y a pas de { face-name } dans ce lancer.
illegal-face-already-kept = Tu as déjà mis de côté { face-name } ce tour-ci ; choisis une autre face.
illegal-cannot-stop = Tu ne peux pas t'arrêter maintenant : il n'y a aucun pickomino que tu pourrais prendre.
illegal-take-not-offered = Le pickomino { $tile } n'est pas disponible.

## Drehwurm

illegal-unknown-variant = Cette variante n'existe pas.
illegal-no-such-seat = Ce joueur ne fait pas partie de cette partie.
illegal-player-removed = Tu as été retiré de cette partie.
illegal-window-open = Un instant : la pile qui vient d'être retournée est encore ouverte à un ver hors tour.
illegal-no-such-pile = Cette pile n'existe pas.
illegal-card-not-in-hand = Cette carte n'est pas dans ta main.
illegal-not-a-worm = Une poule ne se joue pas comme un ver : elle peut seulement manger une pile.
illegal-colour-must-differ = Le ver doit être d'une autre couleur que la carte du dessus.
illegal-colour-must-match = Hors tour, le ver doit être de la même couleur que la carte du dessus.
illegal-number-not-neighbour = Le nombre du ver doit être voisin de celui de la carte du dessus.
illegal-not-a-chicken = Cette carte n'est pas une poule.
illegal-chicken-colour = Une poule ne mange qu'une pile dont la carte du dessus est de sa couleur, ou un joker.
illegal-play-possible = Tu peux jouer une carte, tu n'as donc pas le droit de piocher.
illegal-snaps-disabled = Pas de jeu hors tour dans la variante débutants.
illegal-pile-not-open = Cette pile n'est pas ouverte à un ver hors tour.
illegal-snap-taken = Trop tard : quelqu'un a été plus rapide. Tu gardes ta carte.
illegal-own-pile = C'est toi qui as retourné cette pile : seuls les autres peuvent y jouer hors tour.
