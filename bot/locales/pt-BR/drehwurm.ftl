## Drehwurm, o jogo de cartas: palavras e regras.

drehwurm-colour = { $colour ->
    [yellow] amarela
    [blue] azul
    [red] vermelha
   *[other] { $colour }
}
drehwurm-number = { $number ->
    [1] 1/10
   *[other] { $number }
}
drehwurm-worm-card = { drehwurm-number } { drehwurm-colour }
drehwurm-joker-card = coringa { drehwurm-number }
drehwurm-chicken-card = galinha { drehwurm-colour }
drehwurm-joker = coringa
drehwurm-pile = pilha
drehwurm-draw-pile = monte de compra
drehwurm-hand = sua mão
drehwurm-cards = { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}
drehwurm-chickens = { $count ->
    [one] { $count } galinha
   *[other] { $count } galinhas
}
drehwurm-match = Rodada { $number } de { $total }

## Regras (a resposta privada de /drehwurm regras; menos de 2000 caracteres)

rules-drehwurm-title = Drehwurm — como jogar
rules-drehwurm =
    🎯 **Objetivo:** livrar-se das suas cartas e fazer mais pontos em tantas rodadas quanto há jogadores.

    🃏 **Preparação:** cada um recebe 2 galinhas e 10 cartas de minhoca. Três pilhas ficam no meio, cada uma com uma carta virada para baixo e uma virada para cima por cima.

    🔄 **Sua vez** — exatamente uma destas:
    - **Jogar uma minhoca** numa pilha: a cor dela é diferente da carta do topo (um coringa conta sempre como diferente) e o número é vizinho do número do topo (1/10 é vizinho de 2 e de 9). Depois a pilha inteira é virada.
    - **Jogar uma galinha** numa pilha cuja carta do topo tem a cor da galinha, ou é um coringa: você come a pilha e fica com ela. Uma nova pilha a substitui; depois da 2ª e da 4ª galinha entram uma 4ª e uma 5ª pilha.
    - **Não pode jogar?** Compre uma carta de minhoca e vire qualquer pilha.

    ⚡ **Fora da vez:** quando uma pilha é virada, cada um dos outros jogadores pode jogar nela uma minhoca que sirva. O mais rápido ganha, e a pilha não é virada de novo.

    🏁 **Fim da rodada:** um jogador fica sem cartas, todas as galinhas foram jogadas, ou o monte de compra acaba quando é preciso uma carta.

    🧮 **Pontuação:** para cada pilha comida, 3 pontos por minhoca da cor da galinha, 2 por coringa, 1 por outra minhoca; menos 1 ponto por carta que sobrou na mão.

    🔀 **Variantes:** iniciantes — sem jogadas fora da vez; experientes — minhocas fora da vez precisam ter a mesma cor.

## A mesa: o tabuleiro público (idioma do servidor) e a mão privada de cada jogador (o idioma dele)

drehwurm-board-piles = Pilhas
drehwurm-board-open = ⚡ aberta
drehwurm-board-draw = Monte de compra: { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}
drehwurm-final-line = { $place }. { $name } — { $score ->
    [one] { $score } ponto
   *[other] { $score } pontos
}
drehwurm-button-hand = Mostrar minha mão

drehwurm-event-match-started = 🃏 Começa a rodada { $match }; { $name } começa.
drehwurm-event-turned = 🔄 A pilha { $pile } é virada: { $top } fica no topo.
drehwurm-event-cannot-play = { $name } não pode jogar e compra uma carta.
drehwurm-event-snapped = ⚡ { $name }: { $card } na pilha { $pile }, fora da vez!
drehwurm-event-match-ended = 🏁 A rodada { $match } terminou: { $reason ->
    [hand-empty] um jogador ficou sem cartas
    [chickens-played] todas as galinhas foram jogadas
    [draw-pile-empty] o monte de compra acabou
   *[other] restam poucos jogadores
}.
drehwurm-event-removed = { $name } perdeu três vezes seguidas e sai da partida.
drehwurm-event-quit = { $name } saiu da partida.

drehwurm-hand-title = Sua mão
drehwurm-hand-empty = Nenhuma carta.
drehwurm-hand-your-turn = É a sua vez: escolha uma jogada.
drehwurm-hand-cannot-play = Nada serve: você compra uma carta e depois escolhe uma pilha para virar.
drehwurm-hand-wait = É a vez de { $name }.
drehwurm-hand-snap = ⚡ Pilha { $pile } virada: jogue primeiro!
drehwurm-hand-removed = Você saiu desta partida.
drehwurm-hand-over = A partida terminou.
drehwurm-hand-stopped = A partida foi interrompida.
drehwurm-hand-window = ⏳ A pilha { $pile } está aberta fora da vez: suas jogadas se liberam { $when }.
drehwurm-hand-held = ⏳ Sua vez: as outras jogadas { $when }.
drehwurm-hand-refreshed = A mesa mudou: aqui está a sua mão como está agora.
drehwurm-button-refresh = Atualizar
drehwurm-select-play = Escolha uma jogada…
drehwurm-not-started = A partida ainda não começou.
out-of-turn-too-late = Tarde demais: já jogaram nessa pilha. Você fica com a sua carta.

