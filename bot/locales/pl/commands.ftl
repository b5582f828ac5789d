## Komendy z ukośnikiem, ich opcje i wartości (konwencja kluczy: zob. bot/i18n.py).
## Nazwy (każdy klucz *-name): małe litery, bez spacji, 1–32 litery, cyfry, "-" lub "_";
## bez polskich znaków, żeby łatwo je było wpisać. Opisy i wartości: 1–100 znaków.

## /heckmeck

cmd-heckmeck-name = heckmeck
cmd-heckmeck-desc = Zagraj w Polowanie na robale (Heckmeck) lub w wersję Junior

cmd-heckmeck-start-name = start
cmd-heckmeck-start-desc = Otwórz nową partię Polowania na robale na tym kanale
opt-heckmeck-start-edition-name = edycja
opt-heckmeck-start-edition-desc = Klasyczna (8 kości, płytki 21–36) lub Junior (6 kości, płytki 4–9)
opt-heckmeck-start-short_game-name = krotka_gra
opt-heckmeck-start-short_game-desc = Krótka gra: zwrócona płytka też zostaje odwrócona
opt-heckmeck-start-free_choice-name = wolny_wybor
opt-heckmeck-start-free_choice-desc = Wolny wybór: dowolna płytka z grilla do twojej sumy
opt-heckmeck-start-harsh_failure-name = surowa_porazka
opt-heckmeck-start-harsh_failure-desc = Surowa porażka: nieudana tura zawsze odwraca najwyższą płytkę

cmd-heckmeck-status-name = stan
cmd-heckmeck-status-desc = Pokaż ponownie partię z tego kanału
cmd-heckmeck-stop-name = zakoncz
cmd-heckmeck-stop-desc = Zakończ partię na tym kanale
cmd-heckmeck-leave-name = opusc
cmd-heckmeck-leave-desc = Opuść partię, w którą grasz na tym kanale
opt-heckmeck-start-takeover-name = zastepstwo
opt-heckmeck-start-takeover-desc = Kto gra dalej za osobę, która wychodzi lub pomija zbyt wiele tur (domyślnie: serwer)
choice-takeover-remove = Nikt: miejsce znika
choice-takeover-easy = Komputer (łatwy)
choice-takeover-normal = Komputer (normalny)
choice-takeover-hard = Komputer (trudny)
choice-takeover-expert = Komputer (ekspert)
cmd-heckmeck-settings-takeover-name = zastepstwo
cmd-heckmeck-settings-takeover-desc = Kto domyślnie gra dalej w nowych partiach tutaj za osobę, która wychodzi
opt-heckmeck-settings-takeover-takeover-name = zastepstwo
opt-heckmeck-settings-takeover-takeover-desc = Nikt (miejsce znika) albo komputer na wybranym poziomie
settings-takeover-set = Gdy ktoś wyjdzie z nowej partii tutaj: { $choice }.
cmd-heckmeck-rules-name = zasady
cmd-heckmeck-rules-desc = Jak grać w Polowanie na robale i w wersję Junior

cmd-heckmeck-settings-name = ustawienia
cmd-heckmeck-settings-desc = Ustawienia tego serwera
cmd-heckmeck-settings-language-name = jezyk
cmd-heckmeck-settings-language-desc = Język plansz gry na tym serwerze
opt-heckmeck-settings-language-language-name = jezyk
opt-heckmeck-settings-language-language-desc = Język publicznych wiadomości gry

## /drehwurm

