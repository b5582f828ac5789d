## Rechazos del desarrollo del torneo (bot/table/tournament_runner.py): no se ha cambiado nada.

tournament-refused-not-found = Ese torneo no existe.
tournament-refused-not-organiser = Solo puede hacerlo quien organiza el torneo (o un administrador, o alguien con el rol de torneos del servidor).
tournament-refused-started = El torneo ya ha empezado.
tournament-refused-over = El torneo ya ha terminado.
tournament-refused-too-few = { $signed ->
    [0] Todavía no se ha apuntado nadie; el torneo necesita al menos { $needed } personas.
    [one] Solo se ha apuntado una persona; el torneo necesita al menos { $needed }.
   *[other] Solo se han apuntado { $signed } personas; el torneo necesita al menos { $needed }.
}
tournament-refused-cannot-seat = No se puede sentar a { $signed } personas en mesas de { $size } (en una mesa nunca hay menos de 3): esperad a que se apunte más gente.
tournament-refused-joined = Ya te has apuntado.
tournament-refused-not-joined = No te has apuntado.
tournament-refused-not-player = Esa persona no juega en este torneo.
tournament-refused-dropped = Esa persona ya ha sido retirada del torneo.
tournament-refused-no-close-time = La inscripción no tiene hora de cierre; empieza el torneo cuando estéis listos.
tournament-refused-minutes = Se puede prorrogar de 1 a { $most } minutos.
tournament-refused-stop-table = Una partida de torneo solo la puede detener alguien con permiso para gestionar mensajes; quien organiza puede retirar a alguien o cancelar el torneo.

## Más tiempo para un turno (prórroga de quien organiza), a quien recibe los avisos de turno por mensaje directo
dm-turn-extended = ⏳ Tu turno en { $game } (servidor { $server }) tiene más tiempo; ahora se acaba { $when }: { $link }
