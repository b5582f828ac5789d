## Il tavolo: chiamate di turno, il testo del tabellone, finali, rivincita.

ping-turn = { $icon } { $name }, tocca a te in { $game }: { $link }
ping-reminder = ⏰ { $name }, il tuo turno in { $game } ti aspetta; il tempo scade { $when }: { $link }
ping-stolen = ⚔️ { $name }, { $thief } ti ha rubato la { $tile }!
ping-hand-hint = 🃏 Premi **Mostra la mia mano** sotto il tabellone per giocare.
ping-switch = 🔕 Meno chiamate: `/heckmeck impostazioni mie-chiamate`

board-content-turn = { $icon } { $game } · tocca a { $name }
board-content-finished = 🏁 { $game } · partita finita
board-content-stopped = ⏹️ { $game } · interrotta

cmd-heckmeck-settings-pings-name = chiamate
cmd-heckmeck-settings-pings-desc = Se il bot chiama i giocatori quando tocca a loro (Pickomino e Drehwurm)
opt-heckmeck-settings-pings-mode-name = modo
opt-heckmeck-settings-pings-mode-desc = A ogni turno, solo un promemoria a metà turno, o mai
choice-pings-every = A ogni turno
choice-pings-reminder = Solo promemoria
choice-pings-off = Mai
settings-pings-set = Chiamate di turno in questo server: { $mode ->
    [every] un messaggio chiama ogni giocatore quando arriva il suo turno, e ancora una volta quando metà del suo tempo è passata.
    [reminder] un messaggio chiama un giocatore solo quando metà del suo tempo è passata.
   *[off] disattivate; i giocatori non vengono mai chiamati.
}

event-rolled-set-aside = { $name } ha tirato { $dice } e messo da parte { $count } × { $face } (somma { $total }).

## Il messaggio finale
ending-content = 🏁 { $game }: partita finita! { $names }
ending-title = 🏁 { $game } — risultato finale
ending-forfeit = 🏳️ { $name } vince a tavolino: tutti gli altri giocatori hanno lasciato la partita.
ending-tie-break-title = Spareggio
ending-tie-break = { $count ->
    [2] Entrambi a { $score }
   *[other] { $count } giocatori a { $score }
}: { $name } ha la tessera più alta ({ $tile }).
ending-ratings-title = { rating-heading }
ending-final-rated = { board-final } · { rating-heading }
ending-rating-line = { $direction ->
    [up] +
    [down] −
   *[same] ±
}{ NUMBER($change, minimumFractionDigits: 1, maximumFractionDigits: 1) } → { rating-word } { rating-value }
ending-rematch = Rivincita

## Drehwurm: la manche in corso e il suo conteggio
drehwurm-board-match-title = Questa manche ({ $match })
drehwurm-board-match-line = { $name }: { $points ->
    [one] { $points } punto
   *[other] { $points } punti
} da { $piles ->
    [one] { $piles } pila mangiata
   *[other] { $piles } pile mangiate
}
drehwurm-breakdown-title = Manche { $match }: il conteggio
drehwurm-breakdown-line = { $name }: { $piles ->
    [one] { $piles } pila
   *[other] { $piles } pile
} +{ $eaten }, { $cards ->
    [one] { $cards } carta
   *[other] { $cards } carte
} in mano −{ $cards } → { $score } (totale { $total })

## La classifica
leaderboard-own-row = ➡️ { $row } ⬅️

board-junior-legend = { $bun } vale 2, ogni altra faccia 1 · senza { $worm }, niente tessera
ending-card-forfeit = vinta a tavolino
ending-card-date = { DATETIME($ended, dateStyle: "medium") }
ending-card-unrated = Non valida

locale-note = ℹ️ Qui i tabelloni di gioco sono in { language-name }: i messaggi pubblici seguono la lingua del server. Chi può gestire il server può cambiarla con `/heckmeck impostazioni lingua`; le tue risposte private (mano, rifiuti) sono sempre nella tua lingua.
ending-assisted = 💡 Non valida: aiuti chiesti da { $names } nel proprio turno, quindi il punteggio di nessuno cambia.
ending-assisted-mark = 💡
ending-assisted-marked = 💡 Non valida: i giocatori segnati con 💡 hanno usato aiuti nel proprio turno, quindi il punteggio di nessuno cambia.
cmd-heckmeck-settings-my-pings-name = mie-chiamate
cmd-heckmeck-settings-my-pings-desc = Come il bot ti chiama quando tocca a te, in tutti i server
opt-heckmeck-settings-my-pings-mode-name = modo
opt-heckmeck-settings-my-pings-mode-desc = A ogni turno, un promemoria a metà del tuo turno, mai, o come decide il server
choice-pings-server = Come decide questo server
settings-my-pings-set = Le tue chiamate di turno: { $mode ->
    [every] un messaggio ti menziona quando arriva il tuo turno, e ancora una volta quando metà del tuo tempo è passata.
    [reminder] un messaggio ti menziona solo quando metà del tuo tempo è passata.
    [off] disattivate; il bot non ti menziona mai per un turno.
   *[server] come decide ogni server (`/heckmeck impostazioni chiamate`).
}

# Il testo alternativo di un'immagine, letto da un lettore di schermo
card-alt-title = Classifica finale di { $title }.
card-alt-place = Posto { $place }: { $player }.
card-alt-winner = { $line } Vincitore.
card-alt-tiles = tessere { $tiles }
card-alt-more = E { $count ->
    [one] { $count } altro giocatore.
   *[other] altri { $count } giocatori.
}
