# Refus pour une saisie inutilisable, et pannes dont le bot se remet.

hand-not-yours = Cette main appartient à un autre joueur. Ouvre la tienne avec « Voir ma main ».
board-moved = ⤵️ Le plateau de cette partie est passé à un message plus récent, plus bas.
board-redrawn = Ce plateau n'était plus à jour ; il montre maintenant la partie telle qu'elle est.
board-refresh = Actualiser
board-link-label = ⤴️ plateau
invalid-option = Cette commande contenait une option que le bot ne connaît pas. Choisis dans la liste.
