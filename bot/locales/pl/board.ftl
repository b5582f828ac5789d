## Lobby i plansza Polowania na robale (publiczne: w języku serwera) oraz odmowy warstwy sesji
## (prywatne: w języku klikającego).

variant-short_game = krótka gra
variant-free_choice = wolny wybór
variant-harsh_failure = surowa porażka
title-with-variants = { $game } ({ $variants })
computer-name = 🤖 Komputer { $number } ({ $difficulty ->
    [easy] łatwy
    [hard] trudny
    [expert] ekspert
   *[normal] normalny
})
computer-name-short = 🤖 Komputer { $number }
difficulty-easy = Łatwy
difficulty-normal = Normalny
difficulty-hard = Trudny

lobby-intro = { $host } otwiera partię. Dołącz przyciskiem poniżej; { $min }–{ $max } graczy. Gospodarz ją rozpoczyna.
lobby-players = Gracze ({ $count }/{ $max })
lobby-expires = Lobby zamyka się
lobby-cancelled = Gospodarz odwołał tę partię.
lobby-expired = Nikt nie rozpoczął tej partii na czas; lobby jest zamknięte.
lobby-button-join = Dołącz
lobby-button-leave = Wyjdź
lobby-button-start = Start
lobby-button-cancel = Odwołaj
lobby-add-computer = Dodaj gracza komputerowego…

board-players = Gracze
board-player = { $name }{ $top } · { $worms } 🪱
board-removed = (poza grą)
read-button = Odczytaj stół
read-turn = { $you ->
    [yes] Twoja kolej.
   *[no] Kolej: { $name }.
}
read-left = { $you ->
    [yes] Jesteś już poza grą.
   *[no] { $name } jest już poza grą.
}
read-over = Partia jest zakończona.
read-winner = { $you ->
    [yes] Wygrywasz.
   *[no] Wygrywa { $name }.
}
seat-taken-over = { $name } (komputer od tury { $turn })
board-last = Co się stało
board-turn-title = Tura
board-turn = Kolej: { $name }.
board-turn-short = { $name } · ⏳ { $when }
board-deadline = Czas mija { $when }.
board-set-aside = { $dice } (suma { $total })
board-final = Klasyfikacja końcowa
board-final-line = { $place }. { $name } — { $score ->
    [one] { $score } robal
    [few] { $score } robale
    [many] { $score } robali
   *[other] { $score } robala
}
board-winners = { $count ->
    [one] 🏆 Zwycięzca: { $names }
   *[other] 🏆 Zwycięzcy: { $names }
}
board-abandoned = Ta partia została przerwana i się nie liczy.

event-timed-out = ⏰ { $name }: koniec czasu.
event-removed = { $name } opuszcza grę po trzech pominiętych turach z rzędu (z zachowaniem płytek).
event-stopped = { $name }: partia przerwana.
event-quit = { $name } opuszcza grę (z zachowaniem płytek).
event-taken-over = { $reason ->
    [missed] { $name } pomija trzy tury z rzędu: dalej gra komputer.
   *[left] { $name } opuszcza grę: dalej gra komputer.
}

button-roll = Rzuć
button-stop = Stop
button-undo = Cofnij
button-take = Weź { $tile }
button-steal = Ukradnij { $tile } graczowi { $name }
select-take = Stop i weź…

stop-confirm = Na pewno zakończyć tę partię? Zostanie zapisana jako przerwana.
stop-confirm-button = Zakończ partię
stop-done = Partia została przerwana.
leave-confirm = Na pewno opuścić tę partię? { $fate }
leave-seat-removed = Twoje miejsce znika, jak po pominiętych turach: pozostali grają dalej. Wyjście liczy się jako porażka.
leave-seat-computer = Na twoim miejscu dalej gra komputer ({ $difficulty ->
    [easy] łatwy
    [hard] trudny
    [expert] ekspert
   *[normal] normalny
}). Wyjście liczy się jako porażka, niezależnie od gry komputera.
leave-confirm-button = Opuść partię
leave-button = Wyjdź
leave-done = Opuszczasz partię.
leave-not-seated = Nie grasz (już) w tej partii.

## Odmowy warstwy sesji

game-running-here = Na tym kanale trwa już partia: { $link }
guild-only = To działa tylko na kanale serwera.
play-private-here = Ten serwer ukrywa odpowiedzi aplikacji, których nie dodał, więc stół byłby widoczny tylko dla ciebie. Poproś administratora, by dodał bota do serwera albo zezwolił na aplikacje zewnętrzne.
lobby-closed = To lobby jest zamknięte.
already-joined = Już dołączono do tej partii.
not-in-lobby = Nie ma cię w tym lobby.
host-cannot-leave = Gospodarz nie może wyjść; zamiast tego odwołaj partię.
unknown-difficulty = Nieznany poziom.
too-few-players = Do rozpoczęcia potrzeba co najmniej { $min } graczy.
game-not-running = Ta partia już nie trwa.
stop-not-allowed = Tę partię może przerwać tylko gospodarz lub ktoś z prawem zarządzania wiadomościami.

## Opcje komend z cogów

opt-heckmeck-rules-edition-name = edycja
opt-heckmeck-rules-edition-desc = Zasady której edycji

## Przebieg na planszy: jedna linia na turę, w obrazkach
log-turn = { $name }: { $dice } { $outcome }
log-turn-short = { $name }: { $outcome }
log-bust-short = 💥
log-no-new-face-short = → nic nowego
log-returned-short = ↩️ { $tile }
log-returned-highest-short = ↩️ { $tile } (najwyższa: bez odwrócenia)
log-took = → { $tile }
log-stole = → kradnie { $tile } od { $victim }!
log-bust = → { $dice } 💥
log-no-worm = 💥 brak robala
log-no-tile = 💥 suma { $total }: brak płytki
log-no-new-face = → { $dice }, nic nowego
log-timed-out = ⏰ koniec czasu
log-returned = ↩️ { $tile } wraca
log-turned = · { $tile } odwrócona
log-returned-highest = ↩️ { $tile } wraca (najwyższa: bez odwrócenia)

# Plansze wyzwania dnia i zagadek, z nagłówkami
board-grill = Grill
board-kept = Odłożone (suma { $total })
board-roll = Rzut
