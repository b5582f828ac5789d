## La sala d'attesa e il tabellone di Pickomino (pubblici: nella lingua del server), e i rifiuti
## del livello delle sessioni (privati: nella lingua di chi clicca).

variant-short_game = partita breve
variant-free_choice = scelta libera
variant-harsh_failure = sballo duro
title-with-variants = { $game } ({ $variants })
computer-name = 🤖 Computer { $number } ({ $difficulty ->
    [easy] facile
    [hard] difficile
    [expert] esperto
   *[normal] normale
})
computer-name-short = 🤖 Computer { $number }
difficulty-easy = Facile
difficulty-normal = Normale
difficulty-hard = Difficile

lobby-intro = { $host } ha aperto una partita. Unisciti con il pulsante qui sotto; { $min }–{ $max } giocatori. Chi l'ha aperta la avvia.
lobby-players = Giocatori ({ $count }/{ $max })
lobby-expires = La sala chiude
lobby-cancelled = Chi l'ha aperta ha annullato questa partita.
lobby-expired = Nessuno ha avviato questa partita in tempo; la sala è chiusa.
lobby-button-join = Unisciti
lobby-button-leave = Esci
lobby-button-start = Avvia
lobby-button-cancel = Annulla
lobby-add-computer = Aggiungi un giocatore computer…

board-players = Giocatori
board-player = { $name }{ $top } · { $worms } 🪱
board-removed = (ha lasciato la partita)
seat-taken-over = { $name } (computer dal turno { $turn })
board-last = Cos'è successo
board-turn-title = Turno
board-turn = Tocca a { $name }.
board-turn-short = { $name } · ⏳ { $when }
board-deadline = Il tempo scade { $when }.
board-set-aside = { $dice } (somma { $total })
board-final = Classifica finale
board-final-line = { $place }. { $name } — { $score ->
    [one] { $score } verme
   *[other] { $score } vermi
}
board-winners = { $count ->
    [one] 🏆 Vincitore: { $names }
   *[other] 🏆 Vincitori: { $names }
}
board-abandoned = Questa partita è stata interrotta e non conta.

event-timed-out = ⏰ { $name } ha finito il tempo.
event-removed = { $name } ha saltato tre turni di fila e lascia la partita (tenendo le sue tessere).
event-stopped = { $name } ha interrotto la partita.
event-quit = { $name } ha lasciato la partita (tenendo le sue tessere).
event-taken-over =
    { $reason ->
        [missed] { $name } ha saltato tre turni di fila: continua un computer.
       *[left] { $name } ha lasciato la partita: continua un computer.
    }

button-roll = Tira
button-stop = Stop
button-undo = Annulla
button-take = Prendi { $tile }
button-steal = Ruba { $tile } a { $name }
select-take = Fermati e prendi…

stop-confirm = Vuoi davvero terminare questa partita? Sarà registrata come abbandonata.
stop-confirm-button = Termina la partita
stop-done = La partita è stata interrotta.
leave-confirm = Vuoi davvero lasciare questa partita? { $fate }
leave-seat-removed = Il tuo posto viene tolto, come dopo i turni saltati: gli altri continuano. Lasciare conta come sconfitta.
leave-seat-computer =
    Un computer ({ $difficulty ->
        [easy] facile
        [hard] difficile
        [expert] esperto
       *[normal] normale
    }) continua al tuo posto. Lasciare conta come sconfitta, comunque vada il computer.
leave-confirm-button = Lascia la partita
leave-button = Esci
leave-done = Hai lasciato la partita.
leave-not-seated = Non giochi (più) in questa partita.

## Rifiuti del livello delle sessioni

game-running-here = C'è già una partita in questo canale: { $link }
guild-only = Funziona solo in un canale di un server.
play-private-here = Questo server tiene private le risposte delle app che non ha aggiunto, quindi il tavolo lo vedresti solo tu. Chiedi a un admin di aggiungere il bot al server o di consentire le app esterne.
lobby-closed = Questa sala d'attesa è chiusa.
already-joined = Ti sei già unito a questa partita.
not-in-lobby = Non sei in questa sala d'attesa.
host-cannot-leave = Chi ha aperto la partita non può uscire; annulla la partita invece.
unknown-difficulty = Livello sconosciuto.
too-few-players = Servono almeno { $min } giocatori per iniziare.
game-not-running = Questa partita non è più in corso.
stop-not-allowed = Solo chi ha aperto la partita o chi può gestire i messaggi può interromperla.

## Opzioni dei comandi aggiunte con i cog

opt-heckmeck-rules-edition-name = edizione
opt-heckmeck-rules-edition-desc = Le regole di quale edizione

## Il registro del tabellone: una riga per turno, per immagini

log-turn = { $name }: { $dice } { $outcome }
log-turn-short = { $name }: { $outcome }
log-bust-short = 💥
log-no-new-face-short = → niente di nuovo
log-returned-short = ↩️ { $tile }
log-returned-highest-short = ↩️ { $tile } (la più alta: nessuna girata)
log-took = → { $tile }
log-stole = → ruba { $tile } a { $victim }!
log-bust = → { $dice } 💥
log-no-worm = 💥 nessun verme
log-no-tile = 💥 somma { $total }: nessuna tessera
log-no-new-face = → { $dice }, niente di nuovo
log-timed-out = ⏰ tempo scaduto
log-returned = ↩️ { $tile } restituita
log-turned = · { $tile } girata
log-returned-highest = ↩️ { $tile } restituita (la più alta: nessuna girata)

# I tabelloni della sfida del giorno e degli enigmi, che tengono le loro intestazioni
board-grill = Griglia
board-kept = Messi da parte (somma { $total })
board-roll = Tiro

# Leggi il tavolo: tutta la posizione a parole, in privato, per un lettore di schermo
read-button = Leggi il tavolo
read-turn = { $you ->
    [yes] Tocca a te.
   *[no] Tocca a { $name }.
}
read-left = { $you ->
    [yes] Hai lasciato la partita.
   *[no] { $name } ha lasciato la partita.
}
read-over = La partita è finita.
read-winner = { $you ->
    [yes] Hai vinto.
   *[no] Vince { $name }.
}
