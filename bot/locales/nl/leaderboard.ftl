## /leaderboard en /stats

leaderboard-title = { game-name } — { $scope ->
    [server] beste spelers van deze server
   *[global] beste spelers van alle servers
}
leaderboard-empty = Nog geen afgelopen spellen. Speel er een!
stat-rating = { rating-heading }
stat-wins = Gewonnen
stat-games = Spellen
stat-win-rate = Winstpercentage
stat-worms = Wormen
stat-points = Punten
win-rate = { NUMBER($rate, style: "percent", maximumFractionDigits: 0) }
stats-title = Resultaten van { $player }
stats-no-games = { $player } heeft nog geen spel uitgespeeld.

leaderboard-row = **{ $rank }.** { $player } · { rating-value } · { $wins }/{ $games }{ $forfeits ->
    [0] {""}
   *[other] {" "}({ $forfeits } door opgave)
} · ⌀ { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) }
leaderboard-legend = *{ rating-heading } · gewonnen/ratingspellen · ⌀ { $unit ->
    [points] punten
   *[other] wormen
} per spel*
leaderboard-newcomers = *Nog zonder plaats (minder dan { $min } ratingspellen tegen andere mensen):*
leaderboard-rank-title = Waar { $player } staat
leaderboard-unranked = { $player } heeft hier nog geen ratingspel { game-name }. Een spel telt voor de rating als er minstens twee spelen (computerspelers tellen mee) en niemand hints gebruikt in de eigen beurt.
leaderboard-footer = Pagina { $page } van { $pages } · { players } · op { $sort ->
    [wins] overwinningen
    [win_rate] winstpercentage
    [worms] { $unit ->
        [points] gemiddelde punten
       *[other] gemiddelde wormen
    }
   *[rating] { rating-word }
}
leaderboard-previous = ◀ Vorige
leaderboard-next = Volgende ▶

stats-details = Meer: { game-name }
stats-details-refused = Die cijfers zijn er niet: die speler heeft er nog geen spel van uitgespeeld.
stats-scope-note = *Alle servers, elk afgelopen spel; ratings tellen alleen ratingspellen.*
stats-games = { $wins } gewonnen van { $games } { $games ->
    [one] spel
   *[other] spellen
} ({ win-rate })
stats-scores = Beste spel: { $best } · gemiddeld: { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $unit ->
    [points] punten
   *[other] wormen
}
stats-steals = Tegels afgepakt: { $steals } · mislukte beurten: { NUMBER($failed, style: "percent", maximumFractionDigits: 0) } van { $turns }
stats-streak = Winstreeks: nu { $current }, op zijn best { $best }
stats-rating = { rating-heading }: { rating-value } ({ $direction ->
    [up] +
    [down] −
   *[same] ±
}{ NUMBER($change, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $count ->
    [one] in het laatste ratingspel
   *[other] over de laatste { $count } ratingspellen
})
stats-rating-server = Op deze server: { rating-value } ({ $direction ->
    [up] +
    [down] −
   *[same] ±
}{ NUMBER($change, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $count ->
    [one] in het laatste ratingspel
   *[other] over de laatste { $count } ratingspellen
})
stats-unrated = Rating: nog geen (geen ratingspel).
leaderboard-empty-unrated = Nog geen ratingspellen: { $count ->
    [one] 1 afgelopen spel telde
   *[other] { $count } afgelopen spellen telden
} niet voor de rating (iemand gebruikte hints in de eigen beurt, of verder speelde niemand mee).
leaderboard-counts = *Alleen ratingspellen (geen hints in de eigen beurt); een plaats vraagt er { $min } tegen mensen.*
leaderboard-to-rank = { $count ->
    [one] Nog 1 ratingspel tegen andere mensen voor een plaats.
   *[other] Nog { $count } ratingspellen tegen andere mensen voor een plaats.
}
stats-rated-games = Met rating: { $wins } gewonnen van { $games } { $games ->
    [one] spel
   *[other] spellen
}{ $unrated ->
    [0] {""}
   *[other] {" "}· zonder rating: { $unrated }
}
