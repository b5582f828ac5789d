## Toernooien: /toernooi, het aanmeldbericht, de berichten per ronde, de stand, de winnaar

cmd-tournament-name = toernooi
cmd-tournament-desc = Regenwormen-toernooien op deze server: aanmelden, rondes aan tafels, een finale
cmd-tournament-create-name = aanmaken
cmd-tournament-create-desc = Open de aanmelding voor een toernooi in dit kanaal (beheerders en de toernooirol)
opt-tournament-create-game-name = spel
opt-tournament-create-game-desc = Welk spel er aan de tafels gespeeld wordt
opt-tournament-create-rounds-name = rondes
opt-tournament-create-rounds-desc = Hoeveel rondes voor de finale (1–4, standaard 2)
opt-tournament-create-table_size-name = tafelgrootte
opt-tournament-create-table_size-desc = Het hoogste aantal spelers aan een tafel (3–5, standaard 4)
opt-tournament-create-final_size-name = finalegrootte
opt-tournament-create-final_size-desc = Spelers aan de finaletafel: 4–6, of 0 voor geen finale (standaard 0)
opt-tournament-create-close_in-name = sluit_over
opt-tournament-create-close_in-desc = Vanzelf starten over zoveel minuten (standaard: de organisator start het)
opt-tournament-create-fill-name = aanvullen
opt-tournament-create-fill-desc = Vul onvolledige tafels aan met computerspelers van dit niveau (standaard: nooit)
opt-tournament-create-short_game-name = kort_spel
opt-tournament-create-short_game-desc = Kort spel: een teruggelegde tegel wordt ook omgedraaid
opt-tournament-create-free_choice-name = vrije_keuze
opt-tournament-create-free_choice-desc = Vrije keuze: pak elke grilltegel tot aan je som
opt-tournament-create-harsh_failure-name = strenge_misworp
opt-tournament-create-harsh_failure-desc = Strenge misworp: een mislukte beurt draait altijd de hoogste tegel om
opt-tournament-create-hints-name = hints
opt-tournament-create-hints-desc = Sta de knop 💡 Kansen toe aan de tafels (standaard: de instelling van de server)
opt-tournament-create-turn_time-name = beurttijd
opt-tournament-create-turn_time-desc = Hoeveel tijd elke speler per beurt heeft (standaard: de instelling van de server)
choice-tournament-game-heckmeck = Regenwormen (klassiek)
choice-tournament-game-junior = Regenwormen Junior
choice-tournament-fill-easy = Makkelijke computers
choice-tournament-fill-normal = Normale computers
choice-tournament-fill-hard = Moeilijke computers
choice-tournament-fill-expert = Expert-computers
cmd-tournament-start-name = start
cmd-tournament-start-desc = Sluit de aanmelding en start ronde 1 (de organisator)
opt-tournament-start-number-name = nummer
opt-tournament-start-number-desc = Het nummer van het toernooi (standaard: dat in dit kanaal)
cmd-tournament-standings-name = stand
cmd-tournament-standings-desc = De stand van het toernooi tot nu toe
opt-tournament-standings-number-name = nummer
opt-tournament-standings-number-desc = Het nummer van het toernooi (standaard: dat in dit kanaal)
cmd-tournament-drop-name = verwijderen
cmd-tournament-drop-desc = Haal een speler uit het toernooi (de organisator); de punten blijven staan
opt-tournament-drop-player-name = speler
opt-tournament-drop-player-desc = Wie het toernooi verlaat
opt-tournament-drop-number-name = nummer
opt-tournament-drop-number-desc = Het nummer van het toernooi (standaard: dat in dit kanaal)
cmd-tournament-extend-name = verlengen
cmd-tournament-extend-desc = Meer tijd: voor de aanmelding, of voor de huidige beurt aan elke tafel (de organisator)
opt-tournament-extend-minutes-name = minuten
opt-tournament-extend-minutes-desc = Hoeveel minuten meer
opt-tournament-extend-number-name = nummer
opt-tournament-extend-number-desc = Het nummer van het toernooi (standaard: dat in dit kanaal)
cmd-tournament-cancel-name = annuleren
cmd-tournament-cancel-desc = Annuleer het toernooi en stop de tafels (de organisator)
opt-tournament-cancel-number-name = nummer
opt-tournament-cancel-number-desc = Het nummer van het toernooi (standaard: dat in dit kanaal)
cmd-tournament-role-name = rol
cmd-tournament-role-desc = De rol waarvan de leden toernooien mogen organiseren (Server beheren)
opt-tournament-role-role-name = rol
opt-tournament-role-role-desc = De rol van de organisatoren (weglaten: alleen beheerders)
cmd-tournament-help-name = uitleg
cmd-tournament-help-desc = Hoe een toernooi werkt: rondes, punten, tiebreaks, de finale

