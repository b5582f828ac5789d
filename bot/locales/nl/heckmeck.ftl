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

## Tafel voorlezen: een stand van Regenwormen in zinnen

read-dice = { $count ->
    [one] { $count } dobbelsteen met { face-name }
   *[other] { $count } dobbelstenen met { face-name }
}
read-hm-player = { $you ->
    [yes] Je hebt { $tiles ->
        [0] geen tegel
        [one] 1 tegel, bovenop { $top }
       *[other] { $tiles } tegels, bovenop { $top }
    }, { $worms ->
        [one] { $worms } worm
       *[other] { $worms } wormen
    }.
   *[no] { $name } heeft { $tiles ->
        [0] geen tegel
        [one] 1 tegel, bovenop { $top }
       *[other] { $tiles } tegels, bovenop { $top }
    }, { $worms ->
        [one] { $worms } worm
       *[other] { $worms } wormen
    }.
}
read-hm-kept = { $you ->
    [yes] Je hebt { $dice } opzij gelegd; som { $total }.
   *[no] { $name } heeft { $dice } opzij gelegd; som { $total }.
}
read-hm-nothing-kept = { $you ->
    [yes] Je hebt nog niets opzij gelegd.
   *[no] { $name } heeft nog niets opzij gelegd.
}
read-hm-roll = De worp toont { $dice }.
read-hm-pickable = { $you ->
    [yes] Je mag opzij leggen: { $faces }.
   *[no] { $name } mag opzij leggen: { $faces }.
}
read-hm-dice-left = { $count ->
    [one] Nog { $count } dobbelsteen te gooien.
   *[other] Nog { $count } dobbelstenen te gooien.
}
read-hm-could-take = { $you ->
    [yes] Als je nu stopt, pak je { $takes }.
   *[no] Als { $name } nu stopt: { $takes }.
}
read-hm-choose-take = { $you ->
    [yes] Kies een tegel: { $takes }.
   *[no] { $name } kiest een tegel: { $takes }.
}
read-hm-no-take = Wie nu stopt, krijgt geen tegel.
read-hm-take = { $tile } van de grill
read-hm-steal = { $you ->
    [yes] { $tile } van jou
   *[no] { $tile } van { $name }
}
read-hm-grill = Op de grill liggen { $tiles }.
read-hm-grill-empty = De grill is leeg.
read-hm-turned = Voorgoed omgedraaid: { $tiles }.

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
