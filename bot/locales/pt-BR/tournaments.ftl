## Torneios: /torneio, a mensagem de inscrição, os posts das rodadas, a classificação, o vencedor

cmd-tournament-name = torneio
cmd-tournament-desc = Torneios de Pickomino neste servidor: inscrição, rodadas em mesas, uma final
cmd-tournament-create-name = criar
cmd-tournament-create-desc = Abra as inscrições de um torneio neste canal (admins e o cargo de torneios)
opt-tournament-create-game-name = jogo
opt-tournament-create-game-desc = Qual jogo as mesas jogam
opt-tournament-create-rounds-name = rodadas
opt-tournament-create-rounds-desc = Quantas rodadas antes da final (1–4, padrão 2)
opt-tournament-create-table_size-name = lugares_mesa
opt-tournament-create-table_size-desc = O máximo de jogadores numa mesa (3–5, padrão 4)
opt-tournament-create-final_size-name = lugares_final
opt-tournament-create-final_size-desc = Jogadores na mesa final: 4–6, ou 0 para nenhuma final (padrão 0)
opt-tournament-create-close_in-name = fechar_em
opt-tournament-create-close_in-desc = Começar sozinho daqui a tantos minutos (padrão: o organizador inicia)
opt-tournament-create-fill-name = completar
opt-tournament-create-fill-desc = Completar mesas incompletas com computadores deste nível (padrão: nunca)
opt-tournament-create-short_game-name = jogo_curto
opt-tournament-create-short_game-desc = Jogo curto: uma peça devolvida também é virada para baixo
opt-tournament-create-free_choice-name = escolha_livre
opt-tournament-create-free_choice-desc = Escolha livre: pegue qualquer peça da churrasqueira até a sua soma
opt-tournament-create-harsh_failure-name = falha_dura
opt-tournament-create-harsh_failure-desc = Falha dura: uma vez fracassada sempre vira a maior peça
opt-tournament-create-hints-name = dicas
opt-tournament-create-hints-desc = Permitir o botão 💡 Chances nas mesas (padrão: a configuração do servidor)
opt-tournament-create-turn_time-name = tempo_vez
opt-tournament-create-turn_time-desc = Quanto tempo cada jogador tem por vez (padrão: a configuração do servidor)
choice-tournament-game-heckmeck = Pickomino (clássico)
choice-tournament-game-junior = Pickomino Junior
choice-tournament-fill-easy = Computadores fáceis
choice-tournament-fill-normal = Computadores normais
choice-tournament-fill-hard = Computadores difíceis
choice-tournament-fill-expert = Computadores especialistas
cmd-tournament-start-name = iniciar
cmd-tournament-start-desc = Feche as inscrições e inicie a rodada 1 (o organizador)
opt-tournament-start-number-name = numero
opt-tournament-start-number-desc = O número do torneio (padrão: o deste canal)
cmd-tournament-standings-name = classificacao
cmd-tournament-standings-desc = A classificação do torneio até agora
opt-tournament-standings-number-name = numero
opt-tournament-standings-number-desc = O número do torneio (padrão: o deste canal)
cmd-tournament-drop-name = remover
cmd-tournament-drop-desc = Tire um jogador do torneio (o organizador); ele mantém seus pontos
opt-tournament-drop-player-name = jogador
opt-tournament-drop-player-desc = Quem sai do torneio
opt-tournament-drop-number-name = numero
opt-tournament-drop-number-desc = O número do torneio (padrão: o deste canal)
cmd-tournament-extend-name = prorrogar
cmd-tournament-extend-desc = Mais tempo: para as inscrições, ou para a vez atual em cada mesa (o organizador)
opt-tournament-extend-minutes-name = minutos
opt-tournament-extend-minutes-desc = Quantos minutos a mais
opt-tournament-extend-number-name = numero
opt-tournament-extend-number-desc = O número do torneio (padrão: o deste canal)
cmd-tournament-cancel-name = cancelar
cmd-tournament-cancel-desc = Cancele o torneio e interrompa as mesas dele (o organizador)
opt-tournament-cancel-number-name = numero
opt-tournament-cancel-number-desc = O número do torneio (padrão: o deste canal)
cmd-tournament-role-name = cargo
cmd-tournament-role-desc = O cargo cujos membros podem organizar torneios (Gerenciar servidor)
opt-tournament-role-role-name = cargo
opt-tournament-role-role-desc = O cargo dos organizadores (deixe vazio: só admins)
cmd-tournament-help-name = ajuda
cmd-tournament-help-desc = Como funciona um torneio: rodadas, pontos, desempates, a final

