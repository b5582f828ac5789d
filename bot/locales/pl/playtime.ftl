# Granie przez cały dzień: czas na turę, przypomnienia.

opt-heckmeck-start-turn_time-name = czas_tury
opt-heckmeck-start-turn_time-desc = Ile czasu ma każdy gracz na turę (domyślnie: ustawienie serwera, inaczej 2 minuty)
choice-turn_time-2m = 2 minuty
choice-turn_time-10m = 10 minut
choice-turn_time-1h = 1 godzina
choice-turn_time-8h = 8 godzin
choice-turn_time-24h = 24 godziny
choice-turn_time-3d = 3 dni
cmd-heckmeck-settings-turn_time-name = czas_tury
cmd-heckmeck-settings-turn_time-desc = Czas na turę w nowych partiach Polowania na robale tutaj, o ile gospodarz nie wybierze innego
opt-heckmeck-settings-turn_time-turn_time-name = czas_tury
opt-heckmeck-settings-turn_time-turn_time-desc = Ile czasu ma każdy gracz na turę
settings-turn-time-set = Nowe partie Polowania na robale na tym serwerze dają teraz na każdą turę { $time }.
invalid-turn-time = Tego czasu na turę nie ma wśród opcji. Wybierz z listy: 2 minuty, 10 minut, 1 godzina, 8 godzin, 24 godziny lub 3 dni.
lobby-turn-time = Czas na turę
board-deadline-long = Czas mija { $when } ({ $date }).
ping-last-chance = ⚠️ Poprzednia tura przepadła: jeśli i ta minie, wypadasz z gry.

# /heckmeck partie
cmd-heckmeck-games-name = partie
cmd-heckmeck-games-desc = Twoje lobby i trwające partie na tym serwerze, z linkami do plansz
my-games-none = Nie grasz w żadnej partii na tym serwerze. Otwórz nową przez /heckmeck start lub /drehwurm start albo dołącz do lobby.
my-games-title = { $count ->
    [0] Twoje partie: żadna nie trwa
    [one] Twoja partia
    [few] Twoje { $count } partie
   *[other] Twoich { $count } partii
}
my-games-game = **{ $game }** na { $channel } · { $count ->
    [one] 1 gracz
    [few] { $count } gracze
   *[other] { $count } graczy
}
    ↳ { $turn } · [plansza]({ $link })
my-games-your-turn = **twoja kolej**, czas mija { $when }
my-games-their-turn = kolej: { $name }, czas mija { $when }
my-games-no-turn = partia się kończy
my-games-lobbies = **Lobby, do których dołączono**
my-games-lobby = **{ $game }** na { $channel } · { $count ->
    [one] 1 gracz
    [few] { $count } gracze
   *[other] { $count } graczy
} · gospodarz { $host } · [lobby]({ $link })
my-games-more = … i { $count } więcej

# Powiadomienia o turze w wiadomości prywatnej
cmd-heckmeck-remind-name = przypomnienia
cmd-heckmeck-remind-desc = Dostawaj wiadomość prywatną, gdy nadchodzi twoja tura w partii
opt-heckmeck-remind-dm-name = dm
opt-heckmeck-remind-dm-desc = Wł.: przy każdej twojej turze wiadomość prywatna z linkiem do planszy, na każdym serwerze
remind-dm-on = Od teraz, gdy nadejdzie twoja tura (i gdy kończy ci się czas), wyślę ci wiadomość prywatną z linkiem do planszy, zamiast wołać cię na kanale. Wyłączysz to przez /heckmeck przypomnienia dm:False.
remind-dm-off = Koniec wiadomości prywatnych o twoich turach.
dm-turn = 🎲 Twoja kolej ({ $game }, { $server }). Czas mija { $when }: { $link }
dm-reminder = ⏰ Twoja tura czeka ({ $game }, { $server }); czas mija { $when }: { $link }
dm-turn-chat = 🎲 Twoja kolej ({ $game }). Czas mija { $when }: { $link }
dm-reminder-chat = ⏰ Twoja tura czeka ({ $game }); czas mija { $when }: { $link }
dm-refused = 📪 Chciałem dać ci znać wiadomością prywatną, że twoja kolej, ale Discord mi nie pozwolił: twoje wiadomości prywatne są zamknięte dla tego serwera. Otwórz je w ustawieniach prywatności serwera albo wyłącz powiadomienia przez /heckmeck przypomnienia dm:False.

# Osobny wątek na partię
opt-heckmeck-start-thread-name = watek
opt-heckmeck-start-thread-desc = Po rozpoczęciu graj we własnym wątku (domyślnie: ustawienie serwera)
opt-drehwurm-start-thread-name = watek
opt-drehwurm-start-thread-desc = Po rozpoczęciu graj we własnym wątku (domyślnie: ustawienie serwera)
cmd-heckmeck-settings-threads-name = watki
cmd-heckmeck-settings-threads-desc = Czy nowe partie na tym serwerze toczą się we własnych wątkach
opt-heckmeck-settings-threads-threads-name = watki
opt-heckmeck-settings-threads-threads-desc = Wł.: każda partia po rozpoczęciu przenosi się do własnego wątku
settings-threads-set = { $on ->
    [true] Nowe partie na tym serwerze po rozpoczęciu przenoszą się do własnego wątku, chyba że zaczęto je z wyłączonym wątkiem.
   *[other] Nowe partie na tym serwerze toczą się na swoim kanale, chyba że zaczęto je z włączonym wątkiem.
}
thread-name = { $game } · { $players }
thread-moved = 🧵 { $game }: gramy w wątku { $thread } ({ $players }).
thread-permission-missing = Nie mogę prowadzić tej partii we własnym wątku: brakuje mi uprawnienia { $permissions } na tym kanale. Partia odbędzie się na kanale; ktoś z prawem Zarządzanie serwerem może mi je nadać.
permission-create_public_threads = **Tworzenie wątków publicznych**
permission-send_messages_in_threads = **Wysyłanie wiadomości w wątkach**
thread-game-over = 🏁 Koniec partii w { $thread } ({ $game }): { $count ->
    [one] zwycięzca to { $names }.
   *[other] zwycięzcy to { $names }.
}
thread-game-stopped = 🛑 Partia w { $thread } ({ $game }) przerwana.
settings-threads-permission = Brakuje mi uprawnienia { $permissions } na tym kanale, więc partie tutaj nie mogłyby mieć własnych wątków. Nic się nie zmieniło: nadaj mi uprawnienie i spróbuj ponownie.
