## Woorden die alle spellen delen, en de algemene weigeringen.

game-heckmeck = Regenwormen
game-junior = Regenwormen Junior
game-drehwurm = Drehwurm
game-name = { $game ->
    [heckmeck] { game-heckmeck }
    [junior] { game-junior }
    [drehwurm] { game-drehwurm }
   *[other] { $game }
}

players = { $count ->
    [one] { $count } speler
   *[other] { $count } spelers
}
points = { $count ->
    [one] { $count } punt
   *[other] { $count } punten
}

game-numbered = { $title } #{ $number }
player-unknown = een voormalige speler
player-deleted = een gewiste speler
rating-word = rating
rating-heading = Rating
rating-value = { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) }

# Elke taal in de taal van de zin.
language-name = { $language ->
    [de] het Duits
    [es] het Spaans
    [fr] het Frans
    [it] het Italiaans
    [nl] het Nederlands
    [pl] het Pools
    [pt-BR] het Braziliaans-Portugees
   *[en] het Engels
}
settings-language-set = Openbare spelberichten op deze server zijn nu in { language-name }.
settings-language-reset = Openbare spelberichten op deze server volgen nu de taal van de server.

## Weigeringen (alleen zichtbaar voor wie klikt)

not-your-turn = Je bent niet aan de beurt.
not-a-player = Je speelt niet mee in dit spel.
stale-button = Die knop hoort bij een eerdere stap van het spel. Gebruik het nieuwste bord.
game-not-found = Dit spel bestaat niet meer.
already-in-game = Je doet al mee aan dit spel.
lobby-full = Dit spel is vol.
only-host = Alleen de speler die dit spel heeft geopend kan dat doen.
no-game-here = Er is geen spel in dit kanaal.
game-already-running = Er loopt al een spel in dit kanaal.
game-running-elsewhere = Je speelt al een spel in { $channel }. Maak het eerst af of verlaat het.
permission-needed = Je hebt geen toestemming om dat te doen.
something-went-wrong = Er ging iets mis. Probeer het opnieuw.
click-failed = Er ging iets mis en er is niets veranderd. Probeer het opnieuw.

command-unavailable = Dit commando is nu niet beschikbaar. Misschien is de bot net herstart: probeer het over een minuut opnieuw.
command-cooldown = Rustig aan: probeer het over { $seconds } s.
