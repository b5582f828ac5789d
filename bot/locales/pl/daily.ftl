## Grill dnia: /heckmeck dzienny

cmd-heckmeck-daily-name = dzienny
cmd-heckmeck-daily-desc = Grill dnia: dzisiejsze wyzwanie solo, te same kości dla wszystkich
opt-heckmeck-daily-board-name = tabela
opt-heckmeck-daily-board-desc = Pokaż tabelę tego serwera za dziś i wczoraj oraz najdłuższe serie

daily-title = 🔥 Grill dnia · { $day }
daily-intro = Dziś te same kości dla wszystkich: { $turns } tur, by zebrać jak najwięcej robali. Nieudana tura zwraca twoją wierzchnią płytkę i odwraca najwyższą płytkę na grillu. Jedna próba dziennie.
daily-turn = Tura { $turn } z { $turns } · { $worms ->
    [one] { $worms } robal
    [few] { $worms } robale
    [many] { $worms } robali
   *[other] { $worms } robala
}
daily-your-tiles = Twoje płytki
daily-none = —
daily-done = Gotowe! Następne wyzwanie zaczyna się <t:{ $next }:R>.
daily-score = **{ $worms ->
    [one] { $worms } robal
    [few] { $worms } robale
    [many] { $worms } robali
   *[other] { $worms } robala
}** · { $failed ->
    [0] bez nieudanej tury
    [one] 1 nieudana tura
    [few] { $failed } nieudane tury
   *[other] { $failed } nieudanych tur
} · najwyższa płytka { $highest }
daily-score-title = Twój wynik
daily-computer-title = Trudny komputer na tych samych kościach
daily-computer = { $worms ->
    [one] { $worms } robal
    [few] { $worms } robale
    [many] { $worms } robali
   *[other] { $worms } robala
} · { $failed ->
    [0] bez nieudanej tury
    [one] 1 nieudana tura
    [few] { $failed } nieudane tury
   *[other] { $failed } nieudanych tur
}
daily-standing-title = Twoje miejsce dzisiaj
daily-standing = Tutaj: { $server_rank } z { $server_players } · wszyscy: { $rank } z { $players }
daily-streak-title = Seria
daily-streak = 🔥 { $streak ->
    [one] 1 dzień
   *[other] { $streak } dni
} z rzędu (najlepiej: { $best })
daily-share-button = Udostępnij
daily-review-button = Analiza
daily-share = Grill dnia { $day } ({ $name }): { $marks } · { $worms } 🪱 · 🔥 { $streak }
    Zagraj dzisiejszy: /heckmeck { cmd-heckmeck-daily-name }
daily-share-not-done = Najpierw dokończ dzisiejsze wyzwanie: potem możesz je udostępnić.
daily-no-attempt = Nie masz Grilla dnia z tego dnia.
daily-review-not-done = Analiza otworzy się, gdy dokończysz dzienne wyzwanie.

## /heckmeck dzienny tabela:True

daily-board-title = 🔥 Grill dnia na tym serwerze
daily-board-today = Dziś ({ $day })
daily-board-yesterday = Wczoraj ({ $day })
daily-board-streaks = Najdłuższe serie (wszyscy)
daily-board-row = { $rank }. { $name }: { $worms } 🪱 · { $failed } 💥 · { $highest }
daily-board-streak-row = { $rank }. { $name }: { $best ->
    [one] 1 dzień
   *[other] { $best } dni
} (teraz { $current })
daily-board-empty = Nikt jeszcze go nie ukończył.
daily-board-empty-yesterday = Nikt tutaj go nie ukończył.

## Analiza ukończonego wyzwania dnia

