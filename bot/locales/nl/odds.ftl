## 💡 Kansen, hints en de analyse na het spel

odds-button = Kansen
odds-title-mine = 💡 **Je kansen** — som { $total } · nog { dice }
odds-title-other = 💡 **Kansen voor { $name }** — som { $total } · nog { dice }
odds-line = • { $choice }: { NUMBER($percent, maximumFractionDigits: 0) } % kans op een tegel · gemiddeld { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } wormen
odds-line-best = ⭐ **{ $choice }**: { NUMBER($percent, maximumFractionDigits: 0) } % kans op een tegel · gemiddeld { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } wormen
odds-choice-face = { $count } × { $face } opzij leggen
odds-choice-roll = gooien
odds-choice-take = { $tile } pakken
odds-choice-steal = { $tile } van { $name } afpakken
odds-why-only = Maar één keuze: { $choice }. Die eindigt in { NUMBER($percent, maximumFractionDigits: 0) } % van de gevallen met een tegel, met gemiddeld { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } wormen.
odds-why = De moeilijke computer zou { $choice }: een tegel in { NUMBER($percent, maximumFractionDigits: 0) } % van de gevallen, gemiddeld { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } wormen; { $other } eindigt maar in { NUMBER($other_percent, maximumFractionDigits: 0) } % van de gevallen met een tegel.
odds-why-worms = De moeilijke computer zou { $choice }: een tegel in { NUMBER($percent, maximumFractionDigits: 0) } % van de gevallen, gemiddeld { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } wormen; { $other } eindigt in { NUMBER($other_percent, maximumFractionDigits: 0) } % van de gevallen met een tegel, maar met gemiddeld maar { $other_sign }{ NUMBER($other_worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } wormen.
odds-why-worms-close = De moeilijke computer zou { $choice }: een tegel in { NUMBER($percent, maximumFractionDigits: 0) } % van de gevallen, gemiddeld { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } wormen; { $other } eindigt in { NUMBER($other_percent, maximumFractionDigits: 0) } % van de gevallen met een tegel, maar met iets minder wormen.
odds-why-standing = De moeilijke computer zou liever { $choice } dan { $other }: een tegel in { NUMBER($percent, maximumFractionDigits: 0) } % van de gevallen tegen { NUMBER($other_percent, maximumFractionDigits: 0) } %, met gemiddeld { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } wormen; bij de huidige stand is dat meer waard.
odds-expert = De expert-computer speelt om het spel te winnen, niet voor de wormen van deze beurt: hij zou { $choice }, wat in { NUMBER($percent, maximumFractionDigits: 0) } % van de gevallen eindigt met een tegel, met gemiddeld { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } wormen.
odds-assisted-note = *Je vroeg een hint in je eigen beurt: je bent gemarkeerd als geholpen, en dit spel telt niet voor de rating.*
odds-confirm = 💡 Kansen in je eigen beurt maken dit spel **zonder rating voor alle spelers** aan tafel: niemands rating verandert. Toch tonen?
odds-confirm-yes = Toon de kansen
odds-confirm-no = Annuleren
odds-confirm-cancelled = Niets veranderd: het spel telt mee voor de rating.
odds-assisted-board = 💡 Geen rating: hints van { $names }
hints-off = Dit spel staat geen hints toe.
hints-on-lobby = 💡 Hints staan aan: een spel waarin een speler de kansen opvraagt in de eigen beurt, telt niet voor de rating.

## /heckmeck start hints, /heckmeck instellingen hints

opt-heckmeck-start-hints-name = hints
opt-heckmeck-start-hints-desc = Sta de knop 💡 Kansen toe (een spel waarin iemand hem in de eigen beurt gebruikt, telt niet)
cmd-heckmeck-settings-hints-name = hints
cmd-heckmeck-settings-hints-desc = Of nieuwe spellen op deze server standaard hints toestaan
opt-heckmeck-settings-hints-hints-name = hints
opt-heckmeck-settings-hints-hints-desc = Aan: nieuwe spellen hebben de knop 💡 Kansen, tenzij gestart met hints uit
settings-hints-set = { $on ->
    [true] Nieuwe spellen op deze server staan hints toe, tenzij ze gestart worden met hints uit.
   *[other] Nieuwe spellen op deze server staan geen hints toe, tenzij ze gestart worden met hints aan.
}

## /heckmeck analyse

cmd-heckmeck-review-name = analyse
cmd-heckmeck-review-desc = Hoe je keuzes en je dobbelstenen uitpakten in een afgelopen spel
opt-heckmeck-review-game-name = spel
opt-heckmeck-review-game-desc = Het nummer van het spel (standaard: je laatste afgelopen spel)
opt-heckmeck-review-public-name = openbaar
opt-heckmeck-review-public-desc = Plaats de analyse voor iedereen in het kanaal
review-no-game = Je hebt nog geen afgelopen spel om te analyseren.
review-not-finished = Dat spel is nog niet voorbij; je kunt het analyseren als het is afgelopen.
review-title = Analyse van spel { $game }: { $name }
review-assisted = 💡 Zonder rating: { $names } gebruikte hints in de eigen beurt.
review-no-humans = In dit spel speelde geen mens mee.
review-summary = { $decisions } beslissingen, { $best } daarvan de beste.
    Je keuzes kostten je { NUMBER($cost, minimumFractionDigits: 1, maximumFractionDigits: 1) } wormen tegenover het beste spel.
    { $luck_direction ->
        [up] Je worpen gaven { NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) } wormen meer dan gemiddeld.
        [down] Je worpen gaven { NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) } wormen minder dan gemiddeld.
       *[same] Je worpen waren ongeveer gemiddeld.
    }
