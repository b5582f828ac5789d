## Drehwurm, il gioco di carte: parole e regole.

drehwurm-colour = { $colour ->
    [yellow] giallo
    [blue] blu
    [red] rosso
   *[other] { $colour }
}
drehwurm-number = { $number ->
    [1] 1/10
   *[other] { $number }
}
drehwurm-worm-card = { drehwurm-number } { drehwurm-colour }
drehwurm-joker-card = jolly { drehwurm-number }
drehwurm-chicken-card = gallina { $colour ->
    [yellow] gialla
    [blue] blu
    [red] rossa
   *[other] { $colour }
}
drehwurm-joker = jolly
drehwurm-pile = pila
drehwurm-draw-pile = mazzo
drehwurm-hand = la tua mano
drehwurm-cards = { $count ->
    [one] { $count } carta
   *[other] { $count } carte
}
drehwurm-chickens = { $count ->
    [one] { $count } gallina
   *[other] { $count } galline
}
drehwurm-match = Manche { $number } di { $total }

## Regole (la risposta privata di /drehwurm regole; sotto i 2000 caratteri)

rules-drehwurm-title = Drehwurm — come si gioca
rules-drehwurm =
    🎯 **Scopo:** liberarti delle tue carte e fare più punti in tante manche quanti sono i giocatori.

    🃏 **Preparazione:** ognuno riceve 2 galline e 10 carte verme. Al centro ci sono tre pile, ognuna con una carta coperta e una scoperta sopra.

    🔄 **Il tuo turno** — esattamente una di queste:
    - **Gioca un verme** su una pila: il suo colore è diverso da quello della carta in cima (un jolly conta sempre come diverso) e il suo numero è vicino a quello in cima (1/10 è vicino a 2 e a 9). Poi tutta la pila viene girata.
    - **Gioca una gallina** su una pila la cui carta in cima ha il colore della gallina, o è un jolly: mangi la pila e la tieni. Una nuova pila la sostituisce; dopo la 2ª e la 4ª gallina si aggiungono una 4ª e una 5ª pila.
    - **Non puoi giocare?** Pesca una carta verme e gira una pila a tua scelta.

    ⚡ **Fuori turno:** quando una pila è stata girata, ogni altro giocatore può giocarci sopra un verme adatto. Vince il più veloce, e la pila non viene girata di nuovo.

    🏁 **Fine della manche:** un giocatore non ha più carte, tutte le galline sono state giocate, o il mazzo finisce quando serve una carta.

    🧮 **Punteggio:** per ogni pila mangiata, 3 punti per verme del colore della gallina, 2 per jolly, 1 per ogni altro verme; meno 1 punto per ogni carta rimasta in mano.

    🔀 **Varianti:** principianti — niente giocate fuori turno; esperti — i vermi fuori turno devono avere lo stesso colore.

## Il tavolo: il tabellone pubblico (lingua del server) e la mano privata di ogni giocatore (la sua lingua)

drehwurm-board-piles = Pile
drehwurm-board-open = ⚡ aperta
drehwurm-board-draw = Mazzo: { $count ->
    [one] { $count } carta
   *[other] { $count } carte
}
drehwurm-final-line = { $place }. { $name } — { $score ->
    [one] { $score } punto
   *[other] { $score } punti
}
drehwurm-button-hand = Mostra la mia mano

drehwurm-event-match-started = 🃏 Inizia la manche { $match }; comincia { $name }.
drehwurm-event-turned = 🔄 La pila { $pile } viene girata: in cima c'è { $top }.
drehwurm-event-cannot-play = { $name } non può giocare e pesca una carta.
drehwurm-event-snapped = ⚡ { $name }: { $card } sulla pila { $pile }, fuori turno!
drehwurm-event-match-ended = 🏁 La manche { $match } è finita: { $reason ->
    [hand-empty] un giocatore non ha più carte
    [chickens-played] tutte le galline sono state giocate
    [draw-pile-empty] il mazzo è finito
   *[other] sono rimasti troppo pochi giocatori
}.
drehwurm-event-removed = { $name } ha saltato tre turni di fila e lascia la partita.
drehwurm-event-quit = { $name } ha lasciato la partita.

drehwurm-hand-title = La tua mano
drehwurm-hand-empty = Nessuna carta.
drehwurm-hand-your-turn = Tocca a te: scegli una giocata.
drehwurm-hand-cannot-play = Non va bene niente: peschi una carta, poi scegli una pila da girare.
drehwurm-hand-wait = Tocca a { $name }.
drehwurm-hand-snap = ⚡ Pila { $pile } girata: sii il primo!
drehwurm-hand-removed = Hai lasciato questa partita.
drehwurm-hand-over = La partita è finita.
drehwurm-hand-stopped = La partita è stata interrotta.
drehwurm-hand-window = ⏳ La pila { $pile } è aperta fuori turno: le tue giocate si sbloccano { $when }.
drehwurm-hand-held = ⏳ Tocca a te: le altre giocate { $when }.
drehwurm-hand-refreshed = Il tavolo è cambiato: ecco la tua mano com'è adesso.
drehwurm-button-refresh = Aggiorna
drehwurm-select-play = Scegli una giocata…
drehwurm-not-started = La partita non è ancora iniziata.
out-of-turn-too-late = Troppo tardi: su quella pila è già stato giocato. Tieni la tua carta.

