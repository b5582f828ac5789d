## Die Lobby und das Heckmeck-Spielbrett (öffentlich: in der Sprache des Servers) und die Absagen
## der Sitzungsschicht (nur für den Klickenden: in seiner Sprache).

variant-short_game = kurzes Spiel
variant-free_choice = freie Wahl
variant-harsh_failure = harter Fehlwurf
title-with-variants = { $game } ({ $variants })
computer-name = 🤖 Computer { $number } ({ $difficulty ->
    [easy] leicht
    [hard] schwer
    [expert] Experte
   *[normal] normal
})
# a computer player in a large table's log, where its line in the list above gives the difficulty
computer-name-short = 🤖 Computer { $number }
difficulty-easy = Leicht
difficulty-normal = Normal
difficulty-hard = Schwer

lobby-intro = { $host } hat eine Partie eröffnet. Wer mitspielen will, drückt unten auf „Mitspielen“; { $min }–{ $max } Spieler. Der Gastgeber startet sie.
lobby-players = Spieler ({ $count }/{ $max })
lobby-expires = Die Lobby schließt
lobby-cancelled = Der Gastgeber hat diese Partie abgesagt.
lobby-expired = Niemand hat diese Partie rechtzeitig gestartet; die Lobby ist geschlossen.
lobby-button-join = Mitspielen
lobby-button-leave = Aussteigen
lobby-button-start = Starten
lobby-button-cancel = Absagen
lobby-add-computer = Computerspieler hinzufügen…

board-players = Spieler
board-player = { $name }{ $top } · { $worms } 🪱
board-removed = (hat das Spiel verlassen)
seat-taken-over = { $name } (Computer seit Zug { $turn })
read-button = Tisch vorlesen
read-turn = { $you ->
    [yes] Du bist am Zug.
   *[no] { $name } ist am Zug.
}
read-left = { $you ->
    [yes] Du hast das Spiel verlassen.
   *[no] { $name } hat das Spiel verlassen.
}
read-over = Das Spiel ist vorbei.
read-winner = { $you ->
    [yes] Du gewinnst.
   *[no] { $name } gewinnt.
}
board-last = Was passiert ist
board-turn-title = Zug
board-turn = { $name } ist am Zug.
board-turn-short = { $name } · ⏳ { $when }
board-deadline = Die Zeit läuft { $when } ab.
board-set-aside = { $dice } (Summe { $total })
board-final = Endstand
board-final-line = { $place }. { $name } — { $score ->
    [one] { $score } Wurm
   *[other] { $score } Würmer
}
board-winners = { $count ->
    [one] 🏆 Sieger: { $names }
   *[other] 🏆 Sieger: { $names }
}
board-abandoned = Diese Partie wurde abgebrochen und zählt nicht.

event-timed-out = ⏰ Die Zeit von { $name } ist abgelaufen.
event-removed = { $name } hat dreimal hintereinander den Zug verpasst und verlässt das Spiel (die Portionen bleiben liegen).
event-stopped = { $name } hat die Partie beendet.
event-quit = { $name } hat das Spiel verlassen (die Portionen bleiben liegen).
event-taken-over = { $reason ->
    [missed] { $name } hat dreimal in Folge nicht gespielt: ein Computer spielt weiter.
   *[left] { $name } hat das Spiel verlassen: ein Computer spielt weiter.
}

button-roll = Würfeln
button-stop = Aufhören
button-undo = Zurück
button-take = { $tile } nehmen
button-steal = { $tile } von { $name } stehlen
select-take = Aufhören und nehmen…

stop-confirm = Diese Partie wirklich beenden? Sie wird als abgebrochen gespeichert.
stop-confirm-button = Partie beenden
stop-done = Die Partie wurde beendet.
leave-confirm = Das Spiel wirklich verlassen? { $fate }
leave-seat-removed = Dein Platz wird entfernt, wie nach verpassten Zügen: die anderen spielen weiter. Verlassen zählt als Niederlage.
leave-seat-computer = Ein Computer ({ $difficulty ->
    [easy] leicht
    [hard] schwer
    [expert] Experte
   *[normal] normal
}) spielt auf deinem Platz weiter. Verlassen zählt als Niederlage, egal was der Computer daraus macht.
leave-confirm-button = Spiel verlassen
leave-button = Aussteigen
leave-done = Du hast das Spiel verlassen.
leave-not-seated = Du spielst (nicht mehr) in diesem Spiel.

## Absagen der Sitzungsschicht

game-running-here = In diesem Kanal läuft schon eine Partie: { $link }
guild-only = Das geht nur in einem Serverkanal.
play-private-here = Dieser Server hält die Antworten von Apps, die er nicht hinzugefügt hat, privat: nur du würdest den Tisch sehen. Bitte eine Adminperson, den Bot zum Server hinzuzufügen oder externe Apps zu erlauben.
lobby-closed = Diese Lobby ist geschlossen.
already-joined = Du bist dieser Partie schon beigetreten.
not-in-lobby = Du bist nicht in dieser Lobby.
host-cannot-leave = Der Gastgeber kann nicht aussteigen; sag die Partie stattdessen ab.
unknown-difficulty = Unbekannte Schwierigkeit.
too-few-players = Zum Starten braucht es mindestens { $min } Spieler.
game-not-running = Diese Partie läuft nicht mehr.
stop-not-allowed = Nur der Gastgeber oder wer Nachrichten verwalten darf, kann diese Partie beenden.

## Befehlsoptionen, die mit den Cogs dazukamen

opt-heckmeck-rules-edition-name = edition
opt-heckmeck-rules-edition-desc = Die Regeln welcher Edition

## Das Protokoll auf dem Heckmeck-Spielbrett: eine Zeile je Zug, in Bildern ($dice: die
## beiseitegelegten Würfel der Reihe nach; $tile: das Bild einer Portion)
log-turn = { $name }: { $dice } { $outcome }
log-turn-short = { $name }: { $outcome }
log-bust-short = 💥
log-no-new-face-short = → nichts Neues
log-returned-short = ↩️ { $tile }
log-returned-highest-short = ↩️ { $tile } (höchste: keine umgedreht)
log-took = → { $tile }
log-stole = → klaut { $victim } die { $tile }!
log-bust = → { $dice } 💥
log-no-worm = 💥 kein Wurm
log-no-tile = 💥 Summe { $total }: keine Portion
log-no-new-face = → { $dice }, nichts Neues
log-timed-out = ⏰ Zeit abgelaufen
log-returned = ↩️ { $tile } zurück
log-turned = · { $tile } umgedreht
log-returned-highest = ↩️ { $tile } zurück (die höchste: keine umgedreht)

# The daily challenge's and the puzzles' boards, which keep their headings
board-grill = Grill
board-kept = Beiseitegelegt (Summe { $total })
board-roll = Wurf
