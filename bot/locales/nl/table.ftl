## De tafel: beurtoproepen, de eigen tekst van het bord, het einde, een revanche.

ping-turn = { $icon } { $name }, je bent aan de beurt in { $game }: { $link }
ping-reminder = ⏰ { $name }, je beurt in { $game } wacht; de tijd loopt af { $when }: { $link }
ping-stolen = ⚔️ { $name }, { $thief } heeft je { $tile } afgepakt!
ping-hand-hint = 🃏 Druk op **Toon mijn hand** onder het bord om te spelen.
ping-switch = 🔕 Minder oproepen: `/heckmeck instellingen mijn-pings`

board-content-turn = { $icon } { $game } · beurt van { $name }
board-content-finished = 🏁 { $game } · spel voorbij
board-content-stopped = ⏹️ { $game } · gestopt

cmd-heckmeck-settings-pings-name = pings
cmd-heckmeck-settings-pings-desc = Of de bot spelers roept als ze aan de beurt zijn (Regenwormen en Drehwurm)
opt-heckmeck-settings-pings-mode-name = modus
opt-heckmeck-settings-pings-mode-desc = Elke beurt, alleen een herinnering als een beurt half om is, of nooit
choice-pings-every = Elke beurt
choice-pings-reminder = Alleen herinnering
choice-pings-off = Uit
settings-pings-set = Beurtoproepen op deze server: { $mode ->
    [every] een bericht roept elke speler als die aan de beurt komt, en nog eens als de helft van de tijd om is.
    [reminder] een bericht roept een speler alleen als de helft van de tijd om is.
   *[off] uit; spelers worden nooit geroepen.
}

event-rolled-set-aside = { $name } gooide { $dice } en legde { $count } × { $face } opzij (som { $total }).

## Het eindbericht
ending-content = 🏁 { $game } is afgelopen! { $names }
ending-title = 🏁 { $game } — einduitslag
ending-forfeit = 🏳️ { $name } wint door opgave: alle andere spelers hebben het spel verlaten.
ending-tie-break-title = Tiebreak
ending-tie-break = { $count ->
    [2] Allebei { $score }
   *[other] { $count } spelers met { $score }
}: { $name } heeft de hoogste tegel ({ $tile }).
ending-ratings-title = { rating-heading }
ending-final-rated = { board-final } · { rating-heading }
ending-rating-line = { $direction ->
    [up] +
    [down] −
   *[same] ±
}{ NUMBER($change, minimumFractionDigits: 1, maximumFractionDigits: 1) } → { rating-word } { rating-value }
ending-rematch = Revanche

## Drehwurm: de lopende ronde en haar telling
drehwurm-board-match-title = Deze ronde ({ $match })
drehwurm-board-match-line = { $name }: { $points ->
    [one] { $points } punt
   *[other] { $points } punten
} uit { $piles ->
    [one] { $piles } opgegeten stapel
   *[other] { $piles } opgegeten stapels
}
drehwurm-breakdown-title = Ronde { $match }: zo is er geteld
drehwurm-breakdown-line = { $name }: { $piles ->
    [one] { $piles } stapel
   *[other] { $piles } stapels
} +{ $eaten }, { $cards ->
    [one] { $cards } kaart
   *[other] { $cards } kaarten
} in hand −{ $cards } → { $score } (totaal { $total })

## De ranglijst
leaderboard-own-row = ➡️ { $row } ⬅️

board-junior-legend = { $bun } telt 2, elke andere zijde 1 · geen { $worm }, geen tegel
ending-card-forfeit = wint door opgave
ending-card-date = { DATETIME($ended, dateStyle: "medium") }
ending-card-unrated = Zonder rating
card-alt-title = Eindstand van { $title }.
card-alt-place = Plaats { $place }: { $player }.
card-alt-winner = { $line } Winnaar.
card-alt-tiles = tegels { $tiles }
card-alt-more = En nog { $count ->
    [one] { $count } speler.
   *[other] { $count } spelers.
}

locale-note = ℹ️ De spelborden hier zijn in { language-name }: openbare berichten volgen de taal van de server. Iemand met Server beheren kan die wijzigen met `/heckmeck instellingen taal`; je privéantwoorden (hand, weigeringen) zijn altijd in je eigen taal.
ending-assisted = 💡 Zonder rating: { $names } gebruikte hints in de eigen beurt, dus niemands rating verandert.
ending-assisted-mark = 💡
ending-assisted-marked = 💡 Zonder rating: de spelers met 💡 gebruikten hints in de eigen beurt, dus niemands rating verandert.
cmd-heckmeck-settings-my-pings-name = mijn-pings
cmd-heckmeck-settings-my-pings-desc = Hoe de bot je roept als je aan de beurt bent, op elke server
opt-heckmeck-settings-my-pings-mode-name = modus
opt-heckmeck-settings-my-pings-mode-desc = Elke beurt, alleen een herinnering als je beurt half om is, nooit, of zoals de server het wil
choice-pings-server = Zoals deze server het instelt
settings-my-pings-set = Je beurtoproepen: { $mode ->
    [every] een bericht noemt je als je aan de beurt komt, en nog eens als de helft van je tijd om is.
    [reminder] een bericht noemt je alleen als de helft van je tijd om is.
    [off] uit; de bot noemt je nooit voor een beurt.
   *[server] zoals elke server het instelt (`/heckmeck instellingen pings`).
}
