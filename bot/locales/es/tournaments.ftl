## Torneos: /tournament, la inscripción, las rondas, la clasificación, el ganador

cmd-tournament-name = torneo
cmd-tournament-desc = Torneos de Heckmeck en este servidor: inscripción, rondas en mesas y una final
cmd-tournament-create-name = crear
cmd-tournament-create-desc = Abrir la inscripción de un torneo en este canal (administradores y el rol de torneos)
opt-tournament-create-game-name = juego
opt-tournament-create-game-desc = A qué juego se juega en las mesas
opt-tournament-create-rounds-name = rondas
opt-tournament-create-rounds-desc = Cuántas rondas antes de la final (1–4, por defecto 2)
opt-tournament-create-table_size-name = tamano_mesa
opt-tournament-create-table_size-desc = Como mucho tantos jugadores por mesa (3–5, por defecto 4)
opt-tournament-create-final_size-name = mesa_final
opt-tournament-create-final_size-desc = Jugadores en la mesa final: 4–6, o 0 para no jugar final (por defecto 0)
opt-tournament-create-close_in-name = empieza_en
opt-tournament-create-close_in-desc = Empezar solo dentro de tantos minutos (por defecto: lo empieza quien organiza)
opt-tournament-create-fill-name = completar
opt-tournament-create-fill-desc = Completar las mesas incompletas con jugadores de la máquina de este nivel (por defecto: nunca)
opt-tournament-create-short_game-name = partida_corta
opt-tournament-create-short_game-desc = Partida corta: una ficha devuelta también se pone boca abajo
opt-tournament-create-free_choice-name = eleccion_libre
opt-tournament-create-free_choice-desc = Elección libre: tomar cualquier ficha de la parrilla hasta tu suma
opt-tournament-create-harsh_failure-name = fallo_duro
opt-tournament-create-harsh_failure-desc = Fallo duro: un intento fallido siempre pone boca abajo la ficha más alta
opt-tournament-create-hints-name = pistas
opt-tournament-create-hints-desc = Permitir el botón 💡 de probabilidades en las mesas (por defecto: lo que diga el servidor)
opt-tournament-create-turn_time-name = tiempo_turno
opt-tournament-create-turn_time-desc = Cuánto tiempo tiene cada cual por turno (por defecto: lo que diga el servidor)
choice-tournament-game-heckmeck = Heckmeck (clásico)
choice-tournament-game-junior = Heckmeck Junior
choice-tournament-fill-easy = Máquinas fáciles
choice-tournament-fill-normal = Máquinas normales
choice-tournament-fill-hard = Máquinas difíciles
choice-tournament-fill-expert = Máquinas expertas
cmd-tournament-start-name = empezar
cmd-tournament-start-desc = Cerrar la inscripción y empezar la ronda 1 (quien organiza)
opt-tournament-start-number-name = numero
opt-tournament-start-number-desc = El número del torneo (por defecto: el de este canal)
cmd-tournament-standings-name = clasificacion
cmd-tournament-standings-desc = La clasificación del torneo hasta ahora
opt-tournament-standings-number-name = numero
opt-tournament-standings-number-desc = El número del torneo (por defecto: el de este canal)
cmd-tournament-drop-name = retirar
cmd-tournament-drop-desc = Sacar a alguien del torneo (quien organiza); conserva sus puntos
opt-tournament-drop-player-name = jugador
opt-tournament-drop-player-desc = Quién deja el torneo
opt-tournament-drop-number-name = numero
opt-tournament-drop-number-desc = El número del torneo (por defecto: el de este canal)
cmd-tournament-extend-name = prorrogar
cmd-tournament-extend-desc = Más tiempo: para la inscripción o para el turno en curso en cada mesa (quien organiza)
opt-tournament-extend-minutes-name = minutos
opt-tournament-extend-minutes-desc = Cuántos minutos más
opt-tournament-extend-number-name = numero
opt-tournament-extend-number-desc = El número del torneo (por defecto: el de este canal)
cmd-tournament-cancel-name = cancelar
cmd-tournament-cancel-desc = Cancelar el torneo y detener sus mesas (quien organiza)
opt-tournament-cancel-number-name = numero
opt-tournament-cancel-number-desc = El número del torneo (por defecto: el de este canal)
cmd-tournament-role-name = rol
cmd-tournament-role-desc = El rol cuyos miembros pueden organizar torneos (Gestionar servidor)
opt-tournament-role-role-name = rol
opt-tournament-role-role-desc = El rol de quienes organizan (si lo omites: solo administradores)
cmd-tournament-help-name = ayuda
cmd-tournament-help-desc = Cómo funciona un torneo: rondas, puntos, desempates y la final

