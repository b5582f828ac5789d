## 💡 Chancen, Tipps und die Auswertung nach der Partie (Issue 14)

odds-button = Chancen
# $percent: 0–100, $worms: erwartete Würmer (kann negativ sein: ein Fehlwurf gibt eine Portion zurück)
odds-title-mine = 💡 **Deine Chancen** — { $total } beiseitegelegt, noch { dice }
odds-title-other = 💡 **Chancen für { $name }** — { $total } beiseitegelegt, noch { dice }
odds-line = • { $choice }: { NUMBER($percent, maximumFractionDigits: 0) } % mit Portion, { NUMBER($worms, minimumFractionDigits: 2, maximumFractionDigits: 2) } Würmer erwartet
odds-line-best = ⭐ **{ $choice }**: { NUMBER($percent, maximumFractionDigits: 0) } % mit Portion, { NUMBER($worms, minimumFractionDigits: 2, maximumFractionDigits: 2) } Würmer erwartet
odds-choice-face = { $count } × { $face } beiseitelegen
odds-choice-roll = würfeln
odds-choice-take = { $tile } nehmen
odds-choice-steal = { $tile } von { $name } klauen
odds-why-only = Nur eine Wahl: { $choice }, mit { NUMBER($percent, maximumFractionDigits: 0) } % Chance auf eine Portion und { NUMBER($worms, minimumFractionDigits: 2, maximumFractionDigits: 2) } erwarteten Würmern.
odds-why = Der schwere Computer würde { $choice }: { NUMBER($percent, maximumFractionDigits: 0) } % Chance auf eine Portion, { NUMBER($worms, minimumFractionDigits: 2, maximumFractionDigits: 2) } Würmer erwartet; { $other } bringt { NUMBER($other_percent, maximumFractionDigits: 0) } %.
odds-why-worms = Der schwere Computer würde { $choice }: { NUMBER($percent, maximumFractionDigits: 0) } % Chance auf eine Portion, { NUMBER($worms, minimumFractionDigits: 2, maximumFractionDigits: 2) } Würmer erwartet; { $other } bringt { NUMBER($other_percent, maximumFractionDigits: 0) } %, aber nur { NUMBER($other_worms, minimumFractionDigits: 2, maximumFractionDigits: 2) } Würmer.
odds-why-standing = Der schwere Computer würde { $choice } ({ NUMBER($percent, maximumFractionDigits: 0) } %, { NUMBER($worms, minimumFractionDigits: 2, maximumFractionDigits: 2) } Würmer erwartet) statt { $other } ({ NUMBER($other_percent, maximumFractionDigits: 0) } %): beim Spielstand ist das mehr wert.
odds-expert = Der Experten-Computer spielt auf den Sieg, nicht auf die Würmer dieses Zuges: Er würde { $choice } ({ NUMBER($percent, maximumFractionDigits: 0) } %, { NUMBER($worms, minimumFractionDigits: 2, maximumFractionDigits: 2) } Würmer erwartet).
odds-assisted-note = *Du hast einen Tipp genutzt: Diese Partie gilt jetzt als unterstützt und wird nicht gewertet.*
odds-assisted-board = 💡 Unterstützt: Jemand hat Tipps genutzt, diese Partie wird nicht gewertet.
hints-off = In dieser Partie sind keine Tipps erlaubt.
hints-on-lobby = 💡 Tipps sind an: Eine Partie, in der jemand sie nutzt, wird nicht gewertet.

## /heckmeck start tipps, /heckmeck einstellungen tipps

opt-heckmeck-start-hints-name = tipps
opt-heckmeck-start-hints-desc = Den 💡-Chancen-Knopf erlauben (eine Partie, in der er genutzt wird, zählt nicht)
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
review-assisted = 💡 Unterstützt: Es wurden Tipps genutzt, daher wurde diese Partie nicht gewertet.
review-no-humans = In dieser Partie hat kein Mensch gespielt.
review-summary = { $decisions } Entscheidungen, davon { $best } die beste Wahl.
    Können: { NUMBER($skill, minimumFractionDigits: 2, maximumFractionDigits: 2) } Würmer durch Entscheidungen verschenkt.
    Glück: { $sign }{ NUMBER($luck, minimumFractionDigits: 2, maximumFractionDigits: 2) } Würmer durch die Würfel (über oder unter der Erwartung).
review-costly-title = Die teuersten Entscheidungen
review-costly-line = Zug { $turn }, { $position }: { $chosen } ({ NUMBER($value, minimumFractionDigits: 2, maximumFractionDigits: 2) }); besser { $better } ({ NUMBER($best, minimumFractionDigits: 2, maximumFractionDigits: 2) })
review-position-pick = { $dice } gewürfelt, { $total } beiseitegelegt
review-position-decide = { $total } beiseitegelegt, noch { dice }
review-position-roll = vor dem Würfeln
review-others-title = Weitere Entscheidungen, die nicht die besten waren
review-decision-line = Z{ $turn }: { $chosen } ({ NUMBER($value, minimumFractionDigits: 2, maximumFractionDigits: 2) }) · am besten { $better } ({ NUMBER($best, minimumFractionDigits: 2, maximumFractionDigits: 2) })
review-more = … und { $count } weitere
review-all-best = Jede Entscheidung war die beste.
review-timeout = die Zeit ablaufen lassen
review-values-note = Die Werte sind die des schweren Computers, in Würmern: dein Wurmvorsprung plus ein Bonus für deine Siegchance.
review-drehwurm-match = Runde { $match }: Stapel { $piles } − { $penalty } auf der Hand = { $points }
review-drehwurm-no-piles = keine