tournament-title = 🏆 Toernooi #{ $number } · { $game }
tournament-format = Opzet
tournament-format-rounds = { $rounds ->
    [one] Eén ronde
   *[other] { $rounds } rondes
}, tafels van max. { $size } spelers
tournament-format-final = { $size ->
    [0] Geen finaletafel: de stand beslist
   *[other] Daarna een finaletafel met de beste { $size }
}
tournament-format-fill = Onvolledige tafels worden aangevuld met computerspelers ({ $level }); die verdienen geen punten
tournament-signup-intro = Meld je aan met **Meedoen**. Georganiseerd door { $organiser }.
tournament-signup-closed = De aanmelding is gesloten: het toernooi is bezig.
tournament-signup-finished = De aanmelding is gesloten: het toernooi is voorbij, gewonnen door { $winner }.
tournament-signup-cancelled = Dit toernooi is geannuleerd.
tournament-signup-nobody = Nog niemand.
tournament-signup-more = { $count ->
    [one] en nog één
   *[other] en nog { $count }
}
tournament-signup-players = { $count ->
    [one] Eén speler
   *[other] { $count } spelers
}
tournament-signup-start = Start
tournament-signup-closes = Vanzelf { $when } (als er genoeg spelers zijn)
tournament-signup-manual = Als { $organiser } op **Starten** drukt
tournament-button-join = Meedoen
tournament-button-leave = Afmelden
tournament-button-start = Starten

tournament-round-heading = Toernooi #{ $number } · Ronde { $round } van { $rounds }
tournament-final-heading = Toernooi #{ $number } · De finaletafel
tournament-round-content = **{ $heading }** begint: { $players }, jullie tafels staan hieronder.
tournament-round-intro = { $count ->
    [one] Eén tafel. Elke tafel is een gewoon spel in een eigen thread, met de gewone beurttijden.
   *[other] { $count } tafels. Elke tafel is een gewoon spel in een eigen thread, met de gewone beurttijden.
}
tournament-round-tables = Tafels
tournament-table-name = Ronde { $round } · Tafel { $table }
tournament-final-table-name = Finaletafel
tournament-computers = { $count ->
    [one] één computer
   *[other] { $count } computers
}
tournament-table-opening = (de thread wordt geopend)
tournament-table-welcome = **{ $table }** van { $title }: { $players }, jullie spel begint hier. Succes!
tournament-create-thread-permission = Elke tafel van een toernooi wordt gespeeld in een thread van dit kanaal, en ik mag hier geen threads openen. Ik heb nodig: { $permissions }.
tournament-thread-permission = Ik kan de threads van de tafels in dit kanaal niet openen. Ik heb nodig: { $permissions }. Ik probeer het zo opnieuw.
tournament-thread-failed = Discord heeft de thread van een tafel net niet geopend. Ik probeer het zo opnieuw.
tournament-ending-points = 🏆 Verdiende punten: { $points }
tournament-ending-earned = { $name } +{ $points }
tournament-ending-round = 🏆 Deze uitslag telt voor ronde { $round } van { $rounds } van toernooi #{ $number }. De stand volgt in { $channel } zodra elke tafel van de ronde klaar is.
tournament-ending-final = 🏆 Dit was de finaletafel van toernooi #{ $number }: de winnaar wordt bekendgemaakt in { $channel }.
tournament-signup-short = { $organiser }: de aanmelding van toernooi #{ $number } is gesloten met { $signed ->
    [one] één speler
   *[other] { $signed } spelers
}, maar er zijn er minstens { $needed } nodig. De aanmelding blijft open: druk op **Starten** als er genoeg zijn.

