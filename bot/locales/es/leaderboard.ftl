## /leaderboard y /stats

leaderboard-title = { game-name } — { $scope ->
    [server] los mejores de este servidor
   *[global] los mejores de todos los servidores
}
leaderboard-empty = Aún no hay partidas terminadas. ¡Jugad una!
stat-rating = Puntuación
stat-wins = Victorias
stat-games = Partidas
stat-win-rate = Porcentaje de victorias
stat-worms = Gusanos
stat-points = Puntos
win-rate = { NUMBER($rate, style: "percent", maximumFractionDigits: 0) }
stats-title = Resultados de { $player }
stats-no-games = { $player } aún no ha terminado ninguna partida.

leaderboard-row = **{ $rank }.** { $player } · nivel { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) } · { $wins } { $wins ->
    [one] victoria
   *[other] victorias
}{ $forfeits ->
    [0] {""}
   *[other] {" "}({ $forfeits } por abandono)
} en { $games } { $games ->
    [one] partida
   *[other] partidas
} · { win-rate } de victorias · ⌀ { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $unit ->
    [points] puntos
   *[other] gusanos
} por partida
leaderboard-newcomers = *Con menos de { $min } partidas por ahora:*
leaderboard-rank-title = Dónde está { $player }
leaderboard-unranked = { $player } aún no tiene aquí ninguna partida puntuada de { game-name }. Cuenta toda partida terminada, también contra jugadores del ordenador.
leaderboard-footer = Página { $page } de { $pages } · { players } · por { $sort ->
    [wins] victorias
    [win_rate] porcentaje de victorias
    [worms] { $unit ->
        [points] media de puntos
       *[other] media de gusanos
    }
   *[rating] puntuación
}
leaderboard-previous = ◀ Anterior
leaderboard-next = Siguiente ▶

stats-scope-note = En todos los servidores. Las partidas contra jugadores del ordenador también cuentan: cada uno juega con una puntuación fija según su nivel.
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
stats-rating = Puntuación: { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) } ({ $direction ->
    [up] +
    [down] −
   *[same] ±
}{ NUMBER($change, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $count ->
    [one] en la última partida puntuada
   *[other] en las últimas { $count } partidas puntuadas
})
stats-rating-server = En este servidor: { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) } ({ $direction ->
    [up] +
    [down] −
   *[same] ±
}{ NUMBER($change, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $count ->
    [one] en la última partida puntuada
   *[other] en las últimas { $count } partidas puntuadas
})
stats-unrated = Puntuación: aún ninguna (ninguna partida puntuada).
