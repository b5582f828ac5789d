# Jugar a lo largo del día: tiempo por turno, recordatorios.

opt-heckmeck-start-turn_time-name = tiempo_turno
opt-heckmeck-start-turn_time-desc = Cuánto tiempo tiene cada jugador por turno (por defecto: el del servidor, si no 2 minutos)
choice-turn_time-2m = 2 minutos
choice-turn_time-10m = 10 minutos
choice-turn_time-1h = 1 hora
choice-turn_time-8h = 8 horas
choice-turn_time-24h = 24 horas
choice-turn_time-3d = 3 días
cmd-heckmeck-settings-turn_time-name = tiempo_turno
cmd-heckmeck-settings-turn_time-desc = Tiempo por turno de las nuevas partidas de Heckmeck en este servidor, salvo otra elección
opt-heckmeck-settings-turn_time-turn_time-name = tiempo_turno
opt-heckmeck-settings-turn_time-turn_time-desc = Cuánto tiempo tiene cada jugador por turno
settings-turn-time-set = Las nuevas partidas de Heckmeck en este servidor dan ahora { $time } por turno.
invalid-turn-time = Ese tiempo por turno no está entre las opciones. Elige uno de la lista: 2 minutos, 10 minutos, 1 hora, 8 horas, 24 horas o 3 días.
lobby-turn-time = Tiempo por turno
board-deadline-long = El tiempo se acaba { $when } ({ $date }).
ping-last-chance = ⚠️ Te saltaste tu último turno: si este también se agota, quedas fuera.

# /heckmeck games
cmd-heckmeck-games-name = partidas
cmd-heckmeck-games-desc = Tus salas y partidas en curso en este servidor, con enlaces a sus tableros
my-games-none = No juegas ninguna partida en este servidor. Abre una con /heckmeck start o /drehwurm start, o únete a una sala.
my-games-title = { $count ->
    [0] Tus partidas: ninguna en curso
    [one] Tu partida
   *[other] Tus { $count } partidas
}
my-games-game = **{ $game }** en { $channel } · { $count ->
    [one] 1 jugador
   *[other] { $count } jugadores
}
    ↳ { $turn } · [tablero]({ $link })
my-games-your-turn = **te toca a ti**, el tiempo se acaba { $when }
my-games-their-turn = le toca a { $name }, el tiempo se acaba { $when }
my-games-no-turn = la partida está terminando
my-games-lobbies = **Salas a las que te uniste**
my-games-lobby = **{ $game }** en { $channel } · { $count ->
    [one] 1 jugador
   *[other] { $count } jugadores
} · anfitrión { $host } · [sala]({ $link })
my-games-more = … y { $count } más

# Avisos de turno por mensaje directo
cmd-heckmeck-remind-name = avisar
cmd-heckmeck-remind-desc = Recibe un mensaje directo cuando te toque en una partida
opt-heckmeck-remind-dm-name = md
opt-heckmeck-remind-dm-desc = Activado: un mensaje directo con enlace al tablero en cada turno tuyo, en todos los servidores
remind-dm-on = A partir de ahora te envío un mensaje directo con enlace al tablero cuando te toque (y cuando se te acabe el tiempo), en lugar de llamarte en el canal. Desactívalo con /heckmeck avisar md:False.
remind-dm-off = Ya no recibirás mensajes directos sobre tus turnos.
dm-turn = 🎲 Te toca en { $game } (servidor { $server }). El tiempo se acaba { $when }: { $link }
dm-reminder = ⏰ Tu turno en { $game } (servidor { $server }) te espera; el tiempo se acaba { $when }: { $link }
dm-turn-chat = 🎲 Te toca en { $game }. El tiempo se acaba { $when }: { $link }
dm-reminder-chat = ⏰ Tu turno en { $game } te espera; el tiempo se acaba { $when }: { $link }
dm-refused = 📪 Intenté avisarte por mensaje directo de que te tocaba, pero Discord no me dejó: tienes cerrados los mensajes directos de este servidor. Ábrelos en los ajustes de privacidad del servidor, o desactiva los avisos con /heckmeck avisar md:False.

# Un hilo por partida
opt-heckmeck-start-thread-name = hilo
opt-heckmeck-start-thread-desc = Jugar en un hilo propio una vez empezada (por defecto: el ajuste del servidor)
opt-drehwurm-start-thread-name = hilo
opt-drehwurm-start-thread-desc = Jugar en un hilo propio una vez empezada (por defecto: el ajuste del servidor)
cmd-heckmeck-settings-threads-name = hilos
cmd-heckmeck-settings-threads-desc = Si las nuevas partidas de este servidor se juegan en un hilo propio
opt-heckmeck-settings-threads-threads-name = hilos
opt-heckmeck-settings-threads-threads-desc = Activado: cada partida pasa a un hilo propio al empezar
settings-threads-set = { $on ->
    [true] Las nuevas partidas de este servidor pasan a un hilo propio al empezar, salvo que se inicien con hilo desactivado.
   *[other] Las nuevas partidas de este servidor se juegan en su canal, salvo que se inicien con hilo activado.
}
thread-name = { $game } · { $players }
thread-moved = 🧵 { $game } se juega en { $thread } ({ $players }).
thread-permission-missing = No puedo jugar esta partida en un hilo propio aquí: me falta el permiso { $permissions } en este canal. Se jugará en el canal; alguien con «Gestionar servidor» puede darme el permiso.
permission-create_public_threads = **Crear hilos públicos**
permission-send_messages_in_threads = **Enviar mensajes en hilos**
thread-game-over = 🏁 { $game } en { $thread } ha terminado: { $count ->
    [one] gana { $names }.
   *[other] ganan { $names }.
}
thread-game-stopped = 🛑 { $game } en { $thread } se ha detenido.
settings-threads-permission = Me falta el permiso { $permissions } en este canal, así que las partidas de aquí no podrían tener hilos propios. No ha cambiado nada: dame el permiso y vuelve a intentarlo.
