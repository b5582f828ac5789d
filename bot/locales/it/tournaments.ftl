## Tornei: /torneo, il messaggio d'iscrizione, i post dei round, la classifica, il vincitore

cmd-tournament-name = torneo
cmd-tournament-desc = Tornei di Pickomino in questo server: iscrizioni, round ai tavoli, una finale
cmd-tournament-create-name = crea
cmd-tournament-create-desc = Apri le iscrizioni a un torneo in questo canale (admin e ruolo tornei)
opt-tournament-create-game-name = gioco
opt-tournament-create-game-desc = A quale gioco si gioca ai tavoli
opt-tournament-create-rounds-name = round
opt-tournament-create-rounds-desc = Quanti round prima della finale (1–4, predefinito 2)
opt-tournament-create-table_size-name = posti_tavolo
opt-tournament-create-table_size-desc = Il massimo di giocatori a un tavolo (3–5, predefinito 4)
opt-tournament-create-final_size-name = posti_finale
opt-tournament-create-final_size-desc = Giocatori al tavolo finale: 4–6, o 0 per nessuna finale (predefinito 0)
opt-tournament-create-close_in-name = chiudi_tra
opt-tournament-create-close_in-desc = Parti da solo tra questi minuti (predefinito: lo avvia l'organizzatore)
opt-tournament-create-fill-name = riempi
opt-tournament-create-fill-desc = Riempi i tavoli incompleti con computer di questo livello (predefinito: mai)
opt-tournament-create-short_game-name = partita_breve
opt-tournament-create-short_game-desc = Partita breve: anche una tessera restituita viene girata a faccia in giù
opt-tournament-create-free_choice-name = scelta_libera
opt-tournament-create-free_choice-desc = Scelta libera: prendi qualsiasi tessera della griglia fino alla tua somma
opt-tournament-create-harsh_failure-name = sballo_duro
opt-tournament-create-harsh_failure-desc = Sballo duro: un turno sballato gira sempre la tessera più alta
opt-tournament-create-hints-name = aiuti
opt-tournament-create-hints-desc = Consenti il pulsante 💡 Probabilità ai tavoli (predefinito: l'impostazione del server)
opt-tournament-create-turn_time-name = tempo_turno
opt-tournament-create-turn_time-desc = Quanto tempo ha ogni giocatore per un turno (predefinito: l'impostazione del server)
choice-tournament-game-heckmeck = Pickomino (classico)
choice-tournament-game-junior = Pickomino Junior
choice-tournament-fill-easy = Computer facili
choice-tournament-fill-normal = Computer normali
choice-tournament-fill-hard = Computer difficili
choice-tournament-fill-expert = Computer esperti
cmd-tournament-start-name = avvia
cmd-tournament-start-desc = Chiudi le iscrizioni e avvia il round 1 (l'organizzatore)
opt-tournament-start-number-name = numero
opt-tournament-start-number-desc = Il numero del torneo (predefinito: quello di questo canale)
cmd-tournament-standings-name = classifica
cmd-tournament-standings-desc = La classifica del torneo finora
opt-tournament-standings-number-name = numero
opt-tournament-standings-number-desc = Il numero del torneo (predefinito: quello di questo canale)
cmd-tournament-drop-name = ritira
cmd-tournament-drop-desc = Togli un giocatore dal torneo (l'organizzatore); tiene i suoi punti
opt-tournament-drop-player-name = giocatore
opt-tournament-drop-player-desc = Chi lascia il torneo
opt-tournament-drop-number-name = numero
opt-tournament-drop-number-desc = Il numero del torneo (predefinito: quello di questo canale)
cmd-tournament-extend-name = prolunga
cmd-tournament-extend-desc = Più tempo: per le iscrizioni, o per il turno in corso a ogni tavolo (l'organizzatore)
opt-tournament-extend-minutes-name = minuti
opt-tournament-extend-minutes-desc = Quanti minuti in più
opt-tournament-extend-number-name = numero
opt-tournament-extend-number-desc = Il numero del torneo (predefinito: quello di questo canale)
cmd-tournament-cancel-name = annulla
cmd-tournament-cancel-desc = Annulla il torneo e interrompi i suoi tavoli (l'organizzatore)
opt-tournament-cancel-number-name = numero
opt-tournament-cancel-number-desc = Il numero del torneo (predefinito: quello di questo canale)
cmd-tournament-role-name = ruolo
cmd-tournament-role-desc = Il ruolo i cui membri possono organizzare tornei (Gestire il server)
opt-tournament-role-role-name = ruolo
opt-tournament-role-role-desc = Il ruolo degli organizzatori (ometti: solo admin)
cmd-tournament-help-name = aiuto
cmd-tournament-help-desc = Come funziona un torneo: round, punti, spareggi, la finale

tournament-title = 🏆 Torneo #{ $number } · { $game }
tournament-format = Formato
tournament-format-rounds = { $rounds ->
    [one] Un round
   *[other] { $rounds } round
} a tavoli fino a { $size } giocatori
tournament-format-final = { $size ->
    [0] Niente tavolo finale: decide la classifica
   *[other] Poi un tavolo finale dei primi { $size }
}
tournament-format-fill = Tavoli incompleti riempiti con computer ({ $level }), senza punti
tournament-signup-intro = Iscriviti con **Unisciti**. Organizzato da { $organiser }.
tournament-signup-closed = Le iscrizioni sono chiuse: il torneo è in corso.
tournament-signup-finished = Le iscrizioni sono chiuse: il torneo è finito, vinto da { $winner }.
tournament-signup-cancelled = Questo torneo è stato annullato.
tournament-signup-nobody = Ancora nessuno.
tournament-signup-more = { $count ->
    [one] e un altro
   *[other] e altri { $count }
}
tournament-signup-players = { $count ->
    [one] Un giocatore
   *[other] { $count } giocatori
}
tournament-signup-start = Inizio
tournament-signup-closes = Da solo { $when } (se ci sono abbastanza iscritti)
tournament-signup-manual = Quando { $organiser } preme **Avvia**
tournament-button-join = Unisciti
tournament-button-leave = Esci
tournament-button-start = Avvia

tournament-round-heading = Torneo #{ $number } · Round { $round } di { $rounds }
tournament-final-heading = Torneo #{ $number } · Il tavolo finale
tournament-round-content = Inizia **{ $heading }**: { $players }, i vostri tavoli sono qui sotto.
tournament-round-intro = { $count ->
    [one] Un tavolo. Ogni tavolo è una partita normale in un thread a parte, con i soliti tempi di turno.
   *[other] { $count } tavoli. Ogni tavolo è una partita normale in un thread a parte, con i soliti tempi di turno.
}
tournament-round-tables = Tavoli
tournament-table-name = Round { $round } · Tavolo { $table }
tournament-final-table-name = Tavolo finale
tournament-computers = { $count ->
    [one] un computer
   *[other] { $count } computer
}
tournament-table-opening = (il suo thread si sta aprendo)
tournament-table-welcome = **{ $table }** di { $title }: { $players }, la vostra partita inizia qui. Buona fortuna!
tournament-create-thread-permission = Ogni tavolo di un torneo si gioca in un thread di questo canale, e qui non posso aprire thread. Mi serve: { $permissions }.
tournament-thread-permission = Non posso aprire i thread dei tavoli in questo canale. Mi serve: { $permissions }. Riproverò tra poco.
tournament-thread-failed = Discord non ha aperto il thread di un tavolo proprio ora. Riproverò tra poco.
tournament-ending-points = 🏆 Punti guadagnati: { $points }
tournament-ending-earned = { $name } +{ $points }
tournament-ending-round = 🏆 Questo risultato conta per il round { $round } di { $rounds } del torneo #{ $number }. La classifica segue in { $channel } quando tutti i tavoli del round avranno finito.
tournament-ending-final = 🏆 Questo era il tavolo finale del torneo #{ $number }: il vincitore viene annunciato in { $channel }.
tournament-signup-short = { $organiser }: le iscrizioni al torneo #{ $number } si sono chiuse con { $signed ->
    [one] un giocatore
   *[other] { $signed } giocatori
}, ma ne servono almeno { $needed }. Le iscrizioni restano aperte: premi **Avvia** quando ce ne saranno abbastanza.

tournament-standings-after = Torneo #{ $number } · Classifica dopo il round { $round } di { $rounds }
tournament-standings-now = Torneo #{ $number } · { $final ->
    [true] Classifica prima del tavolo finale
   *[other] Classifica (round { $round }/{ $rounds } in corso)
}
tournament-standings-signup = Torneo #{ $number } · Le iscrizioni sono ancora aperte: ancora nessuna classifica
tournament-standings-finished = Torneo #{ $number } · Classifica finale dei round
tournament-standings-cancelled = Torneo #{ $number } (annullato) · Classifica
tournament-standings-legend = Decidono i punti, poi i vermi, poi la tessera più alta presa.
tournament-standing-line = **{ $rank }.** { $player }: { $points } { $points ->
    [one] punto
   *[other] punti
} · { $worms } 🪱 · { $best ->
    [0] nessuna tessera
   *[other] più alta { $best }
}
tournament-standing-dropped = ~~{ $line }~~ (ritirato)

tournament-winner-title = 🏆 Il torneo #{ $number } è finito
tournament-winner-line = { $player } vince il torneo di { $game }!
tournament-winner-content = 🏆 Complimenti a { $player }, vincitore del torneo #{ $number }!
tournament-final-order = Ordine finale
tournament-card-title = Vincitore · { $title }
tournament-card-points = { $points } { $points ->
    [one] punto
   *[other] punti
}
tournament-card-best = tessera più alta { $tile }

tournament-not-allowed = Solo gli admin (Gestire il server) e i membri con il ruolo tornei del server possono creare un torneo.
tournament-not-organiser = Solo l'organizzatore ({ $organiser }), un admin o il ruolo tornei può farlo.
tournament-unknown = Non esiste il torneo #{ $number } in questo server.
tournament-none-here = Qui non c'è nessun torneo in corso. Creane uno con /torneo crea.
tournament-which = Ci sono diversi tornei in corso ({ $numbers }): indica il numero.
tournament-not-in-thread = Crea il torneo in un canale testuale, non in un thread: i suoi tavoli avranno thread di quel canale.
tournament-started = Il torneo #{ $number } è iniziato: i tavoli del round 1 sono aperti.
tournament-dropped-signup = { $organiser } ha tolto { $player } dalla lista delle iscrizioni del torneo #{ $number }.
tournament-dropped = { $organiser } ha ritirato { $player } dal torneo #{ $number }. I suoi punti restano; non gioca altri tavoli.
tournament-extended-signup = Le iscrizioni al torneo #{ $number } restano aperte { $minutes ->
    [one] un minuto
   *[other] { $minutes } minuti
} in più.
tournament-extended = A ogni tavolo del torneo #{ $number } ancora in gioco, il giocatore di turno ha { $minutes ->
    [one] un minuto
   *[other] { $minutes } minuti
} in più.
tournament-cancelled = { $organiser } ha annullato il torneo #{ $number }. I suoi tavoli sono stati interrotti.
tournament-role-set = I membri con { $role } ora possono creare e gestire tornei.
tournament-role-cleared = Ora solo gli admin (Gestire il server) possono creare tornei.

tournament-help-title = 🏆 Tornei
tournament-help-intro = Giocati come i tornei ufficiali di Pickomino: round di qualificazione ai tavoli, punti in base al piazzamento e un tavolo finale.
tournament-help-format-title = Round e tavoli
tournament-help-format = Il round 1 è un sorteggio in tavoli il più possibile uguali (mai un tavolo da due). Dal round 2 i giocatori sono raggruppati in base ai punti fatti finora (parità sorteggiate), i migliori al primo tavolo. Ogni tavolo è una partita normale in un thread a parte. Se l'organizzatore ha scelto un tavolo finale, lo giocano i primi della classifica, e il suo risultato decide il vincitore.
tournament-help-points-title = Punti per piazzamento
tournament-help-points = A un tavolo di n giocatori, il 1º prende n − 1 punti, il 2º n − 2, e così via; l'ultimo prende 0. I giocatori a pari merito si dividono i punti delle posizioni che occupano. Un posto del computer occupa la sua posizione ma non guadagna nulla; un giocatore ritirato conta come ultimo a quel tavolo.
tournament-help-example-title = Esempio
tournament-help-example = Un tavolo da 4: Anna vince e prende **3** punti. Ben e Cleo sono pari al secondo posto: si dividono i punti del 2º e 3º posto, (2 + 1) ÷ 2 = **1,5** ciascuno. Dan è ultimo: **0** punti.
tournament-help-ties-title = Spareggi
tournament-help-ties = A parità di punti: prima più vermi in tutte le tue partite del torneo, poi la tessera più alta presa in una di esse, poi un ordine casuale estratto quando il torneo è stato creato.
tournament-help-commands-title = Comandi
tournament-help-commands = /torneo crea (admin e ruolo tornei), poi **Unisciti** sul messaggio d'iscrizione. L'organizzatore: /torneo avvia, ritira, prolunga, annulla. Tutti: /torneo classifica.

tournament-bad-game = I tornei non possono giocare a quel gioco.
tournament-bad-options = Quelle varianti non si possono giocare insieme.
tournament-bad-rounds = Un torneo ha da 1 a 4 round.
tournament-bad-table-size = I tavoli hanno da 3 a 5 posti.
tournament-table-too-large = Quel gioco non può avere così tanti giocatori a un tavolo: scegli tavoli più piccoli.
tournament-bad-final-size = Il tavolo finale ha 4, 5 o 6 posti, oppure scegli 0 per nessuna finale.
tournament-final-too-large = Quel gioco non può avere così tanti giocatori al tavolo finale: scegli una finale più piccola.
tournament-bad-fill-level = Non ci sono computer di quel livello per questo gioco.

tournament-cannot-seat = { $signed } giocatori non si possono sistemare a tavoli fino a { $size } (un tavolo da due non viene mai sorteggiato). Aspetta un altro giocatore, o che qualcuno esca.
cmd-tournament-rated-name = valido
cmd-tournament-rated-desc = Se le partite dei tornei contano per punteggi e stagioni qui (Gestire il server)
opt-tournament-rated-rated-name = valido
opt-tournament-rated-rated-desc = Sì: le partite dei tornei sono valide come le altre (predefinito); no: mai
tournament-rated-set = { $rated ->
    [true] Le partite dei tornei ora contano per punteggi e stagioni, come le altre.
   *[other] Le partite dei tornei non contano più per punteggi e stagioni.
}
tournament-signup-cannot-seat = { $organiser }: le iscrizioni al torneo #{ $number } si sono chiuse con { $signed } giocatori, che non si possono sistemare a tavoli fino a { $size } (un tavolo da due non viene mai sorteggiato). Le iscrizioni restano aperte: premi **Avvia** quando si è unito un altro giocatore o qualcuno è uscito.

tournament-final-content = **{ $heading }**: { $players }, il vostro tavolo è qui sotto.
tournament-final-intro = I migliori della classifica giocano un'altra partita, in un thread a parte: le sue posizioni decidono il vincitore e l'ordine dei finalisti.
tournament-winner-final-note = { $count ->
    [one] Posto 1: il tavolo finale; gli altri: i round.
   *[other] Posti 1–{ $count }: il tavolo finale; gli altri: i round.
}
tournament-card-final = tavolo finale: posto { $place }

tournament-standings-page = Pagina { $page } di { $pages }
tournament-standings-previous = ◀ Posti migliori
tournament-standings-next = Altri posti ▶
