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
