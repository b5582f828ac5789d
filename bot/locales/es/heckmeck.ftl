## Heckmeck y Heckmeck Junior: palabras del juego y reglas.

worms = { $count ->
    [one] { $count } gusano
   *[other] { $count } gusanos
}
tiles = { $count ->
    [one] { $count } ficha
   *[other] { $count } fichas
}
dice = { $count ->
    [one] { $count } dado
   *[other] { $count } dados
}
grill = parrilla
tile = ficha
stack = pila

## Caras de los dados. Clásica: 1–5 y el gusano; Junior: cinco delicias.

face-worm = gusano
face-cheese = queso
face-ketchup = kétchup
face-cucumber = pepino
face-bun = panecillo
face-name = { $face ->
    [worm] { face-worm }
    [cheese] { face-cheese }
    [ketchup] { face-ketchup }
    [cucumber] { face-cucumber }
    [bun] { face-bun }
   *[other] { $face }
}


## Leer la mesa: una posición de Heckmeck en frases

read-dice = { $count ->
    [one] { $count } dado con { face-name }
   *[other] { $count } dados con { face-name }
}
read-hm-player = { $you ->
    [yes] { $tiles ->
        [0] No tienes ninguna ficha
        [one] Tienes 1 ficha, arriba la { $top }
       *[other] Tienes { $tiles } fichas, arriba la { $top }
    }, { $worms ->
        [one] { $worms } gusano
       *[other] { $worms } gusanos
    }.
   *[no] { $tiles ->
        [0] { $name } no tiene ninguna ficha
        [one] { $name } tiene 1 ficha, arriba la { $top }
       *[other] { $name } tiene { $tiles } fichas, arriba la { $top }
    }, { $worms ->
        [one] { $worms } gusano
       *[other] { $worms } gusanos
    }.
}
read-hm-kept = { $you ->
    [yes] Has apartado { $dice }; suma { $total }.
   *[no] { $name } ha apartado { $dice }; suma { $total }.
}
read-hm-nothing-kept = { $you ->
    [yes] Aún no has apartado ningún dado.
   *[no] { $name } aún no ha apartado ningún dado.
}
read-hm-roll = La tirada muestra { $dice }.
read-hm-pickable = { $you ->
    [yes] Puedes apartar: { $faces }.
   *[no] { $name } puede apartar: { $faces }.
}
read-hm-dice-left = { $count ->
    [one] Queda { $count } dado por tirar.
   *[other] Quedan { $count } dados por tirar.
}
read-hm-could-take = { $you ->
    [yes] Si te plantas ahora, te llevas { $takes }.
   *[no] Si { $name } se planta ahora, se lleva { $takes }.
}
read-hm-choose-take = { $you ->
    [yes] Elige una ficha: { $takes }.
   *[no] { $name } elige una ficha: { $takes }.
}
read-hm-no-take = Quien se plante ahora no se lleva ninguna ficha.
read-hm-take = la { $tile } de la parrilla
read-hm-steal = { $you ->
    [yes] la { $tile } tuya
   *[no] la { $tile } de { $name }
}
read-hm-grill = En la parrilla quedan { $tiles }.
read-hm-grill-empty = La parrilla está vacía.
read-hm-turned = Boca abajo para siempre: { $tiles }.

## Reglas (respuesta a /heckmeck reglas; cada una de menos de 2000 caracteres)

rules-classic-title = Heckmeck — cómo se juega
rules-classic =
    🎯 **Objetivo:** conseguir más gusanos que nadie. En la parrilla hay 16 fichas de gusano, del 21 al 36, con 1 a 4 gusanos cada una (21–24: 1, 25–28: 2, 29–32: 3, 33–36: 4).

    🎲 **Tu turno**
    - Lanza todos los dados que aún no hayas apartado (8 al principio).
    - Elige un valor que aún no hayas apartado en este turno y aparta **todos** los dados con ese valor. Los números valen lo que indican; un gusano vale 5.
    - Vuelve a lanzar o plántate. Si una tirada solo muestra valores que ya apartaste, es un intento fallido.

    🍢 **Terminar el turno** exige tener al menos un gusano apartado. Entonces:
    - toma la ficha de la parrilla igual a tu suma, o
    - captura la ficha de lo alto de la pila de otro jugador si coincide exactamente con tu suma, o
    - toma la ficha más alta de la parrilla por debajo de tu suma.
    Si nada de esto es posible, es un intento fallido.

    💥 **Intento fallido:** devuelve a la parrilla la ficha de lo alto de tu pila. Después, la ficha más alta de la parrilla se pone boca abajo para siempre — salvo que la devuelta sea la más alta o que no tuvieras ficha que devolver.

    🏁 **Final:** cuando no queda ninguna ficha boca arriba en la parrilla. Gana quien tenga más gusanos; en caso de empate, decide la ficha más alta.

    🔀 **Variantes:** partida corta — la ficha devuelta vuelve boca abajo (y si no es la más alta, también se pone boca abajo la más alta); elección libre — toma cualquier ficha de la parrilla hasta tu suma; fallo duro — un intento fallido pone boca abajo la ficha más alta aunque no tuvieras ficha que devolver.
rules-junior-title = Heckmeck Junior — cómo se juega
rules-junior =
    🎯 **Objetivo:** conseguir más gusanos que nadie. En la parrilla hay 12 fichas, del 4 al 9, cada una dos veces (4–5: 1 gusano, 6–7: 2 gusanos, 8: 3 gusanos, 9: 4 gusanos).

    🎲 **Tu turno**
    - Lanza los 6 dados. Muestran cinco delicias: gusano (en dos caras), queso, kétchup, pepino y panecillo. Cada una vale 1; un panecillo vale 2.
    - Aparta todos los dados de una delicia que aún no hayas apartado; después vuelve a lanzar el resto o plántate.
    - El turno también termina cuando has apartado los 6 dados o las 5 delicias, o cuando una tirada solo muestra delicias que ya tienes.

    🍢 **Tomar una ficha** exige tener al menos un gusano apartado. Entonces:
    - toma la ficha de la parrilla igual a tu suma, o
    - quítasela de lo alto de la pila a otro jugador, o
    - toma la ficha más alta de la parrilla por debajo de tu suma.
    Si no consigues ficha, la ficha más alta de la parrilla se pone boca abajo. Nadie devuelve fichas.

    🏁 **Final:** cuando no queda ninguna ficha boca arriba en la parrilla. Gana quien tenga más gusanos; los empates se comparten.
