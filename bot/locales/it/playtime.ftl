# Giocare durante la giornata: tempi di turno, promemoria.

opt-heckmeck-start-turn_time-name = tempo_turno
opt-heckmeck-start-turn_time-desc = Quanto tempo ha ogni giocatore per un turno (predefinito: l'impostazione del server, o 2 minuti)
choice-turn_time-2m = 2 minuti
choice-turn_time-10m = 10 minuti
choice-turn_time-1h = 1 ora
choice-turn_time-8h = 8 ore
choice-turn_time-24h = 24 ore
choice-turn_time-3d = 3 giorni
cmd-heckmeck-settings-turn_time-name = tempo_turno
cmd-heckmeck-settings-turn_time-desc = Il tempo di turno delle nuove partite di Pickomino qui, se chi apre non ne sceglie un altro
opt-heckmeck-settings-turn_time-turn_time-name = tempo_turno
opt-heckmeck-settings-turn_time-turn_time-desc = Quanto tempo ha ogni giocatore per un turno
settings-turn-time-set = Le nuove partite di Pickomino di questo server ora danno { $time } per turno.
invalid-turn-time = Quel tempo di turno non è tra le scelte. Scegline uno dalla lista: 2 minuti, 10 minuti, 1 ora, 8 ore, 24 ore o 3 giorni.
lobby-turn-time = Tempo per turno
board-deadline-long = Il tempo scade { $when } ({ $date }).
ping-last-chance = ⚠️ Hai saltato il tuo ultimo turno: se scade anche questo, lasci la partita.

# /heckmeck partite
cmd-heckmeck-games-name = partite
cmd-heckmeck-games-desc = Le tue sale d'attesa e partite in corso in questo server, con i link ai tabelloni
my-games-none = Non sei in nessuna partita in questo server. Aprine una con /heckmeck inizia o /drehwurm inizia, o unisciti a una sala d'attesa.
my-games-title = { $count ->
    [0] Le tue partite: nessuna in corso
    [one] La tua partita
   *[other] Le tue { $count } partite
}
my-games-game = **{ $game }** in { $channel } · { $count ->
    [one] 1 giocatore
   *[other] { $count } giocatori
}
    ↳ { $turn } · [tabellone]({ $link })
my-games-your-turn = **tocca a te**, il tempo scade { $when }
my-games-their-turn = tocca a { $name }, il tempo scade { $when }
my-games-no-turn = la partita sta finendo
my-games-lobbies = **Sale d'attesa a cui ti sei unito**
my-games-lobby = **{ $game }** in { $channel } · { $count ->
    [one] 1 giocatore
   *[other] { $count } giocatori
} · aperta da { $host } · [sala]({ $link })
my-games-more = … e altre { $count }

# Avvisi di turno per messaggio diretto
cmd-heckmeck-remind-name = promemoria
cmd-heckmeck-remind-desc = Ricevi un messaggio diretto quando tocca a te in una partita
opt-heckmeck-remind-dm-name = dm
opt-heckmeck-remind-dm-desc = Sì: un messaggio diretto con un link al tabellone a ogni tuo turno, in tutti i server
remind-dm-on = D'ora in poi ti mando un messaggio diretto con un link al tabellone quando tocca a te (e quando il tempo sta per scadere), invece di chiamarti nel canale. Disattivalo con /heckmeck promemoria dm:False.
remind-dm-off = Niente più messaggi diretti sui tuoi turni.
dm-turn = 🎲 Tocca a te in { $game } su { $server }. Il tempo scade { $when }: { $link }
dm-reminder = ⏰ Il tuo turno in { $game } su { $server } ti aspetta; il tempo scade { $when }: { $link }
dm-turn-chat = 🎲 Tocca a te in { $game }. Il tempo scade { $when }: { $link }
dm-reminder-chat = ⏰ Il tuo turno in { $game } ti aspetta; il tempo scade { $when }: { $link }
dm-refused = 📪 Ho provato ad avvisarti con un messaggio diretto che toccava a te, ma Discord non me l'ha permesso: i tuoi messaggi diretti sono chiusi per questo server. Aprili nelle impostazioni di privacy del server, o disattiva gli avvisi con /heckmeck promemoria dm:False.

# Un thread per partita
opt-heckmeck-start-thread-name = thread
opt-heckmeck-start-thread-desc = Gioca in un thread a parte una volta avviata (predefinito: l'impostazione del server)
opt-drehwurm-start-thread-name = thread
opt-drehwurm-start-thread-desc = Gioca in un thread a parte una volta avviata (predefinito: l'impostazione del server)
cmd-heckmeck-settings-threads-name = thread
cmd-heckmeck-settings-threads-desc = Se le nuove partite di questo server si giocano in un thread a parte
opt-heckmeck-settings-threads-threads-name = thread
opt-heckmeck-settings-threads-threads-desc = Sì: ogni partita passa in un thread a parte quando inizia
settings-threads-set = { $on ->
    [true] Le nuove partite di questo server passano in un thread a parte quando iniziano, salvo se avviate senza thread.
   *[other] Le nuove partite di questo server si giocano nel loro canale, salvo se avviate con un thread.
}
thread-name = { $game } · { $players }
thread-moved = 🧵 { $game } si gioca in { $thread } ({ $players }).
thread-permission-missing = Qui non posso giocare questa partita in un thread a parte: mi manca il permesso { $permissions } in questo canale. Si giocherà nel canale; chi può gestire il server può darmi il permesso.
permission-create_public_threads = **Crea thread pubblici**
permission-send_messages_in_threads = **Invia messaggi nei thread**
thread-game-over = 🏁 La partita di { $game } in { $thread } è finita: { $count ->
    [one] vince { $names }.
   *[other] vincono { $names }.
}
thread-game-stopped = 🛑 La partita di { $game } in { $thread } è stata interrotta.
settings-threads-permission = Mi manca il permesso { $permissions } in questo canale, quindi le partite qui non potrebbero avere un thread a parte. Non è cambiato nulla: dammi il permesso e riprova.
