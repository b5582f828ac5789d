## Negativas para los códigos IllegalAction de los motores de reglas: illegal-<código>.

illegal-unknown-edition = Esa edición no existe.
illegal-variant-classic-only = Las variantes solo existen en la edición clásica.
illegal-unknown-action = Esa acción no se conoce.
illegal-player-count = Esta partida necesita de { $min } a { $max } jugadores.
illegal-game-over = La partida ya ha terminado.
illegal-not-your-turn = No es tu turno.
illegal-cannot-roll = Ahora no puedes lanzar.
illegal-nothing-to-undo = Ahora no hay nada que deshacer.
illegal-nothing-to-pick = Primero lanza los dados.
illegal-face-not-in-roll = No hay ningún { face-name } en esta tirada.
illegal-face-already-kept = Ya apartaste { face-name } en este turno; elige otro valor.
illegal-cannot-stop = Ahora no puedes plantarte: no hay ninguna ficha que puedas tomar.
illegal-take-not-offered = La ficha { $tile } no está disponible.

## Drehwurm

illegal-unknown-variant = Esa variante no existe.
illegal-no-such-seat = Ese jugador no está en esta partida.
illegal-player-removed = Te han retirado de esta partida.
illegal-window-open = Espera un momento: el montón que se acaba de girar aún admite un gusano fuera de turno.
illegal-no-such-pile = Ese montón no existe.
illegal-card-not-in-hand = Esa carta no está en tu mano.
illegal-not-a-worm = Una gallina no se juega como un gusano: solo puede comerse un montón.
illegal-colour-must-differ = El gusano debe ser de distinto color que la carta de arriba.
illegal-colour-must-match = Fuera de turno, el gusano debe ser del mismo color que la carta de arriba.
illegal-number-not-neighbour = El número del gusano debe ser vecino del de la carta de arriba.
illegal-not-a-chicken = Esa carta no es una gallina.
illegal-chicken-colour = Una gallina solo se come un montón cuya carta de arriba sea de su color, o un comodín.
illegal-play-possible = Puedes jugar una carta, así que no puedes robar.
illegal-snaps-disabled = En la variante para principiantes no se juega fuera de turno.
illegal-pile-not-open = Ese montón no admite ahora jugadas fuera de turno.
illegal-snap-taken = Demasiado tarde: alguien ha sido más rápido. Te quedas tu carta.
illegal-own-pile = Tú mismo giraste ese montón: solo los demás pueden jugar en él fuera de turno.
