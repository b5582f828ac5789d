## /ranking e /estatisticas

leaderboard-title = { game-name } — { $scope ->
    [server] os melhores deste servidor
   *[global] os melhores de todos os servidores
}
leaderboard-empty = Nenhuma partida terminada ainda. Jogue uma!
stat-rating = { rating-heading }
stat-wins = Vitórias
stat-games = Partidas
stat-win-rate = Taxa de vitórias
stat-worms = Minhocas
stat-points = Pontos
win-rate = { NUMBER($rate, style: "percent", maximumFractionDigits: 0) }
stats-title = Resultados de { $player }
stats-no-games = { $player } ainda não terminou nenhuma partida.

leaderboard-row = **{ $rank }.** { $player } · { rating-value } · { $wins }/{ $games }{ $forfeits ->
    [0] {""}
   *[other] {" "}({ $forfeits } por W.O.)
} · ⌀ { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) }
leaderboard-legend = *{ rating-heading } · vitórias/partidas ranqueadas · ⌀ { $unit ->
    [points] pontos
   *[other] minhocas
} por partida*
leaderboard-newcomers = *Ainda sem posição (menos de { $min } partidas ranqueadas contra outras pessoas):*
leaderboard-rank-title = A posição de { $player }
leaderboard-unranked = { $player } ainda não tem partida ranqueada de { game-name } aqui. Uma partida é ranqueada quando pelo menos dois jogam (computadores contam) e ninguém usa dicas na própria vez.
leaderboard-footer = Página { $page } de { $pages } · { players } · ordenado por { $sort ->
    [wins] vitórias
    [win_rate] taxa de vitórias
    [worms] { $unit ->
        [points] média de pontos
       *[other] média de minhocas
    }
   *[rating] { rating-word }
}
leaderboard-previous = ◀ Anterior
leaderboard-next = Próxima ▶

stats-details = Mais: { game-name }
stats-details-refused = Esses números não existem: esse jogador não terminou nenhuma partida desse jogo.
stats-scope-note = *Todos os servidores, todas as partidas terminadas; o rating conta só partidas ranqueadas.*
stats-games = { $wins } { $wins ->
    [one] vitória
   *[other] vitórias
} em { $games } { $games ->
    [one] partida
   *[other] partidas
} ({ win-rate })
stats-scores = Melhor partida: { $best } · média: { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $unit ->
    [points] pontos
   *[other] minhocas
}
stats-steals = Peças roubadas: { $steals } · vezes fracassadas: { NUMBER($failed, style: "percent", maximumFractionDigits: 0) } de { $turns }
stats-streak = Sequência de vitórias: { $current } agora, { $best } no máximo
stats-rating = { rating-heading }: { rating-value } ({ $direction ->
    [up] +
    [down] −
   *[same] ±
}{ NUMBER($change, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $count ->
    [one] na última partida ranqueada
   *[other] nas últimas { $count } partidas ranqueadas
})
stats-rating-server = Neste servidor: { rating-value } ({ $direction ->
    [up] +
    [down] −
   *[same] ±
}{ NUMBER($change, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $count ->
    [one] na última partida ranqueada
   *[other] nas últimas { $count } partidas ranqueadas
})
stats-unrated = Rating: nenhum ainda (nenhuma partida ranqueada).
leaderboard-empty-unrated = Nenhuma partida ranqueada ainda: { $count ->
    [one] 1 partida terminada não foi ranqueada
   *[other] { $count } partidas terminadas não foram ranqueadas
} (alguém usou dicas na própria vez, ou ninguém mais jogou).
leaderboard-counts = *Só partidas ranqueadas (sem dicas na própria vez); uma posição exige { $min } contra pessoas.*
leaderboard-to-rank = { $count ->
    [one] Mais 1 partida ranqueada contra outras pessoas para ter posição.
   *[other] Mais { $count } partidas ranqueadas contra outras pessoas para ter posição.
}
stats-rated-games = Ranqueadas: { $wins } { $wins ->
    [one] vitória
   *[other] vitórias
} em { $games } { $games ->
    [one] partida
   *[other] partidas
}{ $unrated ->
    [0] {""}
   *[other] {" "}· não ranqueadas: { $unrated }
}
