## /classifica e /statistiche

leaderboard-title = { game-name } — { $scope ->
    [server] i migliori di questo server
   *[global] i migliori di tutti i server
}
leaderboard-empty = Ancora nessuna partita finita. Giocane una!
stat-rating = { rating-heading }
stat-wins = Vittorie
stat-games = Partite
stat-win-rate = Percentuale di vittorie
stat-worms = Vermi
stat-points = Punti
win-rate = { NUMBER($rate, style: "percent", maximumFractionDigits: 0) }
stats-title = Risultati di { $player }
stats-no-games = { $player } non ha ancora finito nessuna partita.

leaderboard-row = **{ $rank }.** { $player } · { rating-value } · { $wins }/{ $games }{ $forfeits ->
    [0] {""}
   *[other] {" "}({ $forfeits } a tavolino)
} · ⌀ { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) }
leaderboard-legend = *{ rating-heading } · vittorie/partite valide · ⌀ { $unit ->
    [points] punti
   *[other] vermi
} a partita*
leaderboard-newcomers = *Non ancora in classifica (meno di { $min } partite valide contro altre persone):*
leaderboard-rank-title = La posizione di { $player }
leaderboard-unranked = { $player } non ha ancora partite valide di { game-name } qui. Una partita è valida quando giocano almeno in due (i computer contano) e nessuno usa aiuti nel proprio turno.
leaderboard-footer = Pagina { $page } di { $pages } · { players } · ordinati per { $sort ->
    [wins] vittorie
    [win_rate] percentuale di vittorie
    [worms] { $unit ->
        [points] media punti
       *[other] media vermi
    }
   *[rating] { rating-word }
}
leaderboard-previous = ◀ Precedente
leaderboard-next = Successiva ▶

stats-details = Altro: { game-name }
stats-details-refused = Questi dati non ci sono: quel giocatore non ha finito nessuna partita di quel gioco.
stats-scope-note = *Tutti i server, ogni partita finita; i punteggi contano solo le partite valide.*
stats-games = { $wins } { $wins ->
    [one] vittoria
   *[other] vittorie
} in { $games } { $games ->
    [one] partita
   *[other] partite
} ({ win-rate })
stats-scores = Partita migliore: { $best } · media: { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $unit ->
    [points] punti
   *[other] vermi
}
stats-steals = Tessere rubate: { $steals } · sballi: { NUMBER($failed, style: "percent", maximumFractionDigits: 0) } di { $turns } turni
stats-streak = Serie di vittorie: { $current } ora, { $best } al massimo
stats-rating = { rating-heading }: { rating-value } ({ $direction ->
    [up] +
    [down] −
   *[same] ±
}{ NUMBER($change, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $count ->
    [one] nell'ultima partita valida
   *[other] nelle ultime { $count } partite valide
})
stats-rating-server = In questo server: { rating-value } ({ $direction ->
    [up] +
    [down] −
   *[same] ±
}{ NUMBER($change, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $count ->
    [one] nell'ultima partita valida
   *[other] nelle ultime { $count } partite valide
})
stats-unrated = Punteggio: ancora nessuno (nessuna partita valida).
leaderboard-empty-unrated = Ancora nessuna partita valida: { $count ->
    [one] 1 partita finita non è stata valutata
   *[other] { $count } partite finite non sono state valutate
} (qualcuno ha usato aiuti nel proprio turno, o nessun altro ha giocato).
leaderboard-counts = *Solo partite valide (senza aiuti nel proprio turno); per una posizione ne servono { $min } contro persone.*
leaderboard-to-rank = { $count ->
    [one] Ancora 1 partita valida contro altre persone per una posizione.
   *[other] Ancora { $count } partite valide contro altre persone per una posizione.
}
stats-rated-games = Valide: { $wins } { $wins ->
    [one] vittoria
   *[other] vittorie
} in { $games } { $games ->
    [one] partita
   *[other] partite
}{ $unrated ->
    [0] {""}
   *[other] {" "}· non valide: { $unrated }
}
