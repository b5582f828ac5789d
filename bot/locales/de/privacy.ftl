cmd-privacy-name = datenschutz
cmd-privacy-desc = Was der Bot über dich speichert: ansehen, herunterladen oder löschen
privacy-title = 🔒 **Was der Bot über dich speichert**
privacy-games = { $count ->
    [one] 1 gespielte Partie (Name, Züge)
   *[other] { $count } gespielte Partien (Name, Züge)
}
privacy-results = { $count ->
    [one] 1 Ergebnis
   *[other] { $count } Ergebnisse
}, { $ratings ->
    [one] 1 Wertung
   *[other] { $ratings } Wertungen
}, { $seasons ->
    [one] 1 Saisonwertung
   *[other] { $seasons } Saisonwertungen
}
privacy-settings = deine eigenen Einstellungen
privacy-daily = { $count ->
    [one] 1 Tagesaufgabe und deine Serie
   *[other] { $count } Tagesaufgaben und deine Serie
}
privacy-puzzles = { $count ->
    [one] 1 Rätselantwort und deine Rätselwertung
   *[other] { $count } Rätselantworten und deine Rätselwertung
}
privacy-tournaments = { $count ->
    [one] 1 Turnieranmeldung
   *[other] { $count } Turnieranmeldungen
} ({ $won } gewonnen, { $organised } ausgerichtet)
privacy-seasons-won = { $count ->
    [one] 1 Saison als Champion gewonnen
   *[other] { $count } Saisons als Champion gewonnen
}
privacy-names = { $count ->
    [one] 1 Name, unter dem du gespielt hast
   *[other] { $count } Namen, unter denen du gespielt hast
}
privacy-notes = { $count ->
    [one] 1 Notiz für den Tisch (offene Hand, Sprache)
   *[other] { $count } Notizen für den Tisch (offene Hände, Sprache)
}
privacy-who-sees = Andere sehen deinen Namen und deine Ergebnisse in Bestenlisten, /history, Wiederholungen und auf Webseiten von Servern, die sie eingeschaltet haben.
privacy-choices = 📦 Exportieren schickt dir alles als Datei. 🗑️ Löschen löscht es.
privacy-export-button = Exportieren
privacy-delete-button = Löschen…
privacy-erase-button = Meine Daten endgültig löschen
privacy-confirm = ⚠️ **Alles über dich löschen?** Deine Einstellungen, Wertungen, Tages- und Rätselergebnisse und deine Profilseite verschwinden endgültig. In beendeten Partien bleibt dein Platz als „ein gelöschter Spieler“, damit die anderen ihre Ergebnisse behalten. Das lässt sich nicht rückgängig machen.
privacy-deleted = 🗑️ Erledigt: Der Bot speichert nichts mehr über dich. Deine Plätze in früheren Partien heißen jetzt „ein gelöschter Spieler“. Spielst du wieder, fängst du neu an.
privacy-nothing = Der Bot speichert nichts über dich: keine Partien, Ergebnisse, Wertungen oder Einstellungen.
privacy-export-ready = 📦 Alles, was der Bot über dich speichert, als JSON-Datei.
privacy-export-description = Deine Daten beim Heckmeck-Bot: Partien, Ergebnisse, Wertungen, Einstellungen, Tages- und Rätselergebnisse (JSON)
privacy-refused-live-game = Du spielst gerade { $games }. Verlass oder beende die Partie zuerst, dann lösche deine Daten. Es wurde nichts gelöscht.
privacy-refused-tournament = { $count ->
    [one] Du bist in einem Turnier, das noch läuft. Steig aus oder warte sein Ende ab. Es wurde nichts gelöscht.
   *[other] Du bist in { $count } Turnieren, die noch laufen. Steig aus oder warte ihr Ende ab. Es wurde nichts gelöscht.
}
cmd-heckmeck-settings-ranked-name = rangliste
cmd-heckmeck-settings-ranked-desc = Ob du in Bestenlisten, Saisonbeiträgen und auf Webseiten erscheinst (alle Server)
opt-heckmeck-settings-ranked-listed-name = aufgeführt
opt-heckmeck-settings-ranked-listed-desc = Aus: Du erscheinst dort nicht; deine Partien zählen weiter für die Wertungen der anderen
settings-ranked-set = { $listed ->
    [true] 🏆 Du erscheinst wieder in Bestenlisten, Saisonbeiträgen und auf Webseiten.
   *[false] Du erscheinst in keiner Bestenliste, keinem Saisonbeitrag und auf keiner Webseite mehr. Deine Wertung bleibt, und deine Partien zählen weiter für die anderen.
}
