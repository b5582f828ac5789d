# Jogar ao longo do dia: tempo por vez, lembretes.

opt-heckmeck-start-turn_time-name = tempo_vez
opt-heckmeck-start-turn_time-desc = Quanto tempo cada jogador tem por vez (padrão: a configuração do servidor, senão 2 minutos)
choice-turn_time-2m = 2 minutos
choice-turn_time-10m = 10 minutos
choice-turn_time-1h = 1 hora
choice-turn_time-8h = 8 horas
choice-turn_time-24h = 24 horas
choice-turn_time-3d = 3 dias
cmd-heckmeck-settings-turn_time-name = tempo_vez
cmd-heckmeck-settings-turn_time-desc = O tempo por vez das novas partidas de Pickomino aqui, se quem abre não escolher outro
opt-heckmeck-settings-turn_time-turn_time-name = tempo_vez
opt-heckmeck-settings-turn_time-turn_time-desc = Quanto tempo cada jogador tem por vez
settings-turn-time-set = As novas partidas de Pickomino deste servidor agora dão { $time } por vez.
invalid-turn-time = Esse tempo por vez não está entre as escolhas. Escolha um da lista: 2 minutos, 10 minutos, 1 hora, 8 horas, 24 horas ou 3 dias.
lobby-turn-time = Tempo por vez
board-deadline-long = O tempo acaba { $when } ({ $date }).
ping-last-chance = ⚠️ Você perdeu sua última vez: se esta também acabar, você sai da partida.

# /heckmeck partidas
cmd-heckmeck-games-name = partidas
cmd-heckmeck-games-desc = Suas salas de espera e partidas em andamento neste servidor, com links para os tabuleiros
my-games-none = Você não está em nenhuma partida neste servidor. Abra uma com /heckmeck iniciar ou /drehwurm iniciar, ou entre numa sala de espera.
my-games-title = { $count ->
    [0] Suas partidas: nenhuma em andamento
    [one] Sua partida
   *[other] Suas { $count } partidas
}
my-games-game = **{ $game }** em { $channel } · { $count ->
    [one] 1 jogador
   *[other] { $count } jogadores
}
    ↳ { $turn } · [tabuleiro]({ $link })
my-games-your-turn = **sua vez**, o tempo acaba { $when }
my-games-their-turn = vez de { $name }, o tempo acaba { $when }
my-games-no-turn = a partida está terminando
my-games-lobbies = **Salas de espera em que você entrou**
my-games-lobby = **{ $game }** em { $channel } · { $count ->
    [one] 1 jogador
   *[other] { $count } jogadores
} · aberta por { $host } · [sala]({ $link })
my-games-more = … e mais { $count }

# Avisos de vez por mensagem direta
cmd-heckmeck-remind-name = lembrete
cmd-heckmeck-remind-desc = Receba uma mensagem direta quando for a sua vez numa partida
opt-heckmeck-remind-dm-name = dm
opt-heckmeck-remind-dm-desc = Sim: uma mensagem direta com link para o tabuleiro a cada vez sua, em todos os servidores
remind-dm-on = A partir de agora eu mando uma mensagem direta com link para o tabuleiro quando for a sua vez (e quando seu tempo estiver acabando), em vez de chamar você no canal. Desligue com /heckmeck lembrete dm:False.
remind-dm-off = Sem mais mensagens diretas sobre as suas vezes.
dm-turn = 🎲 É a sua vez em { $game } em { $server }. O tempo acaba { $when }: { $link }
dm-reminder = ⏰ Sua vez em { $game } em { $server } está esperando; o tempo acaba { $when }: { $link }
dm-turn-chat = 🎲 É a sua vez em { $game }. O tempo acaba { $when }: { $link }
dm-reminder-chat = ⏰ Sua vez em { $game } está esperando; o tempo acaba { $when }: { $link }
dm-refused = 📪 Tentei avisar por mensagem direta que era a sua vez, mas o Discord não deixou: suas mensagens diretas estão fechadas para este servidor. Abra-as nas configurações de privacidade do servidor, ou desligue os avisos com /heckmeck lembrete dm:False.

# Um tópico por partida
opt-heckmeck-start-thread-name = topico
opt-heckmeck-start-thread-desc = Jogar num tópico próprio depois de iniciada (padrão: a configuração do servidor)
opt-drehwurm-start-thread-name = topico
opt-drehwurm-start-thread-desc = Jogar num tópico próprio depois de iniciada (padrão: a configuração do servidor)
cmd-heckmeck-settings-threads-name = topicos
cmd-heckmeck-settings-threads-desc = Se as novas partidas deste servidor são jogadas num tópico próprio
opt-heckmeck-settings-threads-threads-name = topicos
opt-heckmeck-settings-threads-threads-desc = Sim: cada partida vai para um tópico próprio quando começa
settings-threads-set = { $on ->
    [true] As novas partidas deste servidor vão para um tópico próprio quando começam, a não ser que iniciadas sem tópico.
   *[other] As novas partidas deste servidor são jogadas no canal delas, a não ser que iniciadas com tópico.
}
thread-name = { $game } · { $players }
thread-moved = 🧵 { $game } é jogado em { $thread } ({ $players }).
thread-permission-missing = Não consigo jogar esta partida num tópico próprio aqui: falta a permissão { $permissions } neste canal. Ela será jogada no canal; alguém que pode gerenciar o servidor pode me dar a permissão.
permission-create_public_threads = **Criar tópicos públicos**
permission-send_messages_in_threads = **Enviar mensagens em tópicos**
thread-game-over = 🏁 A partida de { $game } em { $thread } terminou: { $count ->
    [one] quem venceu foi { $names }.
   *[other] venceram { $names }.
}
thread-game-stopped = 🛑 A partida de { $game } em { $thread } foi interrompida.
settings-threads-permission = Falta a permissão { $permissions } neste canal, então as partidas daqui não poderiam ter tópico próprio. Nada mudou: me dê a permissão e tente de novo.
