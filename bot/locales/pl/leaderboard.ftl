## /ranking i /statystyki

leaderboard-title = { game-name } — { $scope ->
    [server] najlepsi gracze tego serwera
   *[global] najlepsi gracze wszystkich serwerów
}
leaderboard-empty = Nie ma jeszcze zakończonych partii. Zagraj!
stat-rating = { rating-heading }
stat-wins = Wygrane
stat-games = Partie
stat-win-rate = Odsetek wygranych
stat-worms = Robale
stat-points = Punkty
win-rate = { NUMBER($rate, style: "percent", maximumFractionDigits: 0) }
stats-title = Wyniki: { $player }
stats-no-games = { $player }: jeszcze brak ukończonych partii.

leaderboard-row = **{ $rank }.** { $player } · { rating-value } · { $wins }/{ $games }{ $forfeits ->
    [0] {""}
   *[other] {" "}({ $forfeits } walkowerem)
} · ⌀ { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) }
leaderboard-legend = *{ rating-heading } · wygrane/partie rankingowe · ⌀ { $unit ->
    [points] punktów
   *[other] robali
} na partię*
leaderboard-newcomers = *Jeszcze bez miejsca (mniej niż { $min } partii rankingowych z innymi ludźmi):*
leaderboard-rank-title = Miejsce: { $player }
leaderboard-unranked = { $player } nie ma tu jeszcze partii rankingowej ({ game-name }). Partia jest rankingowa, gdy grają co najmniej dwie strony (gracze komputerowi się liczą) i nikt nie korzysta z podpowiedzi we własnej turze.
leaderboard-footer = Strona { $page } z { $pages } · { players } · wg: { $sort ->
    [wins] wygrane
    [win_rate] odsetek wygranych
    [worms] { $unit ->
        [points] średnia punktów
       *[other] średnia robali
    }
   *[rating] { rating-word }
}
leaderboard-previous = ◀ Poprzednia
leaderboard-next = Następna ▶

stats-details = Więcej: { game-name }
stats-details-refused = Nie ma takich danych: ten gracz nie ukończył w tej grze żadnej partii.
stats-scope-note = *Wszystkie serwery, każda zakończona partia; ranking liczy tylko partie rankingowe.*
stats-games = Wygrane { $wins } z { $games } ({ win-rate })
stats-scores = Najlepsza partia: { $best } · średnio: { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $unit ->
    [points] pkt
   *[other] robala
}
stats-steals = Skradzione płytki: { $steals } · nieudane tury: { NUMBER($failed, style: "percent", maximumFractionDigits: 0) } z { $turns }
stats-streak = Seria wygranych: teraz { $current }, najlepsza { $best }
stats-rating = { rating-heading }: { rating-value } ({ $direction ->
    [up] +
    [down] −
   *[same] ±
}{ NUMBER($change, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $count ->
    [one] w ostatniej partii rankingowej
   *[other] w ostatnich { $count } partiach rankingowych
})
stats-rating-server = Na tym serwerze: { rating-value } ({ $direction ->
    [up] +
    [down] −
   *[same] ±
}{ NUMBER($change, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $count ->
    [one] w ostatniej partii rankingowej
   *[other] w ostatnich { $count } partiach rankingowych
})
stats-unrated = Ranking: brak (bez partii rankingowej).
leaderboard-empty-unrated = Nie ma jeszcze partii rankingowych: { $count ->
    [one] 1 zakończona partia nie była rankingowa
    [few] { $count } zakończone partie nie były rankingowe
   *[other] { $count } zakończonych partii nie było rankingowych
} (ktoś użył podpowiedzi we własnej turze albo nikt inny nie grał).
leaderboard-counts = *Tylko partie rankingowe (bez podpowiedzi we własnej turze); miejsce wymaga { $min } z ludźmi.*
leaderboard-to-rank = { $count ->
    [one] Jeszcze 1 partia rankingowa z innymi ludźmi do miejsca.
    [few] Jeszcze { $count } partie rankingowe z innymi ludźmi do miejsca.
   *[other] Jeszcze { $count } partii rankingowych z innymi ludźmi do miejsca.
}
stats-rated-games = Rankingowe: wygrane { $wins } z { $games }{ $unrated ->
    [0] {""}
   *[other] {" "}· nierankingowe: { $unrated }
}
