## Turnieje: /turniej, wiadomość z zapisami, wpisy rund, tabela, zwycięzca

cmd-tournament-name = turniej
cmd-tournament-desc = Turnieje Polowania na robale na tym serwerze: zapisy, rundy przy stołach, finał
cmd-tournament-create-name = utworz
cmd-tournament-create-desc = Otwórz zapisy na turniej na tym kanale (administratorzy i rola turniejowa)
opt-tournament-create-game-name = gra
opt-tournament-create-game-desc = W którą grę grają stoły
opt-tournament-create-rounds-name = rundy
opt-tournament-create-rounds-desc = Ile rund przed finałem (1–4, domyślnie 2)
opt-tournament-create-table_size-name = wielkosc_stolu
opt-tournament-create-table_size-desc = Najwięcej graczy przy stole (3–5, domyślnie 4)
opt-tournament-create-final_size-name = wielkosc_finalu
opt-tournament-create-final_size-desc = Gracze przy stole finałowym: 4–6 lub 0 bez finału (domyślnie 0)
opt-tournament-create-close_in-name = zamknij_za
opt-tournament-create-close_in-desc = Rozpocznij samoczynnie za tyle minut (domyślnie: rozpoczyna organizator)
opt-tournament-create-fill-name = uzupelnij
opt-tournament-create-fill-desc = Uzupełnij niepełne stoły graczami komputerowymi tego poziomu (domyślnie: nigdy)
opt-tournament-create-short_game-name = krotka_gra
opt-tournament-create-short_game-desc = Krótka gra: zwrócona płytka też zostaje odwrócona
opt-tournament-create-free_choice-name = wolny_wybor
opt-tournament-create-free_choice-desc = Wolny wybór: dowolna płytka z grilla do twojej sumy
opt-tournament-create-harsh_failure-name = surowa_porazka
opt-tournament-create-harsh_failure-desc = Surowa porażka: nieudana tura zawsze odwraca najwyższą płytkę
opt-tournament-create-hints-name = podpowiedzi
opt-tournament-create-hints-desc = Zezwól na przycisk 💡 Szanse przy stołach (domyślnie: ustawienie serwera)
opt-tournament-create-turn_time-name = czas_tury
opt-tournament-create-turn_time-desc = Ile czasu ma każdy gracz na turę (domyślnie: ustawienie serwera)
choice-tournament-game-heckmeck = Polowanie na robale (klasyczne)
choice-tournament-game-junior = Polowanie na robale Junior
choice-tournament-fill-easy = Łatwe komputery
choice-tournament-fill-normal = Normalne komputery
choice-tournament-fill-hard = Trudne komputery
choice-tournament-fill-expert = Komputery-eksperci
cmd-tournament-start-name = start
cmd-tournament-start-desc = Zamknij zapisy i rozpocznij rundę 1 (organizator)
opt-tournament-start-number-name = numer
opt-tournament-start-number-desc = Numer turnieju (domyślnie: ten na tym kanale)
cmd-tournament-standings-name = tabela
cmd-tournament-standings-desc = Dotychczasowa tabela turnieju
opt-tournament-standings-number-name = numer
opt-tournament-standings-number-desc = Numer turnieju (domyślnie: ten na tym kanale)
cmd-tournament-drop-name = usun
cmd-tournament-drop-desc = Usuń gracza z turnieju (organizator); jego punkty zostają
opt-tournament-drop-player-name = gracz
opt-tournament-drop-player-desc = Kto opuszcza turniej
opt-tournament-drop-number-name = numer
opt-tournament-drop-number-desc = Numer turnieju (domyślnie: ten na tym kanale)
cmd-tournament-extend-name = przedluz
cmd-tournament-extend-desc = Więcej czasu: na zapisy albo na bieżącą turę przy każdym stole (organizator)
opt-tournament-extend-minutes-name = minuty
opt-tournament-extend-minutes-desc = O ile minut więcej
opt-tournament-extend-number-name = numer
opt-tournament-extend-number-desc = Numer turnieju (domyślnie: ten na tym kanale)
cmd-tournament-cancel-name = odwolaj
cmd-tournament-cancel-desc = Odwołaj turniej i przerwij jego stoły (organizator)
opt-tournament-cancel-number-name = numer
opt-tournament-cancel-number-desc = Numer turnieju (domyślnie: ten na tym kanale)
cmd-tournament-role-name = rola
cmd-tournament-role-desc = Rola, której członkowie mogą organizować turnieje (Zarządzanie serwerem)
opt-tournament-role-role-name = rola
opt-tournament-role-role-desc = Rola organizatorów (pomiń: tylko administratorzy)
cmd-tournament-help-name = pomoc
cmd-tournament-help-desc = Jak działa turniej: rundy, punkty, rozstrzyganie remisów, finał

