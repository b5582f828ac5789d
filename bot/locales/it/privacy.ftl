# /privacy: cosa il bot conserva su chi chiede, con Esporta ed Elimina
cmd-privacy-name = privacy
cmd-privacy-desc = Cosa il bot conserva su di te: vederlo, scaricarlo o eliminarlo
privacy-title = 🔒 **Cosa il bot conserva su di te**
privacy-games = { $count ->
    [one] 1 partita giocata (nome, mosse)
   *[other] { $count } partite giocate (nome, mosse)
}
privacy-results = { $count ->
    [one] 1 risultato
   *[other] { $count } risultati
}, { $ratings ->
    [one] 1 punteggio
   *[other] { $ratings } punteggi
}, { $seasons ->
    [one] 1 punteggio stagionale
   *[other] { $seasons } punteggi stagionali
}
privacy-settings = le tue impostazioni
privacy-daily = { $count ->
    [one] 1 sfida del giorno e la tua serie
   *[other] { $count } sfide del giorno e la tua serie
}
privacy-puzzles = { $count ->
    [one] 1 risposta a un enigma e il tuo punteggio enigmi
   *[other] { $count } risposte agli enigmi e il tuo punteggio enigmi
}
privacy-tournaments = { $count ->
    [one] 1 iscrizione a un torneo
   *[other] { $count } iscrizioni a tornei
} ({ $won } vinti, { $organised } organizzati)
privacy-seasons-won = { $count ->
    [one] 1 stagione vinta da campione
   *[other] { $count } stagioni vinte da campione
}
privacy-names = { $count ->
    [one] 1 nome con cui hai giocato
   *[other] { $count } nomi con cui hai giocato
}
privacy-notes = { $count ->
    [one] 1 nota per il tavolo (mano aperta, lingua)
   *[other] { $count } note per il tavolo (mani aperte, lingua)
}
privacy-who-sees = Gli altri vedono il tuo nome e i tuoi risultati nelle classifiche, in /cronologia, nei replay e sulle pagine web dei server che le hanno attivate.
privacy-choices = 📦 Esporta ti manda tutto come file. 🗑️ Elimina lo cancella.
privacy-export-button = Esporta
privacy-delete-button = Elimina…
privacy-erase-button = Elimina i miei dati per sempre
privacy-confirm = ⚠️ **Eliminare tutto ciò che ti riguarda?** Impostazioni, punteggi, sfide del giorno, enigmi e pagina profilo spariscono per sempre. Nelle partite finite il tuo posto resta come “un giocatore eliminato”, così gli altri conservano i loro risultati. Non si può annullare.
privacy-deleted = 🗑️ Fatto: il bot non conserva più nulla su di te. I tuoi posti nelle partite passate dicono “un giocatore eliminato”. Se giochi di nuovo, riparti da zero.
privacy-nothing = Il bot non conserva nulla su di te: nessuna partita, risultato, punteggio o impostazione.
privacy-export-ready = 📦 Tutto ciò che il bot conserva su di te, come file JSON.
privacy-export-description = I tuoi dati conservati dal bot Heckmeck: partite, risultati, punteggi, impostazioni, sfide del giorno ed enigmi (JSON)
privacy-refused-live-game = Stai giocando { $games } in questo momento. Prima lasciala o finiscila, poi elimina i tuoi dati. Non è stato eliminato nulla.
privacy-refused-tournament = { $count ->
    [one] Sei in un torneo ancora in corso. Ritirati o aspetta che finisca. Non è stato eliminato nulla.
   *[other] Sei in { $count } tornei ancora in corso. Ritirati o aspetta che finiscano. Non è stato eliminato nulla.
}
# /heckmeck impostazioni classificato: la scelta di restare fuori dalle classifiche
cmd-heckmeck-settings-ranked-name = classificato
cmd-heckmeck-settings-ranked-desc = Se compari nelle classifiche, nei post delle stagioni e sulle pagine web (tutti i server)
opt-heckmeck-settings-ranked-listed-name = visibile
opt-heckmeck-settings-ranked-listed-desc = No: non compari; le tue partite contano ancora per i punteggi degli altri
settings-ranked-set = { $listed ->
    [true] 🏆 Compari di nuovo nelle classifiche, nei post delle stagioni e sulle pagine web.
   *[false] Non compari più in nessuna classifica, post di stagione o pagina web. Tieni il tuo punteggio, e le tue partite contano ancora per gli altri.
}
