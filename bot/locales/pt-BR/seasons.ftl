## Temporadas: /heckmeck config temporada, o ranking da temporada, o post final

cmd-heckmeck-settings-season-name = temporada
cmd-heckmeck-settings-season-desc = Temporadas neste servidor: um ranking que recomeça do zero a cada mês ou trimestre
opt-heckmeck-settings-season-length-name = duracao
opt-heckmeck-settings-season-length-desc = Quanto dura uma temporada (calendário UTC), ou desligadas
opt-heckmeck-settings-season-role-name = cargo-campeao
opt-heckmeck-settings-season-role-desc = Um cargo que o bot dá ao campeão de cada temporada (e tira do anterior)
opt-heckmeck-settings-season-channel-name = canal
opt-heckmeck-settings-season-channel-desc = Onde o bot publica a classificação final de cada temporada (padrão: este canal)
choice-season-length-off = Desligadas
choice-season-length-monthly = Mensais
choice-season-length-quarterly = Trimestrais
opt-leaderboard-period-name = periodo
opt-leaderboard-period-desc = Esta temporada, a anterior ou desde sempre (temporadas: definidas pelos admins)
choice-period-season = Esta temporada
choice-period-last = Temporada anterior
choice-period-all = Desde sempre

season-name = { $length ->
    [monthly] { $month ->
        [1] janeiro
        [2] fevereiro
        [3] março
        [4] abril
        [5] maio
        [6] junho
        [7] julho
        [8] agosto
        [9] setembro
        [10] outubro
        [11] novembro
       *[12] dezembro
    } de { $year }
   *[quarterly] T{ $quarter } { $year }
}

settings-season-off = As temporadas estão desligadas neste servidor: o ranking conta desde sempre.
settings-season-set = As temporadas estão ligadas: { $length ->
    [monthly] uma temporada dura um mês do calendário
   *[quarterly] uma temporada dura um trimestre do calendário
} (UTC). A temporada atual é { $season }; ela termina { $ends }. A classificação final vai para { $channel }. Cargo de campeão: { $role ->
    [none] nenhum
   *[other] { $role }
}.
settings-season-role-warning = ⚠️ { $problem }

leaderboard-season-title = { game-name } — temporada { $season } deste servidor
season-refused-off = As temporadas estão desligadas neste servidor. Um admin pode ligá-las com /heckmeck config temporada.
season-refused-no-server = Temporadas pertencem a um servidor: peça-as em um.
season-refused-global = As temporadas são mantidas por servidor: escolha “este servidor” (ou o período desde sempre) para todos os servidores.

stats-season = Esta temporada ({ $season }): #{ $rank } · { rating-word } { rating-value } · { $wins } { $wins ->
    [one] vitória
   *[other] vitórias
} em { $games } { $games ->
    [one] partida
   *[other] partidas
}
stats-season-unranked = Esta temporada ({ $season }): ainda sem posição · { rating-word } { rating-value } · { $wins } { $wins ->
    [one] vitória
   *[other] vitórias
} em { $games } { $games ->
    [one] partida
   *[other] partidas
}
stats-season-none = Esta temporada ({ $season }): nenhuma partida ranqueada ainda.

season-final-title = 🏆 A temporada { $season } terminou: a classificação final
season-final-champion = 🏆 { $player } é o campeão da temporada { $season }. Parabéns!
season-final-nobody = Ninguém terminou uma partida ranqueada na temporada { $season }.
season-final-no-champion = A temporada { $season } não tem campeão: uma posição exige { $min } partidas ranqueadas contra outras pessoas, e ninguém jogou tantas.
season-final-role-free = O campeão anterior devolve { $role }; o próximo campeão o recebe.
season-final-unranked = *Sem posição (menos de { $min } partidas ranqueadas contra outras pessoas):*
season-final-next = A temporada { $season } começou: todos recomeçam do zero (o ranking geral continua).
season-final-rest = *Todos os outros: /ranking*
season-problems-title = ⚠️ Para os admins
season-problem-no-manage-roles = Não consegui dar { $role }: preciso da permissão Gerenciar cargos.
season-problem-role-too-high = Não consegui dar { $role }: ele fica acima do meu cargo mais alto. Mova meu cargo para cima dele nas configurações do servidor.
season-problem-no-manage-roles-take = Não consegui tirar { $role } do campeão da temporada anterior: preciso da permissão Gerenciar cargos.
season-problem-role-too-high-take = Não consegui tirar { $role } do campeão da temporada anterior: ele fica acima do meu cargo mais alto. Mova meu cargo para cima dele nas configurações do servidor.
season-problem-role-gone = O cargo de campeão escolhido para as temporadas não existe mais; escolha outro com /heckmeck config temporada.
season-problem-refused = O Discord não me deixou mudar quem tem { $role }; dê o cargo manualmente desta vez.
season-problem-channel = Não consegui publicar em { $channel }, então a classificação final está aqui.
season-final-footer = Temporada { $id } · classificação final
season-final-row = **{ $rank }.** { $player }
