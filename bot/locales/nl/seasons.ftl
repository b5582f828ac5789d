## Seizoenen: /heckmeck instellingen seizoen, de seizoensranglijst, het slotbericht van een seizoen

cmd-heckmeck-settings-season-name = seizoen
cmd-heckmeck-settings-season-desc = Seizoenen op deze server: een ranglijst die elke maand of elk kwartaal opnieuw begint
opt-heckmeck-settings-season-length-name = duur
opt-heckmeck-settings-season-length-desc = Hoe lang een seizoen duurt (UTC-kalender), of uit
opt-heckmeck-settings-season-role-name = kampioensrol
opt-heckmeck-settings-season-role-desc = Een rol die de bot de kampioen van elk seizoen geeft (en de vorige afneemt)
opt-heckmeck-settings-season-channel-name = kanaal
opt-heckmeck-settings-season-channel-desc = Waar de bot de eindstand van elk seizoen plaatst (standaard: dit kanaal)
choice-season-length-off = Uit
choice-season-length-monthly = Per maand
choice-season-length-quarterly = Per kwartaal
opt-leaderboard-period-name = periode
opt-leaderboard-period-desc = Dit seizoen, vorig seizoen of aller tijden (seizoenen: ingesteld door de beheerders)
choice-period-season = Dit seizoen
choice-period-last = Vorig seizoen
choice-period-all = Aller tijden

season-name = { $length ->
    [monthly] { $month ->
        [1] januari
        [2] februari
        [3] maart
        [4] april
        [5] mei
        [6] juni
        [7] juli
        [8] augustus
        [9] september
        [10] oktober
        [11] november
       *[12] december
    } { $year }
   *[quarterly] K{ $quarter } { $year }
}

settings-season-off = Seizoenen staan uit op deze server: de ranglijst telt aller tijden.
settings-season-set = Seizoenen staan aan: { $length ->
    [monthly] een seizoen duurt een kalendermaand
   *[quarterly] een seizoen duurt een kalenderkwartaal
} (UTC). Dit seizoen is { $season }; het eindigt { $ends }. De eindstand komt in { $channel }. Kampioensrol: { $role ->
    [none] geen
   *[other] { $role }
}.
settings-season-role-warning = ⚠️ { $problem }

leaderboard-season-title = { game-name } — seizoen { $season } van deze server
season-refused-off = Seizoenen staan uit op deze server. Een beheerder kan ze aanzetten met /heckmeck instellingen seizoen.
season-refused-no-server = Seizoenen horen bij een server: vraag ernaar in een server.
season-refused-global = Seizoenen worden per server bijgehouden: kies “deze server” (of aller tijden voor alle servers).

stats-season = Dit seizoen ({ $season }): #{ $rank } · { rating-word } { rating-value } · { $wins } gewonnen van { $games } { $games ->
    [one] spel
   *[other] spellen
}
stats-season-unranked = Dit seizoen ({ $season }): nog geen plaats · { rating-word } { rating-value } · { $wins } gewonnen van { $games } { $games ->
    [one] spel
   *[other] spellen
}
stats-season-none = Dit seizoen ({ $season }): nog geen ratingspel.

season-final-title = 🏆 Eindstand van seizoen { $season }
season-final-champion = 🏆 { $player } is kampioen van seizoen { $season }. Gefeliciteerd!
season-final-nobody = Niemand heeft in seizoen { $season } een ratingspel uitgespeeld.
season-final-no-champion = Seizoen { $season } heeft geen kampioen: een plaats vraagt { $min } ratingspellen tegen andere mensen, en niemand speelde er zoveel.
season-final-role-free = De vorige kampioen geeft { $role } terug; de volgende kampioen krijgt hem.
season-final-unranked = *Zonder plaats (minder dan { $min } ratingspellen tegen andere mensen):*
season-final-next = Seizoen { $season } is begonnen: iedereen begint opnieuw (de ranglijst van aller tijden loopt door).
season-final-rest = *Alle anderen: /ranglijst*
season-problems-title = ⚠️ Voor de beheerders
season-problem-no-manage-roles = Ik kon { $role } niet geven: ik heb de toestemming Rollen beheren nodig.
season-problem-role-too-high = Ik kon { $role } niet geven: die staat boven mijn eigen hoogste rol. Zet mijn rol erboven in de serverinstellingen.
season-problem-no-manage-roles-take = Ik kon { $role } niet afnemen van de kampioen van vorig seizoen: ik heb de toestemming Rollen beheren nodig.
season-problem-role-too-high-take = Ik kon { $role } niet afnemen van de kampioen van vorig seizoen: die staat boven mijn eigen hoogste rol. Zet mijn rol erboven in de serverinstellingen.
season-problem-role-gone = De kampioensrol voor seizoenen bestaat niet meer; kies een andere met /heckmeck instellingen seizoen.
season-problem-refused = Discord liet me niet veranderen wie { $role } heeft; geef hem deze keer met de hand.
season-problem-channel = Ik kon niet plaatsen in { $channel }, dus de eindstand staat hier.
season-final-footer = Seizoen { $id } · eindstand
season-final-row = **{ $rank }.** { $player }
