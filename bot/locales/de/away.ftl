# Uhren, die stillstehen: die Abwesenheit eines Spielers, die Pause des Gastgebers.

cmd-heckmeck-away-name = weg
cmd-heckmeck-away-desc = Ein paar Tage weg sein: deine Züge in Partien mit langen Zügen warten auf dich
opt-heckmeck-away-days-name = tage
opt-heckmeck-away-days-desc = Wie viele Tage (1 bis 14; 14 Tage im Monat)
cmd-heckmeck-back-name = zurück
cmd-heckmeck-back-desc = Deine Abwesenheit früher beenden: die Uhren deiner Züge laufen wieder
cmd-heckmeck-pause-name = pause
cmd-heckmeck-pause-desc = Die Partie mit langen Zügen in diesem Kanal pausieren (Gastgeber)
opt-heckmeck-pause-days-name = tage
opt-heckmeck-pause-days-desc = Wie viele Tage (1 bis 7)

away-on = 🏖️ Du bist weg bis { $date } ({ $when }). In Partien mit Zügen von einer Stunde oder mehr warten deine Züge auf dich. { $left ->
    [one] Noch 1 Abwesenheitstag in diesem Monat.
   *[other] Noch { $left } Abwesenheitstage in diesem Monat.
} Früher zurück: /heckmeck zurück
away-off = 👋 Willkommen zurück: die Uhren deiner Züge laufen wieder, mit der Zeit, die sie noch hatten. { $left ->
    [one] Noch 1 Abwesenheitstag in diesem Monat.
   *[other] Noch { $left } Abwesenheitstage in diesem Monat.
}
away-days-invalid = Eine Abwesenheit dauert 1 bis { $most } Tage. Nichts wurde geändert.
away-too-many = { $left ->
    [one] Du hast in diesem Monat nur noch 1 Abwesenheitstag.
   *[other] Du hast in diesem Monat nur noch { $left } Abwesenheitstage.
} Nichts wurde geändert.
away-none-left = Du hast alle { $most } Abwesenheitstage dieses Monats verbraucht. Nichts wurde geändert.
away-already = Du bist schon weg, bis { $when }. Beende das zuerst mit /heckmeck zurück.
away-not-away = Du bist nicht weg. Nichts wurde geändert.

pause-on = ⏸️ Die Partie ist pausiert bis { $when }: alle Uhren stehen. ▶️ Weiter auf dem Spielbrett beendet die Pause.
pause-not-host = Nur der Gastgeber kann diese Partie pausieren oder fortsetzen.
pause-days-invalid = Eine Pause dauert 1 bis { $most } Tage. Nichts wurde geändert.
pause-short-turns = Nur Partien mit Zügen von einer Stunde oder mehr lassen sich pausieren.
pause-tournament = Ein Turniertisch lässt sich nicht pausieren; die Turnierleitung kann einem Zug mehr Zeit geben.
pause-none = Diese Partie ist nicht pausiert.

board-paused = ⏸️ Pausiert bis { $when }
board-away = 🏖️ { $name } weg bis { $when }
board-resume = Weiter
