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
