## Turniere: /tournament, die Anmeldung, die Runden, Zwischenstände, der Sieger

cmd-tournament-name = turnier
cmd-tournament-desc = Heckmeck-Turniere auf diesem Server: anmelden, Runden an Tischen, ein Finale
cmd-tournament-create-name = anlegen
cmd-tournament-create-desc = Die Anmeldung für ein Turnier in diesem Kanal öffnen (Admins und die Turnierrolle)
opt-tournament-create-game-name = spiel
opt-tournament-create-game-desc = Welches Spiel an den Tischen gespielt wird
opt-tournament-create-rounds-name = runden
opt-tournament-create-rounds-desc = Wie viele Runden vor dem Finale (1–4, Standard 2)
opt-tournament-create-table_size-name = tischgroesse
opt-tournament-create-table_size-desc = Höchstens so viele Spieler an einem Tisch (3–5, Standard 4)
opt-tournament-create-final_size-name = finaltisch
opt-tournament-create-final_size-desc = Spieler am Finaltisch: 4–6, oder 0 für kein Finale (Standard 0)
opt-tournament-create-close_in-name = start_in
opt-tournament-create-close_in-desc = In so vielen Minuten von selbst beginnen (Standard: die Turnierleitung startet)
opt-tournament-create-fill-name = auffuellen
opt-tournament-create-fill-desc = Unvollständige Tische mit Computerspielern dieser Stufe auffüllen (Standard: nie)
opt-tournament-create-short_game-name = kurzes_spiel
opt-tournament-create-short_game-desc = Kurzes Spiel: eine zurückgelegte Portion wird ebenfalls umgedreht
opt-tournament-create-free_choice-name = freie_wahl
opt-tournament-create-free_choice-desc = Freie Wahl: jede Portion vom Grill bis zu deiner Summe nehmen
opt-tournament-create-harsh_failure-name = harter_fehlwurf
opt-tournament-create-harsh_failure-desc = Harter Fehlwurf: ein Fehlwurf dreht immer die höchste Portion um
opt-tournament-create-hints-name = tipps
opt-tournament-create-hints-desc = Den 💡-Chancen-Knopf an den Tischen erlauben (Standard: die Servereinstellung)
opt-tournament-create-turn_time-name = zugzeit
opt-tournament-create-turn_time-desc = Wie lange jeder für einen Zug hat (Standard: die Servereinstellung)
choice-tournament-game-heckmeck = Heckmeck (klassisch)
choice-tournament-game-junior = Heckmeck Junior
choice-tournament-fill-easy = Leichte Computer
choice-tournament-fill-normal = Normale Computer
choice-tournament-fill-hard = Schwere Computer
choice-tournament-fill-expert = Experten-Computer
cmd-tournament-start-name = starten
cmd-tournament-start-desc = Die Anmeldung schließen und Runde 1 beginnen (Turnierleitung)
opt-tournament-start-number-name = nummer
opt-tournament-start-number-desc = Die Nummer des Turniers (Standard: das Turnier in diesem Kanal)
cmd-tournament-standings-name = stand
cmd-tournament-standings-desc = Der bisherige Stand des Turniers
opt-tournament-standings-number-name = nummer
opt-tournament-standings-number-desc = Die Nummer des Turniers (Standard: das Turnier in diesem Kanal)
cmd-tournament-drop-name = ausschliessen
cmd-tournament-drop-desc = Jemanden aus dem Turnier nehmen (Turnierleitung); die Punkte bleiben
opt-tournament-drop-player-name = spieler
opt-tournament-drop-player-desc = Wer das Turnier verlässt
opt-tournament-drop-number-name = nummer
opt-tournament-drop-number-desc = Die Nummer des Turniers (Standard: das Turnier in diesem Kanal)
cmd-tournament-extend-name = verlaengern
cmd-tournament-extend-desc = Mehr Zeit: für die Anmeldung oder für den laufenden Zug an jedem Tisch (Turnierleitung)
opt-tournament-extend-minutes-name = minuten
opt-tournament-extend-minutes-desc = Um wie viele Minuten
opt-tournament-extend-number-name = nummer
opt-tournament-extend-number-desc = Die Nummer des Turniers (Standard: das Turnier in diesem Kanal)
cmd-tournament-cancel-name = absagen
cmd-tournament-cancel-desc = Das Turnier absagen und seine Tische beenden (Turnierleitung)
opt-tournament-cancel-number-name = nummer
opt-tournament-cancel-number-desc = Die Nummer des Turniers (Standard: das Turnier in diesem Kanal)
cmd-tournament-role-name = rolle
cmd-tournament-role-desc = Die Rolle, deren Mitglieder Turniere leiten dürfen (Server verwalten)
opt-tournament-role-role-name = rolle
opt-tournament-role-role-desc = Die Rolle der Turnierleitung (weglassen: nur Admins)
cmd-tournament-help-name = hilfe
cmd-tournament-help-desc = So läuft ein Turnier: Runden, Punkte, Gleichstände, das Finale

