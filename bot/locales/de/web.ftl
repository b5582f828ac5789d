## Die Webseiten zum Nachlesen (bot/web): Bestenlisten, Profile, Spielseiten mit Wiederholung.

web-site-name = Heckmeck-Bot
web-server-unnamed = Discord-Server
web-language-name = Deutsch
web-language-label = Sprache
web-skip = Zum Inhalt springen
web-footer = Seiten des Heckmeck-Discord-Bots zum Nachlesen. Gezeigt werden nur Anzeigenamen und Spieldaten.
web-not-found-title = Seite nicht gefunden
web-not-found-text = Hier gibt es keine Seite. Die Seiten eines Servers gibt es nur, wenn der Server sie mit /heckmeck einstellungen eingeschaltet hat.

web-leaderboard-title = Bestenliste { game-name }
# $season: der Name einer Saison (season-name), z. B. „November 2026“ oder „4. Quartal 2026“
web-leaderboard-season-title = Bestenliste { game-name }, Saison { $season }
web-leaderboard-description = { $count ->
    [one] Die Bestenliste { game-name } dieses Discord-Servers: { $count } Spieler.
   *[other] Die Bestenliste { game-name } dieses Discord-Servers: { $count } Spieler.
}
web-games-label = Spiel
web-sort-label = Sortieren nach
web-period-label = Zeitraum
web-sort = { $sort ->
    [wins] Siege
    [win_rate] Siegquote
    [worms] { $unit ->
        [points] Punkte im Schnitt
       *[other] Würmer im Schnitt
    }
   *[rating] { rating-heading }
}
web-board-figures = { rating-heading } { rating-value } · { $games ->
    [one] { $games } Spiel
   *[other] { $games } Spiele
} · { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
} ({ $rate } %) · ⌀ { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $unit ->
    [points] Punkte
   *[other] Würmer
}
web-board-note = Wer weniger als { $min } gewertete Spiele gegen andere Menschen hat, steht ohne Rang am Ende. Spiele nur gegen Computer zählen für die Wertung, aber nicht für einen Rang.
web-pages-label = Seiten
web-previous = ◀ Zurück
web-next = Weiter ▶
web-page-of = Seite { $page } von { $pages }

web-profile-title = { $player }
web-profile-description = { $count ->
    [one] { $player } hat auf diesem Discord-Server { $count } Spiel gespielt.
   *[other] { $player } hat auf diesem Discord-Server { $count } Spiele gespielt.
}
web-profile-empty = Noch keine beendeten Spiele.
web-chart-label = { rating-heading } in { game-name } im Verlauf, ein Punkt je gewertetem Spiel
web-games = Spiele
web-wins = Siege
web-win-rate = Siegquote
web-best = Bestes Ergebnis
web-rating = { rating-heading }
web-against-computers = Gegen den Computer
web-game = Spiel
web-level = Stufe
web-ahead = Besser platziert
web-recent = Letzte Spiele
web-recent-game = Spiel #{ $id }: { $count ->
    [one] { $names } hat gewonnen
   *[other] { $names } haben gemeinsam gewonnen
}
web-to-leaderboard = Zur Bestenliste

web-game-description = { $winners ->
    [one] { $names } hat
   *[other] { $names } haben gemeinsam
} diese Partie mit { $count ->
    [one] { $count } Spieler gewonnen.
   *[other] { $count } Spielern gewonnen.
}
web-result = Ergebnis
web-replay = Wiederholung
web-replay-keys = Mit den Knöpfen oder den Pfeiltasten Schritt für Schritt durch die Partie, mit Bild auf und Bild ab Zug für Zug (Pos1: zum Anfang, Ende: zum Schluss).
web-first-step = Erster Schritt
web-previous-step = Vorheriger Schritt
web-next-step = Nächster Schritt
web-last-step = Letzter Schritt
web-step-of = Schritt { $step } von { $steps }
web-no-replay = Die Wiederholung dieser Partie wird nicht mehr aufbewahrt.
web-previous-turn = Vorheriger Zug
web-next-turn = Nächster Zug
web-previous-turn-short = ◂ Zug
web-next-turn-short = Zug ▸
web-turns-label = Zum Zug
web-show-turn = Zeigen
# A turn in the replay's list of turns; $player: whose turn it was
web-turn = Zug { $number }: { $player }
web-replay-start = Die Partie beginnt, { $player } fängt an.

