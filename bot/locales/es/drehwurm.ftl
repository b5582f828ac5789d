## Drehwurm, el juego de cartas: palabras y reglas.

drehwurm-colour = { $colour ->
    [yellow] amarillo
    [blue] azul
    [red] rojo
   *[other] { $colour }
}
drehwurm-number = { $number ->
    [1] 1/10
   *[other] { $number }
}
drehwurm-worm-card = { drehwurm-number } { $colour ->
    [yellow] amarillo
    [blue] azul
    [red] rojo
   *[other] { $colour }
}
drehwurm-joker-card = comodín { drehwurm-number }
drehwurm-chicken-card = gallina { $colour ->
    [yellow] amarilla
    [blue] azul
    [red] roja
   *[other] { $colour }
}
drehwurm-joker = comodín
drehwurm-pile = montón
drehwurm-draw-pile = mazo de robo
drehwurm-hand = tu mano
drehwurm-cards = { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}
drehwurm-chickens = { $count ->
    [one] { $count } gallina
   *[other] { $count } gallinas
}
drehwurm-match = Ronda { $number } de { $total }

## Reglas (respuesta a /drehwurm reglas; menos de 2000 caracteres)

rules-drehwurm-title = Drehwurm — cómo se juega
rules-drehwurm =
    🎯 **Objetivo:** deshacerte de tus cartas y sumar más puntos que nadie en tantas rondas como jugadores haya.

    🃏 **Preparación:** cada jugador recibe 2 gallinas y 10 cartas de gusano. En el centro hay tres montones, cada uno con una carta boca abajo y otra boca arriba encima.

    🔄 **Tu turno** — exactamente una de estas jugadas:
    - **Jugar un gusano** en un montón: de distinto color que la carta de arriba (un comodín siempre cuenta como distinto) y con un número vecino (1/10 es vecino del 2 y del 9). Después se da la vuelta a todo el montón.
    - **Jugar una gallina** en un montón cuya carta de arriba sea del color de la gallina, o un comodín: te comes el montón y te lo quedas. Un montón nuevo lo sustituye; tras la 2.ª y la 4.ª gallina se añaden un 4.º y un 5.º montón.
    - **¿No puedes jugar?** Roba una carta de gusano y da la vuelta a cualquier montón.

    ⚡ **Fuera de turno:** cuando se da la vuelta a un montón, cualquier otro jugador puede jugar en él un gusano que encaje. Gana el más rápido, y el montón no se vuelve a girar.

    🏁 **Fin de la ronda:** un jugador se queda sin cartas, se han jugado todas las gallinas, o el mazo de robo se agota cuando hace falta una carta.

    🧮 **Puntuación:** por cada montón comido, 3 puntos por gusano del color de la gallina, 2 por comodín y 1 por cualquier otro gusano; resta 1 punto por cada carta que te quede en la mano.

    🔀 **Variantes:** principiantes — sin jugadas fuera de turno; expertos — fuera de turno el gusano debe ser del mismo color.

## La mesa: el tablero público (idioma del servidor) y la mano privada de cada jugador (su idioma)

drehwurm-board-piles = Montones
drehwurm-board-open = ⚡ abierto
drehwurm-board-draw = Mazo de robo: { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}
drehwurm-final-line = { $place }. { $name } — { $score ->
    [one] { $score } punto
   *[other] { $score } puntos
}
drehwurm-button-hand = Ver mi mano

read-dw-match = Ronda { $number } de { $total }.
read-dw-pile = Montón { $number }: arriba { $top }, { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}.
read-dw-empty-pile = El montón { $number } está vacío.
read-dw-open = El montón { $number } se acaba de voltear: admite un gusano fuera de turno.
read-dw-draw = El mazo tiene { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}.
read-dw-player = { $you ->
    [yes] Tienes { $cards ->
        [one] { $cards } carta de gusano
       *[other] { $cards } cartas de gusano
    } y { $chickens ->
        [one] { $chickens } gallina
       *[other] { $chickens } gallinas
    } en la mano; { $points } puntos hasta ahora, { $match } de montones comidos en esta ronda.
   *[no] { $name } tiene { $cards ->
        [one] { $cards } carta de gusano
       *[other] { $cards } cartas de gusano
    } y { $chickens ->
        [one] { $chickens } gallina
       *[other] { $chickens } gallinas
    } en la mano; { $points } puntos hasta ahora, { $match } de montones comidos en esta ronda.
}
read-dw-hand = Tus cartas: { $cards }.

drehwurm-event-match-started = 🃏 Empieza la ronda { $match }; sale { $name }.
drehwurm-event-turned = 🔄 Se gira el montón { $pile }: arriba queda { $top }.
drehwurm-event-cannot-play = { $name } no puede jugar y roba una carta.
drehwurm-event-snapped = ⚡ { $name }: ¡{ $card } al montón { $pile }, fuera de turno!
drehwurm-event-match-ended = 🏁 Se acabó la ronda { $match }: { $reason ->
    [hand-empty] alguien se ha quedado sin cartas
    [chickens-played] se han jugado todas las gallinas
    [draw-pile-empty] se ha agotado el mazo de robo
   *[other] quedan muy pocos jugadores
}.
drehwurm-event-removed = { $name } ha perdido tres turnos seguidos y deja la partida.
drehwurm-event-quit = { $name } ha dejado la partida.

