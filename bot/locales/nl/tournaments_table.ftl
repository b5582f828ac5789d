## Weigeringen van de toernooileider: wat de organisator of een speler vroeg, veranderde niets.

tournament-refused-not-found = Dat toernooi bestaat niet.
tournament-refused-not-organiser = Alleen de organisator van het toernooi (of een beheerder, of een lid met de toernooirol van de server) kan dat doen.
tournament-refused-started = Het toernooi is al begonnen.
tournament-refused-over = Het toernooi is al afgelopen.
tournament-refused-too-few = { $signed ->
    [0] Er heeft zich nog niemand aangemeld; het toernooi heeft minstens { $needed } spelers nodig.
    [one] Er heeft zich maar één speler aangemeld; het toernooi heeft er minstens { $needed } nodig.
   *[other] Er hebben zich maar { $signed } spelers aangemeld; het toernooi heeft er minstens { $needed } nodig.
}
tournament-refused-cannot-seat = { $signed } spelers passen niet aan tafels van { $size } (een tafel heeft nooit minder dan 3): wacht tot er meer aanmelden.
tournament-refused-joined = Je bent al aangemeld.
tournament-refused-not-joined = Je bent niet aangemeld.
tournament-refused-not-player = Dat lid speelt niet mee in dit toernooi.
tournament-refused-dropped = Die speler is al verwijderd.
tournament-refused-no-close-time = De aanmelding heeft geen sluitingstijd; start het toernooi als je zover bent.
tournament-refused-minutes = Verleng met 1 tot { $most } minuten.
tournament-refused-stop-table = Een toernooitafel kan alleen gestopt worden door iemand die berichten mag beheren; de organisator kan een speler verwijderen of het toernooi annuleren.

## Een beurt met meer tijd (verlenging door de organisator), aan een speler met beurtmeldingen per privébericht
dm-turn-extended = ⏳ Je beurt in { $game } op { $server } heeft meer tijd gekregen; de tijd loopt nu af { $when }: { $link }