review-summary-other = { $decisions } beslissingen, { $best } daarvan de beste.
    De keuzes van { $name } kostten { NUMBER($cost, minimumFractionDigits: 1, maximumFractionDigits: 1) } wormen tegenover het beste spel.
    { $luck_direction ->
        [up] De worpen van { $name } gaven { NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) } wormen meer dan gemiddeld.
        [down] De worpen van { $name } gaven { NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) } wormen minder dan gemiddeld.
       *[same] De worpen van { $name } waren ongeveer gemiddeld.
    }
review-seat-line = { $name }: beste { $best } van { $decisions } · kosten { NUMBER($cost, minimumFractionDigits: 1, maximumFractionDigits: 1) } · stenen { $luck_direction ->
        [up] +{ NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) }
        [down] −{ NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) }
       *[same] ±0
    }
review-pages-hint = Kosten: wormen die beslissingen weggaven; stenen: wormen boven of onder gemiddelde worpen. Een naam opent privé de beslissingen van die speler.
review-page-refused = Die analysepagina is er niet meer: het spel of het verloop is weg, of die speler is niet geanalyseerd.
review-costly-title = Duurste beslissingen
review-costly-line = Beurt { $turn }, { $position }: koos “{ $chosen }”; “{ $better }” was { NUMBER($cost, minimumFractionDigits: 1, maximumFractionDigits: 1) } wormen meer waard.
review-position-pick = gooide { $dice } met som { $total }
review-position-decide = som { $total } · nog { dice }
review-position-roll = voor het gooien
review-others-title = Andere niet-beste beslissingen
review-decision-line = Beurt { $turn }: “{ $chosen }” i.p.v. “{ $better }”, { NUMBER($cost, minimumFractionDigits: 1, maximumFractionDigits: 1) } wormen minder
review-more = … en nog { $count }
review-all-best = Elke beslissing was de beste.
review-timeout = de tijd laten verlopen
review-values-note = Wormen tellen hier zoals de moeilijke computer ze telt: de wormvoorsprong van de speler plus een bonus voor de winkans.
review-drehwurm-match = Ronde { $match }: stapels { $piles } − { $penalty } in hand = { $points }
odds-watching-note = *Je kijkt mee: kansen die je in de beurt van een ander opvraagt, hebben geen invloed op de rating.*
