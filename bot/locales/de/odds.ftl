## 💡 Chancen, Tipps und die Auswertung nach der Partie (Issue 14)

odds-button = Chancen
# $percent: 0–100, $worms: erwartete Würmer (kann negativ sein: ein Fehlwurf gibt eine Portion zurück)
odds-title-mine = 💡 **Deine Chancen** — Summe { $total } · noch { dice }
odds-title-other = 💡 **Chancen für { $name }** — Summe { $total } · noch { dice }
odds-line = • { $choice }: { NUMBER($percent, maximumFractionDigits: 0) } % Chance auf eine Portion · im Schnitt { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } Würmer
odds-line-best = ⭐ **{ $choice }**: { NUMBER($percent, maximumFractionDigits: 0) } % Chance auf eine Portion · im Schnitt { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } Würmer
odds-choice-face = { $count } × { $face } beiseitelegen
odds-choice-roll = würfeln
odds-choice-take = { $tile } nehmen
odds-choice-steal = { $tile } von { $name } klauen
odds-why-only = Nur eine Wahl: { $choice }, mit { NUMBER($percent, maximumFractionDigits: 0) } % Chance auf eine Portion und im Schnitt { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } Würmern.
odds-why = Der schwere Computer würde { $choice }: { NUMBER($percent, maximumFractionDigits: 0) } % Chance auf eine Portion, im Schnitt { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } Würmer; { $other } bringt nur { NUMBER($other_percent, maximumFractionDigits: 0) } %.
odds-why-worms = Der schwere Computer würde { $choice }: { NUMBER($percent, maximumFractionDigits: 0) } % Chance auf eine Portion, im Schnitt { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } Würmer; { $other } bringt { NUMBER($other_percent, maximumFractionDigits: 0) } %, aber im Schnitt nur { $other_sign }{ NUMBER($other_worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } Würmer.
odds-why-worms-close = Der schwere Computer würde { $choice }: { NUMBER($percent, maximumFractionDigits: 0) } % Chance auf eine Portion, im Schnitt { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } Würmer; { $other } bringt { NUMBER($other_percent, maximumFractionDigits: 0) } %, aber etwas weniger Würmer.
odds-why-standing = Der schwere Computer würde lieber { $choice }, mit { NUMBER($percent, maximumFractionDigits: 0) } % Chance auf eine Portion und im Schnitt { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } Würmern, als { $other } mit { NUMBER($other_percent, maximumFractionDigits: 0) } %: Beim aktuellen Spielstand ist das mehr wert.
odds-expert = Der Experten-Computer spielt auf den Sieg, nicht auf die Würmer dieses Zuges: Er würde { $choice }, mit { NUMBER($percent, maximumFractionDigits: 0) } % Chance auf eine Portion und im Schnitt { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } Würmern.
odds-assisted-note = *Du hast in deinem eigenen Zug einen Tipp genutzt: Du giltst als unterstützt, und diese Partie wird nicht gewertet.*
odds-confirm = 💡 Chancen im eigenen Zug machen diese Partie **für alle am Tisch ungewertet**: keine Wertung ändert sich. Anzeigen?
odds-confirm-yes = Chancen zeigen
odds-confirm-no = Abbrechen
odds-confirm-cancelled = Nichts geändert: die Partie bleibt gewertet.
odds-assisted-board = 💡 Ungewertet: Tipps von { $names }
hints-off = In dieser Partie sind keine Tipps erlaubt.
hints-on-lobby = 💡 Tipps sind an: Eine Partie, in der jemand im eigenen Zug die Chancen abfragt, wird nicht gewertet.

## /heckmeck start tipps, /heckmeck einstellungen tipps

opt-heckmeck-start-hints-name = tipps
opt-heckmeck-start-hints-desc = Den 💡-Chancen-Knopf erlauben (nutzt ihn jemand im eigenen Zug, wird nicht gewertet)
cmd-heckmeck-settings-hints-name = tipps
cmd-heckmeck-settings-hints-desc = Ob neue Partien auf diesem Server standardmäßig Tipps erlauben
opt-heckmeck-settings-hints-hints-name = tipps
opt-heckmeck-settings-hints-hints-desc = An: neue Partien zeigen den 💡-Chancen-Knopf, außer mit tipps aus gestartet
settings-hints-set = { $on ->
    [true] Neue Partien auf diesem Server erlauben Tipps, außer sie werden mit tipps aus gestartet.
   *[other] Neue Partien auf diesem Server erlauben keine Tipps, außer sie werden mit tipps an gestartet.
}

## /heckmeck auswertung

cmd-heckmeck-review-name = auswertung
cmd-heckmeck-review-desc = Wie deine Entscheidungen und deine Würfel in einer beendeten Partie liefen
opt-heckmeck-review-game-name = partie
opt-heckmeck-review-game-desc = Die Nummer der Partie (sonst deine letzte beendete)
opt-heckmeck-review-public-name = oeffentlich
opt-heckmeck-review-public-desc = Die Auswertung für alle im Kanal zeigen
review-no-game = Du hast noch keine beendete Partie, die sich auswerten ließe.
review-not-finished = Diese Partie läuft noch; auswerten kannst du sie, wenn sie vorbei ist.
review-title = Auswertung der Partie { $game }: { $name }
review-assisted = 💡 Nicht gewertet: { $names } hat im eigenen Zug Tipps genutzt.
review-no-humans = In dieser Partie hat kein Mensch gespielt.
review-summary = { $decisions } Entscheidungen, davon { $best } die beste Wahl.
    Deine Entscheidungen haben dich gegenüber dem besten Spiel { NUMBER($cost, minimumFractionDigits: 1, maximumFractionDigits: 1) } Würmer gekostet.
    { $luck_direction ->
        [up] Die Würfel brachten dir { NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) } Würmer mehr als durchschnittliche Würfel.
        [down] Die Würfel brachten dir { NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) } Würmer weniger als durchschnittliche Würfel.
       *[same] Deine Würfel waren etwa durchschnittlich.
    }
