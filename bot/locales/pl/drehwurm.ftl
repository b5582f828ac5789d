## Drehwurm, gra karciana: słowa i zasady.

drehwurm-colour = { $colour ->
    [yellow] żółty
    [blue] niebieski
    [red] czerwony
   *[other] { $colour }
}
drehwurm-number = { $number ->
    [1] 1/10
   *[other] { $number }
}
drehwurm-worm-card = { $colour ->
    [yellow] żółta
    [blue] niebieska
    [red] czerwona
   *[other] { $colour }
} { drehwurm-number }
drehwurm-joker-card = joker { drehwurm-number }
drehwurm-chicken-card = { drehwurm-colour } kurczak
drehwurm-joker = joker
drehwurm-pile = stos
drehwurm-draw-pile = talia
drehwurm-hand = twoje karty
drehwurm-cards = { $count ->
    [one] { $count } karta
    [few] { $count } karty
    [many] { $count } kart
   *[other] { $count } karty
}
drehwurm-chickens = { $count ->
    [one] { $count } kurczak
    [few] { $count } kurczaki
    [many] { $count } kurczaków
   *[other] { $count } kurczaka
}
drehwurm-match = Rozdanie { $number } z { $total }

## Zasady (prywatna odpowiedź na /drehwurm zasady; poniżej 2000 znaków)

rules-drehwurm-title = Drehwurm — jak grać
rules-drehwurm =
    🎯 **Cel:** pozbądź się kart i zdobądź najwięcej punktów w tylu rozdaniach, ilu jest graczy.

    🃏 **Przygotowanie:** każdy dostaje 2 kurczaki i 10 kart robali. Na środku leżą trzy stosy, każdy z jedną kartą zakrytą i jedną odkrytą na niej.

    🔄 **Twoja tura** — dokładnie jedno z:
    - **Zagraj robala** na stos: jego kolor różni się od wierzchniej karty (joker zawsze liczy się jako inny), a jego liczba sąsiaduje z liczbą wierzchniej karty (1/10 sąsiaduje z 2 i 9). Potem cały stos zostaje odwrócony.
    - **Zagraj kurczaka** na stos, którego wierzchnia karta ma kolor kurczaka, albo na jokera: zjadasz stos i go zatrzymujesz. Na jego miejsce wchodzi nowy stos; po 2. i 4. kurczaku dochodzi 4. i 5. stos.
    - **Nie możesz zagrać?** Dobierz kartę robala i odwróć dowolny stos.

    ⚡ **Poza kolejką:** gdy stos zostanie odwrócony, każdy inny gracz może zagrać na niego jednego pasującego robala. Wygrywa najszybszy, a stos nie jest odwracany ponownie.

    🏁 **Koniec rozdania:** gracz nie ma już kart, zagrano każdego kurczaka albo w talii zabrakło karty, gdy była potrzebna.

    🧮 **Punkty:** za każdy zjedzony stos 3 punkty za robala w kolorze kurczaka, 2 za jokera, 1 za innego robala; minus 1 punkt za każdą kartę, która została ci na ręce.

    🔀 **Warianty:** dla początkujących — bez gry poza kolejką; dla wprawnych — robale poza kolejką muszą mieć ten sam kolor.

## Stół: publiczna plansza (język serwera) i prywatne karty każdego gracza (jego język)

drehwurm-board-piles = Stosy
drehwurm-board-open = ⚡ otwarty
drehwurm-board-draw = Talia: { $count ->
    [one] { $count } karta
    [few] { $count } karty
    [many] { $count } kart
   *[other] { $count } karty
}
drehwurm-final-line = { $place }. { $name } — { $score ->
    [one] { $score } punkt
    [few] { $score } punkty
    [many] { $score } punktów
   *[other] { $score } punktu
}
drehwurm-button-hand = Pokaż moje karty

read-dw-match = Rozdanie { $number } z { $total }.
read-dw-pile = Stos { $number }: na wierzchu { $top }, { $count ->
    [one] { $count } karta
    [few] { $count } karty
    [many] { $count } kart
   *[other] { $count } karty
}.
read-dw-empty-pile = Stos { $number } jest pusty.
read-dw-open = Stos { $number } został właśnie odwrócony: można na niego zagrać robala poza kolejką.
read-dw-draw = Talia ma { $count ->
    [one] { $count } kartę
    [few] { $count } karty
    [many] { $count } kart
   *[other] { $count } karty
}.
read-dw-player = { $you ->
    [yes] Masz na ręce { $cards ->
        [one] { $cards } kartę robala
        [few] { $cards } karty robali
        [many] { $cards } kart robali
       *[other] { $cards } karty robala
    } i { $chickens ->
        [one] { $chickens } kurczaka
        [few] { $chickens } kurczaki
        [many] { $chickens } kurczaków
       *[other] { $chickens } kurczaka
    }; dotąd { $points } pkt, { $match } ze zjedzonych stosów w tym rozdaniu.
   *[no] { $name } ma na ręce { $cards ->
        [one] { $cards } kartę robala
        [few] { $cards } karty robali
        [many] { $cards } kart robali
       *[other] { $cards } karty robala
    } i { $chickens ->
        [one] { $chickens } kurczaka
        [few] { $chickens } kurczaki
        [many] { $chickens } kurczaków
       *[other] { $chickens } kurczaka
    }; dotąd { $points } pkt, { $match } ze zjedzonych stosów w tym rozdaniu.
}
read-dw-hand = Twoje karty: { $cards }.

