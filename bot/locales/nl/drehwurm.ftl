## Drehwurm, het kaartspel: woorden en regels.

drehwurm-colour = { $colour ->
    [yellow] geel
    [blue] blauw
    [red] rood
   *[other] { $colour }
}
drehwurm-number = { $number ->
    [1] 1/10
   *[other] { $number }
}
drehwurm-worm-card = { $colour ->
    [yellow] gele
    [blue] blauwe
    [red] rode
   *[other] { $colour }
} { drehwurm-number }
drehwurm-joker-card = joker { drehwurm-number }
drehwurm-chicken-card = { $colour ->
    [yellow] gele
    [blue] blauwe
    [red] rode
   *[other] { $colour }
} kip
drehwurm-joker = joker
drehwurm-pile = stapel
drehwurm-draw-pile = trekstapel
drehwurm-hand = je hand
drehwurm-cards = { $count ->
    [one] { $count } kaart
   *[other] { $count } kaarten
}
drehwurm-chickens = { $count ->
    [one] { $count } kip
   *[other] { $count } kippen
}
drehwurm-match = Ronde { $number } van { $total }

## Regels (het privéantwoord op /drehwurm regels; onder 2000 tekens)

rules-drehwurm-title = Drehwurm — zo speel je
rules-drehwurm =
    🎯 **Doel:** raak je kaarten kwijt en scoor de meeste punten over evenveel rondes als er spelers zijn.

    🃏 **Voorbereiding:** iedereen krijgt 2 kippen en 10 wormkaarten. In het midden liggen drie stapels, elk een gesloten kaart met een open kaart erop.

    🔄 **Je beurt** — precies één van:
    - **Speel een worm** op een stapel: zijn kleur verschilt van die van de bovenste kaart (een joker telt altijd als anders) en zijn getal ligt naast dat van de bovenste kaart (1/10 ligt naast 2 en 9). Daarna wordt de hele stapel omgedraaid.
    - **Speel een kip** op een stapel waarvan de bovenste kaart de kleur van de kip heeft, of een joker is: je eet de stapel op en houdt hem. Een nieuwe stapel komt ervoor in de plaats; na de 2e en de 4e kip komen er een 4e en een 5e stapel bij.
    - **Kun je niet spelen?** Trek een wormkaart en draai een stapel naar keuze om.

    ⚡ **Buiten de beurt:** is een stapel omgedraaid, dan mag elke andere speler er één passende worm op spelen. De snelste wint, en de stapel wordt niet opnieuw omgedraaid.

    🏁 **Einde van een ronde:** een speler heeft geen kaarten meer, elke kip is gespeeld, of de trekstapel is op als er een kaart nodig is.

    🧮 **Telling:** per opgegeten stapel 3 punten per worm in de kleur van de kip, 2 per joker, 1 per andere worm; min 1 punt voor elke kaart die je nog in je hand hebt.

    🔀 **Varianten:** beginners — niet buiten de beurt spelen; gevorderden — wormen buiten de beurt moeten dezelfde kleur hebben.

## De tafel: het openbare bord (taal van de server) en de privéhand van elke speler (hun taal)

drehwurm-board-piles = Stapels
drehwurm-board-open = ⚡ open
drehwurm-board-draw = Trekstapel: { $count ->
    [one] { $count } kaart
   *[other] { $count } kaarten
}
drehwurm-final-line = { $place }. { $name } — { $score ->
    [one] { $score } punt
   *[other] { $score } punten
}
drehwurm-button-hand = Toon mijn hand

read-dw-match = Ronde { $number } van { $total }.
read-dw-pile = Stapel { $number }: bovenop { $top }, { $count ->
    [one] { $count } kaart
   *[other] { $count } kaarten
}.
read-dw-empty-pile = Stapel { $number } is leeg.
read-dw-open = Stapel { $number } is net omgedraaid: er mag een worm buiten de beurt op.
read-dw-draw = De trekstapel heeft { $count ->
    [one] { $count } kaart
   *[other] { $count } kaarten
}.
read-dw-player = { $you ->
    [yes] Je hebt { $cards ->
        [one] { $cards } wormkaart
       *[other] { $cards } wormkaarten
    } en { $chickens ->
        [one] { $chickens } kip
       *[other] { $chickens } kippen
    } in je hand; tot nu toe { $points } punten, { $match } uit opgegeten stapels deze ronde.
   *[no] { $name } heeft { $cards ->
        [one] { $cards } wormkaart
       *[other] { $cards } wormkaarten
    } en { $chickens ->
        [one] { $chickens } kip
       *[other] { $chickens } kippen
    } in de hand; tot nu toe { $points } punten, { $match } uit opgegeten stapels deze ronde.
}
read-dw-hand = Je kaarten: { $cards }.

drehwurm-event-match-started = 🃏 Ronde { $match } begint; { $name } start.
drehwurm-event-turned = 🔄 Stapel { $pile } wordt omgedraaid: { $top } ligt boven.
drehwurm-event-cannot-play = { $name } kan niet spelen en trekt een kaart.
drehwurm-event-snapped = ⚡ { $name }: { $card } op stapel { $pile }, buiten de beurt!
drehwurm-event-match-ended = 🏁 Ronde { $match } is voorbij: { $reason ->
    [hand-empty] een speler heeft geen kaarten meer
    [chickens-played] elke kip is gespeeld
    [draw-pile-empty] de trekstapel is op
   *[other] er zijn te weinig spelers over
}.
drehwurm-event-removed = { $name } heeft drie beurten op rij gemist en verlaat het spel.
drehwurm-event-quit = { $name } heeft het spel verlaten.