tournament-title = 🏆 Torneio #{ $number } · { $game }
tournament-format = Formato
tournament-format-rounds = { $rounds ->
    [one] Uma rodada
   *[other] { $rounds } rodadas
} em mesas de até { $size } jogadores
tournament-format-final = { $size ->
    [0] Sem mesa final: a classificação decide
   *[other] Depois uma mesa final com os { $size } primeiros
}
tournament-format-fill = Mesas incompletas completadas com computadores ({ $level }), sem pontos
tournament-signup-intro = Inscreva-se com **Entrar**. Organizado por { $organiser }.
tournament-signup-closed = As inscrições estão encerradas: o torneio está em andamento.
tournament-signup-finished = As inscrições estão encerradas: o torneio terminou, vencido por { $winner }.
tournament-signup-cancelled = Este torneio foi cancelado.
tournament-signup-nobody = Ninguém ainda.
tournament-signup-more = { $count ->
    [one] e mais um
   *[other] e mais { $count }
}
tournament-signup-players = { $count ->
    [one] Um jogador
   *[other] { $count } jogadores
}
tournament-signup-start = Início
tournament-signup-closes = Sozinho { $when } (se houver inscritos suficientes)
tournament-signup-manual = Quando { $organiser } apertar **Iniciar**
tournament-button-join = Entrar
tournament-button-leave = Sair
tournament-button-start = Iniciar

tournament-round-heading = Torneio #{ $number } · Rodada { $round } de { $rounds }
tournament-final-heading = Torneio #{ $number } · A mesa final
tournament-round-content = **{ $heading }** começa: { $players }, suas mesas estão abaixo.
tournament-round-intro = { $count ->
    [one] Uma mesa. Cada mesa é uma partida normal num tópico próprio, com os tempos de vez de sempre.
   *[other] { $count } mesas. Cada mesa é uma partida normal num tópico próprio, com os tempos de vez de sempre.
}
tournament-round-tables = Mesas
tournament-table-name = Rodada { $round } · Mesa { $table }
tournament-final-table-name = Mesa final
tournament-computers = { $count ->
    [one] um computador
   *[other] { $count } computadores
}
tournament-table-opening = (o tópico dela está sendo aberto)
tournament-table-welcome = **{ $table }** de { $title }: { $players }, a partida de vocês começa aqui. Boa sorte!
tournament-create-thread-permission = Cada mesa de um torneio é jogada num tópico deste canal, e eu não posso abrir tópicos aqui. Preciso de: { $permissions }.
tournament-thread-permission = Não consigo abrir os tópicos das mesas neste canal. Preciso de: { $permissions }. Vou tentar de novo em breve.
tournament-thread-failed = O Discord não abriu o tópico de uma mesa agora. Vou tentar de novo em breve.
tournament-ending-points = 🏆 Pontos ganhos: { $points }
tournament-ending-earned = { $name } +{ $points }
tournament-ending-round = 🏆 Este resultado conta para a rodada { $round } de { $rounds } do torneio #{ $number }. A classificação sai em { $channel } quando todas as mesas da rodada terminarem.
tournament-ending-final = 🏆 Esta foi a mesa final do torneio #{ $number }: o vencedor é anunciado em { $channel }.
tournament-signup-short = { $organiser }: as inscrições do torneio #{ $number } fecharam com { $signed ->
    [one] um jogador
   *[other] { $signed } jogadores
}, mas são necessários pelo menos { $needed }. As inscrições continuam abertas: aperte **Iniciar** quando houver jogadores suficientes.

tournament-standings-after = Torneio #{ $number } · Classificação após a rodada { $round } de { $rounds }
tournament-standings-now = Torneio #{ $number } · { $final ->
    [true] Classificação antes da mesa final
   *[other] Classificação (rodada { $round }/{ $rounds } em andamento)
}
tournament-standings-signup = Torneio #{ $number } · As inscrições ainda estão abertas: sem classificação ainda
tournament-standings-finished = Torneio #{ $number } · Classificação final das rodadas
tournament-standings-cancelled = Torneio #{ $number } (cancelado) · Classificação
tournament-standings-legend = Decidem os pontos, depois as minhocas, depois a maior peça pega.
tournament-standing-line = **{ $rank }.** { $player }: { $points } { $points ->
    [one] ponto
   *[other] pontos
} · { $worms } 🪱 · { $best ->
    [0] nenhuma peça
   *[other] maior { $best }
}
tournament-standing-dropped = ~~{ $line }~~ (removido)

tournament-winner-title = 🏆 O torneio #{ $number } terminou
tournament-winner-line = { $player } vence o torneio de { $game }!
tournament-winner-content = 🏆 Parabéns, { $player }, vencedor do torneio #{ $number }!
tournament-final-order = Ordem final
tournament-card-title = Vencedor · { $title }
tournament-card-points = { $points } { $points ->
    [one] ponto
   *[other] pontos
}
tournament-card-best = maior peça { $tile }