drehwurm-event-match-started = 🃏 Zaczyna się rozdanie { $match }; zaczyna { $name }.
drehwurm-event-turned = 🔄 Stos { $pile } zostaje odwrócony: na wierzchu { $top }.
drehwurm-event-cannot-play = { $name } nie może zagrać i dobiera kartę.
drehwurm-event-snapped = ⚡ { $name }: { $card } na stos { $pile }, poza kolejką!
drehwurm-event-match-ended = 🏁 Koniec rozdania { $match }: { $reason ->
    [hand-empty] gracz nie ma już kart
    [chickens-played] zagrano każdego kurczaka
    [draw-pile-empty] skończyła się talia
   *[other] zostało za mało graczy
}.
drehwurm-event-removed = { $name } opuszcza grę po trzech pominiętych turach z rzędu.
drehwurm-event-quit = { $name } opuszcza grę.

drehwurm-hand-title = Twoje karty
drehwurm-hand-empty = Brak kart.
drehwurm-hand-your-turn = Twoja kolej: wybierz zagranie.
drehwurm-hand-cannot-play = Nic nie pasuje: dobierasz kartę, potem wybierasz stos do odwrócenia.
drehwurm-hand-wait = Kolej: { $name }.
drehwurm-hand-snap = ⚡ Stos { $pile } odwrócony: bądź pierwszy!
drehwurm-hand-removed = Nie grasz już w tej partii.
drehwurm-hand-over = Gra się skończyła.
drehwurm-hand-stopped = Partia została przerwana.
drehwurm-hand-window = ⏳ Stos { $pile } otwarty poza kolejką: zagrasz { $when }.
drehwurm-hand-held = ⏳ Twoja kolej: inne ruchy { $when }.
drehwurm-hand-refreshed = Stół się zmienił: oto twoje karty w obecnym stanie.
drehwurm-button-refresh = Odśwież
drehwurm-select-play = Wybierz zagranie…
drehwurm-not-started = Gra jeszcze się nie zaczęła.
out-of-turn-too-late = Za późno: na ten stos już od tamtej pory zagrano. Karta zostaje u ciebie.

## Plansza i karty, rysowane na telefon

drehwurm-board-pile = { $number }: { $top } ({ $count })
drehwurm-board-empty-pile = { $number }: —
drehwurm-board-players-title = Gracze · punkty (to rozdanie)
drehwurm-board-player-line = { $name } · { $cards }🃏 { $chickens }🐔 · { $points } (+{ $match })
drehwurm-log-played = { $name }: { $card } na stos { $pile } → 🔄 { $top }
drehwurm-log-drew = { $name } nie może, dobiera i odwraca stos { $pile } → 🔄 { $top }
drehwurm-board-turn = ▶️ { $name }
drehwurm-board-turn-until = ▶️ { $name } · ⏳ { $when }
drehwurm-log-ate = 🐔 { $name }: { $card } zjada stos { $pile } (+{ $points })
drehwurm-result-title = Rozdanie { $match }: stosy − karty na ręce = punkty → razem
drehwurm-result-line = { $name }: { $eaten } − { $cards } = { $score } → { $total }
drehwurm-log-new-pile = ➕ Dochodzi stos { $pile }: { $top }
drehwurm-button-worm = { $card } → stos { $pile }
drehwurm-button-chicken = { $card } zjada stos { $pile }
drehwurm-button-snap = ⚡ Poza kolejką { $card } → stos { $pile }
drehwurm-button-draw = Dobierz, odwróć { $pile }

## Koniec: równe sumy dzielą zwycięstwo; punkty za rozdania na obrazku
drehwurm-ending-shared = { $count } graczy po { $points } pkt: { $names } dzielą zwycięstwo (Drehwurm nie ma dogrywki).
drehwurm-card-matches = rozdania { $points }

## /drehwurm analiza: zakończona partia, gracz po graczu
cmd-drehwurm-review-name = analiza
cmd-drehwurm-review-desc = Jak poszła zakończona partia Drehwurma każdemu graczowi: stosy, robale poza kolejką, rozdanie
opt-drehwurm-review-game-name = partia
opt-drehwurm-review-game-desc = Numer partii (domyślnie: twoja ostatnia zakończona partia Drehwurma)
opt-drehwurm-review-public-name = publicznie
opt-drehwurm-review-public-desc = Opublikuj analizę na kanale dla wszystkich
review-drehwurm-intro = Na rozdanie: zjedzone stosy − karty na ręce. „W zasięgu”: największy stos, jaki jeden z kurczaków gracza mógł wtedy zjeść (przytrzymanie kurczaka może się opłacić). „Przegapione”: robal gracza pasował na otwarty stos, ale ktoś był szybszy albo nikt go nie zagrał.
review-drehwurm-snaps = ⚡ Poza kolejką: wygrane { $won }, przegapione { $missed }
review-drehwurm-pages-hint = Nazwa gracza otwiera prywatnie jego rozdania, stosy i robale poza kolejką.
review-drehwurm-player = { $place }. { $name } — { $points } pkt
review-drehwurm-piles = 🐔 Zjedzone stosy: { $piles } za { $points } pkt; w zasięgu w tych chwilach: { $reach }
review-drehwurm-no-pile-eaten = 🐔 Bez zjedzonego stosu.
review-drehwurm-luck = 🍀 Szczęście w rozdaniu: { $jokers ->
    [one] { $jokers } joker
    [few] { $jokers } jokery
    [many] { $jokers } jokerów
   *[other] { $jokers } jokera
} (średnia stołu { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) }); { $draws ->
    [0] zawsze coś pasowało
    [one] raz nic nie pasowało
   *[other] { $draws } razy nic nie pasowało
}

## /stats: linia gracza w Drehwurma
drehwurm-stats-line = Zjedzone stosy: { $piles_eaten } · robale poza kolejką: { $snaps_won } · tury: { $turns }
