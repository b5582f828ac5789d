## Parole comuni a tutti i giochi, e i rifiuti generici.

game-heckmeck = Pickomino
game-junior = Pickomino Junior
game-drehwurm = Drehwurm
game-name = { $game ->
    [heckmeck] { game-heckmeck }
    [junior] { game-junior }
    [drehwurm] { game-drehwurm }
   *[other] { $game }
}

players = { $count ->
    [one] { $count } giocatore
   *[other] { $count } giocatori
}
points = { $count ->
    [one] { $count } punto
   *[other] { $count } punti
}

game-numbered = { $title } #{ $number }
player-unknown = un ex giocatore
player-deleted = un giocatore eliminato
rating-word = punteggio
rating-heading = Punteggio
rating-value = { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) }

language-name = { $language ->
    [de] tedesco
    [es] spagnolo
    [fr] francese
    [it] italiano
    [nl] olandese
    [pl] polacco
    [pt-BR] portoghese brasiliano
   *[en] inglese
}
settings-language-set = I messaggi di gioco pubblici di questo server ora sono in { language-name }.
settings-language-reset = I messaggi di gioco pubblici di questo server ora seguono la lingua del server.

## Rifiuti (risposte private)

not-your-turn = Non è il tuo turno.
not-a-player = Non stai giocando in questa partita.
stale-button = Quel pulsante è di un passo precedente della partita. Usa il tabellone più recente.
game-not-found = Questa partita non esiste più.
already-in-game = Ti sei già unito a questa partita.
lobby-full = Questa partita è al completo.
only-host = Solo chi ha aperto questa partita può farlo.
no-game-here = Non c'è nessuna partita in questo canale.
game-already-running = C'è già una partita in corso in questo canale.
game-running-elsewhere = Stai già giocando una partita in { $channel }. Prima finiscila o lasciala.
permission-needed = Non hai il permesso di farlo.
something-went-wrong = Qualcosa è andato storto. Riprova.
click-failed = Qualcosa è andato storto e non è cambiato nulla. Riprova.

command-unavailable = Questo comando non è disponibile al momento. Forse il bot si è appena riavviato: riprova tra un minuto.
command-cooldown = Piano: riprova tra { $seconds } s.
