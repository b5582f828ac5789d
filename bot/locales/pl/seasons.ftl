## Sezony: /heckmeck ustawienia sezon, ranking sezonu, wpis na koniec sezonu

cmd-heckmeck-settings-season-name = sezon
cmd-heckmeck-settings-season-desc = Sezony na tym serwerze: ranking, który co miesiąc lub co kwartał zaczyna się od nowa
opt-heckmeck-settings-season-length-name = dlugosc
opt-heckmeck-settings-season-length-desc = Jak długo trwa sezon (kalendarz UTC) albo wyłączone
opt-heckmeck-settings-season-role-name = rola_mistrza
opt-heckmeck-settings-season-role-desc = Rola, którą bot daje mistrzowi każdego sezonu (i odbiera poprzedniemu)
opt-heckmeck-settings-season-channel-name = kanal
opt-heckmeck-settings-season-channel-desc = Gdzie bot publikuje końcową tabelę każdego sezonu (domyślnie: ten kanał)
choice-season-length-off = Wyłączone
choice-season-length-monthly = Co miesiąc
choice-season-length-quarterly = Co kwartał
opt-leaderboard-period-name = okres
opt-leaderboard-period-desc = Ten sezon, poprzedni sezon lub cały czas (sezony: ustawiają administratorzy serwera)
choice-period-season = Ten sezon
choice-period-last = Poprzedni sezon
choice-period-all = Cały czas

season-name = { $length ->
    [monthly] { $month ->
        [1] styczeń
        [2] luty
        [3] marzec
        [4] kwiecień
        [5] maj
        [6] czerwiec
        [7] lipiec
        [8] sierpień
        [9] wrzesień
        [10] październik
        [11] listopad
       *[12] grudzień
    } { $year }
   *[quarterly] Q{ $quarter } { $year }
}

settings-season-off = Sezony są wyłączone na tym serwerze: ranking liczy cały czas.
settings-season-set = Sezony są włączone: { $length ->
    [monthly] sezon trwa miesiąc kalendarzowy
   *[quarterly] sezon trwa kwartał kalendarzowy
} (UTC). Obecny sezon to { $season }; kończy się { $ends }. Końcowa tabela trafi na { $channel }. Rola mistrza: { $role ->
    [none] brak
   *[other] { $role }
}.
settings-season-role-warning = ⚠️ { $problem }

leaderboard-season-title = { game-name } — sezon { $season } na tym serwerze
season-refused-off = Sezony są wyłączone na tym serwerze. Administrator może je włączyć przez /heckmeck ustawienia sezon.
season-refused-no-server = Sezony należą do serwera: zapytaj o nie na serwerze.
season-refused-global = Sezony prowadzone są osobno dla każdego serwera: wybierz „ten serwer” (albo cały czas dla wszystkich serwerów).

stats-season = Ten sezon ({ $season }): #{ $rank } · { rating-word } { rating-value } · wygrane { $wins } z { $games }
stats-season-unranked = Ten sezon ({ $season }): jeszcze bez miejsca · { rating-word } { rating-value } · wygrane { $wins } z { $games }
stats-season-none = Ten sezon ({ $season }): jeszcze bez partii rankingowej.

season-final-title = 🏆 Końcowa tabela sezonu { $season }
season-final-champion = 🏆 { $player } – mistrz sezonu { $season }. Gratulacje!
season-final-nobody = W sezonie { $season } nikt nie ukończył partii rankingowej.
season-final-no-champion = Sezon { $season } nie ma mistrza: miejsce wymaga { $min } partii rankingowych z innymi ludźmi, a nikt tylu nie rozegrał.
season-final-role-free = Poprzedni mistrz oddaje { $role }; dostanie ją mistrz następnego sezonu.
season-final-unranked = *Bez miejsca (mniej niż { $min } partii rankingowych z innymi ludźmi):*
season-final-next = Zaczął się sezon { $season }: wszyscy startują od nowa (ranking wszech czasów trwa dalej).
season-final-rest = *Pozostali: /ranking*
season-problems-title = ⚠️ Dla administratorów
season-problem-no-manage-roles = Nie mogłem nadać { $role }: potrzebuję uprawnienia Zarządzanie rolami.
season-problem-role-too-high = Nie mogłem nadać { $role }: jest wyżej niż moja najwyższa rola. Przesuń moją rolę nad nią w ustawieniach serwera.
season-problem-no-manage-roles-take = Nie mogłem odebrać { $role } mistrzowi poprzedniego sezonu: potrzebuję uprawnienia Zarządzanie rolami.
season-problem-role-too-high-take = Nie mogłem odebrać { $role } mistrzowi poprzedniego sezonu: jest wyżej niż moja najwyższa rola. Przesuń moją rolę nad nią w ustawieniach serwera.
season-problem-role-gone = Wybrana rola mistrza sezonów już nie istnieje; wybierz inną przez /heckmeck ustawienia sezon.
season-problem-refused = Discord nie pozwolił mi zmienić, kto ma { $role }; tym razem nadaj ją ręcznie.
season-problem-channel = Nie mogłem opublikować na { $channel }, więc końcowa tabela jest tutaj.
season-final-footer = Sezon { $id } · końcowa tabela
season-final-row = **{ $rank }.** { $player }
