## A Churrasqueira do Dia: /heckmeck diario

cmd-heckmeck-daily-name = diario
cmd-heckmeck-daily-desc = A Churrasqueira do Dia: o desafio solo de hoje, os mesmos dados para todos
opt-heckmeck-daily-board-name = quadro
opt-heckmeck-daily-board-desc = Mostre o quadro do servidor de hoje e de ontem e as maiores sequências

daily-title = 🔥 Churrasqueira do Dia · { $day }
daily-intro = Os mesmos dados para todos hoje: { $turns } vezes para juntar o máximo de minhocas. Uma vez fracassada devolve a peça do topo da sua pilha e vira a maior da churrasqueira. Uma tentativa por dia.
daily-turn = Vez { $turn } de { $turns } · { $worms ->
    [one] { $worms } minhoca
   *[other] { $worms } minhocas
}
daily-your-tiles = Suas peças
daily-none = —
daily-done = Pronto! O próximo começa <t:{ $next }:R>.
daily-score = **{ $worms ->
    [one] { $worms } minhoca
   *[other] { $worms } minhocas
}** · { $failed ->
    [0] nenhuma vez fracassada
    [one] 1 vez fracassada
   *[other] { $failed } vezes fracassadas
} · maior peça { $highest }
daily-score-title = Sua pontuação
daily-computer-title = O computador difícil com os mesmos dados
daily-computer = { $worms ->
    [one] { $worms } minhoca
   *[other] { $worms } minhocas
} · { $failed ->
    [0] nenhuma vez fracassada
    [one] 1 vez fracassada
   *[other] { $failed } vezes fracassadas
}
daily-standing-title = Sua posição hoje
daily-standing = Aqui: { $server_rank } de { $server_players } · todos: { $rank } de { $players }
daily-streak-title = Sequência
daily-streak = 🔥 { $streak ->
    [one] 1 dia
   *[other] { $streak } dias
} seguidos (recorde: { $best })
daily-share-button = Compartilhar
daily-review-button = Análise
daily-share = Churrasqueira do Dia de { $name } { $day }: { $marks } · { $worms } 🪱 · 🔥 { $streak }
    Jogue o de hoje: /heckmeck { cmd-heckmeck-daily-name }
daily-share-not-done = Termine primeiro o seu desafio diário: depois você pode compartilhá-lo.
daily-no-attempt = Você não tem Churrasqueira do Dia nessa data.
daily-review-not-done = A análise abre quando você terminar o seu desafio diário.

## /heckmeck diario quadro:True

daily-board-title = 🔥 Churrasqueira do Dia neste servidor
daily-board-today = Hoje ({ $day })
daily-board-yesterday = Ontem ({ $day })
daily-board-streaks = Maiores sequências (todos)
daily-board-row = { $rank }. { $name }: { $worms } 🪱 · { $failed } 💥 · { $highest }
daily-board-streak-row = { $rank }. { $name }: { $best ->
    [one] 1 dia
   *[other] { $best } dias
} (agora { $current })
daily-board-empty = Ninguém terminou ainda.
daily-board-empty-yesterday = Ninguém aqui terminou.

## A análise de um desafio diário terminado

daily-review-title = Análise da sua Churrasqueira do Dia · { $day }
daily-review-summary = Suas escolhas lhe custaram { NUMBER($skill, minimumFractionDigits: 2, maximumFractionDigits: 2) } minhocas esperadas; os dados lhe deram { $sign }{ NUMBER($luck, minimumFractionDigits: 2, maximumFractionDigits: 2) } minhocas em relação ao esperado.
daily-review-turns = Vez por vez
daily-review-turn = V{ $turn } · { $outcome } · dados { $sign }{ NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) } · escolhas −{ NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) }
daily-outcome-took = pegou { $tile } ({ $worms } 🪱)
daily-outcome-failed = 💥 fracassou
daily-review-costly-title = Sua decisão mais cara
daily-review-costly = Vez { $turn }, { $position }: você escolheu “{ $chosen }”; “{ $better }” valia { NUMBER($loss, minimumFractionDigits: 2, maximumFractionDigits: 2) } minhocas a mais em média.
daily-review-all-best = Cada escolha foi a que o computador difícil faz.
daily-review-note = Os valores são os do computador difícil: as minhocas que uma escolha traz em média, seguindo o jogo como ele joga.

## Enigmas: /heckmeck enigma

cmd-heckmeck-puzzle-name = enigma
cmd-heckmeck-puzzle-desc = O que você faria? Enigmas de Pickomino: primeiro o de hoje, depois os do seu nível
opt-heckmeck-puzzle-number-name = numero
opt-heckmeck-puzzle-number-desc = Abra o enigma com este número
puzzle-title-daily = 🧩 Enigma do dia ({ $day }) · #{ $number }
puzzle-title = 🧩 Enigma #{ $number }
puzzle-question = Uma posição de uma partida entre os computadores do bot. É a sua vez: o que você faria?
puzzle-question-game = Uma posição de uma partida jogada neste bot (os jogadores ficam anônimos). É a sua vez: o que você faria?
puzzle-you = Você
puzzle-them = Seu adversário
puzzle-opponent = seu adversário
puzzle-player = { $name }: topo { $top } · { $worms ->
    [one] { $worms } minhoca
   *[other] { $worms } minhocas
}
puzzle-answer = Sua resposta
puzzle-another = Outro enigma
puzzle-grade-best = { $mark } **Perfeito!** A melhor escolha: { $choice }.
puzzle-grade-good = { $mark } **Bom**: { $choice } custa só { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } minhocas.
puzzle-grade-inaccuracy = { $mark } **Imprecisão**: { $choice } custa { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } minhocas.
puzzle-grade-mistake = { $mark } **Erro**: { $choice } custa { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } minhocas.
puzzle-line = • { $choice }: peça { NUMBER($percent, maximumFractionDigits: 0) }% · { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } minhocas · −{ NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) }
puzzle-line-best = ⭐ **{ $choice }**: peça { NUMBER($percent, maximumFractionDigits: 0) }% · { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } minhocas
puzzle-steal-exact = Por quê: { $choice } dá exatamente { $tile }, a peça do topo do seu adversário: pare e roube-a.
puzzle-steal-twice = Um roubo conta em dobro: { $worms } para você, { $worms } a menos para o seu adversário.
puzzle-negative = Abaixo de zero: uma vez fracassada faz você perder a sua { $tile } ({ $worms }).
puzzle-record-title = Seus enigmas
puzzle-record = { $best } melhores de { $answered } ({ NUMBER($percent, maximumFractionDigits: 0) }%) · enigma do dia { $streak ->
    [one] 1 dia
   *[other] { $streak } dias
} seguidos
puzzle-answered-before = Já respondido: só a primeira resposta conta.
puzzle-rating = Rating de enigmas: **{ $rating }** · este enigma: { $puzzle }
puzzle-rating-change = Rating de enigmas: **{ $rating }** ({ $sign }{ $change }) · este enigma: { $puzzle }
puzzle-unknown = Não existe o enigma #{ $number }.