tournament-standings-after = Toernooi #{ $number } · Stand na ronde { $round } van { $rounds }
tournament-standings-now = Toernooi #{ $number } · { $final ->
    [true] Stand voor de finaletafel
   *[other] Stand (ronde { $round } van { $rounds } bezig)
}
tournament-standings-signup = Toernooi #{ $number } · De aanmelding is nog open: nog geen stand
tournament-standings-finished = Toernooi #{ $number } · Eindstand van de rondes
tournament-standings-cancelled = Toernooi #{ $number } (geannuleerd) · Stand
tournament-standings-page = Pagina { $page } van { $pages }
tournament-standings-previous = ◀ Hogere plaatsen
tournament-standings-next = Verdere plaatsen ▶
tournament-standings-legend = Eerst punten, dan wormen, dan de hoogste gepakte tegel.
tournament-standing-line = **{ $rank }.** { $player }: { $points } { $points ->
    [one] punt
   *[other] punten
} · { $worms } 🪱 · { $best ->
    [0] geen tegel
   *[other] hoogste tegel { $best }
}
tournament-standing-dropped = ~~{ $line }~~ (verwijderd)

tournament-winner-title = 🏆 Toernooi #{ $number } is voorbij
tournament-winner-line = { $player } wint het toernooi { $game }!
tournament-winner-content = 🏆 Gefeliciteerd { $player }, winnaar van toernooi #{ $number }!
tournament-final-order = Eindvolgorde
tournament-card-title = Winnaar · { $title }
tournament-card-points = { $points } { $points ->
    [one] punt
   *[other] punten
}
tournament-card-best = hoogste tegel { $tile }

tournament-not-allowed = Alleen beheerders (Server beheren) en leden met de toernooirol van de server kunnen een toernooi aanmaken.
tournament-not-organiser = Alleen de organisator ({ $organiser }), een beheerder of de toernooirol kan dat doen.
tournament-unknown = Er is geen toernooi #{ $number } op deze server.
tournament-none-here = Er loopt hier geen toernooi. Maak er een aan met /toernooi aanmaken.
tournament-which = Er lopen meerdere toernooien ({ $numbers }): geef het nummer op.
tournament-not-in-thread = Maak het toernooi aan in een tekstkanaal, niet in een thread: de tafels krijgen threads van dat kanaal.
tournament-started = Toernooi #{ $number } is begonnen: de tafels van ronde 1 zijn open.
tournament-dropped-signup = { $organiser } heeft { $player } van de aanmeldlijst van toernooi #{ $number } gehaald.
tournament-dropped = { $organiser } heeft { $player } uit toernooi #{ $number } gehaald. De punten blijven staan; er volgen geen tafels meer.
tournament-extended-signup = De aanmelding van toernooi #{ $number } blijft { $minutes ->
    [one] één minuut
   *[other] { $minutes } minuten
} langer open.
tournament-extended = Aan elke tafel van toernooi #{ $number } die nog speelt, krijgt de speler aan de beurt { $minutes ->
    [one] één minuut
   *[other] { $minutes } minuten
} extra.
tournament-cancelled = { $organiser } heeft toernooi #{ $number } geannuleerd. De tafels zijn gestopt.
tournament-role-set = Leden met { $role } mogen nu toernooien aanmaken en leiden.
tournament-role-cleared = Alleen beheerders (Server beheren) mogen nu toernooien aanmaken.

