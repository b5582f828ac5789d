## Heckmeck am Bratwurmeck und Heckmeck Junior: Spielbegriffe und Regeln.

worms = { $count ->
    [one] { $count } Wurm
   *[other] { $count } Würmer
}
tiles = { $count ->
    [one] { $count } Portion
   *[other] { $count } Portionen
}
dice = { $count ->
    [one] { $count } Würfel
   *[other] { $count } Würfel
}
grill = Grill
tile = Portion
stack = Stapel

## Würfelseiten. Klassisch: 1–5 und der Wurm; Junior: fünf Leckereien.

face-worm = Wurm
face-cheese = Käse
face-ketchup = Ketchup
face-cucumber = Gurke
face-bun = Brötchen
face-name = { $face ->
    [worm] { face-worm }
    [cheese] { face-cheese }
    [ketchup] { face-ketchup }
    [cucumber] { face-cucumber }
    [bun] { face-bun }
   *[other] { $face }
}


## Tisch vorlesen: eine Heckmeck-Stellung in Sätzen

read-dice = { $count } Würfel mit { face-name }
read-hm-player = { $you ->
    [yes] Du hast { $tiles ->
        [0] keine Portion
        [one] 1 Portion, oben { $top }
       *[other] { $tiles } Portionen, oben { $top }
    }, { $worms ->
        [one] { $worms } Wurm
       *[other] { $worms } Würmer
    }.
   *[no] { $name } hat { $tiles ->
        [0] keine Portion
        [one] 1 Portion, oben { $top }
       *[other] { $tiles } Portionen, oben { $top }
    }, { $worms ->
        [one] { $worms } Wurm
       *[other] { $worms } Würmer
    }.
}
read-hm-kept = { $you ->
    [yes] Du hast { $dice } herausgelegt; Summe { $total }.
   *[no] { $name } hat { $dice } herausgelegt; Summe { $total }.
}
read-hm-nothing-kept = { $you ->
    [yes] Du hast noch keine Würfel herausgelegt.
   *[no] { $name } hat noch keine Würfel herausgelegt.
}
read-hm-roll = Der Wurf zeigt { $dice }.
read-hm-pickable = { $you ->
    [yes] Du kannst herauslegen: { $faces }.
   *[no] { $name } kann herauslegen: { $faces }.
}
read-hm-dice-left = { $count ->
    [one] { $count } Würfel bleibt zum Würfeln.
   *[other] { $count } Würfel bleiben zum Würfeln.
}
read-hm-could-take = { $you ->
    [yes] Wenn du jetzt aufhörst, bekommst du { $takes }.
   *[no] Wenn { $name } jetzt aufhört: { $takes }.
}
read-hm-choose-take = { $you ->
    [yes] Wähle eine Portion: { $takes }.
   *[no] { $name } wählt eine Portion: { $takes }.
}
read-hm-no-take = Wer jetzt aufhört, bekommt keine Portion.
read-hm-take = { $tile } vom Grill
read-hm-steal = { $you ->
    [yes] { $tile } von dir
   *[no] { $tile } von { $name }
}
read-hm-grill = Auf dem Grill liegen { $tiles }.
read-hm-grill-empty = Der Grill ist leer.
read-hm-turned = Endgültig umgedreht: { $tiles }.

## Regeln (Antwort auf /heckmeck regeln; je unter 2000 Zeichen)

rules-classic-title = Heckmeck am Bratwurmeck — so wird gespielt
rules-classic =
    🎯 **Ziel:** die meisten Bratwürmer ergattern. Auf dem Grill liegen 16 Bratwurmportionen, 21 bis 36, mit 1 bis 4 Würmern (21–24: 1, 25–28: 2, 29–32: 3, 33–36: 4).

    🎲 **Dein Zug**
    - Würfle mit allen Würfeln, die du noch nicht beiseitegelegt hast (anfangs 8).
    - Wähle einen Wert, den du in diesem Zug noch nicht beiseitegelegt hast, und lege **alle** Würfel mit diesem Wert beiseite. Zahlen zählen ihren Wert, ein Wurm zählt 5.
    - Würfle weiter oder höre auf. Zeigt ein Wurf nur Werte, die du schon beiseitegelegt hast, ist das ein Fehlwurf.

    🍢 **Zug beenden** geht nur mit mindestens einem Wurm. Dann:
    - nimm die Portion vom Grill, die genau deiner Summe entspricht, oder
    - stiehl die oberste Portion vom Stapel eines Mitspielers, wenn sie genau deiner Summe entspricht, oder
    - nimm die höchste Portion vom Grill unter deiner Summe.
    Geht nichts davon, ist es ein Fehlwurf.

    💥 **Fehlwurf:** lege die oberste Portion deines Stapels zurück auf den Grill. Dann wird die höchste Portion auf dem Grill für immer umgedreht — außer die zurückgelegte ist die höchste oder du hattest keine Portion.

    🏁 **Ende:** wenn keine offene Portion mehr auf dem Grill liegt. Die meisten Würmer gewinnen; bei Gleichstand entscheidet die höchste Portion.

    🔀 **Varianten:** kurzes Spiel — eine zurückgelegte Portion kommt umgedreht zurück (und ist sie nicht die höchste, wird die höchste auch umgedreht); freie Wahl — nimm eine beliebige Portion vom Grill bis zu deiner Summe; harter Fehlwurf — ein Fehlwurf dreht die höchste Portion auch dann um, wenn du keine zurücklegen konntest.
rules-junior-title = Heckmeck Junior — so wird gespielt
rules-junior =
    🎯 **Ziel:** die meisten Bratwürmer sammeln. Auf dem Grill liegen 12 Portionen, 4 bis 9, jede zweimal (4–5: 1 Wurm, 6–7: 2 Würmer, 8: 3 Würmer, 9: 4 Würmer).

    🎲 **Dein Zug**
    - Würfle mit allen 6 Würfeln. Sie zeigen fünf Leckereien: Wurm (auf zwei Seiten), Käse, Ketchup, Gurke und Brötchen. Jede zählt 1, ein Brötchen zählt 2.
    - Lege alle Würfel einer Leckerei beiseite, die du noch nicht beiseitegelegt hast; dann würfle mit den übrigen weiter oder höre auf.
    - Der Zug endet auch, wenn alle 6 Würfel oder alle 5 Leckereien beiseiteliegen oder ein Wurf nur Leckereien zeigt, die du schon hast.

    🍢 **Eine Portion nehmen** geht nur mit mindestens einem Wurm. Dann:
    - nimm die Portion vom Grill, die genau deiner Summe entspricht, oder
    - schnapp sie dir oben vom Stapel eines Mitspielers, oder
    - nimm die höchste Portion vom Grill unter deiner Summe.
    Bekommst du keine Portion, wird die höchste Portion auf dem Grill umgedreht. Niemand gibt eine Portion zurück.

    🏁 **Ende:** wenn keine offene Portion mehr auf dem Grill liegt. Die meisten Würmer gewinnen; bei Gleichstand gibt es mehrere Sieger.
