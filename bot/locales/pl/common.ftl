## Słowa wspólne dla wszystkich gier i ogólne odmowy.

game-heckmeck = Polowanie na robale
game-junior = Polowanie na robale Junior
game-drehwurm = Drehwurm
game-name = { $game ->
    [heckmeck] { game-heckmeck }
    [junior] { game-junior }
    [drehwurm] { game-drehwurm }
   *[other] { $game }
}

players = { $count ->
    [one] { $count } gracz
    [few] { $count } gracze
    [many] { $count } graczy
   *[other] { $count } gracza
}
points = { $count ->
    [one] { $count } punkt
    [few] { $count } punkty
    [many] { $count } punktów
   *[other] { $count } punktu
}

game-numbered = { $title } #{ $number }
player-unknown = były gracz
player-deleted = usunięty gracz
rating-word = ranking
rating-heading = Ranking
rating-value = { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) }

# Każdy język w języku zdania (tu: po polsku, w miejscowniku: „po …”).
language-name = { $language ->
    [de] niemiecku
    [es] hiszpańsku
    [fr] francusku
    [it] włosku
    [nl] niderlandzku
    [pl] polsku
    [pt-BR] portugalsku (Brazylia)
   *[en] angielsku
}
settings-language-set = Publiczne wiadomości gry na tym serwerze są teraz po { language-name }.
settings-language-reset = Publiczne wiadomości gry na tym serwerze są teraz w języku serwera.

## Odmowy (widzi je tylko klikający)

not-your-turn = To nie twoja kolej.
not-a-player = Nie grasz w tej partii.
stale-button = Ten przycisk pochodzi z wcześniejszego etapu gry. Użyj najnowszej planszy.
game-not-found = Ta partia już nie istnieje.
already-in-game = Już dołączono do tej partii.
lobby-full = Ta partia jest pełna.
only-host = Może to zrobić tylko gracz, który otworzył tę partię.
no-game-here = Na tym kanale nie ma partii.
game-already-running = Na tym kanale trwa już partia.
game-running-elsewhere = Grasz już partię na { $channel }. Najpierw ją dokończ albo ją opuść.
permission-needed = Nie masz uprawnień, by to zrobić.
something-went-wrong = Coś poszło nie tak. Spróbuj ponownie.
click-failed = Coś poszło nie tak i nic się nie zmieniło. Spróbuj ponownie.

command-unavailable = Ta komenda jest teraz niedostępna. Bot mógł właśnie zostać uruchomiony ponownie: spróbuj za minutę.
command-cooldown = Zwolnij: spróbuj ponownie za { $seconds } s.
