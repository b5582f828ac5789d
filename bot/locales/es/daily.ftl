## La parrilla del día: /heckmeck daily

cmd-heckmeck-daily-name = diaria
cmd-heckmeck-daily-desc = La parrilla del día: el reto en solitario de hoy, con los mismos dados para todos
opt-heckmeck-daily-board-name = tabla
opt-heckmeck-daily-board-desc = Ver la tabla de este servidor de hoy y de ayer y las rachas más largas

daily-title = 🔥 Parrilla del día · { $day }
daily-intro = Hoy todos juegan con los mismos dados: { $turns } turnos para reunir tantos gusanos como puedas. Un turno fallido devuelve tu ficha de arriba y da la vuelta a la ficha más alta de la parrilla. Un intento al día.
daily-turn = Turno { $turn } de { $turns } · { $worms ->
    [one] { $worms } gusano
   *[other] { $worms } gusanos
}
daily-your-tiles = Tus fichas
daily-none = —
daily-done = ¡Hecho! La próxima empieza <t:{ $next }:R>.
daily-score = **{ $worms ->
    [one] { $worms } gusano
   *[other] { $worms } gusanos
}** · { $failed ->
    [0] ningún turno fallido
    [one] 1 turno fallido
   *[other] { $failed } turnos fallidos
} · ficha más alta { $highest }
daily-score-title = Tu resultado
daily-computer-title = La CPU difícil con los mismos dados
daily-computer = { $worms ->
    [one] { $worms } gusano
   *[other] { $worms } gusanos
} · { $failed ->
    [0] ningún turno fallido
    [one] 1 turno fallido
   *[other] { $failed } turnos fallidos
}
daily-standing-title = Tu puesto de hoy
daily-standing = Aquí: { $server_rank } de { $server_players } · todos: { $rank } de { $players }
daily-streak-title = Racha
daily-streak = 🔥 { $streak ->
    [one] 1 día seguido
   *[other] { $streak } días seguidos
} (récord: { $best })
daily-share-button = Compartir
daily-review-button = Análisis
daily-share = Parrilla del día { $day } de { $name }: { $marks } · { $worms } 🪱 · 🔥 { $streak }
    Juega la de hoy: /heckmeck { cmd-heckmeck-daily-name }
daily-share-not-done = Termina primero tu parrilla del día: después podrás compartirla.
daily-no-attempt = No tienes ninguna parrilla del día de esa fecha.
daily-review-not-done = El análisis estará disponible cuando termines tu parrilla del día.

## /heckmeck daily board:True

daily-board-title = 🔥 Parrilla del día en este servidor
daily-board-today = Hoy ({ $day })
daily-board-yesterday = Ayer ({ $day })
daily-board-streaks = Rachas más largas (todos)
daily-board-row = { $rank }. { $name }: { $worms } 🪱 · { $failed } 💥 · { $highest }
daily-board-streak-row = { $rank }. { $name }: { $best ->
    [one] 1 día
   *[other] { $best } días
} (ahora { $current })
daily-board-empty = Todavía nadie la ha terminado.
daily-board-empty-yesterday = Aquí nadie la terminó.

## El análisis de una parrilla del día terminada

daily-review-title = Análisis de tu parrilla del día · { $day }
daily-review-summary = Tus decisiones te costaron { NUMBER($skill, minimumFractionDigits: 2, maximumFractionDigits: 2) } gusanos de media; los dados te dieron { $sign }{ NUMBER($luck, minimumFractionDigits: 2, maximumFractionDigits: 2) } gusanos respecto a lo esperado.
daily-review-turns = Turno a turno
daily-review-turn = T{ $turn } · { $outcome } · dados { $sign }{ NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) } · decisiones −{ NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) }
daily-outcome-took = tomaste la { $tile } ({ $worms } 🪱)
daily-outcome-failed = 💥 fallido
daily-review-costly-title = Tu decisión más cara
daily-review-costly = Turno { $turn }, { $position }: elegiste «{ $chosen }»; «{ $better }» valía de media { NUMBER($loss, minimumFractionDigits: 2, maximumFractionDigits: 2) } gusanos más.
daily-review-all-best = Todas tus decisiones fueron las de la CPU difícil.
daily-review-note = Los valores son los de la CPU difícil: los gusanos que da una elección de media si luego se juega como él.

## Problemas: /heckmeck puzzle

cmd-heckmeck-puzzle-name = problema
cmd-heckmeck-puzzle-desc = ¿Qué harías tú? Problemas de Heckmeck: primero el del día, luego a tu nivel
opt-heckmeck-puzzle-number-name = numero
opt-heckmeck-puzzle-number-desc = Abrir el problema con este número
puzzle-title-daily = 🧩 Problema del día ({ $day }) · n.º { $number }
puzzle-title = 🧩 Problema n.º { $number }
puzzle-question = Una posición de una partida entre los jugadores automáticos del bot. Te toca a ti: ¿qué harías?
puzzle-question-game = Una posición de una partida jugada en este bot (los jugadores quedan en el anonimato). Te toca a ti: ¿qué harías?
puzzle-you = Tú
puzzle-them = Tu rival
puzzle-opponent = tu rival
puzzle-player = { $name }: ficha de arriba { $top } · { $worms ->
    [one] { $worms } gusano
   *[other] { $worms } gusanos
}
puzzle-answer = Tu respuesta
puzzle-another = Otro problema
puzzle-grade-best = { $mark } **¡La mejor!** «{ $choice }» es la elección más fuerte.
puzzle-grade-good = { $mark } **Buena**: «{ $choice }» solo cede { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } gusanos.
puzzle-grade-inaccuracy = { $mark } **Imprecisión**: «{ $choice }» cede { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } gusanos.
puzzle-grade-mistake = { $mark } **Error**: «{ $choice }» cede { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } gusanos.
puzzle-line = • { $choice }: ficha { NUMBER($percent, maximumFractionDigits: 0) } % · { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } gusanos · −{ NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) }
puzzle-line-best = ⭐ **{ $choice }**: ficha { NUMBER($percent, maximumFractionDigits: 0) } % · { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } gusanos
puzzle-steal-exact = Por qué: «{ $choice }» suma justo { $tile }, la ficha de arriba de tu rival: plántate y róbasela.
puzzle-steal-twice = Un robo cuenta doble: { $worms } para ti, { $worms } menos para tu rival.
puzzle-negative = Bajo cero: un turno fallido te quita tu { $tile } ({ $worms }).
puzzle-record-title = Tus problemas
puzzle-record = { $best } de { $answered } la mejor ({ NUMBER($percent, maximumFractionDigits: 0) } %) · problema del día { $streak ->
    [one] 1 día seguido
   *[other] { $streak } días seguidos
}
puzzle-answered-before = Ya respondido: solo cuenta la primera respuesta.
puzzle-rating = Puntuación de problemas: **{ $rating }** · este problema: { $puzzle }
puzzle-rating-change = Puntuación de problemas: **{ $rating }** ({ $sign }{ $change }) · este problema: { $puzzle }
puzzle-unknown = No hay ningún problema n.º { $number }.