## Il tabellone e la mano, disegnati per un telefono

drehwurm-board-pile = { $number }: { $top } ({ $count })
drehwurm-board-empty-pile = { $number }: —
drehwurm-board-players-title = Giocatori · punti (questa manche)
drehwurm-board-player-line = { $name } · { $cards }🃏 { $chickens }🐔 · { $points } (+{ $match })
drehwurm-log-played = { $name }: { $card } sulla pila { $pile } → 🔄 { $top }
drehwurm-log-drew = { $name } non può giocare, pesca e gira la pila { $pile } → 🔄 { $top }
drehwurm-board-turn = ▶️ { $name }
drehwurm-board-turn-until = ▶️ { $name } · ⏳ { $when }
drehwurm-log-ate = 🐔 { $name }: { $card } mangia la pila { $pile } (+{ $points })
drehwurm-result-title = Manche { $match }: pile − carte rimaste = punti → totale
drehwurm-result-line = { $name }: { $eaten } − { $cards } = { $score } → { $total }
drehwurm-log-new-pile = ➕ Si aggiunge la pila { $pile }: { $top }
drehwurm-button-worm = { $card } → pila { $pile }
drehwurm-button-chicken = { $card } mangia la pila { $pile }
drehwurm-button-snap = ⚡ Fuori turno { $card } → pila { $pile }
drehwurm-button-draw = Pesca, gira { $pile }

## La fine: totali uguali condividono la vittoria; i punti per manche sull'immagine
drehwurm-ending-shared = { $count ->
    [2] Entrambi a { $points } punti
   *[other] { $count } giocatori a { $points } punti
}: { $names } condividono la vittoria (Drehwurm non ha spareggio).
drehwurm-card-matches = manche { $points }

## /drehwurm analisi: una partita finita, giocatore per giocatore
cmd-drehwurm-review-name = analisi
cmd-drehwurm-review-desc = Com'è andata una partita di Drehwurm finita per ciascuno: pile, vermi fuori turno, la mano
opt-drehwurm-review-game-name = partita
opt-drehwurm-review-game-desc = Il numero della partita (predefinito: la tua ultima partita di Drehwurm finita)
opt-drehwurm-review-public-name = pubblica
opt-drehwurm-review-public-desc = Pubblica l'analisi nel canale per tutti
review-drehwurm-intro = Per manche: pile mangiate − carte rimaste. “A portata”: la pila più grande che una delle galline del giocatore poteva mangiare in quel momento (tenerne una da parte può convenire). “Mancati”: un suo verme andava bene sulla pila aperta, ma qualcun altro è stato più veloce o nessuno l'ha giocato.
review-drehwurm-snaps = ⚡ Fuori turno: { $won } riusciti, { $missed } mancati
review-drehwurm-pages-hint = Un nome apre, in privato, le manche, le pile e i vermi fuori turno di quel giocatore.
review-drehwurm-player = { $place }. { $name } — { $points } punti
review-drehwurm-piles = 🐔 Ha mangiato { $piles ->
    [one] { $piles } pila
   *[other] { $piles } pile
} per { $points } punti; a portata in quei momenti: { $reach }
review-drehwurm-no-pile-eaten = 🐔 Non ha mangiato nessuna pila.
review-drehwurm-luck = 🍀 Fortuna della distribuzione: { $jokers ->
    [one] { $jokers } jolly ricevuto
   *[other] { $jokers } jolly ricevuti
} (media del tavolo { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) }); { $draws ->
    [0] qualcosa andava sempre bene
    [one] una volta non andava bene niente
   *[other] { $draws } volte non andava bene niente
}

## /statistiche: la riga Drehwurm di un giocatore
drehwurm-stats-line = Pile mangiate: { $piles_eaten } · vermi giocati fuori turno: { $snaps_won } · turni: { $turns }

## Leggi il tavolo: un tavolo di Drehwurm a parole
read-dw-match = Manche { $number } di { $total }.
read-dw-pile = Pila { $number }: in cima { $top }, { $count ->
    [one] { $count } carta
   *[other] { $count } carte
}.
read-dw-empty-pile = La pila { $number } è vuota.
read-dw-open = La pila { $number } è appena stata girata: è aperta a un verme fuori turno.
read-dw-draw = Il mazzo ha { $count ->
    [one] { $count } carta
   *[other] { $count } carte
}.
read-dw-player = { $you ->
    [yes] Hai { $cards ->
        [one] { $cards } carta verme
       *[other] { $cards } carte verme
    } e { $chickens ->
        [one] { $chickens } gallina
       *[other] { $chickens } galline
    }; { $points } punti finora, { $match } dalle pile mangiate in questa manche.
   *[no] { $name } ha { $cards ->
        [one] { $cards } carta verme
       *[other] { $cards } carte verme
    } e { $chickens ->
        [one] { $chickens } gallina
       *[other] { $chickens } galline
    }; { $points } punti finora, { $match } dalle pile mangiate in questa manche.
}
read-dw-hand = Le tue carte: { $cards }.