tournament-title = 🏆 Turniej #{ $number } · { $game }
tournament-format = Format
tournament-format-rounds = { $rounds ->
    [one] Jedna runda
    [few] { $rounds } rundy
   *[other] { $rounds } rund
}, stoły do { $size } graczy
tournament-format-final = { $size ->
    [0] Bez stołu finałowego: decyduje tabela
   *[other] Potem stół finałowy: { $size } najlepszych
}
tournament-format-fill = Niepełne stoły uzupełniają komputery ({ $level }); nie zdobywają punktów
tournament-signup-intro = Zapisz się przyciskiem **Dołącz**. Organizuje: { $organiser }.
tournament-signup-closed = Zapisy zamknięte: turniej trwa.
tournament-signup-finished = Zapisy zamknięte: turniej się skończył, wygrywa { $winner }.
tournament-signup-cancelled = Ten turniej odwołano.
tournament-signup-nobody = Jeszcze nikt.
tournament-signup-more = { $count ->
    [one] i jeszcze jeden
   *[other] i jeszcze { $count }
}
tournament-signup-players = { $count ->
    [one] Jeden gracz
    [few] { $count } gracze
   *[other] { $count } graczy
}
tournament-signup-start = Start
tournament-signup-closes = Samoczynnie { $when } (jeśli dołączy dość graczy)
tournament-signup-manual = Gdy { $organiser } naciśnie **Start**
tournament-button-join = Dołącz
tournament-button-leave = Wypisz się
tournament-button-start = Start

tournament-round-heading = Turniej #{ $number } · Runda { $round } z { $rounds }
tournament-final-heading = Turniej #{ $number } · Stół finałowy
tournament-round-content = **{ $heading }** zaczyna się: { $players }, wasze stoły są poniżej.
tournament-round-intro = { $count ->
    [one] Jeden stół. Każdy stół to zwykła partia we własnym wątku, ze zwykłym czasem na turę.
    [few] { $count } stoły. Każdy stół to zwykła partia we własnym wątku, ze zwykłym czasem na turę.
   *[other] { $count } stołów. Każdy stół to zwykła partia we własnym wątku, ze zwykłym czasem na turę.
}
tournament-round-tables = Stoły
tournament-table-name = Runda { $round } · Stół { $table }
tournament-final-table-name = Stół finałowy
tournament-computers = { $count ->
    [one] jeden komputer
    [few] { $count } komputery
   *[other] { $count } komputerów
}
tournament-table-opening = (jego wątek jest otwierany)
tournament-table-welcome = **{ $table }** — { $title }: { $players }, wasza partia zaczyna się tutaj. Powodzenia!
tournament-create-thread-permission = Każdy stół turnieju gra w wątku tego kanału, a nie wolno mi tu otwierać wątków. Potrzebuję: { $permissions }.
tournament-thread-permission = Nie mogę otworzyć wątków stołów na tym kanale. Potrzebuję: { $permissions }. Zaraz spróbuję ponownie.
tournament-thread-failed = Discord nie otworzył przed chwilą wątku stołu. Zaraz spróbuję ponownie.
tournament-ending-points = 🏆 Zdobyte punkty: { $points }
tournament-ending-earned = { $name } +{ $points }
tournament-ending-round = 🏆 Ten wynik liczy się do rundy { $round } z { $rounds } turnieju #{ $number }. Tabela pojawi się na { $channel }, gdy skończą się wszystkie stoły rundy.
tournament-ending-final = 🏆 To był stół finałowy turnieju #{ $number }: zwycięzcę ogłosimy na { $channel }.
tournament-signup-short = { $organiser }: zapisy na turniej #{ $number } zamknęły się z { $signed ->
    [one] jednym graczem
   *[other] liczbą graczy { $signed }
}, a potrzeba co najmniej { $needed }. Zapisy pozostają otwarte: naciśnij **Start**, gdy dołączy dość graczy.

