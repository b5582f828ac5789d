## 💡 Probabilidades, pistas y la revisión tras la partida (issue 14)

odds-button = Probabilidades
# $percent: 0–100, $worms: gusanos esperados (pueden ser negativos: un turno fallido devuelve una ficha)
odds-title-mine = 💡 **Tus probabilidades** — suma { $total } · { $count ->
    [one] queda
   *[other] quedan
} { dice }
odds-title-other = 💡 **Probabilidades de { $name }** — suma { $total } · { $count ->
    [one] queda
   *[other] quedan
} { dice }
odds-line = • { $choice }: { NUMBER($percent, maximumFractionDigits: 0) } % de probabilidad de ficha · { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } gusanos de media
odds-line-best = ⭐ **{ $choice }**: { NUMBER($percent, maximumFractionDigits: 0) } % de probabilidad de ficha · { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } gusanos de media
odds-choice-face = apartar { $count } × { $face }
odds-choice-roll = tirar
odds-choice-take = tomar la { $tile }
odds-choice-steal = robar la { $tile } a { $name }
odds-why-only = Solo hay una opción: { $choice }, con un { NUMBER($percent, maximumFractionDigits: 0) } % de probabilidad de ficha y { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } gusanos de media.
odds-why = La CPU difícil elegiría { $choice }: un { NUMBER($percent, maximumFractionDigits: 0) } % de probabilidad de ficha y { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } gusanos de media; { $other } solo da un { NUMBER($other_percent, maximumFractionDigits: 0) } %.
odds-why-worms = La CPU difícil elegiría { $choice }: un { NUMBER($percent, maximumFractionDigits: 0) } % de probabilidad de ficha y { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } gusanos de media; { $other } da un { NUMBER($other_percent, maximumFractionDigits: 0) } %, pero solo { $other_sign }{ NUMBER($other_worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } gusanos de media.
odds-why-worms-close = La CPU difícil elegiría { $choice }: un { NUMBER($percent, maximumFractionDigits: 0) } % de probabilidad de ficha y { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } gusanos de media; { $other } da un { NUMBER($other_percent, maximumFractionDigits: 0) } %, pero algo menos de gusanos.
odds-why-standing = La CPU difícil elegiría { $choice }, con un { NUMBER($percent, maximumFractionDigits: 0) } % de probabilidad de ficha y { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } gusanos de media, antes que { $other }, con un { NUMBER($other_percent, maximumFractionDigits: 0) } %: con la clasificación actual vale más.
odds-expert = La CPU experta juega para ganar la partida, no por los gusanos de este turno: elegiría { $choice }, con un { NUMBER($percent, maximumFractionDigits: 0) } % de probabilidad de ficha y { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } gusanos de media.
odds-assisted-note = *Has pedido una pista en tu propio turno: constas como asistido y esta partida no puntuará.*
odds-confirm = 💡 Ver las probabilidades en tu propio turno deja esta partida **sin puntuar para todos** en la mesa: no cambia la puntuación de nadie. ¿Mostrarlas?
odds-confirm-yes = Ver probabilidades
odds-confirm-no = Cancelar
odds-confirm-cancelled = No ha cambiado nada: la partida sigue puntuando.
odds-assisted-board = 💡 Sin puntuar: pistas de { $names }
hints-off = Esta partida no permite pistas.
hints-on-lobby = 💡 Pistas activadas: una partida en la que alguien pide las probabilidades en su propio turno no puntúa.

## /heckmeck start pistas, /heckmeck ajustes pistas

opt-heckmeck-start-hints-name = pistas
opt-heckmeck-start-hints-desc = Permitir el botón 💡 Probabilidades (si alguien lo usa en su turno, no puntúa)
cmd-heckmeck-settings-hints-name = pistas
cmd-heckmeck-settings-hints-desc = Si las partidas nuevas de este servidor permiten pistas por defecto
opt-heckmeck-settings-hints-hints-name = pistas
opt-heckmeck-settings-hints-hints-desc = Sí: las partidas nuevas muestran el botón 💡 salvo que se empiecen sin pistas
settings-hints-set = { $on ->
    [true] Las partidas nuevas de este servidor permiten pistas salvo que se empiecen sin pistas.
   *[other] Las partidas nuevas de este servidor no permiten pistas salvo que se empiecen con pistas.
}

## /heckmeck revision

cmd-heckmeck-review-name = revision
cmd-heckmeck-review-desc = Cómo fueron tus decisiones y tus dados en una partida terminada
opt-heckmeck-review-game-name = partida
opt-heckmeck-review-game-desc = El número de la partida (por defecto: tu última partida terminada)
opt-heckmeck-review-public-name = publica
opt-heckmeck-review-public-desc = Mostrar la revisión a todos en el canal
review-no-game = Aún no tienes ninguna partida terminada que revisar.
review-not-finished = Esa partida aún no ha terminado; podrás revisarla cuando acabe.
review-title = Revisión de la partida { $game }: { $name }
review-assisted = 💡 No puntuó: { $names } usó pistas en su propio turno.
review-no-humans = En esta partida no jugó ninguna persona.
review-summary = { $decisions } decisiones, { $best } de ellas la mejor opción.
    Tus decisiones te costaron { NUMBER($cost, minimumFractionDigits: 1, maximumFractionDigits: 1) } gusanos frente a la mejor jugada.
    { $luck_direction ->
        [up] Los dados te dieron { NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) } gusanos más que unos dados normales.
        [down] Los dados te dieron { NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) } gusanos menos que unos dados normales.
       *[same] Tus dados fueron más o menos normales.
    }