## O tabuleiro e a mão, desenhados para um celular

drehwurm-board-pile = { $number }: { $top } ({ $count })
drehwurm-board-empty-pile = { $number }: —
drehwurm-board-players-title = Jogadores · pontos (esta rodada)
drehwurm-board-player-line = { $name } · { $cards }🃏 { $chickens }🐔 · { $points } (+{ $match })
drehwurm-log-played = { $name }: { $card } na pilha { $pile } → 🔄 { $top }
drehwurm-log-drew = { $name } não pode jogar, compra e vira a pilha { $pile } → 🔄 { $top }
drehwurm-board-turn = ▶️ { $name }
drehwurm-board-turn-until = ▶️ { $name } · ⏳ { $when }
drehwurm-log-ate = 🐔 { $name }: { $card } come a pilha { $pile } (+{ $points })
drehwurm-result-title = Rodada { $match }: pilhas − cartas restantes = pontos → total
drehwurm-result-line = { $name }: { $eaten } − { $cards } = { $score } → { $total }
drehwurm-log-new-pile = ➕ Entra a pilha { $pile }: { $top }
drehwurm-button-worm = { $card } → pilha { $pile }
drehwurm-button-chicken = { $card } come a pilha { $pile }
drehwurm-button-snap = ⚡ Fora da vez { $card } → pilha { $pile }
drehwurm-button-draw = Comprar, virar { $pile }

## O fim: totais iguais dividem a vitória; os pontos por rodada na imagem
drehwurm-ending-shared = { $count ->
    [2] Os dois com { $points } pontos
   *[other] { $count } jogadores com { $points } pontos
}: { $names } dividem a vitória (Drehwurm não tem desempate).
drehwurm-card-matches = rodadas { $points }

## /drehwurm analise: uma partida terminada, jogador por jogador
cmd-drehwurm-review-name = analise
cmd-drehwurm-review-desc = Como foi uma partida de Drehwurm terminada para cada um: pilhas, minhocas fora da vez, as cartas
opt-drehwurm-review-game-name = partida
opt-drehwurm-review-game-desc = O número da partida (padrão: sua última partida de Drehwurm terminada)
opt-drehwurm-review-public-name = publico
opt-drehwurm-review-public-desc = Publique a análise no canal para todos
review-drehwurm-intro = Por rodada: pilhas comidas − cartas restantes. “Ao alcance”: a maior pilha que uma das galinhas do jogador podia comer naquele momento (guardar uma pode compensar). “Perdidas”: uma minhoca dele servia na pilha aberta, mas alguém foi mais rápido ou ninguém a jogou.
review-drehwurm-snaps = ⚡ Fora da vez: { $won } ganhas, { $missed } perdidas
review-drehwurm-pages-hint = Um nome abre, em privado, as rodadas, pilhas e minhocas fora da vez desse jogador.
review-drehwurm-player = { $place }. { $name } — { $points } pontos
review-drehwurm-piles = 🐔 Comeu { $piles ->
    [one] { $piles } pilha
   *[other] { $piles } pilhas
} por { $points } pontos; ao alcance nesses momentos: { $reach }
review-drehwurm-no-pile-eaten = 🐔 Não comeu nenhuma pilha.
review-drehwurm-luck = 🍀 Sorte na distribuição: { $jokers ->
    [one] { $jokers } coringa recebido
   *[other] { $jokers } coringas recebidos
} (média da mesa { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) }); { $draws ->
    [0] sempre havia algo que servia
    [one] uma vez nada serviu
   *[other] { $draws } vezes nada serviu
}

## /estatisticas: a linha de Drehwurm de um jogador
drehwurm-stats-line = Pilhas comidas: { $piles_eaten } · minhocas jogadas fora da vez: { $snaps_won } · vezes: { $turns }

## Ler a mesa: uma mesa de Drehwurm em frases
read-dw-match = Rodada { $number } de { $total }.
read-dw-pile = Pilha { $number }: { $top } no topo, { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}.
read-dw-empty-pile = A pilha { $number } está vazia.
read-dw-open = A pilha { $number } acabou de ser virada: está aberta para uma minhoca fora da vez.
read-dw-draw = O monte de compra tem { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}.
read-dw-player = { $you ->
    [yes] Você tem { $cards ->
        [one] { $cards } carta de minhoca
       *[other] { $cards } cartas de minhoca
    } e { $chickens ->
        [one] { $chickens } galinha
       *[other] { $chickens } galinhas
    }; { $points } pontos até agora, { $match } das pilhas comidas nesta rodada.
   *[no] { $name } tem { $cards ->
        [one] { $cards } carta de minhoca
       *[other] { $cards } cartas de minhoca
    } e { $chickens ->
        [one] { $chickens } galinha
       *[other] { $chickens } galinhas
    }; { $points } pontos até agora, { $match } das pilhas comidas nesta rodada.
}
read-dw-hand = Suas cartas: { $cards }.
