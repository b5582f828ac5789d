## Recusas do gerenciador de torneios: o que o organizador ou um jogador pediu não mudou nada.

tournament-refused-not-found = Esse torneio não existe.
tournament-refused-not-organiser = Só o organizador do torneio (ou um admin, ou um membro com o cargo de torneios do servidor) pode fazer isso.
tournament-refused-started = O torneio já começou.
tournament-refused-over = O torneio já terminou.
tournament-refused-too-few = { $signed ->
    [0] Ninguém se inscreveu ainda; o torneio precisa de pelo menos { $needed } jogadores.
    [one] Só um jogador se inscreveu; o torneio precisa de pelo menos { $needed }.
   *[other] Só { $signed } jogadores se inscreveram; o torneio precisa de pelo menos { $needed }.
}
tournament-refused-cannot-seat = { $signed } jogadores não podem ser distribuídos em mesas de { $size } (uma mesa nunca tem menos de 3): espere mais inscrições.
tournament-refused-joined = Você já está inscrito.
tournament-refused-not-joined = Você não está inscrito.
tournament-refused-not-player = Esse membro não está jogando neste torneio.
tournament-refused-dropped = Esse jogador já foi removido.
tournament-refused-no-close-time = As inscrições não têm horário de encerramento; inicie o torneio quando estiver pronto.
tournament-refused-minutes = Prorrogue de 1 a { $most } minutos.
tournament-refused-stop-table = Uma mesa de torneio só pode ser interrompida por quem pode gerenciar mensagens; o organizador pode remover um jogador ou cancelar o torneio.

dm-turn-extended = ⏳ Sua vez em { $game } em { $server } ganhou mais tempo; agora acaba { $when }: { $link }
