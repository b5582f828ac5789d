## /historia, /powtorka i /eksport: powrót do zakończonych partii

cmd-history-name = historia
cmd-history-desc = Ostatnie zakończone partie gracza na tym serwerze (poza nim: te rozegrane poza serwerami)
opt-history-user-name = gracz
opt-history-user-desc = Czyje partie (domyślnie: twoje)
opt-history-game-name = gra
opt-history-game-desc = Tylko partie tej gry
cmd-replay-name = powtorka
cmd-replay-desc = Przejdź ruch po ruchu przez zakończoną partię
opt-replay-game-name = partia
opt-replay-game-desc = Numer partii (pokazuje go /historia)
cmd-export-name = eksport
cmd-export-desc = Pobierz zapis zakończonej partii jako plik JSON
opt-export-game-name = partia
opt-export-game-desc = Numer partii (pokazuje go /historia)

history-title = { $game ->
    [all] Zakończone partie
   *[other] Zakończone partie: { game-name }
}
history-intro = Partie ukończone tutaj przez { $user }, od najnowszych.
history-empty = { $user }: brak ukończonych partii na tym serwerze.
history-entry = { $when } · { $board }
    { $players }
history-player = { $place }. { $name } { $score } { $unit ->
    [points] { $score ->
        [one] punkt
        [few] punkty
        [many] punktów
       *[other] punktu
    }
   *[other] { $score ->
        [one] robal
        [few] robale
        [many] robali
       *[other] robala
    }
}
history-board-link = [Plansza końcowa]({ $url })
history-board-channel = Rozegrana na { $channel }
history-footer = Strona { $page } z { $pages } · { $count ->
    [one] { $count } partia
    [few] { $count } partie
   *[other] { $count } partii
} · /powtorka lub /eksport partii wg numeru
history-previous = ◀ Nowsze
history-next = Starsze ▶

replay-heading = Powtórka #{ $game } · { $position }/{ $positions }
replay-first = Początek
replay-previous = Wstecz
replay-next = Dalej
replay-last = Koniec
replay-next-turn = Następna tura
replay-public-only = Nie było cię w tej partii: widzisz stół, nigdy kart na ręce.

export-ready = Zapis partii #{ $game } (format: heckmeck-bot game log, wersja 1).
export-file-description = Każdy ruch partii #{ $game } jako plik JSON.

history-no-such-game = Na tym serwerze nie ma partii #{ $game }. /historia pokazuje zakończone partie z ich numerami.
history-game-live = Partia #{ $game } wciąż trwa: oglądaj ją na żywo w { $link }. Powtórka będzie możliwa po jej końcu.
history-never-started = Partia #{ $game } nigdy się nie zaczęła (jej lobby się zamknęło), więc nie ma czego odtwarzać.
history-log-pruned = Zapis ruchów partii #{ $game } został usunięty (ten serwer trzyma zapisy tylko przez jakiś czas). Wynik nadal się liczy i widnieje w /historia.
history-log-broken = Zapisany przebieg partii #{ $game } się nie zgadza, więc nie da się go odtworzyć. Operator serwera bota może to sprawdzić przez `python -m bot check`.
history-log-too-old = Partię #{ $game } rozegrano, zanim bot zaczął przechowywać potrzebne do powtórek tasowania, więc nie da się jej odtworzyć. Wynik nadal się liczy.
