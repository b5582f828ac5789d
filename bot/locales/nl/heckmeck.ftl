## Regenwormen (Heckmeck am Bratwurmeck) en Regenwormen Junior: spelwoorden en regels.

worms = { $count ->
    [one] { $count } worm
   *[other] { $count } wormen
}
tiles = { $count ->
    [one] { $count } tegel
   *[other] { $count } tegels
}
dice = { $count ->
    [one] { $count } dobbelsteen
   *[other] { $count } dobbelstenen
}
grill = Grill
tile = tegel
stack = stapel

## Dobbelsteenzijden. Klassiek: 1–5 en de worm; Junior: vijf lekkernijen.

face-worm = worm
face-cheese = kaas
face-ketchup = ketchup
face-cucumber = augurk
face-bun = broodje
face-name = { $face ->
    [worm] { face-worm }
    [cheese] { face-cheese }
    [ketchup] { face-ketchup }
    [cucumber] { face-cucumber }
    [bun] { face-bun }
   *[other] { $face }
}

## Regels (het privéantwoord op /heckmeck regels; elk onder 2000 tekens)

rules-classic-title = Regenwormen — zo speel je
rules-classic =
    🎯 **Doel:** verzamel de meeste wormen. Op de grill liggen 16 tegels, 21 tot 36, met elk 1 tot 4 wormen (21–24: 1, 25–28: 2, 29–32: 3, 33–36: 4).

    🎲 **Je beurt**
    - Gooi alle dobbelstenen die je nog niet opzij hebt gelegd (8 aan het begin).
    - Kies een symbool dat je deze beurt nog niet opzij hebt gelegd en leg **alle** dobbelstenen met dat symbool opzij. Getallen tellen hun waarde, een worm telt 5.
    - Gooi opnieuw of stop. Toont een worp alleen symbolen die je al opzij hebt gelegd, dan mislukt de beurt.

    🍢 **Je beurt beëindigen** kan alleen met minstens één worm opzij. Dan:
    - pak je de grilltegel gelijk aan je som, of
    - pak je de bovenste tegel van de stapel van een ander af als die precies gelijk is aan je som, of
    - pak je de hoogste grilltegel onder je som.
    Kan geen van drieën, dan mislukt de beurt.

    💥 **Mislukte beurt:** leg de bovenste tegel van je stapel terug op de grill. Daarna wordt de hoogste grilltegel voorgoed omgedraaid — tenzij de teruggelegde tegel de hoogste is, of je geen tegel had om terug te leggen.

    🏁 **Einde:** als er geen open tegel meer op de grill ligt. De meeste wormen wint; bij gelijkspel beslist de hoogste tegel.

    🔀 **Varianten:** kort spel — een teruggelegde tegel gaat omgedraaid terug (en is hij niet de hoogste, dan wordt ook de hoogste omgedraaid); vrije keuze — pak elke grilltegel tot aan je som; strenge misworp — een mislukte beurt draait de hoogste tegel om, ook als je geen tegel had om terug te leggen.
rules-junior-title = Regenwormen Junior — zo speel je
rules-junior =
    🎯 **Doel:** verzamel de meeste wormen. Op de grill liggen 12 tegels, 4 tot 9, elk twee keer (4–5: 1 worm, 6–7: 2 wormen, 8: 3 wormen, 9: 4 wormen).

    🎲 **Je beurt**
    - Gooi alle 6 dobbelstenen. Ze tonen vijf lekkernijen: worm (op twee zijden), kaas, ketchup, augurk en broodje. Elk telt 1, een broodje telt 2.
    - Leg alle dobbelstenen van één lekkernij opzij die je nog niet hebt, en gooi dan de rest opnieuw of stop.
    - De beurt eindigt ook als alle 6 dobbelstenen of alle 5 lekkernijen opzij liggen, of als een worp alleen lekkernijen toont die je al hebt.

    🍢 **Een tegel pakken** kan alleen met minstens één worm opzij. Dan:
    - pak je de grilltegel gelijk aan je som, of
    - pik je hem van de stapel van een andere speler, of
    - pak je de hoogste grilltegel onder je som.
    Krijg je geen tegel, dan wordt de hoogste grilltegel omgedraaid. Niemand legt een tegel terug.

    🏁 **Einde:** als er geen open tegel meer op de grill ligt. De meeste wormen wint; bij gelijkspel wint ieder gelijk.