tournament-not-allowed = Só admins (Gerenciar servidor) e membros com o cargo de torneios do servidor podem criar um torneio.
tournament-not-organiser = Só o organizador ({ $organiser }), um admin ou o cargo de torneios pode fazer isso.
tournament-unknown = Não existe o torneio #{ $number } neste servidor.
tournament-none-here = Não há torneio em andamento aqui. Crie um com /torneio criar.
tournament-which = Há vários torneios em andamento ({ $numbers }): informe o número.
tournament-not-in-thread = Crie o torneio num canal de texto, não num tópico: as mesas dele ganham tópicos desse canal.
tournament-started = O torneio #{ $number } começou: as mesas da rodada 1 estão abertas.
tournament-dropped-signup = { $organiser } tirou { $player } da lista de inscrições do torneio #{ $number }.
tournament-dropped = { $organiser } tirou { $player } do torneio #{ $number }. Os pontos ficam; não joga mais mesas.
tournament-extended-signup = As inscrições do torneio #{ $number } ficam abertas { $minutes ->
    [one] um minuto
   *[other] { $minutes } minutos
} a mais.
tournament-extended = Em cada mesa do torneio #{ $number } ainda em jogo, o jogador da vez tem { $minutes ->
    [one] um minuto
   *[other] { $minutes } minutos
} a mais.
tournament-cancelled = { $organiser } cancelou o torneio #{ $number }. As mesas foram interrompidas.
tournament-role-set = Membros com { $role } agora podem criar e conduzir torneios.
tournament-role-cleared = Agora só admins (Gerenciar servidor) podem criar torneios.

tournament-help-title = 🏆 Torneios
tournament-help-intro = Jogados como os torneios oficiais de Pickomino: rodadas classificatórias em mesas, pontos por colocação e uma mesa final.
tournament-help-format-title = Rodadas e mesas
tournament-help-format = A rodada 1 é um sorteio em mesas o mais iguais possível (nunca uma mesa de dois). A partir da rodada 2, os jogadores são agrupados pelos pontos até então (empates sorteados), os melhores na primeira mesa. Cada mesa é uma partida normal num tópico próprio. Se o organizador escolheu uma mesa final, os primeiros da classificação a jogam, e o resultado dela decide o vencedor.
tournament-help-points-title = Pontos por colocação
tournament-help-points = Numa mesa de n jogadores, o 1º ganha n − 1 pontos, o 2º n − 2, e assim por diante; o último ganha 0. Jogadores empatados dividem os pontos das colocações que ocupam. Um lugar de computador ocupa sua colocação mas não ganha nada; um jogador removido conta como último naquela mesa.
tournament-help-example-title = Exemplo
tournament-help-example = Uma mesa de 4: Anna vence e ganha **3** pontos. Ben e Cleo empatam em segundo: dividem os pontos do 2º e do 3º lugar, (2 + 1) ÷ 2 = **1,5** cada. Dan fica em último: **0** pontos.
tournament-help-ties-title = Desempates
tournament-help-ties = Com pontos iguais: primeiro mais minhocas em todas as suas partidas do torneio, depois a maior peça pega em qualquer uma delas, depois uma ordem aleatória sorteada quando o torneio foi criado.
tournament-help-commands-title = Comandos
tournament-help-commands = /torneio criar (admins e o cargo de torneios), depois **Entrar** na mensagem de inscrição. O organizador: /torneio iniciar, remover, prorrogar, cancelar. Todos: /torneio classificacao.

tournament-bad-game = Torneios não podem jogar esse jogo.
tournament-bad-options = Essas variantes não podem ser jogadas juntas.
tournament-bad-rounds = Um torneio tem de 1 a 4 rodadas.
tournament-bad-table-size = As mesas têm de 3 a 5 lugares.
tournament-table-too-large = Esse jogo não comporta tantos jogadores numa mesa: escolha mesas menores.
tournament-bad-final-size = A mesa final tem 4, 5 ou 6 lugares, ou escolha 0 para nenhuma final.
tournament-final-too-large = Esse jogo não comporta tantos jogadores na mesa final: escolha uma final menor.
tournament-bad-fill-level = Não há computadores desse nível para este jogo.

tournament-cannot-seat = { $signed } jogadores não podem ser distribuídos em mesas de até { $size } (uma mesa de dois nunca é sorteada). Espere mais um, ou que alguém saia.
cmd-tournament-rated-name = ranqueado
cmd-tournament-rated-desc = Se as partidas de torneio contam para rating e temporadas aqui (Gerenciar servidor)
opt-tournament-rated-rated-name = ranqueado
opt-tournament-rated-rated-desc = Sim: partidas de torneio são ranqueadas como qualquer outra (padrão); não: nunca
tournament-rated-set = { $rated ->
    [true] As partidas de torneio agora contam para rating e temporadas, como qualquer outra.
   *[other] As partidas de torneio não contam mais para rating e temporadas.
}
tournament-signup-cannot-seat = { $organiser }: as inscrições do torneio #{ $number } fecharam com { $signed } jogadores, que não podem ser distribuídos em mesas de até { $size } (uma mesa de dois nunca é sorteada). As inscrições continuam abertas: aperte **Iniciar** quando mais um entrar ou alguém sair.

tournament-final-content = **{ $heading }**: { $players }, a mesa de vocês está abaixo.
tournament-final-intro = Os melhores da classificação jogam mais uma partida, num tópico próprio: as colocações dela decidem o vencedor e a ordem dos finalistas.
tournament-winner-final-note = { $count ->
    [one] Lugar 1: a mesa final; o resto: as rodadas.
   *[other] Lugares 1–{ $count }: a mesa final; o resto: as rodadas.
}
tournament-card-final = mesa final: lugar { $place }

tournament-standings-page = Página { $page } de { $pages }
tournament-standings-previous = ◀ Melhores lugares
tournament-standings-next = Mais lugares ▶
