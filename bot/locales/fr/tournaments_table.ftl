## Refus du gestionnaire de tournois : ce que l'organisateur ou un joueur a demandé n'a rien changé.

tournament-refused-not-found = Ce tournoi n'existe pas.
tournament-refused-not-organiser = Seul l'organisateur du tournoi (ou un admin, ou un membre ayant le rôle de tournoi du serveur) peut faire cela.
tournament-refused-started = Le tournoi a déjà commencé.
tournament-refused-over = Le tournoi est déjà terminé.
tournament-refused-too-few = { $signed ->
    [0] Personne ne s'est encore inscrit ; le tournoi demande au moins { $needed } joueurs.
    [one] Un seul joueur s'est inscrit ; le tournoi en demande au moins { $needed }.
   *[other] Seulement { $signed } joueurs se sont inscrits ; le tournoi en demande au moins { $needed }.
}
tournament-refused-cannot-seat = { $signed } joueurs ne peuvent pas être placés à des tables de { $size } (une table n'a jamais moins de 3 joueurs) : attends d'autres inscriptions.
tournament-refused-joined = Tu es déjà inscrit.
tournament-refused-not-joined = Tu n'es pas inscrit.
tournament-refused-not-player = Ce membre ne joue pas dans ce tournoi.
tournament-refused-dropped = Ce joueur a déjà été retiré.
tournament-refused-no-close-time = Les inscriptions n'ont pas d'heure de clôture ; lance le tournoi quand tu es prêt.
tournament-refused-minutes = Prolonge de 1 à { $most } minutes.
tournament-refused-stop-table = Une table de tournoi ne peut être arrêtée que par quelqu'un qui peut gérer les messages ; l'organisateur peut retirer un joueur ou annuler le tournoi.

dm-turn-extended = ⏳ Ton tour dans { $game } sur { $server } a reçu plus de temps ; il se termine maintenant { $when } : { $link }
