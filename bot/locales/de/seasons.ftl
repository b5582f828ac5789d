## Saisons: /heckmeck settings season, die Saisontabelle, der Abschlussbeitrag einer Saison

cmd-heckmeck-settings-season-name = saison
cmd-heckmeck-settings-season-desc = Saisons auf diesem Server: eine Bestenliste, die jeden Monat oder jedes Quartal neu beginnt
opt-heckmeck-settings-season-length-name = dauer
opt-heckmeck-settings-season-length-desc = Wie lange eine Saison dauert (UTC-Kalender), oder aus
opt-heckmeck-settings-season-role-name = meister-rolle
opt-heckmeck-settings-season-role-desc = Eine Rolle, die der Bot dem Meister jeder Saison gibt (und dem letzten wieder nimmt)
opt-heckmeck-settings-season-channel-name = kanal
opt-heckmeck-settings-season-channel-desc = Wo der Bot die Abschlusstabelle jeder Saison postet (sonst: dieser Kanal)
choice-season-length-off = Aus
choice-season-length-monthly = Monatlich
choice-season-length-quarterly = Vierteljährlich
opt-leaderboard-period-name = zeitraum
opt-leaderboard-period-desc = Diese Saison, letzte Saison oder insgesamt (Saisons stellen die Admins des Servers ein)
choice-period-season = Diese Saison
choice-period-last = Letzte Saison
choice-period-all = Insgesamt

season-name = { $length ->
    [monthly] { $month ->
        [1] Januar
        [2] Februar
        [3] März
        [4] April
        [5] Mai
        [6] Juni
        [7] Juli
        [8] August
        [9] September
        [10] Oktober
        [11] November
       *[12] Dezember
    } { $year }
   *[quarterly] { $quarter }. Quartal { $year }
}

settings-season-off = Saisons sind auf diesem Server aus: Die Bestenliste zählt alle Partien.
settings-season-set = Saisons sind an: { $length ->
    [monthly] Eine Saison dauert einen Kalendermonat
   *[quarterly] Eine Saison dauert ein Kalenderquartal
} (UTC). Die laufende Saison ist { $season }; sie endet { $ends }. Ihre Abschlusstabelle kommt in { $channel }. Meister-Rolle: { $role ->
    [none] keine
   *[other] { $role }
}.
settings-season-role-warning = ⚠️ { $problem }

leaderboard-season-title = { game-name } — Saison { $season } dieses Servers
season-refused-off = Saisons sind auf diesem Server aus. Admins schalten sie mit /heckmeck settings season ein.
season-refused-no-server = Saisons gehören zu einem Server: Frag auf einem danach.
season-refused-global = Saisons gibt es nur pro Server: Wähl „dieser Server“ (oder den Zeitraum „insgesamt“ für alle Server).

stats-season = Diese Saison ({ $season }): Platz { $rank } · { rating-word } { rating-value } · { $wins } { $wins ->
    [one] Sieg
   *[other] Siege
} in { $games } { $games ->
    [one] Partie
   *[other] Partien
}
stats-season-unranked = Diese Saison ({ $season }): noch ohne Rang · { rating-word } { rating-value } · { $wins } { $wins ->
    [one] Sieg
   *[other] Siege
} in { $games } { $games ->
    [one] Partie
   *[other] Partien
}
stats-season-none = Diese Saison ({ $season }): noch keine gewertete Partie.

season-final-title = 🏆 Die Saison { $season } ist vorbei: die Abschlusstabelle
season-final-champion = 🏆 { $player } ist Meister der Saison { $season }. Herzlichen Glückwunsch!
season-final-nobody = In der Saison { $season } hat niemand eine gewertete Partie beendet.
season-final-no-champion = Die Saison { $season } endet ohne Meister: Für einen Rang braucht es { $min } gewertete Partien gegen andere Menschen, und so viele hat niemand gespielt.
season-final-role-free = Der Meister der letzten Saison gibt { $role } ab; die Rolle bekommt der nächste Saisonmeister.
season-final-unranked = *Ohne Rang (weniger als { $min } gewertete Partien gegen andere Menschen):*
season-final-next = Die Saison { $season } hat begonnen: Alle fangen neu an (die ewige Bestenliste läuft weiter).
# Below the last game's top 3 in the final post
season-final-rest = *Alle anderen: /leaderboard*
season-problems-title = ⚠️ Für die Admins
season-problem-no-manage-roles = Ich konnte { $role } nicht vergeben: Mir fehlt die Berechtigung „Rollen verwalten“.
season-problem-role-too-high = Ich konnte { $role } nicht vergeben: Die Rolle steht über meiner höchsten Rolle. Schiebt meine Rolle in den Servereinstellungen darüber.
season-problem-no-manage-roles-take = Ich konnte dem Meister der letzten Saison { $role } nicht abnehmen: Mir fehlt die Berechtigung „Rollen verwalten“.
season-problem-role-too-high-take = Ich konnte dem Meister der letzten Saison { $role } nicht abnehmen: Die Rolle steht über meiner höchsten Rolle. Schiebt meine Rolle in den Servereinstellungen darüber.
season-problem-role-gone = Die Meister-Rolle der Saisons gibt es nicht mehr; wählt mit /heckmeck settings season eine andere.
season-problem-refused = Discord hat mir nicht erlaubt, { $role } neu zu vergeben; bitte gebt sie diesmal von Hand.
season-problem-channel = Ich konnte nicht in { $channel } posten, deshalb steht die Abschlusstabelle hier.
# Die Fußzeile der Abschlusstabelle; der Bot erkennt daran nach einem Neustart seinen eigenen Post wieder.
season-final-footer = Saison { $id } · Abschlusstabelle
season-final-row = **{ $rank }.** { $player }