review-summary-other = { $decisions } Entscheidungen, davon { $best } die beste Wahl.
    Die Entscheidungen von { $name } kosteten gegenüber dem besten Spiel { NUMBER($cost, minimumFractionDigits: 1, maximumFractionDigits: 1) } Würmer.
    { $luck_direction ->
        [up] Die Würfel von { $name } brachten { NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) } Würmer mehr als durchschnittliche Würfel.
        [down] Die Würfel von { $name } brachten { NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) } Würmer weniger als durchschnittliche Würfel.
       *[same] Die Würfel von { $name } waren etwa durchschnittlich.
    }
review-seat-line = { $name }: { $best } von { $decisions } beste · Kosten { NUMBER($cost, minimumFractionDigits: 1, maximumFractionDigits: 1) } · Würfel { $luck_direction ->
        [up] +{ NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) }
        [down] −{ NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) }
       *[same] ±0
    }
review-pages-hint = Kosten: durch Entscheidungen verschenkte Würmer; Würfel: Würmer über oder unter durchschnittlichen Würfeln. Ein Name zeigt die Entscheidungen dieses Spielers, nur dir.
review-page-refused = Diese Seite der Auswertung gibt es nicht mehr: Die Partie oder ihr Protokoll ist weg, oder dieser Platz wurde nicht ausgewertet.
review-costly-title = Die teuersten Entscheidungen
review-costly-line = Zug { $turn }, { $position }: „{ $chosen }“ gewählt; „{ $better }“ hätte { NUMBER($cost, minimumFractionDigits: 1, maximumFractionDigits: 1) } Würmer mehr gebracht.
review-position-pick = { $dice } gewürfelt bei Summe { $total }
review-position-decide = Summe { $total } · noch { dice }
review-position-roll = vor dem Würfeln
review-others-title = Weitere Entscheidungen, die nicht die besten waren
review-decision-line = Zug { $turn }: „{ $chosen }“ statt „{ $better }“, { NUMBER($cost, minimumFractionDigits: 1, maximumFractionDigits: 1) } Würmer weniger
review-more = … und { $count } weitere
review-all-best = Jede Entscheidung war die beste.
review-timeout = die Zeit ablaufen lassen
review-values-note = Würmer zählen hier so, wie der schwere Computer sie zählt: der Wurmvorsprung plus ein Bonus für die Siegchance.
review-drehwurm-match = Runde { $match }: Stapel { $piles } − { $penalty } auf der Hand = { $points }
odds-watching-note = *Du schaust nur zu: Chancen im Zug eines anderen ändern nichts an der Wertung.*