tournament-help-title = 🏆 Toernooien
tournament-help-intro = Gespeeld zoals de officiële Regenwormen-toernooien: voorrondes aan tafels, punten per plaats, en een finaletafel.
tournament-help-format-title = Rondes en tafels
tournament-help-format = Ronde 1 is een willekeurige loting over zo gelijk mogelijke tafels (nooit een tafel van twee). Vanaf ronde 2 worden spelers ingedeeld op hun punten tot dan toe (gelijke stand: door loting), de besten aan de eerste tafel. Elke tafel is een gewoon spel in een eigen thread. Koos de organisator een finaletafel, dan spelen de besten uit de stand die, en de uitslag ervan bepaalt de winnaar.
tournament-help-points-title = Punten per plaats
tournament-help-points = Aan een tafel van n spelers krijgt de 1e n − 1 punten, de 2e n − 2, enzovoort; de laatste krijgt 0. Spelers die gelijk eindigen, delen de punten van de plaatsen die ze innemen. Een computerplaats telt mee voor de plaatsen maar verdient niets; een verwijderde speler telt als laatste aan die tafel.
tournament-help-example-title = Voorbeeld
tournament-help-example = Een tafel van 4: Anna wint en krijgt **3** punten. Ben en Cleo eindigen gelijk als tweede: ze delen de punten van de 2e en 3e plaats, (2 + 1) ÷ 2 = **1,5** elk. Dan is laatste: **0** punten.
tournament-help-ties-title = Tiebreaks
tournament-help-ties = Gelijke punten: eerst meer wormen over al je toernooispellen, dan de hoogste tegel die je in een ervan pakte, dan een willekeurige volgorde die bij het aanmaken van het toernooi is geloot.
tournament-help-commands-title = Commando's
tournament-help-commands = /toernooi aanmaken (beheerders en de toernooirol), dan **Meedoen** op het aanmeldbericht. De organisator: /toernooi start, verwijderen, verlengen, annuleren. Iedereen: /toernooi stand.

tournament-bad-game = Toernooien kunnen dat spel niet spelen.
tournament-bad-options = Die varianten kunnen niet samen gespeeld worden.
tournament-bad-rounds = Een toernooi heeft 1 tot 4 rondes.
tournament-bad-table-size = Aan een tafel zitten 3 tot 5 spelers.
tournament-table-too-large = Zoveel spelers passen bij dat spel niet aan een tafel: kies een kleinere tafelgrootte.
tournament-bad-final-size = Aan de finaletafel zitten 4, 5 of 6 spelers, of kies 0 voor geen finale.
tournament-final-too-large = Zoveel spelers passen bij dat spel niet aan de finaletafel: kies een kleinere finale.
tournament-bad-fill-level = Er zijn geen computerspelers van dat niveau voor dit spel.

tournament-cannot-seat = { $signed } spelers passen niet aan tafels van maximaal { $size } (een tafel van twee wordt nooit geloot). Wacht op nog één speler, of laat iemand zich afmelden.
cmd-tournament-rated-name = rating
cmd-tournament-rated-desc = Of toernooispellen hier meetellen voor ratings en seizoenen (Server beheren)
opt-tournament-rated-rated-name = rating
opt-tournament-rated-rated-desc = Aan: toernooispellen tellen mee zoals elk spel (standaard); uit: nooit
tournament-rated-set = { $rated ->
    [true] Toernooispellen tellen nu mee voor ratings en seizoenen, zoals elk spel.
   *[other] Toernooispellen tellen niet meer mee voor ratings en seizoenen.
}
tournament-signup-cannot-seat = { $organiser }: de aanmelding van toernooi #{ $number } is gesloten met { $signed } spelers, die niet passen aan tafels van maximaal { $size } (een tafel van twee wordt nooit geloot). De aanmelding blijft open: druk op **Starten** zodra er nog één bij is gekomen of iemand zich heeft afgemeld.

tournament-final-content = **{ $heading }**: { $players }, jullie tafel staat hieronder.
tournament-final-intro = De besten uit de stand spelen nog één spel, in een eigen thread: de plaatsen daarin bepalen de winnaar en de volgorde van de finalisten.
tournament-winner-final-note = { $count ->
    [one] Plaats 1: de finaletafel; de rest: de rondes.
   *[other] Plaatsen 1–{ $count }: de finaletafel; de rest: de rondes.
}
tournament-card-final = finaletafel: plaats { $place }