drehwurm-hand-title = Tu mano
drehwurm-hand-empty = Sin cartas.
drehwurm-hand-your-turn = Es tu turno: elige una jugada.
drehwurm-hand-cannot-play = No encaja nada: robas una carta y eliges un montón para girarlo.
drehwurm-hand-wait = Es el turno de { $name }.
drehwurm-hand-snap = ⚡ ¡Montón { $pile } girado: sé el primero!
drehwurm-hand-removed = Has dejado esta partida.
drehwurm-hand-over = La partida ha terminado.
drehwurm-hand-stopped = La partida se detuvo.
drehwurm-hand-window = ⏳ El montón { $pile } está abierto fuera de turno: puedes jugar { $when }.
drehwurm-hand-held = ⏳ Tu turno: tus otras jugadas, { $when }.
drehwurm-hand-refreshed = La mesa ha cambiado: aquí tienes tu mano tal como está ahora.
drehwurm-button-refresh = Actualizar
drehwurm-select-play = Elige una jugada…
drehwurm-not-started = La partida aún no ha empezado.
out-of-turn-too-late = Demasiado tarde: ya se ha jugado en ese montón. Te quedas tu carta.

## El tablero y la mano, pensados para el móvil: imágenes de cartas, una línea por turno en el registro.

drehwurm-board-pile = { $number }: { $top } ({ $count })
drehwurm-board-empty-pile = { $number }: —
drehwurm-board-players-title = Jugadores · puntos (esta ronda)
drehwurm-board-player-line = { $name } · { $cards }🃏 { $chickens }🐔 · { $points } (+{ $match })
drehwurm-log-played = { $name }: { $card } al montón { $pile } → 🔄 { $top }
drehwurm-log-drew = { $name } no puede jugar, roba y gira el montón { $pile } → 🔄 { $top }
drehwurm-board-turn = ▶️ { $name }
drehwurm-board-turn-until = ▶️ { $name } · ⏳ { $when }
drehwurm-log-ate = 🐔 { $name }: { $card } se come el montón { $pile } (+{ $points })
drehwurm-result-title = Ronda { $match }: montones − cartas = puntos → total
drehwurm-result-line = { $name }: { $eaten } − { $cards } = { $score } → { $total }
drehwurm-log-new-pile = ➕ Se añade el montón { $pile }: { $top }
drehwurm-button-worm = { $card } → montón { $pile }
drehwurm-button-chicken = { $card } se come el montón { $pile }
drehwurm-button-snap = ⚡ Fuera de turno { $card } → montón { $pile }
drehwurm-button-draw = Robar, girar { $pile }

## El final: los empatados comparten la victoria; los puntos por ronda en la imagen
drehwurm-ending-shared = { $count ->
    [2] Los dos con { $points } puntos
   *[other] { $count } jugadores con { $points } puntos
}: { $names } comparten la victoria (en Drehwurm no hay desempate).
drehwurm-card-matches = rondas { $points }

## /drehwurm revision: una partida terminada, jugador por jugador
cmd-drehwurm-review-name = revision
cmd-drehwurm-review-desc = Cómo le fue a cada jugador en una partida de Drehwurm: montones, gusanos fuera de turno, el reparto
opt-drehwurm-review-game-name = partida
opt-drehwurm-review-game-desc = El número de la partida (por defecto: tu última partida de Drehwurm terminada)
opt-drehwurm-review-public-name = publica
opt-drehwurm-review-public-desc = Mostrar la revisión a todos en el canal
review-drehwurm-intro = Por ronda: montones comidos − cartas en la mano. «Al alcance»: el montón más grande que una gallina del jugador podía comerse en ese momento (guardar una puede compensar). «Perdidos»: un gusano de su mano encajaba en el montón abierto, pero otro fue más rápido o nadie lo jugó.
review-drehwurm-snaps = ⚡ Fuera de turno: { $won } ganados, { $missed } perdidos
review-drehwurm-pages-hint = Un nombre abre las rondas, montones y gusanos fuera de turno de ese jugador, solo para ti.
review-drehwurm-player = { $place }. { $name } — { $points } puntos
review-drehwurm-piles = 🐔 { $piles ->
    [one] { $piles } montón comido
   *[other] { $piles } montones comidos
}, { $points } puntos; al alcance en esos momentos: { $reach }
review-drehwurm-no-pile-eaten = 🐔 Ningún montón comido.
review-drehwurm-luck = 🍀 Suerte del reparto: { $jokers ->
    [one] { $jokers } comodín
   *[other] { $jokers } comodines
} (media de la mesa { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) }); { $draws ->
    [0] siempre encajaba algo
    [one] una vez no encajaba nada
   *[other] { $draws } veces no encajaba nada
}

## /stats: la línea de Drehwurm de un jugador
drehwurm-stats-line = Montones comidos: { $piles_eaten } · gusanos fuera de turno: { $snaps_won } · turnos: { $turns }
