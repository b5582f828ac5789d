## Absence (/heckmeck absent, retour) et pause d'une partie (/heckmeck pause)

cmd-heckmeck-away-name = absent
cmd-heckmeck-away-desc = T'absenter quelques jours : tes tours dans les parties à tours longs t'attendent
opt-heckmeck-away-days-name = jours
opt-heckmeck-away-days-desc = Combien de jours (1 à 14 ; 14 jours par mois)
cmd-heckmeck-back-name = retour
cmd-heckmeck-back-desc = Finir ton absence plus tôt : les horloges de tes tours repartent
cmd-heckmeck-pause-name = pause
cmd-heckmeck-pause-desc = Mettre en pause la partie à tours longs de ce salon (son hôte)
opt-heckmeck-pause-days-name = jours
opt-heckmeck-pause-days-desc = Combien de jours (1 à 7)
away-on =
    🏖️ Absence enregistrée jusqu'au { $date } ({ $when }). Dans les parties aux tours d'une heure ou plus, tes tours t'attendent. { $left ->
        [one] Il te reste { $left } jour d'absence ce mois-ci.
       *[other] Il te reste { $left } jours d'absence ce mois-ci.
    } Revenir plus tôt : /heckmeck retour
away-off =
    👋 Bon retour : les horloges de tes tours repartent avec le temps qu'il leur restait. { $left ->
        [one] Il te reste { $left } jour d'absence ce mois-ci.
       *[other] Il te reste { $left } jours d'absence ce mois-ci.
    }
away-days-invalid = Une absence dure de 1 à { $most } jours. Rien n'a changé.
away-too-many =
    { $left ->
        [one] Il ne te reste que { $left } jour d'absence ce mois-ci.
       *[other] Il ne te reste que { $left } jours d'absence ce mois-ci.
    } Rien n'a changé.
away-none-left = Tu as utilisé les { $most } jours d'absence de ce mois. Rien n'a changé.
away-already = Ton absence court déjà, jusqu'à { $when }. Termine-la d'abord avec /heckmeck retour.
away-not-away = Tu n'as pas d'absence en cours. Rien n'a changé.
pause-on = ⏸️ La partie est en pause jusqu'à { $when } : toutes les horloges s'arrêtent. ▶️ Reprendre sur le plateau met fin à la pause.
pause-not-host = Seul l'hôte peut mettre en pause ou reprendre cette partie.
pause-days-invalid = Une pause dure de 1 à { $most } jours. Rien n'a changé.
pause-short-turns = Seules les parties aux tours d'une heure ou plus peuvent être mises en pause.
pause-tournament = Une table de tournoi ne peut pas être mise en pause ; son organisateur peut accorder plus de temps à un tour.
pause-none = Cette partie n'est pas en pause.
board-paused = ⏸️ En pause jusqu'à { $when }
board-away = 🏖️ { $name } revient { $when }
board-resume = Reprendre