tournament-title = 🏆 Torneo n.º { $number } · { $game }
tournament-format = Formato
tournament-format-rounds = { $rounds ->
    [one] Una ronda
   *[other] { $rounds } rondas
} en mesas de hasta { $size } jugadores
tournament-format-final = { $size ->
    [0] Sin mesa final: decide la clasificación
   *[other] Después, una mesa final con los { $size } mejores
}
tournament-format-fill = Las mesas incompletas se completan con jugadores de la máquina ({ $level }), que no suman puntos
tournament-signup-intro = Apúntate con **Unirme**. Organiza { $organiser }.
tournament-signup-closed = La inscripción está cerrada: el torneo está en marcha.
tournament-signup-finished = La inscripción está cerrada: el torneo ha terminado y lo ha ganado { $winner }.
tournament-signup-cancelled = Este torneo se canceló.
tournament-signup-nobody = Nadie todavía.
# After the first names of a long sign-up list. $count: the players not named
tournament-signup-more = { $count ->
    [one] y uno más
   *[other] y { $count } más
}
tournament-signup-players = { $count ->
    [one] Un jugador
   *[other] { $count } jugadores
}
tournament-signup-start = Comienzo
tournament-signup-closes = Solo, { $when } (si se ha apuntado suficiente gente)
tournament-signup-manual = Cuando { $organiser } pulse **Empezar**
tournament-button-join = Unirme
tournament-button-leave = Salir
tournament-button-start = Empezar

tournament-round-heading = Torneo n.º { $number } · Ronda { $round } de { $rounds }
tournament-final-heading = Torneo n.º { $number } · La mesa final
tournament-round-content = Empieza **{ $heading }**: { $players }, vuestras mesas están abajo.
tournament-round-intro = { $count ->
    [one] Una mesa. Cada mesa es una partida normal en su propio hilo, con los tiempos de turno de siempre.
   *[other] { $count } mesas. Cada mesa es una partida normal en su propio hilo, con los tiempos de turno de siempre.
}
# Above the list of the round's tables, a line each
tournament-round-tables = Mesas
tournament-table-name = Ronda { $round } · Mesa { $table }
tournament-final-table-name = Mesa final
tournament-computers = { $count ->
    [one] una máquina
   *[other] { $count } máquinas
}
tournament-table-opening = (se está abriendo su hilo)
tournament-table-welcome = **{ $table }** de { $title }: { $players }, vuestra partida empieza aquí. ¡Suerte!
tournament-create-thread-permission = Cada mesa de un torneo se juega en un hilo de este canal, y aquí no puedo abrir hilos. Me falta: { $permissions }.
tournament-thread-permission = No puedo abrir los hilos de las mesas en este canal. Me falta: { $permissions }. Lo vuelvo a intentar enseguida.
tournament-thread-failed = Discord no ha abierto ahora el hilo de una mesa. Lo vuelvo a intentar enseguida.
tournament-ending-points = 🏆 Puntos obtenidos: { $points }
tournament-ending-earned = { $name } +{ $points }
tournament-ending-round = 🏆 Este resultado cuenta para la ronda { $round } de { $rounds } del torneo n.º { $number }. La clasificación se publicará en { $channel } cuando terminen todas las mesas de la ronda.
tournament-ending-final = 🏆 Esta ha sido la mesa final del torneo n.º { $number }: el ganador se anuncia en { $channel }.
tournament-signup-short = { $organiser }: la inscripción del torneo n.º { $number } se ha cerrado con { $signed ->
    [one] un jugador
   *[other] { $signed } jugadores
}, pero hacen falta al menos { $needed }. La inscripción sigue abierta: pulsa **Empezar** cuando haya suficientes.

