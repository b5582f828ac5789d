# /privacidade: o que o bot guarda sobre quem pergunta, com Exportar e Apagar
cmd-privacy-name = privacidade
cmd-privacy-desc = O que o bot guarda sobre você: ver, baixar ou apagar
privacy-title = 🔒 **O que o bot guarda sobre você**
privacy-games = { $count ->
    [one] 1 partida que você jogou (nome, jogadas)
   *[other] { $count } partidas que você jogou (nome, jogadas)
}
privacy-results = { $count ->
    [one] 1 resultado
   *[other] { $count } resultados
}, { $ratings ->
    [one] 1 rating
   *[other] { $ratings } ratings
}, { $seasons ->
    [one] 1 rating de temporada
   *[other] { $seasons } ratings de temporada
}
privacy-settings = suas próprias configurações
privacy-daily = { $count ->
    [one] 1 desafio diário e a sua sequência
   *[other] { $count } desafios diários e a sua sequência
}
privacy-puzzles = { $count ->
    [one] 1 resposta de enigma e o seu rating de enigmas
   *[other] { $count } respostas de enigmas e o seu rating de enigmas
}
privacy-tournaments = { $count ->
    [one] 1 inscrição em torneio
   *[other] { $count } inscrições em torneios
} ({ $won } vencidos, { $organised } organizados)
privacy-seasons-won = { $count ->
    [one] 1 temporada vencida como campeão
   *[other] { $count } temporadas vencidas como campeão
}
privacy-names = { $count ->
    [one] 1 nome com que você jogou
   *[other] { $count } nomes com que você jogou
}
privacy-notes = { $count ->
    [one] 1 nota para a mesa (mão aberta, idioma)
   *[other] { $count } notas para a mesa (mãos abertas, idioma)
}
privacy-who-sees = Os outros veem o seu nome e os seus resultados nos rankings, em /historico, nos replays e nas páginas web dos servidores que as ligaram.
privacy-choices = 📦 Exportar envia tudo isso para você como arquivo. 🗑️ Apagar apaga.
privacy-export-button = Exportar
privacy-delete-button = Apagar…
privacy-erase-button = Apagar meus dados de vez
privacy-confirm = ⚠️ **Apagar tudo sobre você?** Suas configurações, ratings, desafios diários, enigmas e sua página de perfil somem de vez. Nas partidas terminadas, o seu lugar fica como "um jogador apagado", para que os outros mantenham os resultados. Isso não pode ser desfeito.
privacy-deleted = 🗑️ Pronto: o bot não guarda mais nada sobre você. Seus lugares em partidas passadas dizem "um jogador apagado". Se você jogar de novo, começa do zero.
privacy-nothing = O bot não guarda nada sobre você: nenhuma partida, resultado, rating ou configuração.
privacy-export-ready = 📦 Tudo o que o bot guarda sobre você, como arquivo JSON.
privacy-export-description = Seus dados guardados pelo bot Heckmeck: partidas, resultados, ratings, configurações, desafios diários e enigmas (JSON)
privacy-refused-live-game = Você está jogando { $games } agora. Saia ou termine primeiro, depois apague seus dados. Nada foi apagado.
privacy-refused-tournament = { $count ->
    [one] Você está num torneio ainda em andamento. Saia ou espere ele terminar. Nada foi apagado.
   *[other] Você está em { $count } torneios ainda em andamento. Saia ou espere eles terminarem. Nada foi apagado.
}
# /heckmeck config ranqueado: a escolha de ficar fora dos rankings
cmd-heckmeck-settings-ranked-name = no-ranking
cmd-heckmeck-settings-ranked-desc = Se você aparece nos rankings, posts de temporada e páginas web (todos os servidores)
opt-heckmeck-settings-ranked-listed-name = listado
opt-heckmeck-settings-ranked-listed-desc = Não: você fica fora deles; suas partidas ainda contam para o rating dos outros
settings-ranked-set = { $listed ->
    [true] 🏆 Você aparece de novo nos rankings, posts de temporada e páginas web.
   *[false] Você não aparece mais em nenhum ranking, post de temporada ou página web. Você mantém o seu rating, e suas partidas ainda contam para os outros.
}
