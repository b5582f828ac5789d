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
cmd-heckmeck-leave-name = verlaten
cmd-heckmeck-leave-desc = Het spel verlaten dat je in dit kanaal speelt
opt-heckmeck-start-takeover-name = overname
opt-heckmeck-start-takeover-desc = Wie verder speelt voor wie vertrekt of te vaak een beurt mist (standaard: de server)
choice-takeover-remove = Niemand: de plaats verdwijnt
choice-takeover-easy = Een computer (makkelijk)
choice-takeover-normal = Een computer (normaal)
choice-takeover-hard = Een computer (moeilijk)
choice-takeover-expert = Een computer (expert)
cmd-heckmeck-settings-takeover-name = overname
cmd-heckmeck-settings-takeover-desc = Wie in nieuwe spellen hier standaard verder speelt voor wie vertrekt
opt-heckmeck-settings-takeover-takeover-name = overname
opt-heckmeck-settings-takeover-takeover-desc = Niemand (de plaats verdwijnt) of een computer van een niveau
settings-takeover-set = Als in nieuwe spellen hier iemand vertrekt: { $choice }.
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
cmd-drehwurm-leave-name = verlaten
cmd-drehwurm-leave-desc = Het spel verlaten dat je in dit kanaal speelt
opt-drehwurm-start-takeover-name = overname
opt-drehwurm-start-takeover-desc = Wie verder speelt voor wie vertrekt of te vaak een beurt mist (standaard: de server)
cmd-drehwurm-rules-name = regels
cmd-drehwurm-rules-desc = Zo speel je Drehwurm
cmd-drehwurm-hand-name = hand
cmd-drehwurm-hand-desc = Toon je hand (alleen jij ziet hem)
cmd-play-name = spelen
cmd-play-desc = Speel hier Heckmeck of Drehwurm: in een server, een groeps-DM of een DM met de bot
cmd-play-heckmeck-name = heckmeck
cmd-play-heckmeck-desc = Open hier een spel Heckmeck (anderen doen mee met de knop)
cmd-play-drehwurm-name = drehwurm
cmd-play-drehwurm-desc = Open hier een spel Drehwurm (anderen doen mee met de knop)
cmd-play-daily-name = dagelijks
cmd-play-daily-desc = De dagelijkse grill: de solo-uitdaging van vandaag, ook in een DM
cmd-play-puzzle-name = puzzel
cmd-play-puzzle-desc = Een Heckmeck-puzzel, ook in een DM
cmd-play-away-name = weg
cmd-play-away-desc = Een paar dagen weg: je beurten in spellen met lange beurten wachten op je
opt-play-away-days-name = dagen
opt-play-away-days-desc = Hoeveel dagen (1 tot 14; 14 dagen per maand)
cmd-play-back-name = terug
cmd-play-back-desc = Je afwezigheid eerder beëindigen: de klokken van je beurten lopen weer
cmd-play-pause-name = pauze
cmd-play-pause-desc = Het spel met lange beurten in deze chat pauzeren (de gastheer)
opt-play-pause-days-name = dagen
opt-play-pause-days-desc = Hoeveel dagen (1 tot 7)
cmd-play-leave-name = verlaten
cmd-play-leave-desc = Het spel verlaten dat je in deze chat speelt
cmd-play-remind-name = herinner
cmd-play-remind-desc = Krijg een privébericht als je aan de beurt bent in een spel
opt-play-remind-dm-name = dm
opt-play-remind-dm-desc = Aan: bij elke beurt een privébericht met een link naar het bord, overal

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
