## La sala y el tablero de Heckmeck (públicos: en el idioma del servidor) y las negativas de la
## capa de sesiones (solo para quien pulsa: en su idioma).

variant-short_game = partida corta
variant-free_choice = elección libre
variant-harsh_failure = fallo duro
title-with-variants = { $game } ({ $variants })
computer-name = 🤖 CPU { $number } ({ $difficulty ->
    [easy] fácil
    [hard] difícil
    [expert] experto
   *[normal] normal
})
# a computer player in a large table's log, where its line in the list above gives the difficulty
computer-name-short = 🤖 CPU { $number }
difficulty-easy = Fácil
difficulty-normal = Normal
difficulty-hard = Difícil

lobby-intro = { $host } ha abierto una partida. Únete con el botón de abajo; { $min }–{ $max } jugadores. Quien la abrió la empieza.
lobby-players = Jugadores ({ $count }/{ $max })
lobby-expires = La sala se cierra
lobby-cancelled = Quien abrió esta partida la ha cancelado.
lobby-expired = Nadie empezó esta partida a tiempo; la sala se ha cerrado.
lobby-button-join = Unirse
lobby-button-leave = Salir
lobby-button-start = Empezar
lobby-button-cancel = Cancelar
lobby-add-computer = Añadir un jugador CPU…

board-players = Jugadores
board-player = { $name }{ $top } · { $worms } 🪱
board-removed = (ha dejado la partida)
seat-taken-over = { $name } (CPU desde el turno { $turn })
read-button = Leer la mesa
read-turn = { $you ->
    [yes] Es tu turno.
   *[no] Es el turno de { $name }.
}
read-left = { $you ->
    [yes] Has dejado la partida.
   *[no] { $name } ha dejado la partida.
}
read-over = La partida ha terminado.
read-winner = { $you ->
    [yes] Ganas tú.
   *[no] Gana { $name }.
}
board-last = Lo que ha pasado
board-turn-title = Turno
board-turn = Es el turno de { $name }.
board-turn-short = { $name } · ⏳ { $when }
board-deadline = El tiempo se acaba { $when }.
board-set-aside = { $dice } (suma { $total })
board-final = Clasificación final
board-final-line = { $place }. { $name } — { $score ->
    [one] { $score } gusano
   *[other] { $score } gusanos
}
board-winners = { $count ->
    [one] 🏆 Ganador: { $names }
   *[other] 🏆 Ganadores: { $names }
}
board-abandoned = Esta partida se detuvo y no cuenta.

event-timed-out = ⏰ A { $name } se le ha acabado el tiempo.
event-removed = { $name } ha perdido tres turnos seguidos y deja la partida (conserva sus fichas).
event-stopped = { $name } ha detenido la partida.
event-quit = { $name } ha dejado la partida (y conserva sus fichas).
event-taken-over = { $reason ->
    [missed] { $name } no ha jugado tres turnos seguidos: una CPU sigue por él.
   *[left] { $name } ha dejado la partida: una CPU sigue por él.
}

button-roll = Lanzar
button-stop = Plantarse
button-undo = Deshacer
button-take = Tomar { $tile }
button-steal = Robar la { $tile } a { $name }
select-take = Plantarse y tomar…

stop-confirm = ¿Seguro que quieres terminar esta partida? Quedará registrada como abandonada.
stop-confirm-button = Terminar la partida
stop-done = La partida se ha detenido.
leave-confirm = ¿Seguro que quieres dejar la partida? { $fate }
leave-seat-removed = Tu puesto se retira, como tras turnos perdidos: los demás siguen. Dejarla cuenta como derrota.
leave-seat-computer = Una CPU ({ $difficulty ->
    [easy] fácil
    [hard] difícil
    [expert] experto
   *[normal] normal
}) sigue jugando en tu puesto. Dejarla cuenta como derrota, haga lo que haga la CPU.
leave-confirm-button = Dejar la partida
leave-button = Salir
leave-done = Has dejado la partida.
leave-not-seated = No juegas (ya) en esta partida.

## Negativas de la capa de sesiones

game-running-here = Ya hay una partida en este canal: { $link }
guild-only = Esto solo funciona en un canal de un servidor.
play-private-here = Este servidor mantiene privadas las respuestas de las apps que no añadió, así que solo tú verías la mesa. Pide a un admin que añada el bot al servidor o que permita apps externas.
lobby-closed = Esta sala está cerrada.
already-joined = Ya te has unido a esta partida.
not-in-lobby = No estás en esta sala.
host-cannot-leave = Quien abrió la partida no puede salir; cancélala en su lugar.
unknown-difficulty = Dificultad desconocida.
too-few-players = Se necesitan al menos { $min } jugadores para empezar.
game-not-running = Esta partida ya no está en curso.
stop-not-allowed = Solo quien abrió la partida o alguien con permiso para gestionar mensajes puede detenerla.

## Opciones de comandos añadidas con los cogs

opt-heckmeck-rules-edition-name = edicion
opt-heckmeck-rules-edition-desc = De qué edición ver las reglas

## El registro del tablero de Heckmeck: una línea por turno, con dibujos ($dice: los dados
## apartados, en orden; $tile: el dibujo de una ficha)
log-turn = { $name }: { $dice } { $outcome }
log-turn-short = { $name }: { $outcome }
log-bust-short = 💥
log-no-new-face-short = → nada nuevo
log-returned-short = ↩️ { $tile }
log-returned-highest-short = ↩️ { $tile } (la más alta: ninguna volteada)
log-took = → { $tile }
log-stole = → ¡roba { $tile } a { $victim }!
log-bust = → { $dice } 💥
log-no-worm = 💥 sin gusano
log-no-tile = 💥 suma { $total }: ninguna ficha
log-no-new-face = → { $dice }, nada nuevo
log-timed-out = ⏰ se acabó el tiempo
log-returned = ↩️ { $tile } vuelve
log-turned = · { $tile } se voltea
log-returned-highest = ↩️ { $tile } vuelve (la más alta: ninguna volteada)

# The daily challenge's and the puzzles' boards, which keep their headings
board-grill = Parrilla
board-kept = Apartados (suma { $total })
board-roll = Tirada
