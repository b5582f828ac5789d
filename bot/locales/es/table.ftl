## La mesa (issue 11): avisos de turno, el texto propio del tablero, finales, revancha.

ping-turn = { $icon } { $name }, te toca en { $game }: { $link }
ping-reminder = ⏰ { $name }, tu turno en { $game } te espera; el tiempo se acaba { $when }: { $link }
ping-stolen = ⚔️ { $name }, ¡{ $thief } te ha robado la { $tile }!
ping-hand-hint = 🃏 Pulsa **Ver mi mano** debajo del tablero para ver tus cartas y jugar.
ping-switch = 🔕 Menos avisos: `/heckmeck ajustes mis-avisos`

board-content-turn = { $icon } { $game } · turno de { $name }
board-content-finished = 🏁 { $game } · partida terminada
board-content-stopped = ⏹️ { $game } · detenida

cmd-heckmeck-settings-pings-name = avisos
cmd-heckmeck-settings-pings-desc = Si el bot avisa a los jugadores cuando les toca (Heckmeck y Drehwurm)
opt-heckmeck-settings-pings-mode-name = modo
opt-heckmeck-settings-pings-mode-desc = Cada turno, solo un recordatorio a mitad de tiempo, o nunca
choice-pings-every = Cada turno
choice-pings-reminder = Solo recordatorio
choice-pings-off = Desactivados
settings-pings-set = Avisos de turno en este servidor: { $mode ->
    [every] un mensaje avisa a cada jugador cuando le toca, y otra vez cuando ha pasado la mitad de su tiempo.
    [reminder] un mensaje avisa a un jugador solo cuando ha pasado la mitad de su tiempo.
   *[off] desactivados; nadie recibe avisos.
}

event-rolled-set-aside = { $name } ha sacado { $dice } y aparta { $count } × { $face } (suma { $total }).

ending-content = 🏁 ¡{ $game } ha terminado! { $names }
ending-title = 🏁 { $game } — resultado final
ending-forfeit = 🏳️ { $name } gana por abandono: todos los demás dejaron la partida.
ending-tie-break-title = Desempate
ending-tie-break = { $count ->
    [2] Empate a { $score }
   *[other] { $count } jugadores con { $score }
}: { $name } tiene la ficha más alta ({ $tile }).
ending-ratings-title = { rating-heading }
# the final standings of a rated game: each line ends with its rating change
ending-final-rated = { board-final } · { rating-heading }
ending-rating-line = { $direction ->
    [up] +
    [down] −
   *[same] ±
}{ NUMBER($change, minimumFractionDigits: 1, maximumFractionDigits: 1) } → { rating-word } { rating-value }
ending-rematch = Revancha

drehwurm-board-match-title = Esta ronda ({ $match })
drehwurm-board-match-line = { $name }: { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
} de { $piles ->
    [one] { $piles } montón comido
   *[other] { $piles } montones comidos
}
drehwurm-breakdown-title = Ronda { $match }: así se ha contado
drehwurm-breakdown-line = { $name }: { $piles ->
    [one] { $piles } montón
   *[other] { $piles } montones
} +{ $eaten }, { $cards ->
    [one] { $cards } carta
   *[other] { $cards } cartas
} en la mano −{ $cards } → { $score } (total { $total })

leaderboard-own-row = ➡️ { $row } ⬅️

board-junior-legend = { $bun } vale 2, lo demás 1 · sin { $worm } no hay ficha
ending-card-forfeit = gana por abandono
ending-card-date = { DATETIME($ended, dateStyle: "medium") }
ending-card-unrated = No puntuada
card-alt-title = Clasificación final de { $title }.
card-alt-place = Puesto { $place }: { $player }.
card-alt-winner = { $line } Gana.
card-alt-tiles = fichas { $tiles }
card-alt-more = Y { $count ->
    [one] { $count } jugador más.
   *[other] { $count } jugadores más.
}

locale-note = ℹ️ Los tableros aquí están en { language-name }: los mensajes públicos siguen el idioma del servidor. Quien pueda gestionar el servidor puede cambiarlo con `/heckmeck ajustes idioma`; tus respuestas privadas (mano, avisos) siempre están en tu idioma.
ending-assisted = 💡 No puntúa: { $names } usó pistas en su propio turno, así que no cambia la puntuación de nadie.
ending-assisted-mark = 💡
ending-assisted-marked = 💡 No puntúa: los jugadores marcados con 💡 usaron pistas en su propio turno, así que no cambia la puntuación de nadie.
cmd-heckmeck-settings-my-pings-name = mis-avisos
cmd-heckmeck-settings-my-pings-desc = Cómo te avisa el bot cuando te toca, en todos los servidores
opt-heckmeck-settings-my-pings-mode-name = modo
opt-heckmeck-settings-my-pings-mode-desc = Cada turno, solo un recordatorio a mitad de tu tiempo, nunca, o como lo tenga el servidor
choice-pings-server = Como lo tenga este servidor
settings-my-pings-set = Cuando te toca: { $mode ->
    [every] un mensaje te menciona al empezar tu turno y otra vez cuando ha pasado la mitad de tu tiempo.
    [reminder] un mensaje te menciona solo cuando ha pasado la mitad de tu tiempo.
    [off] el bot nunca te menciona por un turno.
   *[server] se sigue la configuración de cada servidor (`/heckmeck ajustes avisos`).
}