## What a step of the replay did. $player, $victim: display names; $tile: a tile's number
said-rolled = { $player } würfelt mit { $count ->
    [one] einem Würfel
   *[other] { $count } Würfeln
}.
said-set-aside = { $player } legt { $count } × { face-name } beiseite (Summe { $total }).
said-no-new-face = { $player } hat nichts Neues gewürfelt.
said-took = { $player } nimmt die Portion { $tile } ({ $worms ->
    [one] { $worms } Wurm
   *[other] { $worms } Würmer
}).
said-stole = { $player } klaut { $victim } die { $tile }.
# $reason: bust, no-worm or no-tile; $total: the sum of the dice set aside
said-failed = { $reason ->
    [bust] { $player } kann keinen Würfel beiseitelegen: Der Zug ist gescheitert.
    [no-worm] { $player } hat keinen Wurm beiseitegelegt: Der Zug ist gescheitert.
    [no-tile] { $player } hat { $total } und kann keine Portion nehmen: Der Zug ist gescheitert.
   *[other] Der Zug von { $player } ist gescheitert.
}
said-returned = { $player } legt die Portion { $tile } zurück auf den Grill.
said-turned = Die Portion { $tile } wird umgedreht.
said-game-over = 🏁 Die Partie ist vorbei.

scene-grill = Grill
scene-turned = { $count ->
    [one] { $count } Portion umgedreht
   *[other] { $count } Portionen umgedreht
}
scene-turned-tile = eine umgedrehte Portion
scene-die = Würfel: { face-name }
scene-tile = Portion { $value } ({ $worms ->
    [one] { $worms } Wurm
   *[other] { $worms } Würmer
})
scene-roll = Gewürfelt von { $player }
scene-kept = Zur Seite gelegt von { $player }
scene-stack = { $player }: { $count ->
    [one] { $count } Portion
   *[other] { $count } Portionen
}, { $worms ->
    [one] { $worms } Wurm
   *[other] { $worms } Würmer
}
scene-pile = Stapel { $number } ({ drehwurm-cards }){ $open ->
    [1] , gerade umgedreht
   *[0] {""}
}
scene-draw = Nachziehstapel: { drehwurm-cards }
scene-hand-size = { $player }: { drehwurm-cards } auf der Hand, { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}

cmd-heckmeck-settings-web-name = web
cmd-heckmeck-settings-web-desc = Ob dieser Server öffentliche Webseiten hat: Bestenlisten, Profile, Wiederholungen
opt-heckmeck-settings-web-web-name = web
opt-heckmeck-settings-web-web-desc = An: Wer den Link hat, kann Bestenlisten, Profile und Partien dieses Servers lesen
cmd-heckmeck-settings-profile-name = profil
cmd-heckmeck-settings-profile-desc = Ob dein eigenes Webprofil zu sehen ist (auf allen Servern)
opt-heckmeck-settings-profile-public-name = öffentlich
opt-heckmeck-settings-profile-public-desc = Aus: Deine Profilseite ist verborgen; Bestenlisten und Partien zeigen weiter deinen Namen
settings-web-on = 🌐 Die Webseiten dieses Servers sind eingeschaltet: { $url }
settings-web-on-no-address = 🌐 Die Webseiten dieses Servers sind eingeschaltet. Der Betreiber des Bots hat ihnen noch keine Adresse gegeben (WEB_BASE_URL), deshalb gibt es keine Links.
settings-web-off = Die Webseiten dieses Servers sind ausgeschaltet: Keine seiner Seiten lässt sich mehr öffnen.
settings-profile-set = { $public ->
    [true] 🌐 Dein Webprofil ist auf den Seiten der Server zu sehen, die sie eingeschaltet haben.
   *[false] Dein Webprofil ist auf allen Servern verborgen. Bestenlisten und Partien zeigen weiter deinen Namen.
}
web-link-game = Zur Partie
web-link-leaderboard = Bestenliste im Web
web-link-profile = Profil im Web