tournament-standings-after = Turniej #{ $number } · Tabela po rundzie { $round } z { $rounds }
tournament-standings-now = Turniej #{ $number } · { $final ->
    [true] Tabela przed stołem finałowym
   *[other] Tabela (trwa runda { $round } z { $rounds })
}
tournament-standings-signup = Turniej #{ $number } · Zapisy wciąż otwarte: jeszcze bez tabeli
tournament-standings-finished = Turniej #{ $number } · Końcowa tabela rund
tournament-standings-cancelled = Turniej #{ $number } (odwołany) · Tabela
tournament-standings-page = Strona { $page } z { $pages }
tournament-standings-previous = ◀ Wyższe miejsca
tournament-standings-next = Dalsze miejsca ▶
tournament-standings-legend = Decydują punkty, potem robale, potem najwyższa wzięta płytka.
tournament-standing-line = **{ $rank }.** { $player }: { $points } pkt · { $worms } 🪱 · { $best ->
    [0] bez płytki
   *[other] najlepsza płytka { $best }
}
tournament-standing-dropped = ~~{ $line }~~ (poza turniejem)

tournament-winner-title = 🏆 Turniej #{ $number } zakończony
tournament-winner-line = { $player } wygrywa turniej w grze { $game }!
tournament-winner-content = 🏆 Gratulacje, { $player } – zwycięstwo w turnieju #{ $number }!
tournament-final-order = Kolejność końcowa
tournament-card-title = Zwycięzca · { $title }
tournament-card-points = { $points } { $points ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktu
}
tournament-card-best = najlepsza płytka { $tile }

tournament-not-allowed = Turniej mogą utworzyć tylko administratorzy (Zarządzanie serwerem) i członkowie z rolą turniejową serwera.
tournament-not-organiser = Może to zrobić tylko organizator ({ $organiser }), administrator lub rola turniejowa.
tournament-unknown = Na tym serwerze nie ma turnieju #{ $number }.
tournament-none-here = Nie trwa tu żaden turniej. Utwórz go przez /turniej utworz.
tournament-which = Trwa kilka turniejów ({ $numbers }): podaj numer.
tournament-not-in-thread = Utwórz turniej na kanale tekstowym, nie w wątku: jego stoły dostają wątki tego kanału.
tournament-started = Turniej #{ $number } się zaczął: stoły rundy 1 są otwarte.
tournament-dropped-signup = { $organiser } usuwa { $player } z listy zapisów turnieju #{ $number }.
tournament-dropped = { $organiser } usuwa { $player } z turnieju #{ $number }. Punkty zostają; kolejnych stołów już nie będzie.
tournament-extended-signup = Zapisy na turniej #{ $number } pozostaną otwarte o { $minutes ->
    [one] minutę
    [few] { $minutes } minuty
   *[other] { $minutes } minut
} dłużej.
tournament-extended = Przy każdym wciąż grającym stole turnieju #{ $number } gracz na turze dostaje { $minutes ->
    [one] minutę
    [few] { $minutes } minuty
   *[other] { $minutes } minut
} więcej.
tournament-cancelled = { $organiser } odwołuje turniej #{ $number }. Jego stoły przerwano.
tournament-role-set = Członkowie z { $role } mogą teraz tworzyć i prowadzić turnieje.
tournament-role-cleared = Turnieje mogą teraz tworzyć tylko administratorzy (Zarządzanie serwerem).