daily-review-title = Analiza twojego Grilla dnia · { $day }
daily-review-summary = Twoje wybory kosztowały cię { NUMBER($skill, minimumFractionDigits: 2, maximumFractionDigits: 2) } oczekiwanego robala; kości dały ci { $sign }{ NUMBER($luck, minimumFractionDigits: 2, maximumFractionDigits: 2) } robala względem oczekiwań.
daily-review-turns = Tura po turze
daily-review-turn = T{ $turn } · { $outcome } · kości { $sign }{ NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) } · wybory −{ NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) }
daily-outcome-took = wzięta { $tile } ({ $worms } 🪱)
daily-outcome-failed = 💥 nieudana
daily-review-costly-title = Twoja najdroższa decyzja
daily-review-costly = Tura { $turn }, { $position }: wybór „{ $chosen }”; „{ $better }” dawało średnio o { NUMBER($loss, minimumFractionDigits: 2, maximumFractionDigits: 2) } robala więcej.
daily-review-all-best = Każdy wybór był taki, jak trudnego komputera.
daily-review-note = Wartości są według trudnego komputera: robale, jakie wybór daje średnio, gdy gra się dalej tak jak on.

## Zagadki: /heckmeck zagadka

cmd-heckmeck-puzzle-name = zagadka
cmd-heckmeck-puzzle-desc = Co zrobisz? Zagadki z Polowania na robale: najpierw dzisiejsza, potem dobrane do rankingu
opt-heckmeck-puzzle-number-name = numer
opt-heckmeck-puzzle-number-desc = Otwórz zagadkę o tym numerze
puzzle-title-daily = 🧩 Zagadka dnia ({ $day }) · #{ $number }
puzzle-title = 🧩 Zagadka #{ $number }
puzzle-question = Pozycja z partii komputerowych graczy bota. Twoja kolej: co robisz?
puzzle-question-game = Pozycja z partii rozegranej na tym bocie (gracze pozostają anonimowi). Twoja kolej: co robisz?
puzzle-you = Ty
puzzle-them = Rywal
puzzle-opponent = rywal
puzzle-player = { $name }: górna płytka { $top } · { $worms ->
    [one] { $worms } robal
    [few] { $worms } robale
    [many] { $worms } robali
   *[other] { $worms } robala
}
puzzle-answer = Twoja odpowiedź
puzzle-another = Następna zagadka
puzzle-grade-best = { $mark } **Najlepiej!** „{ $choice }” to najmocniejszy wybór.
puzzle-grade-good = { $mark } **Dobrze**: „{ $choice }” kosztuje tylko { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } robala.
puzzle-grade-inaccuracy = { $mark } **Niedokładność**: „{ $choice }” kosztuje { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } robala.
puzzle-grade-mistake = { $mark } **Błąd**: „{ $choice }” kosztuje { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } robala.
puzzle-line = • { $choice }: płytka { NUMBER($percent, maximumFractionDigits: 0) } % · { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } robala · −{ NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) }
puzzle-line-best = ⭐ **{ $choice }**: płytka { NUMBER($percent, maximumFractionDigits: 0) } % · { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } robala
puzzle-steal-exact = Dlaczego: „{ $choice }” daje dokładnie { $tile }, górną płytkę rywala: skończ i ją ukradnij.
puzzle-steal-twice = Kradzież liczy się podwójnie: { $worms } dla ciebie, { $worms } mniej u rywala.
puzzle-negative = Poniżej zera: nieudana tura zabiera ci { $tile } ({ $worms }).
puzzle-record-title = Twoje zagadki
puzzle-record = { $best } z { $answered } najlepiej ({ NUMBER($percent, maximumFractionDigits: 0) } %) · zagadka dnia { $streak ->
    [one] 1 dzień
   *[other] { $streak } dni
} z rzędu
puzzle-answered-before = Już odpowiedziano: liczy się pierwsza odpowiedź.
puzzle-rating = Ranking zagadek: **{ $rating }** · ta zagadka: { $puzzle }
puzzle-rating-change = Ranking zagadek: **{ $rating }** ({ $sign }{ $change }) · ta zagadka: { $puzzle }
puzzle-unknown = Nie ma zagadki #{ $number }.
