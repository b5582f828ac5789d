## /cronologia, /rivedi ed /esporta: uno sguardo alle partite finite

cmd-history-name = cronologia
cmd-history-desc = Le ultime partite finite di un giocatore in questo server (altrove: quelle fuori dai server)
opt-history-user-name = giocatore
opt-history-user-desc = Le partite di chi (predefinito: le tue)
opt-history-game-name = gioco
opt-history-game-desc = Solo partite di questo gioco
cmd-replay-name = rivedi
cmd-replay-desc = Ripercorri una partita finita, mossa per mossa
opt-replay-game-name = partita
opt-replay-game-desc = Il numero della partita (mostrato da /cronologia)
cmd-export-name = esporta
cmd-export-desc = Scarica il registro di una partita finita come file JSON
opt-export-game-name = partita
opt-export-game-desc = Il numero della partita (mostrato da /cronologia)

history-title = { $game ->
    [all] Partite finite
   *[other] Partite finite di { game-name }
}
history-intro = Partite che { $user } ha finito qui, dalla più recente.
history-empty = { $user } non ha ancora finito nessuna partita in questo server.
history-entry = { $when } · { $board }
    { $players }
history-player = { $place }. { $name } { $score } { $unit ->
    [points] { $score ->
        [one] punto
       *[other] punti
    }
   *[other] { $score ->
        [one] verme
       *[other] vermi
    }
}
history-board-link = [Tabellone finale]({ $url })
history-board-channel = Giocata in { $channel }
history-footer = Pagina { $page } di { $pages } · { $count } { $count ->
    [one] partita
   *[other] partite
} · /rivedi o /esporta una partita con il suo numero
history-previous = ◀ Più recenti
history-next = Più vecchie ▶

replay-heading = Replay #{ $game } · { $position }/{ $positions }
replay-first = Inizio
replay-previous = Indietro
replay-next = Avanti
replay-last = Fine
replay-next-turn = Turno successivo
replay-public-only = Non hai giocato in questa partita: vedi il tavolo, mai una mano.

export-ready = Il registro della partita #{ $game } (formato: heckmeck-bot game log, versione 1).

history-no-such-game = Non esiste la partita #{ $game } in questo server. /cronologia elenca le partite finite con i loro numeri.
history-game-live = La partita #{ $game } è ancora in corso: seguila dal vivo in { $link }. Potrà essere rivista quando sarà finita.
history-never-started = La partita #{ $game } non è mai iniziata (la sua sala d'attesa ha chiuso), quindi non c'è niente da rivedere.
history-log-pruned = Il registro delle mosse della partita #{ $game } è stato cancellato (questo server tiene i registri solo per un po'). Il suo risultato conta ancora ed è in /cronologia.
history-log-broken = Il registro salvato della partita #{ $game } non torna, quindi non può essere rivisto. Un operatore del server può controllarlo con `python -m bot check`.
history-log-too-old = La partita #{ $game } è stata giocata prima che il bot conservasse i mescolamenti necessari ai replay, quindi non può essere rivista. Il suo risultato conta ancora.

export-file-description = Tutte le mosse della partita #{ $game }, come file JSON.