tournament-help-title = 🏆 Turnieje
tournament-help-intro = Rozgrywane jak oficjalne turnieje Polowania na robale: rundy eliminacyjne przy stołach, punkty za miejsca i stół finałowy.
tournament-help-format-title = Rundy i stoły
tournament-help-format = Runda 1 to losowy przydział do możliwie równych stołów (nigdy stołu dwuosobowego). Od rundy 2 gracze są grupowani według dotychczasowych punktów (remisy rozstrzyga losowanie), najlepsi przy pierwszym stole. Każdy stół to zwykła partia we własnym wątku. Jeśli organizator wybrał stół finałowy, grają przy nim najlepsi z tabeli, a jego wynik wyłania zwycięzcę.
tournament-help-points-title = Punkty za miejsce
tournament-help-points = Przy stole n graczy 1. miejsce dostaje n − 1 punktów, 2. n − 2 i tak dalej; ostatnie dostaje 0. Gracze z remisem dzielą punkty zajmowanych miejsc. Komputer zajmuje swoje miejsce, ale nic nie zdobywa; usunięty gracz liczy się jako ostatni przy tym stole.
tournament-help-example-title = Przykład
tournament-help-example = Stół 4 graczy: Anna wygrywa i dostaje **3** punkty. Ben i Cleo remisują na drugim miejscu: dzielą punkty 2. i 3. miejsca, (2 + 1) ÷ 2 = **1,5** dla każdego. Dan jest ostatni: **0** punktów.
tournament-help-ties-title = Rozstrzyganie remisów
tournament-help-ties = Równe punkty: najpierw więcej robali we wszystkich twoich partiach turnieju, potem najwyższa płytka wzięta w którejkolwiek z nich, potem losowa kolejność wylosowana przy tworzeniu turnieju.
tournament-help-commands-title = Komendy
tournament-help-commands = /turniej utworz (administratorzy i rola turniejowa), potem **Dołącz** pod wiadomością z zapisami. Organizator: /turniej start, usun, przedluz, odwolaj. Wszyscy: /turniej tabela.

tournament-bad-game = W turnieju nie można grać w tę grę.
tournament-bad-options = Tych wariantów nie da się połączyć.
tournament-bad-rounds = Turniej ma od 1 do 4 rund.
tournament-bad-table-size = Przy stole siedzi od 3 do 5 graczy.
tournament-table-too-large = Ta gra nie mieści tylu graczy przy stole: wybierz mniejszy stół.
tournament-bad-final-size = Przy stole finałowym siedzi 4, 5 lub 6 graczy; 0 oznacza brak finału.
tournament-final-too-large = Ta gra nie mieści tylu graczy przy stole finałowym: wybierz mniejszy finał.
tournament-bad-fill-level = Dla tej gry nie ma graczy komputerowych tego poziomu.

tournament-cannot-seat = Graczy: { $signed } – nie da się ich usadzić przy stołach do { $size } (stół dwuosobowy nigdy nie jest losowany). Poczekaj na jeszcze jednego albo niech ktoś się wypisze.
cmd-tournament-rated-name = rankingowy
cmd-tournament-rated-desc = Czy partie turniejowe liczą się tu do rankingu i sezonów (Zarządzanie serwerem)
opt-tournament-rated-rated-name = rankingowy
opt-tournament-rated-rated-desc = Wł.: partie turniejowe liczą się jak każda partia (domyślnie); wył.: nigdy
tournament-rated-set = { $rated ->
    [true] Partie turniejowe liczą się teraz do rankingu i sezonów, jak każda partia.
   *[other] Partie turniejowe nie liczą się już do rankingu ani sezonów.
}
tournament-signup-cannot-seat = { $organiser }: zapisy na turniej #{ $number } zamknęły się; graczy: { $signed } – nie da się ich usadzić przy stołach do { $size } (stół dwuosobowy nigdy nie jest losowany). Zapisy pozostają otwarte: naciśnij **Start**, gdy dołączy jeszcze jeden albo ktoś się wypisze.

tournament-final-content = **{ $heading }**: { $players }, wasz stół jest poniżej.
tournament-final-intro = Najlepsi z tabeli grają jeszcze jedną partię, we własnym wątku: jej miejsca wyłaniają zwycięzcę i kolejność finalistów.
tournament-winner-final-note = { $count ->
    [one] Miejsce 1: stół finałowy; reszta: rundy.
   *[other] Miejsca 1–{ $count }: stół finałowy; reszta: rundy.
}
tournament-card-final = stół finałowy: miejsce { $place }
