## De lobby en het bord van Regenwormen (openbaar: in de taal van de server), en de weigeringen
## van de sessielaag (privé: in de taal van wie klikt).

variant-short_game = kort spel
variant-free_choice = vrije keuze
variant-harsh_failure = strenge misworp
title-with-variants = { $game } ({ $variants })
computer-name = 🤖 Computer { $number } ({ $difficulty ->
    [easy] makkelijk
    [hard] moeilijk
    [expert] expert
   *[normal] normaal
})
computer-name-short = 🤖 Computer { $number }
difficulty-easy = Makkelijk
difficulty-normal = Normaal
difficulty-hard = Moeilijk

lobby-intro = { $host } heeft een spel geopend. Doe mee met de knop hieronder; { $min }–{ $max } spelers. De gastheer start het.
lobby-players = Spelers ({ $count }/{ $max })
lobby-expires = De lobby sluit
lobby-cancelled = De gastheer heeft dit spel geannuleerd.
lobby-expired = Niemand heeft dit spel op tijd gestart; de lobby is gesloten.
lobby-button-join = Meedoen
lobby-button-leave = Verlaten
lobby-button-start = Starten
lobby-button-cancel = Annuleren
lobby-add-computer = Computerspeler toevoegen…

board-players = Spelers
board-player = { $name }{ $top } · { $worms } 🪱
board-removed = (heeft het spel verlaten)
read-button = Tafel voorlezen
read-turn = { $you ->
    [yes] Jij bent aan de beurt.
   *[no] { $name } is aan de beurt.
}
read-left = { $you ->
    [yes] Je hebt het spel verlaten.
   *[no] { $name } heeft het spel verlaten.
}
read-over = Het spel is voorbij.
read-winner = { $you ->
    [yes] Jij wint.
   *[no] { $name } wint.
}
seat-taken-over = { $name } (computer sinds beurt { $turn })
board-last = Wat er gebeurde
board-turn-title = Beurt
board-turn = Beurt van { $name }.
board-turn-short = { $name } · ⏳ { $when }
board-deadline = De tijd loopt af { $when }.
board-set-aside = { $dice } (som { $total })
board-final = Eindstand
board-final-line = { $place }. { $name } — { $score ->
    [one] { $score } worm
   *[other] { $score } wormen
}
board-winners = { $count ->
    [one] 🏆 Winnaar: { $names }
   *[other] 🏆 Winnaars: { $names }
}
board-abandoned = Dit spel is gestopt en telt niet mee.

event-timed-out = ⏰ De tijd van { $name } is om.
event-removed = { $name } heeft drie beurten op rij gemist en verlaat het spel (met behoud van de tegels).
event-stopped = { $name } heeft het spel gestopt.
event-quit = { $name } heeft het spel verlaten (met behoud van de tegels).
event-taken-over = { $reason ->
    [missed] { $name } heeft drie beurten op rij gemist: een computer speelt verder.
   *[left] { $name } heeft het spel verlaten: een computer speelt verder.
}

button-roll = Gooien
button-stop = Stoppen
button-undo = Terug
button-take = { $tile } pakken
button-steal = { $tile } van { $name } afpakken
select-take = Stoppen en pakken…

stop-confirm = Dit spel echt beëindigen? Het wordt vastgelegd als afgebroken.
stop-confirm-button = Spel beëindigen
stop-done = Het spel is gestopt.
leave-confirm = Dit spel echt verlaten? { $fate }
leave-seat-removed = Je plaats verdwijnt, zoals na gemiste beurten: de anderen spelen verder. Verlaten telt als verlies.
leave-seat-computer = Een computer ({ $difficulty ->
    [easy] makkelijk
    [hard] moeilijk
    [expert] expert
   *[normal] normaal
}) speelt verder op je plaats. Verlaten telt als verlies, wat de computer er ook van maakt.
leave-confirm-button = Spel verlaten
leave-button = Verlaten
leave-done = Je hebt het spel verlaten.
leave-not-seated = Je speelt (niet meer) mee in dit spel.

## Weigeringen van de sessielaag

game-running-here = Er loopt al een spel in dit kanaal: { $link }
guild-only = Dit werkt alleen in een kanaal van een server.
play-private-here = Deze server houdt de antwoorden van apps die hij niet heeft toegevoegd privé, dus alleen jij zou de tafel zien. Vraag een beheerder de bot aan de server toe te voegen of externe apps toe te staan.
lobby-closed = Deze lobby is gesloten.
already-joined = Je doet al mee aan dit spel.
not-in-lobby = Je zit niet in deze lobby.
host-cannot-leave = De gastheer kan niet weggaan; annuleer dan het spel.
unknown-difficulty = Onbekend niveau.
too-few-players = Er zijn minstens { $min } spelers nodig om te starten.
game-not-running = Dit spel loopt niet meer.
stop-not-allowed = Alleen de gastheer of iemand die berichten mag beheren kan dit spel stoppen.

## Opties van de cogs

opt-heckmeck-rules-edition-name = editie
opt-heckmeck-rules-edition-desc = De regels van welke editie

## Het verloop op het bord: één regel per beurt, in plaatjes
log-turn = { $name }: { $dice } { $outcome }
log-turn-short = { $name }: { $outcome }
log-bust-short = 💥
log-no-new-face-short = → niets nieuws
log-returned-short = ↩️ { $tile }
log-returned-highest-short = ↩️ { $tile } (hoogste: geen draai)
log-took = → { $tile }
log-stole = → pakt { $tile } af van { $victim }!
log-bust = → { $dice } 💥
log-no-worm = 💥 geen worm
log-no-tile = 💥 som { $total }: geen tegel
log-no-new-face = → { $dice }, niets nieuws
log-timed-out = ⏰ tijd om
log-returned = ↩️ { $tile } terug
log-turned = · { $tile } omgedraaid
log-returned-highest = ↩️ { $tile } terug (hoogste: geen draai)

# De borden van de dagelijkse uitdaging en de puzzels, met hun koppen
board-grill = Grill
board-kept = Opzij gelegd (som { $total })
board-roll = Worp
