## Stagioni: /heckmeck impostazioni stagione, la classifica della stagione, il post finale

cmd-heckmeck-settings-season-name = stagione
cmd-heckmeck-settings-season-desc = Stagioni in questo server: una classifica che riparte da zero ogni mese o trimestre
opt-heckmeck-settings-season-length-name = durata
opt-heckmeck-settings-season-length-desc = Quanto dura una stagione (calendario UTC), o disattivate
opt-heckmeck-settings-season-role-name = ruolo-campione
opt-heckmeck-settings-season-role-desc = Un ruolo che il bot dà al campione di ogni stagione (e toglie al precedente)
opt-heckmeck-settings-season-channel-name = canale
opt-heckmeck-settings-season-channel-desc = Dove il bot pubblica la classifica finale di ogni stagione (predefinito: questo canale)
choice-season-length-off = Disattivate
choice-season-length-monthly = Mensili
choice-season-length-quarterly = Trimestrali
opt-leaderboard-period-name = periodo
opt-leaderboard-period-desc = Questa stagione, la scorsa o da sempre (stagioni: decise dagli admin del server)
choice-period-season = Questa stagione
choice-period-last = Stagione scorsa
choice-period-all = Da sempre

season-name = { $length ->
    [monthly] { $month ->
        [1] gennaio
        [2] febbraio
        [3] marzo
        [4] aprile
        [5] maggio
        [6] giugno
        [7] luglio
        [8] agosto
        [9] settembre
        [10] ottobre
        [11] novembre
       *[12] dicembre
    } { $year }
   *[quarterly] T{ $quarter } { $year }
}

settings-season-off = Le stagioni sono disattivate in questo server: la classifica conta da sempre.
settings-season-set = Le stagioni sono attive: { $length ->
    [monthly] una stagione dura un mese di calendario
   *[quarterly] una stagione dura un trimestre di calendario
} (UTC). La stagione attuale è { $season }; finisce { $ends }. La sua classifica finale va in { $channel }. Ruolo del campione: { $role ->
    [none] nessuno
   *[other] { $role }
}.
settings-season-role-warning = ⚠️ { $problem }

leaderboard-season-title = { game-name } — stagione { $season } di questo server
season-refused-off = Le stagioni sono disattivate in questo server. Un admin può attivarle con /heckmeck impostazioni stagione.
season-refused-no-server = Le stagioni appartengono a un server: chiedile in uno.
season-refused-global = Le stagioni sono tenute per server: scegli “questo server” (o il periodo da sempre) per tutti i server.

stats-season = Questa stagione ({ $season }): #{ $rank } · { rating-word } { rating-value } · { $wins } { $wins ->
    [one] vittoria
   *[other] vittorie
} in { $games } { $games ->
    [one] partita
   *[other] partite
}
stats-season-unranked = Questa stagione ({ $season }): ancora nessuna posizione · { rating-word } { rating-value } · { $wins } { $wins ->
    [one] vittoria
   *[other] vittorie
} in { $games } { $games ->
    [one] partita
   *[other] partite
}
stats-season-none = Questa stagione ({ $season }): ancora nessuna partita valida.

season-final-title = 🏆 La stagione { $season } è finita: la classifica finale
season-final-champion = 🏆 { $player } è il campione della stagione { $season }. Complimenti!
season-final-nobody = Nessuno ha finito una partita valida nella stagione { $season }.
season-final-no-champion = La stagione { $season } non ha un campione: per una posizione servono { $min } partite valide contro altre persone, e nessuno ne ha giocate tante.
season-final-role-free = Il campione uscente restituisce { $role }; lo riceverà il prossimo campione.
season-final-unranked = *Senza posizione (meno di { $min } partite valide contro altre persone):*
season-final-next = È iniziata la stagione { $season }: tutti ripartono da zero (la classifica generale continua).
season-final-rest = *Tutti gli altri: /classifica*
season-problems-title = ⚠️ Per gli admin
season-problem-no-manage-roles = Non ho potuto dare { $role }: mi serve il permesso Gestire i ruoli.
season-problem-role-too-high = Non ho potuto dare { $role }: sta sopra il mio ruolo più alto. Sposta il mio ruolo sopra di esso nelle impostazioni del server.
season-problem-no-manage-roles-take = Non ho potuto togliere { $role } al campione della stagione scorsa: mi serve il permesso Gestire i ruoli.
season-problem-role-too-high-take = Non ho potuto togliere { $role } al campione della stagione scorsa: sta sopra il mio ruolo più alto. Sposta il mio ruolo sopra di esso nelle impostazioni del server.
season-problem-role-gone = Il ruolo del campione scelto per le stagioni non esiste più; scegline un altro con /heckmeck impostazioni stagione.
season-problem-refused = Discord non mi ha permesso di cambiare chi ha { $role }; questa volta assegnalo a mano.
season-problem-channel = Non ho potuto pubblicare in { $channel }, quindi la classifica finale è qui.
season-final-footer = Stagione { $id } · classifica finale
season-final-row = **{ $rank }.** { $player }
