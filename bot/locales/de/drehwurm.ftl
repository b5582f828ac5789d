## Drehwurm, das Kartenspiel: Begriffe und Regeln.

drehwurm-colour = { $colour ->
    [yellow] gelb
    [blue] blau
    [red] rot
   *[other] { $colour }
}
drehwurm-number = { $number ->
    [1] 1/10
   *[other] { $number }
}
drehwurm-worm-card = { $colour ->
    [yellow] gelbe
    [blue] blaue
    [red] rote
   *[other] { $colour }
} { drehwurm-number }
drehwurm-joker-card = Joker { drehwurm-number }
drehwurm-chicken-card = { $colour ->
    [yellow] gelbes
    [blue] blaues
    [red] rotes
   *[other] { $colour }
} Huhn
drehwurm-joker = Joker
drehwurm-pile = Stapel
drehwurm-draw-pile = Nachziehstapel
drehwurm-hand = deine Handkarten
drehwurm-cards = { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}
drehwurm-chickens = { $count ->
    [one] { $count } Huhn
   *[other] { $count } Hühner
}
drehwurm-match = Runde { $number } von { $total }

## Regeln (Antwort auf /drehwurm regeln; unter 2000 Zeichen)

rules-drehwurm-title = Drehwurm — so wird gespielt
rules-drehwurm =
    🎯 **Ziel:** deine Karten loswerden und über so viele Runden, wie Spieler mitspielen, die meisten Punkte sammeln.

    🃏 **Vorbereitung:** jeder bekommt 2 Hühner und 10 Wurmkarten. In der Mitte liegen drei Stapel, je eine Karte verdeckt und eine offen darauf.

    🔄 **Dein Zug** — genau eines davon:
    - **Wurm spielen** auf einen Stapel: andere Farbe als die oberste Karte (ein Joker gilt immer als andere Farbe) und eine Nachbarzahl (1/10 ist Nachbar von 2 und 9). Danach wird der ganze Stapel umgedreht.
    - **Huhn spielen** auf einen Stapel, dessen oberste Karte die Farbe des Huhns hat oder ein Joker ist: du frisst den Stapel und behältst ihn. Ein neuer Stapel ersetzt ihn; nach dem 2. und dem 4. Huhn kommt ein 4. und ein 5. Stapel dazu.
    - **Kannst du nicht spielen?** Ziehe eine Wurmkarte und drehe einen beliebigen Stapel um.

    ⚡ **Außer der Reihe:** wurde ein Stapel umgedreht, darf jeder andere einen passenden Wurm darauf legen. Der Schnellste gewinnt, und der Stapel wird nicht noch einmal umgedreht.

    🏁 **Rundenende:** jemand hat keine Karten mehr, alle Hühner sind gespielt, oder der Nachziehstapel ist leer, wenn eine Karte gebraucht wird.

    🧮 **Wertung:** je gefressenem Stapel 3 Punkte pro Wurm in der Farbe des Huhns, 2 pro Joker, 1 pro anderem Wurm; minus 1 Punkt für jede Karte, die du noch auf der Hand hast.

    🔀 **Varianten:** Einsteiger — nicht außer der Reihe spielen; Profis — außer der Reihe muss der Wurm die gleiche Farbe haben.

## Der Tisch: das öffentliche Spielbrett (Sprache des Servers) und die eigenen Handkarten (eigene Sprache)

drehwurm-board-piles = Stapel
drehwurm-board-open = ⚡ offen
drehwurm-board-draw = Nachziehstapel: { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}
drehwurm-final-line = { $place }. { $name } — { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
}
drehwurm-button-hand = Meine Karten zeigen

read-dw-match = Runde { $number } von { $total }.
read-dw-pile = Stapel { $number }: oben { $top }, { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}.
read-dw-empty-pile = Stapel { $number } ist leer.
read-dw-open = Stapel { $number } wurde gerade umgedreht: Ein Wurm darf außer der Reihe darauf.
read-dw-draw = Der Nachziehstapel hat { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}.
read-dw-player = { $you ->
    [yes] Du hast { $cards ->
        [one] { $cards } Wurmkarte
       *[other] { $cards } Wurmkarten
    } und { $chickens ->
        [one] { $chickens } Huhn
       *[other] { $chickens } Hühner
    } auf der Hand; bisher { $points } Punkte, { $match } aus gefressenen Stapeln dieser Runde.
   *[no] { $name } hat { $cards ->
        [one] { $cards } Wurmkarte
       *[other] { $cards } Wurmkarten
    } und { $chickens ->
        [one] { $chickens } Huhn
       *[other] { $chickens } Hühner
    } auf der Hand; bisher { $points } Punkte, { $match } aus gefressenen Stapeln dieser Runde.
}
read-dw-hand = Deine Karten: { $cards }.

drehwurm-event-match-started = 🃏 Runde { $match } beginnt; { $name } fängt an.
drehwurm-event-turned = 🔄 Stapel { $pile } wird umgedreht: oben liegt { $top }.
drehwurm-event-cannot-play = { $name } kann nicht legen und zieht eine Karte.
drehwurm-event-snapped = ⚡ { $name }: { $card } auf Stapel { $pile }, außer der Reihe!
drehwurm-event-match-ended = 🏁 Runde { $match } ist vorbei: { $reason ->
    [hand-empty] jemand hat keine Karten mehr
    [chickens-played] alle Hühner sind gespielt
    [draw-pile-empty] der Nachziehstapel ist aufgebraucht
   *[other] es sind zu wenige Spieler übrig
}.
drehwurm-event-removed = { $name } hat dreimal hintereinander den Zug verpasst und verlässt das Spiel.
drehwurm-event-quit = { $name } hat das Spiel verlassen.

