## Wörter aller Spiele und allgemeine Absagen.

game-heckmeck = Heckmeck am Bratwurmeck
game-junior = Heckmeck Junior
game-drehwurm = Drehwurm
game-name = { $game ->
    [heckmeck] { game-heckmeck }
    [junior] { game-junior }
    [drehwurm] { game-drehwurm }
   *[other] { $game }
}

players = { $count ->
    [one] { $count } Spieler
   *[other] { $count } Spieler
}
points = { $count ->
    [one] { $count } Punkt
   *[other] { $count } Punkte
}

game-numbered = { $title } #{ $number }
player-unknown = ein ehemaliger Spieler
player-deleted = ein gelöschter Spieler
rating-word = Wertung
rating-heading = Wertung
rating-value = { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) }

language-name = { $language ->
    [de] Deutsch
    [es] Spanisch
    [fr] Französisch
    [it] Italienisch
    [nl] Niederländisch
    [pl] Polnisch
    [pt-BR] brasilianisches Portugiesisch
   *[en] Englisch
}
settings-language-set = Öffentliche Spielnachrichten auf diesem Server sind jetzt auf { language-name }.
settings-language-reset = Öffentliche Spielnachrichten auf diesem Server folgen jetzt der Sprache des Servers.

## Absagen (nur für den Klickenden sichtbar)

not-your-turn = Du bist nicht am Zug.
not-a-player = Du spielst in dieser Partie nicht mit.
stale-button = Dieser Knopf gehört zu einem früheren Spielschritt. Bitte benutze das aktuelle Spielbrett.
game-not-found = Diese Partie gibt es nicht mehr.
already-in-game = Du bist dieser Partie schon beigetreten.
lobby-full = Diese Partie ist voll.
only-host = Das darf nur, wer die Partie eröffnet hat.
no-game-here = In diesem Kanal läuft keine Partie.
game-already-running = In diesem Kanal läuft schon eine Partie.
game-running-elsewhere = Du spielst schon eine Partie in { $channel }. Beende oder verlasse sie zuerst.
permission-needed = Dafür fehlt dir die Berechtigung.
something-went-wrong = Da ist etwas schiefgegangen. Bitte versuche es noch einmal.
click-failed = Da ist etwas schiefgegangen; es wurde nichts geändert. Bitte versuche es noch einmal.

command-unavailable = Dieser Befehl ist gerade nicht verfügbar. Der Bot wurde vielleicht eben neu gestartet: versuche es in einer Minute noch einmal.
command-cooldown = Nicht so schnell: versuche es in { $seconds } s noch einmal.