drehwurm-hand-title = Je hand
drehwurm-hand-empty = Geen kaarten.
drehwurm-hand-your-turn = Je bent aan de beurt: kies een zet.
drehwurm-hand-cannot-play = Niets past: je trekt een kaart en kiest dan welke stapel je omdraait.
drehwurm-hand-wait = { $name } is aan de beurt.
drehwurm-hand-snap = ⚡ Stapel { $pile } open: wees de eerste!
drehwurm-hand-removed = Je hebt dit spel verlaten.
drehwurm-hand-over = Het spel is afgelopen.
drehwurm-hand-stopped = Het spel is gestopt.
drehwurm-hand-window = ⏳ Stapel { $pile } staat open buiten de beurt: je zetten komen vrij { $when }.
drehwurm-hand-held = ⏳ Jouw beurt: andere zetten { $when }.
drehwurm-hand-refreshed = De tafel is veranderd: hier is je hand zoals hij nu is.
drehwurm-button-refresh = Vernieuwen
drehwurm-select-play = Kies een zet…
drehwurm-not-started = Het spel is nog niet begonnen.
out-of-turn-too-late = Te laat: er is intussen al op die stapel gespeeld. Je houdt je kaart.

## Het bord en de hand, getekend voor een telefoon

drehwurm-board-pile = { $number }: { $top } ({ $count })
drehwurm-board-empty-pile = { $number }: —
drehwurm-board-players-title = Spelers · punten (deze ronde)
drehwurm-board-player-line = { $name } · { $cards }🃏 { $chickens }🐔 · { $points } (+{ $match })
drehwurm-log-played = { $name }: { $card } op stapel { $pile } → 🔄 { $top }
drehwurm-log-drew = { $name } kan niet, trekt en draait stapel { $pile } → 🔄 { $top }
drehwurm-board-turn = ▶️ { $name }
drehwurm-board-turn-until = ▶️ { $name } · ⏳ { $when }
drehwurm-log-ate = 🐔 { $name }: { $card } eet stapel { $pile } (+{ $points })
drehwurm-result-title = Ronde { $match }: stapels − kaarten over = punten → totaal
drehwurm-result-line = { $name }: { $eaten } − { $cards } = { $score } → { $total }
drehwurm-log-new-pile = ➕ Stapel { $pile } komt erbij: { $top }
drehwurm-button-worm = { $card } → stapel { $pile }
drehwurm-button-chicken = { $card } eet stapel { $pile }
drehwurm-button-snap = ⚡ { $card } → stapel { $pile }
drehwurm-button-draw = Trekken, { $pile } omdraaien

## Het einde: gelijke totalen delen de winst; de punten per ronde op de afbeelding
drehwurm-ending-shared = { $count ->
    [2] Allebei { $points } punten
   *[other] { $count } spelers met { $points } punten
}: { $names } delen de winst (Drehwurm kent geen tiebreak).
drehwurm-card-matches = rondes { $points }

## /drehwurm analyse: een afgelopen spel, speler voor speler
cmd-drehwurm-review-name = analyse
cmd-drehwurm-review-desc = Hoe een afgelopen spel Drehwurm ging voor elke speler: stapels, wormen buiten de beurt, de deling
opt-drehwurm-review-game-name = spel
opt-drehwurm-review-game-desc = Het nummer van het spel (standaard: je laatste afgelopen spel Drehwurm)
opt-drehwurm-review-public-name = openbaar
opt-drehwurm-review-public-desc = Plaats de analyse voor iedereen in het kanaal
review-drehwurm-intro = Per ronde: opgegeten stapels − kaarten over. "Binnen bereik": de grootste stapel die een van de kippen van de speler op dat moment kon eten (er een achterhouden kan lonen). "Gemist": een worm van de speler paste op de open stapel, maar iemand anders was sneller of niemand speelde hem.
review-drehwurm-snaps = ⚡ Buiten de beurt: { $won } gewonnen, { $missed } gemist
review-drehwurm-pages-hint = Een naam opent privé de rondes, stapels en wormen buiten de beurt van die speler.
review-drehwurm-player = { $place }. { $name } — { $points } punten
review-drehwurm-piles = 🐔 At { $piles ->
    [one] { $piles } stapel
   *[other] { $piles } stapels
} voor { $points } punten; binnen bereik op die momenten: { $reach }
review-drehwurm-no-pile-eaten = 🐔 At geen stapel.
review-drehwurm-luck = 🍀 Geluk bij het delen: { $jokers ->
    [one] { $jokers } joker
   *[other] { $jokers } jokers
} gekregen (tafelgemiddelde { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) }); { $draws ->
    [0] er paste altijd iets
    [one] één keer paste er niets
   *[other] { $draws } keer paste er niets
}

## /stats: de Drehwurm-regel van een speler
drehwurm-stats-line = Stapels opgegeten: { $piles_eaten } · wormen buiten de beurt: { $snaps_won } · beurten: { $turns }
