## A mesa: chamadas de vez, o texto do tabuleiro, finais, revanche.

ping-turn = { $icon } { $name }, é a sua vez em { $game }: { $link }
ping-reminder = ⏰ { $name }, sua vez em { $game } está esperando; o tempo acaba { $when }: { $link }
ping-stolen = ⚔️ { $name }, { $thief } roubou a sua { $tile }!
ping-hand-hint = 🃏 Toque em **Mostrar minha mão** abaixo do tabuleiro para jogar.
ping-switch = 🔕 Menos chamadas: `/heckmeck config minhas-chamadas`

board-content-turn = { $icon } { $game } · vez de { $name }
board-content-finished = 🏁 { $game } · fim de jogo
board-content-stopped = ⏹️ { $game } · interrompida

cmd-heckmeck-settings-pings-name = chamadas
cmd-heckmeck-settings-pings-desc = Se o bot chama os jogadores quando é a vez deles (Pickomino e Drehwurm)
opt-heckmeck-settings-pings-mode-name = modo
opt-heckmeck-settings-pings-mode-desc = A cada vez, só um lembrete na metade do tempo, ou nunca
choice-pings-every = A cada vez
choice-pings-reminder = Só lembrete
choice-pings-off = Nunca
settings-pings-set = Chamadas de vez neste servidor: { $mode ->
    [every] uma mensagem chama cada jogador quando chega a vez dele, e mais uma vez quando metade do tempo já passou.
    [reminder] uma mensagem chama um jogador só quando metade do tempo dele já passou.
   *[off] desligadas; os jogadores nunca são chamados.
}

event-rolled-set-aside = { $name } rolou { $dice } e separou { $count } × { $face } (soma { $total }).

## A mensagem final
ending-content = 🏁 { $game }: fim de jogo! { $names }
ending-title = 🏁 { $game } — resultado final
ending-forfeit = 🏳️ { $name } venceu por W.O.: todos os outros jogadores saíram da partida.
ending-tie-break-title = Desempate
ending-tie-break = { $count ->
    [2] Os dois com { $score }
   *[other] { $count } jogadores com { $score }
}: { $name } tem a maior peça ({ $tile }).
ending-ratings-title = { rating-heading }
ending-final-rated = { board-final } · { rating-heading }
ending-rating-line = { $direction ->
    [up] +
    [down] −
   *[same] ±
}{ NUMBER($change, minimumFractionDigits: 1, maximumFractionDigits: 1) } → { rating-word } { rating-value }
ending-rematch = Revanche

## Drehwurm: a rodada em andamento e sua contagem
drehwurm-board-match-title = Esta rodada ({ $match })
drehwurm-board-match-line = { $name }: { $points ->
    [one] { $points } ponto
   *[other] { $points } pontos
} de { $piles ->
    [one] { $piles } pilha comida
   *[other] { $piles } pilhas comidas
}
drehwurm-breakdown-title = Rodada { $match }: a contagem
drehwurm-breakdown-line = { $name }: { $piles ->
    [one] { $piles } pilha
   *[other] { $piles } pilhas
} +{ $eaten }, { $cards ->
    [one] { $cards } carta
   *[other] { $cards } cartas
} na mão −{ $cards } → { $score } (total { $total })

## O ranking
leaderboard-own-row = ➡️ { $row } ⬅️

board-junior-legend = { $bun } vale 2, as outras faces 1 · sem { $worm }, sem peça
ending-card-forfeit = venceu por W.O.
ending-card-date = { DATETIME($ended, dateStyle: "medium") }
ending-card-unrated = Não ranqueada

locale-note = ℹ️ Aqui os tabuleiros estão em { language-name }: as mensagens públicas seguem o idioma do servidor. Quem pode gerenciar o servidor pode mudá-lo com `/heckmeck config idioma`; suas respostas privadas (mão, recusas) estão sempre no seu idioma.
ending-assisted = 💡 Não ranqueada: dicas pedidas por { $names } na própria vez, então o rating de ninguém muda.
ending-assisted-mark = 💡
ending-assisted-marked = 💡 Não ranqueada: os jogadores marcados com 💡 usaram dicas na própria vez, então o rating de ninguém muda.
cmd-heckmeck-settings-my-pings-name = minhas-chamadas
cmd-heckmeck-settings-my-pings-desc = Como o bot chama você quando é a sua vez, em todos os servidores
opt-heckmeck-settings-my-pings-mode-name = modo
opt-heckmeck-settings-my-pings-mode-desc = A cada vez, um lembrete na metade do seu tempo, nunca, ou como o servidor definir
choice-pings-server = Como este servidor definir
settings-my-pings-set = Suas chamadas de vez: { $mode ->
    [every] uma mensagem menciona você quando chega a sua vez, e mais uma vez quando metade do seu tempo já passou.
    [reminder] uma mensagem menciona você só quando metade do seu tempo já passou.
    [off] desligadas; o bot nunca menciona você por uma vez.
   *[server] como cada servidor definir (`/heckmeck config chamadas`).
}

# O texto alternativo de uma imagem, lido por um leitor de tela
card-alt-title = Classificação final de { $title }.
card-alt-place = Lugar { $place }: { $player }.
card-alt-winner = { $line } Vencedor.
card-alt-tiles = peças { $tiles }
card-alt-more = E mais { $count ->
    [one] { $count } jogador.
   *[other] { $count } jogadores.
}