tournament-title = 🏆 Turnier #{ $number } · { $game }
tournament-format = Ablauf
tournament-format-rounds = { $rounds ->
    [one] Eine Runde
   *[other] { $rounds } Runden
} an Tischen mit höchstens { $size } Spielern
tournament-format-final = { $size ->
    [0] Kein Finaltisch: der Stand entscheidet
   *[other] Danach ein Finaltisch der besten { $size }
}
tournament-format-fill = Computerspieler ({ $level }) füllen unvollständige Tische auf, ohne Punkte
tournament-signup-intro = Mit **Mitmachen** anmelden. Turnierleitung: { $organiser }.
tournament-signup-closed = Die Anmeldung ist geschlossen: das Turnier läuft.
tournament-signup-finished = Die Anmeldung ist geschlossen: Das Turnier ist vorbei, gewonnen hat { $winner }.
tournament-signup-cancelled = Dieses Turnier wurde abgesagt.
tournament-signup-nobody = Noch niemand.
# After the first names of a long sign-up list. $count: the players not named
tournament-signup-more = { $count ->
    [one] und eine weitere Person
   *[other] und { $count } weitere
}
tournament-signup-players = { $count ->
    [one] Ein Spieler
   *[other] { $count } Spieler
}
tournament-signup-start = Beginn
tournament-signup-closes = Von selbst { $when } (wenn genug dabei sind)
tournament-signup-manual = Sobald { $organiser } auf **Starten** drückt
tournament-button-join = Mitmachen
tournament-button-leave = Abmelden
tournament-button-start = Starten

tournament-round-heading = Turnier #{ $number } · Runde { $round } von { $rounds }
tournament-final-heading = Turnier #{ $number } · Der Finaltisch
tournament-round-content = **{ $heading }** beginnt: { $players }, eure Tische stehen unten.
tournament-round-intro = { $count ->
    [one] Ein Tisch. Jeder Tisch ist eine normale Partie in einem eigenen Thread, mit den üblichen Zugzeiten.
   *[other] { $count } Tische. Jeder Tisch ist eine normale Partie in einem eigenen Thread, mit den üblichen Zugzeiten.
}
# Above the list of the round's tables, a line each
tournament-round-tables = Tische
tournament-table-name = Runde { $round } · Tisch { $table }
tournament-final-table-name = Finaltisch
tournament-computers = { $count ->
    [one] ein Computer
   *[other] { $count } Computer
}
tournament-table-opening = (sein Thread wird gerade geöffnet)
tournament-table-welcome = **{ $table }** von { $title }: { $players }, eure Partie beginnt hier. Viel Glück!
tournament-create-thread-permission = Jeder Tisch eines Turniers wird in einem Thread dieses Kanals gespielt, und hier darf ich keine Threads öffnen. Mir fehlt: { $permissions }.
tournament-thread-permission = Ich kann in diesem Kanal keine Threads für die Tische öffnen. Mir fehlt: { $permissions }. Ich versuche es gleich noch einmal.
tournament-thread-failed = Discord hat gerade keinen Thread für einen Tisch geöffnet. Ich versuche es gleich noch einmal.
tournament-ending-points = 🏆 Erzielte Punkte: { $points }
tournament-ending-earned = { $name } +{ $points }
tournament-ending-round = 🏆 Dieses Ergebnis zählt für Runde { $round } von { $rounds } in Turnier #{ $number }. Der Zwischenstand kommt in { $channel }, sobald alle Tische der Runde fertig sind.
tournament-ending-final = 🏆 Das war der Finaltisch von Turnier #{ $number }: Wer gewonnen hat, steht gleich in { $channel }.
tournament-signup-short = { $organiser }: Die Anmeldung zu Turnier #{ $number } ist mit { $signed ->
    [one] einem Spieler
   *[other] { $signed } Spielern
} zu Ende gegangen, es braucht aber mindestens { $needed }. Die Anmeldung bleibt offen: drück auf **Starten**, sobald genug dabei sind.

