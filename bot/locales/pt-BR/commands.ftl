## Comandos de barra, suas opções e escolhas (veja bot/i18n.py para a convenção das chaves).
## Nomes: minúsculos, sem espaços nem acentos, de 1 a 32 caracteres. Descrições e escolhas: 1 a 100.

## /heckmeck

cmd-heckmeck-name = heckmeck
cmd-heckmeck-desc = Jogue Pickomino ou Pickomino Junior

cmd-heckmeck-start-name = iniciar
cmd-heckmeck-start-desc = Abra uma nova partida de Pickomino neste canal
opt-heckmeck-start-edition-name = edicao
opt-heckmeck-start-edition-desc = Clássica (8 dados, peças 21–36) ou Junior (6 dados, peças 4–9)
opt-heckmeck-start-short_game-name = jogo_curto
opt-heckmeck-start-short_game-desc = Jogo curto: uma peça devolvida também é virada para baixo
opt-heckmeck-start-free_choice-name = escolha_livre
opt-heckmeck-start-free_choice-desc = Escolha livre: pegue qualquer peça da churrasqueira até a sua soma
opt-heckmeck-start-harsh_failure-name = falha_dura
opt-heckmeck-start-harsh_failure-desc = Falha dura: uma vez fracassada sempre vira a maior peça

cmd-heckmeck-status-name = status
cmd-heckmeck-status-desc = Mostre de novo a partida deste canal
cmd-heckmeck-stop-name = encerrar
cmd-heckmeck-stop-desc = Encerre a partida deste canal
cmd-heckmeck-leave-name = sair
cmd-heckmeck-leave-desc = Sair da partida que você joga neste canal
opt-heckmeck-start-takeover-name = substituto
opt-heckmeck-start-takeover-desc = Quem continua por um jogador que sai ou perde vezes demais (padrão: o do servidor)
choice-takeover-remove = Ninguém: o lugar é retirado
choice-takeover-easy = Uma CPU (fácil)
choice-takeover-normal = Uma CPU (normal)
choice-takeover-hard = Uma CPU (difícil)
choice-takeover-expert = Uma CPU (especialista)
cmd-heckmeck-settings-takeover-name = substituto
cmd-heckmeck-settings-takeover-desc = Quem continua por padrão por um jogador que sai de uma partida nova aqui
opt-heckmeck-settings-takeover-takeover-name = substituto
opt-heckmeck-settings-takeover-takeover-desc = Ninguém (o lugar é retirado) ou uma CPU de um nível
settings-takeover-set = Nas partidas novas daqui, quando um jogador sai: { $choice }.
cmd-heckmeck-rules-name = regras
cmd-heckmeck-rules-desc = Como jogar Pickomino e Pickomino Junior

cmd-heckmeck-settings-name = config
cmd-heckmeck-settings-desc = Configurações deste servidor
cmd-heckmeck-settings-language-name = idioma
cmd-heckmeck-settings-language-desc = Idioma dos tabuleiros de jogo neste servidor
opt-heckmeck-settings-language-language-name = idioma
opt-heckmeck-settings-language-language-desc = O idioma das mensagens públicas de jogo

## /drehwurm

