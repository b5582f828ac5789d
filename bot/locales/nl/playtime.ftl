# Spelen over de dag verspreid: beurttijden, herinneringen.

opt-heckmeck-start-turn_time-name = beurttijd
opt-heckmeck-start-turn_time-desc = Hoeveel tijd elke speler per beurt heeft (standaard: de instelling van de server, anders 2 minuten)
choice-turn_time-2m = 2 minuten
choice-turn_time-10m = 10 minuten
choice-turn_time-1h = 1 uur
choice-turn_time-8h = 8 uur
choice-turn_time-24h = 24 uur
choice-turn_time-3d = 3 dagen
cmd-heckmeck-settings-turn_time-name = beurttijd
cmd-heckmeck-settings-turn_time-desc = De beurttijd van nieuwe spellen Regenwormen op deze server, tenzij de gastheer een andere kiest
opt-heckmeck-settings-turn_time-turn_time-name = beurttijd
opt-heckmeck-settings-turn_time-turn_time-desc = Hoeveel tijd elke speler per beurt heeft
settings-turn-time-set = Nieuwe spellen Regenwormen op deze server geven nu elke beurt { $time }.
invalid-turn-time = Die beurttijd is geen van de keuzes. Kies er een uit de lijst: 2 minuten, 10 minuten, 1 uur, 8 uur, 24 uur of 3 dagen.
lobby-turn-time = Tijd per beurt
board-deadline-long = De tijd loopt af { $when } ({ $date }).
ping-last-chance = ⚠️ Je hebt je vorige beurt gemist: verloopt ook deze, dan verlaat je het spel.

# /heckmeck spellen
cmd-heckmeck-games-name = spellen
cmd-heckmeck-games-desc = Je lobby's en lopende spellen op deze server, met links naar hun borden
my-games-none = Je zit op deze server in geen enkel spel. Open er een met /heckmeck start of /drehwurm start, of doe mee aan een lobby.
my-games-title = { $count ->
    [0] Je spellen: geen lopend
    [one] Je spel
   *[other] Je { $count } spellen
}
my-games-game = **{ $game }** in { $channel } · { $count ->
    [one] 1 speler
   *[other] { $count } spelers
}
    ↳ { $turn } · [bord]({ $link })
my-games-your-turn = **jouw beurt**, de tijd loopt af { $when }
my-games-their-turn = { $name } is aan de beurt, de tijd loopt af { $when }
my-games-no-turn = het spel loopt af
my-games-lobbies = **Lobby's waar je in zit**
my-games-lobby = **{ $game }** in { $channel } · { $count ->
    [one] 1 speler
   *[other] { $count } spelers
} · gastheer { $host } · [lobby]({ $link })
my-games-more = … en nog { $count }

# Beurtmeldingen per privébericht
cmd-heckmeck-remind-name = herinner
cmd-heckmeck-remind-desc = Krijg een privébericht als je aan de beurt bent in een spel
opt-heckmeck-remind-dm-name = dm
opt-heckmeck-remind-dm-desc = Aan: bij elke beurt een privébericht met een link naar het bord, op elke server
remind-dm-on = Vanaf nu stuur ik je een privébericht met een link naar het bord als je aan de beurt bent (en als je tijd bijna om is), in plaats van je in het kanaal te roepen. Zet het uit met /heckmeck herinner dm:False.
remind-dm-off = Geen privéberichten meer over je beurten.
dm-turn = 🎲 Je bent aan de beurt in { $game } op { $server }. De tijd loopt af { $when }: { $link }
dm-reminder = ⏰ Je beurt in { $game } op { $server } wacht; de tijd loopt af { $when }: { $link }
dm-turn-chat = 🎲 Je bent aan de beurt in { $game }. De tijd loopt af { $when }: { $link }
dm-reminder-chat = ⏰ Je beurt in { $game } wacht; de tijd loopt af { $when }: { $link }
dm-refused = 📪 Ik wilde je per privébericht laten weten dat je aan de beurt was, maar Discord liet me niet: je privéberichten zijn dicht voor deze server. Zet ze open in de privacy-instellingen van de server, of zet de meldingen uit met /heckmeck herinner dm:False.

# Een thread per spel
opt-heckmeck-start-thread-name = thread
opt-heckmeck-start-thread-desc = Speel na de start in een eigen thread (standaard: de instelling van de server)
opt-drehwurm-start-thread-name = thread
opt-drehwurm-start-thread-desc = Speel na de start in een eigen thread (standaard: de instelling van de server)
cmd-heckmeck-settings-threads-name = threads
cmd-heckmeck-settings-threads-desc = Of nieuwe spellen op deze server in een eigen thread gespeeld worden
opt-heckmeck-settings-threads-threads-name = threads
opt-heckmeck-settings-threads-threads-desc = Aan: elk spel verhuist bij de start naar een eigen thread
settings-threads-set = { $on ->
    [true] Nieuwe spellen op deze server verhuizen bij de start naar een eigen thread, tenzij gestart met thread uit.
   *[other] Nieuwe spellen op deze server worden in hun kanaal gespeeld, tenzij gestart met thread aan.
}
thread-name = { $game } · { $players }
thread-moved = 🧵 { $game } wordt gespeeld in { $thread } ({ $players }).
thread-permission-missing = Ik kan dit spel hier niet in een eigen thread spelen: ik mis de toestemming { $permissions } in dit kanaal. Het wordt in plaats daarvan in het kanaal gespeeld; iemand met Server beheren kan me de toestemming geven.
permission-create_public_threads = **Openbare threads maken**
permission-send_messages_in_threads = **Berichten sturen in threads**
thread-game-over = 🏁 { $game } in { $thread } is afgelopen: { $count ->
    [one] de winnaar is { $names }.
   *[other] de winnaars zijn { $names }.
}
thread-game-stopped = 🛑 { $game } in { $thread } is gestopt.
settings-threads-permission = Ik mis de toestemming { $permissions } in dit kanaal, dus spellen hier kunnen geen eigen thread krijgen. Er is niets veranderd: geef me de toestemming en probeer het opnieuw.