tournament-standings-after = Turnier #{ $number } · Stand nach Runde { $round } von { $rounds }
tournament-standings-now = Turnier #{ $number } · { $final ->
    [true] Stand vor dem Finaltisch
   *[other] Stand (Runde { $round } von { $rounds } läuft)
}
tournament-standings-signup = Turnier #{ $number } · Die Anmeldung läuft noch: noch kein Stand
tournament-standings-finished = Turnier #{ $number } · Endstand der Runden
tournament-standings-cancelled = Turnier #{ $number } (abgesagt) · Stand
tournament-standings-legend = Es entscheiden die Punkte, dann die Würmer, dann die höchste genommene Portion.
tournament-standings-page = Seite { $page } von { $pages }
tournament-standings-previous = ◀ Vordere Plätze
tournament-standings-next = Weitere Plätze ▶
tournament-standing-line = **{ $rank }.** { $player }: { $points } { $points ->
    [one] Punkt
   *[other] Punkte
} · { $worms } 🪱 · { $best ->
    [0] keine Portion
   *[other] beste Portion { $best }
}
tournament-standing-dropped = ~~{ $line }~~ (ausgeschieden)

tournament-winner-title = 🏆 Turnier #{ $number } ist vorbei
tournament-winner-line = { $player } gewinnt das Turnier in { $game }!
tournament-winner-content = 🏆 Herzlichen Glückwunsch, { $player }, zum Sieg in Turnier #{ $number }!
tournament-final-order = Endstand
tournament-card-title = Sieger · { $title }
tournament-card-points = { $points } { $points ->
    [one] Punkt
   *[other] Punkte
}
tournament-card-best = beste Portion { $tile }

tournament-not-allowed = Nur Admins (Server verwalten) und Mitglieder mit der Turnierrolle des Servers können ein Turnier anlegen.
tournament-not-organiser = Das kann nur die Turnierleitung ({ $organiser }), ein Admin oder die Turnierrolle.
tournament-unknown = Auf diesem Server gibt es kein Turnier #{ $number }.
tournament-none-here = Hier läuft kein Turnier. Leg eines mit /turnier anlegen an.
tournament-which = Es laufen mehrere Turniere ({ $numbers }): gib die Nummer an.
tournament-not-in-thread = Leg das Turnier in einem Textkanal an, nicht in einem Thread: seine Tische bekommen Threads dieses Kanals.
tournament-started = Turnier #{ $number } hat begonnen: die Tische der ersten Runde sind offen.
tournament-dropped-signup = { $organiser } hat { $player } von der Anmeldeliste von Turnier #{ $number } genommen.
tournament-dropped = { $organiser } hat { $player } aus Turnier #{ $number } genommen. Die Punkte bleiben, weitere Tische gibt es nicht.
tournament-extended-signup = Die Anmeldung zu Turnier #{ $number } bleibt { $minutes ->
    [one] eine Minute
   *[other] { $minutes } Minuten
} länger offen.
tournament-extended = An jedem Tisch von Turnier #{ $number }, der noch spielt, bekommt wer am Zug ist { $minutes ->
    [one] eine Minute
   *[other] { $minutes } Minuten
} mehr.
tournament-cancelled = { $organiser } hat Turnier #{ $number } abgesagt. Seine Tische wurden beendet.
tournament-role-set = Mitglieder mit { $role } dürfen jetzt Turniere anlegen und leiten.
tournament-role-cleared = Turniere anlegen dürfen jetzt nur noch Admins (Server verwalten).

