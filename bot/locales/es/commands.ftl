## Comandos de barra, sus opciones y sus valores (convención de claves: ver bot/i18n.py).
## Nombres (todas las claves *-name): en minúsculas, sin espacios, 1–32 caracteres, solo letras,
## cifras, "-" o "_"; los dejamos sin tildes para que sean fáciles de escribir.
## Descripciones y valores: 1–100 caracteres.

## /heckmeck

cmd-heckmeck-name = heckmeck
cmd-heckmeck-desc = Jugar a Heckmeck o a Heckmeck Junior

cmd-heckmeck-start-name = empezar
cmd-heckmeck-start-desc = Abrir una nueva partida de Heckmeck en este canal
opt-heckmeck-start-edition-name = edicion
opt-heckmeck-start-edition-desc = Clásica (8 dados, fichas 21–36) o Junior (6 dados, fichas 4–9)
opt-heckmeck-start-short_game-name = partida_corta
opt-heckmeck-start-short_game-desc = Partida corta: una ficha devuelta también se pone boca abajo
opt-heckmeck-start-free_choice-name = eleccion_libre
opt-heckmeck-start-free_choice-desc = Elección libre: tomar cualquier ficha de la parrilla hasta tu suma
opt-heckmeck-start-harsh_failure-name = fallo_duro
opt-heckmeck-start-harsh_failure-desc = Fallo duro: un intento fallido siempre pone boca abajo la ficha más alta

cmd-heckmeck-status-name = estado
cmd-heckmeck-status-desc = Mostrar de nuevo la partida de este canal
cmd-heckmeck-stop-name = terminar
cmd-heckmeck-stop-desc = Terminar la partida de este canal
cmd-heckmeck-leave-name = dejar
cmd-heckmeck-leave-desc = Dejar la partida que juegas en este canal
opt-heckmeck-start-takeover-name = relevo
opt-heckmeck-start-takeover-desc = Quién sigue por quien deja la partida o pierde demasiados turnos (por defecto: el servidor)
choice-takeover-remove = Nadie: el puesto se retira
choice-takeover-easy = Una CPU (fácil)
choice-takeover-normal = Una CPU (normal)
choice-takeover-hard = Una CPU (difícil)
choice-takeover-expert = Una CPU (experta)
cmd-heckmeck-settings-takeover-name = relevo
cmd-heckmeck-settings-takeover-desc = Quién sigue por defecto por quien deja una partida nueva aquí
opt-heckmeck-settings-takeover-takeover-name = relevo
opt-heckmeck-settings-takeover-takeover-desc = Nadie (el puesto se retira) o una CPU de un nivel
settings-takeover-set = En las partidas nuevas de aquí, si alguien se va: { $choice }.
cmd-heckmeck-rules-name = reglas
cmd-heckmeck-rules-desc = Cómo se juega a Heckmeck y a Heckmeck Junior

cmd-heckmeck-settings-name = ajustes
cmd-heckmeck-settings-desc = Ajustes de este servidor
cmd-heckmeck-settings-language-name = idioma
cmd-heckmeck-settings-language-desc = Idioma de los tableros de juego en este servidor
opt-heckmeck-settings-language-language-name = idioma
opt-heckmeck-settings-language-language-desc = El idioma de los mensajes públicos de las partidas

## /drehwurm

