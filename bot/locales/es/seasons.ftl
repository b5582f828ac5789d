## Temporadas: /heckmeck settings season, la clasificación de la temporada, el mensaje final

cmd-heckmeck-settings-season-name = temporada
cmd-heckmeck-settings-season-desc = Temporadas en este servidor: una clasificación que vuelve a empezar cada mes o trimestre
opt-heckmeck-settings-season-length-name = duracion
opt-heckmeck-settings-season-length-desc = Cuánto dura una temporada (calendario UTC), o desactivadas
opt-heckmeck-settings-season-role-name = rol-campeon
opt-heckmeck-settings-season-role-desc = Un rol que el bot da al campeón de cada temporada (y quita al anterior)
opt-heckmeck-settings-season-channel-name = canal
opt-heckmeck-settings-season-channel-desc = Dónde publica el bot la clasificación final de cada temporada (por defecto: este canal)
choice-season-length-off = Desactivadas
choice-season-length-monthly = Mensuales
choice-season-length-quarterly = Trimestrales
opt-leaderboard-period-name = periodo
opt-leaderboard-period-desc = Esta temporada, la anterior o desde siempre (las temporadas las activan los admins del servidor)
choice-period-season = Esta temporada
choice-period-last = Temporada anterior
choice-period-all = Desde siempre

# Con «de» o «del» delante: «la temporada de octubre de 2026», «la del 4.º trimestre de 2026».
season-name = { $length ->
    [monthly] de { $month ->
        [1] enero
        [2] febrero
        [3] marzo
        [4] abril
        [5] mayo
        [6] junio
        [7] julio
        [8] agosto
        [9] septiembre
        [10] octubre
        [11] noviembre
       *[12] diciembre
    } de { $year }
   *[quarterly] del { $quarter }.º trimestre de { $year }
}

settings-season-off = Las temporadas están desactivadas en este servidor: la clasificación cuenta todas las partidas.
settings-season-set = Temporadas activadas: { $length ->
    [monthly] cada temporada dura un mes natural
   *[quarterly] cada temporada dura un trimestre natural
} (UTC). La temporada actual es la { $season } y termina { $ends }. Su clasificación final se publicará en { $channel }. Rol de campeón: { $role ->
    [none] ninguno
   *[other] { $role }
}.
settings-season-role-warning = ⚠️ { $problem }

leaderboard-season-title = { game-name } — este servidor, temporada { $season }
season-refused-off = Las temporadas están desactivadas en este servidor. Un admin puede activarlas con /heckmeck settings season.
season-refused-no-server = Las temporadas son de un servidor: pregunta en uno.
season-refused-global = Las temporadas van por servidor: elige «este servidor» (o el periodo «desde siempre» para todos los servidores).

stats-season = Temporada { $season }: n.º { $rank } · { rating-word } { rating-value } · { $wins } { $wins ->
    [one] victoria
   *[other] victorias
} en { $games } { $games ->
    [one] partida
   *[other] partidas
}
stats-season-unranked = Temporada { $season }: aún sin puesto · { rating-word } { rating-value } · { $wins } { $wins ->
    [one] victoria
   *[other] victorias
} en { $games } { $games ->
    [one] partida
   *[other] partidas
}
stats-season-none = Temporada { $season }: aún ninguna partida puntuada.

season-final-title = 🏆 Se acabó la temporada { $season }: clasificación final
season-final-champion = 🏆 ¡{ $player } es el campeón de la temporada { $season }! ¡Enhorabuena!
season-final-nobody = Nadie terminó una partida puntuada en la temporada { $season }.
season-final-no-champion = La temporada { $season } termina sin campeón: para tener puesto hacen falta { $min } partidas puntuadas contra otras personas, y nadie jugó tantas.
season-final-role-free = El campeón de la temporada pasada deja { $role }; lo recibirá el próximo campeón.
season-final-unranked = *Sin puesto (menos de { $min } partidas puntuadas contra otras personas):*
season-final-next = Empieza la temporada { $season }: todos parten de cero (la clasificación de siempre sigue).
# Below the last game's top 3 in the final post
season-final-rest = *Los demás: /leaderboard*
season-problems-title = ⚠️ Para los admins
season-problem-no-manage-roles = No pude dar { $role }: necesito el permiso «Gestionar roles».
season-problem-role-too-high = No pude dar { $role }: está por encima de mi rol más alto. Subid mi rol por encima en los ajustes del servidor.
season-problem-no-manage-roles-take = No pude quitarle { $role } al campeón de la temporada pasada: necesito el permiso «Gestionar roles».
season-problem-role-too-high-take = No pude quitarle { $role } al campeón de la temporada pasada: está por encima de mi rol más alto. Subid mi rol por encima en los ajustes del servidor.
season-problem-role-gone = El rol de campeón elegido para las temporadas ya no existe; elegid otro con /heckmeck settings season.
season-problem-refused = Discord no me dejó cambiar quién tiene { $role }; esta vez dadlo a mano.
season-problem-channel = No pude publicar en { $channel }, así que la clasificación final va aquí.
# El pie de la clasificación final; el bot lo lee para reconocer su propio mensaje tras un reinicio.
season-final-footer = Temporada { $id } · clasificación final
season-final-row = **{ $rank }.** { $player }
