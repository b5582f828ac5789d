## /rangliste und /statistik

leaderboard-title = { game-name } — { $scope ->
    [server] die Besten dieses Servers
   *[global] die Besten aller Server
}
leaderboard-empty = Noch keine beendeten Partien. Spielt eine!
stat-rating = { rating-heading }
stat-wins = Siege
stat-games = Partien
stat-win-rate = Siegquote
stat-worms = Würmer
stat-points = Punkte
win-rate = { NUMBER($rate, style: "percent", maximumFractionDigits: 0) }
stats-title = Ergebnisse von { $player }
stats-no-games = { $player } hat noch keine Partie beendet.

leaderboard-row = **{ $rank }.** { $player } · { rating-value } · { $wins }/{ $games }{ $forfeits ->
    [0] {""}
   *[other] {" "}({ $forfeits } kampflos)
} · ⌀ { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) }
leaderboard-legend = *{ rating-heading } · Siege/gewertete Partien · ⌀ { $unit ->
    [points] Punkte
   *[other] Würmer
} pro Partie*
leaderboard-newcomers = *Noch ohne Rang (weniger als { $min } gewertete Partien gegen andere Menschen):*
leaderboard-rank-title = Hier steht { $player }
leaderboard-unranked = { $player } hat hier noch keine gewertete Partie { game-name }. Gewertet wird eine Partie, wenn mindestens zwei spielen (Computerspieler zählen mit) und niemand im eigenen Zug Tipps nutzt.
leaderboard-footer = Seite { $page } von { $pages } · { players } · sortiert nach { $sort ->
    [wins] Siegen
    [win_rate] Siegquote
    [worms] { $unit ->
        [points] Punkten im Schnitt
       *[other] Würmern im Schnitt
    }
   *[rating] { rating-word }
}
leaderboard-previous = ◀ Zurück
leaderboard-next = Weiter ▶

stats-details = Mehr: { game-name }
stats-details-refused = Diese Zahlen gibt es nicht: Dieser Spieler hat davon keine beendete Partie.
stats-scope-note = *Alle Server, jede beendete Partie; Wertungen zählen nur gewertete Partien.*
stats-games = { $wins } { $wins ->
    [one] Sieg
   *[other] Siege
} in { $games } { $games ->
    [one] Partie
   *[other] Partien
} ({ win-rate })
stats-scores = Beste Partie: { $best } · im Schnitt: { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $unit ->
    [points] Punkte
   *[other] Würmer
}
stats-steals = Gestohlene Portionen: { $steals } · Fehlwürfe: { NUMBER($failed, style: "percent", maximumFractionDigits: 0) } von { $turns } Zügen
stats-streak = Siegesserie: jetzt { $current }, beste { $best }
stats-rating = { rating-heading }: { rating-value } ({ $direction ->
    [up] +
    [down] −
   *[same] ±
}{ NUMBER($change, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $count ->
    [one] in der letzten gewerteten Partie
   *[other] in den letzten { $count } gewerteten Partien
})
stats-rating-server = Auf diesem Server: { rating-value } ({ $direction ->
    [up] +
    [down] −
   *[same] ±
}{ NUMBER($change, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $count ->
    [one] in der letzten gewerteten Partie
   *[other] in den letzten { $count } gewerteten Partien
})
stats-unrated = Wertung: noch keine (keine gewertete Partie).
leaderboard-empty-unrated = Noch keine gewertete Partie: { $count ->
    [one] 1 beendete Partie wurde
   *[other] { $count } beendete Partien wurden
} nicht gewertet (jemand hat im eigenen Zug Tipps genutzt, oder niemand sonst hat mitgespielt).
leaderboard-counts = *Nur gewertete Partien (ohne Tipps im eigenen Zug); ein Rang ab { $min } gegen Menschen.*
leaderboard-to-rank = { $count ->
    [one] Noch 1 gewertete Partie gegen andere Menschen bis zu einem Rang.
   *[other] Noch { $count } gewertete Partien gegen andere Menschen bis zu einem Rang.
}
stats-rated-games = Gewertet: { $wins } { $wins ->
    [one] Sieg
   *[other] Siege
} in { $games } { $games ->
    [one] Partie
   *[other] Partien
}{ $unrated ->
    [0] {""}
   *[other] {" "}· nicht gewertet: { $unrated }
}
