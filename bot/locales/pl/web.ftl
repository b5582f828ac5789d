## Strony internetowe tylko do odczytu (bot/web): rankingi, profile, strony partii z powtórką.

web-site-name = Bot Polowania na robale
web-server-unnamed = Serwer Discord
web-language-name = Polski
web-language-label = Język
web-skip = Przejdź do treści
web-footer = Strony tylko do odczytu bota Polowania na robale na Discordzie. Pokazujemy tylko wyświetlane nazwy i dane gier.
web-not-found-title = Nie znaleziono strony
web-not-found-text = Tu nie ma strony. Strony serwera istnieją tylko wtedy, gdy serwer włączył je przez /heckmeck ustawienia.

## Ranking
web-leaderboard-title = Ranking: { game-name }
web-leaderboard-season-title = Ranking: { game-name }, { $season }
web-leaderboard-description = { $count ->
    [one] Ranking gry { game-name } na tym serwerze Discord: { $count } gracz.
    [few] Ranking gry { game-name } na tym serwerze Discord: { $count } gracze.
   *[other] Ranking gry { game-name } na tym serwerze Discord: { $count } graczy.
}
web-games-label = Gra
web-sort-label = Sortuj wg
web-period-label = Okres
web-sort = { $sort ->
    [wins] Wygrane
    [win_rate] Odsetek wygranych
    [worms] { $unit ->
        [points] Średnia punktów
       *[other] Średnia robali
    }
   *[rating] { rating-heading }
}
web-board-figures = { rating-heading } { rating-value } · { $games ->
    [one] { $games } partia
    [few] { $games } partie
   *[other] { $games } partii
} · { $wins ->
    [one] { $wins } wygrana
    [few] { $wins } wygrane
   *[other] { $wins } wygranych
} ({ $rate } %) · ⌀ { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $unit ->
    [points] pkt
   *[other] robala
}
web-board-note = Gracze z mniej niż { $min } partiami rankingowymi z innymi ludźmi są na końcu, bez miejsca. Partie tylko z graczami komputerowymi liczą się do rankingu, ale nie do miejsca.
web-pages-label = Strony
web-previous = ◀ Poprzednia
web-next = Następna ▶
web-page-of = Strona { $page } z { $pages }

## Profil
web-profile-title = { $player }
web-profile-description = { $count ->
    [one] { $player }: { $count } partia na tym serwerze Discord.
    [few] { $player }: { $count } partie na tym serwerze Discord.
   *[other] { $player }: { $count } partii na tym serwerze Discord.
}
web-profile-empty = Nie ma jeszcze zakończonych partii.
web-chart-label = { rating-heading } w czasie w grze { game-name }, jeden punkt na partię rankingową
web-games = Partie
web-wins = Wygrane
web-win-rate = Odsetek wygranych
web-best = Najlepszy wynik
web-rating = { rating-heading }
web-against-computers = Przeciw komputerowi
web-game = Gra
web-level = Poziom
web-ahead = Wyżej na mecie
web-recent = Ostatnie partie
web-recent-game = Partia #{ $id }: { $count ->
    [one] wygrywa { $names }
   *[other] wspólnie wygrywają { $names }
}
web-to-leaderboard = Do rankingu

## Strona partii
web-game-description = { $winners ->
    [one] Wygrywa { $names }
   *[other] Wspólnie wygrywają { $names }
} — partia { $count ->
    [one] { $count } gracza.
   *[other] { $count } graczy.
}
web-result = Wynik
web-replay = Powtórka
web-replay-keys = Przechodź przez partię przyciskami lub strzałkami; przeskakuj o turę klawiszami Page Up i Page Down (Home: początek, End: koniec).
web-first-step = Pierwszy krok
web-previous-step = Poprzedni krok
web-next-step = Następny krok
web-last-step = Ostatni krok
web-step-of = Krok { $step } z { $steps }
web-no-replay = Powtórka tej partii nie jest już przechowywana.
web-previous-turn = Poprzednia tura
web-next-turn = Następna tura
web-previous-turn-short = ◂ Tura
web-next-turn-short = Tura ▸
web-turns-label = Przejdź do tury
web-show-turn = Pokaż
web-turn = Tura { $number }: { $player }
web-replay-start = Partia się zaczyna; zaczyna { $player }.