review-summary-other = { $decisions } decisiones, { $best } de ellas la mejor opción.
    Las decisiones de { $name } costaron { NUMBER($cost, minimumFractionDigits: 1, maximumFractionDigits: 1) } gusanos frente a la mejor jugada.
    { $luck_direction ->
        [up] Los dados de { $name } dieron { NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) } gusanos más que unos dados normales.
        [down] Los dados de { $name } dieron { NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) } gusanos menos que unos dados normales.
       *[same] Los dados de { $name } fueron más o menos normales.
    }
review-seat-line = { $name }: { $best } de { $decisions } mejores · coste { NUMBER($cost, minimumFractionDigits: 1, maximumFractionDigits: 1) } · dados { $luck_direction ->
        [up] +{ NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) }
        [down] −{ NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) }
       *[same] ±0
    }
review-pages-hint = Coste: gusanos perdidos por decisiones; dados: gusanos por encima o por debajo de unos dados normales. Un nombre abre las decisiones de ese jugador, solo para ti.
review-page-refused = Esa página de la revisión ya no existe: la partida o su registro ya no están, o ese puesto no se revisó.
review-costly-title = Las decisiones más caras
review-costly-line = Turno { $turn }, { $position }: se eligió «{ $chosen }»; «{ $better }» habría dado { NUMBER($cost, minimumFractionDigits: 1, maximumFractionDigits: 1) } gusanos más.
review-position-pick = tirada { $dice } con suma { $total }
review-position-decide = suma { $total } · { $count ->
    [one] queda
   *[other] quedan
} { dice }
review-position-roll = antes de tirar
review-others-title = Otras decisiones que no fueron las mejores
review-decision-line = Turno { $turn }: «{ $chosen }» en vez de «{ $better }», { NUMBER($cost, minimumFractionDigits: 1, maximumFractionDigits: 1) } gusanos menos
review-more = … y { $count } más
review-all-best = Todas las decisiones fueron las mejores.
review-timeout = dejar que se acabe el tiempo
review-values-note = Aquí los gusanos se cuentan como los cuenta la CPU difícil: la ventaja en gusanos más un extra por la probabilidad de ganar la partida.
review-drehwurm-match = Ronda { $match }: montones { $piles } − { $penalty } en la mano = { $points }
odds-watching-note = *Solo estás mirando: las probabilidades en el turno de otro no afectan a la puntuación.*
