cmd-privacy-name = privacy
cmd-privacy-desc = Wat de bot over je bewaart: bekijken, downloaden of wissen
privacy-title = 🔒 **Wat de bot over je bewaart**
privacy-games = { $count ->
    [one] 1 gespeeld spel (naam, zetten)
   *[other] { $count } gespeelde spellen (naam, zetten)
}
privacy-results = { $count ->
    [one] 1 resultaat
   *[other] { $count } resultaten
}, { $ratings ->
    [one] 1 rating
   *[other] { $ratings } ratings
}, { $seasons ->
    [one] 1 seizoensrating
   *[other] { $seasons } seizoensratings
}
privacy-settings = je eigen instellingen
privacy-daily = { $count ->
    [one] 1 Dagelijkse Grill en je reeks
   *[other] { $count } Dagelijkse Grills en je reeks
}
privacy-puzzles = { $count ->
    [one] 1 puzzelantwoord en je puzzelrating
   *[other] { $count } puzzelantwoorden en je puzzelrating
}
privacy-tournaments = { $count ->
    [one] 1 toernooi-inschrijving
   *[other] { $count } toernooi-inschrijvingen
} ({ $won } gewonnen, { $organised } georganiseerd)
privacy-seasons-won = { $count ->
    [one] 1 seizoen gewonnen als kampioen
   *[other] { $count } seizoenen gewonnen als kampioen
}
privacy-names = { $count ->
    [one] 1 naam waaronder je speelde
   *[other] { $count } namen waaronder je speelde
}
privacy-notes = { $count ->
    [one] 1 notitie voor de tafel (open hand, taal)
   *[other] { $count } notities voor de tafel (open handen, taal)
}
privacy-who-sees = Anderen zien je naam en resultaten op ranglijsten, in /history, in herhalingen en op de webpagina's van servers die ze hebben aangezet.
privacy-choices = 📦 Exporteren stuurt je alles als bestand. 🗑️ Wissen verwijdert het.
privacy-export-button = Exporteren
privacy-delete-button = Wissen…
privacy-erase-button = Mijn gegevens voorgoed wissen
privacy-confirm = ⚠️ **Alles over jou wissen?** Je instellingen, ratings, Dagelijkse Grills, puzzels en je profielpagina verdwijnen voorgoed. In afgelopen spellen blijft je plaats staan als "een gewiste speler", zodat de anderen hun resultaten houden. Dit kan niet ongedaan worden.
privacy-deleted = 🗑️ Klaar: de bot bewaart niets meer over je. Je plaatsen in eerdere spellen heten nu "een gewiste speler". Speel je opnieuw, dan begin je van voren af aan.
privacy-nothing = De bot bewaart niets over je: geen spellen, resultaten, ratings of instellingen.
privacy-export-ready = 📦 Alles wat de bot over je bewaart, als JSON-bestand.
privacy-export-description = Je gegevens bij de Heckmeck-bot: spellen, resultaten, ratings, instellingen, Dagelijkse Grills en puzzels (JSON)
privacy-refused-live-game = Je speelt nu { $games }. Verlaat of beëindig dat spel eerst en wis dan je gegevens. Er is niets gewist.
privacy-refused-tournament = { $count ->
    [one] Je doet mee aan een toernooi dat nog loopt. Stap uit of wacht tot het voorbij is. Er is niets gewist.
   *[other] Je doet mee aan { $count } toernooien die nog lopen. Stap uit of wacht tot ze voorbij zijn. Er is niets gewist.
}
cmd-heckmeck-settings-ranked-name = ranglijst
cmd-heckmeck-settings-ranked-desc = Of je op ranglijsten, seizoensberichten en webpagina's verschijnt (op elke server)
opt-heckmeck-settings-ranked-listed-name = vermeld
opt-heckmeck-settings-ranked-listed-desc = Uit: je staat er niet op; je spellen tellen nog mee voor de ratings van anderen
settings-ranked-set = { $listed ->
    [true] 🏆 Je verschijnt weer op ranglijsten, in seizoensberichten en op webpagina's.
   *[false] Je staat op geen enkele ranglijst, seizoensbericht of webpagina meer. Je houdt je rating en je spellen tellen nog mee voor de anderen.
}
