## Assenza (/heckmeck assente, ritorno) e pausa di una partita (/heckmeck pausa)

cmd-heckmeck-away-name = assente
cmd-heckmeck-away-desc = Assentati per qualche giorno: i tuoi turni nelle partite a turni lunghi ti aspettano
opt-heckmeck-away-days-name = giorni
opt-heckmeck-away-days-desc = Quanti giorni (da 1 a 14; 14 giorni al mese)
cmd-heckmeck-back-name = ritorno
cmd-heckmeck-back-desc = Termina prima la tua assenza: gli orologi dei tuoi turni ripartono
cmd-heckmeck-pause-name = pausa
cmd-heckmeck-pause-desc = Metti in pausa la partita a turni lunghi di questo canale (chi l'ha aperta)
opt-heckmeck-pause-days-name = giorni
opt-heckmeck-pause-days-desc = Quanti giorni (da 1 a 7)
away-on =
    🏖️ Assenza fino al { $date } ({ $when }). Nelle partite con turni di un'ora o più, i tuoi turni ti aspettano. { $left ->
        [one] Ti resta { $left } giorno di assenza questo mese.
       *[other] Ti restano { $left } giorni di assenza questo mese.
    } Per tornare prima: /heckmeck ritorno
away-off =
    👋 Eccoti di nuovo: gli orologi dei tuoi turni ripartono con il tempo che restava loro. { $left ->
        [one] Ti resta { $left } giorno di assenza questo mese.
       *[other] Ti restano { $left } giorni di assenza questo mese.
    }
away-days-invalid = Un'assenza dura da 1 a { $most } giorni. Non è cambiato nulla.
away-too-many =
    { $left ->
        [one] Questo mese ti resta solo { $left } giorno di assenza.
       *[other] Questo mese ti restano solo { $left } giorni di assenza.
    } Non è cambiato nulla.
away-none-left = Hai usato tutti i { $most } giorni di assenza di questo mese. Non è cambiato nulla.
away-already = La tua assenza è già in corso, fino a { $when }. Terminala prima con /heckmeck ritorno.
away-not-away = Non hai un'assenza in corso. Non è cambiato nulla.
pause-on = ⏸️ La partita è in pausa fino a { $when }: tutti gli orologi sono fermi. ▶️ Riprendi sul tabellone termina la pausa.
pause-not-host = Solo chi ha aperto la partita può metterla in pausa o riprenderla.
pause-days-invalid = Una pausa dura da 1 a { $most } giorni. Non è cambiato nulla.
pause-short-turns = Si possono mettere in pausa solo le partite con turni di un'ora o più.
pause-tournament = Un tavolo di torneo non si può mettere in pausa; l'organizzatore può dare più tempo a un turno.
pause-none = Questa partita non è in pausa.
board-paused = ⏸️ In pausa fino a { $when }
board-away = 🏖️ { $name } torna { $when }
board-resume = Riprendi