## Co zrobił krok powtórki
said-rolled = { $player } rzuca { $count ->
    [one] jedną kością
   *[other] { $count } kośćmi
}.
said-set-aside = { $player } odkłada { $count } × { face-name } (suma { $total }).
said-no-new-face = { $player }: nic nowego w rzucie.
said-took = { $player } bierze płytkę { $tile } ({ $worms ->
    [one] { $worms } robal
    [few] { $worms } robale
    [many] { $worms } robali
   *[other] { $worms } robala
}).
said-stole = { $player } kradnie { $tile } graczowi { $victim }.
said-failed = { $reason ->
    [bust] { $player } nie może odłożyć żadnej kości: tura przepada.
    [no-worm] { $player } nie ma odłożonego robala: tura przepada.
    [no-tile] { $player } ma { $total }, brak płytki do wzięcia: tura przepada.
   *[other] Tura gracza { $player } przepada.
}
said-returned = { $player } odkłada płytkę { $tile } z powrotem na grill.
said-turned = Płytka { $tile } zostaje odwrócona.
said-game-over = 🏁 Gra się skończyła.

## Co wszyscy widzieli w danym kroku powtórki
scene-grill = Grill
scene-turned = { $count ->
    [one] { $count } odwrócona płytka
    [few] { $count } odwrócone płytki
   *[other] { $count } odwróconych płytek
}
scene-turned-tile = odwrócona płytka
scene-die = kość: { face-name }
scene-tile = płytka { $value } ({ $worms ->
    [one] { $worms } robal
    [few] { $worms } robale
    [many] { $worms } robali
   *[other] { $worms } robala
})
scene-roll = Kości rzucone przez: { $player }
scene-kept = Kości odłożone przez: { $player }
scene-stack = { $player }: { $count ->
    [one] { $count } płytka
    [few] { $count } płytki
   *[other] { $count } płytek
}, { $worms ->
    [one] { $worms } robal
    [few] { $worms } robale
    [many] { $worms } robali
   *[other] { $worms } robala
}
scene-pile = Stos { $number } ({ drehwurm-cards }){ $open ->
    [1] , otwarty poza kolejką
   *[0] {""}
}
scene-draw = Talia: { drehwurm-cards }
scene-hand-size = { $player }: { drehwurm-cards } na ręce, { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
}

## Z Discorda: ustawienia i przyciski z linkami do stron
cmd-heckmeck-settings-web-name = www
cmd-heckmeck-settings-web-desc = Czy ten serwer ma publiczne strony internetowe: rankingi, profile, powtórki partii
opt-heckmeck-settings-web-web-name = www
opt-heckmeck-settings-web-web-desc = Wł.: każdy z linkiem może czytać rankingi, profile i partie tego serwera
cmd-heckmeck-settings-profile-name = profil
cmd-heckmeck-settings-profile-desc = Czy twój profil internetowy jest widoczny (na każdym serwerze)
opt-heckmeck-settings-profile-public-name = publiczny
opt-heckmeck-settings-profile-public-desc = Wył.: twoja strona profilu jest ukryta; rankingi i partie nadal pokazują twoją nazwę
settings-web-on = 🌐 Strony internetowe tego serwera są włączone: { $url }
settings-web-on-no-address = 🌐 Strony internetowe tego serwera są włączone. Operator bota nie nadał im jeszcze adresu (WEB_BASE_URL), więc linki nie są pokazywane.
settings-web-off = Strony internetowe tego serwera są wyłączone: żadnej z nich nie da się już otworzyć.
settings-profile-set = { $public ->
    [true] 🌐 Twój profil internetowy jest widoczny na stronach serwerów, które je włączyły.
   *[false] Twój profil internetowy jest ukryty na każdym serwerze. Rankingi i partie nadal pokazują twoją nazwę.
}
web-link-game = Strona partii
web-link-leaderboard = Ranking w sieci
web-link-profile = Profil w sieci
