## Slash-Befehle, ihre Optionen und Auswahlwerte (Schlüssel-Konvention: siehe bot/i18n.py).
## Namen (alle *-name): klein geschrieben, ohne Leerzeichen, 1–32 Zeichen, nur Buchstaben, Ziffern,
## "-" oder "_"; wir verzichten auf Umlaute, damit sie leicht zu tippen sind.
## Beschreibungen und Auswahlwerte: 1–100 Zeichen.

## /heckmeck

cmd-heckmeck-name = heckmeck
cmd-heckmeck-desc = Heckmeck am Bratwurmeck oder Heckmeck Junior spielen

cmd-heckmeck-start-name = starten
cmd-heckmeck-start-desc = Eine neue Partie Heckmeck in diesem Kanal eröffnen
opt-heckmeck-start-edition-name = edition
opt-heckmeck-start-edition-desc = Klassisch (8 Würfel, Portionen 21–36) oder Junior (6 Würfel, Portionen 4–9)
opt-heckmeck-start-short_game-name = kurzes_spiel
opt-heckmeck-start-short_game-desc = Kurzes Spiel: eine zurückgelegte Portion wird ebenfalls umgedreht
opt-heckmeck-start-free_choice-name = freie_wahl
opt-heckmeck-start-free_choice-desc = Freie Wahl: jede Portion vom Grill bis zu deiner Summe nehmen
opt-heckmeck-start-harsh_failure-name = harter_fehlwurf
opt-heckmeck-start-harsh_failure-desc = Harter Fehlwurf: ein Fehlwurf dreht immer die höchste Portion um

cmd-heckmeck-status-name = status
cmd-heckmeck-status-desc = Die Partie in diesem Kanal erneut anzeigen
cmd-heckmeck-stop-name = beenden
cmd-heckmeck-stop-desc = Die Partie in diesem Kanal beenden
cmd-heckmeck-leave-name = verlassen
cmd-heckmeck-leave-desc = Das Spiel in diesem Kanal verlassen, in dem du spielst
opt-heckmeck-start-takeover-name = übernahme
opt-heckmeck-start-takeover-desc = Wer für jemanden weiterspielt, der geht oder zu oft nicht zieht (Standard: der Server)
choice-takeover-remove = Niemand: der Platz wird entfernt
choice-takeover-easy = Ein Computer (leicht)
choice-takeover-normal = Ein Computer (normal)
choice-takeover-hard = Ein Computer (schwer)
choice-takeover-expert = Ein Computer (Experte)
cmd-heckmeck-settings-takeover-name = übernahme
cmd-heckmeck-settings-takeover-desc = Wer in neuen Spielen hier standardmäßig für jemanden weiterspielt, der geht
opt-heckmeck-settings-takeover-takeover-name = übernahme
opt-heckmeck-settings-takeover-takeover-desc = Niemand (der Platz wird entfernt) oder ein Computer einer Stufe
settings-takeover-set = Wenn in neuen Spielen hier jemand geht: { $choice }.
cmd-heckmeck-rules-name = regeln
cmd-heckmeck-rules-desc = So spielt man Heckmeck und Heckmeck Junior

cmd-heckmeck-settings-name = einstellungen
cmd-heckmeck-settings-desc = Einstellungen dieses Servers
cmd-heckmeck-settings-language-name = sprache
cmd-heckmeck-settings-language-desc = Sprache der Spielbretter auf diesem Server
opt-heckmeck-settings-language-language-name = sprache
opt-heckmeck-settings-language-language-desc = Die Sprache der öffentlichen Spielnachrichten

## /drehwurm