cmd-drehwurm-name = drehwurm
cmd-drehwurm-desc = Zagraj w grę karcianą Drehwurm
cmd-drehwurm-start-name = start
cmd-drehwurm-start-desc = Otwórz nową partię Drehwurma na tym kanale
opt-drehwurm-start-variant-name = wariant
opt-drehwurm-start-variant-desc = Standard, dla początkujących (bez gry poza kolejką) lub dla wprawnych (poza kolejką ten sam kolor)
cmd-drehwurm-status-name = stan
cmd-drehwurm-status-desc = Pokaż ponownie partię z tego kanału
cmd-drehwurm-stop-name = zakoncz
cmd-drehwurm-stop-desc = Zakończ partię na tym kanale
cmd-drehwurm-leave-name = opusc
cmd-drehwurm-leave-desc = Opuść partię, w którą grasz na tym kanale
opt-drehwurm-start-takeover-name = zastepstwo
opt-drehwurm-start-takeover-desc = Kto gra dalej za osobę, która wychodzi lub pomija zbyt wiele tur (domyślnie: serwer)
cmd-drehwurm-rules-name = zasady
cmd-drehwurm-rules-desc = Jak grać w Drehwurma
cmd-drehwurm-hand-name = karty
cmd-drehwurm-hand-desc = Pokaż swoje karty na ręce (widzisz je tylko ty)
cmd-play-name = graj
cmd-play-desc = Graj tutaj w Heckmeck lub Drehwurm: na serwerze, na czacie grupowym lub w DM z botem
cmd-play-heckmeck-name = heckmeck
cmd-play-heckmeck-desc = Otwórz tutaj partię Heckmeck (inni dołączają przyciskiem)
cmd-play-drehwurm-name = drehwurm
cmd-play-drehwurm-desc = Otwórz tutaj partię Drehwurm (inni dołączają przyciskiem)
cmd-play-daily-name = dzienny
cmd-play-daily-desc = Dzienny grill: dzisiejsze wyzwanie solo, także w DM
cmd-play-puzzle-name = zagadka
cmd-play-puzzle-desc = Zagadka Heckmeck, także w DM
cmd-play-away-name = nieobecnosc
cmd-play-away-desc = Nieobecność na kilka dni: twoje tury w grach z długimi turami czekają na ciebie
opt-play-away-days-name = dni
opt-play-away-days-desc = Ile dni (od 1 do 14; 14 dni w miesiącu)
cmd-play-back-name = powrot
cmd-play-back-desc = Zakończ nieobecność wcześniej: zegary twoich tur znów ruszają
cmd-play-pause-name = pauza
cmd-play-pause-desc = Wstrzymaj grę z długimi turami na tym czacie (gospodarz)
opt-play-pause-days-name = dni
opt-play-pause-days-desc = Ile dni (od 1 do 7)
cmd-play-leave-name = opusc
cmd-play-leave-desc = Opuść partię, w którą grasz na tym czacie
cmd-play-remind-name = przypomnienia
cmd-play-remind-desc = Dostawaj wiadomość prywatną, gdy nadchodzi twoja tura w partii
opt-play-remind-dm-name = dm
opt-play-remind-dm-desc = Wł.: przy każdej twojej turze wiadomość prywatna z linkiem do planszy, wszędzie

## /leaderboard i /stats

cmd-leaderboard-name = ranking
cmd-leaderboard-desc = Najlepsi gracze wg rankingu (OpenSkill, od 25) z partii rankingowych; miejsce po 3 z ludźmi
opt-leaderboard-game-name = gra
opt-leaderboard-game-desc = Która gra
opt-leaderboard-scope-name = zakres
opt-leaderboard-scope-desc = Ten serwer lub wszystkie serwery
opt-leaderboard-sort-name = sortuj
opt-leaderboard-sort-desc = Według czego uszeregować graczy

cmd-stats-name = statystyki
cmd-stats-desc = Wyniki gracza: każda zakończona partia, a osobno te rankingowe
opt-stats-user-name = gracz
opt-stats-user-desc = Czyje wyniki (domyślnie: twoje)

## Wartości

choice-edition-classic = Klasyczna
choice-edition-junior = Junior

choice-variant-standard = Standard
choice-variant-beginners = Dla początkujących
choice-variant-experienced = Dla wprawnych

choice-game-heckmeck = Polowanie na robale
choice-game-junior = Polowanie na robale Junior
choice-game-drehwurm = Drehwurm

choice-scope-server = Ten serwer
choice-scope-global = Wszystkie serwery

choice-sort-rating = Ranking
choice-sort-wins = Wygrane
choice-sort-win_rate = Odsetek wygranych
choice-sort-worms = Robale

# Każdy język nazwany jest we własnym języku.
choice-language-en = English
choice-language-de = Deutsch
choice-language-es = Español
choice-language-fr = Français
choice-language-it = Italiano
choice-language-nl = Nederlands
choice-language-pl = Polski
choice-language-pt-BR = Português (Brasil)
choice-language-auto = Domyślny język serwera
