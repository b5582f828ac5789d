## Polowanie na robale (Heckmeck am Bratwurmeck) i wersja Junior: słowa gry i zasady.

worms = { $count ->
    [one] { $count } robal
    [few] { $count } robale
    [many] { $count } robali
   *[other] { $count } robala
}
tiles = { $count ->
    [one] { $count } płytka
    [few] { $count } płytki
    [many] { $count } płytek
   *[other] { $count } płytki
}
dice = { $count ->
    [one] { $count } kość
    [few] { $count } kości
    [many] { $count } kości
   *[other] { $count } kości
}
grill = Grill
tile = płytka
stack = stos

## Ścianki kości. Klasyczna: 1–5 i robal; Junior: pięć przysmaków.

face-worm = robal
face-cheese = ser
face-ketchup = keczup
face-cucumber = ogórek
face-bun = bułka
face-name = { $face ->
    [worm] { face-worm }
    [cheese] { face-cheese }
    [ketchup] { face-ketchup }
    [cucumber] { face-cucumber }
    [bun] { face-bun }
   *[other] { $face }
}

## Odczytaj stół: pozycja Polowania na robale w zdaniach

read-dice = { $count ->
    [one] { $count } kość z symbolem { face-name }
    [few] { $count } kości z symbolem { face-name }
    [many] { $count } kości z symbolem { face-name }
   *[other] { $count } kości z symbolem { face-name }
}
read-hm-player = { $you ->
    [yes] { $tiles ->
        [0] Nie masz płytek
        [one] Masz 1 płytkę, na wierzchu { $top }
        [few] Masz { $tiles } płytki, na wierzchu { $top }
        [many] Masz { $tiles } płytek, na wierzchu { $top }
       *[other] Masz { $tiles } płytki, na wierzchu { $top }
    }, razem { $worms ->
        [one] { $worms } robal
        [few] { $worms } robale
        [many] { $worms } robali
       *[other] { $worms } robala
    }.
   *[no] { $tiles ->
        [0] { $name } nie ma płytek
        [one] { $name } ma 1 płytkę, na wierzchu { $top }
        [few] { $name } ma { $tiles } płytki, na wierzchu { $top }
        [many] { $name } ma { $tiles } płytek, na wierzchu { $top }
       *[other] { $name } ma { $tiles } płytki, na wierzchu { $top }
    }, razem { $worms ->
        [one] { $worms } robal
        [few] { $worms } robale
        [many] { $worms } robali
       *[other] { $worms } robala
    }.
}
read-hm-kept = { $you ->
    [yes] Masz odłożone: { $dice }; suma { $total }.
   *[no] { $name } ma odłożone: { $dice }; suma { $total }.
}
read-hm-nothing-kept = { $you ->
    [yes] Nie masz jeszcze odłożonych kości.
   *[no] { $name } nie ma jeszcze odłożonych kości.
}
read-hm-roll = Rzut pokazuje { $dice }.
read-hm-pickable = { $you ->
    [yes] Możesz odłożyć: { $faces }.
   *[no] { $name } może odłożyć: { $faces }.
}
read-hm-dice-left = { $count ->
    [one] Do rzutu została { $count } kość.
    [few] Do rzutu zostały { $count } kości.
    [many] Do rzutu zostało { $count } kości.
   *[other] Do rzutu zostało { $count } kości.
}
read-hm-could-take = { $you ->
    [yes] Jeśli teraz skończysz, weźmiesz { $takes }.
   *[no] Jeśli { $name } teraz skończy: { $takes }.
}
read-hm-choose-take = { $you ->
    [yes] Wybierz płytkę: { $takes }.
   *[no] { $name } wybiera płytkę: { $takes }.
}
read-hm-no-take = Kto teraz skończy, nie weźmie żadnej płytki.
read-hm-take = { $tile } z grilla
read-hm-steal = { $you ->
    [yes] { $tile } od ciebie
   *[no] { $tile } od gracza { $name }
}
read-hm-grill = Na grillu leżą: { $tiles }.
read-hm-grill-empty = Grill jest pusty.
read-hm-turned = Odwrócone na dobre: { $tiles }.

## Zasady (prywatna odpowiedź na /heckmeck zasady; każda poniżej 2000 znaków)

rules-classic-title = Polowanie na robale — jak grać
rules-classic =
    🎯 **Cel:** zbierz najwięcej robali. Na grillu leży 16 płytek, od 21 do 36, każda z 1–4 robalami (21–24: 1, 25–28: 2, 29–32: 3, 33–36: 4).

    🎲 **Twoja tura**
    - Rzuć wszystkimi kośćmi, których jeszcze nie odłożono (na początku 8).
    - Wybierz symbol, którego w tej turze jeszcze nie odłożono, i odłóż **wszystkie** kości z tym symbolem. Liczby liczą się według wartości, robal za 5.
    - Rzucaj dalej albo skończ. Jeśli rzut pokazuje tylko symbole już odłożone, tura przepada.

    🍢 **Koniec tury** wymaga co najmniej jednego odłożonego robala. Wtedy:
    - weź z grilla płytkę równą swojej sumie albo
    - ukradnij wierzchnią płytkę ze stosu innego gracza, jeśli dokładnie równa się twojej sumie, albo
    - weź najwyższą płytkę z grilla poniżej swojej sumy.
    Jeśli nic z tego nie jest możliwe, tura przepada.

    💥 **Nieudana tura:** odłóż wierzchnią płytkę ze swojego stosu z powrotem na grill. Potem najwyższa płytka na grillu zostaje na dobre odwrócona — chyba że zwrócona płytka jest najwyższa albo nie masz płytki do zwrotu.

    🏁 **Koniec:** gdy na grillu nie ma już odkrytej płytki. Wygrywa najwięcej robali; przy remisie decyduje najwyższa płytka.

    🔀 **Warianty:** krótka gra — zwrócona płytka wraca odwrócona (a jeśli nie jest najwyższa, odwraca się też najwyższą); wolny wybór — weź dowolną płytkę z grilla do twojej sumy; surowa porażka — nieudana tura odwraca najwyższą płytkę, nawet gdy nie masz płytki do zwrotu.
rules-junior-title = Polowanie na robale Junior — jak grać
rules-junior =
    🎯 **Cel:** zbierz najwięcej robali. Na grillu leży 12 płytek, od 4 do 9, każda podwójnie (4–5: 1 robal, 6–7: 2 robale, 8: 3 robale, 9: 4 robale).

    🎲 **Twoja tura**
    - Rzuć wszystkimi 6 kośćmi. Pokazują pięć przysmaków: robala (na dwóch ściankach), ser, keczup, ogórek i bułkę. Każdy liczy się za 1, bułka za 2.
    - Odłóż wszystkie kości jednego przysmaku, którego jeszcze nie masz, potem rzuć resztą ponownie albo skończ.
    - Tura kończy się też, gdy odłożone są wszystkie 6 kości albo wszystkie 5 przysmaków, lub gdy rzut pokazuje tylko przysmaki, które już masz.

    🍢 **Wzięcie płytki** wymaga co najmniej jednego odłożonego robala. Wtedy:
    - weź z grilla płytkę równą swojej sumie albo
    - podbierz ją z wierzchu stosu innego gracza, albo
    - weź najwyższą płytkę z grilla poniżej swojej sumy.
    Jeśli nie dostaniesz płytki, najwyższa płytka na grillu zostaje odwrócona. Nikt nie oddaje płytki.

    🏁 **Koniec:** gdy na grillu nie ma już odkrytej płytki. Wygrywa najwięcej robali; remis to wspólne zwycięstwo.