cmd-drehwurm-name = drehwurm
cmd-drehwurm-desc = Das Kartenspiel Drehwurm spielen
cmd-drehwurm-start-name = starten
cmd-drehwurm-start-desc = Eine neue Partie Drehwurm in diesem Kanal eröffnen
opt-drehwurm-start-variant-name = variante
opt-drehwurm-start-variant-desc = Standard, Einsteiger (nicht außer der Reihe) oder Profis (außer der Reihe gleiche Farbe)
cmd-drehwurm-status-name = status
cmd-drehwurm-status-desc = Die Partie in diesem Kanal erneut anzeigen
cmd-drehwurm-stop-name = beenden
cmd-drehwurm-stop-desc = Die Partie in diesem Kanal beenden
cmd-drehwurm-leave-name = verlassen
cmd-drehwurm-leave-desc = Das Spiel in diesem Kanal verlassen, in dem du spielst
opt-drehwurm-start-takeover-name = übernahme
opt-drehwurm-start-takeover-desc = Wer für jemanden weiterspielt, der geht oder zu oft nicht zieht (Standard: der Server)
cmd-drehwurm-rules-name = regeln
cmd-drehwurm-rules-desc = So spielt man Drehwurm
cmd-drehwurm-hand-name = hand
cmd-drehwurm-hand-desc = Deine Handkarten zeigen (nur du siehst sie)
cmd-play-name = spielen
cmd-play-desc = Heckmeck oder Drehwurm hier spielen: im Server, im Gruppen-DM oder im DM mit dem Bot
cmd-play-heckmeck-name = heckmeck
cmd-play-heckmeck-desc = Hier eine Partie Heckmeck eröffnen (die anderen steigen per Knopf ein)
cmd-play-drehwurm-name = drehwurm
cmd-play-drehwurm-desc = Hier eine Partie Drehwurm eröffnen (die anderen steigen per Knopf ein)
cmd-play-daily-name = tagesgrill
cmd-play-daily-desc = Der Tagesgrill: die Solo-Aufgabe des Tages, auch im DM
cmd-play-puzzle-name = raetsel
cmd-play-puzzle-desc = Ein Heckmeck-Rätsel, auch im DM
cmd-play-away-name = weg
cmd-play-away-desc = Ein paar Tage weg sein: deine Züge in Partien mit langen Zügen warten auf dich
opt-play-away-days-name = tage
opt-play-away-days-desc = Wie viele Tage (1 bis 14; 14 Tage im Monat)
cmd-play-back-name = zurück
cmd-play-back-desc = Deine Abwesenheit früher beenden: die Uhren deiner Züge laufen wieder
cmd-play-pause-name = pause
cmd-play-pause-desc = Die Partie mit langen Zügen in diesem Chat pausieren (Gastgeber)
opt-play-pause-days-name = tage
opt-play-pause-days-desc = Wie viele Tage (1 bis 7)
cmd-play-leave-name = verlassen
cmd-play-leave-desc = Das Spiel in diesem Chat verlassen, in dem du spielst
cmd-play-remind-name = erinnern
cmd-play-remind-desc = Bekomme eine Direktnachricht, wenn du in einem Spiel am Zug bist
opt-play-remind-dm-name = dm
opt-play-remind-dm-desc = An: bei jedem deiner Züge eine Direktnachricht mit Link zum Spielbrett, überall

## /leaderboard und /stats

cmd-leaderboard-name = rangliste
cmd-leaderboard-desc = Rangliste nach Wertung (OpenSkill, Start 25) aus gewerteten Partien; Rang ab 3 mit anderen
opt-leaderboard-game-name = spiel
opt-leaderboard-game-desc = Welches Spiel
opt-leaderboard-scope-name = bereich
opt-leaderboard-scope-desc = Dieser Server oder alle Server
opt-leaderboard-sort-name = sortierung
opt-leaderboard-sort-desc = Wonach die Spieler geordnet werden

cmd-stats-name = statistik
cmd-stats-desc = Ergebnisse eines Spielers: alle beendeten Partien, die gewerteten extra
opt-stats-user-name = spieler
opt-stats-user-desc = Wessen Ergebnisse (sonst deine)

## Auswahlwerte

choice-edition-classic = Klassisch
choice-edition-junior = Junior

choice-variant-standard = Standard
choice-variant-beginners = Für Einsteiger
choice-variant-experienced = Für Profis

choice-game-heckmeck = Heckmeck
choice-game-junior = Heckmeck Junior
choice-game-drehwurm = Drehwurm

choice-scope-server = Dieser Server
choice-scope-global = Alle Server

choice-sort-rating = Wertung
choice-sort-wins = Siege
choice-sort-win_rate = Siegquote
choice-sort-worms = Würmer

# Sprachnamen stehen in jedem Katalog in ihrer eigenen Sprache.
choice-language-en = English
choice-language-de = Deutsch
choice-language-es = Español
choice-language-fr = Français
choice-language-it = Italiano
choice-language-nl = Nederlands
choice-language-pl = Polski
choice-language-pt-BR = Português (Brasil)
choice-language-auto = Sprache des Servers
