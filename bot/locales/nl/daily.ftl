## De Dagelijkse Grill: /heckmeck dagelijks

cmd-heckmeck-daily-name = dagelijks
cmd-heckmeck-daily-desc = De Dagelijkse Grill: de solo-uitdaging van vandaag, voor iedereen dezelfde worpen
opt-heckmeck-daily-board-name = overzicht
opt-heckmeck-daily-board-desc = Toon de tabel van deze server voor vandaag en gisteren en de langste reeksen

daily-title = 🔥 Dagelijkse Grill · { $day }
daily-intro = Vandaag voor iedereen dezelfde worpen: { $turns } beurten om zoveel mogelijk wormen te verzamelen. Een mislukte beurt legt je bovenste tegel terug en draait de hoogste grilltegel om. Eén poging per dag.
daily-turn = Beurt { $turn } van { $turns } · { $worms ->
    [one] { $worms } worm
   *[other] { $worms } wormen
}
daily-your-tiles = Je tegels
daily-none = —
daily-done = Klaar! De volgende begint <t:{ $next }:R>.
daily-score = **{ $worms ->
    [one] { $worms } worm
   *[other] { $worms } wormen
}** · { $failed ->
    [0] geen mislukte beurt
    [one] 1 mislukte beurt
   *[other] { $failed } mislukte beurten
} · hoogste tegel { $highest }
daily-score-title = Je score
daily-computer-title = De moeilijke computer met dezelfde worpen
daily-computer = { $worms ->
    [one] { $worms } worm
   *[other] { $worms } wormen
} · { $failed ->
    [0] geen mislukte beurt
    [one] 1 mislukte beurt
   *[other] { $failed } mislukte beurten
}
daily-standing-title = Waar je vandaag staat
daily-standing = Hier: { $server_rank } van { $server_players } · iedereen: { $rank } van { $players }
daily-streak-title = Reeks
daily-streak = 🔥 { $streak ->
    [one] 1 dag
   *[other] { $streak } dagen
} op rij (beste: { $best })
daily-share-button = Delen
daily-review-button = Analyse
daily-share = Dagelijkse Grill van { $name } { $day }: { $marks } · { $worms } 🪱 · 🔥 { $streak }
    Speel die van vandaag: /heckmeck { cmd-heckmeck-daily-name }
daily-share-not-done = Maak eerst je dagelijkse af: daarna kun je hem delen.
daily-no-attempt = Je hebt geen Dagelijkse Grill van die dag.
daily-review-not-done = De analyse gaat open zodra je je dagelijkse hebt afgemaakt.

## /heckmeck dagelijks overzicht:True

daily-board-title = 🔥 Dagelijkse Grill op deze server
daily-board-today = Vandaag ({ $day })
daily-board-yesterday = Gisteren ({ $day })
daily-board-streaks = Langste reeksen (iedereen)
daily-board-row = { $rank }. { $name }: { $worms } 🪱 · { $failed } 💥 · { $highest }
daily-board-streak-row = { $rank }. { $name }: { $best ->
    [one] 1 dag
   *[other] { $best } dagen
} (nu { $current })
daily-board-empty = Nog niemand heeft hem afgemaakt.
daily-board-empty-yesterday = Niemand hier heeft hem afgemaakt.

## De analyse van een afgemaakte dagelijkse

daily-review-title = Analyse van je Dagelijkse Grill · { $day }
daily-review-summary = Je keuzes kostten je { NUMBER($skill, minimumFractionDigits: 2, maximumFractionDigits: 2) } verwachte wormen; de dobbelstenen gaven je { $sign }{ NUMBER($luck, minimumFractionDigits: 2, maximumFractionDigits: 2) } wormen ten opzichte van de verwachting.
daily-review-turns = Beurt voor beurt
daily-review-turn = B{ $turn } · { $outcome } · stenen { $sign }{ NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) } · keuzes −{ NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) }
daily-outcome-took = pakte { $tile } ({ $worms } 🪱)
daily-outcome-failed = 💥 mislukt
daily-review-costly-title = Je duurste beslissing
daily-review-costly = Beurt { $turn }, { $position }: je koos “{ $chosen }”; “{ $better }” was gemiddeld { NUMBER($loss, minimumFractionDigits: 2, maximumFractionDigits: 2) } wormen meer waard.
daily-review-all-best = Elke keuze was die van de moeilijke computer.
daily-review-note = De waarden zijn die van de moeilijke computer: de wormen die een keuze gemiddeld oplevert, als hij verder speelt zoals hij speelt.

## Puzzels: /heckmeck puzzel

cmd-heckmeck-puzzle-name = puzzel
cmd-heckmeck-puzzle-desc = Wat zou jij doen? Regenwormen-puzzels: eerst die van vandaag, dan die bij je rating passen
opt-heckmeck-puzzle-number-name = nummer
opt-heckmeck-puzzle-number-desc = Open de puzzel met dit nummer
puzzle-title-daily = 🧩 Puzzel van de dag ({ $day }) · #{ $number }
puzzle-title = 🧩 Puzzel #{ $number }
puzzle-question = Een stelling uit een spel van de computerspelers van de bot. Je bent aan de beurt: wat zou jij doen?
puzzle-question-game = Een stelling uit een spel op deze bot (de spelers blijven anoniem). Je bent aan de beurt: wat zou jij doen?
puzzle-you = Jij
puzzle-them = Je tegenstander
puzzle-opponent = je tegenstander
puzzle-player = { $name }: bovenste tegel { $top } · { $worms ->
    [one] { $worms } worm
   *[other] { $worms } wormen
}
puzzle-answer = Je antwoord
puzzle-another = Nog een puzzel
puzzle-grade-best = { $mark } **Beste!** { $choice } is de sterkste keuze.
puzzle-grade-good = { $mark } **Goed**: { $choice } kost maar { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } wormen.
puzzle-grade-inaccuracy = { $mark } **Onnauwkeurig**: { $choice } kost { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } wormen.
puzzle-grade-mistake = { $mark } **Fout**: { $choice } kost { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } wormen.
puzzle-line = • { $choice }: tegel { NUMBER($percent, maximumFractionDigits: 0) } % · { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } wormen · −{ NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) }
puzzle-line-best = ⭐ **{ $choice }**: tegel { NUMBER($percent, maximumFractionDigits: 0) } % · { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } wormen
puzzle-steal-exact = Waarom: met { $choice } kom je op precies { $tile }, de bovenste tegel van je tegenstander: stop en pak hem af.
puzzle-steal-twice = Afpakken telt dubbel: { $worms } voor jou, { $worms } minder voor je tegenstander.
puzzle-negative = Onder nul: een mislukte beurt kost je { $tile } ({ $worms }).
puzzle-record-title = Je puzzels
puzzle-record = { $best } van { $answered } beste ({ NUMBER($percent, maximumFractionDigits: 0) } %) · puzzel van de dag { $streak ->
    [one] 1 dag
   *[other] { $streak } dagen
} op rij
puzzle-answered-before = Al eerder beantwoord: alleen het eerste antwoord telt.
puzzle-rating = Puzzelrating: **{ $rating }** · deze puzzel: { $puzzle }
puzzle-rating-change = Puzzelrating: **{ $rating }** ({ $sign }{ $change }) · deze puzzel: { $puzzle }
puzzle-unknown = Er is geen puzzel #{ $number }.
