## Stół: wołanie na turę, własny tekst planszy, zakończenia, rewanż.

ping-turn = { $icon } { $name }, twoja kolej ({ $game }): { $link }
ping-reminder = ⏰ { $name }, twoja tura czeka ({ $game }); czas mija { $when }: { $link }
ping-stolen = ⚔️ { $name }, { $thief } kradnie ci { $tile }!
ping-hand-hint = 🃏 Naciśnij **Pokaż moje karty** pod planszą, by grać.
ping-switch = 🔕 Rzadsze wołanie: `/heckmeck ustawienia moje-pingi`

board-content-turn = { $icon } { $game } · kolej: { $name }
board-content-finished = 🏁 { $game } · koniec gry
board-content-stopped = ⏹️ { $game } · przerwana

cmd-heckmeck-settings-pings-name = pingi
cmd-heckmeck-settings-pings-desc = Czy bot woła graczy, gdy nadchodzi ich tura (Polowanie na robale i Drehwurm)
opt-heckmeck-settings-pings-mode-name = tryb
opt-heckmeck-settings-pings-mode-desc = Co turę, tylko przypomnienie w połowie tury albo nigdy
choice-pings-every = Co turę
choice-pings-reminder = Tylko przypomnienie
choice-pings-off = Wyłączone
settings-pings-set = Wołanie na turę na tym serwerze: { $mode ->
    [every] wiadomość woła każdego gracza, gdy nadchodzi jego tura, i jeszcze raz, gdy minie połowa czasu.
    [reminder] wiadomość woła gracza tylko wtedy, gdy minie połowa jego czasu.
   *[off] wyłączone; gracze nie są nigdy wołani.
}

event-rolled-set-aside = { $name }: rzut { $dice }, odłożone { $count } × { $face } (suma { $total }).

## Wiadomość końcowa
ending-content = 🏁 Koniec gry: { $game }! { $names }
ending-title = 🏁 { $game } — wynik końcowy
ending-forfeit = 🏳️ { $name } wygrywa walkowerem: wszyscy pozostali gracze opuścili grę.
ending-tie-break-title = Rozstrzygnięcie remisu
ending-tie-break = { $count } graczy z wynikiem { $score }: { $name } ma najwyższą płytkę ({ $tile }).
ending-ratings-title = { rating-heading }
ending-final-rated = { board-final } · { rating-heading }
ending-rating-line = { $direction ->
    [up] +
    [down] −
   *[same] ±
}{ NUMBER($change, minimumFractionDigits: 1, maximumFractionDigits: 1) } → { rating-word } { rating-value }
ending-rematch = Rewanż

## Drehwurm: trwające rozdanie i jego rozliczenie
drehwurm-board-match-title = To rozdanie ({ $match })
drehwurm-board-match-line = { $name }: { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
} za { $piles ->
    [one] { $piles } zjedzony stos
    [few] { $piles } zjedzone stosy
    [many] { $piles } zjedzonych stosów
   *[other] { $piles } zjedzonego stosu
}
drehwurm-breakdown-title = Rozdanie { $match }: jak policzono punkty
drehwurm-breakdown-line = { $name }: { $piles ->
    [one] { $piles } stos
    [few] { $piles } stosy
    [many] { $piles } stosów
   *[other] { $piles } stosu
} +{ $eaten }, { $cards ->
    [one] { $cards } karta
    [few] { $cards } karty
    [many] { $cards } kart
   *[other] { $cards } karty
} na ręce −{ $cards } → { $score } (razem { $total })

## Ranking
leaderboard-own-row = ➡️ { $row } ⬅️

board-junior-legend = { $bun } liczy się za 2, reszta za 1 · bez { $worm } nie ma płytki
ending-card-forfeit = wygrana walkowerem
ending-card-date = { DATETIME($ended, dateStyle: "medium") }
ending-card-unrated = Bez rankingu
card-alt-title = Wynik końcowy: { $title }.
card-alt-place = Miejsce { $place }: { $player }.
card-alt-winner = { $line } Zwycięstwo.
card-alt-tiles = płytki { $tiles }
card-alt-more = I jeszcze { $count ->
    [one] { $count } gracz.
    [few] { $count } gracze.
    [many] { $count } graczy.
   *[other] { $count } gracza.
}

locale-note = ℹ️ Plansze gry są tutaj po { language-name }: publiczne wiadomości są w języku serwera. Ktoś z prawem Zarządzanie serwerem może to zmienić przez `/heckmeck ustawienia jezyk`; twoje prywatne odpowiedzi (karty, odmowy) są zawsze w twoim języku.
ending-assisted = 💡 Bez rankingu: { $names } – podpowiedzi we własnej turze, więc niczyj ranking się nie zmienia.
ending-assisted-mark = 💡
ending-assisted-marked = 💡 Bez rankingu: gracze oznaczeni 💡 użyli podpowiedzi we własnej turze, więc niczyj ranking się nie zmienia.
cmd-heckmeck-settings-my-pings-name = moje-pingi
cmd-heckmeck-settings-my-pings-desc = Jak bot cię woła, gdy nadchodzi twoja tura, na każdym serwerze
opt-heckmeck-settings-my-pings-mode-name = tryb
opt-heckmeck-settings-my-pings-mode-desc = Co turę, tylko przypomnienie w połowie tury, nigdy albo tak, jak ustawi serwer
choice-pings-server = Tak, jak ustawia ten serwer
settings-my-pings-set = Wołanie na twoją turę: { $mode ->
    [every] wiadomość wspomina cię, gdy nadchodzi twoja tura, i jeszcze raz, gdy minie połowa twojego czasu.
    [reminder] wiadomość wspomina cię tylko wtedy, gdy minie połowa twojego czasu.
    [off] wyłączone; bot nigdy nie wspomina cię z powodu tury.
   *[server] tak, jak ustawi każdy serwer (`/heckmeck ustawienia pingi`).
}
