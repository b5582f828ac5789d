## Der Tisch (Issue 11): Zug-Pings, der eigene Text des Spielbretts, Spielende, Revanche.

ping-turn = { $icon } { $name }, du bist am Zug in { $game }: { $link }
ping-reminder = ⏰ { $name }, dein Zug in { $game } wartet; die Zeit läuft { $when } ab: { $link }
ping-stolen = ⚔️ { $name }, { $thief } hat dir die { $tile } geklaut!
ping-hand-hint = 🃏 **Meine Karten zeigen** unter dem Brett: deine Karten sehen und spielen.
ping-switch = 🔕 Weniger Rufe: `/heckmeck einstellungen meine-pings`

board-content-turn = { $icon } { $game } · { $name } ist am Zug
board-content-finished = 🏁 { $game } · Spiel zu Ende
board-content-stopped = ⏹️ { $game } · abgebrochen

cmd-heckmeck-settings-pings-name = pings
cmd-heckmeck-settings-pings-desc = Ob der Bot Spieler ruft, wenn sie am Zug sind (Heckmeck und Drehwurm)
opt-heckmeck-settings-pings-mode-name = modus
opt-heckmeck-settings-pings-mode-desc = Jeder Zug, nur eine Erinnerung zur Hälfte der Zeit, oder nie
choice-pings-every = Jeder Zug
choice-pings-reminder = Nur Erinnerung
choice-pings-off = Aus
settings-pings-set = Zug-Pings auf diesem Server: { $mode ->
    [every] eine Nachricht ruft jeden Spieler, wenn er am Zug ist, und noch einmal, wenn die Hälfte seiner Zeit um ist.
    [reminder] eine Nachricht ruft einen Spieler nur, wenn die Hälfte seiner Zeit um ist.
   *[off] aus; niemand wird gerufen.
}

event-rolled-set-aside = { $name } würfelt { $dice } und legt { $count } × { $face } beiseite (Summe { $total }).

ending-content = 🏁 { $game } ist vorbei! { $names }
ending-title = 🏁 { $game } — Endergebnis
ending-forfeit = 🏳️ { $name } gewinnt kampflos: Alle anderen haben das Spiel verlassen.
ending-tie-break-title = Gleichstand
ending-tie-break = { $count ->
    [2] Beide haben { $score }
   *[other] { $count } Spieler haben { $score }
}: { $name } hat die höchste Portion ({ $tile }).
ending-ratings-title = { rating-heading }
# the final standings of a rated game: each line ends with its rating change
ending-final-rated = { board-final } · { rating-heading }
ending-rating-line = { $direction ->
    [up] +
    [down] −
   *[same] ±
}{ NUMBER($change, minimumFractionDigits: 1, maximumFractionDigits: 1) } → { rating-word } { rating-value }
ending-rematch = Revanche

drehwurm-board-match-title = Diese Runde ({ $match })
drehwurm-board-match-line = { $name }: { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} aus { $piles ->
    [one] { $piles } gefressenen Stapel
   *[other] { $piles } gefressenen Stapeln
}
drehwurm-breakdown-title = Runde { $match }: so wurde gezählt
drehwurm-breakdown-line = { $name }: { $piles ->
    [one] { $piles } Stapel
   *[other] { $piles } Stapel
} +{ $eaten }, { $cards ->
    [one] { $cards } Karte
   *[other] { $cards } Karten
} auf der Hand −{ $cards } → { $score } (gesamt { $total })

leaderboard-own-row = ➡️ { $row } ⬅️

board-junior-legend = { $bun } zählt 2, alles andere 1 · ohne { $worm } keine Portion
ending-card-forfeit = kampflos gewonnen
ending-card-date = { DATETIME($ended, dateStyle: "medium") }
ending-card-unrated = Nicht gewertet
card-alt-title = Endstand von { $title }.
card-alt-place = Platz { $place }: { $player }.
card-alt-winner = { $line } Sieg.
card-alt-tiles = Portionen { $tiles }
card-alt-more = Und { $count ->
    [one] { $count } weitere Person.
   *[other] { $count } weitere Personen.
}

locale-note = ℹ️ Die Spielbretter hier sind auf { language-name }: Öffentliche Nachrichten folgen der Sprache des Servers. Wer „Server verwalten“ darf, ändert sie mit `/heckmeck einstellungen sprache`; deine privaten Antworten (Handkarten, Hinweise) sind immer in deiner Sprache.
ending-assisted = 💡 Nicht gewertet: { $names } hat im eigenen Zug Tipps genutzt, daher ändert sich keine Wertung.
ending-assisted-mark = 💡
ending-assisted-marked = 💡 Nicht gewertet: Die mit 💡 markierten Spieler haben im eigenen Zug Tipps genutzt, daher ändert sich keine Wertung.
cmd-heckmeck-settings-my-pings-name = meine-pings
cmd-heckmeck-settings-my-pings-desc = Wie der Bot dich ruft, wenn du am Zug bist, auf jedem Server
opt-heckmeck-settings-my-pings-mode-name = modus
opt-heckmeck-settings-my-pings-mode-desc = Jeder Zug, nur eine Erinnerung zur Hälfte deiner Zeit, nie, oder wie der Server es einstellt
choice-pings-server = Wie dieser Server es einstellt
settings-my-pings-set = Wenn du am Zug bist: { $mode ->
    [every] Eine Nachricht erwähnt dich zu Beginn deines Zuges und noch einmal, wenn die Hälfte deiner Zeit um ist.
    [reminder] Eine Nachricht erwähnt dich nur, wenn die Hälfte deiner Zeit um ist.
    [off] Der Bot erwähnt dich nie für einen Zug.
   *[server] Es gilt die Einstellung des jeweiligen Servers (`/heckmeck einstellungen pings`).
}
