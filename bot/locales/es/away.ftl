# Relojes que se detienen: la ausencia de un jugador, la pausa del anfitrión.

cmd-heckmeck-away-name = ausente
cmd-heckmeck-away-desc = Ausentarte unos días: tus turnos en partidas de turnos largos te esperan
opt-heckmeck-away-days-name = días
opt-heckmeck-away-days-desc = Cuántos días (de 1 a 14; 14 días al mes)
cmd-heckmeck-back-name = vuelta
cmd-heckmeck-back-desc = Terminar antes tu ausencia: los relojes de tus turnos vuelven a correr
cmd-heckmeck-pause-name = pausa
cmd-heckmeck-pause-desc = Pausar la partida de turnos largos de este canal (su anfitrión)
opt-heckmeck-pause-days-name = días
opt-heckmeck-pause-days-desc = Cuántos días (de 1 a 7)

away-on = 🏖️ Estás ausente hasta el { $date } ({ $when }). En las partidas con turnos de una hora o más, tus turnos te esperan. { $left ->
    [one] Te queda 1 día de ausencia este mes.
   *[other] Te quedan { $left } días de ausencia este mes.
} Para volver antes: /heckmeck vuelta
away-off = 👋 Bienvenido de vuelta: los relojes de tus turnos vuelven a correr con el tiempo que les quedaba. { $left ->
    [one] Te queda 1 día de ausencia este mes.
   *[other] Te quedan { $left } días de ausencia este mes.
}
away-days-invalid = Una ausencia dura de 1 a { $most } días. No ha cambiado nada.
away-too-many = { $left ->
    [one] Solo te queda 1 día de ausencia este mes.
   *[other] Solo te quedan { $left } días de ausencia este mes.
} No ha cambiado nada.
away-none-left = Ya usaste los { $most } días de ausencia de este mes. No ha cambiado nada.
away-already = Ya estás ausente, hasta { $when }. Termina antes con /heckmeck vuelta.
away-not-away = No estás ausente. No ha cambiado nada.

pause-on = ⏸️ La partida está en pausa hasta { $when }: todos los relojes se detienen. ▶️ Seguir en el tablero termina la pausa.
pause-not-host = Solo el anfitrión puede pausar o reanudar esta partida.
pause-days-invalid = Una pausa dura de 1 a { $most } días. No ha cambiado nada.
pause-short-turns = Solo se pueden pausar las partidas con turnos de una hora o más.
pause-tournament = Una mesa de torneo no se puede pausar; su organizador puede dar más tiempo a un turno.
pause-none = Esta partida no está en pausa.

board-paused = ⏸️ En pausa hasta { $when }
board-away = 🏖️ { $name } fuera hasta { $when }
board-resume = Seguir