tournament-standings-after = Torneo n.º { $number } · Clasificación tras la ronda { $round } de { $rounds }
tournament-standings-now = Torneo n.º { $number } · { $final ->
    [true] Clasificación antes de la mesa final
   *[other] Clasificación (ronda { $round } de { $rounds } en juego)
}
tournament-standings-signup = Torneo n.º { $number } · La inscripción sigue abierta: aún no hay clasificación
tournament-standings-finished = Torneo n.º { $number } · Clasificación final de las rondas
tournament-standings-cancelled = Torneo n.º { $number } (cancelado) · Clasificación
tournament-standings-legend = Deciden los puntos, después los gusanos y después la ficha más alta conseguida.
tournament-standings-page = Página { $page } de { $pages }
tournament-standings-previous = ◀ Puestos mejores
tournament-standings-next = Más puestos ▶
tournament-standing-line = **{ $rank }.** { $player }: { $points } { $points ->
    [one] punto
   *[other] puntos
} · { $worms } 🪱 · { $best ->
    [0] ninguna ficha
   *[other] mejor ficha { $best }
}
tournament-standing-dropped = ~~{ $line }~~ (retirado)

tournament-winner-title = 🏆 Ha terminado el torneo n.º { $number }
tournament-winner-line = ¡{ $player } gana el torneo de { $game }!
tournament-winner-content = 🏆 ¡Enhorabuena, { $player }, ganador del torneo n.º { $number }!
tournament-final-order = Clasificación final
tournament-card-title = Ganador · { $title }
tournament-card-points = { $points } { $points ->
    [one] punto
   *[other] puntos
}
tournament-card-best = mejor ficha { $tile }

tournament-not-allowed = Solo los administradores (Gestionar servidor) y los miembros con el rol de torneos del servidor pueden crear un torneo.
tournament-not-organiser = Eso solo puede hacerlo quien organiza ({ $organiser }), un administrador o el rol de torneos.
tournament-unknown = No hay ningún torneo n.º { $number } en este servidor.
tournament-none-here = Aquí no hay ningún torneo en marcha. Crea uno con /torneo crear.
tournament-which = Hay varios torneos en marcha ({ $numbers }): indica su número.
tournament-not-in-thread = Crea el torneo en un canal de texto, no en un hilo: sus mesas se juegan en hilos de ese canal.
tournament-started = Ha empezado el torneo n.º { $number }: las mesas de la ronda 1 están abiertas.
tournament-dropped-signup = { $organiser } ha quitado a { $player } de la lista de inscritos del torneo n.º { $number }.
tournament-dropped = { $organiser } ha retirado a { $player } del torneo n.º { $number }. Conserva sus puntos, pero no jugará más mesas.
tournament-extended-signup = La inscripción del torneo n.º { $number } sigue abierta { $minutes ->
    [one] un minuto
   *[other] { $minutes } minutos
} más.
tournament-extended = En cada mesa del torneo n.º { $number } que sigue en juego, quien tiene el turno dispone de { $minutes ->
    [one] un minuto
   *[other] { $minutes } minutos
} más.
tournament-cancelled = { $organiser } ha cancelado el torneo n.º { $number }. Sus mesas se han detenido.
tournament-role-set = Los miembros con { $role } ya pueden crear y dirigir torneos.
tournament-role-cleared = Ahora solo los administradores (Gestionar servidor) pueden crear torneos.

