## A sala de espera e o tabuleiro de Pickomino (públicos: no idioma do servidor), e as recusas da
## camada de sessões (privadas: no idioma de quem clica).

variant-short_game = jogo curto
variant-free_choice = escolha livre
variant-harsh_failure = falha dura
title-with-variants = { $game } ({ $variants })
computer-name = 🤖 CPU { $number } ({ $difficulty ->
    [easy] fácil
    [hard] difícil
    [expert] especialista
   *[normal] normal
})
computer-name-short = 🤖 CPU { $number }
difficulty-easy = Fácil
difficulty-normal = Normal
difficulty-hard = Difícil

lobby-intro = { $host } abriu uma partida. Entre com o botão abaixo; { $min }–{ $max } jogadores. Quem abriu a partida a inicia.
lobby-players = Jogadores ({ $count }/{ $max })
lobby-expires = A sala fecha
lobby-cancelled = Quem abriu cancelou esta partida.
lobby-expired = Ninguém iniciou esta partida a tempo; a sala foi fechada.
lobby-button-join = Entrar
lobby-button-leave = Sair
lobby-button-start = Iniciar
lobby-button-cancel = Cancelar
lobby-add-computer = Adicionar um computador…

board-players = Jogadores
board-player = { $name }{ $top } · { $worms } 🪱
board-removed = (saiu da partida)
seat-taken-over = { $name } (CPU desde a vez { $turn })
board-last = O que aconteceu
board-turn-title = Vez
board-turn = É a vez de { $name }.
board-turn-short = { $name } · ⏳ { $when }
board-deadline = O tempo acaba { $when }.
board-set-aside = { $dice } (soma { $total })
board-final = Placar final
board-final-line = { $place }. { $name } — { $score ->
    [one] { $score } minhoca
   *[other] { $score } minhocas
}
board-winners = { $count ->
    [one] 🏆 Vencedor: { $names }
   *[other] 🏆 Vencedores: { $names }
}
board-abandoned = Esta partida foi interrompida e não conta.

event-timed-out = ⏰ O tempo de { $name } acabou.
event-removed = { $name } perdeu três vezes seguidas e sai da partida (ficando com suas peças).
event-stopped = { $name } interrompeu a partida.
event-quit = { $name } saiu da partida (ficando com suas peças).
event-taken-over =
    { $reason ->
        [missed] { $name } perdeu três vezes seguidas: uma CPU assume o lugar.
       *[left] { $name } saiu da partida: uma CPU assume o lugar.
    }

button-roll = Rolar
button-stop = Parar
button-undo = Desfazer
button-take = Pegar { $tile }
button-steal = Roubar { $tile } de { $name }
select-take = Parar e pegar…

stop-confirm = Encerrar mesmo esta partida? Ela será registrada como abandonada.
stop-confirm-button = Encerrar a partida
stop-done = A partida foi interrompida.
leave-confirm = Sair mesmo desta partida? { $fate }
leave-seat-removed = Seu lugar é retirado, como após vezes perdidas: os outros continuam. Sair conta como derrota.
leave-seat-computer =
    Uma CPU ({ $difficulty ->
        [easy] fácil
        [hard] difícil
        [expert] especialista
       *[normal] normal
    }) continua no seu lugar. Sair conta como derrota, seja qual for o resultado da CPU.
leave-confirm-button = Sair da partida
leave-button = Sair
leave-done = Você saiu da partida.
leave-not-seated = Você não joga (mais) nesta partida.

## Recusas da camada de sessões

game-running-here = Já existe uma partida neste canal: { $link }
guild-only = Isso só funciona em um canal de servidor.
play-private-here = Este servidor mantém privadas as respostas dos apps que ele não adicionou, então só você veria a mesa. Peça a um admin para adicionar o bot ao servidor ou permitir apps externos.
lobby-closed = Esta sala de espera está fechada.
already-joined = Você já entrou nesta partida.
not-in-lobby = Você não está nesta sala de espera.
host-cannot-leave = Quem abriu a partida não pode sair; cancele a partida em vez disso.
unknown-difficulty = Nível desconhecido.
too-few-players = São necessários pelo menos { $min } jogadores para começar.
game-not-running = Esta partida não está mais em andamento.
stop-not-allowed = Só quem abriu a partida ou quem pode gerenciar mensagens pode interrompê-la.

## Opções de comando adicionadas com os cogs

opt-heckmeck-rules-edition-name = edicao
opt-heckmeck-rules-edition-desc = As regras de qual edição

## O registro do tabuleiro: uma linha por vez, em figuras

log-turn = { $name }: { $dice } { $outcome }
log-turn-short = { $name }: { $outcome }
log-bust-short = 💥
log-no-new-face-short = → nada novo
log-returned-short = ↩️ { $tile }
log-returned-highest-short = ↩️ { $tile } (a maior: nenhuma virada)
log-took = → { $tile }
log-stole = → rouba { $tile } de { $victim }!
log-bust = → { $dice } 💥
log-no-worm = 💥 nenhuma minhoca
log-no-tile = 💥 soma { $total }: nenhuma peça
log-no-new-face = → { $dice }, nada novo
log-timed-out = ⏰ tempo esgotado
log-returned = ↩️ { $tile } devolvida
log-turned = · { $tile } virada
log-returned-highest = ↩️ { $tile } devolvida (a maior: nenhuma virada)

# Os tabuleiros do desafio diário e dos enigmas, que mantêm seus títulos
board-grill = Churrasqueira
board-kept = Separados (soma { $total })
board-roll = Rolagem

# Ler a mesa: a posição inteira em frases, em privado, para um leitor de tela
read-button = Ler a mesa
read-turn = { $you ->
    [yes] É a sua vez.
   *[no] É a vez de { $name }.
}
read-left = { $you ->
    [yes] Você saiu da partida.
   *[no] { $name } saiu da partida.
}
read-over = A partida terminou.
read-winner = { $you ->
    [yes] Você venceu.
   *[no] { $name } venceu.
}
