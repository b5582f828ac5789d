## Palabras comunes a todos los juegos y negativas generales.

game-heckmeck = Heckmeck
game-junior = Heckmeck Junior
game-drehwurm = Drehwurm
game-name = { $game ->
    [heckmeck] { game-heckmeck }
    [junior] { game-junior }
    [drehwurm] { game-drehwurm }
   *[other] { $game }
}

players = { $count ->
    [one] { $count } jugador
   *[other] { $count } jugadores
}
points = { $count ->
    [one] { $count } punto
   *[other] { $count } puntos
}

game-numbered = { $title } #{ $number }
player-unknown = un antiguo jugador
player-deleted = un jugador eliminado
rating-word = puntuación
rating-heading = Puntuación
rating-value = { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) }

language-name = { $language ->
    [de] alemán
    [es] español
    [fr] francés
    [it] italiano
    [nl] neerlandés
    [pl] polaco
    [pt-BR] portugués de Brasil
   *[en] inglés
}
settings-language-set = Los mensajes públicos de las partidas en este servidor están ahora en { language-name }.
settings-language-reset = Los mensajes públicos de las partidas en este servidor siguen ahora el idioma del servidor.

## Negativas (respuestas que solo ve quien pulsa)

not-your-turn = No es tu turno.
not-a-player = No participas en esta partida.
stale-button = Ese botón es de un paso anterior de la partida. Usa el tablero más reciente.
game-not-found = Esta partida ya no existe.
already-in-game = Ya te has unido a esta partida.
lobby-full = Esta partida está completa.
only-host = Solo quien abrió la partida puede hacer eso.
no-game-here = No hay ninguna partida en este canal.
game-already-running = Ya hay una partida en curso en este canal.
game-running-elsewhere = Ya estás jugando una partida en { $channel }. Termínala o abandónala primero.
permission-needed = No tienes permiso para hacer eso.
something-went-wrong = Algo ha salido mal. Inténtalo de nuevo.
click-failed = Algo ha salido mal y no se ha cambiado nada. Inténtalo de nuevo.

command-unavailable = Este comando no está disponible ahora. Puede que el bot se acabe de reiniciar: inténtalo de nuevo en un minuto.
command-cooldown = Más despacio: inténtalo de nuevo en { $seconds } s.
