## Las páginas web de consulta (bot/web): clasificaciones, perfiles, páginas de partidas con su repetición.

web-site-name = Bot de Heckmeck
web-server-unnamed = Servidor de Discord
web-language-name = Español
web-language-label = Idioma
web-skip = Saltar al contenido
web-footer = Páginas de consulta del bot de Heckmeck para Discord. Solo se muestran nombres visibles y datos de las partidas.
web-not-found-title = Página no encontrada
web-not-found-text = Aquí no hay ninguna página. Las páginas de un servidor solo existen si el servidor las activó con /heckmeck ajustes.

web-leaderboard-title = Clasificación de { game-name }
# $season: el nombre de una temporada (season-name), p. ej. «de noviembre de 2026» o «del 4.º trimestre de 2026»
web-leaderboard-season-title = Clasificación de { game-name }, temporada { $season }
web-leaderboard-description = { $count ->
    [one] La clasificación de { game-name } de este servidor de Discord: { $count } jugador.
   *[other] La clasificación de { game-name } de este servidor de Discord: { $count } jugadores.
}
web-games-label = Juego
web-sort-label = Ordenar por
web-period-label = Periodo
web-sort = { $sort ->
    [wins] Victorias
    [win_rate] Porcentaje de victorias
    [worms] { $unit ->
        [points] Puntos de media
       *[other] Gusanos de media
    }
   *[rating] { rating-heading }
}
web-board-figures = { rating-heading } { rating-value } · { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
} · { $wins ->
    [one] { $wins } victoria
   *[other] { $wins } victorias
} ({ $rate } %) · ⌀ { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $unit ->
    [points] puntos
   *[other] gusanos
}
web-board-note = Quien tenga menos de { $min } partidas puntuadas contra otras personas aparece al final, sin puesto. Las partidas solo contra la CPU cuentan para la puntuación, pero no para el puesto.
web-pages-label = Páginas
web-previous = ◀ Anterior
web-next = Siguiente ▶
web-page-of = Página { $page } de { $pages }

web-profile-title = { $player }
web-profile-description = { $count ->
    [one] { $player } ha jugado { $count } partida en este servidor de Discord.
   *[other] { $player } ha jugado { $count } partidas en este servidor de Discord.
}
web-profile-empty = Todavía no hay partidas terminadas.
web-chart-label = Evolución de la { rating-word } en { game-name }, un punto por partida puntuada
web-games = Partidas
web-wins = Victorias
web-win-rate = Porcentaje de victorias
web-best = Mejor resultado
web-rating = { rating-heading }
web-against-computers = Contra la CPU
web-game = Juego
web-level = Dificultad
web-ahead = Quedó por delante
web-recent = Últimas partidas
web-recent-game = Partida #{ $id }: { $count ->
    [one] ganó { $names }
   *[other] ganaron juntos { $names }
}
web-to-leaderboard = A la clasificación

web-game-description = { $winners ->
    [one] { $names } ganó
   *[other] { $names } ganaron juntos
} esta partida de { $count ->
    [one] { $count } jugador.
   *[other] { $count } jugadores.
}
web-result = Resultado
web-replay = Repetición
web-replay-keys = Recorre la partida paso a paso con los botones o las flechas del teclado, y turno a turno con Re Pág y Av Pág (Inicio: al principio, Fin: al final).
web-first-step = Primer paso
web-previous-step = Paso anterior
web-next-step = Paso siguiente
web-last-step = Último paso
web-step-of = Paso { $step } de { $steps }
web-no-replay = La repetición de esta partida ya no se conserva.
web-previous-turn = Turno anterior
web-next-turn = Turno siguiente
web-previous-turn-short = ◂ Turno
web-next-turn-short = Turno ▸
web-turns-label = Ir al turno
web-show-turn = Ver
# A turn in the replay's list of turns; $player: whose turn it was
web-turn = Turno { $number }: { $player }
web-replay-start = Empieza la partida; sale { $player }.

## What a step of the replay did. $player, $victim: display names; $tile: a tile's number
said-rolled = { $player } tira { $count ->
    [one] un dado
   *[other] { $count } dados
}.
said-set-aside = { $player } aparta { $count } × { face-name } (suma { $total }).
said-no-new-face = { $player } no ha sacado nada nuevo.
said-took = { $player } se lleva la ficha { $tile } ({ $worms ->
    [one] { $worms } gusano
   *[other] { $worms } gusanos
}).
said-stole = { $player } le roba la { $tile } a { $victim }.
# $reason: bust, no-worm or no-tile; $total: the sum of the dice set aside
said-failed = { $reason ->
    [bust] { $player } no puede apartar ningún dado: el turno fracasa.
    [no-worm] { $player } no ha apartado ningún gusano: el turno fracasa.
    [no-tile] { $player } tiene { $total } y no hay ficha que llevarse: el turno fracasa.
   *[other] El turno de { $player } fracasa.
}
said-returned = { $player } devuelve la ficha { $tile } a la parrilla.
said-turned = La ficha { $tile } se pone boca abajo.
said-game-over = 🏁 La partida ha terminado.

scene-grill = Parrilla
scene-turned = { $count ->
    [one] { $count } ficha boca abajo
   *[other] { $count } fichas boca abajo
}
scene-turned-tile = una ficha boca abajo
scene-die = dado: { face-name }
scene-tile = ficha { $value } ({ $worms ->
    [one] { $worms } gusano
   *[other] { $worms } gusanos
})
scene-roll = Dados tirados por { $player }
scene-kept = Dados apartados por { $player }
scene-stack = { $player }: { $count ->
    [one] { $count } ficha
   *[other] { $count } fichas
}, { $worms ->
    [one] { $worms } gusano
   *[other] { $worms } gusanos
}
scene-pile = Montón { $number } ({ drehwurm-cards }){ $open ->
    [1] , recién girado
   *[0] {""}
}
scene-draw = Mazo: { drehwurm-cards }
scene-hand-size = { $player }: { drehwurm-cards } en la mano, { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}

cmd-heckmeck-settings-web-name = web
cmd-heckmeck-settings-web-desc = Si este servidor tiene páginas web públicas: clasificaciones, perfiles, repeticiones
opt-heckmeck-settings-web-web-name = web
opt-heckmeck-settings-web-web-desc = Activado: cualquiera con el enlace puede ver las clasificaciones, perfiles y partidas del servidor
cmd-heckmeck-settings-profile-name = perfil
cmd-heckmeck-settings-profile-desc = Si tu propio perfil web es visible (en todos los servidores)
opt-heckmeck-settings-profile-public-name = público
opt-heckmeck-settings-profile-public-desc = Desactivado: tu perfil se oculta; clasificaciones y partidas siguen mostrando tu nombre
settings-web-on = 🌐 Las páginas web de este servidor están activadas: { $url }
settings-web-on-no-address = 🌐 Las páginas web de este servidor están activadas. Quien gestiona el bot aún no les ha dado una dirección (WEB_BASE_URL), así que no se muestran enlaces.
settings-web-off = Las páginas web de este servidor están desactivadas: ya no se puede abrir ninguna.
settings-profile-set = { $public ->
    [true] 🌐 Tu perfil web se puede ver en las páginas de los servidores que las activaron.
   *[false] Tu perfil web está oculto en todos los servidores. Las clasificaciones y partidas siguen mostrando tu nombre.
}
web-link-game = Página de la partida
web-link-leaderboard = Clasificación en la web
web-link-profile = Perfil en la web
