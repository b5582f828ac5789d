## Rifiuti del gestore dei tornei: ciò che l'organizzatore o un giocatore ha chiesto non ha cambiato nulla.

tournament-refused-not-found = Questo torneo non esiste.
tournament-refused-not-organiser = Solo l'organizzatore del torneo (o un admin, o un membro con il ruolo tornei del server) può farlo.
tournament-refused-started = Il torneo è già iniziato.
tournament-refused-over = Il torneo è già finito.
tournament-refused-too-few = { $signed ->
    [0] Non si è ancora iscritto nessuno; il torneo richiede almeno { $needed } giocatori.
    [one] Si è iscritto un solo giocatore; il torneo ne richiede almeno { $needed }.
   *[other] Si sono iscritti solo { $signed } giocatori; il torneo ne richiede almeno { $needed }.
}
tournament-refused-cannot-seat = { $signed } giocatori non si possono sistemare a tavoli da { $size } (un tavolo non ha mai meno di 3 giocatori): aspetta altre iscrizioni.
tournament-refused-joined = Sei già iscritto.
tournament-refused-not-joined = Non sei iscritto.
tournament-refused-not-player = Quel membro non gioca in questo torneo.
tournament-refused-dropped = Quel giocatore è già stato ritirato.
tournament-refused-no-close-time = Le iscrizioni non hanno un orario di chiusura; avvia il torneo quando sei pronto.
tournament-refused-minutes = Prolunga da 1 a { $most } minuti.
tournament-refused-stop-table = Un tavolo del torneo può essere interrotto solo da chi può gestire i messaggi; l'organizzatore può ritirare un giocatore o annullare il torneo.

dm-turn-extended = ⏳ Il tuo turno in { $game } su { $server } ha ricevuto più tempo; ora scade { $when }: { $link }
