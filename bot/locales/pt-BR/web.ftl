## As páginas web somente leitura: rankings, perfis, páginas de partida com o replay.

web-site-name = Bot Heckmeck
web-server-unnamed = Servidor do Discord
web-language-name = Português (Brasil)
web-language-label = Idioma
web-skip = Pular para o conteúdo
web-footer = Páginas somente leitura do bot de Discord Heckmeck. Só nomes de exibição e dados de jogo são mostrados.
web-not-found-title = Página não encontrada
web-not-found-text = Não há página aqui. As páginas de um servidor só existem se o servidor as ligou com /heckmeck config.

## Ranking
web-leaderboard-title = Ranking de { game-name }
web-leaderboard-season-title = Ranking de { game-name }, { $season }
web-leaderboard-description = { $count ->
    [one] O ranking de { game-name } deste servidor do Discord: { $count } jogador.
   *[other] O ranking de { game-name } deste servidor do Discord: { $count } jogadores.
}
web-games-label = Jogo
web-sort-label = Ordenar por
web-period-label = Período
web-sort = { $sort ->
    [wins] Vitórias
    [win_rate] Taxa de vitórias
    [worms] { $unit ->
        [points] Média de pontos
       *[other] Média de minhocas
    }
   *[rating] { rating-heading }
}
web-board-figures = { rating-heading } { rating-value } · { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
} · { $wins ->
    [one] { $wins } vitória
   *[other] { $wins } vitórias
} ({ $rate }%) · ⌀ { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $unit ->
    [points] pontos
   *[other] minhocas
}
web-board-note = Jogadores com menos de { $min } partidas ranqueadas contra outras pessoas vêm por último, sem posição. Partidas só contra computadores contam para o rating, não para uma posição.
web-pages-label = Páginas
web-previous = ◀ Anterior
web-next = Próxima ▶
web-page-of = Página { $page } de { $pages }

## Perfil
web-profile-title = { $player }
web-profile-description = { $count ->
    [one] { $player } jogou { $count } partida neste servidor do Discord.
   *[other] { $player } jogou { $count } partidas neste servidor do Discord.
}
web-profile-empty = Nenhuma partida terminada ainda.
web-chart-label = { rating-heading } ao longo do tempo em { game-name }, um ponto por partida ranqueada
web-games = Partidas
web-wins = Vitórias
web-win-rate = Taxa de vitórias
web-best = Melhor resultado
web-rating = { rating-heading }
web-against-computers = Contra o computador
web-game = Jogo
web-level = Nível
web-ahead = Terminou à frente
web-recent = Partidas recentes
web-recent-game = Partida #{ $id }: { $count ->
    [one] { $names } venceu
   *[other] { $names } venceram juntos
}
web-to-leaderboard = Para o ranking

## A página de uma partida
web-game-description = { $winners ->
    [one] { $names } venceu
   *[other] { $names } venceram juntos
} esta partida de { $count ->
    [one] { $count } jogador.
   *[other] { $count } jogadores.
}
web-result = Resultado
web-replay = Replay
web-replay-keys = Percorra a partida com os botões ou as setas; pule uma vez com Page Up e Page Down (Home: o início, End: o fim).
web-first-step = Primeiro passo
web-previous-step = Passo anterior
web-next-step = Próximo passo
web-last-step = Último passo
web-step-of = Passo { $step } de { $steps }
web-no-replay = O replay desta partida não está mais guardado.
web-previous-turn = Vez anterior
web-next-turn = Próxima vez
web-previous-turn-short = ◂ Vez
web-next-turn-short = Vez ▸
web-turns-label = Ir para a vez
web-show-turn = Mostrar
web-turn = Vez { $number }: { $player }
web-replay-start = A partida começa; { $player } começa.

## O que um passo do replay fez
said-rolled = { $player } rola { $count ->
    [one] um dado
   *[other] { $count } dados
}.
said-set-aside = { $player } separa { $count } × { face-name } (soma { $total }).
said-no-new-face = { $player } não rolou nada novo.
said-took = { $player } pega a peça { $tile } ({ $worms ->
    [one] { $worms } minhoca
   *[other] { $worms } minhocas
}).
said-stole = { $player } rouba { $tile } de { $victim }.
said-failed = { $reason ->
    [bust] { $player } não consegue separar nenhum dado: a vez fracassa.
    [no-worm] { $player } não tem minhoca separada: a vez fracassa.
    [no-tile] { $player } tem { $total }, nenhuma peça para pegar: a vez fracassa.
   *[other] A vez de { $player } fracassa.
}
said-returned = { $player } devolve a peça { $tile } à churrasqueira.
said-turned = A peça { $tile } é virada.
said-game-over = 🏁 A partida terminou.

## O que todos podiam ver num passo do replay
scene-grill = Churrasqueira
scene-turned = { $count ->
    [one] { $count } peça virada
   *[other] { $count } peças viradas
}
scene-turned-tile = uma peça virada
scene-die = dado: { face-name }
scene-tile = peça { $value } ({ $worms ->
    [one] { $worms } minhoca
   *[other] { $worms } minhocas
})
scene-roll = Dados rolados por { $player }
scene-kept = Dados separados por { $player }
scene-stack = { $player }: { $count ->
    [one] { $count } peça
   *[other] { $count } peças
}, { $worms ->
    [one] { $worms } minhoca
   *[other] { $worms } minhocas
}
scene-pile = Pilha { $number } ({ drehwurm-cards }){ $open ->
    [1] , aberta fora da vez
   *[0] {""}
}
scene-draw = Monte de compra: { drehwurm-cards }
scene-hand-size = { $player }: { drehwurm-cards } na mão, { $points ->
    [one] { $points } ponto
   *[other] { $points } pontos
}

## Do Discord: as configurações e os botões de link para as páginas
cmd-heckmeck-settings-web-name = web
cmd-heckmeck-settings-web-desc = Se este servidor tem páginas web públicas: rankings, perfis, replays de partidas
opt-heckmeck-settings-web-web-name = web
opt-heckmeck-settings-web-web-desc = Sim: qualquer um com o link pode ler os rankings, perfis e partidas deste servidor
cmd-heckmeck-settings-profile-name = perfil
cmd-heckmeck-settings-profile-desc = Se o seu perfil web pode ser visto (em todos os servidores)
opt-heckmeck-settings-profile-public-name = publico
opt-heckmeck-settings-profile-public-desc = Não: sua página de perfil fica oculta; rankings e partidas ainda mostram seu nome
settings-web-on = 🌐 As páginas web deste servidor estão ligadas: { $url }
settings-web-on-no-address = 🌐 As páginas web deste servidor estão ligadas. O operador do bot ainda não deu um endereço a elas (WEB_BASE_URL), então nenhum link é mostrado.
settings-web-off = As páginas web deste servidor estão desligadas: nenhuma das suas páginas pode mais ser aberta.
settings-profile-set = { $public ->
    [true] 🌐 Seu perfil web pode ser visto nas páginas dos servidores que as ligaram.
   *[false] Seu perfil web está oculto em todos os servidores. Rankings e partidas ainda mostram seu nome.
}
web-link-game = Página da partida
web-link-leaderboard = Ranking na web
web-link-profile = Perfil na web
