## Saisons : /heckmeck parametres saison, le classement de la saison, le message de fin de saison

cmd-heckmeck-settings-season-name = saison
cmd-heckmeck-settings-season-desc = Saisons sur ce serveur : un classement qui repart de zéro chaque mois ou trimestre
opt-heckmeck-settings-season-length-name = duree
opt-heckmeck-settings-season-length-desc = Durée d'une saison (calendrier UTC), ou désactivé
opt-heckmeck-settings-season-role-name = role-champion
opt-heckmeck-settings-season-role-desc = Un rôle que le bot donne au champion de chaque saison (et retire au précédent)
opt-heckmeck-settings-season-channel-name = salon
opt-heckmeck-settings-season-channel-desc = Où le bot publie le classement final de chaque saison (par défaut : ce salon)
choice-season-length-off = Désactivées
choice-season-length-monthly = Mensuelles
choice-season-length-quarterly = Trimestrielles
opt-leaderboard-period-name = periode
opt-leaderboard-period-desc = Cette saison, la saison passée ou depuis toujours (saisons : réglées par les admins)
choice-period-season = Cette saison
choice-period-last = Saison passée
choice-period-all = Depuis toujours

season-name = { $length ->
    [monthly] { $month ->
        [1] janvier
        [2] février
        [3] mars
        [4] avril
        [5] mai
        [6] juin
        [7] juillet
        [8] août
        [9] septembre
        [10] octobre
        [11] novembre
       *[12] décembre
    } { $year }
   *[quarterly] T{ $quarter } { $year }
}

settings-season-off = Les saisons sont désactivées sur ce serveur : le classement compte depuis toujours.
settings-season-set = Les saisons sont activées : { $length ->
    [monthly] une saison dure un mois civil
   *[quarterly] une saison dure un trimestre civil
} (UTC). La saison en cours est { $season } ; elle se termine { $ends }. Son classement final sera publié dans { $channel }. Rôle du champion : { $role ->
    [none] aucun
   *[other] { $role }
}.
settings-season-role-warning = ⚠️ { $problem }

leaderboard-season-title = { game-name } — saison { $season } de ce serveur
season-refused-off = Les saisons sont désactivées sur ce serveur. Un admin peut les activer avec /heckmeck parametres saison.
season-refused-no-server = Les saisons appartiennent à un serveur : demande-les dans l'un d'eux.
season-refused-global = Les saisons sont tenues par serveur : choisis « ce serveur » (ou la période depuis toujours) pour tous les serveurs.

stats-season = Cette saison ({ $season }) : #{ $rank } · { rating-word } { rating-value } · { $wins } { $wins ->
    [one] victoire
   *[other] victoires
} en { $games } { $games ->
    [one] partie
   *[other] parties
}
stats-season-unranked = Cette saison ({ $season }) : pas encore de rang · { rating-word } { rating-value } · { $wins } { $wins ->
    [one] victoire
   *[other] victoires
} en { $games } { $games ->
    [one] partie
   *[other] parties
}
stats-season-none = Cette saison ({ $season }) : aucune partie classée pour l'instant.

season-final-title = 🏆 La saison { $season } est terminée : le classement final
season-final-champion = 🏆 { $player }, champion de la saison { $season }. Bravo !
season-final-nobody = Personne n'a terminé de partie classée pendant la saison { $season }.
season-final-no-champion = La saison { $season } n'a pas de champion : un rang demande { $min } parties classées contre d'autres personnes, et personne n'en a joué autant.
season-final-role-free = Le champion sortant rend { $role } ; le prochain champion le recevra.
season-final-unranked = *Sans rang (moins de { $min } parties classées contre d'autres personnes) :*
season-final-next = La saison { $season } commence : tout le monde repart de zéro (le classement général continue).
season-final-rest = *Tous les autres : /classement*
season-problems-title = ⚠️ Pour les admins
season-problem-no-manage-roles = Je n'ai pas pu donner { $role } : il me faut la permission Gérer les rôles.
season-problem-role-too-high = Je n'ai pas pu donner { $role } : il est au-dessus de mon rôle le plus élevé. Place mon rôle au-dessus dans les paramètres du serveur.
season-problem-no-manage-roles-take = Je n'ai pas pu retirer { $role } au champion de la saison passée : il me faut la permission Gérer les rôles.
season-problem-role-too-high-take = Je n'ai pas pu retirer { $role } au champion de la saison passée : il est au-dessus de mon rôle le plus élevé. Place mon rôle au-dessus dans les paramètres du serveur.
season-problem-role-gone = Le rôle de champion choisi pour les saisons n'existe plus ; choisis-en un autre avec /heckmeck parametres saison.
season-problem-refused = Discord a refusé que je change qui a { $role } ; donne-le à la main cette fois.
season-problem-channel = Je n'ai pas pu publier dans { $channel }, le classement final est donc ici.
season-final-footer = Saison { $id } · classement final
season-final-row = **{ $rank }.** { $player }
