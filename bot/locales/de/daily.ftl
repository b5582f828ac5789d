## Der Tagesgrill: /heckmeck daily

cmd-heckmeck-daily-name = tagesgrill
cmd-heckmeck-daily-desc = Der Tagesgrill: die Solo-Herausforderung des Tages, für alle dieselben Würfel
opt-heckmeck-daily-board-name = tabelle
opt-heckmeck-daily-board-desc = Die Tabelle dieses Servers für heute und gestern und die längsten Serien zeigen

daily-title = 🔥 Tagesgrill · { $day }
daily-intro = Heute würfeln alle mit denselben Würfeln: { $turns } Züge, um so viele Würmer wie möglich zu sammeln. Ein Fehlwurf legt deine oberste Portion zurück und dreht die höchste Portion auf dem Grill um. Ein Versuch pro Tag.
daily-turn = Zug { $turn } von { $turns } · { $worms ->
    [one] { $worms } Wurm
   *[other] { $worms } Würmer
}
daily-your-tiles = Deine Portionen
daily-none = —
daily-done = Geschafft! Der nächste beginnt <t:{ $next }:R>.
daily-score = **{ $worms ->
    [one] { $worms } Wurm
   *[other] { $worms } Würmer
}** · { $failed ->
    [0] kein Fehlwurf
    [one] 1 Fehlwurf
   *[other] { $failed } Fehlwürfe
} · höchste Portion { $highest }
daily-score-title = Dein Ergebnis
daily-computer-title = Der schwere Computer mit denselben Würfeln
daily-computer = { $worms ->
    [one] { $worms } Wurm
   *[other] { $worms } Würmer
} · { $failed ->
    [0] kein Fehlwurf
    [one] 1 Fehlwurf
   *[other] { $failed } Fehlwürfe
}
daily-standing-title = Dein Platz heute
daily-standing = Hier: { $server_rank } von { $server_players } · alle: { $rank } von { $players }
daily-streak-title = Serie
daily-streak = 🔥 { $streak ->
    [one] 1 Tag
   *[other] { $streak } Tage
} in Folge (Rekord: { $best })
daily-share-button = Teilen
daily-review-button = Analyse
daily-share = Tagesgrill { $day } von { $name }: { $marks } · { $worms } 🪱 · 🔥 { $streak }
    Selbst spielen: /heckmeck { cmd-heckmeck-daily-name }
daily-share-not-done = Beende zuerst deinen Tagesgrill: Dann kannst du ihn teilen.
daily-no-attempt = Für diesen Tag hast du keinen Tagesgrill.
daily-review-not-done = Die Analyse gibt es, sobald du deinen Tagesgrill beendet hast.

## /heckmeck daily board:True

daily-board-title = 🔥 Tagesgrill auf diesem Server
daily-board-today = Heute ({ $day })
daily-board-yesterday = Gestern ({ $day })
daily-board-streaks = Längste Serien (alle)
daily-board-row = { $rank }. { $name }: { $worms } 🪱 · { $failed } 💥 · { $highest }
daily-board-streak-row = { $rank }. { $name }: { $best ->
    [one] 1 Tag
   *[other] { $best } Tage
} (jetzt { $current })
daily-board-empty = Noch hat ihn niemand beendet.
daily-board-empty-yesterday = Hier hat ihn niemand beendet.

## Die Analyse eines beendeten Tagesgrills

daily-review-title = Analyse deines Tagesgrills · { $day }
daily-review-summary = Deine Entscheidungen haben dich im Schnitt { NUMBER($skill, minimumFractionDigits: 2, maximumFractionDigits: 2) } Würmer gekostet; das Würfelglück gegenüber dem Erwartungswert: { $sign }{ NUMBER($luck, minimumFractionDigits: 2, maximumFractionDigits: 2) } Würmer.
daily-review-turns = Zug für Zug
daily-review-turn = Z{ $turn } · { $outcome } · Würfel { $sign }{ NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) } · Entscheidungen −{ NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) }
daily-outcome-took = { $tile } genommen ({ $worms } 🪱)
daily-outcome-failed = 💥 Fehlwurf
daily-review-costly-title = Deine teuerste Entscheidung
daily-review-costly = Zug { $turn }, { $position }: Du hast „{ $chosen }“ gewählt; „{ $better }“ hätte im Schnitt { NUMBER($loss, minimumFractionDigits: 2, maximumFractionDigits: 2) } Würmer mehr gebracht.
daily-review-all-best = Jede Entscheidung war die des schweren Computers.
daily-review-note = Die Werte sind die des schweren Computers: wie viele Würmer eine Wahl im Schnitt bringt, wenn man danach so weiterspielt wie er.

## Rätsel: /heckmeck puzzle

cmd-heckmeck-puzzle-name = raetsel
cmd-heckmeck-puzzle-desc = Was würdest du tun? Heckmeck-Rätsel: erst das des Tages, dann passend zu deiner Wertung
opt-heckmeck-puzzle-number-name = nummer
opt-heckmeck-puzzle-number-desc = Das Rätsel mit dieser Nummer öffnen
puzzle-title-daily = 🧩 Rätsel des Tages ({ $day }) · #{ $number }
puzzle-title = 🧩 Rätsel #{ $number }
puzzle-question = Eine Stellung aus einer Partie der Computerspieler des Bots. Du bist am Zug: Was würdest du tun?
puzzle-question-game = Eine Stellung aus einer Partie auf diesem Bot (die Spieler bleiben anonym). Du bist am Zug: Was würdest du tun?
puzzle-you = Du
puzzle-them = Dein Gegner
puzzle-opponent = dein Gegner
puzzle-player = { $name }: oberste Portion { $top } · { $worms ->
    [one] { $worms } Wurm
   *[other] { $worms } Würmer
}
puzzle-answer = Deine Antwort
puzzle-another = Noch ein Rätsel
puzzle-grade-best = { $mark } **Bestens!** „{ $choice }“ ist die stärkste Wahl.
puzzle-grade-good = { $mark } **Gut**: „{ $choice }“ gibt nur { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } Würmer her.
puzzle-grade-inaccuracy = { $mark } **Ungenau**: „{ $choice }“ gibt { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } Würmer her.
puzzle-grade-mistake = { $mark } **Fehler**: „{ $choice }“ gibt { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } Würmer her.
puzzle-line = • { $choice }: Portion { NUMBER($percent, maximumFractionDigits: 0) } % · { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } Würmer · −{ NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) }
puzzle-line-best = ⭐ **{ $choice }**: Portion { NUMBER($percent, maximumFractionDigits: 0) } % · { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } Würmer
puzzle-steal-exact = Warum: „{ $choice }“ ergibt genau { $tile }, die oberste Portion deines Gegenübers: aufhören und klauen.
puzzle-steal-twice = Klauen zählt doppelt: { $worms } für dich, { $worms } weg beim Gegenüber.
puzzle-negative = Unter null: Ein Fehlwurf kostet dein { $tile } ({ $worms }).
puzzle-record-title = Deine Rätsel
puzzle-record = { $best } von { $answered } am besten ({ NUMBER($percent, maximumFractionDigits: 0) } %) · Rätsel des Tages { $streak ->
    [one] 1 Tag
   *[other] { $streak } Tage
} in Folge
puzzle-answered-before = Schon beantwortet: Nur die erste Antwort zählt.
puzzle-rating = Rätselwertung: **{ $rating }** · dieses Rätsel: { $puzzle }
puzzle-rating-change = Rätselwertung: **{ $rating }** ({ $sign }{ $change }) · dieses Rätsel: { $puzzle }
puzzle-unknown = Ein Rätsel #{ $number } gibt es nicht.
