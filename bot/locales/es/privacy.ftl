cmd-privacy-name = privacidad
cmd-privacy-desc = Lo que el bot guarda sobre ti: verlo, descargarlo o borrarlo
privacy-title = 🔒 **Lo que el bot guarda sobre ti**
privacy-games = { $count ->
    [one] 1 partida que jugaste (nombre, jugadas)
   *[other] { $count } partidas que jugaste (nombre, jugadas)
}
privacy-results = { $count ->
    [one] 1 resultado
   *[other] { $count } resultados
}, { $ratings ->
    [one] 1 puntuación
   *[other] { $ratings } puntuaciones
}, { $seasons ->
    [one] 1 puntuación de temporada
   *[other] { $seasons } puntuaciones de temporada
}
privacy-settings = tus propios ajustes
privacy-daily = { $count ->
    [one] 1 reto diario y tu racha
   *[other] { $count } retos diarios y tu racha
}
privacy-puzzles = { $count ->
    [one] 1 respuesta a un problema y tu puntuación de problemas
   *[other] { $count } respuestas a problemas y tu puntuación de problemas
}
privacy-tournaments = { $count ->
    [one] 1 inscripción en torneos
   *[other] { $count } inscripciones en torneos
} ({ $won } ganados, { $organised } organizados)
privacy-seasons-won = { $count ->
    [one] 1 temporada ganada como campeón
   *[other] { $count } temporadas ganadas como campeón
}
privacy-names = { $count ->
    [one] 1 nombre con el que jugaste
   *[other] { $count } nombres con los que jugaste
}
privacy-notes = { $count ->
    [one] 1 nota para la mesa (mano abierta, idioma)
   *[other] { $count } notas para la mesa (manos abiertas, idioma)
}
privacy-who-sees = Los demás ven tu nombre y tus resultados en las clasificaciones, en /history, en las repeticiones y en las páginas web de los servidores que las activaron.
privacy-choices = 📦 Exportar te lo envía todo en un archivo. 🗑️ Borrar lo elimina.
privacy-export-button = Exportar
privacy-delete-button = Borrar…
privacy-erase-button = Borrar mis datos para siempre
privacy-confirm = ⚠️ **¿Borrar todo lo tuyo?** Tus ajustes, puntuaciones, retos diarios, problemas y tu página de perfil desaparecen para siempre. En las partidas terminadas tu puesto queda como «un jugador eliminado», para que los demás conserven sus resultados. No se puede deshacer.
privacy-deleted = 🗑️ Hecho: el bot ya no guarda nada sobre ti. Tus puestos en partidas pasadas dicen «un jugador eliminado». Si vuelves a jugar, empiezas de cero.
privacy-nothing = El bot no guarda nada sobre ti: ni partidas, ni resultados, ni puntuaciones, ni ajustes.
privacy-export-ready = 📦 Todo lo que el bot guarda sobre ti, en un archivo JSON.
privacy-export-description = Tus datos en el bot de Heckmeck: partidas, resultados, puntuaciones, ajustes, retos diarios y problemas (JSON)
privacy-refused-live-game = Ahora mismo juegas { $games }. Sal de la partida o termínala primero y luego borra tus datos. No se ha borrado nada.
privacy-refused-tournament = { $count ->
    [one] Estás en un torneo que sigue en marcha. Retírate o espera a que termine. No se ha borrado nada.
   *[other] Estás en { $count } torneos que siguen en marcha. Retírate o espera a que terminen. No se ha borrado nada.
}
cmd-heckmeck-settings-ranked-name = clasificado
cmd-heckmeck-settings-ranked-desc = Si apareces en clasificaciones, publicaciones de temporada y páginas web (todos los servidores)
opt-heckmeck-settings-ranked-listed-name = visible
opt-heckmeck-settings-ranked-listed-desc = Desactivado: no apareces; tus partidas siguen contando para las puntuaciones de los demás
settings-ranked-set = { $listed ->
    [true] 🏆 Vuelves a aparecer en clasificaciones, publicaciones de temporada y páginas web.
   *[false] Ya no apareces en ninguna clasificación, publicación de temporada ni página web. Conservas tu puntuación y tus partidas siguen contando para los demás.
}