tournament-help-title = 🏆 Turniere
tournament-help-intro = Gespielt wie die offiziellen Heckmeck-Turniere: Vorrunden an Tischen, Punkte nach Platzierung und ein Finaltisch.
tournament-help-format-title = Runden und Tische
tournament-help-format = Runde 1 wird zufällig auf möglichst gleich große Tische gelost (nie ein Tisch zu zweit). Ab Runde 2 sitzen die Spieler nach ihren bisherigen Punkten zusammen (bei Gleichstand entscheidet das Los), die Besten am ersten Tisch. Jeder Tisch ist eine normale Partie in einem eigenen Thread. Hat die Turnierleitung einen Finaltisch gewählt, spielen ihn die Besten des Stands, und sein Ergebnis entscheidet über den Sieg.
tournament-help-points-title = Punkte für die Platzierung
tournament-help-points = An einem Tisch mit n Spielern bekommt der 1. Platz n − 1 Punkte, der 2. n − 2 und so weiter; der letzte 0. Wer gleichauf liegt, teilt sich die Punkte der Plätze, die er gemeinsam belegt. Ein Computer belegt seinen Platz, bekommt aber nichts; wer ausgeschlossen wurde, zählt an diesem Tisch als Letzter.
tournament-help-example-title = Beispiel
tournament-help-example = Ein Tisch zu viert: Anna gewinnt und bekommt **3** Punkte. Ben und Cleo werden gemeinsam Zweite: sie teilen sich die Punkte des 2. und 3. Platzes, (2 + 1) ÷ 2 = **1,5** für jeden. Dan wird Letzter: **0** Punkte.
tournament-help-ties-title = Bei Punktgleichheit
tournament-help-ties = Zuerst zählen die Würmer aus allen Turnierpartien, dann die höchste Portion, die man in einer davon genommen hat, dann eine Reihenfolge, die beim Anlegen des Turniers ausgelost wurde.
tournament-help-commands-title = Befehle
tournament-help-commands = /turnier anlegen (Admins und die Turnierrolle), dann **Mitmachen** unter der Anmeldung. Die Turnierleitung: /turnier starten, ausschliessen, verlaengern, absagen. Alle: /turnier stand.

tournament-bad-game = Dieses Spiel gibt es nicht als Turnier.
tournament-bad-options = Diese Varianten lassen sich nicht zusammen spielen.
tournament-bad-rounds = Ein Turnier hat 1 bis 4 Runden.
tournament-bad-table-size = An einem Tisch sitzen 3 bis 5 Spieler.
tournament-table-too-large = So viele Spieler passen bei diesem Spiel nicht an einen Tisch: wähl eine kleinere Tischgröße.
tournament-bad-final-size = Am Finaltisch sitzen 4, 5 oder 6 Spieler; 0 heißt: kein Finale.
tournament-final-too-large = So viele Spieler passen bei diesem Spiel nicht an den Finaltisch: wähl ein kleineres Finale.
tournament-bad-fill-level = Computerspieler dieser Stufe gibt es für dieses Spiel nicht.

tournament-cannot-seat = { $signed } Spieler lassen sich nicht auf Tische mit höchstens { $size } verteilen (ein Tisch zu zweit wird nie gelost). Wartet auf einen weiteren, oder jemand meldet sich ab.
cmd-tournament-rated-name = wertung
cmd-tournament-rated-desc = Ob Turnierpartien hier für Wertung und Saison zählen (Server verwalten)
opt-tournament-rated-rated-name = gewertet
opt-tournament-rated-rated-desc = An: Turnierpartien werden wie jede Partie gewertet (Standard); aus: nie
tournament-rated-set = { $rated ->
    [true] Turnierpartien zählen jetzt wie jede Partie für Wertung und Saison.
   *[other] Turnierpartien zählen nicht mehr für Wertung und Saison.
}
tournament-signup-cannot-seat = { $organiser }: Die Anmeldung zu Turnier #{ $number } ist mit { $signed } Spielern zu Ende gegangen, die sich nicht auf Tische mit höchstens { $size } verteilen lassen (ein Tisch zu zweit wird nie gelost). Die Anmeldung bleibt offen: drück auf **Starten**, sobald einer mehr dabei ist oder sich jemand abgemeldet hat.

tournament-final-content = **{ $heading }**: { $players }, euer Tisch steht unten.
tournament-final-intro = Die Besten des Stands spielen eine letzte Partie in einem eigenen Thread: ihre Platzierung entscheidet über den Sieg und die Reihenfolge im Finale.
tournament-winner-final-note = { $count ->
    [one] Platz 1: Finaltisch; alle weiteren: Stand der Runden.
   *[other] Plätze 1–{ $count }: Finaltisch; alle weiteren: Stand der Runden.
}
tournament-card-final = Finaltisch: Platz { $place }
