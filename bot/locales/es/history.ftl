## /history, /replay y /export: repasar partidas terminadas

cmd-history-name = historial
cmd-history-desc = Las últimas partidas terminadas de un jugador en este servidor (fuera: las de fuera de servidores)
opt-history-user-name = usuario
opt-history-user-desc = De quién son las partidas (por defecto, tuyas)
opt-history-game-name = juego
opt-history-game-desc = Solo partidas de este juego
cmd-replay-name = repeticion
cmd-replay-desc = Repasar una partida terminada jugada a jugada
opt-replay-game-name = partida
opt-replay-game-desc = El número de la partida (lo muestra /historial)
cmd-export-name = exportar
cmd-export-desc = Descargar el registro de una partida terminada como archivo JSON
opt-export-game-name = partida
opt-export-game-desc = El número de la partida (lo muestra /historial)

history-title = { $game ->
    [all] Partidas terminadas
   *[other] Partidas terminadas de { game-name }
}
history-intro = Partidas de { $user } aquí, las últimas primero.
history-empty = { $user } aún no ha terminado ninguna partida en este servidor.
history-entry = { $when } · { $board }
    { $players }
history-player = { $place }. { $name } { $score } { $unit ->
    [points] { $score ->
        [one] punto
       *[other] puntos
    }
   *[other] { $score ->
        [one] gusano
       *[other] gusanos
    }
}
history-board-link = [Tablero final]({ $url })
history-board-channel = Jugada en { $channel }
history-footer = Página { $page } de { $pages } · { $count } { $count ->
    [one] partida
   *[other] partidas
} · /repeticion o /exportar una partida por su número
history-previous = ◀ Más recientes
history-next = Más antiguas ▶

replay-heading = Repetición #{ $game } · { $position }/{ $positions }
replay-first = Inicio
replay-previous = Atrás
replay-next = Avanzar
replay-last = Fin
replay-next-turn = Siguiente turno
replay-public-only = No jugaste esta partida: ves la mesa, nunca una mano.

export-ready = El registro de la partida #{ $game } (formato: heckmeck-bot game log, versión 1).
export-file-description = Cada jugada de la partida #{ $game }, como archivo JSON.

history-no-such-game = No hay ninguna partida #{ $game } en este servidor. /historial muestra las partidas terminadas con sus números.
history-game-live = La partida #{ $game } sigue en juego: mírala en directo en { $link }. Se podrá repetir cuando termine.
history-never-started = La partida #{ $game } nunca empezó (se cerró la sala), así que no hay nada que repetir.
history-log-pruned = El registro de jugadas de la partida #{ $game } se ha borrado (este servidor guarda los registros solo un tiempo). Su resultado sigue contando y aparece en /historial.
history-log-broken = El registro guardado de la partida #{ $game } no cuadra, así que no se puede repetir. Quien opera el bot puede revisarlo con `python -m bot check`.
history-log-too-old = La partida #{ $game } se jugó antes de que el bot guardara las barajadas que necesita para repetirla, así que no se puede repetir. Su resultado sigue contando.
