## De alleen-lezen webpagina's (bot/web): ranglijsten, profielen, spelpagina's met hun herhaling.

web-site-name = Regenwormen-bot
web-server-unnamed = Discord-server
web-language-name = Nederlands
web-language-label = Taal
web-skip = Naar de inhoud
web-footer = Alleen-lezen pagina's van de Regenwormen-bot voor Discord. Alleen weergavenamen en spelgegevens worden getoond.
web-not-found-title = Pagina niet gevonden
web-not-found-text = Hier is geen pagina. De pagina's van een server bestaan alleen als de server ze heeft aangezet met /heckmeck instellingen.

## Ranglijst
web-leaderboard-title = Ranglijst { game-name }
web-leaderboard-season-title = Ranglijst { game-name }, { $season }
web-leaderboard-description = { $count ->
    [one] De ranglijst { game-name } van deze Discord-server: { $count } speler.
   *[other] De ranglijst { game-name } van deze Discord-server: { $count } spelers.
}
web-games-label = Spel
web-sort-label = Sorteren op
web-period-label = Periode
web-sort = { $sort ->
    [wins] Overwinningen
    [win_rate] Winstpercentage
    [worms] { $unit ->
        [points] Gemiddelde punten
       *[other] Gemiddelde wormen
    }
   *[rating] { rating-heading }
}
web-board-figures = { rating-heading } { rating-value } · { $games ->
    [one] { $games } spel
   *[other] { $games } spellen
} · { $wins ->
    [one] { $wins } overwinning
   *[other] { $wins } overwinningen
} ({ $rate } %) · ⌀ { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $unit ->
    [points] punten
   *[other] wormen
}
web-board-note = Spelers met minder dan { $min } ratingspellen tegen andere mensen staan onderaan, zonder plaats. Spellen alleen tegen computerspelers tellen voor de rating, niet voor een plaats.
web-pages-label = Pagina's
web-previous = ◀ Vorige
web-next = Volgende ▶
web-page-of = Pagina { $page } van { $pages }

## Profiel
web-profile-title = { $player }
web-profile-description = { $count ->
    [one] { $player } heeft { $count } spel gespeeld op deze Discord-server.
   *[other] { $player } heeft { $count } spellen gespeeld op deze Discord-server.
}
web-profile-empty = Nog geen afgelopen spellen.
web-chart-label = { rating-heading } door de tijd in { game-name }, één punt per ratingspel
web-games = Spellen
web-wins = Overwinningen
web-win-rate = Winstpercentage
web-best = Beste resultaat
web-rating = { rating-heading }
web-against-computers = Tegen de computer
web-game = Spel
web-level = Niveau
web-ahead = Voor geëindigd
web-recent = Recente spellen
web-recent-game = Spel #{ $id }: { $count ->
    [one] { $names } won
   *[other] { $names } wonnen samen
}
web-to-leaderboard = Naar de ranglijst

## De pagina van een spel
web-game-description = { $winners ->
    [one] { $names } won
   *[other] { $names } wonnen samen
} dit spel met { $count ->
    [one] { $count } speler.
   *[other] { $count } spelers.
}
web-result = Uitslag
web-replay = Herhaling
web-replay-keys = Loop door het spel met de knoppen of de pijltjestoetsen; spring een beurt met Page Up en Page Down (Home: het begin, End: het einde).
web-first-step = Eerste stap
web-previous-step = Vorige stap
web-next-step = Volgende stap
web-last-step = Laatste stap
web-step-of = Stap { $step } van { $steps }
web-no-replay = De herhaling van dit spel wordt niet meer bewaard.
web-previous-turn = Vorige beurt
web-next-turn = Volgende beurt
web-previous-turn-short = ◂ Beurt
web-next-turn-short = Beurt ▸
web-turns-label = Ga naar beurt
web-show-turn = Toon
web-turn = Beurt { $number }: { $player }
web-replay-start = Het spel begint; { $player } begint.

## Wat een stap van de herhaling deed
said-rolled = { $player } gooit { $count ->
    [one] één dobbelsteen
   *[other] { $count } dobbelstenen
}.
said-set-aside = { $player } legt { $count } × { face-name } opzij (som { $total }).
said-no-new-face = { $player } gooide niets nieuws.
said-took = { $player } pakt tegel { $tile } ({ $worms ->
    [one] { $worms } worm
   *[other] { $worms } wormen
}).
said-stole = { $player } pakt { $tile } af van { $victim }.
said-failed = { $reason ->
    [bust] { $player } kan geen dobbelsteen opzij leggen: de beurt mislukt.
    [no-worm] { $player } heeft geen worm opzij: de beurt mislukt.
    [no-tile] { $player } heeft { $total }, geen tegel om te pakken: de beurt mislukt.
   *[other] De beurt van { $player } mislukt.
}
said-returned = { $player } legt tegel { $tile } terug op de grill.
said-turned = Tegel { $tile } wordt omgedraaid.
said-game-over = 🏁 Het spel is afgelopen.

## Wat iedereen kon zien bij een stap van de herhaling
scene-grill = Grill
scene-turned = { $count ->
    [one] { $count } tegel omgedraaid
   *[other] { $count } tegels omgedraaid
}
scene-turned-tile = een omgedraaide tegel
scene-die = dobbelsteen: { face-name }
scene-tile = tegel { $value } ({ $worms ->
    [one] { $worms } worm
   *[other] { $worms } wormen
})
scene-roll = Dobbelstenen gegooid door { $player }
scene-kept = Dobbelstenen opzij gelegd door { $player }
scene-stack = { $player }: { $count ->
    [one] { $count } tegel
   *[other] { $count } tegels
}, { $worms ->
    [one] { $worms } worm
   *[other] { $worms } wormen
}
scene-pile = Stapel { $number } ({ drehwurm-cards }){ $open ->
    [1] , open buiten de beurt
   *[0] {""}
}
scene-draw = Trekstapel: { drehwurm-cards }
scene-hand-size = { $player }: { drehwurm-cards } in hand, { $points ->
    [one] { $points } punt
   *[other] { $points } punten
}

## Vanuit Discord: de instellingen en de linkknoppen naar de pagina's
cmd-heckmeck-settings-web-name = web
cmd-heckmeck-settings-web-desc = Of deze server openbare webpagina's heeft: ranglijsten, profielen, herhalingen van spellen
opt-heckmeck-settings-web-web-name = web
opt-heckmeck-settings-web-web-desc = Aan: iedereen met de link kan de ranglijsten, profielen en spellen van deze server lezen
cmd-heckmeck-settings-profile-name = profiel
cmd-heckmeck-settings-profile-desc = Of je eigen webprofiel te zien is (op elke server)
opt-heckmeck-settings-profile-public-name = openbaar
opt-heckmeck-settings-profile-public-desc = Uit: je profielpagina is verborgen; ranglijsten en spellen tonen je naam nog wel
settings-web-on = 🌐 De webpagina's van deze server staan aan: { $url }
settings-web-on-no-address = 🌐 De webpagina's van deze server staan aan. De beheerder van de bot heeft ze nog geen adres gegeven (WEB_BASE_URL), dus er worden geen links getoond.
settings-web-off = De webpagina's van deze server staan uit: geen van de pagina's kan nog geopend worden.
settings-profile-set = { $public ->
    [true] 🌐 Je webprofiel is te zien op de pagina's van servers die ze hebben aangezet.
   *[false] Je webprofiel is op elke server verborgen. Ranglijsten en spellen tonen je naam nog wel.
}
web-link-game = Spelpagina
web-link-leaderboard = Ranglijst op het web
web-link-profile = Profiel op het web