cmd-drehwurm-name = drehwurm
cmd-drehwurm-desc = Jogue o jogo de cartas Drehwurm
cmd-drehwurm-start-name = iniciar
cmd-drehwurm-start-desc = Abra uma nova partida de Drehwurm neste canal
opt-drehwurm-start-variant-name = variante
opt-drehwurm-start-variant-desc = Padrão, iniciantes (sem jogadas fora da vez) ou experientes (mesma cor fora da vez)
cmd-drehwurm-status-name = status
cmd-drehwurm-status-desc = Mostre de novo a partida deste canal
cmd-drehwurm-stop-name = encerrar
cmd-drehwurm-stop-desc = Encerre a partida deste canal
cmd-drehwurm-leave-name = sair
cmd-drehwurm-leave-desc = Sair da partida que você joga neste canal
opt-drehwurm-start-takeover-name = substituto
opt-drehwurm-start-takeover-desc = Quem continua por um jogador que sai ou perde vezes demais (padrão: o do servidor)
cmd-drehwurm-rules-name = regras
cmd-drehwurm-rules-desc = Como jogar Drehwurm
cmd-drehwurm-hand-name = mao
cmd-drehwurm-hand-desc = Mostre a sua mão (só você a vê)
cmd-play-name = jogar
cmd-play-desc = Jogue Pickomino ou Drehwurm aqui: num servidor, numa DM em grupo ou numa DM com o bot
cmd-play-heckmeck-name = heckmeck
cmd-play-heckmeck-desc = Abra aqui uma partida de Pickomino (os outros entram pelo botão)
cmd-play-drehwurm-name = drehwurm
cmd-play-drehwurm-desc = Abra aqui uma partida de Drehwurm (os outros entram pelo botão)
cmd-play-daily-name = diario
cmd-play-daily-desc = A Churrasqueira do Dia: o desafio solo de hoje, também numa DM
cmd-play-puzzle-name = enigma
cmd-play-puzzle-desc = Um enigma de Pickomino, também numa DM
cmd-play-away-name = ausente
cmd-play-away-desc = Ausentar-se por alguns dias: suas vezes em partidas de vezes longas esperam por você
opt-play-away-days-name = dias
opt-play-away-days-desc = Quantos dias (de 1 a 14; 14 dias por mês)
cmd-play-back-name = volta
cmd-play-back-desc = Encerrar sua ausência antes: os relógios das suas vezes voltam a correr
cmd-play-pause-name = pausa
cmd-play-pause-desc = Pausar a partida de vezes longas desta conversa (quem a abriu)
opt-play-pause-days-name = dias
opt-play-pause-days-desc = Quantos dias (de 1 a 7)
cmd-play-leave-name = sair
cmd-play-leave-desc = Sair da partida que você joga nesta conversa
cmd-play-remind-name = lembrete
cmd-play-remind-desc = Receba uma mensagem direta quando for a sua vez numa partida
opt-play-remind-dm-name = dm
opt-play-remind-dm-desc = Sim: uma mensagem direta com link para o tabuleiro a cada vez sua, em qualquer lugar

## /leaderboard e /stats

cmd-leaderboard-name = ranking
cmd-leaderboard-desc = Por rating (OpenSkill, a partir de 25) nas partidas ranqueadas; posição após 3 contra outros
opt-leaderboard-game-name = jogo
opt-leaderboard-game-desc = Qual jogo
opt-leaderboard-scope-name = alcance
opt-leaderboard-scope-desc = Este servidor ou todos os servidores
opt-leaderboard-sort-name = ordem
opt-leaderboard-sort-desc = Por que ordenar os jogadores

cmd-stats-name = estatisticas
cmd-stats-desc = Os resultados de um jogador: todas as partidas terminadas, e à parte as ranqueadas
opt-stats-user-name = jogador
opt-stats-user-desc = Os resultados de quem (padrão: os seus)

## Escolhas

choice-edition-classic = Clássica
choice-edition-junior = Junior

choice-variant-standard = Padrão
choice-variant-beginners = Iniciantes
choice-variant-experienced = Experientes

choice-game-heckmeck = Pickomino
choice-game-junior = Pickomino Junior
choice-game-drehwurm = Drehwurm

choice-scope-server = Este servidor
choice-scope-global = Todos os servidores

choice-sort-rating = Rating
choice-sort-wins = Vitórias
choice-sort-win_rate = Taxa de vitórias
choice-sort-worms = Minhocas

# Cada idioma é escrito no seu próprio idioma.
choice-language-en = English
choice-language-de = Deutsch
choice-language-es = Español
choice-language-fr = Français
choice-language-it = Italiano
choice-language-nl = Nederlands
choice-language-pl = Polski
choice-language-pt-BR = Português (Brasil)
choice-language-auto = Idioma do servidor