cmd-drehwurm-name = drehwurm
cmd-drehwurm-desc = Jugar al juego de cartas Drehwurm
cmd-drehwurm-start-name = empezar
cmd-drehwurm-start-desc = Abrir una nueva partida de Drehwurm en este canal
opt-drehwurm-start-variant-name = variante
opt-drehwurm-start-variant-desc = Estándar, principiantes (sin jugar fuera de turno) o expertos (mismo color fuera de turno)
cmd-drehwurm-status-name = estado
cmd-drehwurm-status-desc = Mostrar de nuevo la partida de este canal
cmd-drehwurm-stop-name = terminar
cmd-drehwurm-stop-desc = Terminar la partida de este canal
cmd-drehwurm-leave-name = dejar
cmd-drehwurm-leave-desc = Dejar la partida que juegas en este canal
opt-drehwurm-start-takeover-name = relevo
opt-drehwurm-start-takeover-desc = Quién sigue por quien deja la partida o pierde demasiados turnos (por defecto: el servidor)
cmd-drehwurm-rules-name = reglas
cmd-drehwurm-rules-desc = Cómo se juega a Drehwurm
cmd-drehwurm-hand-name = mano
cmd-drehwurm-hand-desc = Ver tu mano (solo tú la ves)
cmd-play-name = jugar
cmd-play-desc = Juega a Heckmeck o Drehwurm aquí: en un servidor, un MD de grupo o un MD con el bot
cmd-play-heckmeck-name = heckmeck
cmd-play-heckmeck-desc = Abre aquí una partida de Heckmeck (los demás se unen con el botón)
cmd-play-drehwurm-name = drehwurm
cmd-play-drehwurm-desc = Abre aquí una partida de Drehwurm (los demás se unen con el botón)
cmd-play-daily-name = diaria
cmd-play-daily-desc = La parrilla diaria: el reto en solitario de hoy, también en un MD
cmd-play-puzzle-name = problema
cmd-play-puzzle-desc = Un problema de Heckmeck, también en un MD
cmd-play-away-name = ausente
cmd-play-away-desc = Ausentarte unos días: tus turnos en partidas de turnos largos te esperan
opt-play-away-days-name = días
opt-play-away-days-desc = Cuántos días (de 1 a 14; 14 días al mes)
cmd-play-back-name = vuelta
cmd-play-back-desc = Terminar antes tu ausencia: los relojes de tus turnos vuelven a correr
cmd-play-pause-name = pausa
cmd-play-pause-desc = Pausar la partida de turnos largos de este chat (su anfitrión)
opt-play-pause-days-name = días
opt-play-pause-days-desc = Cuántos días (de 1 a 7)
cmd-play-leave-name = dejar
cmd-play-leave-desc = Dejar la partida que juegas en este chat
cmd-play-remind-name = avisar
cmd-play-remind-desc = Recibe un mensaje directo cuando te toque en una partida
opt-play-remind-dm-name = md
opt-play-remind-dm-desc = Activado: un mensaje directo con enlace al tablero en cada turno tuyo, en todas partes

## /leaderboard y /stats

cmd-leaderboard-name = clasificacion
cmd-leaderboard-desc = Por puntuación (OpenSkill, desde 25) en partidas puntuadas; puesto tras 3 con otras personas
opt-leaderboard-game-name = juego
opt-leaderboard-game-desc = Qué juego
opt-leaderboard-scope-name = ambito
opt-leaderboard-scope-desc = Este servidor o todos los servidores
opt-leaderboard-sort-name = orden
opt-leaderboard-sort-desc = Por qué ordenar a los jugadores

cmd-stats-name = estadisticas
cmd-stats-desc = Resultados de un jugador: todas sus partidas terminadas y, aparte, las puntuadas
opt-stats-user-name = jugador
opt-stats-user-desc = De quién (por defecto, los tuyos)

## Valores

choice-edition-classic = Clásica
choice-edition-junior = Junior

choice-variant-standard = Estándar
choice-variant-beginners = Para principiantes
choice-variant-experienced = Para expertos

choice-game-heckmeck = Heckmeck
choice-game-junior = Heckmeck Junior
choice-game-drehwurm = Drehwurm

choice-scope-server = Este servidor
choice-scope-global = Todos los servidores

choice-sort-rating = Puntuación
choice-sort-wins = Victorias
choice-sort-win_rate = Porcentaje de victorias
choice-sort-worms = Gusanos

# Los nombres de los idiomas van en su propio idioma en todos los catálogos.
choice-language-en = English
choice-language-de = Deutsch
choice-language-es = Español
choice-language-fr = Français
choice-language-it = Italiano
choice-language-nl = Nederlands
choice-language-pl = Polski
choice-language-pt-BR = Português (Brasil)
choice-language-auto = Idioma del servidor
