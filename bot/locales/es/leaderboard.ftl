## /leaderboard y /stats

leaderboard-title = { game-name } — { $scope ->
    [server] los mejores de este servidor
   *[global] los mejores de todos los servidores
}
leaderboard-empty = Aún no hay partidas terminadas. ¡Jugad una!
stat-rating = { rating-heading }
stat-wins = Victorias
stat-games = Partidas
stat-win-rate = Porcentaje de victorias
stat-worms = Gusanos
stat-points = Puntos
win-rate = { NUMBER($rate, style: "percent", maximumFractionDigits: 0) }
stats-title = Resultados de { $player }
stats-no-games = { $player } aún no ha terminado ninguna partida.

leaderboard-row = **{ $rank }.** { $player } · { rating-value } · { $wins }/{ $games }{ $forfeits ->
    [0] {""}
   *[other] {" "}({ $forfeits } por abandono)
} · ⌀ { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) }
leaderboard-legend = *{ rating-heading } · victorias/partidas puntuadas · ⌀ { $unit ->
    [points] puntos
   *[other] gusanos
} por partida*
leaderboard-newcomers = *Aún sin puesto (menos de { $min } partidas puntuadas contra otras personas):*
leaderboard-rank-title = Dónde está { $player }
leaderboard-unranked = { $player } aún no tiene aquí ninguna partida puntuada de { game-name }. Una partida puntúa si juegan al menos dos (los jugadores CPU cuentan) y nadie usa pistas en su propio turno.
leaderboard-footer = Página { $page } de { $pages } · { players } · por { $sort ->
    [wins] victorias
    [win_rate] porcentaje de victorias
    [worms] { $unit ->
        [points] media de puntos
       *[other] media de gusanos
    }
   *[rating] { rating-word }
}
leaderboard-previous = ◀ Anterior
leaderboard-next = Siguiente ▶

stats-details = Más: { game-name }
stats-details-refused = Esas cifras no existen: ese jugador no tiene ninguna partida terminada de eso.
stats-scope-note = *Todos los servidores, toda partida terminada; la puntuación cuenta solo las puntuadas.*
stats-games = { $wins } { $wins ->
    [one] victoria
   *[other] victorias
} en { $games } { $games ->
    [one] partida
   *[other] partidas
} ({ win-rate })
stats-scores = Mejor partida: { $best } · media: { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $unit ->
    [points] puntos
   *[other] gusanos
}
stats-steals = Fichas robadas: { $steals } · turnos fallidos: { NUMBER($failed, style: "percent", maximumFractionDigits: 0) } de { $turns }
stats-streak = Racha de victorias: { $current } ahora, { $best } como máximo
stats-rating = { rating-heading }: { rating-value } ({ $direction ->
    [up] +
    [down] −
   *[same] ±
}{ NUMBER($change, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $count ->
    [one] en la última partida puntuada
   *[other] en las últimas { $count } partidas puntuadas
})
stats-rating-server = En este servidor: { rating-value } ({ $direction ->
    [up] +
    [down] −
   *[same] ±
}{ NUMBER($change, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $count ->
    [one] en la última partida puntuada
   *[other] en las últimas { $count } partidas puntuadas
})
stats-unrated = Puntuación: aún ninguna (ninguna partida puntuada).
leaderboard-empty-unrated = Aún no hay partidas puntuadas: { $count ->
    [one] 1 partida terminada no puntuó
   *[other] { $count } partidas terminadas no puntuaron
} (alguien usó pistas en su propio turno, o nadie más jugó).
leaderboard-counts = *Solo partidas puntuadas (sin pistas en el propio turno); puesto desde { $min } contra personas.*
leaderboard-to-rank = { $count ->
    [one] Falta 1 partida puntuada contra otras personas para tener puesto.
   *[other] Faltan { $count } partidas puntuadas contra otras personas para tener puesto.
}
stats-rated-games = Puntuadas: { $wins } { $wins ->
    [one] victoria
   *[other] victorias
} en { $games } { $games ->
    [one] partida
   *[other] partidas
}{ $unrated ->
    [0] {""}
   *[other] {" "}· sin puntuar: { $unrated }
}
