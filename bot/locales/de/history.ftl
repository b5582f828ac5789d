## /history, /replay und /export: Rückblick auf beendete Spiele

cmd-history-name = verlauf
cmd-history-desc = Die letzten beendeten Spiele eines Spielers auf diesem Server (sonst: die außerhalb von Servern)
opt-history-user-name = spieler
opt-history-user-desc = Wessen Spiele (sonst deine)
opt-history-game-name = spiel
opt-history-game-desc = Nur Spiele dieser Art
cmd-replay-name = wiederholung
cmd-replay-desc = Ein beendetes Spiel Zug für Zug nachspielen
opt-replay-game-name = spiel
opt-replay-game-desc = Die Nummer des Spiels (steht in /verlauf)
cmd-export-name = export
cmd-export-desc = Das Protokoll eines beendeten Spiels als JSON-Datei herunterladen
opt-export-game-name = spiel
opt-export-game-desc = Die Nummer des Spiels (steht in /verlauf)

history-title = { $game ->
    [all] Beendete Spiele
   *[other] Beendete Spiele: { game-name }
}
history-intro = Partien von { $user } hier, neueste zuerst.
history-empty = { $user } hat auf diesem Server noch kein Spiel beendet.
history-entry = { $when } · { $board }
    { $players }
history-player = { $place }. { $name } { $score } { $unit ->
    [points] { $score ->
        [one] Punkt
       *[other] Punkte
    }
   *[other] { $score ->
        [one] Wurm
       *[other] Würmer
    }
}
history-board-link = [Letztes Spielbrett]({ $url })
history-board-channel = Gespielt in { $channel }
history-footer = Seite { $page } von { $pages } · { $count } { $count ->
    [one] Spiel
   *[other] Spiele
} · /wiederholung oder /export mit der Nummer eines Spiels
history-previous = ◀ Neuere
history-next = Ältere ▶

replay-heading = Wiederholung #{ $game } · { $position }/{ $positions }
replay-first = Anfang
replay-previous = Zurück
replay-next = Weiter
replay-last = Ende
replay-next-turn = Nächster Zug
replay-public-only = Du hast in diesem Spiel nicht mitgespielt: Du siehst den Tisch, nie eine Hand.

export-ready = Das Protokoll von Spiel #{ $game } (Format: heckmeck-bot game log, Version 1).
export-file-description = Jeder Zug von Spiel #{ $game } als JSON-Datei.

history-no-such-game = Auf diesem Server gibt es kein Spiel #{ $game }. /verlauf zeigt die beendeten Spiele mit ihren Nummern.
history-game-live = Spiel #{ $game } läuft noch: Schau in { $link } live zu. Wiederholen lässt es sich, wenn es beendet ist.
history-never-started = Spiel #{ $game } hat nie begonnen (die Runde wurde geschlossen), es gibt nichts nachzuspielen.
history-log-pruned = Das Zugprotokoll von Spiel #{ $game } wurde gelöscht (dieser Server bewahrt Protokolle nur eine Zeit lang auf). Das Ergebnis zählt weiter und steht in /verlauf.
history-log-broken = Das gespeicherte Protokoll von Spiel #{ $game } geht nicht auf und lässt sich nicht nachspielen. Der Betreiber des Bots kann es mit `python -m bot check` prüfen.
history-log-too-old = Spiel #{ $game } wurde gespielt, bevor der Bot die Mischungen aufbewahrte, die er zum Nachspielen braucht; es lässt sich nicht wiederholen. Das Ergebnis zählt weiter.
