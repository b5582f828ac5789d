## Ablehnungen des Turnierablaufs (bot/table/tournament_runner.py): es hat sich nichts geändert.

tournament-refused-not-found = Dieses Turnier gibt es nicht.
tournament-refused-not-organiser = Das darf nur die Turnierleitung (oder ein Admin bzw. ein Mitglied mit der Turnierrolle des Servers).
tournament-refused-started = Das Turnier hat schon begonnen.
tournament-refused-over = Das Turnier ist bereits vorbei.
tournament-refused-too-few = { $signed ->
    [0] Noch hat sich niemand angemeldet; das Turnier braucht mindestens { $needed } Personen.
    [one] Erst eine Person hat sich angemeldet; das Turnier braucht mindestens { $needed }.
   *[other] Erst { $signed } Personen haben sich angemeldet; das Turnier braucht mindestens { $needed }.
}
tournament-refused-cannot-seat = { $signed } Personen lassen sich nicht an Tische für { $size } setzen (an einem Tisch sitzen nie weniger als 3): wartet, bis sich mehr anmelden.
tournament-refused-joined = Du bist schon angemeldet.
tournament-refused-not-joined = Du bist nicht angemeldet.
tournament-refused-not-player = Diese Person spielt in diesem Turnier nicht mit.
tournament-refused-dropped = Diese Person wurde schon aus dem Turnier genommen.
tournament-refused-no-close-time = Die Anmeldung hat keinen Schluss; starte das Turnier, wenn ihr so weit seid.
tournament-refused-minutes = Verlängern lässt sich um 1 bis { $most } Minuten.
tournament-refused-stop-table = Eine Turnierpartie kann nur beenden, wer Nachrichten verwalten darf; die Turnierleitung kann jemanden herausnehmen oder das Turnier absagen.

## Mehr Zeit für einen Zug (von der Turnierleitung verlängert), an wer Zugnachrichten per Direktnachricht bekommt
dm-turn-extended = ⏳ Dein Zug in { $game } auf { $server } hat mehr Zeit bekommen; sie läuft jetzt { $when } ab: { $link }
