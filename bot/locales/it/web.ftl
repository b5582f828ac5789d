## Le pagine web in sola lettura: classifiche, profili, pagine delle partite con il loro replay.

web-site-name = Bot Heckmeck
web-server-unnamed = Server Discord
web-language-name = Italiano
web-language-label = Lingua
web-skip = Vai al contenuto
web-footer = Pagine in sola lettura del bot Discord Heckmeck. Sono mostrati solo i nomi visualizzati e i dati di gioco.
web-not-found-title = Pagina non trovata
web-not-found-text = Qui non c'è nessuna pagina. Le pagine di un server esistono solo se il server le ha attivate con /heckmeck impostazioni.

## Classifica
web-leaderboard-title = Classifica di { game-name }
web-leaderboard-season-title = Classifica di { game-name }, { $season }
web-leaderboard-description = { $count ->
    [one] La classifica di { game-name } di questo server Discord: { $count } giocatore.
   *[other] La classifica di { game-name } di questo server Discord: { $count } giocatori.
}
web-games-label = Gioco
web-sort-label = Ordina per
web-period-label = Periodo
web-sort = { $sort ->
    [wins] Vittorie
    [win_rate] Percentuale di vittorie
    [worms] { $unit ->
        [points] Media punti
       *[other] Media vermi
    }
   *[rating] { rating-heading }
}
web-board-figures = { rating-heading } { rating-value } · { $games ->
    [one] { $games } partita
   *[other] { $games } partite
} · { $wins ->
    [one] { $wins } vittoria
   *[other] { $wins } vittorie
} ({ $rate }%) · ⌀ { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $unit ->
    [points] punti
   *[other] vermi
}
web-board-note = I giocatori con meno di { $min } partite valide contro altre persone vengono per ultimi, senza posizione. Le partite solo contro computer contano per il punteggio, non per una posizione.
web-pages-label = Pagine
web-previous = ◀ Precedente
web-next = Successiva ▶
web-page-of = Pagina { $page } di { $pages }

## Profilo
web-profile-title = { $player }
web-profile-description = { $count ->
    [one] { $player } ha giocato { $count } partita su questo server Discord.
   *[other] { $player } ha giocato { $count } partite su questo server Discord.
}
web-profile-empty = Ancora nessuna partita finita.
web-chart-label = { rating-heading } nel tempo a { game-name }, un punto per partita valida
web-games = Partite
web-wins = Vittorie
web-win-rate = Percentuale di vittorie
web-best = Miglior risultato
web-rating = { rating-heading }
web-against-computers = Contro il computer
web-game = Gioco
web-level = Livello
web-ahead = Finito davanti
web-recent = Partite recenti
web-recent-game = Partita #{ $id }: { $count ->
    [one] ha vinto { $names }
   *[other] hanno vinto insieme { $names }
}
web-to-leaderboard = Alla classifica

## La pagina di una partita
web-game-description = { $winners ->
    [one] { $names } ha vinto
   *[other] { $names } hanno vinto insieme
} questa partita a { $count ->
    [one] { $count } giocatore.
   *[other] { $count } giocatori.
}
web-result = Risultato
web-replay = Replay
web-replay-keys = Scorri la partita con i pulsanti o con le frecce; salta un turno con Pagina su e Pagina giù (Home: l'inizio, Fine: la fine).
web-first-step = Primo passo
web-previous-step = Passo precedente
web-next-step = Passo successivo
web-last-step = Ultimo passo
web-step-of = Passo { $step } di { $steps }
web-no-replay = Il replay di questa partita non è più conservato.
web-previous-turn = Turno precedente
web-next-turn = Turno successivo
web-previous-turn-short = ◂ Turno
web-next-turn-short = Turno ▸
web-turns-label = Vai al turno
web-show-turn = Mostra
web-turn = Turno { $number }: { $player }
web-replay-start = La partita inizia; comincia { $player }.

## Cosa ha fatto un passo del replay
said-rolled = { $player } tira { $count ->
    [one] un dado
   *[other] { $count } dadi
}.
said-set-aside = { $player } mette da parte { $count } × { face-name } (somma { $total }).
said-no-new-face = { $player } non ha tirato niente di nuovo.
said-took = { $player } prende la tessera { $tile } ({ $worms ->
    [one] { $worms } verme
   *[other] { $worms } vermi
}).
said-stole = { $player } ruba la { $tile } a { $victim }.
said-failed = { $reason ->
    [bust] { $player } non può mettere da parte nessun dado: sballa.
    [no-worm] { $player } non ha nessun verme da parte: sballa.
    [no-tile] { $player } ha { $total }, nessuna tessera da prendere: sballa.
   *[other] { $player } sballa.
}
said-returned = { $player } rimette la tessera { $tile } sulla griglia.
said-turned = La tessera { $tile } viene girata.
said-game-over = 🏁 La partita è finita.

## Cosa tutti potevano vedere a un passo del replay
scene-grill = Griglia
scene-turned = { $count ->
    [one] { $count } tessera girata
   *[other] { $count } tessere girate
}
scene-turned-tile = una tessera girata
scene-die = dado: { face-name }
scene-tile = tessera { $value } ({ $worms ->
    [one] { $worms } verme
   *[other] { $worms } vermi
})
scene-roll = Dadi tirati da { $player }
scene-kept = Dadi messi da parte da { $player }
scene-stack = { $player }: { $count ->
    [one] { $count } tessera
   *[other] { $count } tessere
}, { $worms ->
    [one] { $worms } verme
   *[other] { $worms } vermi
}
scene-pile = Pila { $number } ({ drehwurm-cards }){ $open ->
    [1] , aperta fuori turno
   *[0] {""}
}
scene-draw = Mazzo: { drehwurm-cards }
scene-hand-size = { $player }: { drehwurm-cards } in mano, { $points ->
    [one] { $points } punto
   *[other] { $points } punti
}

## Da Discord: le impostazioni e i pulsanti-link alle pagine
cmd-heckmeck-settings-web-name = web
cmd-heckmeck-settings-web-desc = Se questo server ha pagine web pubbliche: classifiche, profili, replay delle partite
opt-heckmeck-settings-web-web-name = web
opt-heckmeck-settings-web-web-desc = Sì: chiunque abbia il link può leggere classifiche, profili e partite di questo server
cmd-heckmeck-settings-profile-name = profilo
cmd-heckmeck-settings-profile-desc = Se il tuo profilo web è visibile (in tutti i server)
opt-heckmeck-settings-profile-public-name = pubblico
opt-heckmeck-settings-profile-public-desc = No: la tua pagina profilo è nascosta; classifiche e partite mostrano ancora il tuo nome
settings-web-on = 🌐 Le pagine web di questo server sono attive: { $url }
settings-web-on-no-address = 🌐 Le pagine web di questo server sono attive. L'operatore del bot non ha ancora dato loro un indirizzo (WEB_BASE_URL), quindi non sono mostrati link.
settings-web-off = Le pagine web di questo server sono disattivate: nessuna delle sue pagine si può più aprire.
settings-profile-set = { $public ->
    [true] 🌐 Il tuo profilo web è visibile sulle pagine dei server che le hanno attivate.
   *[false] Il tuo profilo web è nascosto in tutti i server. Classifiche e partite mostrano ancora il tuo nome.
}
web-link-game = Pagina della partita
web-link-leaderboard = Classifica sul web
web-link-profile = Profilo sul web
