# Klokken die stilstaan: de afwezigheid van een speler, de pauze van de gastheer.

cmd-heckmeck-away-name = weg
cmd-heckmeck-away-desc = Een paar dagen weg: je beurten in spellen met lange beurten wachten op je
opt-heckmeck-away-days-name = dagen
opt-heckmeck-away-days-desc = Hoeveel dagen (1 tot 14; 14 dagen per maand)
cmd-heckmeck-back-name = terug
cmd-heckmeck-back-desc = Je afwezigheid eerder beëindigen: de klokken van je beurten lopen weer
cmd-heckmeck-pause-name = pauze
cmd-heckmeck-pause-desc = Het spel met lange beurten in dit kanaal pauzeren (de gastheer)
opt-heckmeck-pause-days-name = dagen
opt-heckmeck-pause-days-desc = Hoeveel dagen (1 tot 7)

away-on = 🏖️ Je bent weg tot { $date } ({ $when }). In spellen met beurten van een uur of langer wachten je beurten op je. { $left ->
    [one] Nog 1 afwezigheidsdag deze maand.
   *[other] Nog { $left } afwezigheidsdagen deze maand.
} Eerder terug: /heckmeck terug
away-off = 👋 Welkom terug: de klokken van je beurten lopen weer met de tijd die ze nog hadden. { $left ->
    [one] Nog 1 afwezigheidsdag deze maand.
   *[other] Nog { $left } afwezigheidsdagen deze maand.
}
away-days-invalid = Een afwezigheid duurt 1 tot { $most } dagen. Er is niets veranderd.
away-too-many = { $left ->
    [one] Je hebt deze maand nog maar 1 afwezigheidsdag.
   *[other] Je hebt deze maand nog maar { $left } afwezigheidsdagen.
} Er is niets veranderd.
away-none-left = Je hebt alle { $most } afwezigheidsdagen van deze maand gebruikt. Er is niets veranderd.
away-already = Je bent al weg, tot { $when }. Beëindig dat eerst met /heckmeck terug.
away-not-away = Je bent niet weg. Er is niets veranderd.

pause-on = ⏸️ Het spel is gepauzeerd tot { $when }: alle klokken staan stil. ▶️ Verder op het bord beëindigt de pauze.
pause-not-host = Alleen de gastheer kan dit spel pauzeren of hervatten.
pause-days-invalid = Een pauze duurt 1 tot { $most } dagen. Er is niets veranderd.
pause-short-turns = Alleen spellen met beurten van een uur of langer kunnen worden gepauzeerd.
pause-tournament = Een toernooitafel kan niet worden gepauzeerd; de organisator kan een beurt meer tijd geven.
pause-none = Dit spel is niet gepauzeerd.

board-paused = ⏸️ Gepauzeerd tot { $when }
board-away = 🏖️ { $name } weg tot { $when }
board-resume = Verder
