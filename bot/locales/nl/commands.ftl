## Slash-commando's, hun opties en keuzes (sleutelconventie: zie bot/i18n.py).
## Namen (elke *-name-sleutel): kleine letters, geen spaties, 1–32 letters, cijfers, "-" of "_";
## zonder accenten, zodat ze makkelijk te typen zijn. Beschrijvingen en keuzes: 1–100 tekens.

## /heckmeck

cmd-heckmeck-name = heckmeck
cmd-heckmeck-desc = Speel Regenwormen (Heckmeck) of Regenwormen Junior

cmd-heckmeck-start-name = start
cmd-heckmeck-start-desc = Open een nieuw spel Regenwormen in dit kanaal
opt-heckmeck-start-edition-name = editie
opt-heckmeck-start-edition-desc = Klassiek (8 dobbelstenen, tegels 21–36) of Junior (6 dobbelstenen, tegels 4–9)
opt-heckmeck-start-short_game-name = kort_spel
opt-heckmeck-start-short_game-desc = Kort spel: een teruggelegde tegel wordt ook omgedraaid
opt-heckmeck-start-free_choice-name = vrije_keuze
opt-heckmeck-start-free_choice-desc = Vrije keuze: pak elke grilltegel tot aan je som
opt-heckmeck-start-harsh_failure-name = strenge_misworp
opt-heckmeck-start-harsh_failure-desc = Strenge misworp: een mislukte beurt draait altijd de hoogste tegel om

cmd-heckmeck-status-name = status
cmd-heckmeck-status-desc = Toon het spel in dit kanaal opnieuw
cmd-heckmeck-stop-name = stoppen
cmd-heckmeck-stop-desc = Beëindig het spel in dit kanaal
cmd-heckmeck-rules-name = regels
cmd-heckmeck-rules-desc = Zo speel je Regenwormen en Regenwormen Junior

cmd-heckmeck-settings-name = instellingen
cmd-heckmeck-settings-desc = Instellingen van deze server
cmd-heckmeck-settings-language-name = taal
cmd-heckmeck-settings-language-desc = Taal van de spelborden op deze server
opt-heckmeck-settings-language-language-name = taal
opt-heckmeck-settings-language-language-desc = De taal van openbare spelberichten

## /drehwurm

cmd-drehwurm-name = drehwurm
cmd-drehwurm-desc = Speel het kaartspel Drehwurm
cmd-drehwurm-start-name = start
cmd-drehwurm-start-desc = Open een nieuw spel Drehwurm in dit kanaal
opt-drehwurm-start-variant-name = variant
opt-drehwurm-start-variant-desc = Standaard, beginners (niet buiten de beurt) of gevorderden (buiten de beurt zelfde kleur)
cmd-drehwurm-status-name = status
cmd-drehwurm-status-desc = Toon het spel in dit kanaal opnieuw
cmd-drehwurm-stop-name = stoppen
cmd-drehwurm-stop-desc = Beëindig het spel in dit kanaal
cmd-drehwurm-rules-name = regels
cmd-drehwurm-rules-desc = Zo speel je Drehwurm
cmd-drehwurm-hand-name = hand
cmd-drehwurm-hand-desc = Toon je hand (alleen jij ziet hem)

## /leaderboard en /stats

cmd-leaderboard-name = ranglijst
cmd-leaderboard-desc = Ranglijst op rating (OpenSkill, vanaf 25) uit ratingspellen; een plaats na 3 tegen anderen
opt-leaderboard-game-name = spel
opt-leaderboard-game-desc = Welk spel
opt-leaderboard-scope-name = bereik
opt-leaderboard-scope-desc = Deze server of alle servers
opt-leaderboard-sort-name = sortering
opt-leaderboard-sort-desc = Waarop de spelers gerangschikt worden

cmd-stats-name = statistieken
cmd-stats-desc = De resultaten van een speler: elk afgerond spel, en de ratingspellen apart
opt-stats-user-name = speler
opt-stats-user-desc = Wiens resultaten (standaard: de jouwe)

## Keuzes

choice-edition-classic = Klassiek
choice-edition-junior = Junior

choice-variant-standard = Standaard
choice-variant-beginners = Beginners
choice-variant-experienced = Gevorderden

choice-game-heckmeck = Regenwormen
choice-game-junior = Regenwormen Junior
choice-game-drehwurm = Drehwurm

choice-scope-server = Deze server
choice-scope-global = Alle servers

choice-sort-rating = Rating
choice-sort-wins = Overwinningen
choice-sort-win_rate = Winstpercentage
choice-sort-worms = Wormen

# Elke taal heet in elke catalogus zoals ze zichzelf noemt.
choice-language-en = English
choice-language-de = Deutsch
choice-language-es = Español
choice-language-fr = Français
choice-language-it = Italiano
choice-language-nl = Nederlands
choice-language-pl = Polski
choice-language-pt-BR = Português (Brasil)
choice-language-auto = Standaard van de server