drehwurm-hand-title = Deine Handkarten
drehwurm-hand-empty = Keine Karten.
drehwurm-hand-your-turn = Du bist am Zug: wähle, was du legst.
drehwurm-hand-cannot-play = Nichts passt: du ziehst eine Karte und wählst einen Stapel zum Umdrehen.
drehwurm-hand-wait = { $name } ist am Zug.
drehwurm-hand-snap = ⚡ Stapel { $pile } umgedreht: sei Erster!
drehwurm-hand-removed = Du hast dieses Spiel verlassen.
drehwurm-hand-over = Das Spiel ist vorbei.
drehwurm-hand-stopped = Das Spiel wurde abgebrochen.
drehwurm-hand-window = ⏳ Stapel { $pile } ist außer der Reihe offen: du kannst { $when } legen.
drehwurm-hand-held = ⏳ Dein Zug: übrige Karten { $when }.
drehwurm-hand-refreshed = Am Tisch hat sich etwas geändert: hier sind deine Karten, wie sie jetzt sind.
drehwurm-button-refresh = Aktualisieren
drehwurm-select-play = Wähle einen Zug…
drehwurm-not-started = Das Spiel hat noch nicht begonnen.
out-of-turn-too-late = Zu spät: auf diesen Stapel wurde inzwischen gespielt. Du behältst deine Karte.

## Spielbrett und Handkarten fürs Handy: Kartenbilder, eine Zeile pro Zug im Verlauf.

drehwurm-board-pile = { $number }: { $top } ({ $count })
drehwurm-board-empty-pile = { $number }: —
drehwurm-board-players-title = Spieler · Punkte (diese Runde)
drehwurm-board-player-line = { $name } · { $cards }🃏 { $chickens }🐔 · { $points } (+{ $match })
drehwurm-log-played = { $name }: { $card } auf Stapel { $pile } → 🔄 { $top }
drehwurm-log-drew = { $name } kann nicht legen, zieht und dreht Stapel { $pile } → 🔄 { $top }
drehwurm-board-turn = ▶️ { $name }
drehwurm-board-turn-until = ▶️ { $name } · ⏳ { $when }
drehwurm-log-ate = 🐔 { $name }: { $card } frisst Stapel { $pile } (+{ $points })
drehwurm-result-title = Runde { $match }: Stapel − Handkarten = Punkte → Summe
drehwurm-result-line = { $name }: { $eaten } − { $cards } = { $score } → { $total }
drehwurm-log-new-pile = ➕ Stapel { $pile } kommt dazu: { $top }
drehwurm-button-worm = { $card } → Stapel { $pile }
drehwurm-button-chicken = { $card } frisst Stapel { $pile }
drehwurm-button-snap = ⚡ { $card } → Stapel { $pile }
drehwurm-button-draw = Ziehen, { $pile } umdrehen

## Das Ende: gleiche Summen teilen sich den Sieg; die Punkte pro Runde auf dem Bild
drehwurm-ending-shared = { $count ->
    [2] Beide mit { $points } Punkten
   *[other] { $count } Spieler mit { $points } Punkten
}: { $names } teilen sich den Sieg (bei Drehwurm gibt es keinen Stichentscheid).
drehwurm-card-matches = Runden { $points }

## /drehwurm auswertung: eine beendete Partie, Spieler für Spieler
cmd-drehwurm-review-name = auswertung
cmd-drehwurm-review-desc = Wie eine beendete Drehwurm-Partie für jeden lief: Stapel, Würmer außer der Reihe, das Blatt
opt-drehwurm-review-game-name = partie
opt-drehwurm-review-game-desc = Die Nummer der Partie (sonst deine letzte beendete Drehwurm-Partie)
opt-drehwurm-review-public-name = oeffentlich
opt-drehwurm-review-public-desc = Die Auswertung für alle im Kanal zeigen
review-drehwurm-intro = Pro Runde: gefressene Stapel − Karten auf der Hand. „In Reichweite“: der größte Stapel, den ein Huhn des Spielers in dem Moment fressen konnte (ein Huhn aufzuheben kann sich lohnen). „Verpasst“: ein Wurm aus der Hand passte auf den offenen Stapel, aber jemand war schneller oder keiner hat ihn gelegt.
review-drehwurm-snaps = ⚡ Außer der Reihe: { $won } gewonnen, { $missed } verpasst
review-drehwurm-pages-hint = Ein Name zeigt Runden, Stapel und Würmer außer der Reihe dieses Spielers, nur dir.
review-drehwurm-player = { $place }. { $name } — { $points } Punkte
review-drehwurm-piles = 🐔 { $piles } Stapel gefressen, { $points } Punkte; in Reichweite waren jeweils: { $reach }
review-drehwurm-no-pile-eaten = 🐔 Keinen Stapel gefressen.
review-drehwurm-luck = 🍀 Glück beim Geben: { $jokers ->
    [one] { $jokers } Joker
   *[other] { $jokers } Joker
} bekommen (Schnitt am Tisch { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) }); { $draws ->
    [0] es passte immer etwas
    [one] einmal passte nichts
   *[other] { $draws }-mal passte nichts
}

## /stats: die Drehwurm-Zeile eines Spielers
drehwurm-stats-line = Gefressene Stapel: { $piles_eaten } · Würmer außer der Reihe: { $snaps_won } · Züge: { $turns }
