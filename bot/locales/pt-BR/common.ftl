## Palavras comuns a todos os jogos, e as recusas genéricas.

game-heckmeck = Pickomino
game-junior = Pickomino Junior
game-drehwurm = Drehwurm
game-name = { $game ->
    [heckmeck] { game-heckmeck }
    [junior] { game-junior }
    [drehwurm] { game-drehwurm }
   *[other] { $game }
}

players = { $count ->
    [one] { $count } jogador
   *[other] { $count } jogadores
}
points = { $count ->
    [one] { $count } ponto
   *[other] { $count } pontos
}

game-numbered = { $title } #{ $number }
player-unknown = um ex-jogador
player-deleted = um jogador apagado
rating-word = rating
rating-heading = Rating
rating-value = { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) }

language-name = { $language ->
    [de] alemão
    [es] espanhol
    [fr] francês
    [it] italiano
    [nl] holandês
    [pl] polonês
    [pt-BR] português do Brasil
   *[en] inglês
}
settings-language-set = As mensagens públicas de jogo deste servidor agora estão em { language-name }.
settings-language-reset = As mensagens públicas de jogo deste servidor agora seguem o idioma do servidor.

## Recusas (respostas privadas)

not-your-turn = Não é a sua vez.
not-a-player = Você não está jogando nesta partida.
stale-button = Esse botão é de uma etapa anterior da partida. Use o tabuleiro mais recente.
game-not-found = Esta partida não existe mais.
already-in-game = Você já entrou nesta partida.
lobby-full = Esta partida está cheia.
only-host = Só quem abriu esta partida pode fazer isso.
no-game-here = Não há nenhuma partida neste canal.
game-already-running = Já há uma partida em andamento neste canal.
game-running-elsewhere = Você já está jogando uma partida em { $channel }. Termine-a ou saia dela primeiro.
permission-needed = Você não tem permissão para fazer isso.
something-went-wrong = Algo deu errado. Tente de novo.
click-failed = Algo deu errado e nada foi alterado. Tente de novo.

command-unavailable = Este comando não está disponível agora. O bot pode ter acabado de reiniciar: tente de novo em um minuto.
command-cooldown = Calma: tente de novo em { $seconds } s.
