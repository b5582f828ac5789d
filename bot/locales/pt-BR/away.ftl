## Ausência (/heckmeck ausente, volta) e pausa de uma partida (/heckmeck pausa)

cmd-heckmeck-away-name = ausente
cmd-heckmeck-away-desc = Ausentar-se por alguns dias: suas vezes em partidas de vezes longas esperam por você
opt-heckmeck-away-days-name = dias
opt-heckmeck-away-days-desc = Quantos dias (de 1 a 14; 14 dias por mês)
cmd-heckmeck-back-name = volta
cmd-heckmeck-back-desc = Encerrar sua ausência antes: os relógios das suas vezes voltam a correr
cmd-heckmeck-pause-name = pausa
cmd-heckmeck-pause-desc = Pausar a partida de vezes longas deste canal (quem a abriu)
opt-heckmeck-pause-days-name = dias
opt-heckmeck-pause-days-desc = Quantos dias (de 1 a 7)
away-on =
    🏖️ Ausência até { $date } ({ $when }). Nas partidas com vezes de uma hora ou mais, suas vezes esperam por você. { $left ->
        [one] Resta { $left } dia de ausência este mês.
       *[other] Restam { $left } dias de ausência este mês.
    } Para voltar antes: /heckmeck volta
away-off =
    👋 Que bom ter você de volta: os relógios das suas vezes voltam a correr com o tempo que lhes restava. { $left ->
        [one] Resta { $left } dia de ausência este mês.
       *[other] Restam { $left } dias de ausência este mês.
    }
away-days-invalid = Uma ausência dura de 1 a { $most } dias. Nada mudou.
away-too-many =
    { $left ->
        [one] Só resta { $left } dia de ausência este mês.
       *[other] Só restam { $left } dias de ausência este mês.
    } Nada mudou.
away-none-left = Você já usou os { $most } dias de ausência deste mês. Nada mudou.
away-already = Sua ausência já está valendo, até { $when }. Encerre-a antes com /heckmeck volta.
away-not-away = Você não está com uma ausência ativa. Nada mudou.
pause-on = ⏸️ A partida está pausada até { $when }: todos os relógios param. ▶️ Continuar no tabuleiro encerra a pausa.
pause-not-host = Só quem abriu a partida pode pausá-la ou retomá-la.
pause-days-invalid = Uma pausa dura de 1 a { $most } dias. Nada mudou.
pause-short-turns = Só partidas com vezes de uma hora ou mais podem ser pausadas.
pause-tournament = Uma mesa de torneio não pode ser pausada; o organizador pode dar mais tempo a uma vez.
pause-none = Esta partida não está pausada.
board-paused = ⏸️ Pausada até { $when }
board-away = 🏖️ { $name } volta { $when }
board-resume = Continuar
