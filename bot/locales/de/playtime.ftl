# Über den Tag spielen: Zugzeiten, Erinnerungen.

opt-heckmeck-start-turn_time-name = zugzeit
opt-heckmeck-start-turn_time-desc = Wie lange jeder für einen Zug Zeit hat (Standard: die Servereinstellung, sonst 2 Minuten)
choice-turn_time-2m = 2 Minuten
choice-turn_time-10m = 10 Minuten
choice-turn_time-1h = 1 Stunde
choice-turn_time-8h = 8 Stunden
choice-turn_time-24h = 24 Stunden
choice-turn_time-3d = 3 Tage
cmd-heckmeck-settings-turn_time-name = zugzeit
cmd-heckmeck-settings-turn_time-desc = Die Zugzeit neuer Heckmeck-Spiele auf diesem Server, wenn der Gastgeber keine andere wählt
opt-heckmeck-settings-turn_time-turn_time-name = zugzeit
opt-heckmeck-settings-turn_time-turn_time-desc = Wie lange jeder für einen Zug Zeit hat
settings-turn-time-set = Neue Heckmeck-Spiele auf diesem Server geben jetzt für jeden Zug { $time }.
invalid-turn-time = Diese Zugzeit steht nicht zur Auswahl. Wähle eine aus der Liste: 2 Minuten, 10 Minuten, 1 Stunde, 8 Stunden, 24 Stunden oder 3 Tage.
lobby-turn-time = Zeit pro Zug
board-deadline-long = Die Zeit läuft { $when } ab ({ $date }).
ping-last-chance = ⚠️ Letzten Zug verpasst: Läuft auch dieser ab, scheidest du aus.

# /heckmeck games
cmd-heckmeck-games-name = spiele
cmd-heckmeck-games-desc = Deine Lobbys und laufenden Spiele auf diesem Server, mit Links zu den Spielbrettern
my-games-none = Du spielst auf diesem Server in keinem Spiel mit. Eröffne eins mit /heckmeck start oder /drehwurm start oder tritt einer Lobby bei.
my-games-title = { $count ->
    [0] Deine Spiele: keins läuft
    [one] Dein Spiel
   *[other] Deine { $count } Spiele
}
my-games-game = **{ $game }** in { $channel } · { $count ->
    [one] 1 Spieler
   *[other] { $count } Spieler
}
    ↳ { $turn } · [Spielbrett]({ $link })
my-games-your-turn = **du bist am Zug**, die Zeit läuft { $when } ab
my-games-their-turn = { $name } ist am Zug, die Zeit läuft { $when } ab
my-games-no-turn = das Spiel endet gerade
my-games-lobbies = **Lobbys, denen du beigetreten bist**
my-games-lobby = **{ $game }** in { $channel } · { $count ->
    [one] 1 Spieler
   *[other] { $count } Spieler
} · Gastgeber { $host } · [Lobby]({ $link })
my-games-more = … und { $count } weitere

# Zug-Hinweise per Direktnachricht
cmd-heckmeck-remind-name = erinnern
cmd-heckmeck-remind-desc = Bekomme eine Direktnachricht, wenn du in einem Spiel am Zug bist
opt-heckmeck-remind-dm-name = dm
opt-heckmeck-remind-dm-desc = An: bei jedem deiner Züge eine Direktnachricht mit Link zum Spielbrett, auf allen Servern
remind-dm-on = Ab jetzt schicke ich dir eine Direktnachricht mit Link zum Spielbrett, wenn du am Zug bist (und wenn deine Zeit knapp wird), statt dich im Kanal zu rufen. Ausschalten mit /heckmeck erinnern dm:False.
remind-dm-off = Keine Direktnachrichten mehr zu deinen Zügen.
dm-turn = 🎲 Du bist am Zug in { $game } auf { $server }. Die Zeit läuft { $when } ab: { $link }
dm-reminder = ⏰ Dein Zug in { $game } auf { $server } wartet; die Zeit läuft { $when } ab: { $link }
dm-turn-chat = 🎲 Du bist am Zug in { $game }. Die Zeit läuft { $when } ab: { $link }
dm-reminder-chat = ⏰ Dein Zug in { $game } wartet; die Zeit läuft { $when } ab: { $link }
dm-refused = 📪 Ich wollte dir per Direktnachricht sagen, dass du am Zug bist, aber Discord hat es nicht zugelassen: Deine Direktnachrichten sind für diesen Server geschlossen. Öffne sie in den Privatsphäre-Einstellungen des Servers oder schalte die Hinweise mit /heckmeck erinnern dm:False aus.

# Ein Thread pro Spiel
opt-heckmeck-start-thread-name = thread
opt-heckmeck-start-thread-desc = Nach dem Start in einem eigenen Thread spielen (Standard: die Servereinstellung)
opt-drehwurm-start-thread-name = thread
opt-drehwurm-start-thread-desc = Nach dem Start in einem eigenen Thread spielen (Standard: die Servereinstellung)
cmd-heckmeck-settings-threads-name = threads
cmd-heckmeck-settings-threads-desc = Ob neue Spiele auf diesem Server in einem eigenen Thread gespielt werden
opt-heckmeck-settings-threads-threads-name = threads
opt-heckmeck-settings-threads-threads-desc = An: Jedes Spiel zieht beim Start in einen eigenen Thread um
settings-threads-set = { $on ->
    [true] Neue Spiele auf diesem Server ziehen beim Start in einen eigenen Thread um, außer sie werden mit thread aus gestartet.
   *[other] Neue Spiele auf diesem Server werden in ihrem Kanal gespielt, außer sie werden mit thread an gestartet.
}
thread-name = { $game } · { $players }
thread-moved = 🧵 { $game } wird in { $thread } gespielt ({ $players }).
thread-permission-missing = Ich kann dieses Spiel hier nicht in einem eigenen Thread spielen: Mir fehlt in diesem Kanal die Berechtigung { $permissions }. Es wird stattdessen im Kanal gespielt; jemand mit „Server verwalten“ kann mir die Berechtigung geben.
permission-create_public_threads = **Öffentliche Threads erstellen**
permission-send_messages_in_threads = **Nachrichten in Threads senden**
thread-game-over = 🏁 { $game } in { $thread } ist vorbei: { $count ->
    [one] Gewonnen hat { $names }.
   *[other] Gewonnen haben { $names }.
}
thread-game-stopped = 🛑 { $game } in { $thread } wurde abgebrochen.
settings-threads-permission = Mir fehlt in diesem Kanal die Berechtigung { $permissions }, also könnten Spiele hier keine eigenen Threads bekommen. Nichts wurde geändert: Gib mir die Berechtigung und versuche es noch einmal.
