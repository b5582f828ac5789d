## 💡 Probabilidades, pistas y la revisión tras la partida (issue 14)

odds-button = Probabilidades
# $percent: 0–100, $worms: gusanos esperados (pueden ser negativos: un turno fallido devuelve una ficha)
odds-title-mine = 💡 **Tus probabilidades** — suma apartada { $total }, quedan { dice }
odds-title-other = 💡 **Probabilidades de { $name }** — suma apartada { $total }, quedan { dice }
odds-line = • { $choice }: { NUMBER($percent, maximumFractionDigits: 0) } % de acabar con ficha, { NUMBER($worms, minimumFractionDigits: 2, maximumFractionDigits: 2) } gusanos esperados
odds-line-best = ⭐ **{ $choice }**: { NUMBER($percent, maximumFractionDigits: 0) } % de acabar con ficha, { NUMBER($worms, minimumFractionDigits: 2, maximumFractionDigits: 2) } gusanos esperados
odds-choice-face = apartar { $count } × { $face }
odds-choice-roll = tirar
odds-choice-take = tomar la { $tile }
odds-choice-steal = robar la { $tile } a { $name }
odds-why-only = Solo hay una opción: { $choice }, con un { NUMBER($percent, maximumFractionDigits: 0) } % de acabar con ficha y { NUMBER($worms, minimumFractionDigits: 2, maximumFractionDigits: 2) } gusanos esperados.
odds-why = El ordenador difícil elegiría { $choice }: { NUMBER($percent, maximumFractionDigits: 0) } % de acabar con ficha, { NUMBER($worms, minimumFractionDigits: 2, maximumFractionDigits: 2) } gusanos esperados; { $other } da un { NUMBER($other_percent, maximumFractionDigits: 0) } %.
odds-why-worms = El ordenador difícil elegiría { $choice }: { NUMBER($percent, maximumFractionDigits: 0) } % de acabar con ficha, { NUMBER($worms, minimumFractionDigits: 2, maximumFractionDigits: 2) } gusanos esperados; { $other } da un { NUMBER($other_percent, maximumFractionDigits: 0) } % pero solo { NUMBER($other_worms, minimumFractionDigits: 2, maximumFractionDigits: 2) } gusanos.
odds-why-standing = El ordenador difícil elegiría { $choice } ({ NUMBER($percent, maximumFractionDigits: 0) } %, { NUMBER($worms, minimumFractionDigits: 2, maximumFractionDigits: 2) } gusanos esperados) antes que { $other } ({ NUMBER($other_percent, maximumFractionDigits: 0) } %): con la clasificación actual vale más.
odds-expert = El ordenador experto juega para ganar la partida, no por los gusanos de este turno: elegiría { $choice } ({ NUMBER($percent, maximumFractionDigits: 0) } %, { NUMBER($worms, minimumFractionDigits: 2, maximumFractionDigits: 2) } gusanos esperados).
odds-assisted-note = *Has usado una pista: esta partida queda como asistida y no puntuará.*
odds-assisted-board = 💡 Asistida: alguien usó pistas, así que esta partida no puntúa.
hints-off = Esta partida no permite pistas.
hints-on-lobby = 💡 Pistas activadas: una partida en la que alguien las usa no puntúa.

## /heckmeck start pistas, /heckmeck ajustes pistas

opt-heckmeck-start-hints-name = pistas
opt-heckmeck-start-hints-desc = Permitir el botón 💡 Probabilidades (una partida en la que se usa no puntúa)
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
review-assisted = 💡 Asistida: se usaron pistas, así que esta partida no puntuó.
review-no-humans = En esta partida no jugó ninguna persona.
review-summary = { $decisions } decisiones, { $best } de ellas la mejor opción.
    Habilidad: { NUMBER($skill, minimumFractionDigits: 2, maximumFractionDigits: 2) } gusanos regalados con las decisiones.
    Suerte: { $sign }{ NUMBER($luck, minimumFractionDigits: 2, maximumFractionDigits: 2) } gusanos por los dados (por encima o por debajo de lo esperado).
review-costly-title = Las decisiones más caras
review-costly-line = Turno { $turn }, { $position }: { $chosen } ({ NUMBER($value, minimumFractionDigits: 2, maximumFractionDigits: 2) }); mejor { $better } ({ NUMBER($best, minimumFractionDigits: 2, maximumFractionDigits: 2) })
review-position-pick = sacaste { $dice } con suma apartada { $total }
review-position-decide = suma apartada { $total }, quedan { dice }
review-position-roll = antes de tirar
review-others-title = Otras decisiones que no fueron las mejores
review-decision-line = T{ $turn }: { $chosen } ({ NUMBER($value, minimumFractionDigits: 2, maximumFractionDigits: 2) }) · mejor { $better } ({ NUMBER($best, minimumFractionDigits: 2, maximumFractionDigits: 2) })
review-more = … y { $count } más
review-all-best = Todas las decisiones fueron las mejores.
review-timeout = dejar que se acabe el tiempo
review-values-note = Los valores son los del ordenador difícil, en gusanos: tu ventaja en gusanos más un extra por tu probabilidad de ganar.
review-drehwurm-match = Ronda { $match }: montones { $piles } − { $penalty } en la mano = { $points }
review-drehwurm-no-piles = ninguno
