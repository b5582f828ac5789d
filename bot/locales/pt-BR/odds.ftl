## 💡 Chances, dicas e a análise depois da partida

odds-button = Chances
odds-title-mine = 💡 **Suas chances** — soma { $total } · { dice } para rolar
odds-title-other = 💡 **Chances de { $name }** — soma { $total } · { dice } para rolar
odds-line = • { $choice }: peça em { NUMBER($percent, maximumFractionDigits: 0) }% · { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } minhocas em média
odds-line-best = ⭐ **{ $choice }**: peça em { NUMBER($percent, maximumFractionDigits: 0) }% · { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } minhocas em média
odds-choice-face = separar { $count } × { $face }
odds-choice-roll = rolar
odds-choice-take = pegar { $tile }
odds-choice-steal = roubar { $tile } de { $name }
odds-why-only = Só uma escolha: { $choice }. Termina com uma peça em { NUMBER($percent, maximumFractionDigits: 0) }% das vezes, com { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } minhocas em média.
odds-why = O computador difícil escolheria { $choice }: peça em { NUMBER($percent, maximumFractionDigits: 0) }%, { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } minhocas em média; { $other }: peça em só { NUMBER($other_percent, maximumFractionDigits: 0) }%.
odds-why-worms = O computador difícil escolheria { $choice }: peça em { NUMBER($percent, maximumFractionDigits: 0) }%, { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } minhocas em média; { $other } termina com uma peça em { NUMBER($other_percent, maximumFractionDigits: 0) }% das vezes, mas com só { $other_sign }{ NUMBER($other_worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } minhocas em média.
odds-why-worms-close = O computador difícil escolheria { $choice }: peça em { NUMBER($percent, maximumFractionDigits: 0) }%, { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } minhocas em média; { $other } termina com uma peça em { NUMBER($other_percent, maximumFractionDigits: 0) }% das vezes, mas com um pouco menos de minhocas.
odds-why-standing = O computador difícil escolheria { $choice } em vez de { $other }: peça em { NUMBER($percent, maximumFractionDigits: 0) }% contra { NUMBER($other_percent, maximumFractionDigits: 0) }%, com { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } minhocas em média; no placar atual, isso vale mais.
odds-expert = O computador especialista joga para ganhar a partida, não pelas minhocas desta vez: escolheria { $choice }, que termina com uma peça em { NUMBER($percent, maximumFractionDigits: 0) }% das vezes, com { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } minhocas em média.
odds-assisted-note = *Você pediu dica na sua vez: ficou marcado como ajudado, e esta partida não será ranqueada.*
odds-confirm = 💡 Chances na sua própria vez deixam esta partida **não ranqueada para todos os jogadores** da mesa: o rating de ninguém muda. Mostrar?
odds-confirm-yes = Mostrar as chances
odds-confirm-no = Cancelar
odds-confirm-cancelled = Nada mudou: a partida continua ranqueada.
odds-assisted-board = 💡 Não ranqueada (dicas: { $names })
hints-off = Esta partida não permite dicas.
hints-on-lobby = 💡 Dicas ligadas: uma partida em que um jogador pede as chances na própria vez não é ranqueada.

## /heckmeck iniciar dicas, /heckmeck config dicas

opt-heckmeck-start-hints-name = dicas
opt-heckmeck-start-hints-desc = Permitir o botão 💡 Chances (uma partida em que alguém o usa na própria vez não é ranqueada)
cmd-heckmeck-settings-hints-name = dicas
cmd-heckmeck-settings-hints-desc = Se as novas partidas deste servidor permitem dicas por padrão
opt-heckmeck-settings-hints-hints-name = dicas
opt-heckmeck-settings-hints-hints-desc = Sim: novas partidas têm o botão 💡 Chances, a não ser que iniciadas sem dicas
settings-hints-set = { $on ->
    [true] As novas partidas deste servidor permitem dicas, a não ser que sejam iniciadas sem dicas.
   *[other] As novas partidas deste servidor não permitem dicas, a não ser que sejam iniciadas com dicas.
}

## /heckmeck analise

cmd-heckmeck-review-name = analise
cmd-heckmeck-review-desc = Como foram suas escolhas e seus dados numa partida terminada
opt-heckmeck-review-game-name = partida
opt-heckmeck-review-game-desc = O número da partida (padrão: sua última partida terminada)
opt-heckmeck-review-public-name = publico
opt-heckmeck-review-public-desc = Publique a análise no canal para todos
review-no-game = Você ainda não tem nenhuma partida terminada para analisar.
review-not-finished = Essa partida ainda não terminou; ela pode ser analisada depois.
review-title = Análise da partida { $game }: { $name }
review-assisted = 💡 Não ranqueada: dicas pedidas por { $names } na própria vez.
review-no-humans = Nenhum humano jogou nesta partida.
review-summary = { $decisions } decisões, { $best } delas a melhor escolha.
    Suas decisões custaram a você { NUMBER($cost, minimumFractionDigits: 1, maximumFractionDigits: 1) } minhocas em relação ao melhor jogo.
    { $luck_direction ->
        [up] Os dados deram a você { NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) } minhocas a mais que dados médios dariam.
        [down] Os dados deram a você { NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) } minhocas a menos que dados médios dariam.
       *[same] Seus dados ficaram na média.
    }
review-summary-other = { $decisions } decisões, { $best } delas a melhor escolha.
    As decisões de { $name } custaram { NUMBER($cost, minimumFractionDigits: 1, maximumFractionDigits: 1) } minhocas em relação ao melhor jogo.
    { $luck_direction ->
        [up] Os dados de { $name } deram { NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) } minhocas a mais que dados médios dariam.
        [down] Os dados de { $name } deram { NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) } minhocas a menos que dados médios dariam.
       *[same] Os dados de { $name } ficaram na média.
    }
review-seat-line = { $name }: melhor { $best } de { $decisions } · custo { NUMBER($cost, minimumFractionDigits: 1, maximumFractionDigits: 1) } · dados { $luck_direction ->
        [up] +{ NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) }
        [down] −{ NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) }
       *[same] ±0
    }
review-pages-hint = Custo: minhocas perdidas nas decisões; dados: minhocas acima ou abaixo de dados médios. Um nome abre, em privado, as decisões desse jogador.
review-page-refused = Essa página de análise não existe mais: a partida ou o registro dela sumiu, ou esse lugar não foi analisado.
review-costly-title = Decisões mais caras
review-costly-line = Vez { $turn }, { $position }: escolheu “{ $chosen }”; “{ $better }” teria valido { NUMBER($cost, minimumFractionDigits: 1, maximumFractionDigits: 1) } minhocas a mais.
review-position-pick = rolou { $dice } com soma { $total }
review-position-decide = soma { $total } · { dice } para rolar
review-position-roll = antes de rolar
review-others-title = Outras decisões que não foram as melhores
review-decision-line = Vez { $turn }: “{ $chosen }” em vez de “{ $better }”, { NUMBER($cost, minimumFractionDigits: 1, maximumFractionDigits: 1) } minhocas a menos
review-more = … e mais { $count }
review-all-best = Cada decisão foi a melhor.
review-timeout = deixar o tempo acabar
review-values-note = Aqui as minhocas são contadas como o computador difícil as conta: a vantagem em minhocas do jogador mais um bônus pela chance dele de ganhar a partida.
review-drehwurm-match = Rodada { $match }: pilhas { $piles } − { $penalty } na mão = { $points }
odds-watching-note = *Você está assistindo: chances pedidas na vez de outro jogador não afetam o rating.*