tournament-help-title = 🏆 Torneos
tournament-help-intro = Se juegan como los torneos oficiales de Heckmeck: rondas clasificatorias en mesas, puntos según el puesto y una mesa final.
tournament-help-format-title = Rondas y mesas
tournament-help-format = La ronda 1 se sortea en mesas lo más parejas posible (nunca una mesa de dos). Desde la ronda 2, los jugadores se agrupan por sus puntos hasta el momento (los empates se deciden al azar), los mejores en la primera mesa. Cada mesa es una partida normal en su propio hilo. Si quien organiza eligió mesa final, la juegan los mejores de la clasificación, y su resultado decide quién gana.
tournament-help-points-title = Puntos por puesto
tournament-help-points = En una mesa de n jugadores, el 1.º recibe n − 1 puntos, el 2.º n − 2, y así hasta el último, que recibe 0. Quienes empatan se reparten los puntos de los puestos que ocupan. Una máquina ocupa su puesto pero no suma nada; quien haya sido retirado cuenta como último en esa mesa.
tournament-help-example-title = Ejemplo
tournament-help-example = Una mesa de 4: Ana gana y se lleva **3** puntos. Ben y Cleo empatan en segundo lugar: se reparten los puntos del 2.º y el 3.º puesto, (2 + 1) ÷ 2 = **1,5** cada uno. Dani queda último: **0** puntos.
tournament-help-ties-title = Desempates
tournament-help-ties = Con los mismos puntos, primero cuentan los gusanos de todas tus partidas del torneo, después la ficha más alta que conseguiste en alguna de ellas y, por último, un orden sorteado al crear el torneo.
tournament-help-commands-title = Comandos
tournament-help-commands = /torneo crear (administradores y el rol de torneos) y después **Unirme** en el mensaje de inscripción. Quien organiza: /torneo empezar, retirar, prorrogar, cancelar. Todo el mundo: /torneo clasificacion.

tournament-bad-game = Ese juego no se puede jugar en torneo.
tournament-bad-options = Esas variantes no se pueden jugar juntas.
tournament-bad-rounds = Un torneo tiene de 1 a 4 rondas.
tournament-bad-table-size = En cada mesa se sientan de 3 a 5 jugadores.
tournament-table-too-large = En ese juego no caben tantos jugadores en una mesa: elige un tamaño de mesa menor.
tournament-bad-final-size = En la mesa final se sientan 4, 5 o 6 jugadores; 0 significa sin final.
tournament-final-too-large = En ese juego no caben tantos jugadores en la mesa final: elige una final más pequeña.
tournament-bad-fill-level = Para este juego no hay jugadores de la máquina de ese nivel.

tournament-cannot-seat = No se puede sentar a { $signed } jugadores en mesas de hasta { $size } (nunca se sortea una mesa de dos). Esperad a uno más o que alguien se salga.
cmd-tournament-rated-name = puntuable
cmd-tournament-rated-desc = Si las partidas de torneo cuentan aquí para la puntuación y las temporadas (Gestionar servidor)
opt-tournament-rated-rated-name = puntuable
opt-tournament-rated-rated-desc = Sí: las partidas de torneo puntúan como cualquier otra (por defecto); no: nunca
tournament-rated-set = { $rated ->
    [true] Las partidas de torneo vuelven a contar para la puntuación y las temporadas, como cualquier otra.
   *[other] Las partidas de torneo ya no cuentan para la puntuación ni las temporadas.
}
tournament-signup-cannot-seat = { $organiser }: la inscripción del torneo n.º { $number } se ha cerrado con { $signed } jugadores, y no se les puede sentar en mesas de hasta { $size } (nunca se sortea una mesa de dos). La inscripción sigue abierta: pulsa **Empezar** cuando se haya unido uno más o se haya salido alguien.

tournament-final-content = **{ $heading }**: { $players }, vuestra mesa está abajo.
tournament-final-intro = Los mejores de la clasificación juegan una última partida en su propio hilo: sus puestos deciden quién gana y el orden de los finalistas.
tournament-winner-final-note = { $count ->
    [one] Puesto 1: la mesa final; el resto: las rondas.
   *[other] Puestos 1–{ $count }: la mesa final; el resto: las rondas.
}
tournament-card-final = mesa final: puesto { $place }
