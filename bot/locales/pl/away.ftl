# Zegary, które stoją: nieobecność gracza, pauza gospodarza.

cmd-heckmeck-away-name = nieobecnosc
cmd-heckmeck-away-desc = Nieobecność na kilka dni: twoje tury w grach z długimi turami czekają na ciebie
opt-heckmeck-away-days-name = dni
opt-heckmeck-away-days-desc = Ile dni (od 1 do 14; 14 dni w miesiącu)
cmd-heckmeck-back-name = powrot
cmd-heckmeck-back-desc = Zakończ nieobecność wcześniej: zegary twoich tur znów ruszają
cmd-heckmeck-pause-name = pauza
cmd-heckmeck-pause-desc = Wstrzymaj grę z długimi turami na tym kanale (gospodarz)
opt-heckmeck-pause-days-name = dni
opt-heckmeck-pause-days-desc = Ile dni (od 1 do 7)

away-on = 🏖️ Nieobecność do { $date } ({ $when }). W grach z turami trwającymi godzinę lub dłużej twoje tury czekają na ciebie. { $left ->
    [one] Został ci 1 dzień nieobecności w tym miesiącu.
    [few] Zostały ci { $left } dni nieobecności w tym miesiącu.
   *[other] Zostało ci { $left } dni nieobecności w tym miesiącu.
} Wcześniejszy powrót: /heckmeck powrot
away-off = 👋 Witaj z powrotem: zegary twoich tur znów ruszają z czasem, który im pozostał. { $left ->
    [one] Został ci 1 dzień nieobecności w tym miesiącu.
    [few] Zostały ci { $left } dni nieobecności w tym miesiącu.
   *[other] Zostało ci { $left } dni nieobecności w tym miesiącu.
}
away-days-invalid = Nieobecność trwa od 1 do { $most } dni. Nic się nie zmieniło.
away-too-many = { $left ->
    [one] W tym miesiącu został ci tylko 1 dzień nieobecności.
    [few] W tym miesiącu zostały ci tylko { $left } dni nieobecności.
   *[other] W tym miesiącu zostało ci tylko { $left } dni nieobecności.
} Nic się nie zmieniło.
away-none-left = Wszystkie { $most } dni nieobecności w tym miesiącu są już wykorzystane. Nic się nie zmieniło.
away-already = Nieobecność już trwa, do { $when }. Najpierw zakończ ją przez /heckmeck powrot.
away-not-away = Nie masz teraz nieobecności. Nic się nie zmieniło.

pause-on = ⏸️ Gra jest wstrzymana do { $when }: wszystkie zegary stoją. ▶️ Wznów na planszy kończy pauzę.
pause-not-host = Tylko gospodarz może wstrzymać lub wznowić tę grę.
pause-days-invalid = Pauza trwa od 1 do { $most } dni. Nic się nie zmieniło.
pause-short-turns = Wstrzymać można tylko gry z turami trwającymi godzinę lub dłużej.
pause-tournament = Stołu turniejowego nie można wstrzymać; organizator może dać turze więcej czasu.
pause-none = Ta gra nie jest wstrzymana.

board-paused = ⏸️ Wstrzymana do { $when }
board-away = 🏖️ { $name } wraca { $when }
board-resume = Wznów
