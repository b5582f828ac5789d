## /historico, /rever e /exportar: um olhar nas partidas terminadas

cmd-history-name = historico
cmd-history-desc = As últimas partidas terminadas de um jogador neste servidor (fora: as de fora de servidores)
opt-history-user-name = jogador
opt-history-user-desc = As partidas de quem (padrão: as suas)
opt-history-game-name = jogo
opt-history-game-desc = Só partidas deste jogo
cmd-replay-name = rever
cmd-replay-desc = Percorra uma partida terminada, jogada por jogada
opt-replay-game-name = partida
opt-replay-game-desc = O número da partida (mostrado por /historico)
cmd-export-name = exportar
cmd-export-desc = Baixe o registro de uma partida terminada como arquivo JSON
opt-export-game-name = partida
opt-export-game-desc = O número da partida (mostrado por /historico)

history-title = { $game ->
    [all] Partidas terminadas
   *[other] Partidas terminadas de { game-name }
}
history-intro = Partidas que { $user } terminou aqui, das mais recentes para as mais antigas.
history-empty = { $user } ainda não terminou nenhuma partida neste servidor.
history-entry = { $when } · { $board }
    { $players }
history-player = { $place }. { $name } { $score } { $unit ->
    [points] { $score ->
        [one] ponto
       *[other] pontos
    }
   *[other] { $score ->
        [one] minhoca
       *[other] minhocas
    }
}
history-board-link = [Tabuleiro final]({ $url })
history-board-channel = Jogada em { $channel }
history-footer = Página { $page } de { $pages } · { $count } { $count ->
    [one] partida
   *[other] partidas
} · /rever ou /exportar uma partida pelo número
history-previous = ◀ Mais recentes
history-next = Mais antigas ▶

replay-heading = Replay #{ $game } · { $position }/{ $positions }
replay-first = Início
replay-previous = Voltar
replay-next = Avançar
replay-last = Fim
replay-next-turn = Próxima vez
replay-public-only = Você não jogou nesta partida: você vê a mesa, nunca uma mão.

export-ready = O registro da partida #{ $game } (formato: heckmeck-bot game log, versão 1).

history-no-such-game = Não existe a partida #{ $game } neste servidor. /historico lista as partidas terminadas com seus números.
history-game-live = A partida #{ $game } ainda está em andamento: acompanhe ao vivo em { $link }. Ela poderá ser revista quando terminar.
history-never-started = A partida #{ $game } nunca começou (a sala de espera fechou), então não há nada para rever.
history-log-pruned = O registro de jogadas da partida #{ $game } foi apagado (este servidor guarda registros só por um tempo). O resultado continua valendo e aparece em /historico.
history-log-broken = O registro salvo da partida #{ $game } não fecha, então ela não pode ser revista. Um operador do servidor pode verificar com `python -m bot check`.
history-log-too-old = A partida #{ $game } foi jogada antes de o bot guardar os embaralhamentos necessários para replays, então ela não pode ser revista. O resultado continua valendo.

export-file-description = Todas as jogadas da partida #{ $game }, como arquivo JSON.
